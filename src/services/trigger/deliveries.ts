/**
 * `trigger --wait`: waits until every delivery of a run's events has an outcome — DELIVERED, or its last attempt
 * failed (docs/decisions.md#failing-deliveries: the service may go on retrying for hours; a failure is already the
 * answer to "does my endpoint work?") — then gives the outcome per webhook. The deliveries to expect are those of
 * the webhooks whose patterns match each event and that existed when it occurred (GET /api/webhooks, an assumed
 * endpoint: without it, the deliveries the service lists). Past the timeout: PendingError (exit 8).
 */
import {listNotifications} from '../../api/events.js'
import type {Transport} from '../../api/transport.js'
import {listWebhooks} from '../../api/webhook.js'
import {PayctlError, PendingError} from '../../errors.js'
import {isFailing, matchesAny, type Notification, type PayEvent, type Webhook} from '../../schemas/events.js'
import {formatWait, pause} from '../bolepix/wait.js'
import {attemptError} from '../webhook/health.js'

/** One delivery of one event, as it ended up. */
export interface DeliveryOutcome {
  webhook_id: string | null
  target: string | null
  event_id: string
  event: string
  status: string
  attempts: number
  /** What the last attempt got: `HTTP 200`, `connection refused`. */
  last: string | null
  delivered: boolean
}

const settled = (n: Notification) => n.status.toUpperCase() !== 'PENDING' || isFailing(n)

const time = (iso: string | undefined) => Date.parse(iso ?? '')

/** The webhooks that should get `e`: their patterns match it and they existed when it occurred (when both times are known). */
function subscribers(e: PayEvent, webhooks: readonly Webhook[]): Webhook[] {
  return webhooks.filter((w) => matchesAny(e.event, w.events ?? ['*']) && !(time(w.inserted_at) > time(e.inserted_at)))
}

export interface WaitDeliveriesOptions {
  timeoutMs: number
  intervalMs?: number
  signal?: AbortSignal
  /** Only the deliveries to these webhooks (`listen --trigger`: its own). */
  webhookIds?: readonly string[]
}

/** Polls GET /api/notifications until every expected delivery of `events` is settled; their outcomes, in event order. */
export async function waitForDeliveries(
  t: Transport,
  events: readonly PayEvent[],
  options: WaitDeliveriesOptions,
): Promise<DeliveryOutcome[]> {
  const only = (id: string | undefined) => !options.webhookIds || (id !== undefined && options.webhookIds.includes(id))
  const webhooks = (
    await listWebhooks(t).catch((err: unknown) => {
      if (err instanceof PayctlError && (err.code === 'interrupted' || err.exitCode === 4)) throw err
      return undefined
    })
  )?.filter((w) => only(w.id))
  const deadline = Date.now() + options.timeoutMs
  const ids = new Set(events.map((e) => e.id))
  for (;;) {
    const mine = (await listNotifications(t, {})).filter((n) => ids.has(n.event_id) && only(n.webhook_id))
    const waiting = events.flatMap((e) => {
      const of = mine.filter((n) => n.event_id === e.id)
      const expected = webhooks
        ? subscribers(e, webhooks)
            .filter((w) => !of.some((n) => n.webhook_id === w.id))
            .map((w) => `${e.event} → ${w.target ?? w.id}`)
        : []
      return [...expected, ...of.filter((n) => !settled(n)).map((n) => `${e.event} → ${n.target ?? n.webhook_id ?? '?'}`)]
    })
    if (waiting.length === 0) {
      const order = new Map(events.map((e, i) => [e.id, i]))
      return mine
        .sort((a, b) => order.get(a.event_id)! - order.get(b.event_id)!)
        .map((n) => {
          const last = n.attempts?.at(-1)
          return {
            webhook_id: n.webhook_id ?? null,
            target: n.target ?? null,
            event_id: n.event_id,
            event: n.event ?? events.find((e) => e.id === n.event_id)!.event,
            status: n.status.toUpperCase(),
            attempts: n.attempt_count ?? n.attempts?.length ?? 0,
            last: last ? attemptError(last) : null,
            delivered: n.status.toUpperCase() === 'DELIVERED',
          }
        })
    }
    const left = deadline - Date.now()
    if (left <= 0) {
      throw new PendingError(
        `deliveries still without an outcome after ${formatWait(options.timeoutMs)}: ${waiting.slice(0, 5).join(', ')}${waiting.length > 5 ? ` and ${waiting.length - 5} more` : ''}`,
      )
    }
    await pause(Math.min(options.intervalMs ?? 250, left), options.signal)
  }
}
