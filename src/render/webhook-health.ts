/**
 * How `webhook health` looks to people: a table of the webhooks (the verdict and the counts first; when the last
 * error happened and the next attempt are left out first on a narrow terminal), then, for each webhook that is not
 * healthy, its verdict's reason in words. `--json` prints the records only (services/webhook/health.ts).
 */
import {WEBHOOK_HEALTH_FIELDS} from '../schemas/record-fields.js'
import type {HealthRow, Verdict} from '../services/webhook/health.js'
import {escapeControl} from '../util/redact.js'
import {formatTime} from '../format/dates.js'
import {type Colors} from './format.js'
import type {ListView} from './output.js'
import {wrapText} from './width.js'

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

export function colorVerdict(verdict: string, c: Colors): string {
  return verdict === 'down'
    ? c.red(verdict)
    : verdict === 'degraded'
      ? c.yellow(verdict)
      : verdict === 'healthy'
        ? c.green(verdict)
        : verdict
}

/** `67%`, `100%`, `-` when nothing was attempted. */
export function formatRate(rate: number | null): string {
  return rate === null ? '-' : `${Math.round(rate * 100)}%`
}

export function healthView(colors: Colors): ListView<HealthRow> {
  return {
    empty: 'no webhooks and no deliveries in the window (payctl webhook create --target URL --event PATTERN)',
    record: (r) => r.health,
    fields: WEBHOOK_HEALTH_FIELDS,
    columns: [
      {header: 'WEBHOOK', key: 'webhook', kind: 'id', get: (r) => r.health.webhook_id ?? '', drop: 0},
      {header: 'TARGET', key: 'target', kind: 'url', get: (r) => r.health.target ?? '', drop: 0, comfortable: 24},
      {header: 'VERDICT', key: 'verdict', kind: 'fixed', get: (r) => r.health.verdict, style: (s) => colorVerdict(s, colors), drop: 0},
      {header: 'DELIVERED', key: 'delivered', kind: 'fixed', get: (r) => r.health.delivered, drop: 5},
      {header: 'RETRYING', key: 'retrying', kind: 'fixed', get: (r) => r.health.retrying, drop: 6},
      {header: 'FAILED', key: 'failed', kind: 'fixed', get: (r) => r.health.failed, drop: 7},
      {header: 'OK', key: 'success-rate', kind: 'fixed', get: (r) => formatRate(r.health.success_rate), drop: 1},
      {header: 'IN A ROW', key: 'consecutive-failures', kind: 'fixed', get: (r) => r.health.consecutive_failures, drop: 2},
      {header: 'LAST ERROR', key: 'last-error', get: (r) => r.health.last_error ?? '', drop: 3, comfortable: 18},
      {header: 'LAST ERROR AT', key: 'last-error-at', kind: 'fixed', get: (r) => formatTime(r.health.last_error_at ?? undefined), drop: 9},
      {
        header: 'LAST SUCCESS',
        key: 'last-success-at',
        kind: 'fixed',
        get: (r) => formatTime(r.health.last_success_at ?? undefined),
        drop: 8,
      },
      {
        header: 'NEXT ATTEMPT',
        key: 'next-attempt-at',
        kind: 'fixed',
        get: (r) => formatTime(r.health.next_attempt_at ?? undefined),
        drop: 4,
      },
    ],
  }
}

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

/**
 * The lines under the table: one paragraph per webhook that is not healthy, or healthy after failures (its history),
 * wrapped to the terminal's width.
 */
export function healthReasonLines(rows: readonly HealthRow[], width: number, colors: Colors): string[] {
  const lines: string[] = []
  for (const r of rows) {
    if (r.health.verdict === 'healthy' && !r.recovered) continue
    const verdict: Verdict = r.health.verdict
    const head = `${verdict}: ${escapeControl(r.health.target ?? r.health.webhook_id ?? '?')}`
    const wrapped = wrapText(`${head} — ${escapeControl(healthReason(r))}`, width, 2).split('\n')
    wrapped[0] = wrapped[0]!.replace(verdict, colorVerdict(verdict, colors))
    lines.push(...wrapped)
  }
  return lines
}
