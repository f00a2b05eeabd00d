/**
 * Workbooks written by other programs (test/fixtures/import/foreign/, README.md there says how each was made:
 * SheetJS, openpyxl, LibreOffice headless), imported through the command in-process with --dry-run --json: each read
 * as its producer meant (dates as written, a formula never calculated said to be one, CPFs typed as numbers, hidden
 * sheets left out, a stray cell far away ignored and named).
 */
import {copyFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {tempDir} from '../../helpers/cli.js'
import {importCli} from '../../services/import/cli.js'

const FOREIGN = join(import.meta.dirname, '../../fixtures/import/foreign')

/** The fixture copied to a folder of its own (nothing is written next to the committed file). */
function copy(name: string): string {
  const path = join(tempDir('payctl-foreign-'), name)
  copyFileSync(join(FOREIGN, name), path)
  return path
}

interface Body {
  amount: number
  dueDate: string
  debtor: {name: string; document: string}
}

async function dryRun(name: string, ...args: string[]) {
  const r = await importCli([copy(name), '--dry-run', '--json', ...args], {})
  return {...r, bodies: r.code === 0 ? (JSON.parse(r.stdout) as Body[]) : []}
}

describe('bolepix import: workbooks written by other programs', () => {
  it('SheetJS: date cells written as ISO text (t="d") are the dates written, and a refused date says which date was read', async () => {
    const r = await dryRun('sheetjs-dates.xlsx', '--skip-invalid')
    expect(r.code).toBe(0)
    expect(r.bodies.map((b) => [b.debtor.name, b.dueDate])).toEqual([
      ['Ana', '2040-12-25'],
      // Midnight in Brazil is 03:00 UTC: still the 26th.
      ['Bia', '2040-12-26'],
    ])
    expect(r.stderr).toMatch(/line 4: dueDate: must be today \(\d{4}-\d{2}-\d{2}\) or later \(the date read: 2020-01-31\)/)
  })

  it('openpyxl: date cells, and CPFs typed as numbers (one restored with a note, one refused saying how to keep the zeros)', async () => {
    const r = await dryRun('openpyxl-dates-documents.xlsx')
    expect(r.code).toBe(2)
    expect(r.stderr).toContain(
      'line 2: debtor.document: 123456797 looks like a CPF or CNPJ whose leading zeros the spreadsheet dropped (typed as a number; both the CPF 00123456797 and the CNPJ 00000123456797 are valid, so which was meant cannot be told): format the column as text and type the documents again with their zeros (Excel: Format Cells > Text; LibreOffice: Format > Cells > Text)',
    )
    expect(r.stderr).toContain('line 3: debtor.document: leading zeros restored (1234567890 → 01234567890, a valid CPF)')
    expect(r.stderr).toMatch(/line 4: dueDate: must be today \(\d{4}-\d{2}-\d{2}\) or later \(the date read: 2020-01-31\)/)
  })

  it('openpyxl: a formula whose value was never saved is said to be one, not "[object Object]"', async () => {
    const r = await dryRun('openpyxl-formula-unsaved.xlsx')
    expect(r.code).toBe(2)
    expect(r.stderr).toContain(
      'line 2: amount: cell A2 holds a formula whose value was never saved (the program that wrote the file did not calculate it): open the file in Excel or LibreOffice and save it again',
    )
    expect(r.stderr).not.toContain('[object Object]')
  })

  it('openpyxl: the first visible sheet is read, the hidden and very hidden ones named, and read only with --sheet', async () => {
    const r = await dryRun('openpyxl-hidden-sheets.xlsx')
    expect(r.code).toBe(0)
    expect(r.bodies.map((b) => [b.debtor.name, b.amount])).toEqual([['Ana', 150]])
    expect(r.stderr).toContain(
      'openpyxl-hidden-sheets.xlsx: read the sheet "Cobranças"; not read, as hidden: "Antiga" (hidden), "Arquivo" (very hidden) (--sheet NAME reads one)',
    )
    const hidden = await dryRun('openpyxl-hidden-sheets.xlsx', '--sheet', 'Antiga')
    expect(hidden.bodies.map((b) => [b.debtor.name, b.amount])).toEqual([['Cliente antigo', 9999]])
    expect(hidden.stderr).toContain('reading the hidden sheet "Antiga", as --sheet asks')
    const veryHidden = await dryRun('openpyxl-hidden-sheets.xlsx', '--sheet', 'Arquivo')
    expect(veryHidden.bodies.map((b) => b.amount)).toEqual([8888])
    expect(veryHidden.stderr).toContain('reading the very hidden sheet "Arquivo", as --sheet asks')
  })

  it('openpyxl: one value in XFD1048576 is ignored and named; the rows are read', async () => {
    const r = await dryRun('openpyxl-stray-xfd1048576.xlsx')
    expect(r.code).toBe(0)
    expect(r.bodies.map((b) => b.debtor.name)).toEqual(['Ana', 'Bia'])
    expect(r.stderr).toContain('1 cell far to the right of the header ignored (no column names it): XFD1048576')
  })

  it('LibreOffice pt-BR: date cells, amounts as numbers, a CPF whose zero Calc dropped restored with a note', async () => {
    const r = await dryRun('libreoffice-ptbr.xlsx')
    expect(r.code).toBe(0)
    expect(r.bodies.map((b) => [b.amount, b.dueDate, b.debtor.name, b.debtor.document])).toEqual([
      [1500, '2040-12-25', 'João Conceição', '01234567890'],
      [99.9, '2041-01-31', 'Ana Lúcia', '42318970858'],
    ])
    expect(r.stderr).toContain('line 2: debtor.document: leading zeros restored (1234567890 → 01234567890, a valid CPF)')
  })
})
