#!/usr/bin/env node
/**
 * `npm run bench` (builds first): runs the five benchmarks of BENCHMARKS.md side by side with their baselines and
 * rewrites BENCHMARKS.md. Every server binds 127.0.0.1 on port 0; every process started is stopped at the end.
 *   node bench/run.mjs [--only startup,listen,import,delivery,large-list] [--rounds N] [--out FILE]
 */
import {existsSync, writeFileSync} from 'node:fs'
import {cpus, loadavg, totalmem} from 'node:os'
import {join} from 'node:path'
import {runDelivery} from './delivery.mjs'
import {runImport} from './import.mjs'
import {runLargeList} from './large-list.mjs'
import {runListen} from './listen.mjs'
import {ROOT} from './lib/proc.mjs'
import {report} from './report.mjs'
import {runStartup} from './startup.mjs'

const args = process.argv.slice(2)
if (args.includes('--help') || args.includes('-h')) {
  console.log('usage: node bench/run.mjs [--only startup,listen,import,delivery,large-list] [--rounds N] [--out FILE.md]')
  process.exit(0)
}
const opt = (name) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : undefined
}
const only = opt('only')?.split(',')
const rounds = opt('rounds') ? Math.max(1, Number(opt('rounds'))) : undefined
const out = opt('out') ?? join(ROOT, 'BENCHMARKS.md')
const wanted = (name) => !only || only.includes(name)

if (!existsSync(join(ROOT, 'dist', 'bundle', 'payctl.cjs'))) {
  console.error('warning: dist/bundle/payctl.cjs is missing (the build could not bundle): measuring the per-file dist/')
}

const t0 = Date.now()
const log = (message) => process.stderr.write(`[${((Date.now() - t0) / 1000).toFixed(0).padStart(3)} s] ${message}\n`)
const machine = {
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: cpus().length,
  memory: totalmem(),
  node: process.version,
  platform: `${process.platform}-${process.arch}`,
  date: new Date().toISOString(),
  loadBefore: loadavg(),
}
const results = {}
const steps = [
  ['startup', () => runStartup({rounds: rounds ?? 15, log})],
  ['listen', () => runListen({rounds: rounds ?? 9, durationMs: 2500, log})],
  ['import', () => runImport({rounds: rounds ?? 11, log})],
  ['delivery', () => runDelivery({rounds: rounds ?? 7, log})],
  ['large-list', () => runLargeList({rounds: rounds ?? 7, log})],
  ['jsonl', async () => (await import('./jsonl.mjs')).runJsonl({rounds: rounds ?? 3, log})],
]
let failed = false
for (const [name, run] of steps) {
  if (!wanted(name)) continue
  log(`${name}: starting`)
  try {
    results[name] = await run()
  } catch (err) {
    failed = true
    results[name] = {error: err?.stack ?? String(err)}
    log(`${name}: FAILED: ${err?.message ?? err}`)
  }
}
machine.loadAfter = loadavg()
machine.seconds = (Date.now() - t0) / 1000
writeFileSync(out, report(machine, results))
// The raw figures next to the report: bench/results.json for BENCHMARKS.md, FILE.json for --out FILE.md.
const raw = opt('out') ? out.replace(/(\.md)?$/, '.json') : join(ROOT, 'bench', 'results.json')
writeFileSync(raw, `${JSON.stringify({machine, results}, null, 2)}\n`)
log(`wrote ${out} in ${machine.seconds.toFixed(0)} s`)
process.exit(failed ? 1 : 0)
