/**
 * payctl report over a year of 100,000 Bolepix charges (and their events) from a streaming stand-in server
 * (bench/close-report.mjs --serve, which generates the lists as it writes them): totals right, and peak memory
 * (maxRSS, written at exit by bench/lib/maxrss-preload.cjs) bounded: ~105 MB measured on Node 22, ~115 MB for
 * 300,000 (BENCHMARKS.md, bench/close-report.mjs). Holding the charges would take several hundred MB.
 */
import {spawn} from 'node:child_process'
import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {ROOT, runCli, tempDir} from '../../helpers/cli.js'
import {waitFor} from '../../helpers/wait.js'
// @ts-expect-error: a plain ES module of the bench, without types
import {expectedTotals} from '../../../bench/close-report.mjs'

const COUNT = 100_000
const TOKEN = 'bench-token-report-0123456789'
let url: string
let server: ReturnType<typeof spawn>

beforeAll(async () => {
  server = spawn(process.execPath, [join(ROOT, 'bench', 'close-report.mjs'), '--serve'], {
    env: {...process.env, BENCH_REPORT_COUNT: String(COUNT)},
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let err = ''
  server.stderr!.on('data', (d) => (err += d))
  await waitFor('the stand-in server', () => /listening on (http:\S+)/.test(err))
  url = /listening on (http:\S+)/.exec(err)![1]!
})
afterAll(() => {
  server?.kill('SIGTERM')
})

describe('payctl report of a year of 100,000 charges', () => {
  it('gives the totals the stand-in generated, in bounded memory', async () => {
    const rss = join(tempDir(), 'rss')
    const r = await runCli(['report', '--since', '2026-01-01', '--until', '2026-12-31', '--json'], {
      env: {
        PAYCTL_BASE_URL: url,
        PAYCTL_SELLER_ID: `seller-${COUNT}`,
        PAYCTL_ACCESS_TOKEN: TOKEN,
        TZ: 'UTC',
        BENCH_MAXRSS_OUT: rss,
        NODE_OPTIONS: `--require ${join(ROOT, 'bench', 'lib', 'maxrss-preload.cjs')}`,
      },
      timeoutMs: 120_000,
    })
    expect(r.code, r.stderr).toBe(0)
    const report = JSON.parse(r.stdout)
    const want = expectedTotals(COUNT)
    expect(report.total.bolepix.created.count).toBe(want.created)
    expect(report.total.bolepix.paid).toMatchObject({count: want.paid, amountCents: want.paidCents})
    expect(report.total.bolepix.cancelled.count).toBe(want.cancelled)
    expect(report.stillOpen.count).toBe(want.open)
    expect(report.total.card.paid.count).toBe(want.cardPaid)
    expect(report.total.card.declined.count).toBe(want.cardDeclined)
    expect(report.buckets.length).toBeGreaterThan(300)
    const peakMb = Number(readFileSync(rss, 'utf8')) / 1024
    expect(peakMb, `peak ${peakMb.toFixed(0)} MB`).toBeLessThan(200)
  }, 150_000)
})
