/**
 * Dates as the service and its users write them: `YYYY-MM-DD` due dates (also `today`, `+7d`), durations (`5s`,
 * `10m`, `2h`, `7d`), `--since` (a date, a date-time or a duration back from now) and the seven-fraction
 * date-time `YYYY-MM-DDTHH:MM:SS.fffffff` of `discount.limitDate`. Calendar dates are local to the user.
 */
import {UsageError} from '../errors.js'

const DURATION = /^(\d+(?:\.\d+)?)(ms|s|m|h|d|w)$/
const UNIT_MS: Record<string, number> = {ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000}

/** `500ms`, `5s`, `10m`, `2h`, `7d`, `1w` → milliseconds; undefined when not a duration. */
export function parseDuration(input: string): number | undefined {
  const m = DURATION.exec(input.trim().toLowerCase())
  if (!m) return undefined
  const ms = Number(m[1]) * UNIT_MS[m[2]!]!
  return Number.isFinite(ms) && ms <= 10 * 365 * 86_400_000 ? Math.round(ms) : undefined
}

/**
 * What is wrong with a number given as a duration without its unit (`5`): `has no unit: 5s, 5m or 5h`; undefined
 * for anything else. The unit is never guessed (5 could be seconds or minutes).
 */
export function missingUnitProblem(input: string): string | undefined {
  const n = input.trim()
  return /^\d+(?:\.\d+)?$/.test(n) ? `has no unit: ${n}s, ${n}m or ${n}h` : undefined
}

/** Whether `YYYY-MM-DD` names a real calendar day. */
export function isCalendarDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  if (y < 1900 || y > 9999 || mo < 1 || mo > 12 || d < 1) return false
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate()
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/**
 * Why a date written `YYYY-MM-DD` names no day (`2026-02-30`: February 2026 has 28 days), or undefined when it is
 * one or is not written that way (the message says the date does not exist, not that it is malformed).
 */
export function missingDayProblem(text: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim())
  if (!m || isCalendarDate(m[0])) return undefined
  const [y, mo] = [Number(m[1]), Number(m[2])]
  if (mo < 1 || mo > 12) return `${m[0]} does not exist: there is no month ${m[2]}`
  if (y < 1900) return `${m[0]}: the year must be 1900 or later`
  const days = new Date(Date.UTC(y, mo, 0)).getUTCDate()
  return `${m[0]} does not exist: ${MONTHS[mo - 1]} ${y} has ${days} days`
}

/**
 * The furthest a due date may be, in days from today: what a boleto's line can carry without ambiguity. Its due-date
 * factor repeats every 9,000 days (docs/domain.md#boleto-digitable-line), and readers place a factor within 5,500
 * days ahead of the day they read it (schemas/payment-codes.ts dueDateOfFactor, docs/bolepix.md#bolepix-decode-text):
 * a date further ahead would be read as one about 9,000 days earlier, in the past.
 */
export const MAX_DAYS_AHEAD = 5500

/** The local calendar date of an instant as `YYYY-MM-DD`. */
export function localDate(at: Date): string {
  const p = (n: number) => String(n).padStart(2, '0')
  return `${at.getFullYear()}-${p(at.getMonth() + 1)}-${p(at.getDate())}`
}

/** Adds whole days to a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const t = new Date(Date.UTC(y, m - 1, d + days))
  return t.toISOString().slice(0, 10)
}

/** Whole days from date `a` to date `b` (both `YYYY-MM-DD`), negative when b is earlier. */
export function daysBetween(a: string, b: string): number {
  const ta = Date.parse(`${a}T00:00:00Z`)
  const tb = Date.parse(`${b}T00:00:00Z`)
  return Math.round((tb - ta) / 86_400_000)
}

export type DateResult = {ok: true; value: string} | {ok: false; message: string}

/**
 * A due date: `YYYY-MM-DD`, `today`, `tomorrow` or `+Nd`, today or later (by `today`). `clock` names whose today it
 * is when that is not the reader's own (`the sandbox's clock`, which `sandbox clock` may have moved ahead).
 */
export function parseDueDate(input: string, today: string, clock?: string): DateResult {
  const text = input.trim().toLowerCase()
  let value: string
  if (text === 'today') value = today
  else if (text === 'tomorrow') value = addDays(today, 1)
  else if (/^\+\d+d$/.test(text)) {
    const days = Number(text.slice(1, -1))
    if (days > MAX_DAYS_AHEAD) return {ok: false, message: tooFarAhead(text, today)}
    value = addDays(today, days)
  } else if (isCalendarDate(text)) value = text
  else return {ok: false, message: missingDayProblem(text) ?? 'must be a date YYYY-MM-DD, today or +Nd'}
  if (value < today) return {ok: false, message: `must be today (${today}${clock ? `, ${clock}` : ''}) or later`}
  if (value > addDays(today, MAX_DAYS_AHEAD)) return {ok: false, message: tooFarAhead(value, today)}
  return {ok: true, value}
}

const tooFarAhead = (given: string, today: string) =>
  `${given} is too far ahead for a boleto's line, whose due-date factor repeats every 9,000 days (it would read as a date in the past): the last due date it can carry is ${addDays(today, MAX_DAYS_AHEAD)} (+${MAX_DAYS_AHEAD}d)`

/** A past or present date `YYYY-MM-DD` (birth dates). */
export function parsePastDate(input: string, today: string): DateResult {
  const text = input.trim()
  if (!isCalendarDate(text)) return {ok: false, message: missingDayProblem(text) ?? 'must be a date YYYY-MM-DD'}
  if (text >= today) return {ok: false, message: 'must be a date in the past'}
  return {ok: true, value: text}
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?$/

/**
 * A date or a zone-less date-time → `YYYY-MM-DDTHH:MM:SS.fffffff` (seven fractional digits, as the service wants
 * for `discount.limitDate`). A date alone means its first instant.
 */
export function toSevenFractionDateTime(input: string): DateResult {
  const m = DATE_TIME.exec(input.trim())
  if (!m || !isCalendarDate(m[1]!)) {
    return {ok: false, message: (m && missingDayProblem(m[1]!)) ?? 'must be a date YYYY-MM-DD or a date-time YYYY-MM-DDTHH:MM:SS'}
  }
  const [hh, mm, ss] = [m[2] ?? '00', m[3] ?? '00', m[4] ?? '00']
  if (Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) return {ok: false, message: 'invalid time of day'}
  const frac = (m[5] ?? '').padEnd(7, '0').slice(0, 7)
  return {ok: true, value: `${m[1]}T${hh}:${mm}:${ss}.${frac}`}
}

/**
 * `--since`: a duration back from `now` (`2h`, `7d`), a date (local midnight) or an ISO date-time → a Date.
 */
export function parseSince(input: string, now: Date): Date | undefined {
  const text = input.trim()
  const ms = parseDuration(text)
  if (ms !== undefined) return new Date(now.getTime() - ms)
  if (isCalendarDate(text)) {
    const [y, mo, d] = text.split('-').map(Number) as [number, number, number]
    return new Date(y, mo - 1, d)
  }
  // Date.parse rolls 2026-02-30T… over to March: check the calendar day first.
  if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(text) && isCalendarDate(text.slice(0, 10))) {
    const t = Date.parse(text.replace(' ', 'T'))
    return Number.isNaN(t) ? undefined : new Date(t)
  }
  return undefined
}

/** `--since WHEN` (every list's and report's) → a Date, or exit 2 saying what it takes, or that the day does not exist. */
export function parseSinceFlag(value: string | undefined, now = new Date()): Date | undefined {
  if (value === undefined) return undefined
  const d = parseSince(value, now)
  const missing = missingDayProblem(value.trim().slice(0, 10))
  if (!d && missing) throw new UsageError(`--since "${value}": ${missing}`)
  if (!d)
    throw new UsageError(
      `--since "${value}": must be a date (2026-05-01), a date-time (2026-05-01T10:00) or a duration back from now (2h, 7d)`,
    )
  return d
}
