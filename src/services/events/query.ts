/**
 * `events list` and `events notifications`: the query sent to the API, the same filters applied locally (the
 * server may ignore them, docs/decisions.md#paging) and the rows that join events and notifications (render/events.ts draws them).
 */
import {UsageError} from '../../errors.js'
export {parseSinceFlag} from '../../schemas/dates.js'
import {isFailing, matchesAny, NOTIFICATION_STATUSES, patternProblem, type Notification, type PayEvent} from '../../schemas/events.js'
import type {EventQuery, NotificationQuery} from '../../api/events.js'

export interface EventFilters {
  patterns?: string[]
  since?: Date
  limit?: number
}

export interface NotificationFilters {
  eventId?: string
  status?: string
  /** Only failing deliveries (docs/decisions.md#failing-deliveries): applied here, as the service has no such filter. */
  failing?: boolean
  since?: Date
  limit?: number
}

/** Checks `--event` patterns (an exact name or a pattern ending in `*`); exit 2 naming the bad one. */
export function checkPatterns(patterns: readonly string[] | undefined, flag = '--event'): string[] | undefined {
  if (!patterns || patterns.length === 0) return undefined
  for (const p of patterns) {
    const problem = patternProblem(p)
    if (problem) throw new UsageError(`${flag} "${p}": ${problem}`)
  }
  return [...patterns]
}

/** `--status` → upper-case, one of PENDING, DELIVERED, FAILED; exit 2 otherwise. */
export function parseNotificationStatus(value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  const s = value.trim().toUpperCase()
  if (!(NOTIFICATION_STATUSES as readonly string[]).includes(s))
    throw new UsageError(`--status "${value}": must be one of ${NOTIFICATION_STATUSES.join(', ')}`)
  return s
}

/** The query parameters for GET /api/events (a pattern is sent only when there is exactly one). */
export function eventQuery(f: EventFilters): EventQuery {
  return {event: f.patterns?.length === 1 ? f.patterns[0] : undefined, since: f.since?.toISOString(), limit: f.limit}
}

export function notificationQuery(f: NotificationFilters): NotificationQuery {
  // With --failing the limit is applied after the filter, here: the service would count every delivery.
  return {event_id: f.eventId, status: f.status, since: f.since?.toISOString(), limit: f.failing ? undefined : f.limit}
}

const atOrAfter = (iso: string | undefined, since: Date | undefined) => {
  if (!since) return true
  const t = Date.parse(iso ?? '')
  return Number.isNaN(t) || t >= since.getTime()
}

/** The most recent `limit` records, kept oldest first (the API's order). */
function lastN<T>(rows: T[], limit: number | undefined): T[] {
  return limit !== undefined && rows.length > limit ? rows.slice(rows.length - limit) : rows
}

/** The events that pass the filters, applied locally. */
export function filterEvents(events: readonly PayEvent[], f: EventFilters): PayEvent[] {
  return lastN(
    events.filter((e) => matchesAny(e.event, f.patterns) && atOrAfter(e.inserted_at, f.since)),
    f.limit,
  )
}

/** The notifications that pass the filters, applied locally. */
export function filterNotifications(notifications: readonly Notification[], f: NotificationFilters): Notification[] {
  return lastN(
    notifications.filter(
      (n) =>
        (f.eventId === undefined || n.event_id === f.eventId) &&
        (f.status === undefined || n.status.toUpperCase() === f.status) &&
        (!f.failing || isFailing(n)) &&
        atOrAfter(n.inserted_at ?? n.attempts?.[0]?.at, f.since),
    ),
    f.limit,
  )
}

/** Notifications grouped by event id. */
export function notificationsByEvent(notifications: readonly Notification[]): Map<string, Notification[]> {
  const map = new Map<string, Notification[]>()
  for (const n of notifications) {
    const list = map.get(n.event_id)
    if (list) list.push(n)
    else map.set(n.event_id, [n])
  }
  return map
}

export interface EventRow {
  event: PayEvent
  notifications?: Notification[]
}

export interface NotificationRow {
  notification: Notification
  event?: PayEvent
}
