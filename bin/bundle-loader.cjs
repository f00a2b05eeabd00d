// Runs the CommonJS bundle (dist/bundle/payctl.cjs, built by scripts/bundle.mjs) with a V8 code cache, the way
// Node 22's module.enableCompileCache() does for modules — Node 20 has no such thing, so payctl does it itself
// (docs/performance.md, section 1). Compiling the bundle's JavaScript is a third of a command's start-up; with the
// cache V8 deserialises the compiled code instead.
//
// - One cache file per command (the longest known command id at the head of argv, else "other"): each holds what
//   that command compiled, so loading it is no bigger than the command. Written at the end of the first successful
//   run that had none (or whose cache V8 refused), atomically (a temp file renamed into place).
// - Folder: $PAYCTL_CACHE_DIR, else $XDG_CACHE_HOME/payctl, else ~/.cache/payctl; in it one `v8-…` folder per
//   bundle (the hash written in its first line), Node version, architecture and V8 flags (node's own options
//   included). Only `v8-…` folders are ever removed, the least recently used first (each keeps a `last-used` mark,
//   touched by every run that uses its cache), never the last one of a Node major. The cache folder, the build folder and the file must be the
//   user's own and writable by nobody else (compiled code is code), else the cache is neither read nor written;
//   folders are created only under one the user owns. PAYCTL_COMPILE_CACHE=0 turns it off.
// - V8 checks a cache against its version, flags and the source's length, and (with --verify-snapshot-checksum,
//   set below) against a checksum of the cache itself; the folder's bundle hash ties it to the source's content.
// - The cache holds compiled code and the literals of the source, never values from a run (tokens, card numbers).
// CommonJS, required by bin/run.js: no ES module machinery between `node` and the bundle.
'use strict'
const {
  appendFileSync,
  closeSync,
  fstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} = require('node:fs')
const {basename, dirname, join, resolve} = require('node:path')
const {setFlagsFromString} = require('node:v8')
const vm = require('node:vm')

/**
 * Build folders kept in the cache folder (about 1 MB per command used in each), by last use (docs/performance.md):
 * the KEEP_RECENT most recently used, and the most recently used of each Node major, up to MAX_BUILDS in all. So
 * four Node versions (20, 22, 24, 26) used in turn, or two installed payctl versions, never evict each other's
 * cache; the rest go when a new build writes its first cache.
 */
const KEEP_RECENT = 4
const MAX_BUILDS = 8

/** The file in a build folder whose mtime says when a run last used that folder's cache. */
const LAST_USED = 'last-used'

/** The longest of `commandIds` (up to three words) at the start of argv (`bolepix list …`, `bolepix:list …`), if any. */
function commandAt(argv, commandIds) {
  const words = []
  for (const a of argv) {
    if (a.startsWith('-') || words.length === 3) break
    words.push(...a.split(':'))
  }
  for (let n = Math.min(words.length, 3); n > 0; n--) {
    const id = words.slice(0, n).join(':')
    if (commandIds.has(id)) return id
  }
  return undefined
}

/** The cache key of a run: the command id at the start of argv (commandAt), else "other". */
function cacheKey(argv, commandIds) {
  return commandAt(argv, commandIds)?.replaceAll(':', '-') ?? 'other'
}

/** A short, stable tag of node's own options (execArgv and NODE_OPTIONS), which V8 folds into its flag check. */
function optionsTag(env) {
  const text = `${process.execArgv.join(' ')}|${env.NODE_OPTIONS ?? ''}`
  if (text === '|') return ''
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0
  return `-o${h.toString(16).padStart(8, '0')}`
}

/** Build folders are `v8-<bundle hash>-<node>-<arch>[-tierup][-o<options>]`; nothing else in the folder is touched. */
const BUILD_FOLDER = /^v8-[0-9a-f]{16}-v\d+\.\d+\.\d+-\w+(-tierup)?(-o[0-9a-f]{8})?$/

/** The cache folder for the bundle with this hash, or undefined when caching is off. */
function cacheFolder(build, env = process.env) {
  if (env.PAYCTL_COMPILE_CACHE === '0' || !/^[0-9a-f]{16}$/.test(build.hash ?? '')) return undefined
  const home = env.HOME || env.USERPROFILE
  const base =
    env.PAYCTL_CACHE_DIR || (env.XDG_CACHE_HOME ? join(env.XDG_CACHE_HOME, 'payctl') : home ? join(home, '.cache', 'payctl') : undefined)
  if (!base) return undefined
  const flags = env.PAYCTL_WASM_TIER_UP ? '-tierup' : ''
  return {base: resolve(base), dir: join(resolve(base), `v8-${build.hash}-${process.version}-${process.arch}${flags}${optionsTag(env)}`)}
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

/**
 * Creates `dir` (0700) and what is missing above it, only under a folder that is ours (not as root in a user's home).
 * Returns the folders it created (none when `dir` was there), or false when it may not.
 */
function makeOwnFolder(dir) {
  let existing = dir
  const missing = []
  for (;;) {
    try {
      const stat = statSync(existing)
      if (!stat.isDirectory() || (typeof process.getuid === 'function' && stat.uid !== process.getuid())) return false
      break
    } catch {
      missing.unshift(existing)
      const parent = dirname(existing)
      if (parent === existing) return false
      existing = parent
    }
  }
  for (const d of missing) mkdirSync(d, {mode: 0o700})
  return missing
}

function writeCache(file, base, data) {
  const dir = dirname(file)
  try {
    const made = makeOwnFolder(dir)
    if (!made || !trusted(statSync(base)) || !trusted(statSync(dir))) return
    const tmp = `${file}.${process.pid}-${Date.now()}.tmp`
    writeFileSync(tmp, data, {mode: 0o600})
    renameSync(tmp, file)
    markUsed(dir, made.length > 0)
    // A new build folder may take an old one's place; in a cache folder made just now there is no other (~0.4 ms).
    if (made.length > 0 && !made.includes(base)) forgetOldBuilds(base, dir)
  } catch {
    // A cache is an optimisation: a read-only home, a full disk or a race with another payctl changes nothing.
  }
}

/** Marks the build folder `dir` as used now (its `last-used` file's mtime; the folder's own mtime changes only when a
 * file is added, so it says when the folder was filled, not when it was last read); `fresh`: a folder made just now. */
function markUsed(dir, fresh = false) {
  const mark = join(dir, LAST_USED)
  if (!fresh) {
    try {
      const now = new Date()
      utimesSync(mark, now, now)
      return
    } catch {
      // No mark yet (made by an older payctl): made below.
    }
  }
  try {
    writeFileSync(mark, '', {mode: 0o600, flag: 'wx'})
  } catch {
    // Another payctl made it first, or the folder is read-only: the mark is only an eviction hint.
  }
}

/**
 * Which build folders to remove, given each one's `name` and `lastUsed` time (ms) and the folder in use: all but the
 * one in use, the KEEP_RECENT most recently used, and the most recently used of each Node major (the `v20` of
 * `v8-<hash>-v20.18.0-x64`), up to MAX_BUILDS kept in all.
 */
function buildsToRemove(builds, current) {
  const byUse = [...builds].sort((a, b) => b.lastUsed - a.lastUsed)
  const keep = new Set(current ? [current] : [])
  for (const b of byUse) if (keep.size < KEEP_RECENT && !keep.has(b.name)) keep.add(b.name)
  const major = (name) => /-(v\d+)\./.exec(name)?.[1]
  const majorsKept = new Set([...keep].map(major))
  for (const b of byUse) {
    if (keep.size >= MAX_BUILDS) break
    if (!majorsKept.has(major(b.name))) {
      keep.add(b.name)
      majorsKept.add(major(b.name))
    }
  }
  return byUse.filter((b) => !keep.has(b.name)).map((b) => b.name)
}

/** Removes the `v8-…` folders that buildsToRemove names; a folder without a `last-used` mark (made by an older
 * payctl) counts as last used when it was last written. */
function forgetOldBuilds(base, current) {
  const lastUsed = (path) => {
    try {
      return statSync(join(path, LAST_USED)).mtimeMs
    } catch {
      return statSync(path).mtimeMs
    }
  }
  const builds = readdirSync(base, {withFileTypes: true})
    .filter((e) => e.isDirectory() && BUILD_FOLDER.test(e.name))
    .map((e) => ({name: e.name, lastUsed: lastUsed(join(base, e.name))}))
  for (const name of buildsToRemove(builds, basename(current))) rmSync(join(base, name), {recursive: true, force: true})
}

/** The build description of the bundles in `dir` (payctl.json, written by scripts/bundle.mjs). */
const readBuild = (dir) => JSON.parse(readFileSync(join(dir, 'payctl.json'), 'utf8'))

const CHECKSUM = '--verify-snapshot-checksum'
const NO_CHECKSUM = '--no-verify-snapshot-checksum'

/** A command's help: its cache would hold the help, not the command ("other", the help's own key, is written). */
const HELP_FLAGS = new Set(['--help', '-h'])

/**
 * Loads the bundle `file` and runs it with `argv` (its build description, `payctl.json` next to it, names the command
 * ids: `build`, when the caller has read it); `options` go to its entry (`thin: false`: the full bundle skips its thin
 * path; `version`: the package's, when the caller knows it). `prefix` starts the cache file's name (`thin-`: the thin
 * bundle's caches, beside the full bundle's in the same build folder). Resolves, when
 * the command has finished (oclif sets process.exitCode or exits), to what the entry resolved to: the thin bundle's
 * false means it declined, and then it writes no cache (it compiled nothing of a command).
 */
async function runBundle(file, argv = process.argv.slice(2), {options, prefix = '', build = readBuild(dirname(file))} = {}) {
  // The bundle is ASCII (scripts/bundle.mjs escapes anything else): read as Latin-1 (payctl.json says so), it needs no
  // UTF-8 decoding. Its first line names its hash; then comes the function expression `(function (exports, …) {…})`.
  const source = readFileSync(file, build.encoding ?? 'latin1')
  const hash = /^\/\*payctl-bundle ([0-9a-f]{16})\*\//.exec(source)?.[1]
  const folder = cacheFolder({hash})
  const key = cacheKey(argv, new Set(build.commands))
  const cacheFile = folder && join(folder.dir, `${prefix}${key}.v8`)
  const cached = cacheFile ? readCache(cacheFile, folder.base) : 'off'
  const cachedData = typeof cached === 'string' ? undefined : cached
  // V8 (release builds) checks a code cache's header but not its body; with --verify-snapshot-checksum it makes and
  // checks a checksum (a damaged cache would otherwise crash every run that loads it). V8 also checks a cache against
  // the flags in force, and that holds for Node's own built-in modules too, which it compiles from the code cache
  // embedded in node only while V8's flags are the defaults: with any flag set, every built-in loaded afterwards
  // (node:net, node:http, streams, tty…) is compiled from source, ~10 ms more on every Node version. So the flag is
  // in force only while V8 reads this cache, and again while it makes one (docs/performance.md).
  setFlagsFromString(CHECKSUM)
  const script = new vm.Script(source, {filename: file, cachedData})
  setFlagsFromString(NO_CHECKSUM)
  const state = cachedData ? (script.cachedDataRejected ? 'rejected' : 'used') : cached
  if (state === 'used') markUsed(folder.dir)
  // Code that changes a V8 flag while running (render/output/young-generation.ts, and the bundle's llhttp patch on Node 20) puts it
  // back through these before the cache is made.
  const beforeCacheWrite = (globalThis[Symbol.for('payctl.beforeCacheWrite')] ??= [])
  let declined = false
  if ((state === 'missing' || state === 'rejected') && (key === 'other' || !argv.some((a) => HELP_FLAGS.has(a)))) {
    process.once('exit', (code) => {
      // Only a run that did its work: a usage error's cache would hold little more than the error.
      if (code !== 0 || declined) return
      for (const restore of beforeCacheWrite) restore()
      setFlagsFromString(CHECKSUM)
      writeCache(cacheFile, folder.base, script.createCachedData())
    })
  }
  if (process.env.PAYCTL_STARTUP_TRACE) process.stderr.write(`payctl: compile cache ${state}${cacheFile ? ` ${cacheFile}` : ''}\n`)
  if (process.env.PAYCTL_TEST_MODULE_LOG && !globalThis.__payctlPackages) {
    // Tests: which npm packages inside the bundle this run evaluated (each bundled module marks its package).
    const packages = (globalThis.__payctlPackages = new Set())
    process.once('exit', () =>
      appendFileSync(process.env.PAYCTL_TEST_MODULE_LOG, [...packages].map((p) => `bundle-package ${p}\n`).join('')),
    )
  }
  // import() cannot run inside code compiled from a cache on Node 20; the bundle calls this instead (oclif loading a
  // hook or a plugin's command, which are ES modules). scripts/bundle.mjs rewrites every computed import() to it.
  globalThis[Symbol.for('payctl.import')] = (specifier) => import(specifier)
  const bundle = {exports: {}, filename: file, id: file, loaded: false, children: [], paths: []}
  // This module's require: it finds the packages the bundle leaves out (zod, @inquirer/*…) in the same node_modules as
  // one made for the bundle's own path would (module.createRequire, whose module costs ~0.25 ms of every start).
  script.runInThisContext()(bundle.exports, require, bundle, file, dirname(file))
  bundle.loaded = true
  const result = await bundle.exports.runFast(argv, options)
  declined = result === false
  return result
}

/**
 * Runs payctl from the bundle folder `dir` (bin/run.js): a frequent command from its thin bundle (thin-*.cjs, which
 * payctl.json names for it), and the full bundle when that declines — nothing was done or printed, oclif then runs the
 * same command line — and for every other command (docs/performance.md, "The thin path"). PAYCTL_NO_THIN=1 goes to
 * oclif's path directly.
 */
async function runPayctl(dir, argv = process.argv.slice(2), {version} = {}) {
  const build = readBuild(dir)
  const trace = (line) => process.env.PAYCTL_STARTUP_TRACE && process.stderr.write(`payctl: ${line}\n`)
  // The thin command at the head of argv (no thin id is the start of another, so this is runThin's reading too).
  const thinId = build.thin && process.env.PAYCTL_NO_THIN !== '1' ? commandAt(argv, new Set(Object.keys(build.thin))) : undefined
  // A variable with which the thin bundles would decline (a proxy: payctl.json's thinDeclinesWith) skips them.
  const thinFile = thinId && !(build.thinDeclinesWith ?? []).some((name) => process.env[name]) && build.thin[thinId]
  if (thinFile) {
    if ((await runBundle(join(dir, thinFile), argv, {prefix: 'thin-', build, options: {version}})) !== false) return trace('thin path')
    trace('oclif')
  }
  await runBundle(join(dir, 'payctl.cjs'), argv, {build, options: {thin: !build.thin}})
}

module.exports = {buildsToRemove, cacheKey, cacheFolder, runBundle, runPayctl}
