/**
 * `bolepix list` of a big answer through the built CLI: parsed and printed as it arrives (docs/performance.md), with
 * exactly the text of the whole-list path: --json as JSON.stringify(records, null, 2), TSV line by line.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {runInProcess} from '../../helpers/in-process.js'
import {sendJson, startRecordingServer, type RecordingServer} from '../../helpers/recording-server.js'

const records = Array.from({length: 1500}, (_, i) => ({
  id: `rec-${i}`,
  sellerId: 'seller-1',
  invoiceId: `inv-${String(i).padStart(5, '0')}`,
  status: ['PENDING', 'PAID', 'CANCELLED'][i % 3]!,
  insertedAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
  amount: 100 + i / 100,
  note: i === 7 ? 'quote " and \\ and ] and }' : undefined,
}))

let server: RecordingServer
let answer: unknown = records
const env = () => ({PAYCTL_BASE_URL: server.url, PAYCTL_SELLER_ID: 'seller-1', PAYCTL_ACCESS_TOKEN: 'tok_test_0123456789'})

beforeAll(async () => {
  server = await startRecordingServer((_req, res) => sendJson(res, 200, answer))
})
afterAll(async () => server.close())

describe('bolepix list of a big answer', () => {
  it('--json prints every record, the same text as the whole list would give', async () => {
    answer = records
    const r = await runInProcess(['bolepix', 'list', '--json'], {env: env()})
    expect(r.code, r.stderr).toBe(0)
    expect(r.stdout).toBe(`${JSON.stringify(records, null, 2)}\n`)
    expect(server.requests.at(-1)).toMatchObject({method: 'GET', path: '/bolepix/invoices', query: {sellerId: 'seller-1'}})
  })

  it('--json unwraps a {"data": [...]} envelope and applies --status here too', async () => {
    answer = {data: records, count: records.length}
    const r = await runInProcess(['bolepix', 'list', '--json', '--status', 'paid'], {env: env()})
    expect(r.code, r.stderr).toBe(0)
    expect(JSON.parse(r.stdout)).toEqual(records.filter((x) => x.status === 'PAID'))
  })

  it('--json of an empty list prints []', async () => {
    answer = []
    const r = await runInProcess(['bolepix', 'list', '--json'], {env: env()})
    expect(r.code, r.stderr).toBe(0)
    expect(r.stdout).toBe('[]\n')
  })

  it('TSV on a pipe: a header and one line per record', async () => {
    answer = records
    const r = await runInProcess(['bolepix', 'list'], {env: env()})
    expect(r.code, r.stderr).toBe(0)
    const lines = r.stdout.trimEnd().split('\n')
    expect(lines[0]).toBe('INVOICE ID\tSTATUS\tAMOUNT\tDUE DATE\tDEBTOR\tDOCUMENT\tCREATED\tORDER ID')
    expect(lines).toHaveLength(records.length + 1)
    expect(lines[1]).toMatch(/^inv-00000\tPENDING\tR\$ 100,00\t\t\t\t2026-01-01 \d\d:00:00\t$/)
  })

  it('a record the CLI cannot read is named by its index (exit 1); a pipe has only whole lines of the records before it', async () => {
    answer = records.map((x, i) => (i === 1234 ? {...x, invoiceId: 42} : x))
    const r = await runInProcess(['bolepix', 'list'], {env: env()})
    expect(r.code).toBe(1)
    expect(r.stderr).toMatch(/unexpected answer from GET \/bolepix\/invoices: \[1234\]\.invoiceId: /)
    // TSV streams as records arrive: what came before the bad record may be printed, in whole lines, never past it.
    const lines = r.stdout.split('\n')
    expect(lines.at(-1)).toBe('')
    expect(lines.length - 2).toBeLessThanOrEqual(1234)
    lines.slice(1, -1).forEach((l, i) => expect(l.startsWith(`inv-${String(i).padStart(5, '0')}\t`)).toBe(true))
  })

  it('--jsonl: one compact line per record, in order, each the record as sent; --fields picks the keys', async () => {
    answer = records
    const r = await runInProcess(['bolepix', 'list', '--jsonl'], {env: env()})
    expect(r.code, r.stderr).toBe(0)
    expect(r.stdout).toBe(records.map((x) => `${JSON.stringify(x)}\n`).join(''))
    const picked = await runInProcess(['bolepix', 'list', '--jsonl', '--fields', 'status,invoiceId', '--limit', '2'], {env: env()})
    expect(picked.stdout).toBe(
      records
        .slice(-2)
        .map((x) => `{"status":"${x.status}","invoiceId":"${x.invoiceId}"}\n`)
        .join(''),
    )
  })

  it('--jsonl writes records as they arrive: the first lines are out before the answer ends', async () => {
    const {spawnCli} = await import('../../helpers/cli.js')
    let release: () => void = () => undefined
    const held = new Promise<void>((r) => (release = r))
    server.handle(async (_req, res) => {
      res.writeHead(200, {'content-type': 'application/json'})
      res.write(
        `[${records
          .slice(0, 200)
          .map((x) => JSON.stringify(x))
          .join(',')}`,
      )
      await held
      res.end(
        `,${records
          .slice(200)
          .map((x) => JSON.stringify(x))
          .join(',')}]`,
      )
    })
    const run = spawnCli(['bolepix', 'list', '--jsonl'], {env: env()})
    try {
      const first = await run.line((l) => l.includes('"inv-00000"'), 'the first record')
      expect(JSON.parse(first)).toEqual(records[0])
    } finally {
      release()
      server.handle((_req, res) => sendJson(res, 200, answer))
    }
    const r = await run.result
    expect(r.code, r.stderr).toBe(0)
    expect(r.stdout.trimEnd().split('\n')).toHaveLength(records.length)
  })

  it('an answer that is not a list is an error, not an empty list', async () => {
    answer = {errors: {detail: 'maintenance'}}
    const r = await runInProcess(['bolepix', 'list', '--json'], {env: env()})
    expect(r.code).toBe(1)
    expect(r.stderr).toMatch(/unexpected answer from GET \/bolepix\/invoices/)
  })
})
