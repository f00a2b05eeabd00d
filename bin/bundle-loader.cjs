// Runs the CommonJS bundle (dist/bundle/payctl.cjs, built by scripts/bundle.mjs) with a V8 code cache, the way
// Node 22's module.enableCompileCache() does for modules — Node 20 has no such thing, so payctl does it itself
// (docs/performance.md, "Compile cache"). Compiling the bundle's JavaScript is a third of a command's start-up;
// with the cache V8 deserialises the compiled code instead.
//
// - One cache file per command (the longest known command id at the head of argv, else "other"): each holds what
//   that command compiled, so loading it is no bigger than the command. Written once, at the end of the first run
//   that had none (or whose cache V8 refused), atomically (a temp file renamed into place).
// - Folder: $PAYCTL_CACHE_DIR, else $XDG_CACHE_HOME/payctl, else ~/.cache/payctl; one sub-folder per bundle build,
//   Node version, architecture and V8 flags. It must be the user's own and writable by nobody else (compiled code
//   is code), else it is neither read nor written. PAYCTL_COMPILE_CACHE=0 turns the cache off.
// - The cache holds compiled code and the literals of the source, never values from a run (tokens, card numbers).
// CommonJS, required by bin/run.js: no ES module machinery between `node` and the bundle.
'use strict'
const {appendFileSync, closeSync, fstatSync, mkdirSync, openSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync} = require('node:fs')
const {createRequire} = require('node:module')
const {dirname, join} = require('node:path')
const {setFlagsFromString} = require('node:v8')
const vm = require('node:vm')

/** Build folders kept in the cache folder (about 1 MB per command used in each): two installed versions, or Node
 * versions, used in turn do not evict each other; older ones go when a new build writes its first cache. */
const KEEP_BUILDS = 3

/** The cache key of a run: the longest command id (up to three words) at the start of argv, else "other". */
function cacheKey(argv, commandIds) {
  const words = []
  for (const a of argv) {
    if (a.startsWith('-') || words.length === 3) break
    words.push(...a.split(':'))
  }
  for (let n = Math.min(words.length, 3); n > 0; n--) {
    const id = words.slice(0, n).join(':')
    if (commandIds.has(id)) return id.replaceAll(':', '-')
  }
  return 'other'
}

/** The cache folder for this build, or undefined when caching is off. */
function cacheFolder(build, env = process.env) {
  if (env.PAYCTL_COMPILE_CACHE === '0') return undefined
  const home = env.HOME || env.USERPROFILE
  const base = env.PAYCTL_CACHE_DIR || (env.XDG_CACHE_HOME ? join(env.XDG_CACHE_HOME, 'payctl') : home ? join(home, '.cache', 'payctl') : undefined)
  if (!base) return undefined
  const flags = env.PAYCTL_WASM_TIER_UP ? '-tierup' : ''
  return {base, dir: join(base, `${build.hash}-${process.version}-${process.arch}${flags}`)}
}

/** A folder or file we may trust with compiled code: ours, and writable by nobody else. */
function trusted(stat) {
  if (typeof process.getuid === 'function' && stat.uid !== process.getuid()) return false
  return (stat.mode & 0o022) === 0
}

/** The cache file's bytes, or why there are none ('missing' or 'untrusted'). */
function readCache(file, base) {
  let fd
  try {
    if (!trusted(statSync(base)) || !trusted(statSync(dirname(file)))) return 'untrusted'
    fd = openSync(file, 'r')
    if (!trusted(fstatSync(fd))) return 'untrusted'
    return readFileSync(fd)
  } catch {
    return 'missing'
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
}

function writeCache(file, base, data) {
  const dir = dirname(file)
  try {
    mkdirSync(base, {recursive: true, mode: 0o700})
    if (!trusted(statSync(base))) return
    let fresh = false
    try {
      if (!trusted(statSync(dir))) return
    } catch {
      mkdirSync(dir, {mode: 0o700})
      fresh = true
    }
    const tmp = `${file}.${process.pid}.tmp`
    writeFileSync(tmp, data, {mode: 0o600})
    renameSync(tmp, file)
    if (fresh) forgetOldBuilds(base, dir)
  } catch {
    // A cache is an optimisation: a read-only home, a full disk or a race with another payctl changes nothing.
  }
}

/** Removes the build folders of older builds, keeping the most recently written few. */
function forgetOldBuilds(base, current) {
  const builds = readdirSync(base, {withFileTypes: true})
    .filter((e) => e.isDirectory() && join(base, e.name) !== current)
    .map((e) => ({path: join(base, e.name), mtime: statSync(join(base, e.name)).mtimeMs}))
    .sort((a, b) => b.mtime - a.mtime)
  for (const old of builds.slice(KEEP_BUILDS - 1)) rmSync(old.path, {recursive: true, force: true})
}

/**
 * Loads the bundle `file` (with its build description `file` minus `.cjs` plus `.json`: hash and command ids) and
 * runs it with `argv`. Resolves when the command has finished (oclif sets process.exitCode or exits).
 */
async function runBundle(file, argv = process.argv.slice(2)) {
  // V8 checks its flags against the cache's: set them before compiling, the same way in every run.
  if (process.versions.v8.startsWith('11.3.') && !process.env.PAYCTL_WASM_TIER_UP) {
    // llhttp's tier-up to TurboFan costs ~35 MB and ~80 ms per process (docs/performance.md, section 4).
    setFlagsFromString('--no-wasm-dynamic-tiering')
    setFlagsFromString('--no-wasm-tier-up')
  }
  // The bundle is ASCII (scripts/bundle.mjs escapes anything else): read as Latin-1, it needs no UTF-8 decoding, and
  // it is already the function expression `(function (exports, require, module, __filename, __dirname) {…})`.
  const source = readFileSync(file, 'latin1')
  const build = JSON.parse(readFileSync(file.replace(/\.cjs$/, '.json'), 'utf8'))
  const folder = cacheFolder(build)
  const cacheFile = folder && join(folder.dir, `${cacheKey(argv, new Set(build.commands))}.v8`)
  const cached = cacheFile ? readCache(cacheFile, folder.base) : 'off'
  const cachedData = typeof cached === 'string' ? undefined : cached
  const script = new vm.Script(source, {filename: file, cachedData})
  const state = cachedData ? (script.cachedDataRejected ? 'rejected' : 'used') : cached
  if (state === 'missing' || state === 'rejected') {
    process.once('exit', () => writeCache(cacheFile, folder.base, script.createCachedData()))
  }
  if (process.env.PAYCTL_STARTUP_TRACE) process.stderr.write(`payctl: compile cache ${state}${cacheFile ? ` ${cacheFile}` : ''}\n`)
  if (process.env.PAYCTL_TEST_MODULE_LOG) {
    // Tests: which npm packages inside the bundle this run evaluated (each bundled module marks its package).
    const packages = (globalThis.__payctlPackages = new Set())
    process.once('exit', () => appendFileSync(process.env.PAYCTL_TEST_MODULE_LOG, [...packages].map((p) => `bundle-package ${p}\n`).join('')))
  }
  // import() cannot run inside code compiled from a cache on Node 20; the bundle calls this instead (oclif loading a
  // hook or a plugin's command, which are ES modules). scripts/bundle.mjs rewrites every import() to it.
  globalThis[Symbol.for('payctl.import')] = (specifier) => import(specifier)
  const bundle = {exports: {}, filename: file, id: file, loaded: false, children: [], paths: []}
  script.runInThisContext()(bundle.exports, createRequire(file), bundle, file, dirname(file))
  bundle.loaded = true
  await bundle.exports.runFast(argv)
}

module.exports = {cacheKey, cacheFolder, runBundle}
