#!/usr/bin/env node
// The start-up bundle (docs/performance.md): one esbuild build of the whole CLI into one CommonJS file,
// dist/bundle/payctl.cjs, that bin/run.js runs through bin/bundle-loader.cjs with a V8 code cache (Node 20 cannot
// cache the compiled code of ES modules; a script it can). Next to it:
//   payctl.json    the build's hash and command ids (the loader's cache key)
//   commands.cjs   hands oclif the command classes of the running bundle (oclif's "explicit" strategy)
// Every `await import(...)` inside a command's run() stays lazy: esbuild turns it into a module initialiser that
// runs only when that command runs, so the heavy modules (undici, zod, cli-table3, the sandbox) are compiled
// and evaluated only by the commands that use them. The command list is generated from src/commands at build time:
// a new command file needs no registration.
//
// `node scripts/bundle.mjs [--outdir DIR] [--no-undici-slim] [--no-oclif-lazy] [--no-zod-english-only]
// [--metafile]`: the --no-… flags build the variants that bench/ measures side by side (each optimisation off).
import {build} from 'esbuild'
import {createHash} from 'node:crypto'
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

/**
 * The generated commands entry: `BUNDLE.COMMANDS`, every command class keyed by id, and `BUNDLE.HELP`, the help
 * class. Each is a getter that initialises its module on first use (a `require` of an ES module, which esbuild
 * bundles as a lazy initialiser): a run evaluates the one command it runs, not all of them, and --help only the
 * help class. oclif reads a command from the object by id; only without a manifest would it list them all.
 */
function commandsModule() {
  const files = listTs(join(src, 'commands')).sort()
  const entries = files.map((f) => `  get ${JSON.stringify(commandId(f))}() { return require(${JSON.stringify(f)}).default },`)
  const help = helpClassSource()
  const helpGetter = help ? `  get HELP() { return require(${JSON.stringify(help)}).default },\n` : ''
  return `const COMMANDS = {\n${entries.join('\n')}\n}\nexport const BUNDLE = {\n  COMMANDS,\n${helpGetter}}\n`
}

/**
 * The run entry. It loads the root package's config with the commands taken from the bundle (the explicit
 * strategy, set in memory: package.json keeps the pattern strategy, so the unbundled dist/ and `oclif manifest`
 * work as before, and the manifest still lists the commands for --help), then runs the command the way oclif's
 * execute() does. PAYCTL_STARTUP_TRACE=1 with DEBUG=oclif:perf prints oclif's own timing of each phase.
 * (bin/bundle-loader.cjs sets the V8 flags that keep llhttp off TurboFan, before it compiles the bundle.)
 */
const RUN_ENTRY = `
import {run, flush, handle, settings} from '@oclif/core'
import {BUNDLE as bundled} from 'payctl:commands'
import {readFileSync} from 'node:fs'
import {join} from 'node:path'

export async function runFast(argv = process.argv.slice(2)) {
  // Compiled code only: oclif must not look for TypeScript sources (it would under NODE_ENV=test or development).
  settings.enableAutoTranspile = false
  // commands.cjs hands these to oclif (it loads a target by path).
  globalThis[Symbol.for('payctl.bundle')] = bundled
  const root = join(__dirname, PAYCTL_BUNDLE_TO_ROOT)
  const pjson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  const target = {target: PAYCTL_BUNDLE_DIR + '/commands.cjs'}
  pjson.oclif = {...pjson.oclif, commands: {...target, strategy: 'explicit', identifier: 'COMMANDS'}}
  if (PAYCTL_BUNDLE_HELP && pjson.oclif.helpClass) pjson.oclif.helpClass = {...target, identifier: 'HELP'}
  // The core plugins (help, autocomplete) only add commands of their own: running one of ours does not load them.
  // (Anything else — no command, a topic, \`help …\`, a mistyped command and its suggestions — loads them as usual.)
  const words = []
  for (const arg of argv) {
    if (arg.startsWith('-') || words.length >= 3) break
    words.push(...arg.split(':'))
  }
  if ([1, 2, 3].some((n) => words.length >= n && Object.hasOwn(bundled.COMMANDS, words.slice(0, n).join(':')))) pjson.oclif.plugins = []
  try {
    // The load options, not a loaded Config: given a Config, run() loads it all over again ("reloading config").
    await run(argv, {root, pjson, enablePerf: Boolean(process.env.PAYCTL_STARTUP_TRACE)})
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

/** The names src/ takes from package `pkg` at run time (type-only imports excluded), or null when it cannot tell. */
export function namesUsed(pkg, dir = src) {
  const names = new Set()
  const quoted = `['"]${pkg.replace(/[/.]/g, '\\$&')}['"]`
  for (const file of listTs(dir)) {
    const text = readFileSync(file, 'utf8')
    if (!text.includes(pkg)) continue
    for (const m of text.matchAll(new RegExp(`import\\s+(type\\s+)?([^'"]*?)\\s+from\\s+${quoted}`, 'g'))) {
      if (m[1]) continue
      const braces = m[2].trim().match(/^\{([^}]*)\}$/)
      if (!braces) return null // a default or namespace import: anything may be used
      for (const part of braces[1].split(',')) {
        const p = part.trim()
        if (p && !p.startsWith('type ')) names.add(p.split(/\s+as\s+/)[0].trim())
      }
    }
    let destructured = 0
    for (const m of text.matchAll(new RegExp(`(?:const|let|var)\\s+(\\{[^}]*\\}|\\w+)\\s*=\\s*await\\s+import\\(\\s*${quoted}\\s*\\)`, 'g'))) {
      if (!m[1].startsWith('{')) return null
      destructured++
      for (const part of m[1].slice(1, -1).split(',')) {
        const p = part.trim()
        if (p) names.add(p.split(':')[0].trim())
      }
    }
    // Any other use of import(pkg) (a namespace, .then) cannot be checked; `import(pkg).Type` is a type.
    const dynamic = [...text.matchAll(new RegExp(`import\\(\\s*${quoted}\\s*\\)`, 'g'))].length
    const typeRefs = [...text.matchAll(new RegExp(`import\\(\\s*${quoted}\\s*\\)\\.[A-Z]\\w*`, 'g'))].length
    if (dynamic > typeRefs + destructured) return null
  }
  return names
}

/** The names src/ takes from undici (see namesUsed). */
export const undiciNamesUsed = (dir = src) => namesUsed('undici', dir)

/**
 * @inquirer/prompts' index loads all of its ten prompts, and the editor prompt brings external-editor, chardet and
 * iconv-lite's encoding tables: 540 KB, 30 % of the bundle, evaluated by every prompt and described in every
 * compile cache. payctl asks with four of them; the bundle maps `@inquirer/prompts` to those four packages (found
 * from @inquirer/prompts' own folder), when src/ asks for nothing else.
 */
const INQUIRER_SLIM_NAMES = ['input', 'password', 'confirm', 'select']
const INQUIRER_SLIM = INQUIRER_SLIM_NAMES.map((n) => `export {default as ${n}} from '@inquirer/${n}'`).join('\n')

/**
 * CommonJS packages that src/ loads only with a dynamic `import('pkg')` (qrcode, pdfkit: the sandbox's PDF) stay
 * external, required from node_modules when first used: that keeps them out of the bundle every command compiles.
 * (The bundle gives them the same named exports Node's loader would.) undici and cli-table3 are bundled: every
 * API command uses the first, every table the second.
 */
const DYNAMIC_CJS_BUNDLED = new Set(['undici', 'cli-table3'])

// typescript / ts-node: @oclif/core requires them only for TypeScript plugins in development; bundling them pulls
// in the 10 MB compiler. pdfkit loads its font files, and jq-wasm its jq.wasm, relative to their own package folders.
const EXTERNAL = ['typescript', 'ts-node', 'pdfkit', 'jq-wasm']

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
  return require('undici/lib/dispatcher/client-h2.js')(...args)
}
`

/** A stand-in for a module (a builtin, or a file by path) that requires the real one on first use. */
const lazyModule = (path) => `
let loaded
const load = () => (loaded ??= require(${JSON.stringify(path)}))
module.exports = new Proxy({}, {
  get: (_, key) => load()[key],
  has: (_, key) => key in load(),
  ownKeys: () => Reflect.ownKeys(load()),
  getOwnPropertyDescriptor: (_, key) => {
    const d = Object.getOwnPropertyDescriptor(load(), key)
    return d && {...d, configurable: true}
  },
})
`
/**
 * @oclif/core's help (its help class, formatter, command help: ~25 modules) is required at the top of main.js,
 * index.js and flags.js, which use it only inside functions, when help is shown: there it is a stand-in, so a
 * command's run does not evaluate it.
 */
const OCLIF_LAZY_HELP = /[\\/]@oclif[\\/]core[\\/]lib[\\/](main|index|flags)\.js$/

/**
 * @oclif/core loads node:child_process (for a Windows shell lookup), node:readline (to read a flag's value from
 * stdin) and node:perf_hooks (for its phase timer, off unless asked for) at the top of three modules, and
 * wsl-utils (itself loading child_process) to tell WSL from Linux: a few ms of every start-up. In the bundle those
 * modules get stand-ins for the builtins, and the WSL check gets is-wsl alone (the PowerShell helper loads
 * wsl-utils when called, on Windows only).
 */
const OCLIF_WSL = `
export {default as isWsl} from 'is-wsl'
export async function powerShellPath() {
  return (await import('wsl-utils')).powerShellPath()
}
`
const OCLIF_LAZY_BUILTINS = [
  [/[\\/]@oclif[\\/]core[\\/]lib[\\/]util[\\/]os\.js$/, 'node:child_process'],
  [/[\\/]@oclif[\\/]core[\\/]lib[\\/]parser[\\/]parse\.js$/, 'node:readline'],
  // oclif's phase timer: marks are taken only when it is on (PAYCTL_STARTUP_TRACE).
  [/[\\/]@oclif[\\/]core[\\/]lib[\\/]performance\.js$/, 'node:perf_hooks'],
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

function shims({undiciSlim, inquirerSlim, oclifLazy, zodEnglishOnly}) {
  const contents = {
    'undici-slim': UNDICI_SLIM,
    'inquirer-slim': INQUIRER_SLIM,
    'undici-h2-lazy': UNDICI_H2_LAZY,
    'oclif-wsl': OCLIF_WSL,
    'lazy:node:child_process': lazyModule('node:child_process'),
    'lazy:node:readline': lazyModule('node:readline'),
    'lazy:node:perf_hooks': lazyModule('node:perf_hooks'),
    'zod-locales-en': ZOD_LOCALES_EN,
  }
  const zodLocalesEn = zodEnglishOnly && !usesZodLocales()
  return {
    name: 'payctl-shims',
    setup(b) {
      if (undiciSlim) {
        b.onResolve({filter: /^undici$/}, () => ({path: 'undici-slim', namespace: 'payctl-shim'}))
        b.onResolve({filter: /^\.\/client-h2\.js$/}, (args) =>
          /[\\/]undici[\\/]lib[\\/]dispatcher[\\/]client\.js$/.test(args.importer) ? {path: 'undici-h2-lazy', namespace: 'payctl-shim'} : undefined,
        )
      }
      if (inquirerSlim) {
        b.onResolve({filter: /^@inquirer\/prompts$/}, (args) => (args.importer.startsWith(src) ? {path: 'inquirer-slim', namespace: 'payctl-shim'} : undefined))
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
        b.onResolve({filter: /^\.\/help$/}, (args) =>
          OCLIF_LAZY_HELP.test(args.importer) ? {path: `lazy-module:${join(dirname(args.importer), 'help', 'index.js')}`, namespace: 'payctl-shim'} : undefined,
        )
        b.onResolve({filter: /^wsl-utils$/}, (args) =>
          /[\\/]@oclif[\\/]core[\\/]lib[\\/]util[\\/]os\.js$/.test(args.importer) ? {path: 'oclif-wsl', namespace: 'payctl-shim'} : undefined,
        )
      }
      b.onResolve({filter: /^[^./]/}, (args) => {
        if (args.kind !== 'dynamic-import' || !args.importer.startsWith(src) || args.path.startsWith('node:')) return undefined
        const name = packageName(args.path)
        const required = EXTERNAL.includes(name) || (!DYNAMIC_CJS_BUNDLED.has(name) && isCommonJsPackage(name))
        return required ? {path: `require:${args.path}`, namespace: 'payctl-shim'} : undefined
      })
      b.onResolve({filter: /^[^./]/}, (args) => (args.importer.startsWith('require:') ? {path: args.path, external: true} : undefined))
      b.onLoad({filter: /.*/, namespace: 'payctl-shim'}, (args) => ({
        contents: args.path.startsWith('require:')
          ? `module.exports = require(${JSON.stringify(args.path.slice(8))})\n`
          : args.path.startsWith('lazy-module:')
            ? lazyModule(args.path.slice(12))
            : contents[args.path],
        resolveDir: args.path === 'inquirer-slim' ? join(root, 'node_modules', '@inquirer', 'prompts') : root,
        loader: 'js',
      }))
    },
  }
}

const posix = (p) => p.split(sep).join('/')

/**
 * Dynamic `import()` does not work from code compiled with a V8 code cache on Node 20 (the deserialised code loses
 * its module loader: ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING). The bundle's own lazy imports are bundled (esbuild
 * turns them into initialisers) and CommonJS packages are required; what is left — oclif loading an ES module
 * (a hook, a plugin's command), lilconfig loading an .mjs config — calls a function the loader defines outside the
 * cached code instead: `globalThis[Symbol.for('payctl.import')]`. The build refuses a bundle with any import() left.
 */
const IMPORT_CALL = /(?<![\w$.'"`])import\((?!\))/g
// Only computed specifiers are rewritten: an import('literal') is bundled (or mapped by the shims) by esbuild itself.
const COMPUTED_IMPORT_CALL = /(?<![\w$.'"`])import\((?!\)|\s*['"])/g
const IMPORT_VIA_LOADER = "globalThis[Symbol.for('payctl.import')]("
const OCLIF_INDEX = /[\\/]@oclif[\\/]core[\\/]lib[\\/]index\.js$/
const OCLIF_PLUGIN = /[\\/]@oclif[\\/]core[\\/]lib[\\/]config[\\/]plugin\.js$/

/** Whether code-unit order is localeCompare's order for every command id of payctl and its core plugins. */
export function sameOrderAsLocaleCompare() {
  const manifests = ['oclif.manifest.json', 'node_modules/@oclif/plugin-help/oclif.manifest.json', 'node_modules/@oclif/plugin-autocomplete/oclif.manifest.json']
  const ids = [...listTs(join(src, 'commands')).map(commandId)]
  for (const m of manifests) {
    if (existsSync(join(root, m))) ids.push(...Object.keys(JSON.parse(readFileSync(join(root, m), 'utf8')).commands ?? {}))
  }
  const byUnits = [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const byLocale = [...ids].sort((a, b) => a.localeCompare(b))
  return byUnits.every((id, i) => id === byLocale[i])
}

/**
 * Each module of an npm package inside the bundle ends with a mark of its package
 * (`globalThis.__payctlPackages?.add("undici")`), so that a test can tell which dependencies a run evaluated: the
 * loader collects them only when PAYCTL_TEST_MODULE_LOG is set (otherwise the mark is one missed property lookup).
 * Appended, not prepended: a statement before a module's "use strict" would turn the directive off.
 */
const packageModules = {
  name: 'payctl-package-modules',
  setup(b) {
    b.onLoad({filter: /[\\/]node_modules[\\/].*\.[cm]?js$/}, (args) => {
      const m = args.path.match(/.*node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/)
      const name = m[1].replace(/\\/g, '/')
      let text = readFileSync(args.path, 'utf8').replace(COMPUTED_IMPORT_CALL, IMPORT_VIA_LOADER)
      // oclif's index.js checks the Node version against its own package.json, found from __dirname: in the bundle
      // that is dist/bundle, so the check loaded semver and then failed to find the file, at every start. (npm
      // checks payctl's own engines field at install.)
      if (OCLIF_INDEX.test(args.path)) text = text.replace(/\ncheckNodeVersion\(\);\n/, '\n')
      // oclif's plugin loader sorts the commands with localeCompare, whose first call initialises ICU's collator:
      // ~5 ms of every start, for ids that are lower-case ASCII. In the bundle the sort compares code units; the
      // build checks that this gives localeCompare's order for every command id (sameOrderAsLocaleCompare).
      if (OCLIF_PLUGIN.test(args.path)) {
        const sort = '.sort((a, b) => a.id.localeCompare(b.id))'
        if (!text.includes(sort)) throw new Error(`${args.path} no longer sorts commands with ${sort}: update scripts/bundle.mjs`)
        if (!sameOrderAsLocaleCompare()) throw new Error('a command id sorts differently by code units than by localeCompare: oclif\'s sort cannot be replaced')
        text = text.replace(sort, '.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))')
      }
      return {contents: `${text}\n;globalThis.__payctlPackages?.add(${JSON.stringify(name)});\n`, loader: 'js'}
    })
  },
}

/**
 * The bundle as ASCII: esbuild escapes non-ASCII characters in strings but leaves some in regular expressions (`•`,
 * `\x9B`). Escaped as `\uXXXX` (the same character in a regular expression, a string or an identifier), the file
 * can be read as Latin-1: no UTF-8 decoding, and a one-byte string for V8 (a single `•` made it a two-byte string
 * of twice the size, and its decoding took 5 ms of every start-up).
 */
export function asciiOnly(code) {
  return code.replace(/(\\*)([^\x00-\x7f])/g, (_, slashes, c) => {
    // `\•` (an escaped `•`) is `•` itself: the escape replaces that backslash rather than follow it.
    const kept = slashes.length % 2 === 1 ? slashes.slice(1) : slashes
    return `${kept}\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`
  })
}

/** The dynamic import() calls left in a bundle's code (there must be none: see IMPORT_CALL). */
export function importCallsLeft(code) {
  return [...code.matchAll(IMPORT_CALL)].map((m) => code.slice(Math.max(0, m.index - 60), m.index + 40))
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
  const inquirerUsed = namesUsed('@inquirer/prompts')
  const inquirerSlim = inquirerUsed !== null && [...inquirerUsed].every((n) => INQUIRER_SLIM_NAMES.includes(n))
  if (!inquirerSlim && !quiet) console.warn(`bundle: src/ uses more of @inquirer/prompts than ${INQUIRER_SLIM_NAMES.join(', ')}; bundling all of it`)
  const result = await build({
    entryPoints: {payctl: 'payctl:run'},
    outdir: target,
    outExtension: {'.js': '.cjs'},
    absWorkingDir: root,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    minify: true,
    // Class and function names survive (oclif and our error mapping look at constructor names).
    keepNames: true,
    legalComments: 'none',
    external: EXTERNAL,
    // The file is the function expression bin/bundle-loader.cjs compiles (the CommonJS wrapper, written out).
    banner: {js: '(function (exports, require, module, __filename, __dirname) {'},
    footer: {js: '})'},
    define: {
      PAYCTL_BUNDLE_HELP: String(Boolean(helpClassSource())),
      PAYCTL_BUNDLE_DIR: JSON.stringify(`./${posix(relative(root, final))}`),
      PAYCTL_BUNDLE_TO_ROOT: JSON.stringify(`${posix(relative(final, root))}/`),
    },
    plugins: [virtual, shims({undiciSlim: slim, inquirerSlim, oclifLazy, zodEnglishOnly}), packageModules],
    metafile: true,
    logLevel: quiet ? 'error' : 'warning',
  })
  const code = asciiOnly(readFileSync(join(target, 'payctl.cjs'), 'utf8'))
  const left = importCallsLeft(code)
  if (left.length) throw new Error(`the bundle still calls import(), which fails under the code cache:\n${left.join('\n')}`)
  // The hash of the code, first in the file: bin/bundle-loader.cjs reads it from the source it compiles, so a compile
  // cache is filed under the content it was made from (V8 itself checks only the source's length).
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16)
  writeFileSync(join(target, 'payctl.cjs'), `/*payctl-bundle ${hash}*/${code}`)
  const commands = listTs(join(src, 'commands')).map(commandId).sort()
  writeFileSync(join(target, 'payctl.json'), `${JSON.stringify({hash, commands})}\n`)
  writeFileSync(join(target, 'commands.cjs'), "// The command classes of the running bundle (scripts/bundle.mjs).\nmodule.exports = globalThis[Symbol.for('payctl.bundle')]\n")
  if (inPlace) {
    rmSync(outdir, {recursive: true, force: true})
    renameSync(target, outdir)
  }
  if (metafile) writeFileSync(`${final}.meta.json`, JSON.stringify(result.metafile))
  return {outdir: final, undiciSlim: slim, oclifLazy, zodEnglishOnly}
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2)
  const at = args.indexOf('--outdir')
  const out = at >= 0 ? args[at + 1] : undefined
  await bundle({
    outdir: out ? (isAbsolute(out) ? out : join(root, out)) : undefined,
    undiciSlim: !args.includes('--no-undici-slim'),
    oclifLazy: !args.includes('--no-oclif-lazy'),
    zodEnglishOnly: !args.includes('--no-zod-english-only'),
    metafile: args.includes('--metafile'),
  })
}
