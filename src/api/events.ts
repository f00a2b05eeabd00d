/**
 * Events (GET /api/events) and notifications, i.e. webhook deliveries (GET /api/notifications). docs/service-interface.md §4.10–4.11 shows no
 * query parameters: the filters are sent anyway (the server may ignore them) and the callers apply them locally too.
 */
import {z} from 'zod'
import {eventSchema, notificationSchema, type Notification, type PayEvent} from '../schemas/events.js'
import type {Transport} from './transport.js'
import {listRecordCheck, zodAnswer} from '../schemas/answer.js'
import {ApiError} from '../errors.js'
import {unwrapData} from './bolepix.js'

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

/** What eachEvent checks of each event (the caller reads the rest as it needs): the record itself is handed on. */
const eventRecordSchema = z.looseObject({id: z.string(), event: z.string(), inserted_at: z.string()})

/**
 * GET /api/events, one event at a time as the answer arrives (as eachInvoice reads invoices): each is checked and
 * handed to `onEvent` (awaited), none is kept, so a year of events takes bounded memory (`payctl report`). The
 * query is sent as given; the caller applies it too. Resolves to the number of events handed over.
 */
export async function eachEvent(t: Transport, query: EventQuery, onEvent: (event: PayEvent) => void | Promise<void>): Promise<number> {
  const path = '/api/events'
  let handed = 0
  const check = listRecordCheck(eventRecordSchema)
  const response = await t.request({
    method: 'GET',
    path,
    query: {...query},
    auth: 'access',
    streamList: async (item, index) => {
      const issues = check(item, index)
      if (issues.length > 0) {
        throw new ApiError(
          200,
          `unexpected answer from GET ${path}: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
          undefined,
          issues,
        )
      }
      handed++
      await onEvent(item as PayEvent)
    },
  })
  const body = response.body
  if (response.text !== '' || (body !== undefined && !Array.isArray(unwrapData(body)))) {
    throw new ApiError(
      response.status,
      `unexpected answer from GET ${path}: body: must be a list of events (an array, or an object with a "data" array)`,
      body,
    )
  }
  return handed
}
