/**
 * Webhooks: `POST /api/webhooks` (201, `{"data": webhook}`), `GET /api/webhooks` (`{"data": [...]}`) and the
 * sandbox-only `DELETE /api/webhooks/{id}` (docs/sandbox.md: the interface documents no deletion).
 */
import {webhookCreateSchema} from '../../schemas/events.js'
import {validate} from '../../schemas/validate.js'
import type {SandboxContext} from '../context.js'
import {fieldError, notFound, unprocessable} from '../http.js'
import type {WebhookRecord} from '../types.js'

export function createWebhook(ctx: SandboxContext, body: unknown): {data: WebhookRecord} {
  const r = validate(webhookCreateSchema, body)
  if (!r.ok) throw unprocessable(r.issues)
  const {events, target, authorization} = r.value.webhook
  // The token travels verbatim in a header: no line breaks or other control characters can be sent there.
  // eslint-disable-next-line no-control-regex
  if (authorization !== undefined && /[\u0000-\u001f\u007f]/.test(authorization)) {
    throw fieldError('webhook.authorization', 'must not contain control characters (it is sent as a header)')
  }
  const webhook: WebhookRecord = {
    id: ctx.id(),
    target,
    events,
    ...(authorization !== undefined ? {authorization} : {}),
    inserted_at: ctx.clock.iso(),
  }
  ctx.store.put('webhook', webhook)
  return {data: webhook}
}

export function listWebhooks(ctx: SandboxContext): {data: WebhookRecord[]} {
  return {data: ctx.store.all('webhook')}
}

/**
 * Deletes a webhook and its deliveries (its notifications, whatever their status; the events stay): a webhook a test
 * registered and left behind then neither retries against a dead port nor shows in `webhook health` or `--failing`.
 */
export function deleteWebhook(ctx: SandboxContext, id: string): {message: string; data: {id: string; notifications_removed: number}} {
  if (!ctx.store.get('webhook', id)) throw notFound()
  let removed = 0
  for (const n of ctx.store.all('notification')) if (n.webhook_id === id && ctx.store.remove('notification', n.id)) removed++
  ctx.store.remove('webhook', id)
  return {message: 'webhook deleted', data: {id, notifications_removed: removed}}
}
