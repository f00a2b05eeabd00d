/**
 * payctl report against the real sandbox: its totals checked against the sandbox's own records (the invoice list and
 * the events read over HTTP here): charges created, paid (sandbox pay), cancelled and left open; card payments paid,
 * pre-authorized and declined (a declining test card); and "still open" at an earlier end of the period.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {runInProcess as runCli} from '../../helpers/in-process.js'
import {withSandbox, type TestSandbox} from '../../helpers/sandbox.js'
import {REPORT_FIELDS} from '../../../src/schemas/report-fields.js'
import {requiredFlags} from '../bolepix/helpers.js'
import {CARD_FLAGS, CUSTOMER_FLAGS} from '../card/env.js'

let sb: TestSandbox
const ids: string[] = []
let beforeMoves: string

async function ok(args: string[], input?: string): Promise<string> {
  const r = await runCli(args, {env: sb.env, input})
  expect(r.code, r.stderr).toBe(0)
  return r.stdout
}

async function sandboxGet(path: string): Promise<any> {
  const res = await fetch(sb.url + path, {headers: {authorization: `Bearer ${sb.sandbox.accessToken}`}})
  return res.json()
}

beforeAll(async () => {
  sb = await withSandbox()
  for (const amount of ['100,00', '200,50', '300,00', '400,25'])
    ids.push((await ok(['bolepix', 'create', ...requiredFlags({amount}), '-q'])).trim())
  await new Promise((r) => setTimeout(r, 30))
  beforeMoves = new Date().toISOString()
  await new Promise((r) => setTimeout(r, 30))
  await ok(['sandbox', 'pay', ids[0]!])
  await ok(['sandbox', 'pay', ids[1]!])
  await ok(['bolepix', 'cancel', ids[2]!, '--reason', 'duplicate', '--yes'])
  await ok(['card', 'pay', ...CARD_FLAGS, ...CUSTOMER_FLAGS], '5155901222280001\n')
  await ok(['card', 'pay', ...CARD_FLAGS, ...CUSTOMER_FLAGS, '--delay-capture'], '4012001037141112\n')
  const declined = await runCli(['card', 'pay', ...CARD_FLAGS, ...CUSTOMER_FLAGS], {env: sb.env, input: '5155901222270002\n'})
  expect(declined.code).toBe(1)
}, 90_000)
afterAll(async () => {
  await sb?.close()
})

const cents = (reais: number) => Math.round(reais * 100)

describe('payctl report against the sandbox', () => {
  it("totals equal the sandbox's own records", async () => {
    const report = JSON.parse(await ok(['report', '--since', '1h', '--json']))
    const invoices = (await sandboxGet(`/bolepix/invoices?sellerId=${encodeURIComponent(sb.sellerId)}`)) as any[]
    const events = ((await sandboxGet('/api/events')) as {data: any[]}).data
    const sum = (list: any[], get: (x: any) => number) => ({count: list.length, amountCents: list.reduce((s, x) => s + get(x), 0)})
    const byStatus = (s: string) => invoices.filter((i) => i.status === s)
    const cardEvents = (name: string) => events.filter((e) => e.event === name).map((e) => e.data)

    const expected = {
      created: sum(invoices, (i) => cents(i.amount)),
      paid: sum(byStatus('PAID'), (i) => cents(i.amountPaid)),
      cancelled: sum(byStatus('CANCELLED'), (i) => cents(i.amount)),
      stillOpen: sum(byStatus('PENDING'), (i) => cents(i.amount)),
      cardPaid: sum(cardEvents('PAYMENT.PAID'), (p) => p.total_cents),
      cardPre: sum(cardEvents('PAYMENT.PRE_AUTHORIZED'), (p) => p.total_cents),
      cardDeclined: sum(cardEvents('PAYMENT.DECLINED'), (p) => p.total_cents),
    }
    // What this test did, so that the comparison is not of two empty lists.
    expect(expected.created).toEqual({count: 4, amountCents: 100_075})
    expect(expected.paid).toEqual({count: 2, amountCents: 30_050})
    expect(expected.cancelled).toEqual({count: 1, amountCents: 30_000})
    expect(expected.stillOpen).toEqual({count: 1, amountCents: 40_025})
    expect([expected.cardPaid.count, expected.cardPre.count, expected.cardDeclined.count]).toEqual([1, 1, 1])

    const t = report.total
    const tally = (x: {count: number; amountCents: number}) => ({count: x.count, amount: x.amountCents / 100, amountCents: x.amountCents})
    expect(t.bolepix.created).toEqual(tally(expected.created))
    expect(t.bolepix.paid).toEqual(tally(expected.paid))
    expect(t.bolepix.cancelled).toEqual(tally(expected.cancelled))
    expect(t.bolepix.expired).toEqual(tally({count: 0, amountCents: 0}))
    expect(report.stillOpen).toEqual(tally(expected.stillOpen))
    expect(t.card.paid).toEqual(tally(expected.cardPaid))
    expect(t.card.preAuthorized).toEqual(tally(expected.cardPre))
    expect(t.card.declined).toEqual(tally(expected.cardDeclined))
    expect(t.moneyIn).toEqual(tally({count: 3, amountCents: expected.paid.amountCents + expected.cardPaid.amountCents}))
    // The days add up to the total (one day, unless the test ran across midnight).
    const created = report.buckets.reduce((s: number, b: any) => s + b.bolepix.created.amountCents, 0)
    expect(created).toBe(t.bolepix.created.amountCents)
    if (report.buckets.length === 1) expect({...report.buckets[0], bucket: 'total'}).toEqual(t)
    expect(report.by).toBe('day')
    expect(report.firstDay).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(report.notGiven.join(' ')).toMatch(/fees.*settlement/)
  })

  it('a period that ended before the payments: every charge created was still open, nothing paid', async () => {
    const report = JSON.parse(await ok(['report', '--since', '1h', '--until', beforeMoves, '--json']))
    expect(report.total.bolepix.created.count).toBe(4)
    expect(report.total.bolepix.paid.count).toBe(0)
    expect(report.total.bolepix.cancelled.count).toBe(0)
    expect(report.stillOpen).toEqual({count: 4, amount: 1000.75, amountCents: 100_075})
  })

  it('on a pipe a tab-separated row per day and a total row; --csv every field', async () => {
    const tsv = (await ok(['report', '--since', '1h'])).trimEnd().split('\n')
    expect(tsv[0]!.split('\t').slice(0, 5)).toEqual(['PERIOD', 'BOLEPIX PAID', 'CARD PAID', 'CREATED', 'MONEY IN'])
    expect(tsv.at(-1)!.split('\t').slice(0, 5)).toEqual(['total', '2 · R$ 300,50', '1 · R$ 100,00', '4 · R$ 1.000,75', '3 · R$ 400,50'])
    const csv = (await ok(['report', '--since', '1h', '--csv'])).trimEnd().split('\r\n')
    expect(csv[0]).toBe(REPORT_FIELDS.join(','))
    expect(csv.at(-1)!.startsWith('total,4,1000.75,100075,2,300.50,30050,')).toBe(true)
  })

  it('names every wrong flag at once (exit 2, nothing sent)', async () => {
    const r = await runCli(['report', '--since', 'yesterday-ish', '--until', 'soon'], {env: sb.env})
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('--since: "yesterday-ish" is not a date')
    expect(r.stderr).toContain('--until: "soon" is not a date')
  })

  it("on a sandbox whose clock was moved, the default period (today so far) and 7d are the sandbox's", async () => {
    const own = await withSandbox()
    try {
      const moved = await runCli(['sandbox', 'clock', '+3d', '--json'], {env: own.env})
      expect(moved.code, moved.stderr).toBe(0)
      const created = await runCli(['bolepix', 'create', ...requiredFlags({'due-date': '+7d'}), '-q'], {env: own.env})
      expect(created.code, created.stderr).toBe(0)
      const sandboxToday = (
        (await (await fetch(`${own.url}/_sandbox/clock`, {headers: {authorization: `Bearer ${own.sandbox.accessToken}`}})).json()) as {
          today: string
        }
      ).today
      expect(sandboxToday).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      for (const args of [[], ['--since', '7d']]) {
        const r = await runCli(['report', ...args, '--json'], {env: own.env})
        expect(r.code, r.stderr).toBe(0)
        const report = JSON.parse(r.stdout)
        expect(report.lastDay).toBe(sandboxToday)
        expect(report.total.bolepix.created.count).toBe(1)
      }
    } finally {
      await own.close()
    }
  })
})
