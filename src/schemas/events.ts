/**
 * Events, notifications and webhooks: the tolerant record schemas, the webhook registration request, the known
 * event names, and the one pattern matcher that webhooks, `listen` and `events` share.
 */
import {z} from 'zod'
import {httpUrl} from './common.js'

/** Every event name the sandbox emits (docs/decisions.md#events-and-what-emits-them), grouped as the service groups them. */
export const KNOWN_EVENTS = [
  'charge-create',
  'charge-in',
  'charge-cancelled',
  'ORDER.CREATED',
  'ORDER.PAID',
  'ORDER.CANCELLED',
  'PAYMENT.CREATED',
  'PAYMENT.PAID',
  'PAYMENT.PRE_AUTHORIZED',
  'PAYMENT.CANCELLED',
  'PAYMENT.DECLINED',
] as const

/** Whether a pattern is one docs/service-interface.md §6 documents (exact name or `CATEGORY.*`); others work only on the sandbox. */
export function isDocumentedPattern(pattern: string): boolean {
  return !pattern.endsWith('*') || /^[A-Z]+\.\*$/.test(pattern)
}

/** Why an event pattern is malformed, or undefined: an exact name, or a pattern ending in `*`. */
export function patternProblem(pattern: string): string | undefined {
  if (pattern.trim() === '') return 'must not be empty'
  if (!/^[A-Za-z0-9_.-]*\*?$/.test(pattern)) return 'must be an event name or a pattern ending in * (PAYMENT.*)'
  return undefined
}

/** `PAYMENT.*` matches `PAYMENT.PAID`; `charge-*` matches `charge-in`; `*` matches everything; else exact. */
export function matchesEventPattern(name: string, pattern: string): boolean {
  if (pattern === '*') return true
  if (pattern.endsWith('*')) return name.startsWith(pattern.slice(0, -1))
  return name === pattern
}

/** Whether any of the patterns matches (no patterns means everything). */
export function matchesAny(name: string, patterns: readonly string[] | undefined): boolean {
  return !patterns || patterns.length === 0 || patterns.some((p) => matchesEventPattern(name, p))
}

const eventPattern = z.string().superRefine((v, ctx) => {
  const p = patternProblem(v)
  if (p) ctx.addIssue({code: 'custom', message: p})
})

export const webhookCreateSchema = z.strictObject({
  webhook: z.strictObject({
    events: z.array(eventPattern).min(1, 'at least one event'),
    target: httpUrl,
    authorization: z.string().min(1, 'must not be empty').max(1024, 'at most 1024 characters').optional(),
  }),
})
export type WebhookCreateBody = z.output<typeof webhookCreateSchema>

export const webhookSchema = z.looseObject({
  id: z.string(),
  target: z.string().optional(),
  events: z.array(z.string()).optional(),
  authorization: z.string().optional(),
  inserted_at: z.string().optional(),
})
export type Webhook = z.output<typeof webhookSchema>

/** An event as recorded and as delivered: `{id, event, inserted_at, data}`. */
export const eventSchema = z.looseObject({
  id: z.string(),
  event: z.string(),
  inserted_at: z.string(),
  data: z.unknown(),
})
export type PayEvent = z.output<typeof eventSchema>

export const NOTIFICATION_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const

export const attemptSchema = z.looseObject({
  at: z.string(),
  status_code: z.number().optional(),
  error: z.string().optional(),
  duration_ms: z.number().optional(),
})
export type Attempt = z.output<typeof attemptSchema>

export const notificationSchema = z.looseObject({
  id: z.string(),
  event_id: z.string(),
  event: z.string().optional(),
  webhook_id: z.string().optional(),
  target: z.string().optional(),
  status: z.string(),
  attempt_count: z.number().optional(),
  attempts: z.array(attemptSchema).optional(),
  next_attempt_at: z.string().nullish(),
  inserted_at: z.string().optional(),
  updated_at: z.string().optional(),
})
export type Notification = z.output<typeof notificationSchema>

/** The id of the resource an event is about (a payment, an order, an invoice), for one-line displays. */
export function resourceIdOf(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined
  const d = data as Record<string, unknown>
  for (const key of ['invoiceId', 'id', 'order_id', 'orderId']) {
    if (typeof d[key] === 'string') return d[key]
  }
  return undefined
}

/** Whether an attempt was answered 2XX. */
export function attemptOk(a: Attempt): boolean {
  return a.status_code !== undefined && a.status_code >= 200 && a.status_code < 300 && !a.error
}

/**
 * A failing delivery (docs/decisions.md#failing-deliveries): not DELIVERED, and its last attempt failed — whether the
 * service is still retrying it (PENDING) or has given up (FAILED). `--status failed` would miss the first kind, which
 * stays PENDING until its last attempt.
 */
export function isFailing(n: Pick<Notification, 'status' | 'attempts'>): boolean {
  if (n.status.toUpperCase() === 'DELIVERED') return false
  const last = n.attempts?.at(-1)
  return last !== undefined && !attemptOk(last)
}

/** How many attempts failed in a row at the end of a delivery's history (0 when the last one succeeded, or none was made). */
export function failuresInARow(n: Pick<Notification, 'attempts'>): number {
  const attempts = n.attempts ?? []
  let k = 0
  while (k < attempts.length && !attemptOk(attempts[attempts.length - 1 - k]!)) k++
  return k
}
