/**
 * The check digits of Brazilian payment codes (FEBRABAN boleto barcodes and typed lines, the 48-digit line of
 * utility and tax slips, Pix BR Codes), with no dependency. The sandbox builds its slips with them (sandbox/pdf/),
 * and the card-number rule (card-number.ts) uses them to tell a payment code, which is not a card number, from one.
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

/** The modulo 11 of utility and tax slips (segment 8): remainder 0 or 1 gives 0, else 11 minus the remainder. */
function mod11Collection(digits: string): number {
  const r = weightedSum11(digits) % 11
  return r < 2 ? 0 : 11 - r
}

/** Rearranges a 47-digit typed line into the 44-digit barcode (drops the three field digits). */
export function digitableLineToBarcode(line: string): string {
  const d = line.replace(/[\s.]/g, '')
  if (!/^\d{47}$/.test(d)) throw new RangeError('digitable line must be 47 digits')
  return d.slice(0, 4) + d[32] + d.slice(33, 47) + d.slice(4, 9) + d.slice(10, 20) + d.slice(21, 31)
}

/** True when a 44-digit bank barcode has a correct general (mod-11) check digit. */
export function isValidBarcode(code: string): boolean {
  if (!/^\d{44}$/.test(code)) return false
  return mod11(code.slice(0, 4) + code.slice(5)) === Number(code[4])
}

/** True when a digitable line (dots and spaces allowed) has correct field digits and general digit. */
export function isValidDigitableLine(line: string): boolean {
  const d = line.replace(/[\s.]/g, '')
  if (!/^\d{47}$/.test(d)) return false
  const fieldsOk =
    mod10(d.slice(0, 9)) === Number(d[9]) && mod10(d.slice(10, 20)) === Number(d[20]) && mod10(d.slice(21, 31)) === Number(d[31])
  return fieldsOk && isValidBarcode(digitableLineToBarcode(d))
}

/** The check digit function of a utility or tax slip, from its third digit (6 and 7: mod 10; 8 and 9: mod 11). */
function collectionCheck(code: string): ((digits: string) => number) | undefined {
  if (code[0] !== '8') return undefined
  if (code[2] === '6' || code[2] === '7') return mod10
  if (code[2] === '8' || code[2] === '9') return mod11Collection
  return undefined
}

/** A 44-digit utility or tax slip barcode (starting with 8) with a correct general digit (the fourth). */
function isValidCollectionBarcode(code: string): boolean {
  const check = collectionCheck(code)
  return check !== undefined && check(code.slice(0, 3) + code.slice(4)) === Number(code[3])
}

/** A 48-digit utility or tax slip line: four blocks of 11 digits, each with its check digit, over a valid barcode. */
function isValidCollectionLine(d: string): boolean {
  const check = collectionCheck(d)
  if (!check) return false
  let barcode = ''
  for (let b = 0; b < 4; b++) {
    const block = d.slice(b * 12, b * 12 + 11)
    if (check(block) !== Number(d[b * 12 + 11])) return false
    barcode += block
  }
  return isValidCollectionBarcode(barcode)
}

/**
 * Whether a run of ASCII digits is a payment slip's code with valid check digits: a 44-digit barcode (bank or
 * utility), a 47-digit typed line or a 48-digit utility line.
 */
export function isPaymentSlipCode(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  if (digits.length === 44) return isValidBarcode(digits) || isValidCollectionBarcode(digits)
  if (digits.length === 47) return isValidDigitableLine(digits)
  if (digits.length === 48) return isValidCollectionLine(digits)
  return false
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor) as 4 upper-case hex digits. */
export function crc16ccitt(str: string): string {
  let crc = 0xffff
  for (const byte of Buffer.from(str, 'utf8')) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

/** Whether a text is a BR Code (EMV payload: `000201…6304` and its CRC) whose CRC is right. */
export function hasValidBrCodeCrc(text: string): boolean {
  const payload = text.trim()
  if (!payload.startsWith('000201') || !/6304[0-9A-Fa-f]{4}$/.test(payload) || !/^[\x20-\x7e]+$/.test(payload)) return false
  return crc16ccitt(payload.slice(0, -4)) === payload.slice(-4).toUpperCase()
}
