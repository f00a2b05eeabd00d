/**
 * Date cells written as text (docs/import.md#the-file). The file format lets a cell hold a date as ISO 8601 text
 * (`<c t="d"><v>2026-12-25T00:00:00.000Z</v></c>`), and SheetJS, the most used JavaScript spreadsheet library, writes
 * every date that way. exceljs 4.4 (its last release) reads any cell type it does not know with parseFloat: the
 * text above becomes the number 2026, which a date format shows as 1905-07-18. The cell reader is taught the type
 * once per process: the cell becomes the date its text writes, the calendar date and time as written (a zone suffix
 * is not applied: a spreadsheet shows the wall clock written, and a date typed at midnight in Brazil is written
 * `T03:00:00.000Z`, still the same day).
 */
const TEXT_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(?:Z|[+-]\d{2}:?\d{2})?$/
const DATE_TYPE = 4 // exceljs' Enums.ValueType.Date
const PATCHED = Symbol.for('payctl.exceljs.textDates')

/** The date a `t="d"` cell's text writes, as that wall clock in UTC; undefined when the text is not one. */
export function textCellDate(text: string): Date | undefined {
  const m = TEXT_DATE.exec(text.trim())
  if (!m) return undefined
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0)) as [number, number, number, number, number, number]
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s))
  // 2026-02-30 is no date: Date.UTC would roll it into March.
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? date : undefined
}

interface CellParser {
  t?: string
  parser?: unknown
  model?: {value?: unknown; formula?: unknown; shareType?: unknown; type?: number}
  parseClose(name: string): boolean
}

/** Teaches exceljs' cell reader the `t="d"` type (idempotent); call before loading a workbook. */
export async function readTextDateCells(): Promise<void> {
  const {default: CellXform} = await import('exceljs/lib/xlsx/xform/sheet/cell-xform.js')
  const prototype = CellXform.prototype as CellParser & {[PATCHED]?: true}
  if (prototype[PATCHED]) return
  const parseClose = prototype.parseClose
  prototype.parseClose = function (this: CellParser, name: string): boolean {
    const model = this.model
    if (name === 'c' && this.t === 'd' && !this.parser && model && !model.formula && !model.shareType && typeof model.value === 'string') {
      const date = textCellDate(model.value)
      if (date) {
        model.type = DATE_TYPE
        model.value = date
        return false
      }
    }
    return parseClose.call(this, name)
  }
  prototype[PATCHED] = true
}
