/**
 * Benchmark 1: start-up. `payctl --version` and `payctl bolepix list --json` (a profile pointing at a sandbox with
 * 10 invoices) against bare `node -e 0`, plus `--help` and `config get`, plus the same `bolepix list --json`
 * through the start-up paths we replaced (the before/after of each optimisation, measured in the same run).
 * Runs are interleaved round by round (rotating order) so that a noisy neighbour hits every variant alike.
 */
import {mkdirSync, rmSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {bundle} from '../scripts/bundle.mjs'
import {BIN, ROOT, benchCacheFolder, runTimed} from './lib/proc.mjs'
import {createInvoices, startSandboxProcess} from './lib/sandbox.mjs'
import {summarize} from './lib/stats.mjs'

const VARIANTS_DIR = join(ROOT, 'bench', '.variants')

/** Builds a bundle variant (an optimisation turned off) with an entry that runs it the way bin/run.js does. */
async function buildVariant(name, options) {
  const outdir = join(VARIANTS_DIR, name)
  await bundle({outdir, quiet: true, ...options})
  const entry = join(outdir, 'entry.mjs')
  const loader = join(ROOT, 'bin', 'bundle-loader.cjs')
  writeFileSync(entry, `import {createRequire} from 'node:module'\nawait createRequire(import.meta.url)(${JSON.stringify(loader)}).runBundle(${JSON.stringify(join(outdir, 'payctl.cjs'))})\n`)
  return entry
}

export async function runStartup({rounds = 15, log = () => {}} = {}) {
  const sandbox = await startSandboxProcess()
  rmSync(VARIANTS_DIR, {recursive: true, force: true})
  mkdirSync(VARIANTS_DIR, {recursive: true})
  process.on('exit', () => rmSync(VARIANTS_DIR, {recursive: true, force: true}))
  try {
    await createInvoices(sandbox, 10)
    const env = {...process.env, ...sandbox.env, NO_COLOR: '1', PAYCTL_CACHE_DIR: benchCacheFolder()}
    // Each bundle variant keeps its compile caches in a folder of its own (as one install does).
    const ownCache = (name) => ({PAYCTL_CACHE_DIR: benchCacheFolder(name)})
    delete env.NODE_OPTIONS
    const node = process.execPath
    const unbundled = join(ROOT, 'bench', 'lib', 'unbundled-run.mjs')
    const noSlim = await buildVariant('no-undici-slim', {undiciSlim: false})
    const noOclifLazy = await buildVariant('no-oclif-lazy', {oclifLazy: false})
    const allZod = await buildVariant('all-zod-locales', {zodEnglishOnly: false})
    const list = ['bolepix', 'list', '--json']
    const variants = [
      {id: 'bare', label: '`node -e 0`', args: ['-e', '0']},
      {id: 'version', label: '`payctl --version`', args: [BIN, '--version']},
      {id: 'list', label: '`payctl bolepix list --json` (10 invoices)', args: [BIN, ...list]},
      {id: 'help', label: '`payctl --help`', args: [BIN, '--help']},
      {id: 'config', label: '`payctl config get base-url`', args: [BIN, 'config', 'get', 'base-url']},
      {id: 'config-set', label: '`payctl config set timeout 30s` (a locked write of the profile)', args: [BIN, 'config', 'set', 'timeout', '30s']},
      {id: 'list-limit', label: '`payctl bolepix list --json --limit 10` (the zod-validated path)', args: [BIN, ...list, '--limit', '10'], env: ownCache('list-limit')},
      {id: 'list-no-cache', label: '`bolepix list --json`, bundle without its compile cache (a first run)', args: [BIN, ...list], env: {PAYCTL_COMPILE_CACHE: '0'}, ablation: true},
      {id: 'help-no-cache', label: '`--help`, bundle without its compile cache (a first run)', args: [BIN, '--help'], env: {PAYCTL_COMPILE_CACHE: '0'}, ablation: true},
      {id: 'help-unbundled', label: '`--help`, unbundled dist/ (before)', args: [unbundled, '--help'], ablation: true},
      {id: 'config-unbundled', label: '`config get base-url`, unbundled dist/ (before)', args: [unbundled, 'config', 'get', 'base-url'], ablation: true},
      {id: 'list-unbundled', label: '`bolepix list --json`, unbundled dist/ (before)', args: [unbundled, ...list], ablation: true},
      {id: 'list-no-undici-slim', label: '`bolepix list --json`, bundle with all of undici (and its HTTP/2 client)', args: [noSlim, ...list], env: ownCache('no-undici-slim'), ablation: true},
      {id: 'list-no-oclif-lazy', label: '`bolepix list --json`, bundle with oclif loading child_process, readline, perf_hooks, wsl-utils', args: [noOclifLazy, ...list], env: ownCache('no-oclif-lazy'), ablation: true},
      {id: 'list-limit-all-zod-locales', label: '`bolepix list --json --limit 10` (zod), bundle with all of zod\'s locales', args: [allZod, ...list, '--limit', '10'], env: ownCache('all-zod-locales'), ablation: true},
      {id: 'list-wasm-tier-up', label: '`bolepix list --json`, with V8 tiering llhttp up to TurboFan', args: [BIN, ...list], env: {PAYCTL_WASM_TIER_UP: '1'}, ablation: true},
    ]
    // Warm-up: file cache, and a check that every variant works and prints what it should.
    for (const v of variants) {
      for (let i = 0; i < 2; i++) {
        const r = await runTimed(node, v.args, {env: {...env, ...v.env}, keepStdout: true})
        if (v.id.startsWith('list') && JSON.parse(r.stdout).length !== 10) throw new Error(`${v.label} did not print 10 invoices`)
      }
    }
    const times = new Map(variants.map((v) => [v.id, []]))
    for (let round = 0; round < rounds; round++) {
      const order = variants.map((_, i) => variants[(i + round) % variants.length])
      for (const v of order) times.get(v.id).push((await runTimed(node, v.args, {env: {...env, ...v.env}})).ms)
      log(`startup: round ${round + 1}/${rounds}`)
    }
    const bare = summarize(times.get('bare')).median
    return {
      rounds,
      variants: variants.map((v) => {
        const stats = summarize(times.get(v.id))
        return {...v, stats, ratio: stats.median / bare}
      }),
    }
  } finally {
    await sandbox.stop()
    rmSync(VARIANTS_DIR, {recursive: true, force: true})
  }
}
