/**
 * `--csv`: RFC 4180 (a header row; fields with a comma, quote or line break quoted, quotes doubled; CRLF line ends),
 * UTF-8, with a BOM only when asked (`--csv-bom`, for Excel). Columns are the fields of the command's record,
 * flattened with dots, the same set and order every time for a command. A cell that a spreadsheet would run as a
 * formula (it starts with `=`, `+`, `-`, `@`, a tab or a carriage return: OWASP "CSV injection") is prefixed with
 * `'`; numbers are written as JSON writes them (money stays a plain decimal: 150.75).
 */
import {getPath} from '../util/object-path.js'

const FORMULA = /^[=+\-@\t\r]/

/** One cell: strings guarded and quoted as needed; numbers and booleans as JSON; objects and arrays as JSON text. */
export function csvCell(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  let text = typeof value === 'string' ? value : JSON.stringify(value)
  if (typeof value === 'string' && FORMULA.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** One CSV line (CRLF). */
export const csvLine = (cells: readonly string[]): string => `${cells.join(',')}\r\n`

/** The header line for these fields. */
export const csvHeader = (fields: readonly string[]): string => csvLine(fields.map((f) => csvCell(f)))

/** A record's line: the value at each dotted path. */
export const csvRecord = (record: unknown, fields: readonly string[]): string => csvLine(fields.map((f) => csvCell(getPath(record, f))))

/** `--fields a,b.c`: an object whose keys are the paths, in that order (absent values as null). */
export function pickFields(record: unknown, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null)
  for (const f of fields) out[f] = getPath(record, f) ?? null
  return {...out}
}
