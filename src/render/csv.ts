/**
 * `--csv`: RFC 4180 (a header row; fields with a comma, quote or line break quoted, quotes doubled; CRLF line ends),
 * UTF-8, with a BOM only when asked (`--csv-bom`, for Excel). Columns are the fields of the command's record,
 * flattened with dots, the same set and order every time for a command. A cell that a spreadsheet would run as a
 * formula (it starts with `=`, `+`, `-`, `@`, a tab or a carriage return: OWASP "CSV injection") is prefixed with
 * `'`; numbers are written as JSON writes them, but amounts in reais with two decimals (`99.90`; cell-kind.ts), and
 * with `--locale pt-BR` the separator is `;` and every decimal point a comma (`99,90`), as pt-BR spreadsheets read them.
 */
import {getPath} from '../util/object-path.js'
import {cellKind, reaisText, type CellKind} from './cell-kind.js'

/** How the cells of a list are written: the separator, and each field's kind. */
export interface CsvStyle {
  delimiter: ',' | ';'
  decimalComma: boolean
  kinds: readonly CellKind[]
}

/** The style of --csv (plain) or --csv --locale pt-BR for these fields. */
export function csvStyle(fields: readonly string[], ptBR: boolean): CsvStyle {
  return {delimiter: ptBR ? ';' : ',', decimalComma: ptBR, kinds: fields.map(cellKind)}
}

/** A cell of a styled list: reais with two decimals; with a decimal comma, every fractional number. */
function styledCell(value: unknown, kind: CellKind, style: CsvStyle): string {
  if (typeof value === 'number' && Number.isFinite(value)) {
    if (kind === 'reais') return reaisText(value, style.decimalComma)
    return style.decimalComma ? String(value).replace('.', ',') : String(value)
  }
  return csvCell(value, style.delimiter)
}

const FORMULA = /^[=+\-@\t\r]/

/** One cell: strings guarded and quoted as needed; numbers and booleans as JSON; objects and arrays as JSON text. */
export function csvCell(value: unknown, delimiter: ',' | ';' = ','): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  let text = typeof value === 'string' ? value : JSON.stringify(value)
  if (typeof value === 'string' && FORMULA.test(text)) text = `'${text}`
  return /["\r\n]/.test(text) || text.includes(delimiter) ? `"${text.replace(/"/g, '""')}"` : text
}

/** One CSV line (CRLF). */
export const csvLine = (cells: readonly string[], delimiter: ',' | ';' = ','): string => `${cells.join(delimiter)}\r\n`

/** The header line for these fields. */
export const csvHeader = (fields: readonly string[], style?: CsvStyle): string =>
  csvLine(
    fields.map((f) => csvCell(f, style?.delimiter)),
    style?.delimiter,
  )

/** A record's line: the value at each dotted path (styled: reais with two decimals, the locale's separators). */
export const csvRecord = (record: unknown, fields: readonly string[], style?: CsvStyle): string =>
  style
    ? csvLine(
        fields.map((f, i) => styledCell(getPath(record, f), style.kinds[i]!, style)),
        style.delimiter,
      )
    : csvLine(fields.map((f) => csvCell(getPath(record, f))))

/** `--fields a,b.c`: an object whose keys are the paths, in that order (absent values as null). */
export function pickFields(record: unknown, fields: readonly string[]): Record<string, unknown> {
  const out = Object.create(null) as Record<string, unknown>
  for (const f of fields) out[f] = getPath(record, f) ?? null
  return {...out}
}
