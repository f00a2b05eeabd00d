/**
 * What a debtor pays for a Bolepix charge on a given day (pure). Conventions (docs/decisions.md#fine-and-interest; the service documents no units):
 * `fine` is a one-time percentage of the amount once the due date has passed; `interest` a monthly percentage,
 * charged pro rata per day late (30-day month); `discount` (fixed reais or a percentage) applies when paying no
 * later than `limitDate` (a limit at midnight means "through that whole day"). All arithmetic in integer cents.
 */
import {daysBetween, localDate} from '../schemas/dates.js'

export interface PricingInput {
  amountCents: number
  dueDate: string
  instructions?: {
    fine?: number
    interest?: number
    discount?: {amount: number; modality: string; limitDate: string}
  }
}

export interface AmountDue {
  totalCents: number
  fineCents: number
  interestCents: number
  discountCents: number
  daysLate: number
}

/** round(a × b / c) for non-negative integers, exactly (BigInt), half up. */
function mulDivRound(a: number, b: number, c: number): number {
  const n = BigInt(a) * BigInt(b)
  const d = BigInt(c)
  return Number((n * 2n + d) / (2n * d))
}

/** A two-decimal number as integer hundredths (2.5 → 250). */
const hundredths = (v: number | undefined): number => Math.round((v ?? 0) * 100)

/** Whether `at` is no later than a zone-less `YYYY-MM-DDTHH:MM:SS.fffffff` limit (local time). */
export function withinLimit(at: Date, limitDate: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?)?/.exec(limitDate)
  if (!m) return false
  const day = `${m[1]}-${m[2]}-${m[3]}`
  const [hh, mm, ss] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)]
  const frac = Number(`0.${m[7] ?? '0'}`)
  if (hh === 0 && mm === 0 && ss === 0 && frac === 0) return localDate(at) <= day
  const limit = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), hh, mm, ss, Math.floor(frac * 1000))
  return at.getTime() <= limit.getTime()
}

/** The amount due when paying at `at`. */
export function amountDue(invoice: PricingInput, at: Date): AmountDue {
  const amount = invoice.amountCents
  const payDate = localDate(at)
  const daysLate = Math.max(0, daysBetween(invoice.dueDate, payDate))
  const ins = invoice.instructions ?? {}
  let fineCents = 0
  let interestCents = 0
  let discountCents = 0
  if (daysLate > 0) {
    fineCents = mulDivRound(amount, hundredths(ins.fine), 10_000)
    interestCents = mulDivRound(amount, hundredths(ins.interest) * daysLate, 10_000 * 30)
  } else if (ins.discount && withinLimit(at, ins.discount.limitDate)) {
    discountCents =
      ins.discount.modality === 'percent' ? mulDivRound(amount, hundredths(ins.discount.amount), 10_000) : hundredths(ins.discount.amount)
    discountCents = Math.min(discountCents, amount)
  }
  return {totalCents: amount + fineCents + interestCents - discountCents, fineCents, interestCents, discountCents, daysLate}
}
