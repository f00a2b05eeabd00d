/**
 * Delivery timelines: an event, the attempts to deliver each of its notifications, the next attempt scheduled or
 * the point where the service gave up. `buildTimeline` merges them in time order (used by `events show` and
 * `bolepix get --timeline`); render/timeline.ts draws them.
 */
import {attemptOk, resourceIdOf, type Attempt, type Notification, type PayEvent} from '../../schemas/events.js'

export {attemptOk}

export type TimelineEntry =
  | {kind: 'event'; at: string; eventId: string; event: string; resourceId?: string}
  | {
      kind: 'attempt'
      at: string
      eventId: string
      event?: string
      notificationId: string
      target?: string
      /** 1-based number of this attempt within its notification. */
      number: number
      statusCode?: number
      error?: string
      durationMs?: number
      /** A 2XX answer: the delivery succeeded. */
      ok: boolean
    }
  | {kind: 'next-attempt'; at: string; eventId: string; event?: string; notificationId: string; target?: string; number: number}
  | {kind: 'gave-up'; at: string; eventId: string; event?: string; notificationId: string; target?: string; attempts: number}

function attemptsOf(n: Notification): Attempt[] {
  return n.attempts ?? []
}

const ORDER: Record<TimelineEntry['kind'], number> = {event: 0, attempt: 1, 'next-attempt': 2, 'gave-up': 3}

/**
 * Every event, every delivery attempt of its notifications, the next attempt of a PENDING notification and the end
 * of a FAILED one, oldest first. Notifications of events not in `events` are included too (their event is unknown).
 */
export function buildTimeline(events: readonly PayEvent[], notifications: readonly Notification[]): TimelineEntry[] {
  const entries: TimelineEntry[] = []
  for (const e of events) entries.push({kind: 'event', at: e.inserted_at, eventId: e.id, event: e.event, resourceId: resourceIdOf(e.data)})
  for (const n of notifications) {
    const base = {eventId: n.event_id, event: n.event, notificationId: n.id, target: n.target}
    const attempts = attemptsOf(n)
    attempts.forEach((a, i) => {
      entries.push({
        kind: 'attempt',
        at: a.at,
        ...base,
        number: i + 1,
        statusCode: a.status_code,
        error: a.error,
        durationMs: a.duration_ms,
        ok: attemptOk(a),
      })
    })
    const status = n.status.toUpperCase()
    if (status === 'PENDING' && n.next_attempt_at) {
      entries.push({kind: 'next-attempt', at: n.next_attempt_at, ...base, number: attempts.length + 1})
    } else if (status === 'FAILED') {
      const at = n.updated_at ?? attempts.at(-1)?.at ?? n.inserted_at ?? ''
      entries.push({kind: 'gave-up', at, ...base, attempts: n.attempt_count ?? attempts.length})
    }
  }
  const indexed = entries.map((e, i) => ({e, i, t: Date.parse(e.at)}))
  indexed.sort((a, b) => {
    const ta = Number.isNaN(a.t) ? Number.POSITIVE_INFINITY : a.t
    const tb = Number.isNaN(b.t) ? Number.POSITIVE_INFINITY : b.t
    return ta - tb || ORDER[a.e.kind] - ORDER[b.e.kind] || a.i - b.i
  })
  return indexed.map((x) => x.e)
}

/** The events about one resource (an invoice, a payment, an order): its id anywhere `resourceIdOf` looks. */
export function eventsForResource(events: readonly PayEvent[], resourceId: string): PayEvent[] {
  return events.filter((e) => {
    if (resourceIdOf(e.data) === resourceId) return true
    const d = e.data as Record<string, unknown> | undefined
    return Boolean(d && typeof d === 'object' && ['invoiceId', 'id', 'order_id', 'orderId', 'payment_id'].some((k) => d[k] === resourceId))
  })
}
