/**
 * How `events replay --failing` looks to people: a line per event as its answer comes (mark, status or error, time,
 * event, when it occurred, its id), then a summary; with --dry-run, a line per event that would be sent.
 */
import type {PayEvent} from '../schemas/events.js'
import type {ReplayOutcome} from '../services/events/replay-failing.js'
import {escapeControl} from '../util/redact.js'
import {formatTime} from '../format/dates.js'
import {type Colors} from './format.js'

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** A 2XX answer: what the service would count as delivered. */
const outcomeOk = (o: ReplayOutcome): boolean => o.status !== null && o.status >= 200 && o.status < 300

/** `✓ HTTP 200    12 ms  charge-create  2026-11-22 10:00:00  event 2f0c…`, and what went wrong when no answer came. */
export function outcomeLine(o: ReplayOutcome, c: Colors): string {
  const ok = outcomeOk(o)
  const mark = ok ? c.green('✓') : c.red('✗')
  const answer = (ok ? c.green : c.red)((o.status !== null ? `HTTP ${o.status}` : 'no answer').padEnd(9))
  const ms = o.duration_ms === null ? '' : `${o.duration_ms} ms`
  const why = o.error ? `  ${c.red(escapeControl(o.error))}` : ''
  return `${mark} ${answer} ${ms.padStart(7)}  ${escapeControl(o.event).padEnd(22)} ${formatTime(o.inserted_at)}  ${c.dim(`event ${escapeControl(o.event_id)}`)}${why}`
}

/** `would send  charge-create  2026-11-22 10:00:00  event 2f0c…`. */
export function dryRunLine(e: PayEvent, c: Colors): string {
  return `${c.dim('would send')}  ${escapeControl(e.event).padEnd(22)} ${formatTime(e.inserted_at)}  ${c.dim(`event ${escapeControl(e.id)}`)}`
}

/** `3 events sent to http://…: all answered 2XX` / `2 of 3 answered 2XX; 1 failed`. */
export function replaySummary(outcomes: readonly ReplayOutcome[], to: string, c: Colors): string {
  const ok = outcomes.filter(outcomeOk).length
  const failed = outcomes.length - ok
  const sent = `${plural(outcomes.length, 'event')} sent to ${escapeControl(to)}`
  if (failed === 0) return `${sent}: ${c.green(outcomes.length === 1 ? 'it answered 2XX' : 'all answered 2XX')}`
  return `${sent}: ${ok} answered 2XX, ${c.red(`${failed} did not`)} (the receiver would have to take ${failed === 1 ? 'it' : 'them'} again: run this again once it is fixed)`
}
