/**
 * Events and notifications: every state change records an event `{id, event, inserted_at, data}` (data = the
 * whole resource as the API shows it) and queues one notification per webhook whose patterns match.
 */
import {matchesEventPattern} from '../../schemas/events.js'
import type {SandboxContext} from '../context.js'
import {notFound} from '../http.js'
import type {EventRecord, NotificationRecord} from '../types.js'
import {applyListQuery, parseListQuery} from './query.js'

/** Records an event and queues its notifications. */
export function emitEvent(ctx: SandboxContext, name: string, data: unknown): EventRecord {
  const at = ctx.clock.iso()
  const event = ctx.store.put('event', {id: ctx.id(), event: name, inserted_at: at, data})
  for (const webhook of ctx.store.all('webhook')) {
    if (!webhook.events.some((pattern) => matchesEventPattern(name, pattern))) continue
    queueNotification(ctx, event, webhook.id, webhook.target)
  }
  return event
}

function queueNotification(
  ctx: SandboxContext,
  event: EventRecord,
  webhookId: string,
  target: string,
  resentFrom?: string,
): NotificationRecord {
  const at = ctx.clock.iso()
  const notification: NotificationRecord = {
    id: ctx.id(),
    event_id: event.id,
    event: event.event,
    webhook_id: webhookId,
    target,
    status: 'PENDING',
    attempt_count: 0,
    attempts: [],
    next_attempt_at: at,
    inserted_at: at,
    updated_at: at,
    ...(resentFrom ? {resent_from: resentFrom} : {}),
  }
  ctx.store.put('notification', notification)
  ctx.deliver(notification)
  return notification
}

/** The exact bytes delivered for an event (the same on every attempt). */
export function eventBody(event: EventRecord): string {
  return JSON.stringify({id: event.id, event: event.event, inserted_at: event.inserted_at, data: event.data})
}

/** `GET /api/events`. */
export function listEvents(ctx: SandboxContext, query: URLSearchParams): {data: EventRecord[]} {
  const q = parseListQuery(query, ctx.clock.now())
  return {
    data: applyListQuery(ctx.store.all('event'), q, {time: (e) => e.inserted_at, event: (e) => e.event, eventId: (e) => e.id}),
  }
}

/** `GET /api/notifications`. */
export function listNotifications(ctx: SandboxContext, query: URLSearchParams): {data: NotificationRecord[]} {
  const q = parseListQuery(query, ctx.clock.now())
  return {
    data: applyListQuery(ctx.store.all('notification'), q, {
      time: (n) => n.inserted_at,
      event: (n) => n.event,
      status: (n) => n.status,
      eventId: (n) => n.event_id,
    }),
  }
}

/** `POST /_sandbox/notifications/{id}/resend`: a new notification of the same event to the same webhook. */
export function resendNotification(ctx: SandboxContext, id: string): {data: NotificationRecord} {
  const original = ctx.store.get('notification', id)
  const event = original && ctx.store.get('event', original.event_id)
  const webhook = original && ctx.store.get('webhook', original.webhook_id)
  if (!original || !event || !webhook) throw notFound()
  return {data: queueNotification(ctx, event, webhook.id, webhook.target, original.id)}
}
