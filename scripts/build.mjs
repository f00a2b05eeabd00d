#!/usr/bin/env node
// Build: transpile every src/**/*.ts file to dist/ with esbuild (no type check: `npm run typecheck` does that),
// bundle the CLI into dist/bundle/ (scripts/bundle.mjs: what bin/run.js runs, see docs/performance.md), then
// regenerate oclif.manifest.json so that oclif never has to import a command to list it.
import {build} from 'esbuild'
import {execFileSync} from 'node:child_process'
import {existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync} from 'node:fs'
import {join, dirname} from 'node:path'
import {fileURLToPath} from 'node:url'
import {bundle} from './bundle.mjs'
import {addValueTypes} from './lib/flag-kinds.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const src = join(root, 'src')

function listTs(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) return listTs(p)
    return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [p] : []
  })
}

// Build beside dist/ and swap it in, so that a process started during the build never sees a half-written dist/.
const next = join(root, `.dist-next-${process.pid}`)
const old = join(root, `.dist-old-${process.pid}`)
rmSync(next, {recursive: true, force: true})
await build({
  entryPoints: listTs(src),
  outdir: next,
  outbase: src,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: false,
  logLevel: 'warning',
})
// The bundle goes inside the next dist/ so that it swaps in with it. A bundling failure (esbuild's, or a patch of a
// dependency that did not apply) fails the build, and `npm pack` with it: a package without its bundle would start
// several times slower. PAYCTL_BUILD_ALLOW_NO_BUNDLE=1 (development only: a half-written file that imports a module
// not written yet) builds dist/ without the bundle instead, with a warning; bin/run.js then runs the per-file dist/.
try {
  await bundle({outdir: join(next, 'bundle'), finalOutdir: join(root, 'dist', 'bundle')})
} catch (err) {
  rmSync(join(next, 'bundle'), {recursive: true, force: true})
  if (process.env.PAYCTL_BUILD_ALLOW_NO_BUNDLE !== '1') {
    rmSync(next, {recursive: true, force: true})
    console.error(
      `build failed: the start-up bundle could not be built:\n${err.message}\n(PAYCTL_BUILD_ALLOW_NO_BUNDLE=1 builds without it, for development only)`,
    )
    process.exit(1)
  }
  console.warn(
    `warning: no start-up bundle (PAYCTL_BUILD_ALLOW_NO_BUNDLE=1; bin/run.js will run the slower per-file dist/): ${err.message.split('\n')[0]}`,
  )
}
if (existsSync(join(root, 'dist'))) renameSync(join(root, 'dist'), old)
renameSync(next, join(root, 'dist'))
rmSync(old, {recursive: true, force: true})
// The manifest describes dist/: under NODE_ENV=development or test oclif would look for src/*.ts instead, and on a Node
// that runs TypeScript itself (22.18 and later) it would find them and write src/ paths into the manifest.
const {NODE_ENV, ...env} = process.env
execFileSync(process.execPath, [join(root, 'node_modules', 'oclif', 'bin', 'run.js'), 'manifest'], {
  cwd: root,
  env: {...env, OCLIF_SKIP_NEW_VERSION_CHECK: 'true'},
  stdio: ['ignore', 'ignore', 'inherit'],
})
// oclif writes the commands in the order its loader happened to finish them: sort them so the manifest only changes
// when a command does.
const manifestPath = join(root, 'oclif.manifest.json')
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
manifest.commands = Object.fromEntries(Object.entries(manifest.commands).sort(([a], [b]) => a.localeCompare(b)))
// oclif says only "option" of a flag that takes a value: what value (string, integer, or payctl's own parse) is
// added for `payctl commands` (docs/agents.md).
await addValueTypes(manifest, root)
writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`)
// The thin path's flag table must be what the commands declare (scripts/gen-thin-table.mjs), and the answer checks
// without zod what the schemas say (scripts/gen-answer-fits.mjs): else the build fails.
try {
  for (const script of ['gen-thin-table.mjs', 'gen-answer-fits.mjs'])
    execFileSync(process.execPath, [join(root, 'scripts', script)], {cwd: root, stdio: ['ignore', 'inherit', 'inherit']})
} catch {
  process.exit(1)
}
