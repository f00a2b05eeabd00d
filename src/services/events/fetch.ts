/** Fetching events and notifications for the `events` commands: filters sent and applied, joins, one event. */
import {NotFoundError, PayctlError, withNext} from '../../errors.js'
import {listEvents, listNotifications} from '../../api/events.js'
import type {Transport} from '../../api/transport.js'
import type {Notification, PayEvent} from '../../schemas/events.js'
import {couldBePrefix, findByIdOrPrefix} from '../lookup.js'
import {
  eventQuery,
  filterEvents,
  filterNotifications,
  notificationQuery,
  notificationsByEvent,
  type EventFilters,
  type EventRow,
  type NotificationFilters,
  type NotificationRow,
} from './query.js'

/** Runs a side request whose failure only costs a column: warns and gives undefined. */
async function optional<T>(what: string, run: () => Promise<T>, warn: (m: string) => void): Promise<T | undefined> {
  try {
    return await run()
  } catch (err) {
    if (err instanceof PayctlError && err.code === 'interrupted') throw err
    warn(`could not fetch ${what} (${(err as Error).message}); those columns are left empty`)
    return undefined
  }
}

/**
 * A list's request and, when `side` is given, a side request beside it (optional: its failure only costs a column).
 * The side's failure is said only once the list's own request has succeeded: when that fails too, the command stops
 * with its error alone, whichever failed first (the two retry with random waits; the warning came before or after
 * the error, or said "the connection was closed" of a request the command itself had cut).
 */
async function withSide<M, S>(
  main: Promise<M>,
  side: {what: string; run: () => Promise<S>} | undefined,
  warn: (m: string) => void,
): Promise<[M, S | undefined]> {
  let note: string | undefined
  const both = await Promise.all([main, side ? optional(side.what, side.run, (m) => (note = m)) : undefined])
  if (note !== undefined) warn(note)
  return both
}

/**
 * The events that pass the filters; with `join`, each with its notifications (one more request, for the
 * delivery status columns of the table).
 */
export async function fetchEventRows(
  t: Transport,
  f: EventFilters,
  join: boolean,
  warn: (m: string) => void,
): Promise<{events: PayEvent[]; rows: EventRow[]}> {
  const [all, notifications] = await withSide(
    listEvents(t, eventQuery(f)),
    join ? {what: 'the notifications', run: () => listNotifications(t, {since: f.since?.toISOString()})} : undefined,
    warn,
  )
  const events = filterEvents(all, f)
  const byEvent = notifications ? notificationsByEvent(notifications) : undefined
  return {events, rows: events.map((event) => ({event, notifications: byEvent ? (byEvent.get(event.id) ?? []) : undefined}))}
}

/** The notifications that pass the filters; with `join`, each with its event (for the resource column). */
export async function fetchNotificationRows(
  t: Transport,
  f: NotificationFilters,
  join: boolean,
  warn: (m: string) => void,
): Promise<{notifications: Notification[]; rows: NotificationRow[]}> {
  const [all, events] = await withSide(
    listNotifications(t, notificationQuery(f)),
    join ? {what: 'the events', run: () => listEvents(t, {})} : undefined,
    warn,
  )
  let notifications = filterNotifications(all, f)
  // --event-id as given, else as the prefix of one event's id (services/lookup.ts).
  if (f.eventId !== undefined && notifications.length === 0 && couldBePrefix(f.eventId)) {
    const event = findByIdOrPrefix('event', f.eventId, events ?? (await listEvents(t, {})))
    if (event && event.id !== f.eventId) {
      const full = {...f, eventId: event.id}
      notifications = filterNotifications(await listNotifications(t, notificationQuery(full)), full)
    }
  }
  const byId = new Map((events ?? []).map((e) => [e.id, e]))
  return {notifications, rows: notifications.map((notification) => ({notification, event: byId.get(notification.event_id)}))}
}

/**
 * One event by id, or by the first 8 or more characters of its id (the API has no single-event endpoint: the list,
 * searched). NotFoundError (exit 1) when absent; a usage error when the prefix fits several.
 */
export async function findEvent(t: Transport, id: string): Promise<PayEvent> {
  const event = findByIdOrPrefix('event', id, await listEvents(t, {}))
  if (!event) throw withNext(new NotFoundError(`event ${id} not found (payctl events list shows the known ones)`), 'payctl events list')
  return event
}

/** One event and its notifications (with their attempt histories). */
export async function showEvent(t: Transport, id: string): Promise<{event: PayEvent; notifications: Notification[]}> {
  const [event, asGiven] = await Promise.all([findEvent(t, id), listNotifications(t, {event_id: id})])
  // Found by a prefix: its notifications are asked for again by the whole id.
  const notifications = event.id === id ? asGiven : await listNotifications(t, {event_id: event.id})
  return {event, notifications: filterNotifications(notifications, {eventId: event.id})}
}
