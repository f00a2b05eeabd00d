/**
 * `bolepix import --template FILE` (docs/import.md#a-template): a file to fill in, `.csv` or `.xlsx` by its extension,
 * with a header row and one example row; `--locale pt-BR` writes the Portuguese column names (aliases.ts) and pt-BR
 * values (`1.234,56`, `25/12/2026`, `2,00%`), and a pt-BR CSV as Excel pt-BR wants it: UTF-8 with a BOM, `;`, CRLF.
 * What this writes imports as it is (test/services/import/template.property.test.ts, for any row).
 */
import {existsSync, writeFileSync} from 'node:fs'
import {extname} from 'node:path'
import {UsageError} from '../../errors.js'
import {BOLEPIX_REQUIRED_PATHS} from '../../schemas/bolepix.js'
import {addDays} from '../../schemas/dates.js'
import {findBolepixField} from '../bolepix/body.js'
import {PORTUGUESE_COLUMNS} from './aliases.js'
import {formatCsvRecord, type CsvDelimiter} from './csv.js'

export type TemplateLocale = 'en' | 'pt-BR'

/** The columns of the template, by body path (order_id is left out: derived from the row, docs/import.md#order-ids). */
export const TEMPLATE_PATHS = [...BOLEPIX_REQUIRED_PATHS, 'instructions.fine', 'instructions.interest'] as const

/** One row of the template, typed. */
export interface TemplateRow {
  cents: number
  /** YYYY-MM-DD */
  dueDate: string
  days: number
  name: string
  document: string
  publicArea: string
  number: string
  neighborhood: string
  city: string
  state: string
  postalCode: string
  /** Percent, at most two decimals. */
  fine?: number
  interest?: number
}

/** The example row: due in 30 days from `today`. */
export function exampleRow(today: string): TemplateRow {
  return {
    cents: 123_456,
    dueDate: addDays(today, 30),
    days: 5,
    name: 'Maria da Conceição',
    document: '423.189.708-58',
    publicArea: 'Avenida Paulista',
    number: '1000',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    postalCode: '01310-100',
    fine: 2,
    interest: 1,
  }
}

/** The header cells: flag names, or the Portuguese names with `pt-BR`. */
export function templateHeader(locale: TemplateLocale): string[] {
  return TEMPLATE_PATHS.map((p) => (locale === 'pt-BR' ? PORTUGUESE_COLUMNS[p]! : findBolepixField(p)!.flag))
}

const group = (int: string, sep: string) => int.replace(/\B(?=(\d{3})+(?!\d))/g, sep)

/** A row's cells as text, in the locale's way of writing them. */
export function templateCells(row: TemplateRow, locale: TemplateLocale): string[] {
  const pt = locale === 'pt-BR'
  const int = String(Math.trunc(row.cents / 100))
  const frac = String(row.cents % 100).padStart(2, '0')
  const amount = pt ? `${group(int, '.')},${frac}` : `${int}.${frac}`
  const [y, m, d] = row.dueDate.split('-')
  const pct = (v: number | undefined) => (v === undefined ? '' : pt ? `${v.toFixed(2).replace('.', ',')}%` : String(v))
  return [
    amount,
    pt ? `${d}/${m}/${y}` : row.dueDate,
    String(row.days),
    row.name,
    row.document,
    row.publicArea,
    row.number,
    row.neighborhood,
    row.city,
    row.state,
    row.postalCode,
    pct(row.fine),
    pct(row.interest),
  ]
}

/** CSV text of the header and rows: `;` and CRLF for pt-BR, `,` and LF otherwise, unless `delimiter` says. */
export function templateCsv(
  rows: readonly TemplateRow[],
  locale: TemplateLocale,
  delimiter: CsvDelimiter = locale === 'pt-BR' ? ';' : ',',
): string {
  const eol = locale === 'pt-BR' ? '\r\n' : '\n'
  return (
    [templateHeader(locale), ...rows.map((r) => templateCells(r, locale))].map((cells) => formatCsvRecord(cells, delimiter)).join(eol) + eol
  )
}

/** Writes the template to `file` (`.csv` or `.xlsx`); refuses to overwrite a file. */
export async function writeTemplate(file: string, locale: TemplateLocale, today: string): Promise<{format: 'csv' | 'xlsx'}> {
  const ext = extname(file).toLowerCase()
  if (ext !== '.csv' && ext !== '.xlsx')
    throw new UsageError(`--template: ${file} must end in .csv or .xlsx (the format is chosen by the extension)`)
  if (existsSync(file)) throw new UsageError(`--template: ${file} already exists; remove it or choose another name`)
  const rows = [exampleRow(today)]
  try {
    if (ext === '.csv') {
      const text = templateCsv(rows, locale)
      writeFileSync(file, locale === 'pt-BR' ? `\uFEFF${text}` : text, {flag: 'wx'})
      return {format: 'csv'}
    }
    const {writeTemplateWorkbook} = await import('./xlsx.js')
    writeFileSync(file, await writeTemplateWorkbook(templateHeader(locale), rows, locale), {flag: 'wx'})
    return {format: 'xlsx'}
  } catch (err) {
    if (err instanceof UsageError) throw err
    throw new UsageError(`--template: cannot write ${file}: ${(err as Error).message}`)
  }
}
