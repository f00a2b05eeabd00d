#!/usr/bin/env node
// The start-up bundle (docs/performance.md): one esbuild build of the CLI with code splitting, written to
// dist/bundle/. Its entry points are
//   run.js                  what bin/run.js loads: @oclif/core, the config loading and the command run, in one file
//   commands.js             every command class under src/commands, keyed by id (oclif's "explicit" strategy)
//   command-not-found.js    the command_not_found hook
// With `splitting: true` the code they share (@oclif/core, the base command, the flags) lands in shared chunks that
// are loaded once, and every `await import(...)` inside a command's run() becomes a chunk of its own that loads only
// when that command runs: the heavy modules (undici, zod, conf, cli-table3, the sandbox) stay off the start-up path.
// The list of commands is generated from src/commands at build time, so a new command file needs no registration.
import {build} from 'esbuild'
import {existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync} from 'node:fs'
import {dirname, join, relative, sep} from 'node:path'
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

/** `src/commands/bolepix/list.ts` → `bolepix:list` (oclif's id; the topic separator is applied by oclif). */
function commandId(file) {
  return relative(join(src, 'commands'), file).replace(/\.ts$/, '').split(sep).join(':').replace(/:index$/, '')
}

/** The generated `commands.js` entry: one static import per command file, exported as `COMMANDS`. */
function commandsModule() {
  const files = listTs(join(src, 'commands')).sort()
  const imports = files.map((f, i) => `import C${i} from ${JSON.stringify(f)}`)
  const entries = files.map((f, i) => `  ${JSON.stringify(commandId(f))}: C${i},`)
  return `${imports.join('\n')}\nexport const COMMANDS = {\n${entries.join('\n')}\n}\n`
}

/**
 * The entry of the fast path: loads the config of the root package with the explicit command strategy pointing at
 * the bundled commands (the package.json read from disk is kept for everything else, and the manifest still lists
 * the commands), then runs the command exactly as oclif's execute() does.
 */
const RUN_ENTRY = (single) => `
import {Config, run, flush, handle} from '@oclif/core'
import {readFileSync} from 'node:fs'
import {fileURLToPath} from 'node:url'
${single ? `export {COMMANDS} from 'payctl:commands'\nexport {default as COMMAND_NOT_FOUND} from ${JSON.stringify(join(src, 'hooks', 'command-not-found.ts'))}` : ''}

export async function runFast(argv = process.argv.slice(2)) {
  const root = fileURLToPath(new URL(PAYCTL_BUNDLE_TO_ROOT, import.meta.url))
  const pjson = JSON.parse(readFileSync(root + 'package.json', 'utf8'))
  pjson.oclif = {
    ...pjson.oclif,
    ${single
      ? `commands: {strategy: 'explicit', target: PAYCTL_BUNDLE_DIR + '/run.js', identifier: 'COMMANDS'},
    hooks: {...pjson.oclif.hooks, command_not_found: {target: PAYCTL_BUNDLE_DIR + '/run.js', identifier: 'COMMAND_NOT_FOUND'}},`
      : `commands: {strategy: 'explicit', target: PAYCTL_BUNDLE_DIR + '/commands.js', identifier: 'COMMANDS'},
    hooks: {...pjson.oclif.hooks, command_not_found: PAYCTL_BUNDLE_DIR + '/command-not-found.js'},`}
  }
  try {
    const config = await Config.load({root, pjson, enablePerf: Boolean(process.env.PAYCTL_STARTUP_TRACE)})
    await run(argv, config)
    flush()
  } catch (error) {
    await handle(error)
  }
}
`

const RUN_CJS = `
import {Config, run, flush, handle} from '@oclif/core'
import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {COMMANDS} from 'payctl:commands'
export {COMMANDS}

export async function runFast(argv = process.argv.slice(2)) {
  const root = join(__dirname, PAYCTL_BUNDLE_TO_ROOT)
  const pjson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  pjson.oclif = {...pjson.oclif, commands: {strategy: 'explicit', target: PAYCTL_BUNDLE_DIR + '/payctl.cjs', identifier: 'COMMANDS'}}
  try {
    const config = await Config.load({root, pjson, enablePerf: Boolean(process.env.PAYCTL_STARTUP_TRACE)})
    await run(argv, config)
    flush()
  } catch (error) {
    await handle(error)
  }
}
`

const virtualEntries = {
  'payctl:run-cjs': RUN_CJS,
  'payctl:run': RUN_ENTRY(false),
  'payctl:run-single': RUN_ENTRY(true),
  'payctl:commands': commandsModule(),
}

const virtual = {
  name: 'payctl-virtual',
  setup(b) {
    b.onResolve({filter: /^payctl:/}, (args) => ({path: args.path, namespace: 'payctl'}))
    b.onLoad({filter: /.*/, namespace: 'payctl'}, (args) => ({contents: virtualEntries[args.path], resolveDir: root, loader: 'ts'}))
  },
}

/**
 * undici's index.js loads every part of undici (fetch, WebSocket, EventSource, the mock agents, the cache stores),
 * and its cookie module touches `globalThis.Headers`, which makes Node load its own internal copy of undici too.
 * payctl uses only `Agent` and the request API on it, so the bundle maps `undici` to the modules those need
 * (the same files, the same `Object.assign(Dispatcher.prototype, api)` index.js does). The map is used only when
 * every import of undici in src/ asks for names it provides; otherwise the whole undici is bundled.
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

/** The names src/ imports from undici at run time (type-only imports excluded), or null when it cannot tell. */
function undiciNamesUsed() {
  const names = new Set()
  for (const file of listTs(src)) {
    const text = readFileSync(file, 'utf8')
    if (!text.includes('undici')) continue
    for (const m of text.matchAll(/import\s+(type\s+)?([^'"]*?)\s+from\s+['"]undici['"]/g)) {
      if (m[1]) continue
      const clause = m[2].trim()
      const braces = clause.match(/^\{([^}]*)\}$/)
      if (!braces) return null // a default or namespace import: anything may be used
      for (const part of braces[1].split(',')) {
        const p = part.trim()
        if (p && !p.startsWith('type ')) names.add(p.split(/\s+as\s+/)[0].trim())
      }
    }
    for (const m of text.matchAll(/(?:const|let|var)\s+(\{[^}]*\}|\w+)\s*=\s*await\s+import\(\s*['"]undici['"]\s*\)/g)) {
      if (!m[1].startsWith('{')) return null
      for (const part of m[1].slice(1, -1).split(',')) {
        const p = part.trim()
        if (p) names.add(p.split(':')[0].trim())
      }
    }
    // import('undici') used any other way (await import('undici').then(...), a namespace): cannot tell
    const dynamic = [...text.matchAll(/import\(\s*['"]undici['"]\s*\)/g)].length
    const typeOnly = [...text.matchAll(/import\(\s*['"]undici['"]\s*\)\.[A-Z]\w*/g)].length
    const destructured = [...text.matchAll(/=\s*await\s+import\(\s*['"]undici['"]\s*\)/g)].length
    if (dynamic > typeOnly + destructured) return null
  }
  return names
}

/**
 * conf imports ajv (and ajv-formats) at the top but uses them only for a JSON schema, which payctl's profile store
 * does not pass. The bundle gives conf stand-ins that load the real ajv on first use, so the 180 KB of ajv are not
 * parsed on every command that reads a profile.
 */
const AJV_LAZY = `
import {createRequire} from 'node:module'
const load = () => createRequire(import.meta.resolve('conf'))
export class Ajv2020 {
  constructor(...args) {
    const {Ajv2020: Real} = load()('ajv/dist/2020.js')
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

function shims({undiciSlim}) {
  const contents = {'undici-slim': UNDICI_SLIM, 'ajv-lazy': AJV_LAZY, 'ajv-formats-lazy': AJV_FORMATS_LAZY}
  return {
    name: 'payctl-shims',
    setup(b) {
      if (undiciSlim) b.onResolve({filter: /^undici$/}, () => ({path: 'undici-slim', namespace: 'payctl-shim'}))
      b.onResolve({filter: /^ajv\/dist\/2020\.js$/}, (args) =>
        /[\\/]conf[\\/]/.test(args.importer) ? {path: 'ajv-lazy', namespace: 'payctl-shim'} : undefined,
      )
      b.onResolve({filter: /^ajv-formats$/}, (args) =>
        /[\\/]conf[\\/]/.test(args.importer) ? {path: 'ajv-formats-lazy', namespace: 'payctl-shim'} : undefined,
      )
      b.onLoad({filter: /.*/, namespace: 'payctl-shim'}, (args) => ({contents: contents[args.path], resolveDir: root, loader: 'js'}))
    },
  }
}

/** Builds the bundle into `outdir` (default dist/bundle), replacing it only once the new one is complete. */
export async function bundle({outdir = join(root, 'dist', 'bundle'), metafile = false, single = false, cjs = false} = {}) {
  const tmp = `${outdir}.tmp-${process.pid}`
  const used = undiciNamesUsed()
  const undiciSlim = used !== null && [...used].every((n) => UNDICI_SLIM_NAMES.includes(n))
  if (!undiciSlim) console.warn(`bundle: src/ uses more of undici than Agent (${used ? [...used].join(', ') : 'a namespace import'}); bundling all of it`)
  rmSync(tmp, {recursive: true, force: true})
  const result = await build({
    entryPoints: cjs
      ? {payctl: 'payctl:run-cjs'}
      : single
      ? {run: 'payctl:run-single'}
      : {run: 'payctl:run', commands: 'payctl:commands', 'command-not-found': join(src, 'hooks', 'command-not-found.ts')},
    outdir: tmp,
    bundle: true,
    splitting: !single && !cjs,
    format: cjs ? 'cjs' : 'esm',
    outExtension: cjs ? {'.js': '.cjs'} : undefined,
    platform: 'node',
    target: 'node20',
    minify: true,
    keepNames: true,
    treeShaking: true,
    legalComments: 'none',
    chunkNames: 'chunks/[name]-[hash]',
    // typescript / ts-node: @oclif/core requires them only for development-mode TypeScript plugins; bundling them
    // pulls in the 10 MB compiler. pdfkit loads its font files relative to its own package folder.
    external: ['typescript', 'ts-node', 'pdfkit'],
    // CommonJS dependencies (@oclif/core, cli-table3) call require(); give the ESM bundle a real one.
    banner: cjs ? undefined : {js: "import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);"},
    plugins: [virtual, shims({undiciSlim})],
    define: {
      PAYCTL_BUNDLE_DIR: JSON.stringify('./' + relative(root, outdir).split(sep).join('/')),
      PAYCTL_BUNDLE_TO_ROOT: JSON.stringify(relative(outdir, root).split(sep).join('/') + '/'),
    },
    metafile,
    logLevel: 'warning',
  })
  rmSync(outdir, {recursive: true, force: true})
  renameSync(tmp, outdir)
  if (metafile) writeFileSync(`${outdir}.meta.json`, JSON.stringify(result.metafile))
  return result
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const out = process.argv.indexOf('--outdir')
  await bundle({metafile: process.argv.includes('--metafile'), single: process.argv.includes('--single'), cjs: process.argv.includes('--cjs'), outdir: out > 0 ? join(root, process.argv[out + 1]) : undefined})
}
