/** `bolepix list`: the query from the flags (status upper-cased, --since as a date, date-time or duration). */
import type {InvoiceQuery} from '../../api/bolepix.js'
import {UsageError} from '../../errors.js'
import {parseSince} from '../../schemas/dates.js'

export interface ListFlags {
  status?: string
  since?: string
}

/** The query of `bolepix list`; a --since that is neither a date, a date-time nor a duration is a usage error. */
export function invoiceQueryFromFlags(flags: ListFlags, now: Date = new Date()): InvoiceQuery {
  const query: InvoiceQuery = {}
  if (flags.status !== undefined) {
    const status = flags.status.trim().toUpperCase()
    if (status === '') throw new UsageError('--status must not be empty')
    query.status = status
  }
  if (flags.since !== undefined) {
    const since = parseSince(flags.since, now)
    if (!since) throw new UsageError(`--since "${flags.since}" must be a date (2026-05-01), a date-time (2026-05-01T10:00) or a duration (2h, 7d)`)
    query.since = since
  }
  return query
}
