#!/usr/bin/env node
// The start-up bundle (docs/performance.md): one esbuild build of the whole CLI into one CommonJS file,
// dist/bundle/payctl.cjs, that bin/run.js runs through bin/bundle-loader.cjs with a V8 code cache (Node 20 cannot
// cache the compiled code of ES modules; a script it can). Next to it:
//   thin-*.cjs     the thin path alone (src/thin and the functions of a group of frequent commands, no oclif): the
//                  loader runs it first when argv names one of them, and the full bundle when it declines
//   payctl.json    the build's hash, command ids (the loader's cache key) and the thin commands
//   commands.cjs   hands oclif the command classes of the running bundle (oclif's "explicit" strategy)
// Every `await import(...)` inside a command's run() stays lazy: esbuild turns it into a module initialiser that
// runs only when that command runs, so the heavy modules (undici, zod, cli-table3, the sandbox) are compiled
// and evaluated only by the commands that use them. The command list is generated from src/commands at build time:
// a new command file needs no registration.
//
// `node scripts/bundle.mjs [--outdir DIR] [--without NAME,…] [--metafile]`: `--without` builds a variant with
// some of the start-up speed-ups below turned off (SPEEDUPS names them), as bench/ measures them side by side.
//
// The bundle patches some dependencies at build time (PATCHES below: a module mapped to a smaller or lazier one, or
// a line of a dependency changed). Each patch must apply: after bundling, the build checks that esbuild met every
// module each patch replaces and every line it changes, and fails naming the patch that did not (a dependency
// update moved what it targets). A patch skipped on purpose (src/ needs what it would drop) says so.
import {build} from 'esbuild'
import {createHash} from 'node:crypto'
import {existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync} from 'node:fs'
import {createRequire} from 'node:module'
import {dirname, isAbsolute, join, relative, sep} from 'node:path'
import {fileURLToPath} from 'node:url'
import {THIN_IDS} from './gen-thin-table.mjs'

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
  return relative(join(src, 'commands'), file)
    .replace(/\.ts$/, '')
    .split(sep)
    .join(':')
    .replace(/:?index$/, '')
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
function commandsModule(lazy = true) {
  const files = listTs(join(src, 'commands')).sort()
  // Without the getters (the speed-up `lazy-commands` off) every command class is evaluated at start.
  const entry = (key, file) =>
    lazy ? `  get ${key}() { return require(${JSON.stringify(file)}).default },` : `  ${key}: require(${JSON.stringify(file)}).default,`
  const entries = files.map((f) => entry(JSON.stringify(commandId(f)), f))
  const help = helpClassSource()
  const helpGetter = help ? `${entry('HELP', help)}\n` : ''
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
import {BUNDLE as bundled} from 'payctl:commands'
import {readFileSync} from 'node:fs'
import {join} from 'node:path'

export async function runFast(argv = process.argv.slice(2), options = {}) {
  const root = join(__dirname, PAYCTL_BUNDLE_TO_ROOT)
  const pjson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  // The frequent commands run without oclif when their command line is plain (src/thin/run.ts); anything else,
  // and every other command, goes on to oclif below. @oclif/core is evaluated only then. (bin/bundle-loader.cjs runs
  // the thin path from the thin bundles, thin-*.cjs, and this bundle with thin: false when they declined.)
  if (PAYCTL_THIN && options.thin !== false && process.env.PAYCTL_NO_THIN !== '1') {
    const {runThin} = await import('./src/thin/run.ts')
    const {THIN_ACTIONS} = await import('./src/thin/actions.ts')
    const thin = await runThin(argv, {root, version: pjson.version}, THIN_ACTIONS)
    if (process.env.PAYCTL_STARTUP_TRACE) process.stderr.write('payctl: ' + (thin ? 'thin path' : 'oclif') + '\\n')
    if (thin) return
  }
  const {run, flush, handle, settings} = await import('@oclif/core')
  // Compiled code only: oclif must not look for TypeScript sources (it would under NODE_ENV=test or development).
  settings.enableAutoTranspile = false
  // commands.cjs hands these to oclif (it loads a target by path).
  globalThis[Symbol.for('payctl.bundle')] = bundled
  const target = {target: PAYCTL_BUNDLE_DIR + '/commands.cjs'}
  pjson.oclif = {...pjson.oclif, commands: {...target, strategy: 'explicit', identifier: 'COMMANDS'}}
  if (PAYCTL_BUNDLE_HELP && pjson.oclif.helpClass) pjson.oclif.helpClass = {...target, identifier: 'HELP'}
  // The core plugin (help) only adds commands of its own: running one of ours does not load them.
  // (Anything else — no command, a topic, \`help …\`, a mistyped command and its suggestions — loads them as usual.)
  const words = []
  for (const arg of argv) {
    if (arg.startsWith('-') || words.length >= 3) break
    words.push(...arg.split(':'))
  }
  const ours = [1, 2, 3].some((n) => words.length >= n && Object.hasOwn(bundled.COMMANDS, words.slice(0, n).join(':')))
  if (ours && PAYCTL_SKIP_CORE_PLUGINS) pjson.oclif.plugins = []
  try {
    // The load options, not a loaded Config: given a Config, run() loads it all over again ("reloading config").
    await run(argv, {root, pjson, enablePerf: Boolean(process.env.PAYCTL_STARTUP_TRACE)})
    flush()
  } catch (error) {
    await handle(error)
  }
}
`

const NO_ZOD = ['zod', 'zod/*']
const NO_PROMPTS = ['@inquirer/*']

/**
 * The thin bundles (dist/bundle/thin-<group>.cjs): the thin path alone, for the commands of one group, with what
 * their functions import and nothing of oclif (the build fails if @oclif/core gets in). V8 deserialises a compile
 * cache and defines the modules of the whole file at every start, whatever a command runs, so the less a file holds
 * the faster it starts (docs/performance.md, "The thin path"): none holds undici (a proxy is left to the full bundle,
 * below) nor the prompts (no thin command asks), and `config` and `list` no zod either (`bolepix list` checks its
 * records without it: docs/performance.md, "Answers checked without zod"). What a file leaves out is required from node_modules should
 * a run reach it. Every command of THIN_IDS is in one group.
 */
export const THIN_GROUPS = {
  config: {ids: ['config:get', 'config:list'], external: [...NO_ZOD, ...NO_PROMPTS]},
  list: {ids: ['bolepix:list'], external: [...NO_ZOD, ...NO_PROMPTS]},
  other: {ids: ['bolepix:get', 'events:list', 'webhook:list'], external: NO_PROMPTS},
}

/** The patches that target undici, which the thin bundles do not hold (they require it, should a proxy reach it). */
const UNDICI_PATCHES = new Set(['undici-slim', 'undici-h2-lazy', 'llhttp-no-tier-up'])

/** The proxy variables (util/proxy.ts): with one set, the thin bundles decline, and the full bundle's undici goes. */
const PROXY_VARIABLES = ['http_proxy', 'HTTP_PROXY', 'https_proxy', 'HTTPS_PROXY']

/**
 * A thin bundle's entry, for the commands `ids`: runThin with their functions only (src/actions/<topic>/<name>.ts, as
 * src/thin/actions.ts names them). Resolves to runThin's answer: false (nothing done, nothing printed) sends the
 * loader on to the full bundle, whose oclif path then runs the same command line.
 */
const thinEntry = (ids) => `
import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {runThin} from './src/thin/run.ts'

const actions = {
${ids.map((id) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(`./src/actions/${id.replace(':', '/')}.ts`)}),`).join('\n')}
}

export async function runFast(argv = process.argv.slice(2), options = {}) {
  // Through a proxy the request goes by undici (docs/http.md#proxies), which this bundle leaves out.
  if (${JSON.stringify(PROXY_VARIABLES)}.some((name) => process.env[name])) return false
  const root = join(__dirname, PAYCTL_BUNDLE_TO_ROOT)
  // The loader passes the version bin/run.js read; else package.json says it.
  const version = options.version ?? JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version
  return runThin(argv, {root, version}, actions)
}
`

/** Checks that `groups` (THIN_GROUPS) has every thin command once, and that src/thin/actions.ts loads each from its file. */
function checkThinGroups(groups) {
  const grouped = Object.values(groups).flatMap((g) => g.ids)
  const problems = []
  for (const id of THIN_IDS) if (grouped.filter((g) => g === id).length !== 1) problems.push(`${id} must be in one THIN_GROUPS group`)
  for (const id of grouped) if (!THIN_IDS.includes(id)) problems.push(`${id} is in THIN_GROUPS but not a thin command`)
  const actions = readFileSync(join(src, 'thin', 'actions.ts'), 'utf8')
  for (const id of THIN_IDS)
    if (!actions.includes(`'${id}': () => import('../actions/${id.replace(':', '/')}.js')`))
      problems.push(`src/thin/actions.ts must load ${id} from src/actions/${id.replace(':', '/')}.ts`)
  if (problems.length) throw new Error(`the thin bundles: ${problems.join('; ')}`)
}

/** The run entries and the generated command list, as esbuild modules (`payctl:run`, `payctl:thin-<group>`, `payctl:commands`). */
const virtual = (speedups, thinGroups) => ({
  name: 'payctl-virtual',
  setup(b) {
    const entries = {
      'payctl:run': () => RUN_ENTRY,
      'payctl:commands': () => commandsModule(speedups.has('lazy-commands')),
      ...Object.fromEntries(Object.entries(thinGroups).map(([group, {ids}]) => [`payctl:thin-${group}`, () => thinEntry(ids)])),
    }
    b.onResolve({filter: /^payctl:/}, (args) => ({path: args.path, namespace: 'payctl'}))
    b.onLoad({filter: /.*/, namespace: 'payctl'}, (args) => ({contents: entries[args.path](), resolveDir: root, loader: 'js'}))
  },
})

/**
 * undici's index.js loads every part of undici (fetch, WebSocket, EventSource, the mock agents, the cache stores),
 * and its cookie module touches `globalThis.Headers`, which makes Node load its own internal copy of undici as well.
 * payctl uses only `Agent` and the request API on it, so the bundle maps `undici` to the files those need (the
 * same files, plus the `Object.assign(Dispatcher.prototype, api)` that index.js does). The map is used only when
 * every import of undici in src/ asks for names it provides; otherwise all of undici is bundled, with a note.
 */
const UNDICI_SLIM_NAMES = ['Agent', 'Dispatcher', 'ProxyAgent', 'errors']
const UNDICI_SLIM = `
import Dispatcher from 'undici/lib/dispatcher/dispatcher.js'
import Agent from 'undici/lib/dispatcher/agent.js'
import ProxyAgent from 'undici/lib/dispatcher/proxy-agent.js'
import api from 'undici/lib/api/index.js'
import errors from 'undici/lib/core/errors.js'
Object.assign(Dispatcher.prototype, api)
export {Agent, Dispatcher, ProxyAgent, errors}
export default {Agent, Dispatcher, ProxyAgent, errors}
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
    for (const m of text.matchAll(
      new RegExp(`(?:const|let|var)\\s+(\\{[^}]*\\}|\\w+)\\s*=\\s*await\\s+import\\(\\s*${quoted}\\s*\\)`, 'g'),
    )) {
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
const INQUIRER_SLIM_NAMES = ['input', 'password', 'confirm', 'search']
const INQUIRER_SLIM = INQUIRER_SLIM_NAMES.map((n) => `export {default as ${n}} from '@inquirer/${n}'`).join('\n')

/**
 * The thin bundles' prompts, in place of inquirer-slim (whatever speed-ups are on): src/'s dynamic import of
 * @inquirer/prompts as a module of the bundle that requires @inquirer/prompts itself from node_modules (the thin
 * bundles leave @inquirer out, package.json declares @inquirer/prompts and not the four packages inquirer-slim maps it
 * to, and a dynamic import() of a package left out would stay an import(), which fails under the code cache). No thin
 * command asks anything today.
 */
const THIN_PROMPTS = {
  name: 'thin-prompts',
  map: [
    {
      specifier: '@inquirer/prompts',
      from: /[\\/]src[\\/]/,
      to: `export {${INQUIRER_SLIM_NAMES.join(', ')}} from '@inquirer/prompts'`,
      resolveDir: root,
    },
  ],
}

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

/** A stand-in for a module (a builtin, or a package's file) that requires the real one on first use. */
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
 * V8 11.3 (Node 20) tiers llhttp's one huge parsing function (undici's HTTP parser, WebAssembly) up to TurboFan after
 * the first response: ~35 MB and ~80 ms of CPU per process, where Liftoff's code parses a response in microseconds
 * all the same. The flags that keep it on Liftoff are set when undici first compiles llhttp, not at start: any V8 flag
 * set makes Node compile every built-in module loaded afterwards from source (bin/bundle-loader.cjs), and by then
 * those are loaded. They are put back before the loader makes its compile cache. PAYCTL_WASM_TIER_UP=1 leaves them.
 */
const LLHTTP_NO_TIER_UP = `(() => {
  if (!process.versions.v8.startsWith('11.3.') || process.env.PAYCTL_WASM_TIER_UP || globalThis.__payctlLiftoff) return
  globalThis.__payctlLiftoff = true
  const {setFlagsFromString} = require('node:v8')
  setFlagsFromString('--no-wasm-dynamic-tiering')
  setFlagsFromString('--no-wasm-tier-up')
  globalThis[Symbol.for('payctl.beforeCacheWrite')]?.push(() => {
    setFlagsFromString('--wasm-dynamic-tiering')
    setFlagsFromString('--wasm-tier-up')
  })
})();`

/** The path of a module inside node_modules, as a pattern that matches it on any platform. */
const dependencyFile = (path) => new RegExp(`[\\\\/]node_modules[\\\\/]${path.replace(/[.]/g, '\\.').replace(/\//g, '[\\\\/]')}$`)

const OCLIF_LIB = (file) => dependencyFile(`@oclif/core/lib/${file}`)

/**
 * @oclif/core loads node:child_process (for a Windows shell lookup), node:readline (to read a flag's value from
 * stdin) and node:perf_hooks (for its phase timer, off unless asked for) at the top of three modules, and
 * wsl-utils (itself loading child_process) to tell WSL from Linux. In the bundle those modules get stand-ins for
 * the builtins, and the WSL check gets is-wsl alone (the PowerShell helper loads wsl-utils when called, on Windows
 * only).
 */
const OCLIF_WSL = `
export {default as isWsl} from 'is-wsl'
export async function powerShellPath() {
  return (await import('wsl-utils')).powerShellPath()
}
`

/**
 * zod exports every one of its ~50 locales (`z.locales.fr()`), half of its 470 KB, and `import {z} from 'zod'` keeps
 * them all. payctl uses zod's English messages (its default) and no locale, so the bundle's `z.locales` holds `en`
 * only. Skipped when src/ mentions `locales`.
 */
const ZOD_LOCALES_EN = `export {default as en} from ${JSON.stringify(join(root, 'node_modules', 'zod', 'v4', 'locales', 'en.js'))}\n`

function usesZodLocales(dir = src) {
  return listTs(dir).some((file) => /\blocales\b/.test(readFileSync(file, 'utf8')))
}

/**
 * Every build-time patch of a dependency, by name. A patch either maps modules (`map`: a module that `from` imports
 * as `specifier` becomes `to`, the source of a stand-in, or the name of another module), or changes a line of a file
 * (`edit`). `skip()`, when given, says why a patch is not in force for these sources (then it is not checked). What
 * each saves is measured in docs/performance.md; `--without NAME` builds without it.
 */
export const PATCHES = [
  {
    // undici's index.js loads every part of undici (fetch, WebSocket, EventSource, the mock agents, the cache
    // stores), and its cookie module touches `globalThis.Headers`, which makes Node load its own internal undici as
    // well. payctl uses only `Agent` and the request API on it: the same files, plus the `Object.assign` index.js does.
    name: 'undici-slim',
    skip() {
      const used = undiciNamesUsed()
      if (used !== null && [...used].every((n) => UNDICI_SLIM_NAMES.includes(n))) return undefined
      return `src/ uses more of undici than ${UNDICI_SLIM_NAMES.join(', ')} (${used ? [...used].join(', ') : 'a namespace import'}): all of it is bundled`
    },
    map: [{specifier: 'undici', from: /[\\/]src[\\/]/, to: UNDICI_SLIM}],
  },
  {
    // undici's client loads its HTTP/2 half at the top, and that loads node:http2 (and node:tls), for a protocol
    // payctl never negotiates (undici speaks HTTP/2 only with allowH2): the client gets it on first use.
    name: 'undici-h2-lazy',
    map: [
      {specifier: './client-h2.js', from: dependencyFile('undici/lib/dispatcher/client.js'), to: 'lazy:undici/lib/dispatcher/client-h2.js'},
    ],
  },
  {
    // @inquirer/prompts' index loads all ten prompts; the editor prompt brings external-editor, chardet and
    // iconv-lite's encoding tables (540 KB). payctl asks with four.
    name: 'inquirer-slim',
    skip() {
      const used = namesUsed('@inquirer/prompts')
      if (used !== null && [...used].every((n) => INQUIRER_SLIM_NAMES.includes(n))) return undefined
      return `src/ uses more of @inquirer/prompts than ${INQUIRER_SLIM_NAMES.join(', ')}: all of it is bundled`
    },
    map: [
      {
        specifier: '@inquirer/prompts',
        from: /[\\/]src[\\/]/,
        to: INQUIRER_SLIM,
        resolveDir: join(root, 'node_modules', '@inquirer', 'prompts'),
      },
    ],
  },
  {
    name: 'zod-english-only',
    skip: () => (usesZodLocales() ? 'src/ mentions zod locales: all of them are bundled' : undefined),
    map: ['classic/external.js', 'core/index.js', 'mini/external.js'].map((file) => ({
      specifier: '../locales/index.js',
      from: dependencyFile(`zod/v4/${file}`),
      to: ZOD_LOCALES_EN,
      optional: file.startsWith('mini'),
    })),
  },
  {
    name: 'oclif-lazy-builtins',
    map: [
      {specifier: 'node:child_process', from: OCLIF_LIB('util/os.js'), to: 'lazy:node:child_process'},
      {specifier: 'wsl-utils', from: OCLIF_LIB('util/os.js'), to: OCLIF_WSL},
      {specifier: 'node:readline', from: OCLIF_LIB('parser/parse.js'), to: 'lazy:node:readline'},
      // oclif's phase timer: marks are taken only when it is on (PAYCTL_STARTUP_TRACE).
      {specifier: 'node:perf_hooks', from: OCLIF_LIB('performance.js'), to: 'lazy:node:perf_hooks'},
    ],
  },
  {
    name: 'llhttp-no-tier-up',
    edit: [
      {
        file: dependencyFile('undici/lib/dispatcher/client-h1.js'),
        find: 'function lazyllhttp () {\n',
        replace: `function lazyllhttp () {\n${LLHTTP_NO_TIER_UP}\n`,
      },
    ],
  },
  {
    // oclif's plugin loader sorts the commands with localeCompare, whose first call initialises ICU's collator, for
    // ids that are lower-case ASCII. The bundle compares code units; the build checks that this gives
    // localeCompare's order for every command id (sameOrderAsLocaleCompare).
    name: 'oclif-code-unit-sort',
    skip: () =>
      sameOrderAsLocaleCompare() ? undefined : "a command id sorts differently by code units than by localeCompare: oclif's sort is kept",
    edit: [
      {
        file: OCLIF_LIB('config/plugin.js'),
        find: '.sort((a, b) => a.id.localeCompare(b.id))',
        replace: '.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))',
      },
    ],
  },
]

/** The speed-ups of the bundle that `--without` can turn off: the patches, and three of the bundle's own. */
export const SPEEDUPS = [
  ...PATCHES.map((p) => p.name),
  // the generated command list initialises a command's module only when oclif asks for that command
  'lazy-commands',
  // the run entry does not load oclif's core plugin (help) for a run of one of payctl's commands
  'skip-core-plugins',
  // the bundle is ASCII, read as Latin-1 (bin/bundle-loader.cjs): see asciiOnly
  'ascii',
  // the frequent commands run without oclif when their command line is plain (src/thin/run.ts)
  'thin-path',
  // the thin bundles name their error classes only (see errorNamesOnly)
  'thin-error-names',
]

/**
 * The esbuild plugin that applies `patches`, and counts what each met: `applied` maps a patch's name to the set of
 * its rules (`map` or `edit` entries, by index) that esbuild used. An edit whose file no longer holds its line fails
 * at once; `checkApplied` fails after the build for a rule never met.
 */
function patchPlugin(patches) {
  const applied = new Map(patches.map((p) => [p.name, new Set()]))
  const shims = new Map()
  // One module per stand-in: the rules that lazy-load the same module share it.
  const shimPath = (patch, i, rule) => `${patch.name}/${rule.to.startsWith('lazy:') ? rule.to : i}`
  const plugin = {
    name: 'payctl-patches',
    setup(b) {
      for (const patch of patches) {
        for (const [i, rule] of (patch.map ?? []).entries()) {
          const filter = new RegExp(`^${rule.specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`)
          b.onResolve({filter}, (args) => {
            if (!rule.from.test(args.importer)) return undefined
            applied.get(patch.name).add(`map ${i}`)
            const path = shimPath(patch, i, rule)
            shims.set(path, rule)
            return {path, namespace: 'payctl-patch'}
          })
        }
      }
      b.onLoad({filter: /.*/, namespace: 'payctl-patch'}, (args) => {
        const rule = shims.get(args.path)
        const lazy = rule.to.startsWith('lazy:') ? rule.to.slice(5) : undefined
        if (!lazy) return {contents: rule.to, resolveDir: rule.resolveDir ?? root, loader: 'js'}
        try {
          if (!lazy.startsWith('node:')) createRequire(join(root, 'package.json')).resolve(lazy)
        } catch (error) {
          throw new Error(
            `bundle patch "${args.path.split('/')[0]}" did not apply: its stand-in loads ${lazy}, which does not exist (${error.code ?? error.message})`,
          )
        }
        return {contents: lazyModule(lazy), resolveDir: root, loader: 'js'}
      })
    },
  }
  /** `text`, the source of `path`, with the edits of the patches that target it. */
  const edit = (path, text) => {
    for (const patch of patches) {
      for (const [i, rule] of (patch.edit ?? []).entries()) {
        if (!rule.file.test(path)) continue
        if (!text.includes(rule.find))
          throw new Error(
            `bundle patch "${patch.name}" did not apply: ${path} no longer contains ${JSON.stringify(rule.find)} (update or remove the patch in scripts/bundle.mjs)`,
          )
        text = text.replace(rule.find, rule.replace)
        applied.get(patch.name).add(`edit ${i}`)
      }
    }
    return text
  }
  /** Throws naming each patch that esbuild never applied, or whose stand-in is not in the output (`metafile`). */
  const checkApplied = (metafile) => {
    const problems = []
    for (const patch of patches) {
      const seen = applied.get(patch.name)
      for (const [kind, rules] of [
        ['map', patch.map ?? []],
        ['edit', patch.edit ?? []],
      ]) {
        for (const [i, rule] of rules.entries()) {
          if (rule.optional) continue
          const what =
            kind === 'map' ? `no module imported ${JSON.stringify(rule.specifier)} from ${rule.from}` : `no file matched ${rule.file}`
          if (!seen.has(`${kind} ${i}`)) problems.push(`bundle patch "${patch.name}" did not apply: ${what}`)
          else if (kind === 'map' && !(`payctl-patch:${shimPath(patch, i, rule)}` in metafile.inputs))
            problems.push(`bundle patch "${patch.name}" did not apply: its stand-in is not in the bundle`)
        }
      }
    }
    if (problems.length)
      throw new Error(
        `${problems.join('\n')}\n(a dependency changed what the patch targets: update or remove the patch in scripts/bundle.mjs)`,
      )
  }
  return {plugin, edit, checkApplied}
}

/**
 * Dynamic imports from src/ of CommonJS packages (qrcode, pdfkit: the sandbox's PDF) and of EXTERNAL ones are
 * required from node_modules when first used: that keeps them out of the bundle every command compiles (the bundle
 * gives them the same named exports Node's loader would).
 */
const externalRequires = {
  name: 'payctl-external-requires',
  setup(b) {
    b.onResolve({filter: /^[^./]/}, (args) => {
      if (args.kind !== 'dynamic-import' || !args.importer.startsWith(src) || args.path.startsWith('node:')) return undefined
      const name = packageName(args.path)
      const required = EXTERNAL.includes(name) || (!DYNAMIC_CJS_BUNDLED.has(name) && isCommonJsPackage(name))
      return required ? {path: args.path, namespace: 'payctl-require'} : undefined
    })
    b.onLoad({filter: /.*/, namespace: 'payctl-require'}, (args) => ({
      contents: `module.exports = require(${JSON.stringify(args.path)})\n`,
      loader: 'js',
    }))
    b.onResolve({filter: /^[^./]/, namespace: 'payctl-require'}, (args) => ({path: args.path, external: true}))
  },
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

/** Whether code-unit order is localeCompare's order for every command id of payctl and its core plugins. */
export function sameOrderAsLocaleCompare() {
  const manifests = [
    'oclif.manifest.json',
    'node_modules/@oclif/plugin-help/oclif.manifest.json',
    'node_modules/@oclif/plugin-autocomplete/oclif.manifest.json',
  ]
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
 * Appended, not prepended: a statement before a module's "use strict" would turn the directive off. zod's modules
 * are marked with their folder too (`zod/v4/mini`, `zod/v4/classic`): the most frequent commands may load zod/mini's
 * part of zod, not the rest (docs/performance.md).
 */
const MARKED_BY_FOLDER = new Set(['zod'])
const packageModules = (edit) => ({
  name: 'payctl-package-modules',
  setup(b) {
    b.onLoad({filter: /[\\/]node_modules[\\/].*\.[cm]?js$/}, (args) => {
      const m = args.path.match(/.*node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/)
      const pkg = m[1].replace(/\\/g, '/')
      const folder = dirname(args.path.slice(m[0].length)).replace(/\\/g, '/')
      const name = MARKED_BY_FOLDER.has(pkg) && folder !== '.' ? `${pkg}/${folder}` : pkg
      const text = edit(args.path, readFileSync(args.path, 'utf8').replace(COMPUTED_IMPORT_CALL, IMPORT_VIA_LOADER))
      return {contents: `${text}\n;globalThis.__payctlPackages?.add(${JSON.stringify(name)});\n`, loader: 'js'}
    })
  },
})

/**
 * The bundle as ASCII: esbuild escapes non-ASCII characters in strings but leaves some in regular expressions (`•`,
 * `\x9B`). Escaped as `\uXXXX` (the same character in a regular expression, a string or an identifier), the file
 * can be read as Latin-1: no UTF-8 decoding, and a one-byte string for V8 (a single `•` made it a two-byte string
 * of twice the size, and its decoding took 5 ms of every start-up).
 */
export function asciiOnly(code) {
  // eslint-disable-next-line no-control-regex
  return code.replace(/(\\*)([^\x00-\x7f])/g, (_, slashes, c) => {
    // `\•` (an escaped `•`) is `•` itself: the escape replaces that backslash rather than follow it.
    const kept = slashes.length % 2 === 1 ? slashes.slice(1) : slashes
    return `${kept}\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`
  })
}

/**
 * A thin bundle whose keepNames helper (esbuild's `__name`) names the error classes only: errors.ts names an error
 * after its class (new.target.name), and nothing else in the thin path reads a function's name (oclif, which does, is
 * not there). Each naming makes V8 rebuild that function's properties (~470 bytes), ~300 of them at every start:
 * one young-generation collection of the thin path's two (docs/performance.md, "The thin path").
 */
export function errorNamesOnly(code) {
  const helper = /var ([\w$]+)=\(([\w$]+),([\w$]+)\)=>([\w$]+)\(\2,"name",\{value:\3,configurable:!0\}\)/
  const m = helper.exec(code)
  if (!m) throw new Error("esbuild's __name helper is not where errorNamesOnly looks for it: update errorNamesOnly (scripts/bundle.mjs)")
  const [whole, name, target, value, define] = m
  const errorsOnly = `var ${name}=(${target},${value})=>Error.isPrototypeOf(${target})?${define}(${target},"name",{value:${value},configurable:!0}):${target}`
  return code.replace(whole, () => errorsOnly)
}

/** The dynamic import() calls left in a bundle's code (there must be none: see IMPORT_CALL). */
export function importCallsLeft(code) {
  return [...code.matchAll(IMPORT_CALL)].map((m) => code.slice(Math.max(0, m.index - 60), m.index + 40))
}

/**
 * Builds the bundle into `outdir` (default dist/bundle). `finalOutdir` is where it will be used from when that
 * differs (the build writes it inside the next dist/ and swaps that in). Standalone, the new bundle is written next
 * to `outdir` and renamed into place once complete, so a CLI started meanwhile sees the old bundle or the new one.
 * `without` names speed-ups (SPEEDUPS) to leave out; `patches` replaces PATCHES, `thinGroups` THIN_GROUPS (tests break
 * one on purpose).
 * Rejects when esbuild fails, when a patch in force did not apply, or when the output still calls import().
 */
export async function bundle({
  outdir = join(root, 'dist', 'bundle'),
  finalOutdir,
  without = [],
  patches = PATCHES,
  thinGroups = THIN_GROUPS,
  metafile = false,
  quiet = false,
} = {}) {
  const unknown = without.filter((name) => !SPEEDUPS.includes(name))
  if (unknown.length) throw new Error(`no such speed-up: ${unknown.join(', ')} (known: ${SPEEDUPS.join(', ')})`)
  const speedups = new Set(SPEEDUPS.filter((name) => !without.includes(name)))
  const inForce = patches.filter((patch) => {
    if (!speedups.has(patch.name)) return false
    const reason = patch.skip?.()
    if (reason && !quiet) console.warn(`bundle: patch "${patch.name}" skipped: ${reason}`)
    return !reason
  })
  const inPlace = finalOutdir === undefined
  const final = finalOutdir ?? outdir
  const target = inPlace ? `${outdir}.tmp-${process.pid}` : outdir
  rmSync(target, {recursive: true, force: true})
  const patching = patchPlugin(inForce)
  const thin = speedups.has('thin-path')
  /** esbuild's options for the entry `entry` (a `payctl:` module) written as `name`.cjs, patched by `patcher`. */
  const options = (name, entry, patcher, external = EXTERNAL) => ({
    entryPoints: {[name]: entry},
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
    external,
    // The file is the function expression bin/bundle-loader.cjs compiles (the CommonJS wrapper, written out).
    banner: {js: '(function (exports, require, module, __filename, __dirname) {'},
    footer: {js: '})'},
    define: {
      PAYCTL_BUNDLE_HELP: String(Boolean(helpClassSource())),
      PAYCTL_BUNDLE_DIR: JSON.stringify(`./${posix(relative(root, final))}`),
      PAYCTL_BUNDLE_TO_ROOT: JSON.stringify(`${posix(relative(final, root))}/`),
      PAYCTL_SKIP_CORE_PLUGINS: String(speedups.has('skip-core-plugins')),
      PAYCTL_THIN: String(thin),
    },
    plugins: [virtual(speedups, thinGroups), patcher.plugin, externalRequires, packageModules(patcher.edit)],
    metafile: true,
    logLevel: quiet ? 'silent' : 'warning',
  })
  /** The code esbuild wrote for `name`, made ASCII and checked for import() calls left. */
  const finished = (name) => {
    const written = readFileSync(join(target, `${name}.cjs`), 'utf8')
    const code = speedups.has('ascii') ? asciiOnly(written) : written
    const left = importCallsLeft(code)
    if (left.length) throw new Error(`the bundle ${name}.cjs still calls import(), which fails under the code cache:\n${left.join('\n')}`)
    return code
  }
  try {
    // The thin groups are checked before anything is bundled: a mistake in them needs no bundle run to be found.
    if (thin) checkThinGroups(thinGroups)
    const result = await build(options('payctl', 'payctl:run', patching))
    patching.checkApplied(result.metafile)
    const code = finished('payctl')
    // The thin bundles: the same patches where they apply (most target oclif, which they must not hold: they are not
    // checked here, the full bundle checks them), without undici's.
    const thinCodes = {}
    const thinMetafiles = {}
    if (thin) {
      const thinPatches = [...inForce.filter((p) => !UNDICI_PATCHES.has(p.name) && p.name !== 'inquirer-slim'), THIN_PROMPTS]
      for (const [group, {external = []}] of Object.entries(thinGroups)) {
        const name = `thin-${group}`
        const built = await build(
          options(name, `payctl:${name}`, patchPlugin(thinPatches), [...EXTERNAL, 'undici', 'undici/*', ...external]),
        )
        const oclif = Object.keys(built.metafile.inputs).find((input) => /node_modules[\\/]@oclif[\\/]/.test(input))
        if (oclif)
          throw new Error(
            `the thin bundle ${name}.cjs must not hold oclif, but src/thin reaches ${oclif} (docs/performance.md, "The thin path")`,
          )
        thinCodes[name] = speedups.has('thin-error-names') ? errorNamesOnly(finished(name)) : finished(name)
        thinMetafiles[name] = built.metafile
      }
    }
    // The hash of the code, first in each file: bin/bundle-loader.cjs reads it from the source it compiles, so a
    // compile cache is filed under the content it was made from (V8 itself checks only the source's length). One
    // hash of all the files, in each, so that they share one build folder of compile caches.
    const hashing = createHash('sha256').update(code)
    for (const thinCode of Object.values(thinCodes)) hashing.update(thinCode)
    const hash = hashing.digest('hex').slice(0, 16)
    writeFileSync(join(target, 'payctl.cjs'), `/*payctl-bundle ${hash}*/${code}`)
    for (const [name, thinCode] of Object.entries(thinCodes))
      writeFileSync(join(target, `${name}.cjs`), `/*payctl-bundle ${hash}*/${thinCode}`)
    const commands = listTs(join(src, 'commands')).map(commandId).sort()
    // `encoding`: how the loader reads the files (Latin-1 when they are ASCII; see asciiOnly). `thin`: the thin bundle
    // the loader runs first for each thin command.
    const thinFiles = Object.fromEntries(Object.entries(thinGroups).flatMap(([group, {ids}]) => ids.map((id) => [id, `thin-${group}.cjs`])))
    // `thinDeclinesWith`: variables with which the thin bundles decline (a proxy): the loader goes to payctl.cjs at once.
    const description = {
      hash,
      commands,
      encoding: speedups.has('ascii') ? 'latin1' : 'utf8',
      ...(thin ? {thin: thinFiles, thinDeclinesWith: PROXY_VARIABLES} : {}),
    }
    writeFileSync(join(target, 'payctl.json'), `${JSON.stringify(description)}\n`)
    writeFileSync(
      join(target, 'commands.cjs'),
      "// The command classes of the running bundle (scripts/bundle.mjs).\nmodule.exports = globalThis[Symbol.for('payctl.bundle')]\n",
    )
    if (inPlace) {
      rmSync(outdir, {recursive: true, force: true})
      renameSync(target, outdir)
    }
    if (metafile) writeFileSync(`${final}.meta.json`, JSON.stringify(result.metafile))
    if (metafile)
      for (const [name, meta] of Object.entries(thinMetafiles)) writeFileSync(`${final}.${name}.meta.json`, JSON.stringify(meta))
    return {outdir: final, patches: inForce.map((p) => p.name), speedups: [...speedups]}
  } catch (error) {
    if (inPlace) rmSync(target, {recursive: true, force: true})
    throw error
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2)
  const opt = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
  const out = opt('--outdir')
  try {
    await bundle({
      outdir: out ? (isAbsolute(out) ? out : join(root, out)) : undefined,
      without: opt('--without')?.split(',').filter(Boolean) ?? [],
      metafile: args.includes('--metafile'),
    })
  } catch (error) {
    console.error(`bundle failed: ${error.message}`)
    process.exit(1)
  }
}
