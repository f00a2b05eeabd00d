/** Renders BENCHMARKS.md from the results of bench/run.mjs: one start-up table per Node, then the rest per Node. */
import {jsonlTable} from './jsonl.mjs'
import {closeReportTable} from './close-report.mjs'
import {fmtMiB, fmtMs, fmtRange, fmtRate, fmtRatio} from './lib/stats.mjs'

const yes = (ok) => (ok ? 'yes' : '**no**')
const fmtCpu = (ms) => (ms === undefined || Number.isNaN(ms) ? '' : `${ms.toFixed(0)} ms`)
const signed = (ms) => (ms === undefined || Number.isNaN(ms) ? '' : `${ms >= 0 ? '+' : '−'}${Math.abs(ms).toFixed(1)} ms`)
const failed = (r) => `failed: ${String(r.error).split('\n')[0].slice(0, 160)}`

/** The goals (docs/performance.md, "Goals"), each as [label, how to read it from the results of one Node]. */
function goals(startup, node, per) {
  const v = (id) => startup?.variants?.find((x) => x.node === node.major && x.id === id)
  const startRow = (id, limit) => {
    const x = v(id)
    return x ? [`${fmtRatio(x.ratio)} (${fmtMs(x.stats.median)} / ${fmtMs(v('bare').stats.median)})`, x.ratio <= limit] : undefined
  }
  const l = per?.listen
  const i = per?.import
  const d = per?.delivery
  const g = per?.['large-list']
  const list = (id) => g?.variants?.find((x) => x.id === id)
  return [
    ['`payctl --version` ÷ `node -e 0`', '≤ 1.2x', startRow('version', 1.2)],
    ['`payctl bolepix list --json` ÷ `node -e 0`', '≤ 2.0x', startRow('list', 2.0)],
    ['`payctl config list` ÷ `node -e 0`', '≤ 1.6x', startRow('config', 1.6)],
    ['`payctl config list`, the Nodes taking turns over one cache folder, ÷ `node -e 0`', '≤ 1.6x', startRow('config-turns', 1.6)],
    ['first run (empty compile cache), `bolepix list --json` ÷ `node -e 0`', '≤ 2.5x', startRow('list-first', 2.5)],
    [
      '`payctl listen --json` ÷ node:http receiver (notifications/s)',
      '≥ 0.9x',
      l?.payctl
        ? [`${fmtRatio(l.ratio)} (${fmtRate(l.payctl.median)} / ${fmtRate(l.baseline.median)})`, l.ratio >= 0.9 && !l.problems.length]
        : l && [failed(l), false],
    ],
    [
      '`bolepix import` 2,000 rows: undici loop time ÷ payctl time',
      '≥ 0.8x',
      i?.payctl
        ? [`${fmtRatio(i.ratio)} (${fmtMs(i.payctl.ms.median)} / ${fmtMs(i.baseline.ms.median)})`, i.ratio >= 0.8]
        : i && [failed(i), false],
    ],
    [
      'sandbox delivers 5,000 events',
      'none lost',
      d?.total
        ? [
            `${d.lost === 0 && d.notDelivered === 0 ? 'none lost' : `${d.lost} rounds lost, ${d.notDelivered} not delivered`}, ${fmtMs(d.total.median)}`,
            d.lost === 0 && d.notDelivered === 0,
          ]
        : d && [failed(d), false],
    ],
    ...['json', 'table'].map((id) => [
      `\`bolepix list${id === 'json' ? ' --json' : ''}\` of 100,000 invoices: peak memory above bare node ÷ JSON size`,
      '< 3x',
      list(id)
        ? [
            `${list(id).ofJson.toFixed(2)}x (${fmtMiB(list(id).aboveBare)} over bare; ${fmtMs(list(id).ms.median)})`,
            list(id).aboveBare < 3 * g.jsonBytes,
          ]
        : g && (g.error ? [failed(g), false] : undefined),
    ]),
    [
      '`bolepix list --json` of 100,000 invoices: time ÷ a node:http parse-and-print script (wall; CPU)',
      '≤ 2x',
      list('json')?.ofParsePrint !== undefined
        ? [
            `${fmtRatio(list('json').ofParsePrint)} (${fmtMs(list('json').ms.median)} / ${fmtMs(list('parse-print').ms.median)}; CPU ${
              list('json').cpuOfParsePrint !== undefined ? fmtRatio(list('json').cpuOfParsePrint) : 'not measured'
            })`,
            list('json').ofParsePrint <= 2,
          ]
        : g && (g.error ? [failed(g), false] : undefined),
    ],
  ]
}

function summary(machine, results) {
  const nodes = results.startup?.nodes ?? machine.nodes.map((version) => ({version, major: Number(/^v(\d+)/.exec(version)[1])}))
  const rows = nodes.map((n) => goals(results.startup, n, results.perNode?.[n.version]))
  const lines = [`| goal | | ${nodes.map((n) => `Node ${n.version}`).join(' | ')} |`, `|---|---|${nodes.map(() => '---|').join('')}`]
  for (const [index, [label, goal]] of rows[0].entries()) {
    const cells = rows.map((r) => (r[index][2] ? `${r[index][2][0]}: ${yes(r[index][2][1])}` : 'not measured'))
    lines.push(`| ${label} | ${goal} | ${cells.join(' | ')} |`)
  }
  return lines.join('\n')
}

function startupSection(s) {
  if (!s?.variants) return s ? `### 1. Start-up\n\n${failed(s)}\n` : ''
  const out = [
    `### 1. Start-up (${s.rounds} rounds, interleaved; wall time from spawn to exit, median (min–max); CPU time (user + system), trimmed mean)`,
    '',
  ]
  const table = (rows) => [
    '| command | wall | ratio to `node -e 0` | CPU | CPU ratio |',
    '|---|---|---|---|---|',
    ...rows.map(
      (v) =>
        `| ${v.label} | ${fmtRange(v.stats)} | ${fmtRatio(v.ratio)} | ${fmtCpu(v.stats.cpuMean)} | ${v.cpuRatio === undefined ? '' : fmtRatio(v.cpuRatio)} |`,
    ),
  ]
  for (const node of s.nodes) {
    const of = (group) => s.variants.filter((v) => v.node === node.major && group.includes(v.group))
    out.push(`#### Node ${node.version}`, '', ...table(of(['main', 'first', 'ca'])), '')
  }
  // The speed-ups: each turned off, against the same bundle with all of them, on the command it is for.
  const offs = s.variants.filter((v) => v.group === 'off')
  const keys = [...new Set(offs.map((v) => v.id))]
  out.push(
    '#### What each speed-up saves',
    '',
    'Each row turns one speed-up off (a bundle built `node scripts/bundle.mjs --without NAME`, or a copy of the loader',
    'without it) and runs the command it is for, in the same rounds as the bundle with all of them (the reference).',
    'A saving is the time the command takes without the speed-up minus the time with it: wall time (medians) and, in',
    'brackets, CPU time (trimmed means of the rounds). Negative: the command is faster without it.',
    '',
    `| speed-up | measured on | ${s.nodes.map((n) => `Node ${n.version}`).join(' | ')} |`,
    `|---|---|${s.nodes.map(() => '---|').join('')}`,
  )
  for (const key of keys) {
    const first = offs.find((v) => v.id === key)
    const cells = s.nodes.map((n) => {
      const v = offs.find((x) => x.id === key && x.node === n.major)
      return v ? `${signed(v.saving.ms)} (${signed(v.saving.cpuMs)}) of ${fmtMs(v.saving.refMs)}` : ''
    })
    out.push(`| ${first.speedup} | ${first.label.replace(/, without .*$/, '')} | ${cells.join(' | ')} |`)
  }
  out.push('')
  return out.join('\n')
}

function listenSection(node, l) {
  if (!l?.payctl) return l ? `### 2. Listener throughput, Node ${node}\n\n${failed(l)}\n` : ''
  return [
    `### 2. Listener throughput, Node ${node} (${l.rounds} rounds of ${l.durationMs / 1000} s, ${l.connections} connections, 1 KB bodies, alternating)`,
    '',
    '| receiver | notifications/s, median (min–max) |',
    '|---|---|',
    `| \`payctl listen --json\` | ${fmtRange(l.payctl, fmtRate)} |`,
    `| minimal node:http receiver (sha256 token check, JSON.parse, one line) | ${fmtRange(l.baseline, fmtRate)} |`,
    `| payctl ÷ receiver, round by round | ${fmtRange(l.paired, fmtRatio)} |`,
    '',
    `Answered 200 / lines printed: payctl ${l.answered.payctl.toLocaleString('en-US')} / ${l.printed.payctl.toLocaleString('en-US')}, baseline ${l.answered.baseline.toLocaleString('en-US')} / ${l.printed.baseline.toLocaleString('en-US')}.${l.problems.length ? ` Problems: ${l.problems.join('; ')}` : ' No errors.'}`,
    '',
  ].join('\n')
}

function importSection(node, i) {
  if (!i?.payctl) return i ? `### 3. Bulk import, Node ${node}\n\n${failed(i)}\n` : ''
  return [
    `### 3. Bulk import, Node ${node} (${i.rounds} rounds, ${i.rows.toLocaleString('en-US')} JSON Lines rows, concurrency ${i.concurrency}, wall time from spawn to exit)`,
    '',
    '| run | wall, median (min–max) | rows/s | peak memory, median (min–max) |',
    '|---|---|---|---|',
    `| \`payctl bolepix import FILE --concurrency ${i.concurrency}\` | ${fmtRange(i.payctl.ms)} | ${fmtRate(i.payctl.rate)} | ${fmtRange(i.payctl.rss, fmtMiB)} |`,
    `| plain undici loop, same requests and concurrency | ${fmtRange(i.baseline.ms)} | ${fmtRate(i.baseline.rate)} | ${fmtRange(i.baseline.rss, fmtMiB)} |`,
    `| loop time ÷ payctl time, round by round | ${fmtRange(i.paired, fmtRatio)} | | |`,
    '',
  ].join('\n')
}

function deliverySection(node, d) {
  if (!d?.total) return d ? `### 4. Webhook delivery, Node ${node}\n\n${failed(d)}\n` : ''
  return [
    `### 4. Webhook delivery, Node ${node} (${d.rounds} rounds, ${d.events.toLocaleString('en-US')} \`charge-create\` events, a fresh sandbox each)`,
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

function largeListSection(node, g) {
  if (!g?.variants) return g ? `### 5. Large list, Node ${node}\n\n${failed(g)}\n` : ''
  const lines = [
    `### 5. Large list, Node ${node} (${g.rounds} rounds, ${g.count.toLocaleString('en-US')} invoices, JSON answer ${fmtMiB(g.jsonBytes)})`,
    '',
    '| run | wall, median (min–max) | CPU, median | ÷ parse-and-print (wall; CPU) | peak memory, median | above bare node | ÷ JSON size | output |',
    '|---|---|---|---|---|---|---|---|',
  ]
  for (const v of g.variants) {
    const bare = v.id === 'bare'
    const ratio =
      v.ofParsePrint === undefined || bare
        ? ''
        : `${fmtRatio(v.ofParsePrint)}${v.cpuOfParsePrint === undefined ? '' : `; ${fmtRatio(v.cpuOfParsePrint)}`}`
    lines.push(
      `| ${v.label} | ${fmtRange(v.ms)} | ${v.cpuMs === undefined ? '' : fmtMs(v.cpuMs)} | ${ratio} | ${fmtMiB(v.rss.median)} | ${bare ? '' : fmtMiB(v.aboveBare)} | ${bare ? '' : `${v.ofJson.toFixed(2)}x`} | ${bare ? '' : fmtMiB(v.outBytes)} |`,
    )
  }
  if (!g.havePty) lines.push('', 'No pseudo-terminal driver (`script`) on this machine: the table row is missing.')
  lines.push('')
  return lines.join('\n')
}

function jsonlSection(j) {
  if (!j) return ''
  if (!j.variants) return `### 6. \`--jsonl\` of a million records\n\n${failed(j)}\n`
  return [
    `### 6. \`--jsonl\` of a million records, Node ${process.versions.node} (${j.rounds} rounds; bench/jsonl.mjs)`,
    '',
    jsonlTable(j),
    '',
  ].join('\n')
}

function closeReportSection(c) {
  if (!c) return ''
  if (!c.variants) return `### 7. \`payctl report\` over a year of charges\n\n${failed(c)}\n`
  return [
    `### 7. \`payctl report\` over a year of charges, Node ${process.versions.node} (${c.rounds} rounds; bench/close-report.mjs)`,
    '',
    closeReportTable(c),
    '',
  ].join('\n')
}

export function report(machine, results) {
  const gb = (machine.memory / 1024 ** 3).toFixed(1)
  const perNode = Object.entries(results.perNode ?? {})
  return [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` (bench/run.mjs; ${Math.round(machine.seconds / 60)} minutes for ${machine.nodes.length} Node versions). Every row is measured against its baseline`,
    "in the same run, on this machine, on each Node version found (scripts/nodes.mjs: the machine's, and those .ci/run",
    'installs). Start-up runs are interleaved round by round so that background load hits every variant alike. Measured',
    "processes get the machine's environment without NODE_OPTIONS, DEBUG and NODE_EXTRA_CA_CERTS (docs/performance.md:",
    "Node 20 loads those certificates at every start, which hid payctl's own cost). Design notes: docs/performance.md.",
    '',
    '| machine | |',
    '|---|---|',
    `| CPU | ${machine.cpu}, ${machine.cores} cores, ${gb} GiB |`,
    `| Node | ${machine.nodes.join(', ')} (${machine.platform}); the harness runs on ${machine.node}${machine.notFound?.length ? `; **not measured: Node ${machine.notFound.join(', ')}** (not installed)` : ''} |`,
    `| date | ${machine.date} |`,
    `| load average (1, 5, 15 min) before / after | ${machine.loadBefore.map((x) => x.toFixed(2)).join(', ')} / ${machine.loadAfter.map((x) => x.toFixed(2)).join(', ')} |`,
    `| NODE_EXTRA_CA_CERTS set on this machine | ${machine.caCerts ? 'yes (removed for the measured processes; the start-up tables show its effect)' : 'no'} |`,
    `| bench duration | ${machine.seconds.toFixed(0)} s |`,
    '',
    '## Goals, per Node version',
    '',
    summary(machine, results),
    '',
    "Ratios: start-up is payctl ÷ that Node's `node -e 0` (lower is better); listen is payctl ÷ baseline throughput and",
    'import is baseline time ÷ payctl time (higher is better), both the median of the ratios of each round; the large list',
    'is (peak memory − bare node) ÷ JSON size.',
    '',
    '## Details',
    '',
    startupSection(results.startup),
    ...perNode.flatMap(([node, r]) => [
      listenSection(node, r.listen),
      importSection(node, r.import),
      deliverySection(node, r.delivery),
      largeListSection(node, r['large-list']),
    ]),
    jsonlSection(results.jsonl),
    closeReportSection(results.closeReport),
    'How each device came about, with its before and after: CHANGELOG.md.',
  ]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .concat('\n')
}
