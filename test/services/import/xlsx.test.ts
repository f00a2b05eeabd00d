/**
 * .xlsx import: a workbook written by exceljs here, with typed cells, read back by the importer: number,
 * date, percentage, formula and rich-text cells converted to each field's type; zeros restored; a value beyond the
 * last column, control characters and empty rows; --sheet.
 */
import {writeFileSync} from 'node:fs'
import {join} from 'node:path'
import ExcelJS from 'exceljs'
import {describe, expect, it} from 'vitest'
import {checkRows} from '../../../src/services/import/rows.js'
import {readImportSource} from '../../../src/services/import/source.js'
import {textCellDate} from '../../../src/services/import/xlsx-dates.js'
import {tempDir} from '../../helpers/cli.js'

const TODAY = '2026-03-10'
const HEADER = [
  'amount',
  'due-date',
  'expiration-after-payment',
  'debtor-name',
  'debtor-document',
  'debtor-public-area',
  'debtor-number',
  'debtor-neighborhood',
  'debtor-city',
  'debtor-state',
  'debtor-postal-code',
  'fine',
  'interest',
]

async function workbook(rows: unknown[][], setup?: (ws: ExcelJS.Worksheet) => void): Promise<string> {
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('Charges')
  ws.addRow(HEADER)
  for (const r of rows) ws.addRow(r)
  setup?.(ws)
  wb.addWorksheet('Other').addRow(['amount'])
  const file = join(tempDir(), 'charges.xlsx')
  writeFileSync(file, Buffer.from(await wb.xlsx.writeBuffer()))
  return file
}

const due = new Date(Date.UTC(2026, 11, 25))

describe('an .xlsx file', () => {
  it('reads cells by their type, then converts them to each field type', async () => {
    const file = await workbook(
      [
        [
          1234.5,
          due,
          5,
          {richText: [{text: 'Maria '}, {text: 'Silva'}]},
          1234567890,
          'Rua A',
          12,
          'Centro',
          'São Paulo',
          'SP',
          1310100,
          0.02,
          0.015,
        ],
        // A formula by its result; 1.234 in a number cell is one point two three four, never one thousand.
        [
          {formula: '1+0.234', result: 1.234},
          '25/12/2026',
          '5',
          'Ana',
          '423.189.708-58',
          'Rua B',
          '12A',
          'Centro',
          'Recife',
          'PE',
          '50030-230',
          '2,00%',
          '1',
        ],
      ],
      (ws) => {
        ws.getCell('L2').numFmt = '0.00%'
        ws.getCell('M2').numFmt = '0.00%'
      },
    )
    const source = await readImportSource(file)
    expect(source.format).toBe('xlsx')
    const {valid, invalid} = checkRows(source, {today: TODAY})
    expect(valid).toHaveLength(1)
    const {order_id: _, ...body} = valid[0]!.body
    expect(body).toEqual({
      amount: 1234.5,
      dueDate: '2026-12-25',
      expirationAfterPayment: 5,
      debtor: {
        name: 'Maria Silva',
        document: '01234567890',
        publicArea: 'Rua A',
        number: '12',
        neighborhood: 'Centro',
        city: 'São Paulo',
        state: 'SP',
        postalCode: '01310100',
      },
      instructions: {fine: 2, interest: 1.5},
    })
    expect(valid[0]!.notes).toHaveLength(2)
    // Row 3: a number cell of 1.234 reais has three decimals: refused as such, neither ambiguous nor read as 1234.
    expect(invalid).toMatchObject([{line: 3, issues: [{path: 'amount', message: '1.234: at most two decimals'}]}])
  })

  it('skips and counts empty rows, refuses a value beyond the last column and control characters, reads --sheet', async () => {
    // `_x001B_` is how a workbook's XML carries ESC (exceljs reads it back as ESC, and writes no control character).
    const row = [10, due, 5, 'Ana', '423.189.708-58', 'Rua B', '1', 'Centro', 'Recife', 'PE', '50030-230', null, null]
    const file = await workbook([row, [], [...row.slice(0, 3), 'Jo_x001B_[31mão', ...row.slice(4)], [...row, 'stray'], []], (ws) => {
      ws.getCell('A6').numFmt = '"R$" #,##0.00'
    })
    const source = await readImportSource(file)
    // Row 3 is empty; row 6, formatted but empty, lies past the last row with a value, where the sheet ends.
    expect(source.emptyRows).toBe(1)
    const {valid, invalid} = checkRows(source, {today: TODAY})
    expect(valid.map((r) => r.line)).toEqual([2])
    expect(invalid).toEqual([
      {line: 4, issues: [{path: 'debtor.name', message: 'holds the control character U+001B at character 3'}]},
      {line: 5, issues: [{path: '', message: 'values beyond the last column (1 cell with no header)'}]},
    ])
    await expect(readImportSource(file, 'Other')).resolves.toMatchObject({rows: []})
    await expect(readImportSource(file, 'Nope')).rejects.toThrow('has no sheet named "Nope"; its sheets: "Charges", "Other"')
  })

  it('--sheet compares names in NFC, and a wrong name lists the sheets escaped (no bidirectional override reaches the terminal)', async () => {
    const wb = new ExcelJS.Workbook()
    // Typed on a system that writes ç decomposed (c + U+0327), and a name holding a right-to-left override.
    for (const name of ['Cobranc\u0327as', 'Notas\u202egpj.exe']) wb.addWorksheet(name).addRow(HEADER)
    const file = join(tempDir(), 'names.xlsx')
    writeFileSync(file, Buffer.from(await wb.xlsx.writeBuffer()))
    await expect(readImportSource(file, 'Cobranças')).resolves.toMatchObject({rows: []})
    const err = await readImportSource(file, 'Plan\u202e1').catch((e: Error) => e)
    expect((err as Error).message).toBe(`${file} has no sheet named "Plan\\u202e1"; its sheets: "Cobranc\u0327as", "Notas\\u202egpj.exe"`)
    expect((err as Error).message).not.toContain('\u202e')
  })

  it('reads the text of an ISO date cell (t="d") as the date and time it writes, its zone not applied; no date for a day that is not one', () => {
    expect(textCellDate('2040-12-25T00:00:00.000Z')).toEqual(new Date(Date.UTC(2040, 11, 25)))
    expect(textCellDate('2040-12-25T03:00:00.000Z')!.toISOString()).toBe('2040-12-25T03:00:00.000Z')
    expect(textCellDate('2040-12-25T23:30:00-03:00')!.toISOString()).toBe('2040-12-25T23:30:00.000Z')
    expect(textCellDate('2040-12-25')).toEqual(new Date(Date.UTC(2040, 11, 25)))
    expect(textCellDate('2026-02-30')).toBeUndefined()
    expect(textCellDate('25/12/2040')).toBeUndefined()
  })

  it('refuses a file that only looks like a workbook', async () => {
    const file = join(tempDir(), 'broken.xlsx')
    writeFileSync(file, Buffer.from('PK\u0003\u0004 not really a zip'))
    await expect(readImportSource(file)).rejects.toThrow(/is not a readable \.xlsx workbook .*save it again as \.xlsx or \.csv/)
  })
})
