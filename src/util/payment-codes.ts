/**
 * The arithmetic of the two codes a Brazilian payer reads out (docs/domain.md#boleto-and-pix), with no dependency:
 * FEBRABAN's mod-10 and mod-11 digits of the boleto's typed line and barcode, and the TLV fields and CRC16 of a Pix
 * BR Code. The sandbox builds its codes with these (sandbox/pdf/), `bolepix decode` reads them
 * (schemas/payment-codes.ts), and the redactor recognises a checked code as what it is, not a card number
 * (util/redact.ts).
 */

/** FEBRABAN modulo 10: weights 2,1,2,1… from the right, two-digit products summed digit by digit. */
export function mod10(digits: string): number {
  let sum = 0
  let weight = 2
  for (let i = digits.length - 1; i >= 0; i--) {
    const p = (digits.charCodeAt(i) - 48) * weight
    sum += p > 9 ? p - 9 : p // same as adding its two digits
    weight = weight === 2 ? 1 : 2
  }
  return (10 - (sum % 10)) % 10
}

/** FEBRABAN modulo 11 for the barcode's general digit: weights 2..9 from the right; 0, 10 or 11 become 1. */
export function mod11(digits: string): number {
  const dv = 11 - (weightedSum11(digits) % 11)
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv
}

function weightedSum11(digits: string): number {
  let sum = 0
  let weight = 2
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += (digits.charCodeAt(i) - 48) * weight
    weight = weight === 9 ? 2 : weight + 1
  }
  return sum
}

/** The general check digit a 44-digit barcode should carry at position 5 (computed over the other 43). */
export const barcodeGeneralDigit = (barcode: string): number => mod11(barcode.slice(0, 4) + barcode.slice(5))

/** True when a 44-digit barcode has a correct general (mod-11) check digit. */
export function isValidBarcode(code: string): boolean {
  return /^\d{44}$/.test(code) && barcodeGeneralDigit(code) === code.charCodeAt(4) - 48
}

/** Inverse of barcodeToTypedLine: drops the field digits and puts the parts back in barcode order. */
export function typedLineToBarcode(line47: string): string {
  const d = line47
  return d.slice(0, 4) + d[32] + d.slice(33, 47) + d.slice(4, 9) + d.slice(10, 20) + d.slice(21, 31)
}

/** Rearranges a 44-digit barcode into the 47-digit typed ("digitable") line, adding the three mod-10 digits. */
export function barcodeToTypedLine(barcode: string): string {
  const f1 = barcode.slice(0, 4) + barcode.slice(19, 24)
  const f2 = barcode.slice(24, 34)
  const f3 = barcode.slice(34, 44)
  return `${f1}${mod10(f1)}${f2}${mod10(f2)}${f3}${mod10(f3)}${barcode[4]}${barcode.slice(5, 19)}`
}

/** Groups a 47-digit line the way slips print it: `AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE`. */
export function formatTypedLine(d: string): string {
  return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d[32]} ${d.slice(33)}`
}

/** True when 47 digits have correct field digits (mod 10) and general digit (mod 11). */
export function isValidTypedLine(d: string): boolean {
  if (!/^\d{47}$/.test(d)) return false
  const fieldsOk =
    mod10(d.slice(0, 9)) === Number(d[9]) && mod10(d.slice(10, 20)) === Number(d[20]) && mod10(d.slice(21, 31)) === Number(d[31])
  return fieldsOk && isValidBarcode(typedLineToBarcode(d))
}

/**
 * The modulo 11 of utility and tax bills (FEBRABAN's layout for collection, "arrecadação"): weights 2..9 from the
 * right, remainder 0 or 1 gives 0, 10 gives 1, any other r gives 11 − r.
 */
export function mod11Collection(digits: string): number {
  const r = weightedSum11(digits) % 11
  return r < 2 ? 0 : 11 - r
}

/**
 * The check digit function of a utility or tax bill, from its third digit, the value indicator (6 and 7: mod 10;
 * 8 and 9: mod 11); undefined for any other digit, or when the code does not start with 8.
 */
export function collectionCheck(code: string): ((digits: string) => number) | undefined {
  if (code[0] !== '8') return undefined
  if (code[2] === '6' || code[2] === '7') return mod10
  if (code[2] === '8' || code[2] === '9') return mod11Collection
  return undefined
}

/** The 44-digit barcode of a 48-digit utility line: its four blocks of 11 digits, each block's check digit dropped. */
export const collectionLineToBarcode = (line48: string): string =>
  line48.slice(0, 11) + line48.slice(12, 23) + line48.slice(24, 35) + line48.slice(36, 47)

/** The 48-digit line of a utility barcode: each block of 11 digits followed by its check digit (mod 10 or 11). */
export function collectionBarcodeToLine(barcode: string): string {
  const check = collectionCheck(barcode) ?? mod10
  let line = ''
  for (let b = 0; b < 4; b++) {
    const block = barcode.slice(b * 11, b * 11 + 11)
    line += block + check(block)
  }
  return line
}

/** The general check digit a utility barcode should carry at position 4 (computed over the other 43). */
export function collectionGeneralDigit(barcode: string): number | undefined {
  return collectionCheck(barcode)?.(barcode.slice(0, 3) + barcode.slice(4))
}

/** Groups a 48-digit utility line as bills print it: `AAAAAAAAAAA-A BBBBBBBBBBB-B CCCCCCCCCCC-C DDDDDDDDDDD-D`. */
export const formatCollectionLine = (d: string): string => [0, 12, 24, 36].map((at) => `${d.slice(at, at + 11)}-${d[at + 11]}`).join(' ')

/** A 44-digit utility or tax slip barcode (starting with 8) with a correct general digit (the fourth). */
function isValidCollectionBarcode(code: string): boolean {
  return /^8\d{43}$/.test(code) && collectionGeneralDigit(code) === code.charCodeAt(3) - 48
}

/** A 48-digit utility or tax slip line: four blocks of 11 digits, each with its check digit, over a valid barcode. */
function isValidCollectionLine(d: string): boolean {
  return (
    /^\d{48}$/.test(d) && collectionBarcodeToLine(collectionLineToBarcode(d)) === d && isValidCollectionBarcode(collectionLineToBarcode(d))
  )
}

/**
 * Whether a run of ASCII digits is a payment slip's code with valid check digits: a 44-digit barcode (bank or
 * utility), a 47-digit typed line or a 48-digit utility line (util/card-number.ts: none of them is a card number).
 */
export function isPaymentSlipCode(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  if (digits.length === 44) return isValidBarcode(digits) || isValidCollectionBarcode(digits)
  if (digits.length === 47) return isValidTypedLine(digits)
  if (digits.length === 48) return isValidCollectionLine(digits)
  return false
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor) as 4 upper-case hex digits. */
export function crc16ccitt(str: string): string {
  let crc = 0xffff
  for (const byte of Buffer.from(str, 'utf8')) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

/** One TLV field of a BR Code: its 2-digit id, its value, and where the field starts in the text. */
export interface TlvField {
  id: string
  value: string
  at: number
}

/**
 * Splits EMV TLV text (2-digit id, 2-digit length, value) into its fields, or says where it breaks: the position
 * (0-based) of a header that is not four digits or of a length that runs past the end. Lengths and positions count
 * characters, as EMV counts them (a `º` or a `ã` is one, though two bytes in UTF-8 and, beyond the BMP, two UTF-16
 * units in a JavaScript string).
 */
export function tlvFields(data: string): {fields: TlvField[]} | {brokenAt: number; why: string} {
  // Printable ASCII, the usual code, is sliced as it is; anything else by its characters.
  const chars = /^[\x20-\x7e]*$/.test(data) ? data : [...data]
  const text = (from: number, to: number) => chars.slice(from, to)
  const joined = (part: string | string[]) => (typeof part === 'string' ? part : part.join(''))
  const fields: TlvField[] = []
  let i = 0
  while (i < chars.length) {
    const head = joined(text(i, i + 4))
    if (!/^\d{4}$/.test(head)) return {brokenAt: i, why: `"${head}" is not a 2-digit id and a 2-digit length`}
    const len = Number(head.slice(2))
    if (i + 4 + len > chars.length)
      return {brokenAt: i, why: `field ${head.slice(0, 2)} says ${len} characters, but only ${chars.length - i - 4} follow`}
    fields.push({id: head.slice(0, 2), value: joined(text(i + 4, i + 4 + len)), at: i})
    i += 4 + len
  }
  return {fields}
}

/** Splits a TLV string into its fields; null when a length runs past the end or is not two digits. */
export function parseTlv(data: string): Map<string, string> | null {
  const r = tlvFields(data)
  return 'fields' in r ? new Map(r.fields.map((f) => [f.id, f.value])) : null
}

/** The Pix GUI in a BR Code's merchant account template (ids 26-51). */
export const PIX_GUI = 'br.gov.bcb.pix'

/** Whether a BR Code field id holds a template of sub-fields (merchant accounts 26-51, additional data 62, 80-99). */
export const isTemplateId = (id: string): boolean => (id >= '26' && id <= '51') || id === '62' || id >= '80'

/** Control characters (C0, DEL, C1): never part of a BR Code; a line break or a tab copied with one. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTER = /[\x00-\x1f\x7f-\x9f]/

/**
 * True when the text is a whole BR Code with a matching CRC: TLV intact, "000201" first, field 63 last with the
 * CRC16 of everything before its value ("6304" included), over its UTF-8 bytes; its hex digits in either case.
 */
export function brCodeCrcOk(payload: string): boolean {
  if (!payload.startsWith('000201') || CONTROL_CHARACTER.test(payload)) return false
  const r = tlvFields(payload)
  if (!('fields' in r)) return false
  const last = r.fields[r.fields.length - 1]
  return last?.id === '63' && /^[0-9A-Fa-f]{4}$/.test(last.value) && crc16ccitt(payload.slice(0, -4)) === last.value.toUpperCase()
}

// A typed line as printed (`AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE`), as 47 digits, or a 44-digit
// barcode, not glued to other digits.
const BOLETO_TEXT = /(?<![\d.])(?:\d{5}\.?\d{5} ?\d{5}\.?\d{6} ?\d{5}\.?\d{6} ?\d ?\d{14}|\d{44})(?![\d.])/g

/** A cheap test before the search: whether a text may hold a boleto line, a barcode or a BR Code at all. */
export const mayHoldPaymentCode = (text: string): boolean => text.length >= 44 && (/\d{5}\.?\d{5}/.test(text) || text.includes('000201'))

// A utility or tax bill's 48-digit line as printed (four blocks of 11 digits and a check digit, each digit set apart
// by a hyphen, a space or a dot, or not), or bare; its 44-digit barcode is matched by BOLETO_TEXT.
const COLLECTION_TEXT = /(?<![\d.-])8\d{10}[ .-]?\d(?:[ .-]{0,3}\d{11}[ .-]?\d){3}(?![\d.-]*\d)/g

/**
 * A slip's digits that pass every check digit: a bank boleto for the real (currency 9) or a utility or tax bill
 * (starting with 8). Never a card number, however they fall.
 */
function isBoletoDigits(d: string): boolean {
  if (d[0] === '8' && (d.length === 44 || d.length === 48)) return isPaymentSlipCode(d)
  return d[3] === '9' && (d.length === 47 ? isValidTypedLine(d) : isValidBarcode(d))
}

/**
 * The end of a whole BR Code starting at `start` (its TLV fields unbroken up to a CRC field `6304` and four
 * characters), or -1. The CRC is not required to match: a mistyped code (which `bolepix decode` is there to name) is
 * still a code, and its fields are masked one by one like a good one's.
 */
function brCodeEnd(text: string, start: number): number {
  let i = start
  while (i + 4 <= text.length) {
    const head = text.slice(i, i + 4)
    if (!/^\d{4}$/.test(head)) return -1
    const end = i + 4 + Number(head.slice(2))
    if (end > text.length) return -1
    if (head === '6304') return end
    i = end
  }
  return -1
}

/**
 * Whether a BR Code field is a txid (field 05 of the additional data, 62) written as the manual says, letters and
 * digits only (up to 25), with a letter: an identifier, kept whole. A service's txid is often its charge id without
 * the dashes (the sandbox's is), whose digits can hold a run that passes Luhn; masking it broke the code's CRC and so
 * the Pix code a person pays with (about 1 charge in 200). A txid of digits only is still masked like any field.
 */
const isLettersAndDigitsTxid = (parent: string | undefined, id: string, value: string): boolean =>
  parent === '62' && id === '05' && isIdentifierTxid(value)

/** A txid as the manual writes one, letters and digits only (up to 25), with a letter: an identifier. */
export const isIdentifierTxid = (value: string): boolean => /^[A-Za-z0-9]{1,25}$/.test(value) && /[A-Za-z]/.test(value)

/** What masks the slice [from, to) of a text (the card-number masker), in the text it writes. */
export type SliceMask = (from: number, to: number) => string

/**
 * The BR Code at [from, to) of `text` with `mask` applied to each field's value (inside templates, each sub-field's),
 * headers kept; `shown` is what is written for a field kept whole.
 */
function maskBrCodeFields(text: string, from: number, to: number, mask: SliceMask, shown: string, parent?: string): string {
  const r = tlvFields(text.slice(from, to))
  if (!('fields' in r)) return mask(from, to)
  return r.fields
    .map(({id, value, at}) => {
      const start = from + at + 4
      const end = start + value.length
      const masked = isLettersAndDigitsTxid(parent, id, value)
        ? shown.slice(start, end)
        : isTemplateId(id) && 'fields' in tlvFields(value)
          ? maskBrCodeFields(text, start, end, mask, shown, id)
          : mask(start, end)
      return `${id}${String(masked.length).padStart(2, '0')}${masked}`
    })
    .join('')
}

/**
 * `mask` (the card-number masker) over a text, except that a boleto line or barcode whose check digits hold is kept
 * whole, and a BR Code is masked field by field: its own digits (ids, lengths, the CRC) are
 * structure, not a card number, while a card number inside a field (a name, a txid of digits) is still masked; a
 * txid of letters and digits is an identifier, kept whole (isLettersAndDigitsTxid). `text` is what is read (a value
 * as a person reads it: util/card-reading.ts), `shown` what is written, of the same length: the value itself.
 */
export function maskAroundPaymentCodes(text: string, mask: SliceMask, shown = text): string {
  const kept: [number, number, string][] = []
  for (const pattern of [BOLETO_TEXT, COLLECTION_TEXT]) {
    for (const m of text.matchAll(pattern)) {
      const end = m.index + m[0].length
      const overlaps = kept.some(([s, e]) => m.index < e && end > s)
      if (!overlaps && isBoletoDigits(m[0].replace(/[ .-]/g, ''))) kept.push([m.index, end, shown.slice(m.index, end)])
    }
  }
  for (let at = text.indexOf('000201'); at !== -1; at = text.indexOf('000201', at + 1)) {
    const end = brCodeEnd(text, at)
    if (end === -1 || kept.some(([s, e]) => at < e && end > s)) continue
    kept.push([at, end, maskBrCodeFields(text, at, end, mask, shown)])
    at = end - 1
  }
  if (kept.length === 0) return mask(0, text.length)
  kept.sort((a, b) => a[0] - b[0])
  let out = ''
  let last = 0
  for (const [start, end, piece] of kept) {
    out += mask(last, start) + piece
    last = end
  }
  return out + mask(last, text.length)
}

/**
 * Whether a whole value is written as a utility or tax bill (starting with 8, 44 or 48 digits with the spaces,
 * hyphens and dots bills print), its check digits right or not: `bolepix decode` takes it to name a wrong digit.
 */
export function hasCollectionCodeShape(value: string): boolean {
  const text = value.trim()
  return /^8[\d\s.-]*$/.test(text) && [44, 48].includes(text.replace(/[\s.-]/g, '').length)
}
