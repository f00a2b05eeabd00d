#!/usr/bin/env node
// The start-up bundle (docs/performance.md): one esbuild build of the CLI with code splitting, in dist/bundle/:
//   run.js        what bin/run.js loads: @oclif/core, the config loading and the command run
//   commands.js   every command class under src/commands, keyed by id (oclif's "explicit" strategy)
// With `splitting: true` the code both share (@oclif/core, the base command, the flags) sits in shared chunks that
// load once, and every `await import(...)` inside a command's run() becomes a chunk that loads only when that
// command runs: the heavy modules (undici, zod, conf, cli-table3, the sandbox) stay off the start-up path.
// The command list is generated from src/commands at build time: a new command file needs no registration.
//
// `node scripts/bundle.mjs [--outdir DIR] [--no-undici-slim] [--no-ajv-lazy] [--no-oclif-lazy] [--no-zod-english-only]
// [--metafile]`: the --no-… flags build the variants that bench/ measures side by side (each optimisation off).
import {build} from 'esbuild'
import {existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync} from 'node:fs'
import {dirname, isAbsolute, join, relative, sep} from 'node:path'
import {fileURLToPath} from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const src = join(root, 'src')

function listTs(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) return listTs(p)
    return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [p] : []
  })
}

/** `src/commands/bolepix/list.ts` → `bolepix:list`, oclif's id (the space separator is applied by oclif). */
function commandId(file) {
  return relative(join(src, 'commands'), file).replace(/\.ts$/, '').split(sep).join(':').replace(/:?index$/, '')
}

/**
 * The source of package.json's `oclif.helpClass` (`./dist/help.js` → src/help.ts), when there is one: the bundle
 * carries it too, so that --help does not load a second @oclif/core from node_modules for it.
 */
function helpClassSource() {
  const target = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).oclif?.helpClass
  const m = typeof target === 'string' ? /^\.\/dist\/(.+)\.js$/.exec(target) : null
  const file = m && join(src, `${m[1]}.ts`)
  return file && existsSync(file) ? file : undefined
}

/** The generated commands entry: one static import per command file, exported as `COMMANDS` (and the help class). */
function commandsModule() {
  const files = listTs(join(src, 'commands')).sort()
  const imports = files.map((f, i) => `import C${i} from ${JSON.stringify(f)}`)
  const entries = files.map((f, i) => `  ${JSON.stringify(commandId(f))}: C${i},`)
  const help = helpClassSource()
  const helpExport = help ? `export {default as HELP} from ${JSON.stringify(help)}\n` : ''
  return `${imports.join('\n')}\n${helpExport}export const COMMANDS = {\n${entries.join('\n')}\n}\n`
}

/**
 * The run entry. It loads the root package's config with the commands taken from the bundle (the explicit
 * strategy, set in memory: package.json keeps the pattern strategy, so the unbundled dist/ and `oclif manifest`
 * work as before, and the manifest still lists the commands for --help), then runs the command the way oclif's
 * execute() does. PAYCTL_STARTUP_TRACE=1 with DEBUG=oclif:perf prints oclif's own timing of each phase.
 *
 * llhttp, undici's HTTP parser, is WebAssembly. On Node 20 (V8 11.3) the first response it parses makes V8 tier its
 * one huge parsing function up to TurboFan: about 35 MB of peak memory and 80 ms of CPU in every process that makes
 * a request. Its Liftoff code (the baseline compiler) parses a response in microseconds all the same, so the
 * tier-up is switched off (only on that V8, whose flags these are: an unknown flag would print an error).
 */
const RUN_ENTRY = `
import {Config, run, flush, handle, settings} from '@oclif/core'
import {readFileSync} from 'node:fs'
import {fileURLToPath} from 'node:url'
import {setFlagsFromString} from 'node:v8'

export async function runFast(argv = process.argv.slice(2)) {
  if (process.versions.v8.startsWith('11.3.') && !process.env.PAYCTL_WASM_TIER_UP) {
    setFlagsFromString('--no-wasm-dynamic-tiering')
    setFlagsFromString('--no-wasm-tier-up')
  }
  // Compiled code only: oclif must not look for TypeScript sources (it would under NODE_ENV=test or development).
  settings.enableAutoTranspile = false
  const root = fileURLToPath(new URL(PAYCTL_BUNDLE_TO_ROOT, import.meta.url))
  const pjson = JSON.parse(readFileSync(root + 'package.json', 'utf8'))
  const bundled = {target: PAYCTL_BUNDLE_DIR + '/commands.js'}
  pjson.oclif = {...pjson.oclif, commands: {...bundled, strategy: 'explicit', identifier: 'COMMANDS'}}
  if (PAYCTL_BUNDLE_HELP && pjson.oclif.helpClass) pjson.oclif.helpClass = {...bundled, identifier: 'HELP'}
  try {
    const config = await Config.load({root, pjson, enablePerf: Boolean(process.env.PAYCTL_STARTUP_TRACE)})
    await run(argv, config)
    flush()
  } catch (error) {
    await handle(error)
  }
}
`

const virtualEntries = {'payctl:run': RUN_ENTRY, 'payctl:commands': commandsModule}

const virtual = {
  name: 'payctl-virtual',
  setup(b) {
    b.onResolve({filter: /^payctl:/}, (args) => ({path: args.path, namespace: 'payctl'}))
    b.onLoad({filter: /.*/, namespace: 'payctl'}, (args) => {
      const entry = virtualEntries[args.path]
      return {contents: typeof entry === 'function' ? entry() : entry, resolveDir: root, loader: 'js'}
    })
  },
}

/**
 * undici's index.js loads every part of undici (fetch, WebSocket, EventSource, the mock agents, the cache stores),
 * and its cookie module touches `globalThis.Headers`, which makes Node load its own internal copy of undici as well.
 * payctl uses only `Agent` and the request API on it, so the bundle maps `undici` to the files those need (the
 * same files, plus the `Object.assign(Dispatcher.prototype, api)` that index.js does). The map is used only when
 * every import of undici in src/ asks for names it provides; otherwise all of undici is bundled, with a note.
 */
const UNDICI_SLIM_NAMES = ['Agent', 'Dispatcher', 'errors']
const UNDICI_SLIM = `
import Dispatcher from 'undici/lib/dispatcher/dispatcher.js'
import Agent from 'undici/lib/dispatcher/agent.js'
import api from 'undici/lib/api/index.js'
import errors from 'undici/lib/core/errors.js'
Object.assign(Dispatcher.prototype, api)
export {Agent, Dispatcher, errors}
export default {Agent, Dispatcher, errors}
`

/** The names src/ takes from undici at run time (type-only imports excluded), or null when it cannot tell. */
export function undiciNamesUsed(dir = src) {
  const names = new Set()
  for (const file of listTs(dir)) {
    const text = readFileSync(file, 'utf8')
    if (!text.includes('undici')) continue
    for (const m of text.matchAll(/import\s+(type\s+)?([^'"]*?)\s+from\s+['"]undici['"]/g)) {
      if (m[1]) continue
      const braces = m[2].trim().match(/^\{([^}]*)\}$/)
      if (!braces) return null // a default or namespace import: anything may be used
      for (const part of braces[1].split(',')) {
        const p = part.trim()
        if (p && !p.startsWith('type ')) names.add(p.split(/\s+as\s+/)[0].trim())
      }
    }
    let destructured = 0
    for (const m of text.matchAll(/(?:const|let|var)\s+(\{[^}]*\}|\w+)\s*=\s*await\s+import\(\s*['"]undici['"]\s*\)/g)) {
      if (!m[1].startsWith('{')) return null
      destructured++
      for (const part of m[1].slice(1, -1).split(',')) {
        const p = part.trim()
        if (p) names.add(p.split(':')[0].trim())
      }
    }
    // Any other use of import('undici') (a namespace, .then) cannot be checked; `import('undici').Type` is a type.
    const dynamic = [...text.matchAll(/import\(\s*['"]undici['"]\s*\)/g)].length
    const typeRefs = [...text.matchAll(/import\(\s*['"]undici['"]\s*\)\.[A-Z]\w*/g)].length
    if (dynamic > typeRefs + destructured) return null
  }
  return names
}

/**
 * conf imports ajv and ajv-formats at its top but uses them only for a JSON schema, which payctl's profile store
 * does not pass. In the bundle conf gets stand-ins that load the real ones (from conf's own dependencies) on first
 * use, so 180 KB of ajv are not parsed by every command that reads a profile.
 */
const AJV_LAZY = `
import {createRequire} from 'node:module'
export class Ajv2020 {
  constructor(...args) {
    const {Ajv2020: Real} = createRequire(import.meta.resolve('conf'))('ajv/dist/2020.js')
    return new Real(...args)
  }
}
export default {Ajv2020}
`
const AJV_FORMATS_LAZY = `
import {createRequire} from 'node:module'
const plugin = (ajv, options) => createRequire(import.meta.resolve('conf'))('ajv-formats').default(ajv, options)
export default {default: plugin}
`

/**
 * A dynamic `import('pkg')` of a CommonJS package gets only `default` in a split esbuild bundle (Node's own loader
 * also offers the named exports it detects), so `(await import('qrcode')).create` would be undefined. Such packages
 * stay external (loaded by Node from node_modules, as before the bundle), except those whose named exports the
 * bundle provides itself (undici, through the slim map) or that src/ uses only through `default` (cli-table3).
 */
const DYNAMIC_CJS_BUNDLED = new Set(['undici', 'cli-table3'])

function packageName(specifier) {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

function isCommonJsPackage(name) {
  try {
    const pjson = JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8'))
    if (pjson.type === 'module' || pjson.module) return false
    return !JSON.stringify(pjson.exports ?? {}).includes('"import"')
  } catch {
    return false
  }
}

/**
 * undici's client loads its HTTP/2 half at the top, and that loads node:http2 (and node:tls): about 10 ms of every
 * start-up for a protocol payctl never negotiates (undici speaks HTTP/2 only with allowH2). In the bundle the
 * client gets it on first use instead; esbuild's module wrappers keep the code itself, unevaluated, in the bundle.
 */
const UNDICI_H2_LAZY = `
module.exports = function connectH2(...args) {
  return require(${JSON.stringify(join(root, 'node_modules', 'undici', 'lib', 'dispatcher', 'client-h2.js'))})(...args)
}
`

/**
 * @oclif/core loads node:child_process (for a Windows shell lookup) and node:readline (to read a flag's value from
 * stdin) at the top of two modules, and wsl-utils (itself loading child_process) to tell WSL from Linux: a few ms
 * of every start-up. In the bundle those two modules get the builtins on first use, and the WSL check gets is-wsl
 * alone (the PowerShell helper loads wsl-utils when called, on Windows only).
 */
const lazyBuiltin = (name) => `
let loaded
const load = () => (loaded ??= require(${JSON.stringify(name)}))
module.exports = new Proxy({}, {get: (_, key) => load()[key], has: (_, key) => key in load()})
`
const OCLIF_WSL = `
export {default as isWsl} from 'is-wsl'
export async function powerShellPath() {
  return (await import('wsl-utils')).powerShellPath()
}
`
const OCLIF_LAZY_BUILTINS = [
  [/[\\/]@oclif[\\/]core[\\/]lib[\\/]util[\\/]os\.js$/, 'node:child_process'],
  [/[\\/]@oclif[\\/]core[\\/]lib[\\/]parser[\\/]parse\.js$/, 'node:readline'],
]

/**
 * zod exports every one of its ~50 locales (`z.locales.fr()`), half of its 470 KB, and `import {z} from 'zod'` keeps
 * them all. payctl uses zod's English messages (its default) and no locale, so the bundle's `z.locales` holds `en`
 * only: about 5 ms less to load for every command that validates. Skipped when src/ mentions `locales`.
 */
const ZOD_LOCALES_EN = `export {default as en} from ${JSON.stringify(join(root, 'node_modules', 'zod', 'v4', 'locales', 'en.js'))}\n`

function usesZodLocales(dir = src) {
  return listTs(dir).some((file) => /\blocales\b/.test(readFileSync(file, 'utf8')))
}

function shims({undiciSlim, ajvLazy, oclifLazy, zodEnglishOnly}) {
  const contents = {
    'undici-slim': UNDICI_SLIM,
    'ajv-lazy': AJV_LAZY,
    'ajv-formats-lazy': AJV_FORMATS_LAZY,
    'undici-h2-lazy': UNDICI_H2_LAZY,
    'oclif-wsl': OCLIF_WSL,
    'lazy:node:child_process': lazyBuiltin('node:child_process'),
    'lazy:node:readline': lazyBuiltin('node:readline'),
    'zod-locales-en': ZOD_LOCALES_EN,
  }
  const zodLocalesEn = zodEnglishOnly && !usesZodLocales()
  const fromConf = (args) => /[\\/]node_modules[\\/]conf[\\/]/.test(args.importer)
  return {
    name: 'payctl-shims',
    setup(b) {
      if (undiciSlim) {
        b.onResolve({filter: /^undici$/}, () => ({path: 'undici-slim', namespace: 'payctl-shim'}))
        b.onResolve({filter: /^\.\/client-h2\.js$/}, (args) =>
          /[\\/]undici[\\/]lib[\\/]dispatcher[\\/]client\.js$/.test(args.importer) ? {path: 'undici-h2-lazy', namespace: 'payctl-shim'} : undefined,
        )
      }
      if (ajvLazy) {
        b.onResolve({filter: /^ajv\/dist\/2020\.js$/}, (args) => (fromConf(args) ? {path: 'ajv-lazy', namespace: 'payctl-shim'} : undefined))
        b.onResolve({filter: /^ajv-formats$/}, (args) => (fromConf(args) ? {path: 'ajv-formats-lazy', namespace: 'payctl-shim'} : undefined))
      }
      if (zodLocalesEn) {
        b.onResolve({filter: /^\.\.\/locales\/index\.js$/}, (args) =>
          /[\\/]zod[\\/]v4[\\/](classic|core|mini)[\\/]/.test(args.importer) ? {path: 'zod-locales-en', namespace: 'payctl-shim'} : undefined,
        )
      }
      if (oclifLazy) {
        for (const [importer, name] of OCLIF_LAZY_BUILTINS) {
          b.onResolve({filter: new RegExp(`^${name}$`)}, (args) => (importer.test(args.importer) ? {path: `lazy:${name}`, namespace: 'payctl-shim'} : undefined))
        }
        b.onResolve({filter: /^wsl-utils$/}, (args) =>
          /[\\/]@oclif[\\/]core[\\/]lib[\\/]util[\\/]os\.js$/.test(args.importer) ? {path: 'oclif-wsl', namespace: 'payctl-shim'} : undefined,
        )
      }
      b.onResolve({filter: /^[^./]/}, (args) => {
        if (args.kind !== 'dynamic-import' || !args.importer.startsWith(src) || args.path.startsWith('node:')) return undefined
        const name = packageName(args.path)
        return !DYNAMIC_CJS_BUNDLED.has(name) && isCommonJsPackage(name) ? {path: args.path, external: true} : undefined
      })
      b.onLoad({filter: /.*/, namespace: 'payctl-shim'}, (args) => ({contents: contents[args.path], resolveDir: root, loader: 'js'}))
    },
  }
}

const posix = (p) => p.split(sep).join('/')

/**
 * packages.json: the npm packages inside each file of the bundle (`"chunks/chunk-X.js": ["undici"]`), so that a
 * test (or a person) can tell which dependencies a run loaded from the bundle files it loaded.
 */
function packagesByFile(metafile, outdir) {
  const out = {}
  for (const [file, info] of Object.entries(metafile.outputs)) {
    const names = new Set()
    for (const input of Object.keys(info.inputs)) {
      const m = input.match(/node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/)
      if (m) names.add(m[1].replace(/\\/g, '/'))
    }
    out[posix(relative(outdir, join(root, file)))] = [...names].sort()
  }
  return out
}

/**
 * Builds the bundle into `outdir` (default dist/bundle). `finalOutdir` is where it will be used from when that
 * differs (the build writes it inside the next dist/ and swaps that in). Standalone, the new bundle is written next
 * to `outdir` and renamed into place once complete, so a CLI started meanwhile sees the old bundle or the new one.
 */
export async function bundle({
  outdir = join(root, 'dist', 'bundle'),
  finalOutdir,
  undiciSlim = true,
  ajvLazy = true,
  oclifLazy = true,
  zodEnglishOnly = true,
  metafile = false,
  quiet = false,
} = {}) {
  const inPlace = finalOutdir === undefined
  const final = finalOutdir ?? outdir
  const target = inPlace ? `${outdir}.tmp-${process.pid}` : outdir
  rmSync(target, {recursive: true, force: true})
  let slim = false
  if (undiciSlim) {
    const used = undiciNamesUsed()
    slim = used !== null && [...used].every((n) => UNDICI_SLIM_NAMES.includes(n))
    if (!slim && !quiet) console.warn(`bundle: src/ uses more of undici than ${UNDICI_SLIM_NAMES.join(', ')} (${used ? [...used].join(', ') : 'a namespace import'}); bundling all of it`)
  }
  const result = await build({
    entryPoints: {run: 'payctl:run', commands: 'payctl:commands'},
    outdir: target,
    absWorkingDir: root,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    minify: true,
    // Class and function names survive (oclif and our error mapping look at constructor names).
    keepNames: true,
    legalComments: 'none',
    chunkNames: 'chunks/[name]-[hash]',
    // typescript / ts-node: @oclif/core requires them only for TypeScript plugins in development; bundling them
    // pulls in the 10 MB compiler. pdfkit loads its font files relative to its own package folder.
    external: ['typescript', 'ts-node', 'pdfkit'],
    // CommonJS dependencies (@oclif/core, undici, cli-table3) call require(); give the ESM bundle a real one.
    banner: {js: "import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);"},
    define: {
      PAYCTL_BUNDLE_HELP: String(Boolean(helpClassSource())),
      PAYCTL_BUNDLE_DIR: JSON.stringify(`./${posix(relative(root, final))}`),
      PAYCTL_BUNDLE_TO_ROOT: JSON.stringify(`${posix(relative(final, root))}/`),
    },
    plugins: [virtual, shims({undiciSlim: slim, ajvLazy, oclifLazy, zodEnglishOnly})],
    metafile: true,
    logLevel: quiet ? 'error' : 'warning',
  })
  writeFileSync(join(target, 'packages.json'), `${JSON.stringify(packagesByFile(result.metafile, target), null, 1)}\n`)
  if (inPlace) {
    rmSync(outdir, {recursive: true, force: true})
    renameSync(target, outdir)
  }
  if (metafile) writeFileSync(`${final}.meta.json`, JSON.stringify(result.metafile))
  return {outdir: final, undiciSlim: slim, ajvLazy, oclifLazy, zodEnglishOnly}
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2)
  const at = args.indexOf('--outdir')
  const out = at >= 0 ? args[at + 1] : undefined
  await bundle({
    outdir: out ? (isAbsolute(out) ? out : join(root, out)) : undefined,
    undiciSlim: !args.includes('--no-undici-slim'),
    ajvLazy: !args.includes('--no-ajv-lazy'),
    oclifLazy: !args.includes('--no-oclif-lazy'),
    zodEnglishOnly: !args.includes('--no-zod-english-only'),
    metafile: args.includes('--metafile'),
  })
}
