/** Small zod building blocks shared by the resource schemas. */
import {z} from 'zod'
import {hasUrlCredentials, RECEIVER_CREDENTIALS_ADVICE, urlTextProblem} from '../util/url.js'

/** A non-empty trimmed string. */
export const nonEmpty = z.string().trim().min(1, 'must not be empty')

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A UUID (any version; the service's ids are UUIDs of various versions). */
export const uuid = z.string().trim().regex(UUID_PATTERN, 'must be a UUID')

/** An integer from `min` to `max` given as a number or a digit string, or undefined. */
export function intFrom(v: unknown, min: number, max: number): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined
}

/** An integer in a range, given as a number or a digit string (flags and CSV cells are strings). */
export function intInRange(min: number, max: number, what = 'an integer') {
  return z.union([z.number(), z.string()]).transform((v, ctx) => {
    const n = intFrom(v, min, max)
    if (n === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: max === Number.MAX_SAFE_INTEGER ? `must be ${what} >= ${min}` : `must be ${what} from ${min} to ${max}`,
      })
      return z.NEVER
    }
    return n
  })
}

/** A boolean, also from `true`/`false`/`yes`/`no`/`1`/`0` strings. */
export const looseBoolean = z.union([z.boolean(), z.string()]).transform((v, ctx) => {
  if (typeof v === 'boolean') return v
  const t = v.trim().toLowerCase()
  if (['true', 'yes', '1', 'y'].includes(t)) return true
  if (['false', 'no', '0', 'n', ''].includes(t)) return false
  ctx.addIssue({code: 'custom', message: 'must be true or false'})
  return z.NEVER
})

/** An http(s) URL that reads as it shows (util/url.ts urlTextProblem: no control characters, bidi marks, spaces…). */
export const httpUrl = z.string().superRefine((v, ctx) => {
  let u: URL | undefined
  try {
    u = new URL(v)
  } catch {
    // reported below
  }
  if (!u || (u.protocol !== 'http:' && u.protocol !== 'https:') || u.hostname === '') {
    ctx.addIssue({code: 'custom', message: 'must be an http(s) URL'})
    return
  }
  const problem = urlTextProblem(v)
  if (problem) ctx.addIssue({code: 'custom', message: `the URL ${problem}`})
  else if (hasUrlCredentials(u))
    ctx.addIssue({code: 'custom', message: `must not carry credentials (user:password@): ${RECEIVER_CREDENTIALS_ADVICE}`})
})

/** A `{"data": …}` envelope around a tolerant inner schema. */
export function dataEnvelope<T extends z.ZodType>(inner: T) {
  return z.looseObject({data: inner})
}
