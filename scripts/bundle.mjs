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
import {existsSync, readdirSync, rmSync, statSync, writeFileSync, renameSync} from 'node:fs'
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
const RUN_ENTRY = `
import {Config, run, flush, handle} from '@oclif/core'
import {readFileSync} from 'node:fs'
import {fileURLToPath} from 'node:url'

export async function runFast(argv = process.argv.slice(2)) {
  const root = fileURLToPath(new URL(PAYCTL_BUNDLE_TO_ROOT, import.meta.url))
  const pjson = JSON.parse(readFileSync(root + 'package.json', 'utf8'))
  pjson.oclif = {
    ...pjson.oclif,
    commands: {strategy: 'explicit', target: PAYCTL_BUNDLE_DIR + '/commands.js', identifier: 'COMMANDS'},
    hooks: {...pjson.oclif.hooks, command_not_found: PAYCTL_BUNDLE_DIR + '/command-not-found.js'},
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

const virtualEntries = {
  'payctl:run': RUN_ENTRY,
  'payctl:commands': commandsModule(),
}

const virtual = {
  name: 'payctl-virtual',
  setup(b) {
    b.onResolve({filter: /^payctl:/}, (args) => ({path: args.path, namespace: 'payctl'}))
    b.onLoad({filter: /.*/, namespace: 'payctl'}, (args) => ({contents: virtualEntries[args.path], resolveDir: root, loader: 'ts'}))
  },
}

/** Builds the bundle into `outdir` (default dist/bundle), replacing it only once the new one is complete. */
export async function bundle({outdir = join(root, 'dist', 'bundle'), metafile = false} = {}) {
  const tmp = `${outdir}.tmp-${process.pid}`
  rmSync(tmp, {recursive: true, force: true})
  const result = await build({
    entryPoints: {
      run: 'payctl:run',
      commands: 'payctl:commands',
      'command-not-found': join(src, 'hooks', 'command-not-found.ts'),
    },
    outdir: tmp,
    bundle: true,
    splitting: true,
    format: 'esm',
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
    banner: {js: "import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);"},
    plugins: [virtual],
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
  await bundle({metafile: process.argv.includes('--metafile'), outdir: out > 0 ? join(root, process.argv[out + 1]) : undefined})
}
