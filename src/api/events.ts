/**
 * Events (GET /api/events) and notifications, i.e. webhook deliveries (GET /api/notifications). docs/service-interface.md §4.10–4.11 shows no
 * query parameters: the filters are sent anyway (the server may ignore them) and the callers apply them locally too.
 */
import {z} from 'zod'
import {eventSchema, notificationSchema, type Notification, type PayEvent} from '../schemas/events.js'
import type {Transport} from './transport.js'
import {zodAnswer} from '../schemas/answer.js'

export interface EventQuery {
  event?: string
  since?: string
  limit?: number
}

export interface NotificationQuery {
  event_id?: string
  event?: string
  status?: string
  since?: string
  limit?: number
}

const eventListSchema = z.union([z.array(eventSchema), z.looseObject({data: z.array(eventSchema)})])
const notificationListSchema = z.union([z.array(notificationSchema), z.looseObject({data: z.array(notificationSchema)})])

const unwrap = <T>(data: T[] | {data: T[]}): T[] => (Array.isArray(data) ? data : data.data)

/** GET /api/events with the given query parameters; the records as the API sent them. */
export async function listEvents(t: Transport, query: EventQuery = {}): Promise<PayEvent[]> {
  const {data} = await t.requestChecked({method: 'GET', path: '/api/events', query: {...query}}, zodAnswer(eventListSchema))
  return unwrap(data)
}

/** GET /api/notifications with the given query parameters; the records as the API sent them. */
export async function listNotifications(t: Transport, query: NotificationQuery = {}): Promise<Notification[]> {
  const {data} = await t.requestChecked({method: 'GET', path: '/api/notifications', query: {...query}}, zodAnswer(notificationListSchema))
  return unwrap(data)
}
