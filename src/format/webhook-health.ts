/** Why a webhook got its health verdict, in words: under `webhook health`'s table and in the MCP tool's answer. */
import type {HealthRow} from '../services/webhook/health.js'
import {formatTime} from './dates.js'

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/**
 * Why a webhook got its verdict, in words: `23 consecutive failures since 2026-11-22 14:02:00: connection refused;
 * 4 deliveries still being retried (the service gives up after 20 attempts; the furthest is at 17)`.
 */
export function healthReason(r: HealthRow): string {
  const h = r.health
  const at = (iso: string | null) => formatTime(iso ?? undefined)
  const atRisk = [
    h.retrying > 0
      ? `${plural(h.retrying, 'delivery', 'deliveries')} still being retried (the service gives up after ${r.maxAttempts} attempts; the furthest is at ${r.mostAttempts})`
      : '',
    h.failed > 0 ? `${plural(h.failed, 'delivery', 'deliveries')} given up (payctl events replay --failing resends them)` : '',
  ].filter(Boolean)
  const tail = atRisk.length ? `; ${atRisk.join('; ')}` : ''
  if (r.downBy === 'streak') {
    return `${h.consecutive_failures} consecutive failures since ${at(r.failingSince)}: ${h.last_error}${tail}`
  }
  if (h.verdict === 'down') return `no attempt got through in the window; the last error, at ${at(h.last_error_at)}: ${h.last_error}${tail}`
  if (h.verdict === 'degraded') {
    return `${plural(h.consecutive_failures, 'failure')} in a row now since ${at(r.failingSince)}: ${h.last_error}; the last success at ${at(h.last_success_at)}; ${r.failedOnce} of ${plural(r.deliveries, 'delivery', 'deliveries')} failed at least once${tail}`
  }
  if (r.recovered) {
    // Healthy now; what failed before is history.
    const earlier = r.failedAttempts > r.recovered.after ? ` (${r.failedAttempts} failed attempts in the window)` : ''
    return `recovered at ${at(r.recovered.at)} after ${plural(r.recovered.after, 'failure')}${earlier}; the last error: ${h.last_error}; ${r.failedOnce} of ${plural(r.deliveries, 'delivery', 'deliveries')} failed at least once${tail}`
  }
  if (r.deliveries === 0) return 'no deliveries in the window'
  const waiting = r.deliveries - h.delivered
  return `${h.delivered} of ${plural(r.deliveries, 'delivery', 'deliveries')} delivered, no attempt failed${waiting > 0 ? ` (${waiting} not attempted yet)` : ''}`
}
