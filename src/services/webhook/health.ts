/**
 * `webhook health`: per webhook (target), what its deliveries in the window say — how many got through, how many
 * the service is still retrying or gave up on, the failures in a row now, the last error and the last success, the
 * next attempt — and a verdict (docs/events.md#payctl-webhook-health):
 * - `down`: the last 3 or more attempts to the target failed with no success since, or attempts in the window failed
 *   and none succeeded;
 * - `degraded`: the last attempt to the target failed (fewer than 3 in a row, after a success);
 * - `healthy`: nothing is failing now: no attempt failed, or the target succeeded after its last failure. Failures
 *   before that success are history ("recovered at 18:42 after 5 failures"), not a verdict: a monitor stops paging
 *   when the fix lands.
 * Failing deliveries have one definition, `isFailing` (docs/decisions.md#failing-deliveries). Silent: it returns data.
 */
import {NotFoundError, PayctlError} from '../../errors.js'
import {listNotifications} from '../../api/events.js'
import type {Transport} from '../../api/transport.js'
import {listWebhooks} from '../../api/webhook.js'
import {localTime} from '../../util/local-time.js'
import {idAmong} from '../lookup.js'
import {attemptOk, isFailing, type Attempt, type Notification, type Webhook} from '../../schemas/events.js'
import {filterNotifications} from '../events/query.js'

export type Verdict = 'healthy' | 'degraded' | 'down'

/** `--json`: exactly these keys, in this order (schemas/record-fields.ts WEBHOOK_HEALTH_FIELDS). */
export interface WebhookHealth {
  webhook_id: string | null
  target: string | null
  verdict: Verdict
  /** Deliveries DELIVERED. */
  delivered: number
  /** Deliveries the service is still retrying after a failed attempt (PENDING and failing). */
  retrying: number
  /** Deliveries the service gave up on (FAILED). */
  failed: number
  /** delivered / (delivered + retrying + failed), 0 to 1; null when no delivery was attempted. */
  success_rate: number | null
  /** Attempts to the target that failed since its last success, counted back from the newest. */
  consecutive_failures: number
  last_error: string | null
  last_error_at: string | null
  last_success_at: string | null
  /** The earliest next attempt of its PENDING deliveries. */
  next_attempt_at: string | null
}

/** A row of `webhook health`: the record, and the facts its reason is said from. */
export interface HealthRow {
  health: WebhookHealth
  /** Deliveries in the window (attempted or not). */
  deliveries: number
  /** Deliveries with at least one failed attempt. */
  failedOnce: number
  /** When the current run of failures began (the oldest of the consecutive failures). */
  failingSince: string | null
  /** The most attempts any delivery still being retried has had. */
  mostAttempts: number
  /** Why `down`: `streak` (the last DOWN_AFTER or more attempts failed), `window` (no attempt in the window succeeded). */
  downBy?: 'streak' | 'window'
  /** The service's most attempts per delivery. */
  maxAttempts: number
  /** Attempts in the window that failed. */
  failedAttempts: number
  /** History: when the target succeeded after its last failure, and how many failed in a row before (else null). */
  recovered: {at: string; after: number} | null
}

/** The service makes up to 20 attempts per delivery, then gives up (docs/service-interface.md §6, §8). */
export const SERVICE_MAX_ATTEMPTS = 20
/** This many failed attempts in a row make a target `down`. */
export const DOWN_AFTER = 3

const SEVERITY: Record<Verdict, number> = {down: 0, degraded: 1, healthy: 2}

/** `HTTP 500`, `connection refused`, `HTTP 500: …`: what an attempt got, as recorded. */
export function attemptError(a: Pick<Attempt, 'status_code' | 'error'>): string {
  if (a.error) return a.status_code !== undefined ? `HTTP ${a.status_code}: ${a.error}` : a.error
  return a.status_code !== undefined ? `HTTP ${a.status_code}` : 'no answer'
}

const time = (iso: string | undefined) => {
  const t = Date.parse(iso ?? '')
  return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t
}

/** The health of one target from its deliveries (all of them in the window). */
export function healthOf(webhookId: string | null, target: string | null, notifications: readonly Notification[]): HealthRow {
  // Every attempt to the target, oldest first (ties keep the order of the records).
  const attempts = notifications
    .flatMap((n) => n.attempts ?? [])
    .map((a, i) => ({a, i, t: time(a.at)}))
    .sort((x, y) => x.t - y.t || x.i - y.i)
    .map((x) => x.a)
  let streak = 0
  while (streak < attempts.length && !attemptOk(attempts[attempts.length - 1 - streak]!)) streak++
  const failedAttempts = attempts.filter((a) => !attemptOk(a))
  const lastError = failedAttempts.at(-1)
  const lastSuccess = attempts.findLast((a) => attemptOk(a))
  const status = (n: Notification) => n.status.toUpperCase()
  const delivered = notifications.filter((n) => status(n) === 'DELIVERED').length
  const retryingOnes = notifications.filter((n) => status(n) === 'PENDING' && isFailing(n))
  const failed = notifications.filter((n) => status(n) === 'FAILED').length
  const finishedOrTried = delivered + retryingOnes.length + failed
  const next = notifications
    .filter((n) => status(n) === 'PENDING' && n.next_attempt_at)
    .map((n) => n.next_attempt_at!)
    .sort((a, b) => time(a) - time(b))[0]
  // Only what is failing now makes a verdict: failures followed by a success are history (`recovered`).
  const verdict: Verdict =
    streak >= DOWN_AFTER || (streak > 0 && failedAttempts.length === attempts.length) ? 'down' : streak > 0 ? 'degraded' : 'healthy'
  return {
    health: {
      webhook_id: webhookId,
      target,
      verdict,
      delivered,
      retrying: retryingOnes.length,
      failed,
      success_rate: finishedOrTried === 0 ? null : Math.round((delivered / finishedOrTried) * 10_000) / 10_000,
      consecutive_failures: streak,
      last_error: lastError ? attemptError(lastError) : null,
      last_error_at: lastError?.at ?? null,
      last_success_at: lastSuccess?.at ?? null,
      next_attempt_at: next ?? null,
    },
    deliveries: notifications.length,
    failedOnce: notifications.filter((n) => (n.attempts ?? []).some((a) => !attemptOk(a))).length,
    failingSince: streak > 0 ? attempts[attempts.length - streak]!.at : null,
    mostAttempts: Math.max(0, ...retryingOnes.map((n) => n.attempt_count ?? n.attempts?.length ?? 0)),
    ...(verdict === 'down' ? {downBy: streak >= DOWN_AFTER ? ('streak' as const) : ('window' as const)} : {}),
    maxAttempts: SERVICE_MAX_ATTEMPTS,
    failedAttempts: failedAttempts.length,
    recovered: streak === 0 ? recoveryOf(attempts) : null,
  }
}

/** The success that followed the last failure, and the failures in a row before it (attempts oldest first). */
function recoveryOf(attempts: readonly Attempt[]): HealthRow['recovered'] {
  const lastFailure = attempts.findLastIndex((a) => !attemptOk(a))
  if (lastFailure < 0 || lastFailure === attempts.length - 1) return null
  let after = 0
  while (lastFailure - after >= 0 && !attemptOk(attempts[lastFailure - after]!)) after++
  return {at: attempts[lastFailure + 1]!.at, after}
}

/**
 * Groups deliveries by webhook (by target when a record has no webhook id) and judges each. Registered webhooks with
 * no delivery in the window are listed too, healthy. Worst first (down, degraded, healthy), then in the order of
 * the webhooks.
 */
export function judgeWebhooks(webhooks: readonly Webhook[], notifications: readonly Notification[]): HealthRow[] {
  const groups = new Map<string, {id: string | null; target: string | null; notifications: Notification[]}>()
  for (const w of webhooks) groups.set(`id:${w.id}`, {id: w.id, target: w.target ?? null, notifications: []})
  for (const n of notifications) {
    const key = n.webhook_id ? `id:${n.webhook_id}` : `target:${n.target ?? ''}`
    let group = groups.get(key)
    if (!group) groups.set(key, (group = {id: n.webhook_id ?? null, target: n.target ?? null, notifications: []}))
    group.target ??= n.target ?? null
    group.notifications.push(n)
  }
  const rows = [...groups.values()].map((g) => healthOf(g.id, g.target, g.notifications))
  return rows
    .map((r, i) => ({r, i}))
    .sort((a, b) => SEVERITY[a.r.health.verdict] - SEVERITY[b.r.health.verdict] || a.i - b.i)
    .map((x) => x.r)
}

export interface HealthOptions {
  since: Date
  /** Only this webhook. */
  webhookId?: string
  /** Said when the webhook list (an assumed endpoint) cannot be read: webhooks with no delivery are then not listed. */
  warn: (message: string) => void
}

/** GET /api/notifications (since the window's start) and GET /api/webhooks, judged per webhook. */
export async function webhookHealth(t: Transport, options: HealthOptions): Promise<HealthRow[]> {
  const [all, webhooks] = await Promise.all([
    listNotifications(t, {since: options.since.toISOString()}),
    listWebhooks(t).catch((err: unknown) => {
      if (err instanceof PayctlError && (err.code === 'interrupted' || err.exitCode === 4)) throw err
      options.warn(
        `could not list the webhooks (${(err as Error).message}); only webhooks with deliveries since ${localTime(options.since.toISOString())} are shown`,
      )
      return [] as Webhook[]
    }),
  ])
  const notifications = filterNotifications(all, {since: options.since})
  let rows = judgeWebhooks(webhooks, notifications)
  if (options.webhookId !== undefined) {
    // The id as given, or its first 8 or more characters (services/lookup.ts).
    const id = idAmong(
      'webhook',
      options.webhookId,
      rows.flatMap((r) => (r.health.webhook_id ? [r.health.webhook_id] : [])),
    )
    rows = rows.filter((r) => id !== undefined && r.health.webhook_id === id)
    if (rows.length === 0) throw new NotFoundError(`no webhook ${options.webhookId} (payctl webhook list shows them)`)
  }
  return rows
}

/** Exit 0 when every webhook is healthy, 1 when any is degraded or down (for a cron job to alert on). */
export function healthExitCode(rows: readonly HealthRow[]): 0 | 1 {
  return rows.every((r) => r.health.verdict === 'healthy') ? 0 : 1
}
