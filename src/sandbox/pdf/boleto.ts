/**
 * FEBRABAN bank boleto ("bloqueto de cobrança"): the 44-digit barcode and the 47-digit digitable line.
 *
 * Barcode layout (positions 1-based):
 *   1-3 bank code · 4 currency (9 = real) · 5 general check digit (mod 11) · 6-9 due date factor ·
 *   10-19 amount in cents · 20-44 free field (25 digits, the bank's own layout).
 * Digitable line: three fields carrying bank, currency and the free field, each closed by a mod-10 digit,
 * then the general check digit, then factor + amount.
 */
import {createHash} from 'node:crypto'
import {
  barcodeToTypedLine,
  formatTypedLine,
  isValidBarcode as barcodeDigitOk,
  isValidTypedLine,
  mod10,
  mod11,
  typedLineToBarcode,
} from '../../util/payment-codes.js'

/**
 * Default bank code. "999" is fictional on purpose: it is not a COMPE code of any bank we know of, so a sandbox
 * slip can never be mistaken for (or paid as) a real one. Pass "341" (Itaú) or another code to mimic a bank.
 */
export const SANDBOX_BANK_CODE = '999'
const CURRENCY_REAL = '9'
const MAX_AMOUNT_CENTS = 9_999_999_999 // 10 digits

export interface BoletoInput {
  bankCode?: string | undefined
  /** Due date, `YYYY-MM-DD` (a calendar date, no time zone). */
  dueDate: string
  amountCents: number
  invoiceId: string
}

export interface Boleto {
  barcode: string
  digitableLine: string
  /** The line as printed on the slip: `AAABC.CCCCX DDDDD.DDDDDY EEEEE.EEEEEZ K UUUUVVVVVVVVVV`. */
  formattedLine: string
}

const DAY_MS = 86_400_000
// FEBRABAN base date: factor = days since 1997-10-07. Factor 1000 fell on 2000-07-03 and 9999 on 2025-02-21.
const FACTOR_BASE_MS = Date.UTC(1997, 9, 7)

function parseIsoDate(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!m) throw new RangeError(`dueDate must be YYYY-MM-DD, got ${JSON.stringify(date)}`)
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const ms = Date.UTC(y, mo - 1, d)
  const back = new Date(ms)
  // Reject 2025-02-30 and friends rather than letting Date roll them over.
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) {
    throw new RangeError(`dueDate is not a calendar date: ${date}`)
  }
  return ms
}

/**
 * Due date factor (4 digits) of a `YYYY-MM-DD` date. The factor only has four digits, so FEBRABAN restarts it:
 * 2025-02-21 is 9999 and 2025-02-22 is 1000 again, i.e. every 9000 days from 2000-07-03 the count wraps to 1000.
 */
export function dueDateFactor(dueDate: string): string {
  const days = Math.round((parseIsoDate(dueDate) - FACTOR_BASE_MS) / DAY_MS)
  if (days < 1) throw new RangeError(`dueDate ${dueDate} is before the FEBRABAN base date 1997-10-08`)
  // Before 2000-07-03 the plain day count (1..999) was used; after it, the 1000..9999 window repeats.
  const factor = days < 1000 ? days : ((days - 1000) % 9000) + 1000
  return String(factor).padStart(4, '0')
}

export {mod10, mod11}

/**
 * The 25-digit free field. A real bank packs agency, account and "nosso número" here; the sandbox only needs it
 * to be stable for an invoice, so it is 25 decimal digits of SHA-256(invoiceId).
 */
export function freeFieldFor(invoiceId: string): string {
  const hash = createHash('sha256').update(`boleto:${invoiceId}`, 'utf8').digest('hex')
  return (BigInt(`0x${hash}`) % 10n ** 25n).toString().padStart(25, '0')
}

function amountField(amountCents: number): string {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0 || amountCents > MAX_AMOUNT_CENTS) {
    throw new RangeError(`amountCents must be an integer from 0 to ${MAX_AMOUNT_CENTS}, got ${amountCents}`)
  }
  return String(amountCents).padStart(10, '0')
}

/** Builds the barcode, the digitable line and its printed form for one invoice. */
export function buildBoleto(input: BoletoInput): Boleto {
  const bank = input.bankCode ?? SANDBOX_BANK_CODE
  if (!/^\d{3}$/.test(bank)) throw new RangeError(`bankCode must be 3 digits, got ${JSON.stringify(bank)}`)
  const factor = dueDateFactor(input.dueDate)
  const amount = amountField(input.amountCents)
  const free = freeFieldFor(input.invoiceId)

  const withoutDv = bank + CURRENCY_REAL + factor + amount + free // 43 digits
  const dv = mod11(withoutDv)
  const barcode = bank + CURRENCY_REAL + String(dv) + factor + amount + free
  const digitableLine = barcodeToDigitableLine(barcode)
  return {barcode, digitableLine, formattedLine: formatDigitableLine(digitableLine)}
}

/** Rearranges a 44-digit barcode into the 47-digit digitable line, adding the three mod-10 digits. */
export function barcodeToDigitableLine(barcode: string): string {
  if (!/^\d{44}$/.test(barcode)) throw new RangeError('barcode must be 44 digits')
  return barcodeToTypedLine(barcode)
}

/** Inverse of {@link barcodeToDigitableLine}: drops the field digits and puts the parts back in barcode order. */
export function digitableLineToBarcode(line: string): string {
  const d = line.replace(/[\s.]/g, '')
  if (!/^\d{47}$/.test(d)) throw new RangeError('digitable line must be 47 digits')
  return typedLineToBarcode(d)
}

/** Groups a 47-digit line the way slips print it. */
export function formatDigitableLine(line: string): string {
  return formatTypedLine(line.replace(/[\s.]/g, ''))
}

/** True when a 44-digit barcode has a correct general (mod-11) check digit. */
export const isValidBarcode = barcodeDigitOk

/** True when a digitable line (dots and spaces allowed) has correct field digits and general digit. */
export function isValidDigitableLine(line: string): boolean {
  return isValidTypedLine(line.replace(/[\s.]/g, ''))
}
