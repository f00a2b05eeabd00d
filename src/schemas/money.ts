/**
 * Money. Inside the program an amount is integer cents; on the wire a Bolepix amount is a bare JSON number in reais.
 * cents / 100 is a single correctly rounded division, so JSON.stringify prints exactly the decimal that was typed
 * (`15075 / 100` → `150.75`): no float arithmetic ever touches a sum.
 */
import {z} from 'zod'

/** Largest amount accepted, in cents (R$ 10 billion), far inside the exact-integer range of a double. */
export const MAX_CENTS = 1_000_000_000_000

export type MoneyResult = {ok: true; cents: number} | {ok: false; message: string}

/**
 * Parses reais as people type them: `150.75`, `150,75`, `1.234,56`, `1,234.56`, `1234`, `R$ 10,00`.
 * The last separator is the decimal one; any earlier ones must group thousands by three.
 */
export function parseReais(input: string | number, {allowZero = false} = {}): MoneyResult {
  let text: string
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return {ok: false, message: 'must be a number'}
    text = String(input)
    if (/e/i.test(text)) return {ok: false, message: 'must be a plain decimal number'}
  } else {
    text = input.trim().replace(/^R\$\s*/i, '')
  }
  if (text === '') return {ok: false, message: 'must be an amount such as 150.75 or 150,75'}
  if (text.startsWith('-')) return {ok: false, message: allowZero ? 'must be 0 or more' : 'must be greater than 0'}
  if (!/^[\d.,]+$/.test(text)) return {ok: false, message: 'must be an amount such as 150.75 or 150,75'}
  const lastSep = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','))
  let intPart = text
  let fracPart = ''
  if (lastSep >= 0) {
    const sep = text[lastSep]!
    intPart = text.slice(0, lastSep)
    fracPart = text.slice(lastSep + 1)
    const other = sep === '.' ? ',' : '.'
    if (intPart.includes(sep)) {
      // The same separator twice: only thousands grouping with no decimals (1.234.567), which we refuse as ambiguous.
      return {ok: false, message: 'ambiguous amount: write the decimals explicitly (1.234.567,00 or 1234567)'}
    }
    if (intPart.includes(other)) {
      if (!/^\d{1,3}(?:[.,]\d{3})+$/.test(intPart) || intPart.includes(sep)) {
        return {ok: false, message: 'thousands separators must group digits by three (1.234,56)'}
      }
      intPart = intPart.split(other).join('')
    }
  }
  if (!/^\d+$/.test(intPart || '0') || (fracPart !== '' && !/^\d+$/.test(fracPart))) {
    return {ok: false, message: 'must be an amount such as 150.75 or 150,75'}
  }
  if (lastSep >= 0 && fracPart === '') return {ok: false, message: 'must be an amount such as 150.75 or 150,75'}
  if (fracPart.length > 2) return {ok: false, message: 'at most two decimals'}
  const digits = (intPart || '0').replace(/^0+(?=\d)/, '')
  if (digits.length > 13) return {ok: false, message: 'amount too large'}
  const cents = Number(digits) * 100 + Number(fracPart.padEnd(2, '0') || '0')
  if (cents > MAX_CENTS) return {ok: false, message: 'amount too large'}
  if (cents === 0 && !allowZero) return {ok: false, message: 'must be greater than 0'}
  return {ok: true, cents}
}

/** Cents to the JSON number the API expects (`15075` → `150.75`). Exact, see the module comment. */
export const centsToReais = (cents: number): number => cents / 100

/** Cents to a decimal string (`15075` → `"150.75"`). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

// reaisToCents and formatBrl live in the zod-free cents.ts (the renderer loads them at start-up).
export {formatBrl, reaisToCents} from './cents.js'

/** zod: an amount in reais given as a number or a string, > 0, two decimals at most → cents. */
export const reaisToCentsSchema = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const r = parseReais(v)
  if (!r.ok) {
    ctx.addIssue({code: 'custom', message: r.message})
    return z.NEVER
  }
  return r.cents
})

/** zod: a non-negative number with at most two decimals (fine and interest percentages, discount amounts). */
export const nonNegativeTwoDecimals = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const r = parseReais(v, {allowZero: true})
  if (!r.ok) {
    ctx.addIssue({code: 'custom', message: r.message === 'must be an amount such as 150.75 or 150,75' ? 'must be a number >= 0 with at most two decimals' : r.message})
    return z.NEVER
  }
  return centsToReais(r.cents)
})
