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
import {wrapText} from './wrap.js'
import {healthReason} from '../format/webhook-health.js'

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
