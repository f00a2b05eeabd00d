/**
 * `bolepix get --timeline`: the events about one invoice (GET /api/events, those whose data names the invoice) and
 * the delivery attempts of their notifications (GET /api/notifications?event_id=…), merged in time order by the
 * shared buildTimeline of services/events/timeline.ts.
 */
import {listEvents, listNotifications} from '../../api/events.js'
import type {Transport} from '../../api/transport.js'
import type {InvoiceRecord} from '../../schemas/bolepix-answers.js'
import type {Notification, PayEvent} from '../../schemas/events.js'
import {buildTimeline, eventsForResource, type TimelineEntry} from '../events/timeline.js'

export interface InvoiceTimeline {
  events: PayEvent[]
  notifications: Notification[]
  entries: TimelineEntry[]
}

/** The invoice's events and their notifications (the filter is applied here too: the server may ignore event_id). */
export async function invoiceTimeline(t: Transport, record: InvoiceRecord): Promise<InvoiceTimeline> {
  const all = await listEvents(t, {})
  const ids = new Set([record.invoiceId, ...(record.id && record.id !== record.invoiceId ? [record.id] : [])])
  const events = [...ids].flatMap((id) => eventsForResource(all, id)).filter((e, i, arr) => arr.findIndex((x) => x.id === e.id) === i)
  const lists = await Promise.all(events.map((e) => listNotifications(t, {event_id: e.id})))
  const eventIds = new Set(events.map((e) => e.id))
  const seen = new Set<string>()
  const notifications = lists.flat().filter((n) => eventIds.has(n.event_id) && !seen.has(n.id) && Boolean(seen.add(n.id)))
  return {events, notifications, entries: buildTimeline(events, notifications)}
}
