/** Renders BENCHMARKS.md from the results of bench/run.mjs. */
import {existsSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {ROOT} from './lib/proc.mjs'
import {fmtMiB, fmtMs, fmtRange, fmtRate, fmtRatio} from './lib/stats.mjs'

const yes = (ok) => (ok ? 'yes' : '**no**')
const failedRow = (n, name, r) => `| ${n} | ${name} | failed: ${String(r.error).split('\n')[0].slice(0, 160)} | | | | |`

function summaryRows(results) {
  const rows = []
  const s = results.startup
  if (s?.variants) {
    const v = Object.fromEntries(s.variants.map((x) => [x.id, x]))
    rows.push(`| 1a | \`payctl --version\` | ${fmtMs(v.version.stats.median)} | \`node -e 0\` ${fmtMs(v.bare.stats.median)} | ${fmtRatio(v.version.ratio)} | ≤ 1.5x | ${yes(v.version.ratio <= 1.5)} |`)
    rows.push(`| 1b | \`payctl bolepix list --json\` (10 invoices) | ${fmtMs(v.list.stats.median)} | \`node -e 0\` ${fmtMs(v.bare.stats.median)} | ${fmtRatio(v.list.ratio)} | ≤ 2.0x | ${yes(v.list.ratio <= 2.0)} |`)
  } else if (s) rows.push(failedRow(1, 'start-up', s))
  const l = results.listen
  if (l?.payctl) rows.push(`| 2 | \`payctl listen --json\`, notifications/s | ${fmtRate(l.payctl.median)} | node:http receiver ${fmtRate(l.baseline.median)} | ${fmtRatio(l.ratio)} | ≥ 0.9x | ${yes(l.ratio >= 0.9 && !l.problems.length)} |`)
  else if (l) rows.push(failedRow(2, 'listen', l))
  const i = results.import
  if (i?.payctl) rows.push(`| 3 | \`bolepix import\` ${i.rows.toLocaleString('en-US')} rows, concurrency ${i.concurrency} | ${fmtMs(i.payctl.ms.median)} (${fmtRate(i.payctl.rate)}), peak ${fmtMiB(i.payctl.rss.median)} | undici loop ${fmtMs(i.baseline.ms.median)} (${fmtRate(i.baseline.rate)}), peak ${fmtMiB(i.baseline.rss.median)} | ${fmtRatio(i.ratio)} | ≥ 0.8x | ${yes(i.ratio >= 0.8)} |`)
  else if (i) rows.push(failedRow(3, 'import', i))
  const d = results.delivery
  if (d?.total) rows.push(`| 4 | sandbox delivers ${d.events.toLocaleString('en-US')} events: until all DELIVERED | ${fmtMs(d.total.median)}; lost: ${d.lost === 0 && d.notDelivered === 0 ? 'none' : `**${d.lost} rounds, ${d.notDelivered} not delivered**`} | the same creations, no webhook ${fmtMs(d.createOnly.median)} | ${fmtRatio(d.ratio)} | none lost | ${yes(d.lost === 0 && d.notDelivered === 0)} |`)
  else if (d) rows.push(failedRow(4, 'delivery', d))
  const g = results['large-list']
  if (g?.variants) {
    const v = Object.fromEntries(g.variants.map((x) => [x.id, x]))
    const limit = 3 * g.jsonBytes
    for (const id of ['json', 'table']) {
      if (!v[id]) continue
      rows.push(`| 5${id === 'json' ? 'a' : 'b'} | ${v[id].label.replace(/`payctl bolepix list[^`]*`/, (m) => m)}, ${g.count.toLocaleString('en-US')} invoices | ${fmtMs(v[id].ms.median)}, peak ${fmtMiB(v[id].rss.median)} (+${fmtMiB(v[id].aboveBare)} over bare) | JSON ${fmtMiB(g.jsonBytes)}; bare node ${fmtMiB(g.bareRss)} | ${v[id].ofJson.toFixed(2)}x the JSON | < 3x the JSON | ${yes(v[id].aboveBare < limit)} |`)
    }
  } else if (g) rows.push(failedRow(5, 'large list', g))
  return rows
}

function startupSection(s) {
  if (!s?.variants) return ''
  const table = (rows) => ['| command | median (min–max) | ratio to `node -e 0` |', '|---|---|---|', ...rows.map((v) => `| ${v.label} | ${fmtRange(v.stats)} | ${fmtRatio(v.ratio)} |`)]
  return [
    `### 1. Start-up (${s.rounds} rounds, interleaved, wall time from spawn to exit)`,
    '',
    ...table(s.variants.filter((v) => !v.ablation)),
    '',
    'The same commands through the start-up paths that were replaced, measured in the same rounds (each row turns one',
    'optimisation off; see "What changed"):',
    '',
    ...table(s.variants.filter((v) => v.ablation)),
    '',
  ].join('\n')
}

function listenSection(l) {
  if (!l?.payctl) return ''
  return [
    `### 2. Listener throughput (${l.rounds} rounds of ${l.durationMs / 1000} s, ${l.connections} connections, 1 KB bodies, alternating)`,
    '',
    '| receiver | notifications/s, median (min–max) |',
    '|---|---|',
    `| \`payctl listen --json\` | ${fmtRange(l.payctl, fmtRate)} |`,
    `| minimal node:http receiver (sha256 token check, JSON.parse, one line) | ${fmtRange(l.baseline, fmtRate)} |`,
    '',
    `Answered 200 / lines printed: payctl ${l.answered.payctl.toLocaleString('en-US')} / ${l.printed.payctl.toLocaleString('en-US')}, baseline ${l.answered.baseline.toLocaleString('en-US')} / ${l.printed.baseline.toLocaleString('en-US')}.${l.problems.length ? ` Problems: ${l.problems.join('; ')}` : ' No errors.'}`,
    '',
  ].join('\n')
}

function importSection(i) {
  if (!i?.payctl) return ''
  return [
    `### 3. Bulk import (${i.rounds} rounds, ${i.rows.toLocaleString('en-US')} JSON Lines rows, concurrency ${i.concurrency}, wall time from spawn to exit)`,
    '',
    '| run | wall, median (min–max) | rows/s | peak memory, median (min–max) |',
    '|---|---|---|---|',
    `| \`payctl bolepix import FILE --concurrency ${i.concurrency}\` | ${fmtRange(i.payctl.ms)} | ${fmtRate(i.payctl.rate)} | ${fmtRange(i.payctl.rss, fmtMiB)} |`,
    `| plain undici loop, same requests and concurrency | ${fmtRange(i.baseline.ms)} | ${fmtRate(i.baseline.rate)} | ${fmtRange(i.baseline.rss, fmtMiB)} |`,
    '',
  ].join('\n')
}

function deliverySection(d) {
  if (!d?.total) return ''
  return [
    `### 4. Webhook delivery (${d.rounds} rounds, ${d.events.toLocaleString('en-US')} \`charge-create\` events, a fresh sandbox each)`,
    '',
    '| measure | median (min–max) |',
    '|---|---|',
    `| first create → last event delivered | ${fmtRange(d.total)} |`,
    `| creating the ${d.events.toLocaleString('en-US')} charges (16 in flight), webhook registered | ${fmtRange(d.createWithHook)} |`,
    `| last create → last delivery | ${fmtRange(d.lag)} |`,
    `| baseline: the same creations, no webhook | ${fmtRange(d.createOnly)} |`,
    `| baseline: plain undici loop POSTing ${d.events.toLocaleString('en-US')} notifications (32 connections) | ${fmtRange(d.plain)} |`,
    `| deliveries per round (first attempts + retries) | ${d.deliveries.median.toLocaleString('en-US')} |`,
    '',
    `Lost: ${d.lost === 0 ? 'none' : `${d.lost} rounds`} (the receiver got exactly the ids of GET /api/events); not DELIVERED: ${d.notDelivered}.`,
    '',
  ].join('\n')
}

function largeListSection(g) {
  if (!g?.variants) return ''
  const lines = [
    `### 5. Large list (${g.rounds} rounds, ${g.count.toLocaleString('en-US')} invoices, JSON answer ${fmtMiB(g.jsonBytes)})`,
    '',
    '| run | wall, median (min–max) | peak memory, median | above bare node | ÷ JSON size | output |',
    '|---|---|---|---|---|---|',
  ]
  for (const v of g.variants) lines.push(`| ${v.label} | ${fmtRange(v.ms)} | ${fmtMiB(v.rss.median)} | ${v.id === 'bare' ? '' : fmtMiB(v.aboveBare)} | ${v.id === 'bare' ? '' : `${v.ofJson.toFixed(2)}x`} | ${v.id === 'bare' ? '' : fmtMiB(v.outBytes)} |`)
  if (!g.havePty) lines.push('', 'No pseudo-terminal driver (`script`) on this machine: the table row is missing.')
  lines.push('')
  return lines.join('\n')
}

export function report(machine, results) {
  const changes = join(ROOT, 'bench', 'changes.md')
  const gb = (machine.memory / 1024 ** 3).toFixed(1)
  return [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (bench/run.mjs; about 2.5 minutes). Every row is measured against its baseline in the same run, on',
    'this machine. Medians with min–max; start-up runs are interleaved round by round so that background load hits every',
    'variant alike. Design notes: docs/performance.md.',
    '',
    '| machine | |',
    '|---|---|',
    `| CPU | ${machine.cpu}, ${machine.cores} cores, ${gb} GiB |`,
    `| Node | ${machine.node} (${machine.platform}) |`,
    `| date | ${machine.date} |`,
    `| load average (1, 5, 15 min) before / after | ${machine.loadBefore.map((x) => x.toFixed(2)).join(', ')} / ${machine.loadAfter.map((x) => x.toFixed(2)).join(', ')} |`,
    `| bench duration | ${machine.seconds.toFixed(0)} s |`,
    '',
    '## Summary',
    '',
    '| # | benchmark | payctl | baseline (same run) | ratio | goal | met |',
    '|---|---|---|---|---|---|---|',
    ...summaryRows(results),
    '',
    'Ratios: start-up is payctl ÷ `node -e 0` (lower is better); listen is payctl ÷ baseline throughput; import is baseline',
    'time ÷ payctl time (higher is better); delivery is creations alone ÷ creations with delivery (1.0 = delivery costs',
    'nothing extra); the large list is (peak memory − bare node) ÷ JSON size.',
    '',
    '## Details',
    '',
    startupSection(results.startup),
    listenSection(results.listen),
    importSection(results.import),
    deliverySection(results.delivery),
    largeListSection(results['large-list']),
    existsSync(changes) ? readFileSync(changes, 'utf8').trim() : '',
    '',
  ].join('\n')
}
