#!/usr/bin/env node
/**
 * Benchmark: `payctl report` over a year of 100,000 (and 300,000) Bolepix charges in bounded memory (docs/report.md). A stand-in server (this file with `--serve`) streams, generated as it writes them (never held whole),
 * the seller's invoices (GET /bolepix/invoices) and their events (GET /api/events: charge-in for the paid ones,
 * charge-cancelled for the cancelled ones, and card PAYMENT.* events), N read from the seller id (`seller-N`). The
 * charges are spread over 2026. Measured: wall time and peak memory (maxRSS) of `payctl report --since 2026-01-01
 * --until 2026-12-31 --json`, next to bare `node -e 0`; memory staying the same from 100,000 to 300,000 charges is
 * what "constant memory" means here. The report's totals are checked against what the server generated. Every
 * server binds 127.0.0.1 on port 0 and is stopped at the end.
 *
 *   node bench/close-report.mjs [--rounds N]      prints a Markdown table (and the raw figures as JSON on stderr)
 */
import {createServer} from 'node:http'
import {fileURLToPath} from 'node:url'
import {BIN, cliEnv, peakMemoryRounds, runTimed, runWithPeakMemory, start, stop, waitForLine} from './lib/proc.mjs'
import {fmtMiB, fmtMs, fmtRange} from './lib/stats.mjs'

const TOKEN = 'bench-token-report-0123456789'
const YEAR_MS = 365 * 86_400_000
const t0 = Date.parse('2026-01-01T12:00:00Z')
const statuses = ['PENDING', 'PAID', 'CANCELLED', 'PAID']
const hex = (n, len) => n.toString(16).padStart(len, '0').slice(-len)
const uuid = (n, salt) => `${hex(n * 2654435761 + salt, 8)}-${hex(n, 4)}-4${hex(n * 7, 3)}-a${hex(n * 13, 3)}-${hex(n * 40503 + salt, 12)}`
const cents = (i) => 10_000 + (i % 90_000)

/** The i-th of `count` invoices, created over the year. */
function invoice(i, count, sellerId) {
  const at = t0 + Math.floor((i * (YEAR_MS - 3 * 86_400_000)) / count)
  const status = statuses[i % 4]
  return {
    id: uuid(i, 1),
    sellerId,
    invoiceId: uuid(i, 2),
    status,
    insertedAt: new Date(at).toISOString(),
    amount: cents(i) / 100,
    dueDate: new Date(at + 7 * 86_400_000).toISOString().slice(0, 10),
    ...(status === 'PAID' ? {amountPaid: cents(i) / 100, paidAt: new Date(at + 3_600_000).toISOString()} : {}),
  }
}

/** The events of the i-th charge (a paid or cancelled one an hour after it was created) and of its card twin. */
function events(i, count, sellerId) {
  const inv = invoice(i, count, sellerId)
  const at = (ms) => new Date(Date.parse(inv.insertedAt) + ms).toISOString()
  const out = []
  if (inv.status === 'PAID') out.push({id: uuid(i, 4), event: 'charge-in', inserted_at: at(3_600_000), data: inv})
  if (inv.status === 'CANCELLED') out.push({id: uuid(i, 5), event: 'charge-cancelled', inserted_at: at(3_600_000), data: inv})
  if (i % 5 === 0)
    out.push({
      id: uuid(i, 6),
      event: i % 10 === 0 ? 'PAYMENT.PAID' : 'PAYMENT.DECLINED',
      inserted_at: at(60_000),
      data: {id: uuid(i, 7), total_cents: cents(i)},
    })
  return out
}

/** What the report must say, computed from the same generators. */
export function expectedTotals(count) {
  const t = {created: 0, paid: 0, paidCents: 0, cancelled: 0, open: 0, cardPaid: 0, cardDeclined: 0}
  for (let i = 0; i < count; i++) {
    const s = statuses[i % 4]
    t.created++
    if (s === 'PAID') (t.paid++, (t.paidCents += cents(i)))
    if (s === 'CANCELLED') t.cancelled++
    if (s === 'PENDING') t.open++
    if (i % 5 === 0) i % 10 === 0 ? t.cardPaid++ : t.cardDeclined++
  }
  return t
}

/** `--serve`: the two lists, streamed with backpressure, `{"data": [...]}` for the events as the service sends them. */
function serve() {
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost')
    const isList = url.pathname === '/bolepix/invoices' || url.pathname === '/api/events'
    if (req.headers.authorization !== `Bearer ${TOKEN}` || !isList) {
      res
        .writeHead(req.headers.authorization === `Bearer ${TOKEN}` ? 404 : 401, {'content-type': 'application/json'})
        .end('{"errors":{"detail":"no"}}')
      return
    }
    const sellerId = url.searchParams.get('sellerId') ?? `seller-${process.env.BENCH_REPORT_COUNT ?? 0}`
    const count = Number(/^seller-(\d+)$/.exec(sellerId)?.[1] ?? 0)
    const isEvents = url.pathname === '/api/events'
    res.writeHead(200, {'content-type': 'application/json'})
    res.write(isEvents ? '{"data":[' : '[')
    let i = 0
    let first = true
    const pump = () => {
      while (i < count) {
        let chunk = ''
        for (let k = 0; k < 500 && i < count; k++, i++) {
          for (const item of isEvents ? events(i, count, sellerId) : [invoice(i, count, sellerId)]) {
            chunk += (first ? '' : ',') + JSON.stringify(item)
            first = false
          }
        }
        if (!res.write(chunk)) return void res.once('drain', pump)
      }
      res.end(isEvents ? ']}' : ']')
    }
    pump()
  })
  server.listen(0, '127.0.0.1', () => process.stderr.write(`listening on http://127.0.0.1:${server.address().port}\n`))
  process.on('SIGTERM', () => process.exit(0))
}

const ARGS = ['report', '--since', '2026-01-01', '--until', '2026-12-31', '--json']

export async function runCloseReport({rounds = 3, counts = [100_000, 300_000], log = () => {}} = {}) {
  const results = []
  for (const count of counts) {
    // One server per size: GET /api/events carries no seller id, so the server is told the size.
    const server = start(process.execPath, [fileURLToPath(import.meta.url), '--serve'], {
      env: {...process.env, BENCH_REPORT_COUNT: String(count)},
    })
    try {
      const line = await waitForLine(server.stderr, (l) => l.includes('listening on'), 30_000, 'the stand-in server')
      const url = line.match(/http:\/\/127\.0\.0\.1:\d+/)[0]
      const env = cliEnv({PAYCTL_BASE_URL: url, PAYCTL_SELLER_ID: `seller-${count}`, PAYCTL_ACCESS_TOKEN: TOKEN, TZ: 'UTC'})
      // Warm-up and the check of the totals against the generators.
      const check = await runTimed(process.execPath, [BIN, ...ARGS], {env, keepStdout: true, timeoutMs: 600_000})
      const got = JSON.parse(check.stdout)
      const want = expectedTotals(count)
      const seen = {
        created: got.total.bolepix.created.count,
        paid: got.total.bolepix.paid.count,
        paidCents: got.total.bolepix.paid.amountCents,
        cancelled: got.total.bolepix.cancelled.count,
        open: got.stillOpen.count,
        cardPaid: got.total.card.paid.count,
        cardDeclined: got.total.card.declined.count,
      }
      if (JSON.stringify(seen) !== JSON.stringify(want))
        throw new Error(`report of ${count}: ${JSON.stringify(seen)}, expected ${JSON.stringify(want)}`)
      log(`close report: ${count} charges, totals right (${got.buckets.length} days)`)
      const variants = [
        {id: 'bare', label: '`node -e 0`', run: () => runWithPeakMemory(process.execPath, ['-e', '0'], {env})},
        {
          id: `report-${count}`,
          count,
          label: `\`payctl report --json\`, a year of ${count.toLocaleString('en-US')} charges`,
          run: () => runWithPeakMemory(process.execPath, [BIN, ...ARGS], {env, timeoutMs: 600_000}),
        },
      ]
      const measured = await peakMemoryRounds(variants, rounds, (m) => log(`close report: ${m}`))
      results.push(
        ...measured.variants
          .filter((v) => v.id !== 'bare' || results.length === 0)
          .map((v) => ({...v, count: v.id === 'bare' ? undefined : count})),
      )
    } finally {
      await stop(server)
    }
  }
  return {rounds, variants: results}
}

/** The Markdown table of a result. */
export function closeReportTable(result) {
  const rows = result.variants.map((v) => {
    const rate = v.count ? `${Math.round(v.count / (v.ms.median / 1000)).toLocaleString('en-US')} charges/s` : ''
    return `| ${v.label} | ${fmtRange(v.ms)} | ${fmtMiB(v.rss.median)} (${fmtMiB(v.rss.min)}–${fmtMiB(v.rss.max)}) | ${v.count ? fmtMiB(v.aboveBare) : ''} | ${rate} |`
  })
  return ['| run | wall time, median (min–max) | peak memory (maxRSS) | above bare node | rate |', '|---|---|---|---|---|', ...rows].join(
    '\n',
  )
}

const self = fileURLToPath(import.meta.url)
if (process.argv[1] === self) {
  if (process.argv.includes('--serve')) serve()
  else {
    const i = process.argv.indexOf('--rounds')
    const result = await runCloseReport({
      rounds: i > 0 ? Math.max(1, Number(process.argv[i + 1])) : 3,
      log: (m) => process.stderr.write(`${m}\n`),
    })
    process.stdout.write(`${closeReportTable(result)}\n`)
    process.stderr.write(`${JSON.stringify(result)}\n`)
    process.stderr.write(`(${fmtMs(result.variants.at(-1).ms.median)} for the last variant)\n`)
  }
}
