/**
 * Spreadsheet cells to the values `bolepix create` takes (docs/import.md#values-as-spreadsheets-write-them): pt-BR
 * dates (`25/12/2026`, `25/12/26`; never month first), amounts with `R$` and, in a pt-BR file (`;`-separated, or a
 * pt-BR sheet), `1.500` as one thousand five hundred; percentages (`2,00%`) for fine and interest; whole numbers
 * written as `5,0`; and the leading zeros a spreadsheet drops from a CPF, CNPJ or CEP typed as a number, restored only
 * when the padded value passes its check digits (a CEP: seven digits padded to eight), with a note saying so.
 * A value that converts to nothing known is passed on as written: the schema then names what is wrong with it.
 */
import {cnpjDigitsOk, cpfDigitsOk} from '../../util/check-digits.js'

export interface CellContext {
  /** The file is pt-BR: `;`-separated, or a pt-BR sheet. `.` is then only a thousands separator. */
  ptBR: boolean
}

export interface CellValue {
  value: string
  /** Said about the row (a restored leading zero). */
  note?: string
  /** The cell cannot be what its column is (a month-first date): an issue of the row. */
  problem?: string
}

const DMY = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/
// eslint-disable-next-line no-control-regex
const NOT_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd]/

/** Converts one cell's text (already trimmed) for the field at body path `path`. */
export function convertCell(path: string, text: string, ctx: CellContext): CellValue {
  const value = text.normalize('NFC')
  if (value === '') return {value}
  // A sheet's text cell is not decoded by decode.ts: the same rule here (nothing garbled is sent).
  const bad = NOT_TEXT.exec(value)
  if (bad)
    return {
      value,
      problem: `holds ${bad[0] === '\ufffd' ? 'U+FFFD (text garbled before it was saved: "�")' : `the control character U+${bad[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`} at character ${bad.index + 1}`,
    }
  switch (path) {
    case 'amount':
    case 'instructions.discount.amount':
      return {value: money(value, ctx)}
    case 'instructions.fine':
    case 'instructions.interest':
      return {value: percent(value)}
    case 'expirationAfterPayment':
      return {value: wholeNumber(value)}
    case 'dueDate':
    case 'instructions.discount.limitDate':
      return date(value)
    case 'debtor.document':
      return document(value)
    case 'debtor.postalCode':
      return /^\d{7}$/.test(value)
        ? {value: `0${value}`, note: `debtor.postalCode: the leading zero was restored (${value} → 0${value})`}
        : {value}
    case 'debtor.state':
      return {value: value.toUpperCase()}
    default:
      return {value}
  }
}

/** `R$ 1.234,56` → `1234.56`; in a pt-BR file `1.500` → `1500`. Anything else as written (parseReais decides). */
function money(text: string, ctx: CellContext): string {
  const t = text.replace(/^R\$\s*/i, '').trim()
  if (ctx.ptBR && /^\d{1,3}(?:\.\d{3})*(?:,\d+)?$|^\d+(?:,\d+)?$/.test(t)) return t.replace(/\./g, '').replace(',', '.')
  return t
}

/** `2,00%` → `2`; `1,5` → `1.5`. */
function percent(text: string): string {
  const t = text.replace(/\s*%$/, '').trim()
  if (/^\d+(?:[.,]\d+)?$/.test(t)) return String(Number(t.replace(',', '.')))
  return text
}

/** `5`, `5,0`, `5.00` → `5`. */
function wholeNumber(text: string): string {
  const m = /^(\d+)(?:[.,]0+)?$/.exec(text)
  return m ? String(Number(m[1])) : text
}

/** `25/12/2026` or `25/12/26` → `2026-12-25`; a month above 12 is refused (dates are day first). */
function date(text: string): CellValue {
  const m = DMY.exec(text)
  if (!m) return {value: text}
  const [d, mo] = [Number(m[1]), Number(m[2])]
  const y = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3])
  if (mo < 1 || mo > 12) return {value: text, problem: `${text}: dates are day first (dd/mm/aaaa); ${mo} is not a month`}
  const iso = `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`
  return {value: iso}
}

/** How to keep the zeros: one line, for Excel and LibreOffice. */
export const TEXT_COLUMN_HOW =
  'format the column as text and type the documents again with their zeros (Excel: Format Cells > Text; LibreOffice: Format > Cells > Text), or write them with dots and dash (012.345.678-90)'

/**
 * A CPF or CNPJ that lost its leading zeros (typed as a number): restored, with a note, when exactly one padding is
 * valid. When both are (every CPF with two or three leading zeros also pads to a valid CNPJ) or neither is, nothing is
 * guessed: the row is refused, saying what the spreadsheet did and how to keep the zeros.
 */
function document(text: string): CellValue {
  if (!/^\d{1,13}$/.test(text) || text.length === 11) return {value: text}
  const cpf = text.length < 11 ? text.padStart(11, '0') : undefined
  const cnpj = text.padStart(14, '0')
  const asCpf = cpf !== undefined && cpfDigitsOk(cpf)
  const asCnpj = cnpjDigitsOk(cnpj)
  if (asCpf !== asCnpj) {
    const value = asCpf ? cpf : cnpj
    return {value, note: `debtor.document: leading zeros restored (${text} → ${value}, a valid ${asCpf ? 'CPF' : 'CNPJ'})`}
  }
  // Shorter than 8 digits is no CPF that lost up to three zeros: the schema says what is wrong.
  if (text.length < 8) return {value: text}
  const which = asCpf
    ? `both the CPF ${cpf} and the CNPJ ${cnpj} are valid, so which was meant cannot be told`
    : cpf
      ? `neither the CPF ${cpf} nor the CNPJ ${cnpj} is valid`
      : `the CNPJ ${cnpj} is not valid`
  return {
    value: text,
    problem: `${text} looks like a CPF or CNPJ whose leading zeros the spreadsheet dropped (typed as a number; ${which}): ${TEXT_COLUMN_HOW}`,
  }
}
