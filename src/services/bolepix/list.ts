/** `bolepix list`: the query from the flags (status upper-cased, --since as a date, date-time or duration). */
import type {InvoiceQuery} from '../../api/bolepix.js'
import {UsageError} from '../../errors.js'
import {missingDayProblem, parseSince} from '../../schemas/dates.js'

/** The statuses an invoice has (docs/service-interface.md): a --status outside them would only ever list nothing. */
export const INVOICE_STATUSES = ['PENDING', 'PAID', 'CANCELLED', 'EXPIRED'] as const

export interface ListFlags {
  status?: string
  since?: string
}

/** The query of `bolepix list`; a --since that is neither a date, a date-time nor a duration is a usage error. */
export function invoiceQueryFromFlags(flags: ListFlags, now: Date = new Date()): InvoiceQuery {
  const query: InvoiceQuery = {}
  if (flags.status !== undefined) {
    const status = flags.status.trim().toUpperCase()
    if (!(INVOICE_STATUSES as readonly string[]).includes(status)) {
      throw new UsageError(`--status "${flags.status}": must be one of ${INVOICE_STATUSES.join(', ')} (case-insensitive)`)
    }
    query.status = status
  }
  if (flags.since !== undefined) {
    const since = parseSince(flags.since, now)
    // A day that does not exist is said so (schemas/dates.ts missingDayProblem); anything else gets what --since takes.
    const missing = since ? undefined : missingDayProblem(flags.since.trim().slice(0, 10))
    if (missing) throw new UsageError(`--since "${flags.since}": ${missing}`)
    if (!since)
      throw new UsageError(`--since "${flags.since}" must be a date (2026-05-01), a date-time (2026-05-01T10:00) or a duration (2h, 7d)`)
    query.since = since
  }
  return query
}
