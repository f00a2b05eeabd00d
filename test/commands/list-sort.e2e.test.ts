/**
 * --sort on the lists of records (docs/decisions.md#sorting-lists), in-process against the sandbox (a pseudo-terminal
 * for the terminal's table, through the built CLI): the
 * same order in every form (a terminal's table, TSV on a pipe, --json, --jsonl, --csv), amounts as numbers and dates
 * by time, ties in the service's order, --limit as the first N of that order; an unknown field is exit 2 naming the
 * fields, with nothing sent to the service.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {runInProcess} from '../helpers/in-process.js'
import {ptyDriver, runInPty} from '../helpers/pty.js'
import {withSandbox, type TestSandbox} from '../helpers/sandbox.js'
import {bolepixBody, call, dueIn} from '../sandbox/util.js'
import {localDate} from '../../src/schemas/dates.js'

const frozen = new Date('2026-03-10T15:00:00Z')
const today = localDate(frozen)
// Charges 1 and 4 have the same amount (a tie kept in the service's order); 1 and 3 the same due date.
const AMOUNTS = [150.75, 9.9, 1234.56, 100, 9.9]
const DUE_DAYS = [10, 3, 20, 3, 1]

let sb: TestSandbox
const ids: string[] = []
let requests = 0

beforeAll(async () => {
  sb = await withSandbox({now: () => frozen, onRequest: () => void requests++})
  // Three webhooks registered out of alphabetical order (their targets down: loopback, nothing listening), before the
  // charges: each charge-create is a notification to each.
  for (const path of ['/c-orders', '/a-payments', '/b-charges']) {
    const r = await call(sb, 'POST', '/api/webhooks', {
      webhook: {target: `http://127.0.0.1:9${path}`, events: ['charge-create'], authorization: 'token-x'},
    })
    expect(r.status, r.text).toBeLessThan(300)
  }
  for (const [i, amount] of AMOUNTS.entries()) {
    const r = await call(sb, 'POST', '/api/v2/payments/bolepix', bolepixBody({amount, dueDate: dueIn(DUE_DAYS[i]!, today)}, today))
    expect(r.status, r.text).toBeLessThan(300)
    ids.push((r.body as {invoiceId: string}).invoiceId)
  }
}, 30_000)

afterAll(async () => {
  await sb?.close()
})

const run = (args: string[]) => runInProcess(args, {env: {...sb.env, TZ: 'UTC'}})
/** The charges' indexes (0–4) in the order their invoice ids appear in `text`. */
const order = (text: string) =>
  ids
    .map((id, i) => ({i, at: text.indexOf(id.slice(0, 8))}))
    .filter((x) => x.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((x) => x.i)

describe('bolepix list --sort, in every form', () => {
  it('a pipe (TSV): amount:desc, numerically (1234,56 > 150,75 > 100 > 9,90), the tie in the service order', async () => {
    const r = await run(['bolepix', 'list', '--sort', 'amount:desc'])
    expect(r.code, r.stderr).toBe(0)
    expect(r.stderr).toBe('')
    expect(order(r.stdout)).toEqual([2, 0, 3, 1, 4])
    // The header first, as without --sort.
    expect(r.stdout.split('\n')[0]).toMatch(/^INVOICE ID\t/)
  })

  it('--json: dueDate then amount (the due dates as dates; the two due on day 3 by amount)', async () => {
    const r = await run(['bolepix', 'list', '--sort', 'dueDate,amount', '--json'])
    expect(r.code, r.stderr).toBe(0)
    const records = JSON.parse(r.stdout) as {invoiceId: string}[]
    expect(records.map((x) => ids.indexOf(x.invoiceId))).toEqual([4, 1, 3, 0, 2])
  })

  it('--jsonl: amount ascending, the tie in the service order', async () => {
    const r = await run(['bolepix', 'list', '--sort', 'amount', '--jsonl'])
    expect(r.code, r.stderr).toBe(0)
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as {invoiceId: string})
    expect(lines.map((x) => ids.indexOf(x.invoiceId))).toEqual([1, 4, 3, 0, 2])
  })

  it('--csv with --limit 2: the two largest, not the two most recent', async () => {
    const r = await run(['bolepix', 'list', '--sort', 'amount:desc', '--limit', '2', '--csv', '--fields', 'invoiceId,amount'])
    expect(r.code, r.stderr).toBe(0)
    expect(r.stdout).toBe(`invoiceId,amount\r\n${ids[2]},1234.56\r\n${ids[0]},150.75\r\n`)
  })

  it('without --sort, nothing changes: the service order, complete', async () => {
    const r = await run(['bolepix', 'list', '--jsonl'])
    expect(order(r.stdout)).toEqual([0, 1, 2, 3, 4])
  })

  it.skipIf(!ptyDriver())('a terminal: the table in the --sort order, not newest first', async () => {
    const r = await runInPty(['bolepix', 'list', '--sort', 'amount:desc'], {env: {...sb.env, TZ: 'UTC'}, steps: []})
    expect(r.code, r.screen).toBe(0)
    expect(order(r.screen)).toEqual([2, 0, 3, 1, 4])
    expect([...r.screen.matchAll(/R\$ [\d.,]+/g)].map((m) => m[0])).toEqual(['R$ 1.234,56', 'R$ 150,75', 'R$ 100,00', 'R$ 9,90', 'R$ 9,90'])
    // All five shown: no "of" note.
    expect(r.screen).not.toMatch(/\d+ of \d+: --limit/)
    // Without --sort, the same terminal shows the newest first.
    const plain = await runInPty(['bolepix', 'list'], {env: {...sb.env, TZ: 'UTC'}, steps: []})
    expect(order(plain.screen)).toEqual([4, 3, 2, 1, 0])
  })
})

describe('--sort on the other lists', () => {
  it('events list: by the amount of the charge each event is about, largest first', async () => {
    const r = await run(['events', 'list', '--sort', 'data.amount:desc', '--jsonl', '--fields', 'data.invoiceId,data.amount'])
    expect(r.code, r.stderr).toBe(0)
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as {'data.invoiceId': string})
    expect(lines.map((x) => ids.indexOf(x['data.invoiceId']))).toEqual([2, 0, 3, 1, 4])
  })

  it('webhook list: by target, as text, on a pipe', async () => {
    const r = await run(['webhook', 'list', '--sort', 'target'])
    expect(r.code, r.stderr).toBe(0)
    const targets = r.stdout
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => /http:\/\/\S+/.exec(l)![0])
    expect(targets).toEqual(['http://127.0.0.1:9/a-payments', 'http://127.0.0.1:9/b-charges', 'http://127.0.0.1:9/c-orders'])
  })

  it('events notifications: the same records as without --sort, in the order of event then target', async () => {
    const plain = JSON.parse((await run(['events', 'notifications', '--json'])).stdout) as {id: string; event: string; target: string}[]
    expect(plain.length).toBeGreaterThanOrEqual(15)
    const r = await run(['events', 'notifications', '--sort', 'event,target:desc', '--json'])
    expect(r.code, r.stderr).toBe(0)
    const sorted = JSON.parse(r.stdout) as {id: string; event: string; target: string}[]
    // Array.prototype.sort is stable: the expected order, ties in the service's.
    const expected = [...plain].sort((a, b) =>
      a.event < b.event ? -1 : a.event > b.event ? 1 : a.target < b.target ? 1 : a.target > b.target ? -1 : 0,
    )
    expect(sorted.map((n) => n.id)).toEqual(expected.map((n) => n.id))
  })
})

describe('a --sort that names no field', () => {
  it('exit 2 naming the fields, before anything is sent, on every list', async () => {
    for (const [command, field] of [
      [['bolepix', 'list'], 'amountPaid, paidAt'],
      [['events', 'list'], 'data.invoiceId'],
      [['events', 'notifications'], 'attempt_count'],
      [['webhook', 'list'], 'target, events'],
    ] as const) {
      const before = requests
      const r = await run([...command, '--sort', 'amout:desc,-status'])
      expect(r.code, command.join(' ')).toBe(2)
      expect(r.stderr).toContain('error: --sort: ')
      expect(r.stderr).toContain('no field "amout"')
      expect(r.stderr).toContain(field)
      expect(r.stdout).toBe('')
      expect(requests, `${command.join(' ')} sent a request`).toBe(before)
    }
  })

  it('webhook list does not sort by the authorization token (the order would tell of the secrets it masks)', async () => {
    const before = requests
    const r = await run(['webhook', 'list', '--sort', 'authorization'])
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('--sort: no field "authorization"; the fields are id, target, events, inserted_at')
    expect(requests).toBe(before)
  })

  it('--json: the error as JSON on stdout; a -FIELD says to write FIELD:desc', async () => {
    const r = await run(['bolepix', 'list', '--sort=-amount', '--json'])
    expect(r.code).toBe(2)
    expect(JSON.parse(r.stdout).error).toMatchObject({code: 'usage', message: '--sort: "-amount": for descending write amount:desc'})
  })
})
