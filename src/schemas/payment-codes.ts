/**
 * Reading what a payer reads out (`payctl bolepix decode`, docs/bolepix.md#bolepix-decode-text): a boleto's 47-digit
 * typed line or 44-digit barcode, or a Pix copy-and-paste code (BR Code). Every check digit is verified and every
 * one that fails is named at once (a ValidationError, exit 2). The arithmetic is util/payment-codes.ts, shared with
 * the sandbox that prints these codes; the rules are docs/domain.md#boleto-and-pix.
 */
import {ValidationError, type ValidationIssue} from '../errors.js'
import {decodeCollection, type CollectionCode} from './collection-code.js'
import {MAX_DAYS_AHEAD} from './dates.js'
import {
  barcodeGeneralDigit,
  barcodeToTypedLine,
  brCodeCrcOk,
  crc16ccitt,
  formatTypedLine,
  mod10,
  CONTROL_CHARACTER,
  PIX_GUI,
  tlvFields,
  typedLineToBarcode,
  type TlvField,
} from '../util/payment-codes.js'

/** Banks whose COMPE code a support desk meets most; any other code is shown as its number alone. */
const BANKS: Record<string, string> = {
  '001': 'Banco do Brasil',
  '033': 'Santander',
  '077': 'Banco Inter',
  '104': 'Caixa Econômica Federal',
  '208': 'BTG Pactual',
  '212': 'Banco Original',
  '237': 'Bradesco',
  '260': 'Nu Pagamentos',
  '290': 'PagSeguro',
  '323': 'Mercado Pago',
  '336': 'C6 Bank',
  '341': 'Itaú Unibanco',
  '422': 'Safra',
  '748': 'Sicredi',
  '756': 'Sicoob',
  '999': 'payctl sandbox (fictional)',
}

export interface BoletoCode {
  kind: 'boleto'
  /** What was given: the 47-digit typed line or the 44-digit barcode. */
  input: 'typed-line' | 'barcode'
  typedLine: string
  /** The typed line grouped as slips print it. */
  typedLineFormatted: string
  barcode: string
  bank: {code: string; name: string | null}
  /** 9 is the real; FEBRABAN reserves 0 for other currencies. */
  currency: {code: string; name: string}
  /** The four digits of the due-date factor ("0000": no due date). */
  dueDateFactor: string
  /** YYYY-MM-DD, or null when the factor is 0000. */
  dueDate: string | null
  /** In cents; null when the code carries no amount (ten zeros: the payer types it). */
  amountCents: number | null
  /**
   * The 25 digits of the bank's own layout (agency, account, "nosso número"), in groups of five joined by dots: one
   * run of 25 digits would be masked wherever payctl prints it, as it may hold a card number's check digit by chance.
   */
  /**
   * The 25-digit free field in its five groups of five (the bank's own layout). Groups, not one string: any separator
   * between digits joins them for the card-number rule (util/card-number.ts), and 25 digits of a free field often
   * hold a run that passes Luhn.
   */
  freeField: string[]
  /** Every check digit and whether it matched (all do, or decoding failed). */
  checkDigits: {field: string; digit: number}[]
}

export interface PixCode {
  kind: 'pix'
  code: string
  /** Static (a key, maybe an amount) or dynamic (a URL the payer's bank fetches the charge from). */
  type: 'static' | 'dynamic'
  /** Field 01: 11 reusable, 12 one payment only; null when absent. */
  pointOfInitiation: string | null
  key: string | null
  /** What the key looks like (CPF, CNPJ, e-mail, phone, random key), null for a URL. */
  keyType: 'cpf' | 'cnpj' | 'email' | 'phone' | 'evp' | 'other' | null
  url: string | null
  /** Field 02 of the account template: a message to the payer. */
  description: string | null
  merchantName: string | null
  merchantCity: string | null
  postalCode: string | null
  /** Field 54 in cents; null when the payer chooses the amount. */
  amountCents: number | null
  currency: string | null
  /** Field 62, sub-field 05 ("***" when the receiver set none). */
  txid: string | null
  /**
   * A cash withdrawal (the account's field 03, the withdrawal facilitator, is there): a static code is a Pix Saque
   * (a Pix Troco needs a purchase's amount beside the change: dynamic codes only, the central bank's Pix Saque and
   * Troco guide); a dynamic code's charge, at its URL, says which. null for a payment.
   */
  withdrawal: 'saque' | 'saque-or-troco' | null
  /** The withdrawal facilitator's ISPB (the account's field 03). */
  withdrawalFacilitator: string | null
  /** As written (four hex digits). */
  crc: string
  /** The manual writes the CRC in upper case; a code written in lower case is read all the same, and said so. */
  crcLowerCase: boolean
}

export type {CollectionCode} from './collection-code.js'

export type PaymentCode = BoletoCode | CollectionCode | PixCode

const DAY_MS = 86_400_000
const FACTOR_BASE = Date.UTC(1997, 9, 7)
const CYCLE_DAYS = 9000
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/**
 * How far back a factor's date may be from the day it is read: with MAX_DAYS_AHEAD (schemas/dates.ts, 5,500 days
 * ahead) the window of brazilian-utils' getBoletoInfo, the most used reader on npm. FEBRABAN publishes no rule for
 * telling one cycle from the next (docs/bolepix.md#bolepix-decode-text).
 */
const DAYS_BACK = 3000

/**
 * The due date of a factor. Factor 1000 was 2000-07-03 and 9999 2025-02-21; FEBRABAN restarted the count at 1000
 * on 2025-02-22 (docs/domain.md#boleto-digitable-line), so a factor names a date in each 9000-day cycle: the one
 * from DAYS_BACK days before `today` to MAX_DAYS_AHEAD after it is taken (a window that brazilian-utils and payctl's
 * due-date rule share: payctl never writes a date beyond it), and outside it, in the 500 days it leaves out, the one
 * nearest today. Factors 1-999 were only ever used before 2000-07-03. "0000" is a boleto with no due date.
 */
export function dueDateOfFactor(factor: string, today: string): string | null {
  const f = Number(factor)
  if (f === 0) return null
  if (f < 1000) return isoDay(FACTOR_BASE + f * DAY_MS)
  const ref = Date.parse(`${today}T00:00:00Z`)
  // Candidates: base + f + k·9000 days (k = 0 is the first cycle, 2000-07-03 … 2025-02-21; k = 1 began 2025-02-22).
  let nearest = FACTOR_BASE + f * DAY_MS
  for (let at = nearest; at <= ref + CYCLE_DAYS * DAY_MS; at += CYCLE_DAYS * DAY_MS) {
    const days = Math.round((at - ref) / DAY_MS)
    if (days >= -DAYS_BACK && days <= MAX_DAYS_AHEAD) return isoDay(at)
    if (Math.abs(at - ref) < Math.abs(nearest - ref)) nearest = at
  }
  return isoDay(nearest)
}

/** Digits of a boleto as typed: spaces, dots and hyphens between them removed; null when anything else is there. */
function boletoDigits(text: string): string | null {
  const d = text.replace(/[\s.-]/g, '')
  return /^\d+$/.test(d) ? d : null
}

function checkTypedLine(d: string): ValidationIssue[] {
  const issues: ValidationIssue[] = []
  const fields: [string, number, number][] = [
    ['field 1 (digits 1-10)', 0, 9],
    ['field 2 (digits 11-21)', 10, 20],
    ['field 3 (digits 22-32)', 21, 31],
  ]
  for (const [name, from, dv] of fields) {
    const want = mod10(d.slice(from, dv))
    if (Number(d[dv]) !== want) issues.push({path: name, message: `check digit is ${d[dv]}, the digits before it give ${want}`})
  }
  const barcode = typedLineToBarcode(d)
  const general = barcodeGeneralDigit(barcode)
  if (Number(d[32]) !== general) {
    issues.push({path: 'field 4 (digit 33)', message: `the general check digit is ${d[32]}, the rest of the line gives ${general}`})
  }
  return issues
}

function decodeBoleto(digits: string, today: string): BoletoCode {
  const input = digits.length === 47 ? 'typed-line' : 'barcode'
  let barcode: string
  if (input === 'typed-line') {
    const issues = checkTypedLine(digits)
    if (issues.length) throw new ValidationError(issues, 'not a valid boleto line')
    barcode = typedLineToBarcode(digits)
  } else {
    barcode = digits
    const general = barcodeGeneralDigit(barcode)
    if (Number(barcode[4]) !== general) {
      throw new ValidationError(
        [{path: 'general check digit (digit 5)', message: `is ${barcode[4]}, the rest of the barcode gives ${general}`}],
        'not a valid boleto barcode',
      )
    }
  }
  const typedLine = barcodeToTypedLine(barcode)
  const amount = Number(barcode.slice(9, 19))
  const bankCode = barcode.slice(0, 3)
  return {
    kind: 'boleto',
    input,
    typedLine,
    typedLineFormatted: formatTypedLine(typedLine),
    barcode,
    bank: {code: bankCode, name: BANKS[bankCode] ?? null},
    currency: {code: barcode[3]!, name: barcode[3] === '9' ? 'BRL' : 'other (not the real)'},
    dueDateFactor: barcode.slice(5, 9),
    dueDate: dueDateOfFactor(barcode.slice(5, 9), today),
    amountCents: amount === 0 ? null : amount,
    freeField: barcode.slice(19, 44).match(/\d{5}/g)!,
    checkDigits: [
      {field: 'field 1', digit: Number(typedLine[9])},
      {field: 'field 2', digit: Number(typedLine[20])},
      {field: 'field 3', digit: Number(typedLine[31])},
      {field: 'general', digit: Number(barcode[4])},
    ],
  }
}

/** Field 54 as cents, by its digits (never through a float): "150.75" → 15075; null when it is not an amount. */
export function pixAmountCents(value: string): number | null {
  const m = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(value)
  if (!m) return null
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
}

function keyType(key: string): PixCode['keyType'] {
  if (/^\d{11}$/.test(key)) return 'cpf'
  if (/^\d{14}$/.test(key)) return 'cnpj'
  if (/^\+\d{10,15}$/.test(key)) return 'phone'
  if (/^[^@\s]+@[^@\s]+$/.test(key)) return 'email'
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key)) return 'evp'
  return 'other'
}

function subFields(field: TlvField | undefined, where: string, issues: ValidationIssue[]): Map<string, string> {
  if (!field) return new Map()
  const r = tlvFields(field.value)
  if ('fields' in r) return new Map(r.fields.map((f) => [f.id, f.value]))
  issues.push({path: where, message: `its sub-fields break at character ${field.at + 5 + r.brokenAt}: ${r.why}`})
  return new Map()
}

function decodePix(code: string): PixCode {
  const issues: ValidationIssue[] = []
  // Characters beyond ASCII (a receiver's accents, a º) are read as written: banks write them, and the CRC runs over
  // their UTF-8 bytes. A control character is never part of a code.
  const control = CONTROL_CHARACTER.exec(code)
  if (control) {
    const at = [...code.slice(0, control.index)].length + 1
    const name = `U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`
    throw new ValidationError(
      [{path: 'code', message: `a control character (${name}) at character ${at}: a line break or tab copied inside the code; remove it`}],
      'not a valid Pix code',
    )
  }
  const r = tlvFields(code)
  if (!('fields' in r)) throw new ValidationError([{path: `character ${r.brokenAt + 1}`, message: r.why}], 'not a valid Pix code')
  const fields = r.fields
  const last = fields[fields.length - 1]
  if (last?.id !== '63' || !/^[0-9A-Fa-f]{4}$/.test(last.value)) {
    throw new ValidationError(
      [{path: 'CRC (field 63)', message: 'missing: a BR Code ends with 6304 and four hex digits (was the end cut off?)'}],
      'not a valid Pix code',
    )
  }
  const computed = crc16ccitt(code.slice(0, -4))
  if (!brCodeCrcOk(code)) {
    throw new ValidationError(
      [
        {
          path: 'CRC (field 63)',
          message: `is ${last.value}, the code before it gives ${computed}: a character was changed, lost or mistyped`,
        },
      ],
      'not a valid Pix code',
    )
  }
  const byId = new Map(fields.map((f) => [f.id, f]))
  const value = (id: string) => byId.get(id)?.value ?? null
  const accountField = fields.find((f) => f.id >= '26' && f.id <= '51' && parseGui(f.value) === PIX_GUI)
  if (!accountField)
    issues.push({path: 'merchant account (fields 26-51)', message: `no account with the Pix GUI ${PIX_GUI}: not a Pix code`})
  const account = subFields(accountField, `merchant account (field ${accountField?.id ?? '26'})`, issues)
  const key = account.get('01') ?? null
  const url = account.get('25') ?? null
  if (accountField && !key && !url)
    issues.push({path: `merchant account (field ${accountField.id})`, message: 'has neither a key (01) nor a URL (25)'})
  const amountText = value('54')
  const amountCents = amountText === null ? null : pixAmountCents(amountText)
  if (amountText !== null && amountCents === null)
    issues.push({path: 'amount (field 54)', message: `"${amountText}" is not an amount such as 150.75`})
  const additional = subFields(byId.get('62'), 'additional data (field 62)', issues)
  if (issues.length) throw new ValidationError(issues, 'not a valid Pix code')
  return {
    kind: 'pix',
    code,
    type: url ? 'dynamic' : 'static',
    pointOfInitiation: value('01'),
    key,
    keyType: key ? keyType(key) : null,
    url,
    description: account.get('02') ?? null,
    merchantName: value('59'),
    merchantCity: value('60'),
    postalCode: value('61'),
    amountCents: amountCents === 0 ? null : amountCents,
    currency: value('53') === '986' ? 'BRL' : value('53'),
    txid: additional.get('05') ?? null,
    withdrawal: account.has('03') ? (url ? 'saque-or-troco' : 'saque') : null,
    withdrawalFacilitator: account.get('03') ?? null,
    crc: last.value,
    crcLowerCase: /[a-f]/.test(last.value),
  }
}

function parseGui(template: string): string | undefined {
  const r = tlvFields(template)
  return 'fields' in r ? r.fields.find((f) => f.id === '00')?.value.toLowerCase() : undefined
}

/**
 * Decodes a typed line (47 digits, dots and spaces allowed), a barcode (44 digits), a utility or tax bill (48 or 44
 * digits starting with 8, schemas/collection-code.ts) or a BR Code (starting "000201"). `today` (YYYY-MM-DD) places
 * the due-date factor in its cycle. Anything wrong is a ValidationError naming the field.
 */
export function decodePaymentCode(text: string, today: string): PaymentCode {
  const trimmed = text.trim()
  if (trimmed.startsWith('000201')) return decodePix(trimmed)
  const digits = boletoDigits(trimmed)
  if (digits?.startsWith('8') && (digits.length === 48 || digits.length === 44)) return decodeCollection(digits)
  if (digits && (digits.length === 47 || digits.length === 44)) return decodeBoleto(digits, today)
  const what = digits
    ? `${digits.length} digits`
    : trimmed === ''
      ? 'nothing'
      : `"${trimmed.length > 40 ? `${trimmed.slice(0, 40)}…` : trimmed}"`
  throw new ValidationError(
    [
      {
        path: 'TEXT',
        message: `${what}: expected a boleto's typed line (47 digits), its barcode (44 digits), a utility or tax bill (48 digits starting with 8) or a Pix code (starting 000201)`,
      },
    ],
    'not a payment code',
  )
}
