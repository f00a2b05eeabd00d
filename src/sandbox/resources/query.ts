/** The list filters shared by `/api/events`, `/api/notifications` and `/bolepix/invoices`. */
import {parseSince} from '../../schemas/dates.js'
import {matchesEventPattern} from '../../schemas/events.js'
import {unprocessable} from '../http.js'
import type {ValidationIssue} from '../../errors.js'

export interface ListQuery {
  event?: string
  status?: string
  eventId?: string
  since?: Date
  limit?: number
}

/** Reads and checks the filter parameters (422 naming each bad one). */
export function parseListQuery(query: URLSearchParams, now: Date): ListQuery {
  const issues: ValidationIssue[] = []
  const out: ListQuery = {}
  const get = (name: string) => {
    const v = query.get(name)
    return v === null || v.trim() === '' ? undefined : v.trim()
  }
  out.event = get('event')
  out.status = get('status')?.toUpperCase()
  out.eventId = get('event_id')
  const since = get('since')
  if (since !== undefined) {
    out.since = parseSince(since, now)
    if (!out.since) issues.push({path: 'since', message: 'must be a date, a date-time or a duration such as 2h'})
  }
  const limit = get('limit')
  if (limit !== undefined) {
    if (/^\d{1,9}$/.test(limit) && Number(limit) >= 1) out.limit = Number(limit)
    else issues.push({path: 'limit', message: 'must be an integer >= 1'})
  }
  if (issues.length) throw unprocessable(issues)
  return out
}

/**
 * Applies the filters to records kept oldest first. `limit` keeps the newest N, still oldest first (what
 * `--limit 10` on a history means); without it every record is returned.
 */
export function applyListQuery<T>(
  records: readonly T[],
  q: ListQuery,
  fields: {time: (r: T) => string; event?: (r: T) => string; status?: (r: T) => string; eventId?: (r: T) => string},
): T[] {
  const sinceMs = q.since?.getTime()
  let out = records.filter((r) => {
    if (q.event !== undefined && fields.event && !matchesEventPattern(fields.event(r), q.event)) return false
    if (q.status !== undefined && fields.status && fields.status(r).toUpperCase() !== q.status) return false
    if (q.eventId !== undefined && fields.eventId && fields.eventId(r) !== q.eventId) return false
    if (sinceMs !== undefined && Date.parse(fields.time(r)) < sinceMs) return false
    return true
  })
  if (q.limit !== undefined && out.length > q.limit) out = out.slice(out.length - q.limit)
  return out
}
