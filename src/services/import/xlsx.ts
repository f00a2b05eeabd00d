/**
 * .xlsx files (docs/import.md#the-file): a sheet read as a table of cell texts (the first visible sheet, or the one
 * named: xlsx-sheet.ts; each cell by its type: xlsx-cells.ts), and the template written as a workbook. exceljs is
 * loaded here only, by the commands that read or write workbooks.
 */
import {UsageError} from '../../errors.js'
import type {CellTable} from './source.js'
import type {TemplateLocale, TemplateRow} from './template.js'
import {readTextDateCells} from './xlsx-dates.js'
import {chooseSheet, readSheetTable} from './xlsx-sheet.js'

/** Reads the sheet `sheet` (default: the first visible one) of an .xlsx file's bytes; `notes` are said once. */
export async function readWorkbookTable(buf: Buffer, file: string, sheet?: string): Promise<CellTable & {notes: string[]}> {
  const {default: ExcelJS} = await import('exceljs')
  await readTextDateCells()
  const wb = new ExcelJS.Workbook()
  try {
    await wb.xlsx.load(buf as unknown as ArrayBuffer)
  } catch (err) {
    throw new UsageError(`${file} is not a readable .xlsx workbook (${(err as Error).message}): save it again as .xlsx or .csv`)
  }
  const chosen = chooseSheet(wb, file, sheet)
  const table = readSheetTable(chosen.ws, file)
  return {...table, notes: [...chosen.notes, ...table.notes]}
}

/**
 * The template as a workbook (template.ts): the header in bold, frozen and filtered; the example row typed as the
 * import reads it back: the amount a number in an `R$` format, the due date a date, days a number, fine and interest
 * percentage cells, and the document, street number and CEP text cells (so that no leading zero is lost).
 */
export async function writeTemplateWorkbook(header: string[], rows: readonly TemplateRow[], locale: TemplateLocale): Promise<Buffer> {
  const {default: ExcelJS} = await import('exceljs')
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet(locale === 'pt-BR' ? 'Cobranças' : 'Charges', {views: [{state: 'frozen', ySplit: 1}]})
  ws.addRow(header).font = {bold: true}
  for (const r of rows) {
    const [y, m, d] = r.dueDate.split('-').map(Number) as [number, number, number]
    const row = ws.addRow([
      r.cents / 100,
      new Date(Date.UTC(y, m - 1, d)),
      r.days,
      r.name,
      r.document,
      r.publicArea,
      r.number,
      r.neighborhood,
      r.city,
      r.state,
      r.postalCode,
      r.fine === undefined ? null : r.fine / 100,
      r.interest === undefined ? null : r.interest / 100,
    ])
    row.getCell(1).numFmt = '"R$" #,##0.00'
    row.getCell(2).numFmt = locale === 'pt-BR' ? 'dd/mm/yyyy' : 'yyyy-mm-dd'
    row.getCell(12).numFmt = '0.00%'
    row.getCell(13).numFmt = '0.00%'
  }
  // Text columns stay text when typed into: a CPF or CEP keeps its leading zeros.
  for (const c of [5, 7, 11]) ws.getColumn(c).numFmt = '@'
  ws.columns.forEach((col, i) => (col.width = Math.max(12, header[i]!.length + 2)))
  ws.autoFilter = {from: {row: 1, column: 1}, to: {row: 1, column: header.length}}
  return Buffer.from(await wb.xlsx.writeBuffer())
}
