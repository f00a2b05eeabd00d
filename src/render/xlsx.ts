/**
 * `--xlsx FILE` on every list command (Output.list, docs/scripting.md#spreadsheets): a real workbook, written as the
 * records arrive (exceljs' streaming writer: any length in little memory): a header row in bold, frozen and filtered,
 * and typed cells by field (cell-kind.ts): amounts in reais as numbers in an `R$` format, cents as whole numbers,
 * dates and date-times as date cells, ids and documents as text (a leading zero kept), other numbers as numbers,
 * lists and objects as JSON text. Strings are stored as strings, never as formulas. exceljs loads only here.
 */
import {chmodSync} from 'node:fs'
import {getPath} from '../util/object-path.js'
import {cellKind, type CellKind} from './cell-kind.js'

export interface SheetWriter {
  add(record: unknown): void
  /** Finishes the file; the number of data rows written. */
  end(): Promise<number>
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const ISO_MONTH = /^\d{4}-\d{2}$/
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/

/** Opens `file` for a sheet of `fields` (the record's dotted fields, the header). Mode 0600: records hold personal data. */
export async function openSheetWriter(
  file: string,
  fields: readonly string[],
  options: {ptBR?: boolean; sheetName?: string} = {},
): Promise<SheetWriter> {
  const {default: ExcelJS} = await import('exceljs')
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({filename: file, useStyles: true, useSharedStrings: false})
  const ws = wb.addWorksheet(options.sheetName ?? 'payctl', {views: [{state: 'frozen', ySplit: 1}]})
  const kinds = fields.map(cellKind)
  ws.columns = fields.map((f, i) => ({header: f, key: f, width: widthOf(f, kinds[i]!), style: styleOf(kinds[i]!, Boolean(options.ptBR))}))
  ws.getRow(1).font = {bold: true}
  ws.autoFilter = {from: {row: 1, column: 1}, to: {row: 1, column: fields.length}}
  let count = 0
  return {
    add(record) {
      count++
      const values = fields.map((f) => getPath(record, f))
      const row = ws.addRow(values.map((v, i) => cellValue(v, kinds[i]!)))
      // A month (report's period by month) is a date cell of its first day, shown as the month.
      values.forEach((v, i) => {
        if (kinds[i] === 'date' && typeof v === 'string' && ISO_MONTH.test(v))
          row.getCell(i + 1).numFmt = options.ptBR ? 'mm/yyyy' : 'yyyy-mm'
      })
      row.commit()
    },
    async end() {
      ws.commit()
      await wb.commit()
      if (process.platform !== 'win32') chmodSync(file, 0o600)
      return count
    },
  }
}

function styleOf(kind: CellKind, ptBR: boolean): {numFmt?: string} {
  if (kind === 'reais') return {numFmt: '"R$" #,##0.00'}
  if (kind === 'cents') return {numFmt: '0'}
  if (kind === 'date') return {numFmt: ptBR ? 'dd/mm/yyyy' : 'yyyy-mm-dd'}
  if (kind === 'datetime') return {numFmt: ptBR ? 'dd/mm/yyyy hh:mm:ss' : 'yyyy-mm-dd hh:mm:ss'}
  if (kind === 'text') return {numFmt: '@'}
  return {}
}

const widthOf = (field: string, kind: CellKind) => Math.max(field.length + 2, kind === 'datetime' ? 20 : kind === 'text' ? 16 : 12)

/** One cell's value for its kind: a number, a Date, a string, a boolean, or null. */
export function cellValue(value: unknown, kind: CellKind): string | number | boolean | Date | null {
  if (value === undefined || value === null) return null
  if (typeof value === 'object') return JSON.stringify(value)
  switch (kind) {
    case 'reais':
    case 'cents':
      return typeof value === 'number' ? value : numberOr(value)
    case 'date':
    case 'datetime': {
      if (typeof value !== 'string') return value as number | boolean
      if (ISO_DATE.test(value)) return new Date(`${value}T00:00:00Z`)
      if (kind === 'date' && ISO_MONTH.test(value)) return new Date(`${value}-01T00:00:00Z`)
      if (!ISO_DATETIME.test(value)) return value
      return kind === 'date' ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : utcDate(value)
    }
    case 'text':
      return String(value)
    default:
      return value as string | number | boolean
  }
}

function numberOr(value: unknown): number | string {
  const n = typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : NaN
  return Number.isFinite(n) ? n : String(value)
}

/** A date-time as the wall clock it names in UTC (a spreadsheet has no time zones); seven fractions cut to three. */
function utcDate(text: string): Date | string {
  const d = new Date(text.replace(/(\.\d{3})\d+/, '$1').replace(' ', 'T') + (/(Z|[+-]\d{2}:?\d{2})$/.test(text) ? '' : 'Z'))
  return Number.isNaN(d.getTime()) ? text : d
}
