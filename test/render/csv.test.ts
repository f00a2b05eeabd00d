/**
 * `--csv` (render/csv.ts, docs/scripting.md#--csv) read back by a real CSV parser (csv-parse, as a spreadsheet import
 * or a script would read it): every row intact whatever its names hold (quotes, commas, line breaks), a cell that a
 * spreadsheet would run as a formula neutralised with `'`, money a plain decimal, the same header for an empty list,
 * CRLF line ends, a BOM only with --csv-bom.
 */
import {parse} from 'csv-parse/sync'
import {describe, expect, it} from 'vitest'
import {runInProcess} from '../helpers/in-process.js'
import {sendJson, sharedRecordingServer} from '../helpers/recording-server.js'
import {INVOICE_FIELDS} from '../../src/schemas/record-fields.js'

const server = sharedRecordingServer()
const env = () => ({PAYCTL_BASE_URL: server.url, PAYCTL_SELLER_ID: 'seller-csv', PAYCTL_ACCESS_TOKEN: 'tok_csv_ABCDEFGHIJKLMNOP1234'})

const names = [
  '=HYPERLINK("http://evil")',
  '+55 11 5555-0000',
  '-2+3',
  '@SUM(A1:A9)',
  '\tTabbed',
  '\rReturned',
  'Silva, Maria "Mari"',
  'Line one\nline two',
  'José Ñandú 🙂',
  'Plain',
]
const records = names.map((name, i) => ({
  id: `rec-${i}`,
  invoiceId: `inv-${i}`,
  sellerId: 'seller-csv',
  status: i % 2 ? 'PAID' : 'PENDING',
  insertedAt: `2026-05-0${(i % 9) + 1}T10:00:00.000Z`,
  orderId: `ord-${i}`,
  amount: [150.75, 1234.5, 0.1, 99999999.99, 10][i % 5],
  dueDate: '2026-06-01',
  debtor: {name, document: '52998224725'},
  ...(i === 1 ? {amountPaid: 1234.5, paidAt: '2026-05-03T11:00:00.000Z'} : {}),
}))

const parsed = (text: string) => parse(text, {bom: false, relax_column_count: false}) as string[][]

describe('bolepix list --csv, read back by csv-parse', () => {
  it('every row intact, formulas neutralised with a quote, money a plain decimal, CRLF line ends', async () => {
    server.handle((_req, res) => sendJson(res, 200, records))
    const r = await runInProcess(['bolepix', 'list', '--csv'], {env: env()})
    expect(r.code).toBe(0)
    expect(r.stderr).toBe('')
    // Every record line ends with CRLF (a line break inside a quoted name stays as it was).
    expect(r.stdout.endsWith('\r\n')).toBe(true)
    expect(r.stdout.charCodeAt(0)).not.toBe(0xfeff)
    const rows = parsed(r.stdout)
    expect(rows[0]).toEqual([...INVOICE_FIELDS])
    expect(rows).toHaveLength(records.length + 1)
    const column = (name: string) => rows.slice(1).map((row) => row[INVOICE_FIELDS.indexOf(name as (typeof INVOICE_FIELDS)[number])])
    expect(column('debtor.name')).toEqual([
      `'=HYPERLINK("http://evil")`,
      `'+55 11 5555-0000`,
      `'-2+3`,
      `'@SUM(A1:A9)`,
      `'\tTabbed`,
      `'\rReturned`,
      'Silva, Maria "Mari"',
      'Line one\nline two',
      'José Ñandú 🙂',
      'Plain',
    ])
    // Amounts in reais with two decimals, as a spreadsheet shows money (docs/scripting.md).
    expect(column('amount')).toEqual(records.map((x) => x.amount!.toFixed(2)))
    expect(column('amount').slice(0, 5)).toEqual(['150.75', '1234.50', '0.10', '99999999.99', '10.00'])
    expect(column('invoiceId')).toEqual(records.map((x) => x.invoiceId))
    expect(column('debtor.document')).toEqual(records.map(() => '52998224725'))
    // Fields a record lacks are empty cells; the columns stay the same.
    expect(column('paidAt')).toEqual(records.map((x) => ('paidAt' in x ? x.paidAt : '')))
  })

  it('an empty list prints the same header, and nothing else', async () => {
    server.handle((_req, res) => sendJson(res, 200, records))
    const full = await runInProcess(['bolepix', 'list', '--csv'], {env: env()})
    server.handle((_req, res) => sendJson(res, 200, []))
    const empty = await runInProcess(['bolepix', 'list', '--csv'], {env: env()})
    expect([empty.code, empty.stderr]).toEqual([0, ''])
    expect(empty.stdout).toBe(`${INVOICE_FIELDS.join(',')}\r\n`)
    expect(parsed(empty.stdout)).toEqual([parsed(full.stdout)[0]])
  })

  it('--fields picks the columns, in order; --csv-bom starts with a byte order mark for Excel', async () => {
    server.handle((_req, res) => sendJson(res, 200, records.slice(0, 2)))
    const r = await runInProcess(['bolepix', 'list', '--csv', '--csv-bom', '--fields', 'debtor.name,amount,invoiceId'], {env: env()})
    expect(r.code).toBe(0)
    expect(r.stdout.startsWith('\ufeffdebtor.name,amount,invoiceId\r\n')).toBe(true)
    expect(parse(r.stdout, {bom: true})).toEqual([
      ['debtor.name', 'amount', 'invoiceId'],
      [`'=HYPERLINK("http://evil")`, '150.75', 'inv-0'],
      [`'+55 11 5555-0000`, '1234.50', 'inv-1'],
    ])
  })

  it('--csv --locale pt-BR: a BOM, ";" between fields (quoted when a value holds one), decimal commas, formulas still neutralised', async () => {
    server.handle((_req, res) =>
      sendJson(res, 200, [{...records[0], debtor: {name: 'Silva; Maria', document: '01234567890'}, amount: 1234.5}]),
    )
    const r = await runInProcess(['bolepix', 'list', '--csv', '--locale', 'pt-BR', '--fields', 'debtor.name,debtor.document,amount'], {
      env: env(),
    })
    expect(r.code).toBe(0)
    expect(r.stdout).toBe('\ufeffdebtor.name;debtor.document;amount\r\n"Silva; Maria";01234567890;1234,50\r\n')
    expect(parse(r.stdout, {bom: true, delimiter: ';'})).toEqual([
      ['debtor.name', 'debtor.document', 'amount'],
      ['Silva; Maria', '01234567890', '1234,50'],
    ])
  })

  it('--csv is refused with --json, --jsonl or --jq, and --csv-bom without --csv (exit 2, nothing sent)', async () => {
    for (const args of [['--csv', '--json'], ['--csv', '--jsonl'], ['--csv', '--jq', '.'], ['--csv-bom']]) {
      const r = await runInProcess(['bolepix', 'list', ...args], {env: env()})
      expect(r.code).toBe(2)
    }
    expect(server.requests).toHaveLength(0)
  })
})
