/**
 * `payctl report` (docs/report.md): for a period, Bolepix charges and card payments counted and summed by what
 * happened to them, per day, week or month. Each figure comes from one place the API offers:
 *
 * - Bolepix created: the invoice records' `insertedAt`; paid: `charge-in` events (the amount paid, else the amount);
 *   cancelled: `charge-cancelled` events; expired: records now EXPIRED, by their due date (the API gives no expiry
 *   time); still open: records pending at the end of the period.
 * - Card: `PAYMENT.PAID`, `PAYMENT.PRE_AUTHORIZED`, `PAYMENT.CANCELLED`, `PAYMENT.DECLINED` events (`total_cents`).
 *
 * Both lists are streamed (api/ eachEvent, eachInvoice) and nothing is kept per charge but ids: of the events and the
 * moves already counted (the service may send an event twice, or two payment events for one charge: one charge, one
 * count), of the records already counted, and of charges paid or cancelled after the period (to tell whether they
 * were still open at its end): a year of 100,000 charges in bounded memory. Sums are integer cents. An amount that
 * cannot be money (negative, not whole cents, past MAX_CENTS, not a number) is counted but not summed, and named
 * (`oddAmounts`).
 */
import {eachInvoice, type InvoiceRecord} from '../../api/bolepix.js'
import {eachEvent} from '../../api/events.js'
import type {Transport} from '../../api/transport.js'
import {formatBrl, MAX_CENTS, reaisToCents} from '../../schemas/cents.js'
import {isCalendarDate, localDate, parseSince} from '../../schemas/dates.js'
import type {PayEvent} from '../../schemas/events.js'
import {BOLEPIX_MEASURES, CARD_MEASURES, type BolepixMeasure, type CardMeasure, type Tally} from '../../schemas/report.js'

export type Bucketing = 'day' | 'week' | 'month'

export {BOLEPIX_MEASURES, CARD_MEASURES, type BolepixMeasure, type CardMeasure, type Tally}

/** One day, week (its Monday) or month (YYYY-MM) of the period, or the period's total. */
export interface ReportBucket {
  bucket: string
  bolepix: Record<BolepixMeasure, Tally>
  card: Record<CardMeasure, Tally>
  /** Bolepix paid plus card paid: the money that came in. */
  moneyIn: Tally
}

export interface Report {
  since: Date
  until: Date
  by: Bucketing
  /** Only the buckets where something happened, in order. */
  buckets: ReportBucket[]
  total: ReportBucket
  /** Bolepix charges pending at the end of the period (created before it ended, not paid, cancelled or expired by then). */
  stillOpen: Tally
  /** What the API does not give, said instead of invented. */
  notGiven: string[]
  /** The amounts counted but not summed (at most MAX_ODD_NAMED of them; `oddCount` says how many in all). */
  oddAmounts: OddAmount[]
  oddCount: number
}

/** An amount that cannot be money, as the service sent it: counted, not summed. */
export interface OddAmount {
  /** `bolepix.paid`, `card.declined`, `bolepix.created`… */
  measure: string
  /** The charge's invoiceId or the payment's id, when it has one. */
  id?: string
  /** The event that carried it (none for an invoice record). */
  eventId?: string
  amount: unknown
  /** `negative`, `not whole cents`, `above R$ 10.000.000.000,00`, `not a number`, `missing`. */
  why: string
}

/** How many odd amounts a report names (the count covers them all). */
export const MAX_ODD_NAMED = 100

export const NOT_GIVEN = [
  "fees: the API shows no fee or net amount, so every sum is the charges' gross amount",
  'settlement dates: the API shows when a charge was paid, not when the money reaches the account',
  'expiry times: an expired charge is counted on its due date (the API gives neither the expiry time nor the days it stayed payable)',
]

const BOLEPIX_EVENTS: Record<string, BolepixMeasure> = {'charge-in': 'paid', 'charge-cancelled': 'cancelled'}
const CARD_EVENTS: Record<string, CardMeasure> = {
  'PAYMENT.PAID': 'paid',
  'PAYMENT.PRE_AUTHORIZED': 'preAuthorized',
  'PAYMENT.CANCELLED': 'cancelled',
  'PAYMENT.DECLINED': 'declined',
}

const zero = (): Tally => ({count: 0, cents: 0})
const emptyBucket = (bucket: string): ReportBucket => ({
  bucket,
  bolepix: {created: zero(), paid: zero(), cancelled: zero(), expired: zero()},
  card: {paid: zero(), preAuthorized: zero(), cancelled: zero(), declined: zero()},
  moneyIn: zero(),
})

const add = (t: Tally, cents: number) => {
  t.count++
  t.cents += cents
}

/** The bucket a local date falls in: the day, the Monday of its week (ISO weeks), or YYYY-MM. */
export function bucketOf(day: string, by: Bucketing): string {
  if (by === 'day') return day
  if (by === 'month') return day.slice(0, 7)
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const utc = new Date(Date.UTC(y, m - 1, d))
  const back = (utc.getUTCDay() + 6) % 7 // days since Monday
  return new Date(utc.getTime() - back * 86_400_000).toISOString().slice(0, 10)
}

/** Cents of an amount, or why it cannot be money. */
type Amount = {cents: number} | {why: string}

/** Cents of a JSON amount in reais (a number with at most two decimals), or why it is odd. */
function reais(v: unknown): Amount {
  if (v === undefined || v === null) return {why: 'missing'}
  if (typeof v !== 'number' || !Number.isFinite(v)) return {why: 'not a number'}
  const cents = reaisToCents(v)
  // Representation noise (0.1 + 0.2) stays far below a thousandth of a cent; a third decimal does not.
  if (Math.abs(v * 100 - cents) > 1e-6) return {why: 'not whole cents'}
  return centsAmount(cents)
}

/** A JSON amount in integer cents (`total_cents`), or why it is odd. */
function centsField(v: unknown): Amount {
  if (v === undefined || v === null) return {why: 'missing'}
  if (typeof v !== 'number' || !Number.isFinite(v)) return {why: 'not a number'}
  if (!Number.isInteger(v)) return {why: 'not whole cents'}
  return centsAmount(v)
}

function centsAmount(cents: number): Amount {
  if (cents < 0) return {why: 'negative'}
  if (cents > MAX_CENTS) return {why: `above ${formatBrl(MAX_CENTS)}`}
  return {cents}
}

const idOf = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined)

const object = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {}

export interface ReportOptions {
  since: Date
  until: Date
  by: Bucketing
}

/** Builds the report from the seller's events and invoices, streamed. */
export async function buildReport(t: Transport, sellerId: string, options: ReportOptions): Promise<Report> {
  const {since, until, by} = options
  const [from, to] = [since.getTime(), until.getTime()]
  const buckets = new Map<string, ReportBucket>()
  const total = emptyBucket('total')
  const bucketAt = (day: string) => {
    const key = bucketOf(day, by)
    let b = buckets.get(key)
    if (!b) buckets.set(key, (b = emptyBucket(key)))
    return b
  }
  const oddAmounts: OddAmount[] = []
  let oddCount = 0
  /** The cents to sum: an odd amount is named once and sums as 0 (the charge still counts). */
  const centsOf = (amount: Amount, odd: Omit<OddAmount, 'why'>): number => {
    if ('cents' in amount) return amount.cents
    oddCount++
    if (oddAmounts.length < MAX_ODD_NAMED) oddAmounts.push({...odd, why: amount.why})
    return 0
  }
  const count = (day: string, pick: (b: ReportBucket) => Tally, cents: number, alsoMoneyIn = false) => {
    for (const b of [bucketAt(day), total]) {
      add(pick(b), cents)
      if (alsoMoneyIn) add(b.moneyIn, cents)
    }
  }
  // Charges paid or cancelled after the period: they were open at its end. Bounded by what happened since.
  const movedAfter = new Set<string>()
  // The events counted, and each charge's moves counted (`charge-in inv-1`): a repeat of either counts once.
  const seenEvents = new Set<string>()
  const seenMoves = new Set<string>()
  const firstTime = (event: PayEvent, chargeId: unknown): boolean => {
    if (seenEvents.has(event.id)) return false
    seenEvents.add(event.id)
    if (typeof chargeId !== 'string' || chargeId === '') return true
    const move = `${event.event} ${chargeId}`
    if (seenMoves.has(move)) return false
    seenMoves.add(move)
    return true
  }

  await eachEvent(t, {since: since.toISOString()}, (event: PayEvent) => {
    const at = Date.parse(event.inserted_at)
    if (Number.isNaN(at) || at < from) return
    const data = object(event.data)
    const bolepix = BOLEPIX_EVENTS[event.event]
    if (bolepix) {
      if (at >= to) {
        if (typeof data.invoiceId === 'string') movedAfter.add(data.invoiceId)
        return
      }
      if (!firstTime(event, data.invoiceId)) return
      const amount = bolepix === 'paid' ? (data.amountPaid ?? data.amount) : data.amount
      const cents = centsOf(reais(amount), {measure: `bolepix.${bolepix}`, id: idOf(data.invoiceId), eventId: event.id, amount})
      count(localDate(new Date(at)), (b) => b.bolepix[bolepix], cents, bolepix === 'paid')
      return
    }
    const card = CARD_EVENTS[event.event]
    if (card && at < to && firstTime(event, data.id)) {
      const odd = {measure: `card.${card}`, id: idOf(data.id), eventId: event.id, amount: data.total_cents}
      count(localDate(new Date(at)), (b) => b.card[card], centsOf(centsField(data.total_cents), odd), card === 'paid')
    }
  })

  const stillOpen = zero()
  const [firstDay, lastDay] = [localDate(since), localDate(new Date(to - 1))]
  // A record the list repeats counts once.
  const seenRecords = new Set<string>()
  await eachInvoice(t, sellerId, {}, (record: InvoiceRecord) => {
    if (seenRecords.has(record.invoiceId)) return
    seenRecords.add(record.invoiceId)
    const created = record.insertedAt ? Date.parse(record.insertedAt) : Number.NaN
    const amount = reais(record.amount)
    const named = (measure: string) => centsOf(amount, {measure, id: record.invoiceId, amount: record.amount})
    if (created >= from && created < to) count(localDate(new Date(created)), (b) => b.bolepix.created, named('bolepix.created'))
    const status = record.status.toUpperCase()
    if (status === 'EXPIRED' && record.dueDate && record.dueDate >= firstDay && record.dueDate < lastDay) {
      count(record.dueDate, (b) => b.bolepix.expired, named('bolepix.expired'))
    }
    if (created < to && openAt(record, status, to, lastDay, movedAfter)) add(stillOpen, named('stillOpen'))
  })

  return {
    since,
    until,
    by,
    buckets: [...buckets.values()].sort((a, b) => (a.bucket < b.bucket ? -1 : 1)),
    total,
    stillOpen,
    notGiven: NOT_GIVEN,
    oddAmounts,
    oddCount,
  }
}

/** Whether a charge created before `to` was still pending then. */
function openAt(record: InvoiceRecord, status: string, to: number, lastDay: string, movedAfter: Set<string>): boolean {
  if (status === 'PENDING') return true
  if (status === 'PAID' && record.paidAt) return Date.parse(record.paidAt) >= to
  if (status === 'PAID' || status === 'CANCELLED' || status === 'CANCELED') return movedAfter.has(record.invoiceId)
  // EXPIRED: still payable at the end when due on its last day or later (a charge expires after its due date);
  // otherwise it counts as expired, on its due date.
  if (status === 'EXPIRED') return record.dueDate !== undefined && record.dueDate >= lastDay
  return false
}

/**
 * The period of `--since` and `--until`: a date (`2026-11-01`: --since from its start, --until to its end), a
 * date-time, or a duration back from now (`7d`). By default today so far. Both named at once when wrong (exit 2).
 */
export function parsePeriod(
  flags: {since?: string; until?: string},
  now: Date,
): {since: Date; until: Date} | {issues: {path: string; message: string}[]} {
  const issues: {path: string; message: string}[] = []
  const read = (name: 'since' | 'until', text: string | undefined, fallback: Date) => {
    if (text === undefined) return fallback
    const at = parseSince(text, now)
    if (!at) {
      issues.push({
        path: `--${name}`,
        message: `"${text}" is not a date (2026-11-01), a date-time (2026-11-01T10:00) or a duration (7d, 12h)`,
      })
      return fallback
    }
    // A whole day given as --until counts to its end.
    return name === 'until' && isCalendarDate(text.trim()) ? new Date(at.getFullYear(), at.getMonth(), at.getDate() + 1) : at
  }
  const since = read('since', flags.since, new Date(now.getFullYear(), now.getMonth(), now.getDate()))
  const until = read('until', flags.until, now)
  if (issues.length === 0 && until.getTime() <= since.getTime()) issues.push({path: '--until', message: 'must be after --since'})
  return issues.length ? {issues} : {since, until}
}
