/**
 * Delivery timelines as text (services/events/timeline.ts builds them): a notification's attempt history as a small
 * tree, a merged timeline as lines, relative times. Every untrusted string is escaped.
 */
import {escapeControl} from '../util/redact.js'
import {formatTime, makeColors, type Colors} from './format.js'
import {attemptOk, type Attempt, type Notification} from '../schemas/events.js'
import type {TimelineEntry} from '../services/events/timeline.js'

/** `HTTP 500`, `HTTP 200`, or the error (`connection refused`, `timeout`), escaped for the terminal. */
export function describeAttempt(a: Pick<Attempt, 'status_code' | 'error'>): string {
  if (a.error) return escapeControl(a.status_code !== undefined ? `HTTP ${a.status_code}: ${a.error}` : a.error)
  if (a.status_code !== undefined) return `HTTP ${a.status_code}`
  return 'no answer'
}

const attemptsOf = (n: Notification): Attempt[] => n.attempts ?? []

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
