import {describe, expect, it} from 'vitest'
import {UsageError} from '../../../src/errors.js'
import {checkRows, deterministicOrderId} from '../../../src/services/import/rows.js'
import {describeInvalidRow} from '../../../src/render/import.js'
import {detectFormat, parseImportText, readImportSource} from '../../../src/services/import/source.js'
import {csvText, jsonBody, jsonlText, writeTemp} from './fixtures.js'

const TODAY = '2026-03-10'
const SHA = 'a'.repeat(64)
const check = (text: string, format: 'csv' | 'jsonl' = 'csv', sha = SHA) =>
  checkRows({sha256: sha, rows: parseImportText(text, format)}, {today: TODAY})

describe('reading import files', () => {
  it('detects the format by extension, then by content', () => {
    expect(detectFormat('a.jsonl', 'amount,x')).toBe('jsonl')
    expect(detectFormat('a.NDJSON', '')).toBe('jsonl')
    expect(detectFormat('a.csv', '{"amount": 1}')).toBe('csv')
    expect(detectFormat('a.txt', '\uFEFF  {"amount": 1}')).toBe('jsonl')
    expect(detectFormat('a', 'amount,due-date')).toBe('csv')
  })

  it('maps CSV headers given as flag names or body paths, with quoted cells and 1.234,56 amounts, to exact bodies', () => {
    const text =
      'amount,due-date,expirationAfterPayment,debtor-name,debtor.document,debtor-public-area,debtor-number,debtor.neighborhood,debtor-city,debtor-state,debtor-postal-code,fine\n' +
      '"1.234,56",2026-03-20,5,"Silva, Maria",423.189.708-58,"Rua ""A""",10,Centro,São Paulo,sp,01310-100,\n'
    const {valid, invalid} = check(text)
    expect(invalid).toEqual([])
    expect(valid).toHaveLength(1)
    expect(JSON.stringify(valid[0]!.body)).toBe(
      `{"order_id":"${valid[0]!.orderId}","expirationAfterPayment":5,"dueDate":"2026-03-20","amount":1234.56,"debtor":{"name":"Silva, Maria","document":"42318970858","publicArea":"Rua \\"A\\"","number":"10","neighborhood":"Centro","city":"São Paulo","state":"SP","postalCode":"01310100"}}`,
    )
    expect(valid[0]).toMatchObject({line: 2, generated: true})
  })

  it('refuses unknown and repeated columns as usage errors naming them', () => {
    expect(() => parseImportText('amount,colour,debtor.nam\n1,2,3\n', 'csv')).toThrow(/line 1: unknown columns "colour", "debtor.nam"/)
    expect(() => parseImportText('amount,due-date,dueDate\n', 'csv')).toThrow(/the column due-date \(dueDate\) appears twice/)
    expect(() => parseImportText('', 'csv')).toThrow(UsageError)
  })

  it('reports each invalid row with its line and every field, counting lines inside quoted cells', () => {
    const text = csvText(3).replace('423.189.708-58', '423.189.708-59') + '1,2\n' + '"unterminated,1\n'
    const {valid, invalid} = check(text)
    expect(valid.map((r) => r.line)).toEqual([4, 6])
    expect(invalid.flatMap(describeInvalidRow)).toEqual([
      'line 2: debtor.document: invalid CPF check digits',
      'line 8: expected 12 values (one per column), found 2',
      'line 9: unterminated quoted field (a " opened on line 9 is never closed)',
    ])
  })

  it('reads the debtor document of each row as typed: non-ASCII letters and labels make the row invalid, never another document', () => {
    // Before, 'YYA6RBCı0PD270' was upper-cased into a valid CNPJ and 'CPF 423.189.708-58' lost its space and became one.
    const documents = ['YYA6RBCı0PD270', 'CPF 423.189.708-58', '423 189 708 58', '423/189/708-58']
    const lines = documents.map((document, i) => JSON.stringify({...jsonBody(i), debtor: {...(jsonBody(i).debtor as object), document}}))
    const {valid, invalid} = check(lines.join('\n'), 'jsonl')
    expect(valid.map((r) => [r.line, (r.body.debtor as {document: string}).document])).toEqual([[4, '42318970858']])
    expect(invalid.flatMap(describeInvalidRow)).toEqual([
      'line 1: debtor.document: only digits, the letters A to Z and the separators . - / are allowed',
      'line 2: debtor.document: must be a CPF (11 digits) or a CNPJ (14 characters)',
      'line 3: debtor.document: only digits, the letters A to Z and the separators . - / are allowed',
    ])
  })

  it('names missing and invalid JSON Lines fields, bad JSON and non-objects', () => {
    const lines = [
      JSON.stringify(jsonBody(0)),
      '',
      JSON.stringify({...jsonBody(1), amount: '1.234.567', debtor: {...(jsonBody(1).debtor as object), state: 'XX'}, dueDate: undefined}),
      '{"amount": ',
      '[1,2]',
    ]
    const {valid, invalid} = check(lines.join('\r\n'), 'jsonl')
    expect(valid.map((r) => r.line)).toEqual([1])
    expect(invalid.flatMap(describeInvalidRow)).toEqual([
      'line 3: dueDate: required',
      'line 3: amount: "1.234.567": ambiguous amount: write the decimals explicitly (1.234.567,00 or 1234567)',
      expect.stringMatching(/^line 3: debtor\.state: /),
      expect.stringMatching(/^line 4: not valid JSON \(/),
      'line 5: must be a JSON object (one creation body per line)',
    ])
  })

  it('makes every row with a duplicated order_id invalid, naming the other lines', () => {
    const id = '3f0c5a4e-0c1b-4b8e-9a53-0b7f1c0e2d11'
    const other = '9b2f7c1e-5d4a-4f3b-8e2c-1a0b9c8d7e6f'
    const text = jsonlText(5, (i) =>
      i === 1 || i === 3 ? {order_id: id} : i === 4 ? {order_id: id.toUpperCase()} : i === 0 ? {order_id: other} : {},
    )
    const {valid, invalid} = check(text, 'jsonl')
    expect(valid.map((r) => r.line)).toEqual([1, 3])
    expect(invalid.flatMap(describeInvalidRow)).toEqual([
      `line 2: order_id: duplicate order id ${id} (also on lines 4, 5)`,
      `line 4: order_id: duplicate order id ${id} (also on lines 2, 5)`,
      `line 5: order_id: duplicate order id ${id.toUpperCase()} (also on lines 2, 4)`,
    ])
  })

  it('counts an invalid row that gives an order_id in the duplicate check', () => {
    const id = '3f0c5a4e-0c1b-4b8e-9a53-0b7f1c0e2d11'
    const text = jsonlText(2, (i) => ({order_id: id, ...(i === 0 ? {amount: '-1'} : {})}))
    const {valid, invalid} = check(text, 'jsonl')
    expect(valid).toEqual([])
    expect(invalid.flatMap(describeInvalidRow)).toEqual([
      'line 1: amount: "-1": must be greater than 0',
      `line 1: order_id: duplicate order id ${id} (also on line 2)`,
      `line 2: order_id: duplicate order id ${id} (also on line 1)`,
    ])
  })
})

describe('deterministic order ids', () => {
  it('are name-based UUIDs from the file, the line and the row: stable across runs, distinct across rows and files', () => {
    const a = deterministicOrderId(SHA, 2, '{"x":1}')
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(deterministicOrderId(SHA, 2, '{"x":1}')).toBe(a)
    expect(deterministicOrderId(SHA, 3, '{"x":1}')).not.toBe(a)
    expect(deterministicOrderId(SHA, 2, '{"x":2}')).not.toBe(a)
    expect(deterministicOrderId('b'.repeat(64), 2, '{"x":1}')).not.toBe(a)
  })

  it('give the same ids to the same file on every run (even with relative due dates), and keep given ones', async () => {
    const path = writeTemp(
      'charges.csv',
      csvText(3, (i) => (i === 1 ? '0e2d4f5a-1b2c-4d3e-8f90-a1b2c3d4e5f6' : '')),
    )
    const first = checkRows(await readImportSource(path), {today: TODAY})
    const second = checkRows(await readImportSource(path), {today: '2026-03-11'})
    expect(first.valid.map((r) => r.orderId)).toEqual(second.valid.map((r) => r.orderId))
    expect(first.valid.map((r) => r.generated)).toEqual([true, false, true])
    expect(first.valid[1]!.orderId).toBe('0e2d4f5a-1b2c-4d3e-8f90-a1b2c3d4e5f6')
    expect(new Set(first.valid.map((r) => r.orderId)).size).toBe(3)
  })
})
