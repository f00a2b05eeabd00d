/**
 * Delivery timelines: an event, the attempts to deliver each of its notifications, the next attempt scheduled or
 * the point where the service gave up. `buildTimeline` merges them in time order (used by `events show` and
 * `bolepix get --timeline`); `renderAttemptHistory` and `renderTimeline` draw them as text. Nothing here prints.
 */
import {escapeControl} from '../../util/redact.js'
import {formatTime, makeColors, type Colors} from '../../render/format.js'
import {resourceIdOf, type Attempt, type Notification, type PayEvent} from '../../schemas/events.js'

export type TimelineEntry =
  | {kind: 'event'; at: string; eventId: string; event: string; resourceId?: string}
  | {
      kind: 'attempt'
      at: string
      eventId: string
      event?: string
      notificationId: string
      target?: string
      /** 1-based number of this attempt within its notification. */
      number: number
      statusCode?: number
      error?: string
      durationMs?: number
      /** A 2XX answer: the delivery succeeded. */
      ok: boolean
    }
  | {kind: 'next-attempt'; at: string; eventId: string; event?: string; notificationId: string; target?: string; number: number}
  | {kind: 'gave-up'; at: string; eventId: string; event?: string; notificationId: string; target?: string; attempts: number}

/** Whether an attempt was answered 2XX. */
export function attemptOk(a: Attempt): boolean {
  return a.status_code !== undefined && a.status_code >= 200 && a.status_code < 300 && !a.error
}

/** `HTTP 500`, `HTTP 200`, or the error (`connection refused`, `timeout`), escaped for the terminal. */
export function describeAttempt(a: Pick<Attempt, 'status_code' | 'error'>): string {
  if (a.error) return escapeControl(a.status_code !== undefined ? `HTTP ${a.status_code}: ${a.error}` : a.error)
  if (a.status_code !== undefined) return `HTTP ${a.status_code}`
  return 'no answer'
}

function attemptsOf(n: Notification): Attempt[] {
  return n.attempts ?? []
}

const ORDER: Record<TimelineEntry['kind'], number> = {event: 0, attempt: 1, 'next-attempt': 2, 'gave-up': 3}

/**
 * Every event, every delivery attempt of its notifications, the next attempt of a PENDING notification and the end
 * of a FAILED one, oldest first. Notifications of events not in `events` are included too (their event is unknown).
 */
export function buildTimeline(events: readonly PayEvent[], notifications: readonly Notification[]): TimelineEntry[] {
  const entries: TimelineEntry[] = []
  for (const e of events) entries.push({kind: 'event', at: e.inserted_at, eventId: e.id, event: e.event, resourceId: resourceIdOf(e.data)})
  for (const n of notifications) {
    const base = {eventId: n.event_id, event: n.event, notificationId: n.id, target: n.target}
    const attempts = attemptsOf(n)
    attempts.forEach((a, i) => {
      entries.push({
        kind: 'attempt',
        at: a.at,
        ...base,
        number: i + 1,
        statusCode: a.status_code,
        error: a.error,
        durationMs: a.duration_ms,
        ok: attemptOk(a),
      })
    })
    const status = n.status.toUpperCase()
    if (status === 'PENDING' && n.next_attempt_at) {
      entries.push({kind: 'next-attempt', at: n.next_attempt_at, ...base, number: attempts.length + 1})
    } else if (status === 'FAILED') {
      const at = n.updated_at ?? attempts.at(-1)?.at ?? n.inserted_at ?? ''
      entries.push({kind: 'gave-up', at, ...base, attempts: n.attempt_count ?? attempts.length})
    }
  }
  const indexed = entries.map((e, i) => ({e, i, t: Date.parse(e.at)}))
  indexed.sort((a, b) => {
    const ta = Number.isNaN(a.t) ? Number.POSITIVE_INFINITY : a.t
    const tb = Number.isNaN(b.t) ? Number.POSITIVE_INFINITY : b.t
    return ta - tb || ORDER[a.e.kind] - ORDER[b.e.kind] || a.i - b.i
  })
  return indexed.map((x) => x.e)
}

/** `in 4s`, `in 3 min`, `12s ago`: a moment relative to `now`. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const t = Date.parse(iso)
  if (Number.isNaN(t)) return ''
  const diff = t - now
  const abs = Math.abs(diff)
  const text =
    abs < 1000 ? `${abs} ms` : abs < 120_000 ? `${Math.round(abs / 1000)}s` : abs < 7_200_000 ? `${Math.round(abs / 60_000)} min` : abs < 172_800_000 ? `${Math.round(abs / 3_600_000)} h` : `${Math.round(abs / 86_400_000)} days`
  return diff >= 0 ? `in ${text}` : `${text} ago`
}

const ms = (d: number | undefined) => (d === undefined ? '' : `${Math.round(d)} ms`)

export interface RenderOptions {
  colors?: Colors
  now?: number
}

/** A one-line summary of a notification: `DELIVERED after 2 attempts`, `PENDING, 1 attempt, next in 4s`. */
export function summarizeNotification(n: Notification, options: RenderOptions = {}): string {
  const c = options.colors ?? makeColors(false)
  const count = n.attempt_count ?? attemptsOf(n).length
  const attempts = `${count} attempt${count === 1 ? '' : 's'}`
  const status = escapeControl(n.status.toUpperCase())
  const colored = status === 'DELIVERED' ? c.green(status) : status === 'FAILED' ? c.red(status) : status === 'PENDING' ? c.yellow(status) : status
  if (status === 'DELIVERED') return `${colored} after ${attempts}`
  if (status === 'PENDING' && n.next_attempt_at) return `${colored}, ${attempts}, next ${relativeTime(n.next_attempt_at, options.now)}`
  if (status === 'FAILED') return `${colored} after ${attempts} (the service gave up)`
  return `${colored}, ${attempts}`
}

/**
 * A notification's delivery history as a small tree: a header (id, target, summary), then one line per attempt
 * (local time, HTTP status or error, duration) and the next attempt while PENDING. Every untrusted string escaped.
 */
export function renderAttemptHistory(n: Notification, options: RenderOptions = {}): string[] {
  const c = options.colors ?? makeColors(false)
  const lines = [`${c.bold(`notification ${escapeControl(n.id)}`)}  ${c.dim('→')} ${escapeControl(n.target ?? '?')}  ${summarizeNotification(n, options)}`]
  const rows: string[] = []
  const attempts = attemptsOf(n)
  attempts.forEach((a, i) => {
    const mark = attemptOk(a) ? c.green('✓') : c.red('✗')
    rows.push(`${formatTime(a.at)}  ${mark} #${i + 1} ${describeAttempt(a).padEnd(14)} ${ms(a.duration_ms).padStart(8)}`)
  })
  const status = n.status.toUpperCase()
  if (status === 'PENDING' && n.next_attempt_at) {
    rows.push(`${formatTime(n.next_attempt_at)}  ${c.yellow('…')} #${attempts.length + 1} next attempt ${relativeTime(n.next_attempt_at, options.now)}`)
  } else if (status === 'FAILED') {
    rows.push(`${formatTime(n.updated_at ?? attempts.at(-1)?.at)}  ${c.red('■')} no more attempts`)
  }
  if (rows.length === 0) rows.push(c.dim('no attempt yet'))
  rows.forEach((r, i) => lines.push(`  ${i === rows.length - 1 ? '└─' : '├─'} ${r}`))
  return lines
}

/** A merged timeline (from buildTimeline) as lines: time, a mark, what happened. */
export function renderTimeline(entries: readonly TimelineEntry[], options: RenderOptions = {}): string[] {
  const c = options.colors ?? makeColors(false)
  return entries.map((e) => {
    const time = formatTime(e.at).padEnd(19)
    switch (e.kind) {
      case 'event':
        return `${time}  ${c.cyan('●')} ${escapeControl(e.event)}${e.resourceId ? ` ${escapeControl(e.resourceId)}` : ''}  ${c.dim(`event ${escapeControl(e.eventId)}`)}`
      case 'attempt': {
        const mark = e.ok ? c.green('✓') : c.red('✗')
        const what = describeAttempt({status_code: e.statusCode, error: e.error})
        return `${time}  ${mark} ${escapeControl(e.event ?? '')} delivery #${e.number} → ${escapeControl(e.target ?? '?')}: ${what}${e.durationMs !== undefined ? ` in ${ms(e.durationMs)}` : ''}`
      }
      case 'next-attempt':
        return `${time}  ${c.yellow('…')} ${escapeControl(e.event ?? '')} delivery #${e.number} → ${escapeControl(e.target ?? '?')} scheduled (${relativeTime(e.at, options.now)})`
      case 'gave-up':
        return `${time}  ${c.red('■')} ${escapeControl(e.event ?? '')} → ${escapeControl(e.target ?? '?')}: gave up after ${e.attempts} attempts`
    }
  })
}

/** The events about one resource (an invoice, a payment, an order): its id anywhere `resourceIdOf` looks. */
export function eventsForResource(events: readonly PayEvent[], resourceId: string): PayEvent[] {
  return events.filter((e) => {
    if (resourceIdOf(e.data) === resourceId) return true
    const d = e.data as Record<string, unknown> | undefined
    return Boolean(d && typeof d === 'object' && ['invoiceId', 'id', 'order_id', 'orderId', 'payment_id'].some((k) => d[k] === resourceId))
  })
}
