/**
 * The retry policy of the transport (docs/http.md#retries): which answers may be tried again, how long to wait
 * (full jitter, or the server's Retry-After), and how a long wait is said. The one abortable sleep is
 * node:timers/promises' setTimeout (docs/architecture.md).
 */

export interface RetryPolicy {
  maxAttempts: number
  baseMs: number
  capMs: number
  /** A Retry-After longer than this stops with RateLimitedError instead of waiting. */
  maxRetryAfterMs: number
}

export const DEFAULT_RETRY: RetryPolicy = {maxAttempts: 4, baseMs: 250, capMs: 4_000, maxRetryAfterMs: 30_000}

const RETRYABLE_GET_STATUS = new Set([408, 429, 500, 502, 503, 504])

/** Whether an answer with `status` is tried again: a GET on 408/429/5XX, anything else only on 429. */
export function retryableStatus(status: number, idempotent: boolean): boolean {
  return idempotent ? RETRYABLE_GET_STATUS.has(status) : status === 429
}

/** Parses Retry-After (seconds or an HTTP date) into milliseconds from now. */
export function parseRetryAfter(value: string | string[] | undefined, now = Date.now()): number | undefined {
  const v = Array.isArray(value) ? value[0] : value
  if (!v) return undefined
  if (/^\s*\d+\s*$/.test(v)) return Number(v) * 1000
  const t = Date.parse(v)
  return Number.isNaN(t) ? undefined : Math.max(0, t - now)
}

/** Full-jitter backoff: random(0, min(cap, base·2^n)). */
export function backoffDelay(attempt: number, policy: RetryPolicy, random: () => number): number {
  return Math.floor(random() * Math.min(policy.capMs, policy.baseMs * 2 ** (attempt - 1)))
}

/** A wait in words for a RateLimitedError: "42s (2026-…Z)" or "5 minutes (…)". */
export function describeWait(ms: number): string {
  const s = Math.ceil(ms / 1000)
  const at = new Date(Date.now() + ms)
  // An absurd Retry-After (beyond year 275760) makes no date: say the wait without one rather than crash.
  const when = Number.isNaN(at.getTime()) ? '' : ` (${at.toISOString()})`
  return s < 120 ? `${s}s${when}` : `${Math.ceil(s / 60)} minutes${when}`
}
