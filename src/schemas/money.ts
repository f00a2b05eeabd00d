/**
 * Money. Inside the program an amount is integer cents; on the wire a Bolepix amount is a bare JSON number in reais.
 * cents / 100 is a single correctly rounded division, so JSON.stringify prints exactly the decimal that was typed
 * (`15075 / 100` → `150.75`): no float arithmetic ever touches a sum.
 */
import {z} from 'zod'

import {MAX_CENTS, parseReais} from './cents.js'

export {MAX_CENTS, parseReais}
export type {MoneyResult} from './cents.js'

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
    ctx.addIssue({
      code: 'custom',
      message: r.message.replace(/: must be an amount such as 150\.75 or 150,75$/, ': must be a number >= 0 with at most two decimals'),
    })
    return z.NEVER
  }
  return centsToReais(r.cents)
})
