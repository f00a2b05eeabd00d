/**
 * Webhook subscriptions: POST /api/webhooks (docs/service-interface.md §4.9), GET /api/webhooks (assumed,
 * docs/decisions.md#webhook-list) and the sandbox's DELETE /api/webhooks/{id}.
 */
import {z} from 'zod'
import {webhookSchema, type Webhook, type WebhookCreateBody} from '../schemas/events.js'
import type {ApiResponse, Transport} from './transport.js'
import {zodAnswer} from '../schemas/answer.js'
import {ApiError, NotFoundError} from '../errors.js'
import {pathId} from './bolepix.js'

/** A list answer: `{"data": [...]}` or a bare array. */
const webhookListSchema = z.union([z.array(webhookSchema), z.looseObject({data: z.array(webhookSchema)})])

/** Registers a webhook; the body is sent exactly as given (already validated by the caller). */
export async function createWebhook(t: Transport, body: WebhookCreateBody): Promise<ApiResponse> {
  return t.request({method: 'POST', path: '/api/webhooks', body, auth: 'access', subject: 'the webhook'})
}

/** The id of the webhook in a creation answer (`{"data": {"id"}}` or `{"id"}`), when there is one. */
export function createdWebhookId(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined
  const b = body as {id?: unknown; data?: {id?: unknown}}
  if (b.data && typeof b.data === 'object' && typeof b.data.id === 'string') return b.data.id
  return typeof b.id === 'string' ? b.id : undefined
}

/** Every registered webhook (assumed endpoint GET /api/webhooks). */
export async function listWebhooks(t: Transport): Promise<Webhook[]> {
  const {data} = await t.requestChecked({method: 'GET', path: '/api/webhooks'}, zodAnswer(webhookListSchema))
  return Array.isArray(data) ? data : data.data
}

/**
 * DELETE /api/webhooks/{id}: a payctl sandbox's own route (docs/sandbox.md); the service's interface documents no
 * deletion (docs/service-interface.md §4.9), so callers send it only to a sandbox. A 404 → NotFoundError (exit 1).
 */
export async function deleteWebhook(t: Transport, id: string): Promise<ApiResponse> {
  try {
    return await t.request({method: 'DELETE', path: `/api/webhooks/${pathId(id, 'webhook id')}`, auth: 'access'})
  } catch (err) {
    if (err instanceof ApiError && err.status === 404)
      throw new NotFoundError(`no webhook ${JSON.stringify(id)} on this sandbox (payctl webhook list shows them)`)
    throw err
  }
}
