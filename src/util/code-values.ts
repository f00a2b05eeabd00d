/**
 * Whether a value is a payment code a person copies whole (docs/bolepix.md#the-codes-of-a-charge): a Pix BR Code whose
 * CRC holds, or a boleto's typed line (as 47 digits or in its printed groups) or 44-digit barcode whose check digits
 * hold. Such a value is shown whole and unbroken wherever payctl prints it, never masked as a card number: its
 * check digits already say what it is, and a Pix code with a run of it masked pays nothing.
 */
import {brCodeCrcOk, isPaymentSlipCode} from './payment-codes.js'

export function isPaymentCodeValue(value: string): boolean {
  if (value.length < 44) return false
  if (value.startsWith('000201')) return brCodeCrcOk(value)
  return /^[\d. ]+$/.test(value) && isPaymentSlipCode(value.replace(/[. ]/g, ''))
}

/** The strings in a JSON value (at any depth, up to 64 levels) that are payment codes, each once. */
export function paymentCodeValues(value: unknown): string[] {
  const found = new Set<string>()
  const walk = (v: unknown, depth: number): void => {
    if (typeof v === 'string') {
      if (isPaymentCodeValue(v)) found.add(v)
    } else if (v && typeof v === 'object' && depth < 64) {
      for (const item of Array.isArray(v) ? v : Object.values(v)) walk(item, depth + 1)
    }
  }
  walk(value, 0)
  return [...found]
}
