/**
 * An .xlsx sheet as a table of cell texts (docs/import.md#the-file): the first sheet, or the one named. Cells are read by
 * their type, then written the way cells.ts expects: a number as a plain decimal (never read as pt-BR text, so
 * `1.234` stays one point two three four), a percentage cell (0.02 shown as 2%) as 2, a date cell as YYYY-MM-DD, a
 * formula by its result. exceljs is loaded here only, by the commands that read or write workbooks.
 */
import {UsageError} from '../../errors.js'
import type {CellTable} from './source.js'
import type {TemplateLocale, TemplateRow} from './template.js'

/** Reads the sheet `sheet` (default: the first) of an .xlsx file's bytes. */
export async function readWorkbookTable(buf: Buffer, file: string, sheet?: string): Promise<CellTable> {
  const {default: ExcelJS} = await import('exceljs')
  const wb = new ExcelJS.Workbook()
  try {
    await wb.xlsx.load(buf as unknown as ArrayBuffer)
  } catch (err) {
    throw new UsageError(`${file} is not a readable .xlsx workbook (${(err as Error).message}): save it again as .xlsx or .csv`)
  }
  const names = wb.worksheets.map((w) => w.name)
  const ws = sheet === undefined ? wb.worksheets[0] : wb.worksheets.find((w) => w.name === sheet)
  if (!ws) {
    throw new UsageError(
      sheet === undefined
        ? `${file} has no sheet`
        : `${file} has no sheet named ${JSON.stringify(sheet)}; its sheets: ${names.map((n) => JSON.stringify(n)).join(', ')}`,
    )
  }
  const width = ws.columnCount
  const read = (rowNumber: number) => {
    const row = ws.getRow(rowNumber)
    const cells: string[] = []
    const typed: boolean[] = []
    for (let c = 1; c <= width; c++) {
      const cell = row.getCell(c)
      const [text, isNumber] = cellText(cell.value, cell.numFmt)
      cells.push(text)
      typed.push(isNumber)
    }
    // Trailing empty header cells are not columns.
    return {cells, typed}
  }
  const header = read(1)
  while (header.cells.length > 0 && header.cells.at(-1)!.trim() === '') {
    header.cells.pop()
    header.typed.pop()
  }
  const n = header.cells.length
  const rows: CellTable['rows'] = []
  for (let r = 2; r <= ws.rowCount; r++) {
    const row = read(r)
    const extra = row.cells.slice(n).filter((c) => c.trim() !== '')
    if (extra.length > 0)
      rows.push({line: r, error: `values beyond the last column (${extra.length} cell${extra.length === 1 ? '' : 's'} with no header)`})
    else rows.push({line: r, cells: row.cells.slice(0, n), numbers: row.typed.slice(0, n)})
  }
  return {header: {line: 1, cells: header.cells}, rows, ptBR: false}
}

/** A cell's value as text, and whether it was a number cell. */
function cellText(value: unknown, numFmt: string | undefined): [string, boolean] {
  if (value === null || value === undefined) return ['', false]
  if (typeof value === 'number') {
    // A percentage cell holds 0.02 for 2%.
    const n = numFmt?.includes('%') ? value * 100 : value
    return [plainDecimal(n), true]
  }
  if (typeof value === 'string') return [value, false]
  if (typeof value === 'boolean') return [String(value), false]
  if (value instanceof Date) return [value.toISOString().slice(0, 10), false]
  if (typeof value === 'object') {
    const v = value as {result?: unknown; richText?: {text: string}[]; text?: unknown; error?: string}
    if ('result' in v) return cellText(v.result, numFmt)
    if (v.richText) return [v.richText.map((t) => t.text).join(''), false]
    if (typeof v.text === 'string') return [v.text, false]
    if (v.error) return [v.error, false]
  }
  return [String(value), false]
}

/** A number as a plain decimal (no exponent), with float noise beyond ten decimals removed: 0.1+0.2 → 0.3. */
function plainDecimal(n: number): string {
  if (!Number.isFinite(n)) return String(n)
  const rounded = Number(n.toFixed(10))
  const text = String(rounded)
  return /e/i.test(text) ? rounded.toFixed(10).replace(/\.?0+$/, '') : text
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
