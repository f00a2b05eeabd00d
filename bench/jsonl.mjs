#!/usr/bin/env node
/**
 * Benchmark: `payctl bolepix list --jsonl` of 1,000,000 invoices in bounded memory (docs/scripting.md).
 * A stand-in server (this file with `--serve`) streams a JSON array of N invoice records, generated as it writes them
 * (never held whole), N read from the seller id (`seller-N`). The CLI's stdout goes to a pipe that counts its lines.
 * Measured: wall time and peak memory (maxRSS) for 100,000 and 1,000,000 records, next to bare `node -e 0`; the
 * memory of 1,000,000 records staying that of 100,000 is what "constant memory" means here. Every server binds
 * 127.0.0.1 on port 0 and is stopped at the end.
 *
 *   node bench/jsonl.mjs [--rounds N]      prints a Markdown table (and the raw figures as JSON on stderr)
 */
import {spawn} from 'node:child_process'
import {createServer} from 'node:http'
import {fileURLToPath} from 'node:url'
import {BIN, cliEnv, peakMemoryRounds, runWithPeakMemory, start, stop, waitForLine} from './lib/proc.mjs'
import {fmtMiB, fmtMs, fmtRange} from './lib/stats.mjs'

const TOKEN = 'bench-token-jsonl-0123456789'
const statuses = ['PENDING', 'PAID', 'CANCELLED', 'EXPIRED']
const t0 = Date.parse('2026-01-01T00:00:00Z')
const hex = (n, len) => n.toString(16).padStart(len, '0').slice(-len)
const uuid = (n, salt) => `${hex(n * 2654435761 + salt, 8)}-${hex(n, 4)}-4${hex(n * 7, 3)}-a${hex(n * 13, 3)}-${hex(n * 40503 + salt, 12)}`

/** The i-th invoice record (the shape of bench/lib/standin-server.mjs's). */
function record(i, sellerId) {
  return {
    id: uuid(i, 1),
    sellerId,
    invoiceId: uuid(i, 2),
    status: statuses[i % 4],
    insertedAt: new Date(t0 + i * 1000).toISOString(),
    orderId: uuid(i, 3),
    amount: Number(`${100 + (i % 900)}.${String(i % 100).padStart(2, '0')}`),
    dueDate: new Date(t0 + i * 1000 + 7 * 86_400_000).toISOString().slice(0, 10),
    debtor: {name: `Cliente ${i}`, document: '52998224725'},
  }
}

/** `--serve`: answers GET /bolepix/invoices?sellerId=seller-N with N records, streamed with backpressure. */
function serve() {
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost')
    if (req.headers.authorization !== `Bearer ${TOKEN}` || url.pathname !== '/bolepix/invoices') {
      res
        .writeHead(req.headers.authorization === `Bearer ${TOKEN}` ? 404 : 401, {'content-type': 'application/json'})
        .end('{"errors":{"detail":"no"}}')
      return
    }
    const sellerId = url.searchParams.get('sellerId') ?? ''
    const count = Number(/^seller-(\d+)$/.exec(sellerId)?.[1] ?? 0)
    res.writeHead(200, {'content-type': 'application/json'})
    let i = 0
    const pump = () => {
      while (i < count) {
        let chunk = ''
        for (let k = 0; k < 500 && i < count; k++, i++) chunk += (i === 0 ? '[' : ',') + JSON.stringify(record(i, sellerId))
        if (i === count) chunk += ']'
        if (!res.write(chunk)) return void res.once('drain', pump)
      }
      res.end(count === 0 ? '[]' : '')
    }
    pump()
  })
  server.listen(0, '127.0.0.1', () => process.stderr.write(`listening on http://127.0.0.1:${server.address().port}\n`))
  process.on('SIGTERM', () => process.exit(0))
}

/** One run whose stdout lines are counted (none kept): checks that every record was printed, each a JSON line. */
function countLines(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {env, stdio: ['ignore', 'pipe', 'pipe']})
    let lines = 0
    let last = ''
    let stderr = ''
    child.stdout.on('data', (d) => {
      for (let k = d.indexOf(10); k !== -1; k = d.indexOf(10, k + 1)) lines++
      last = d.subarray(Math.max(0, d.length - 400)).toString('utf8')
    })
    child.stderr.on('data', (d) => (stderr += d))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve({lines, last}) : reject(new Error(`exited ${code}: ${stderr.slice(-500)}`))))
  })
}

export async function runJsonl({rounds = 3, counts = [100_000, 1_000_000], log = () => {}} = {}) {
  const server = start(process.execPath, [fileURLToPath(import.meta.url), '--serve'])
  try {
    const line = await waitForLine(server.stderr, (l) => l.includes('listening on'), 30_000, 'the stand-in server')
    const url = line.match(/http:\/\/127\.0\.0\.1:\d+/)[0]
    const envFor = (count) => cliEnv({PAYCTL_BASE_URL: url, PAYCTL_SELLER_ID: `seller-${count}`, PAYCTL_ACCESS_TOKEN: TOKEN})
    // Warm-up (the compile cache) and the check: one JSON line per record, the last one whole.
    for (const count of counts) {
      const {lines, last} = await countLines(['bolepix', 'list', '--jsonl'], envFor(count))
      if (lines !== count) throw new Error(`bolepix list --jsonl printed ${lines} lines for ${count} records`)
      JSON.parse(last.trimEnd().split('\n').pop())
      log(`jsonl: ${count} records → ${lines} lines`)
    }
    const variants = [
      {id: 'bare', label: '`node -e 0`', run: () => runWithPeakMemory(process.execPath, ['-e', '0'], {env: envFor(0)})},
      ...counts.map((count) => ({
        id: `jsonl-${count}`,
        count,
        label: `\`payctl bolepix list --jsonl\`, ${count.toLocaleString('en-US')} records (pipe)`,
        run: () => runWithPeakMemory(process.execPath, [BIN, 'bolepix', 'list', '--jsonl'], {env: envFor(count), timeoutMs: 600_000}),
      })),
    ]
    const {bareRss, variants: measured} = await peakMemoryRounds(variants, rounds, (m) => log(`jsonl: ${m}`))
    return {rounds, bareRss, variants: measured.map((v, i) => ({...v, count: variants[i].count}))}
  } finally {
    await stop(server)
  }
}

/** The Markdown table of a result. */
export function jsonlTable(result) {
  const rows = result.variants.map((v) => {
    const rate = v.count ? `${Math.round(v.count / (v.ms.median / 1000)).toLocaleString('en-US')} records/s` : ''
    return `| ${v.label} | ${fmtRange(v.ms)} | ${fmtMiB(v.rss.median)} (${fmtMiB(v.rss.min)}–${fmtMiB(v.rss.max)}) | ${v.count ? fmtMiB(v.aboveBare) : ''} | ${v.outBytes ? fmtMiB(v.outBytes) : ''} | ${rate} |`
  })
  return [
    '| run | wall time, median (min–max) | peak memory (maxRSS) | above bare node | printed | rate |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n')
}

const self = fileURLToPath(import.meta.url)
if (process.argv[1] === self) {
  if (process.argv.includes('--serve')) serve()
  else {
    const i = process.argv.indexOf('--rounds')
    const result = await runJsonl({
      rounds: i > 0 ? Math.max(1, Number(process.argv[i + 1])) : 3,
      log: (m) => process.stderr.write(`${m}\n`),
    })
    process.stdout.write(`${jsonlTable(result)}\n`)
    process.stderr.write(`${JSON.stringify(result)}\n`)
    process.stderr.write(`(${fmtMs(result.variants.at(-1).ms.median)} for the last variant)\n`)
  }
}
