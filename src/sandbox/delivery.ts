/**
 * The delivery engine: POSTs each PENDING notification to its webhook's target with `Content-Type:
 * application/json`, the webhook's `Authorization` verbatim and the event's exact bytes. A 2XX ends it
 * (DELIVERED); anything else (3XX included: redirects are not followed), a timeout or a connection error is a failed
 * attempt, retried after an exponential delay (base × 2^(n−1), capped, ±25 % jitter) until `maxAttempts`, then
 * FAILED. Every attempt is recorded and journaled. Each notification has its own timer and request, so a slow
 * target never holds up another. Silent: it reports through the store, not by printing.
 */
import {performance} from 'node:perf_hooks'
import {Agent} from 'undici'
import type {SandboxClock} from './clock.js'
import {eventBody} from './resources/events.js'
import type {Store} from './store.js'
import type {AttemptRecord, NotificationRecord} from './types.js'

export interface DeliveryOptions {
  retryBaseMs: number
  retryMaxMs: number
  maxAttempts: number
  /** Per attempt, headers and body included (10 s). */
  timeoutMs: number
  random: () => number
  userAgent: string
  /** Hears about journal failures (the engine keeps going). */
  warn: (message: string) => void
}

/** setTimeout's longest delay. */
const MAX_TIMER_MS = 2_147_483_647

/** The wait before attempt n+1, after n failed attempts (n >= 1). */
export function retryDelay(failures: number, opts: Pick<DeliveryOptions, 'retryBaseMs' | 'retryMaxMs' | 'random'>): number {
  const exp = opts.retryBaseMs * 2 ** Math.min(failures - 1, 52)
  const jittered = Math.min(opts.retryMaxMs, exp) * (0.75 + 0.5 * opts.random())
  return Math.max(0, Math.round(Math.min(opts.retryMaxMs, jittered)))
}

function describeError(err: unknown, timedOut: boolean, timeoutMs: number): string {
  if (timedOut) return `timeout after ${timeoutMs} ms`
  const e = err as {code?: string; message?: string; cause?: {code?: string; message?: string}}
  const code = e.cause?.code ?? e.code
  // The common ones in words, as a receiver's operator says them (the target is already on the record).
  const plain: Record<string, string> = {
    ECONNREFUSED: 'connection refused',
    ECONNRESET: 'connection reset',
    ENOTFOUND: 'host not found',
    EHOSTUNREACH: 'host unreachable',
  }
  if (code && plain[code]) return plain[code]
  const message = e.cause?.message ?? e.message ?? String(err)
  return (code && !message.includes(code) ? `${code}: ${message}` : message).slice(0, 300)
}

export class DeliveryEngine {
  private readonly agent: Agent
  private readonly timers = new Map<string, NodeJS.Timeout>()
  private readonly inflight = new Map<string, AbortController>()
  private readonly bodies = new Map<string, string>()
  private stopped = false

  constructor(
    private readonly store: Store,
    private readonly clock: SandboxClock,
    private readonly opts: DeliveryOptions,
  ) {
    // One keep-alive pool per origin; a bounded number of sockets per target.
    this.agent = new Agent({connections: 32, keepAliveTimeout: 4_000, connect: {timeout: opts.timeoutMs}})
  }

  /** Plans the next attempt of a PENDING notification at its `next_attempt_at` (now when past). */
  schedule(n: NotificationRecord): void {
    if (this.stopped || n.status !== 'PENDING') return
    const existing = this.timers.get(n.id)
    if (existing) clearTimeout(existing)
    if (this.inflight.has(n.id)) return
    const wait = n.next_attempt_at ? Date.parse(n.next_attempt_at) - this.clock.now().getTime() : 0
    const timer = setTimeout(
      () => {
        this.timers.delete(n.id)
        void this.attempt(n.id)
      },
      Math.min(MAX_TIMER_MS, Math.max(0, wait)),
    )
    this.timers.set(n.id, timer)
  }

  /** Plans every PENDING notification (at start, and when the sandbox clock moves). */
  scheduleAll(): void {
    for (const n of this.store.all('notification')) if (n.status === 'PENDING') this.schedule(n)
  }

  /** Notifications waiting or in flight. */
  get busy(): number {
    return this.timers.size + this.inflight.size
  }

  private body(eventId: string): string | undefined {
    let body = this.bodies.get(eventId)
    if (body === undefined) {
      const event = this.store.get('event', eventId)
      if (!event) return undefined
      body = eventBody(event)
      this.bodies.set(eventId, body)
    }
    return body
  }

  private async attempt(id: string): Promise<void> {
    // Never deliver what is not yet durable: the request that created it may still be committing.
    try {
      await this.store.commit()
    } catch (err) {
      this.opts.warn(`journal write failed: ${(err as Error).message}`)
    }
    const n = this.store.get('notification', id)
    if (this.stopped || !n || n.status !== 'PENDING' || this.inflight.has(id)) return
    const body = this.body(n.event_id)
    const webhook = this.store.get('webhook', n.webhook_id)
    if (body === undefined || !webhook) return

    const controller = new AbortController()
    this.inflight.set(id, controller)
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, this.opts.timeoutMs)
    const at = this.clock.iso()
    const started = performance.now()
    let attempt: AttemptRecord
    try {
      const url = new URL(n.target)
      const headers: Record<string, string> = {'content-type': 'application/json', 'user-agent': this.opts.userAgent}
      if (webhook.authorization !== undefined) headers.authorization = webhook.authorization
      const res = await this.agent.request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers,
        body,
        signal: controller.signal,
        headersTimeout: this.opts.timeoutMs,
        bodyTimeout: this.opts.timeoutMs,
      })
      attempt = {at, status_code: res.statusCode, duration_ms: Math.round(performance.now() - started)}
      res.body.dump({limit: 65_536, signal: AbortSignal.timeout(this.opts.timeoutMs)}).catch(() => {})
    } catch (err) {
      attempt = {at, error: describeError(err, timedOut, this.opts.timeoutMs), duration_ms: Math.round(performance.now() - started)}
    } finally {
      clearTimeout(timer)
      this.inflight.delete(id)
    }
    // Stopped mid-flight (shutdown): the attempt is not recorded; after a restart it is made again.
    if (this.stopped) return
    this.record(id, attempt)
  }

  private record(id: string, attempt: AttemptRecord): void {
    const n = this.store.get('notification', id)
    if (!n || n.status !== 'PENDING') return
    const ok = attempt.status_code !== undefined && attempt.status_code >= 200 && attempt.status_code < 300
    const attempts = [...n.attempts, attempt]
    const count = n.attempt_count + 1
    const now = this.clock.now()
    const {next_attempt_at: _previous, ...rest} = n
    let next: NotificationRecord
    if (ok) next = {...rest, status: 'DELIVERED', attempt_count: count, attempts, updated_at: now.toISOString()}
    else if (count >= this.opts.maxAttempts)
      next = {...rest, status: 'FAILED', attempt_count: count, attempts, updated_at: now.toISOString()}
    else {
      const wait = retryDelay(count, this.opts)
      next = {
        ...rest,
        attempt_count: count,
        attempts,
        next_attempt_at: new Date(now.getTime() + wait).toISOString(),
        updated_at: now.toISOString(),
      }
    }
    this.store.put('notification', next)
    this.store.commit().catch((err: Error) => this.opts.warn(`journal write failed: ${err.message}`))
    if (next.status === 'PENDING') this.schedule(next)
  }

  /** Stops: no new attempts, in-flight ones aborted (and made again after a restart), sockets closed. */
  async close(): Promise<void> {
    this.stopped = true
    for (const t of this.timers.values()) clearTimeout(t)
    this.timers.clear()
    for (const c of this.inflight.values()) c.abort()
    await this.agent.destroy().catch(() => {})
  }
}
