#!/usr/bin/env node
/**
 * `npm run bench` (builds first): runs the benchmarks of BENCHMARKS.md side by side with their baselines, on every
 * Node found (scripts/nodes.mjs: this one, and those .ci/run installs or PAYCTL_NODES names), and rewrites
 * BENCHMARKS.md. Every server binds 127.0.0.1 on port 0; every process started is stopped at the end.
 *   node bench/run.mjs [--only startup,listen,import,delivery,large-list,jsonl,close-report] [--nodes 20,22,24,26] [--rounds N] [--out FILE]
 */
import {existsSync, writeFileSync} from 'node:fs'
import {cpus, loadavg, totalmem} from 'node:os'
import {join} from 'node:path'
import {TESTED_MAJORS, findNodes} from '../scripts/nodes.mjs'
import {runDelivery} from './delivery.mjs'
import {runImport} from './import.mjs'
import {runLargeList} from './large-list.mjs'
import {runListen} from './listen.mjs'
import {ROOT} from './lib/proc.mjs'
import {report} from './report.mjs'
import {runStartup} from './startup.mjs'

const args = process.argv.slice(2)
if (args.includes('--help') || args.includes('-h')) {
  console.log(
    'usage: node bench/run.mjs [--only startup,listen,import,delivery,large-list,jsonl,close-report] [--nodes 20,22,24,26] [--rounds N] [--out FILE.md]',
  )
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
const majors = opt('nodes')?.split(',').map(Number)
const nodes = findNodes().filter((n) => !majors || majors.includes(n.major))
if (nodes.length === 0) throw new Error(`no Node ${majors.join(', ')} found (node scripts/nodes.mjs install)`)
// Every Node payctl is tested on (scripts/nodes.mjs, package.json engines) should have its table: say which are missing.
const notFound = (majors ?? TESTED_MAJORS).filter((m) => !nodes.some((n) => n.major === m))
if (notFound.length)
  console.error(`warning: Node ${notFound.join(', ')} not found: not measured (node scripts/nodes.mjs install, or PAYCTL_NODES)`)

if (!existsSync(join(ROOT, 'dist', 'bundle', 'payctl.cjs'))) {
  console.error('warning: dist/bundle/payctl.cjs is missing (a build with PAYCTL_BUILD_ALLOW_NO_BUNDLE=1): measuring the per-file dist/')
}

const t0 = Date.now()
const log = (message) => process.stderr.write(`[${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s] ${message}\n`)
const machine = {
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: cpus().length,
  memory: totalmem(),
  node: process.version,
  nodes: nodes.map((n) => n.version),
  notFound,
  platform: `${process.platform}-${process.arch}`,
  date: new Date().toISOString(),
  loadBefore: loadavg(),
  caCerts: Boolean(process.env.NODE_EXTRA_CA_CERTS),
}
log(`Node ${nodes.map((n) => n.version).join(', ')}`)
const results = {perNode: {}}
const perNode = [
  ['listen', (node) => runListen({node: node.path, rounds: rounds ?? 9, durationMs: 2500, log})],
  ['import', (node) => runImport({node: node.path, rounds: rounds ?? 11, log})],
  ['delivery', (node) => runDelivery({node: node.path, rounds: rounds ?? 7, log})],
  ['large-list', (node) => runLargeList({node: node.path, rounds: rounds ?? 7, log})],
]
let failed = false
const attempt = async (name, run) => {
  log(`${name}: starting`)
  try {
    return await run()
  } catch (err) {
    failed = true
    log(`${name}: FAILED: ${err?.message ?? err}`)
    return {error: err?.stack ?? String(err)}
  }
}
if (wanted('startup')) results.startup = await attempt('startup', () => runStartup({rounds: rounds ?? 15, nodes, log}))
// --jsonl of a million records: memory and throughput of the stream, on this Node (bench/jsonl.mjs).
if (wanted('jsonl')) results.jsonl = await attempt('jsonl', async () => (await import('./jsonl.mjs')).runJsonl({rounds: rounds ?? 3, log}))
// payctl report over a year of 100,000 and 300,000 charges, on this Node (bench/close-report.mjs).
if (wanted('close-report'))
  results.closeReport = await attempt('close-report', async () =>
    (await import('./close-report.mjs')).runCloseReport({rounds: rounds ?? 3, log}),
  )
for (const node of nodes) {
  const r = (results.perNode[node.version] = {})
  for (const [name, run] of perNode) if (wanted(name)) r[name] = await attempt(`${name} on Node ${node.version}`, () => run(node))
}
machine.loadAfter = loadavg()
machine.seconds = (Date.now() - t0) / 1000
writeFileSync(out, report(machine, results))
// The raw figures, for a reader who wants more than the report: bench-results.json in the folder the bench runs in
// for BENCHMARKS.md (output, so not committed), FILE.json beside FILE.md for --out FILE.md.
const raw = opt('out') ? out.replace(/(\.md)?$/, '.json') : join(process.cwd(), 'bench-results.json')
writeFileSync(raw, `${JSON.stringify({machine, results}, null, 2)}\n`)
log(`wrote ${out} in ${machine.seconds.toFixed(0)} s`)
process.exit(failed ? 1 : 0)
