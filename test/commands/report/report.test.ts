/**
 * payctl report against the real sandbox: its totals checked against the sandbox's own records (the invoice list and
 * the events read over HTTP here): charges created, paid (sandbox pay), cancelled and left open; card payments paid,
 * pre-authorized and declined (a declining test card); and "still open" at an earlier end of the period.
 */
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {tempDir} from '../../helpers/cli.js'
import {runInProcess} from '../../helpers/in-process.js'
import {withSandbox, type TestSandbox} from '../../helpers/sandbox.js'
import {sendJson, startRecordingServer} from '../../helpers/recording-server.js'
import {onCleanup} from '../../helpers/cleanup.js'
import {REPORT_FIELDS} from '../../../src/schemas/report-fields.js'
import {requiredFlags} from '../bolepix/helpers.js'
import {CARD_FLAGS, CUSTOMER_FLAGS} from '../card/env.js'
import {waitFor} from '../../helpers/wait.js'

let sb: TestSandbox
const ids: string[] = []
let beforeMoves: string

async function ok(args: string[], input?: string): Promise<string> {
  const r = await runInProcess(args, {env: sb.env, input})
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
  // The boundary falls strictly between the creations and the moves: the clock moves on (a millisecond) each side.
  const created = Date.now()
  await waitFor('the clock to move past the creations', () => Date.now() > created, 5000, 1)
  beforeMoves = new Date().toISOString()
  await waitFor('the clock to move past the boundary', () => Date.now() > Date.parse(beforeMoves), 5000, 1)
  await ok(['sandbox', 'pay', ids[0]!])
  await ok(['sandbox', 'pay', ids[1]!])
  await ok(['bolepix', 'cancel', ids[2]!, '--reason', 'duplicate', '--yes'])
  await ok(['card', 'pay', ...CARD_FLAGS, ...CUSTOMER_FLAGS], '5155901222280001\n')
  await ok(['card', 'pay', ...CARD_FLAGS, ...CUSTOMER_FLAGS, '--delay-capture'], '4012001037141112\n')
  const declined = await runInProcess(['card', 'pay', ...CARD_FLAGS, ...CUSTOMER_FLAGS], {env: sb.env, input: '5155901222270002\n'})
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

  it('--xlsx: the period column holds date cells (dd/mm/aaaa with --locale pt-BR; a month its first day, shown as the month), the total text', async () => {
    const {default: ExcelJS} = await import('exceljs')
    const periods = async (...args: string[]) => {
      const file = join(tempDir(), 'report.xlsx')
      await ok(['report', '--since', '1h', ...args, '--xlsx', file])
      const wb = new ExcelJS.Workbook()
      await wb.xlsx.readFile(file)
      const ws = wb.worksheets[0]!
      expect(ws.getCell('A1').value).toBe('bucket')
      const cells = Array.from({length: ws.rowCount - 1}, (_, i) => ws.getCell(`A${i + 2}`))
      expect(cells.at(-1)!.value).toBe('total')
      return cells.slice(0, -1).map((c) => [c.value instanceof Date ? c.value.toISOString().slice(0, 10) : c.value, c.numFmt])
    }
    const day = new Date().toISOString().slice(0, 10)
    const days = await periods('--locale', 'pt-BR')
    expect(days.length).toBeGreaterThan(0)
    for (const [value, format] of days) expect([value, format]).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), 'dd/mm/yyyy'])
    expect(days.at(-1)![0]).toBe(day)
    expect((await periods()).at(-1)).toEqual([day, 'yyyy-mm-dd'])
    expect((await periods('--by', 'month', '--locale', 'pt-BR')).at(-1)).toEqual([`${day.slice(0, 7)}-01`, 'mm/yyyy'])
  })

  it('names every wrong flag at once (exit 2, nothing sent)', async () => {
    const r = await runInProcess(['report', '--since', 'yesterday-ish', '--until', 'soon'], {env: sb.env})
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('--since: "yesterday-ish" is not a date')
    expect(r.stderr).toContain('--until: "soon" is not a date')
  })

  it("on a sandbox whose clock was moved, the default period (today so far) and 7d are the sandbox's", async () => {
    const own = await withSandbox()
    try {
      const moved = await runInProcess(['sandbox', 'clock', '+3d', '--json'], {env: own.env})
      expect(moved.code, moved.stderr).toBe(0)
      const created = await runInProcess(['bolepix', 'create', ...requiredFlags({'due-date': '+7d'}), '-q'], {env: own.env})
      expect(created.code, created.stderr).toBe(0)
      const sandboxToday = (
        (await (await fetch(`${own.url}/_sandbox/clock`, {headers: {authorization: `Bearer ${own.sandbox.accessToken}`}})).json()) as {
          today: string
        }
      ).today
      expect(sandboxToday).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      for (const args of [[], ['--since', '7d']]) {
        const r = await runInProcess(['report', ...args, '--json'], {env: own.env})
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

describe('payctl report against a service that repeats itself and sends odd amounts', () => {
  // Each event or record as the service might send it: the same event twice, two payment events for one charge, a
  // record listed twice, and amounts that cannot be money.
  const at = new Date(Date.now() - 60_000).toISOString()
  const charge = (invoiceId: string, amount: unknown, extra: Record<string, unknown> = {}) => ({
    invoiceId,
    status: 'PAID',
    amount,
    amountPaid: amount,
    insertedAt: at,
    paidAt: at,
    dueDate: '2099-01-01',
    ...extra,
  })
  const event = (id: string, name: string, data: Record<string, unknown>) => ({id, event: name, inserted_at: at, data})
  const EVENTS = [
    event('ev-1', 'charge-in', charge('inv-1', 100)),
    event('ev-1', 'charge-in', charge('inv-1', 100)), // the same event, repeated
    event('ev-2', 'charge-in', charge('inv-1', 100)), // a second payment event for the same charge
    event('ev-3', 'charge-in', charge('inv-2', -50)),
    event('ev-4', 'charge-in', charge('inv-3', 10.005)),
    event('ev-5', 'PAYMENT.PAID', {id: 'pay-1', total_cents: 2500}),
    event('ev-5', 'PAYMENT.PAID', {id: 'pay-1', total_cents: 2500}),
    event('ev-6', 'PAYMENT.PAID', {id: 'pay-2', total_cents: 1e21}),
    event('ev-7', 'PAYMENT.DECLINED', {id: 'pay-3', total_cents: 12.5}),
  ]
  const INVOICES = [charge('inv-1', 100), charge('inv-1', 100), charge('inv-4', 20)]

  it('counts each charge once and names every odd amount, summing none (a warning line; oddAmounts in --json)', async () => {
    const server = await startRecordingServer((req, res) => sendJson(res, 200, req.path === '/api/events' ? {data: EVENTS} : INVOICES))
    onCleanup(() => server.close())
    const env = {PAYCTL_BASE_URL: server.url, PAYCTL_SELLER_ID: 'seller-1', PAYCTL_ACCESS_TOKEN: 'tok_report_ABCDEFGHIJKLMNOP'}
    const r = await runInProcess(['report', '--since', '1h', '--json'], {env})
    expect(r.code, r.stderr).toBe(0)
    const report = JSON.parse(r.stdout)
    const t = report.total
    // inv-1 once (R$ 100), inv-2 and inv-3 counted but not summed.
    expect(t.bolepix.paid).toEqual({count: 3, amount: 100, amountCents: 10_000})
    expect(t.card.paid).toEqual({count: 2, amount: 25, amountCents: 2_500})
    expect(t.card.declined).toEqual({count: 1, amount: 0, amountCents: 0})
    expect(t.moneyIn).toEqual({count: 5, amount: 125, amountCents: 12_500})
    // The record listed twice is created once.
    expect(t.bolepix.created).toEqual({count: 2, amount: 120, amountCents: 12_000})
    expect(report.oddAmountsCount).toBe(4)
    expect(report.oddAmounts).toEqual([
      {measure: 'bolepix.paid', id: 'inv-2', eventId: 'ev-3', amount: -50, why: 'negative'},
      {measure: 'bolepix.paid', id: 'inv-3', eventId: 'ev-4', amount: 10.005, why: 'not whole cents'},
      {measure: 'card.paid', id: 'pay-2', eventId: 'ev-6', amount: 1e21, why: 'above R$ 10.000.000.000,00'},
      {measure: 'card.declined', id: 'pay-3', eventId: 'ev-7', amount: 12.5, why: 'not whole cents'},
    ])
    expect(r.stderr).toBe(
      [
        'warning: 4 amounts that cannot be money counted but not summed:',
        '  bolepix.paid charge inv-2, event ev-3: -50 (negative)',
        '  bolepix.paid charge inv-3, event ev-4: 10.005 (not whole cents)',
        '  card.paid charge pay-2, event ev-6: 1e+21 (above R$ 10.000.000.000,00)',
        '  card.declined charge pay-3, event ev-7: 12.5 (not whole cents)',
        '',
      ].join('\n'),
    )
  })
})
