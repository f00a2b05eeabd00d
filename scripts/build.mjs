#!/usr/bin/env node
// Build: transpile every src/**/*.ts file to dist/ with esbuild (no bundling, no type check: `npm run typecheck`
// does that), then regenerate oclif.manifest.json so that oclif never has to import a command to list it.
import {build} from 'esbuild'
import {execFileSync} from 'node:child_process'
import {readdirSync, rmSync, statSync} from 'node:fs'
import {join, dirname} from 'node:path'
import {fileURLToPath} from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const src = join(root, 'src')

function listTs(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) return listTs(p)
    return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [p] : []
  })
}

rmSync(join(root, 'dist'), {recursive: true, force: true})
await build({
  entryPoints: listTs(src),
  outdir: join(root, 'dist'),
  outbase: src,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: false,
  logLevel: 'warning',
})
execFileSync(process.execPath, [join(root, 'node_modules', 'oclif', 'bin', 'run.js'), 'manifest'], {
  cwd: root,
  env: {...process.env, OCLIF_SKIP_NEW_VERSION_CHECK: 'true'},
  stdio: ['ignore', 'ignore', 'inherit'],
})
