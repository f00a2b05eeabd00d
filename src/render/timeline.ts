/**
 * Delivery timelines as text (services/events/timeline.ts builds them): a notification's attempt history as a small
 * tree, a merged timeline as lines, relative times. Every untrusted string is escaped.
 */
import {escapeControl} from '../util/redact.js'
import {formatTime} from '../format/dates.js'
import {makeColors, type Colors} from './format.js'
import {displayWidth, shortenUrl, truncateEnd} from './width.js'
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
    abs < 1000
      ? `${abs} ms`
      : abs < 120_000
        ? `${Math.round(abs / 1000)}s`
        : abs < 7_200_000
          ? `${Math.round(abs / 60_000)} min`
          : abs < 172_800_000
            ? `${Math.round(abs / 3_600_000)} h`
            : `${Math.round(abs / 86_400_000)} days`
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
  const colored =
    status === 'DELIVERED' ? c.green(status) : status === 'FAILED' ? c.red(status) : status === 'PENDING' ? c.yellow(status) : status
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
  const lines = [
    `${c.bold(`notification ${escapeControl(n.id)}`)}  ${c.dim('→')} ${escapeControl(n.target ?? '?')}  ${summarizeNotification(n, options)}`,
  ]
  const rows: string[] = []
  const attempts = attemptsOf(n)
  attempts.forEach((a, i) => {
    const mark = attemptOk(a) ? c.green('✓') : c.red('✗')
    rows.push(`${formatTime(a.at)}  ${mark} #${i + 1} ${describeAttempt(a).padEnd(14)} ${ms(a.duration_ms).padStart(8)}`)
  })
  const status = n.status.toUpperCase()
  if (status === 'PENDING' && n.next_attempt_at) {
    rows.push(
      `${formatTime(n.next_attempt_at)}  ${c.yellow('…')} #${attempts.length + 1} next attempt ${relativeTime(n.next_attempt_at, options.now)}`,
    )
  } else if (status === 'FAILED') {
    rows.push(`${formatTime(n.updated_at ?? attempts.at(-1)?.at)}  ${c.red('■')} no more attempts`)
  }
  if (rows.length === 0) rows.push(c.dim('no attempt yet'))
  rows.forEach((r, i) => lines.push(`  ${i === rows.length - 1 ? '└─' : '├─'} ${r}`))
  return lines
}

export interface TimelineOptions extends RenderOptions {
  /** The terminal's width: each line fits it (targets cut in the middle, the rest at its end); none on a pipe. */
  width?: number
}

/**
 * Runs of 3 or more failed attempts of one notification with the same answer, folded: the first and the
 * last are shown, the ones between become one line, `attempts 2–18: connection refused`, where the second was.
 * Returns, per entry index, `hide` or the fold's line text.
 */
function foldedAttempts(entries: readonly TimelineEntry[]): Map<number, {hide: true} | {from: number; to: number; what: string}> {
  const byNotification = new Map<string, number[]>()
  entries.forEach((e, i) => {
    if (e.kind === 'attempt') byNotification.set(e.notificationId, [...(byNotification.get(e.notificationId) ?? []), i])
  })
  const folds = new Map<number, {hide: true} | {from: number; to: number; what: string}>()
  const whatOf = (i: number) => {
    const e = entries[i] as Extract<TimelineEntry, {kind: 'attempt'}>
    return e.ok ? undefined : describeAttempt({status_code: e.statusCode, error: e.error})
  }
  for (const indexes of byNotification.values()) {
    let start = 0
    while (start < indexes.length) {
      const what = whatOf(indexes[start]!)
      let end = start
      while (what !== undefined && end + 1 < indexes.length && whatOf(indexes[end + 1]!) === what) end++
      if (what !== undefined && end - start >= 2) {
        const middle = indexes.slice(start + 1, end)
        const number = (i: number) => (entries[i] as Extract<TimelineEntry, {kind: 'attempt'}>).number
        folds.set(middle[0]!, {from: number(middle[0]!), to: number(middle.at(-1)!), what})
        for (const i of middle.slice(1)) folds.set(i, {hide: true})
      }
      start = end + 1
    }
  }
  return folds
}

/**
 * A merged timeline (from buildTimeline) as lines: time, a mark, what happened; one line per entry, repeated failures
 * folded. With a `width`, every line fits it: a delivery's target is cut in the middle as in the tables, other text
 * at its end.
 */
export function renderTimeline(entries: readonly TimelineEntry[], options: TimelineOptions = {}): string[] {
  const c = options.colors ?? makeColors(false)
  // What follows the time (19 columns), two spaces, the mark and a space.
  const inner = options.width === undefined ? undefined : Math.max(20, options.width - 23)
  /**
   * `before` + target + `after`, the target shrunk to fit, then the whole cut at its end. On a narrow terminal shorter
   * forms are tried first (`alternatives`, in order) so that the target keeps at least 16 columns.
   */
  const fit = (before: string, target: string, after: string, ...alternatives: [string, string][]): string => {
    if (inner === undefined) return `${before}${target}${after}`
    const forms: [string, string][] = [[before, after], ...alternatives]
    const [b, a] =
      forms.find(([fb, fa]) => inner - displayWidth(fb) - displayWidth(fa) >= Math.min(16, displayWidth(target))) ?? forms.at(-1)!
    const room = Math.max(12, inner - displayWidth(b) - displayWidth(a))
    return truncateEnd(`${b}${shortenUrl(target, room)}${a}`, inner)
  }
  const folds = foldedAttempts(entries)
  const lines: string[] = []
  entries.forEach((e, index) => {
    const fold = folds.get(index)
    if (fold && 'hide' in fold) return
    const time = formatTime(e.at).padEnd(19)
    if (fold) {
      lines.push(`${time}  ${c.red('✗')} ${fit(`attempts ${fold.from}–${fold.to}: ${fold.what}`, '', '')}`)
      return
    }
    switch (e.kind) {
      case 'event': {
        const text = fit(`${escapeControl(e.event)}${e.resourceId ? ` ${escapeControl(e.resourceId)}` : ''}`, '', '')
        const id = `event ${escapeControl(e.eventId)}`
        const rest =
          inner === undefined ? id : displayWidth(text) + 2 + 6 + 8 <= inner ? truncateEnd(id, inner - displayWidth(text) - 2) : ''
        lines.push(`${time}  ${c.cyan('●')} ${text}${rest ? `  ${c.dim(rest)}` : ''}`)
        return
      }
      case 'attempt': {
        const mark = e.ok ? c.green('✓') : c.red('✗')
        const what = describeAttempt({status_code: e.statusCode, error: e.error})
        const event = escapeControl(e.event ?? '')
        const took = e.durationMs !== undefined ? ` in ${ms(e.durationMs)}` : ''
        lines.push(
          `${time}  ${mark} ${fit(`${event} delivery #${e.number} → `, escapeControl(e.target ?? '?'), `: ${what}${took}`, [`${event} #${e.number} → `, `: ${what}${took}`], [`${event} #${e.number} → `, `: ${what}`])}`,
        )
        return
      }
      case 'next-attempt':
        lines.push(
          `${time}  ${c.yellow('…')} ${fit(`${escapeControl(e.event ?? '')} delivery #${e.number} → `, escapeControl(e.target ?? '?'), ` scheduled (${relativeTime(e.at, options.now)})`, [`${escapeControl(e.event ?? '')} #${e.number} → `, ` (${relativeTime(e.at, options.now)})`])}`,
        )
        return
      case 'gave-up':
        lines.push(
          `${time}  ${c.red('■')} ${fit(`${escapeControl(e.event ?? '')} → `, escapeControl(e.target ?? '?'), `: gave up after ${e.attempts} attempts`, [`${escapeControl(e.event ?? '')} → `, `: gave up after ${e.attempts}`])}`,
        )
    }
  })
  return lines
}
