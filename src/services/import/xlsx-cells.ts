/**
 * One workbook cell as the text cells.ts converts (docs/import.md#the-file): a number as a plain decimal (never read
 * as pt-BR text, so `1.234` stays one point two three four), a percentage cell (0.02 shown as 2%) as 2, a date cell
 * as YYYY-MM-DD, a formula by its saved result. A formula whose result was never saved (a file written by a program
 * that does not calculate) has no value to read: that is said, not turned into `[object Object]`.
 */

export interface CellText {
  text: string
  /** A number cell: its text is a plain decimal. */
  number: boolean
  /** The cell holds nothing that can be read as a value. */
  problem?: string
}

const UNSAVED_FORMULA =
  'holds a formula whose value was never saved (the program that wrote the file did not calculate it): open the file in Excel or LibreOffice and save it again'

/** A cell's value (exceljs' `cell.value`) and number format as text. */
export function cellText(value: unknown, numFmt: string | undefined): CellText {
  if (value === null || value === undefined) return {text: '', number: false}
  if (typeof value === 'number') {
    // A percentage cell holds 0.02 for 2%.
    const n = numFmt?.includes('%') ? value * 100 : value
    return {text: plainDecimal(n), number: true}
  }
  if (typeof value === 'string') return {text: value, number: false}
  if (typeof value === 'boolean') return {text: String(value), number: false}
  if (value instanceof Date) return {text: Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10), number: false}
  if (typeof value === 'object') {
    const v = value as {
      result?: unknown
      formula?: unknown
      sharedFormula?: unknown
      richText?: {text: string}[]
      text?: unknown
      error?: string
    }
    if (v.formula !== undefined || v.sharedFormula !== undefined) {
      return v.result === undefined || v.result === null ? {text: '', number: false, problem: UNSAVED_FORMULA} : cellText(v.result, numFmt)
    }
    if (v.richText) return {text: v.richText.map((t) => t.text).join(''), number: false}
    if (typeof v.text === 'string') return {text: v.text, number: false}
    if (v.error) return {text: v.error, number: false}
  }
  return {text: String(value), number: false}
}

/** A number as a plain decimal (no exponent), with float noise beyond ten decimals removed: 0.1+0.2 → 0.3. */
function plainDecimal(n: number): string {
  if (!Number.isFinite(n)) return String(n)
  const rounded = Number(n.toFixed(10))
  const text = String(rounded)
  return /e/i.test(text) ? rounded.toFixed(10).replace(/\.?0+$/, '') : text
}
