/**
 * `events replay --failing`: the bulk form of `events replay`, how support repairs a receiver's missed notifications
 * after its outage. Every event with a failing delivery (docs/decisions.md#failing-deliveries: `isFailing`) created in
 * the window, for one webhook or all, is POSTed once to a URL exactly as the service delivers it (replay.ts: the same
 * body bytes and event id, so a receiver that dedupes by id is safe), oldest first, at a bounded concurrency (1 by
 * default, so that the order holds). The service's own records are not changed: it may still retry a PENDING
 * delivery later. Silent: results go to a callback.
 */
import {idAmong} from '../lookup.js'
import {PayctlError} from '../../errors.js'
import {listEvents, listNotifications} from '../../api/events.js'
import type {Transport} from '../../api/transport.js'
import {isFailing, type Notification, type PayEvent} from '../../schemas/events.js'
import {filterNotifications} from './query.js'
import {replayEvent} from './replay.js'

export interface FailingEvents {
  /** The events to send, oldest first. */
  events: PayEvent[]
  /** Failing deliveries whose event the API no longer lists (nothing can be sent for them). */
  missing: string[]
}

/** The events with a failing delivery created since `since` (for `webhookId` only when given), oldest first. */
export async function findFailingEvents(t: Transport, options: {since: Date; webhookId?: string}): Promise<FailingEvents> {
  const all = filterNotifications(await listNotifications(t, {since: options.since.toISOString()}), {since: options.since})
  // --webhook: the id as given, or its first 8 or more characters (services/lookup.ts).
  const webhookId =
    options.webhookId === undefined
      ? undefined
      : (idAmong(
          'webhook',
          options.webhookId,
          all.flatMap((n) => (n.webhook_id ? [n.webhook_id] : [])),
        ) ?? options.webhookId)
  const failing = all.filter((n: Notification) => isFailing(n) && (webhookId === undefined || n.webhook_id === webhookId))
  const wanted = [...new Set(failing.map((n) => n.event_id))]
  if (wanted.length === 0) return {events: [], missing: []}
  // The events of the window first; the whole list only when one is older than the window (a later resend).
  let events = await listEvents(t, {since: options.since.toISOString()})
  if (!wanted.every((id) => events.some((e) => e.id === id))) events = await listEvents(t, {})
  const byId = new Map(events.map((e, i) => [e.id, {e, i}]))
  const found = wanted.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []))
  const time = (iso: string) => {
    const t = Date.parse(iso)
    return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t
  }
  found.sort((a, b) => time(a.e.inserted_at) - time(b.e.inserted_at) || a.i - b.i)
  return {events: found.map((x) => x.e), missing: wanted.filter((id) => !byId.has(id))}
}

/** One event sent: the answer's status, or the network error that stopped it. */
export interface ReplayOutcome {
  event_id: string
  event: string
  inserted_at: string
  status: number | null
  duration_ms: number | null
  error: string | null
}

export const outcomeOk = (o: ReplayOutcome): boolean => o.status !== null && o.status >= 200 && o.status < 300

export interface ReplayAllOptions {
  authorization?: string
  concurrency: number
  signal?: AbortSignal
  /** --debug lines (the proxy a request goes through). */
  debug?: (line: string) => void
  /** The environment whose proxy settings the requests follow (the command's, docs/http.md#proxies). */
  env?: Record<string, string | undefined>
  /** Each outcome as it comes (in the order events finish; with concurrency 1, oldest first). */
  onOutcome?: (outcome: ReplayOutcome) => void
}

/**
 * POSTs each event once to `to`, started oldest first, at most `concurrency` at a time. A network failure or a
 * timeout is that event's outcome, not the end of the run; Ctrl-C is. Outcomes are returned in event order.
 */
export async function replayAll(events: readonly PayEvent[], to: URL, options: ReplayAllOptions): Promise<ReplayOutcome[]> {
  const outcomes = new Array<ReplayOutcome>(events.length)
  let next = 0
  const worker = async () => {
    while (next < events.length && !options.signal?.aborted) {
      const i = next++
      const e = events[i]!
      const base = {event_id: e.id, event: e.event, inserted_at: e.inserted_at}
      let outcome: ReplayOutcome
      try {
        const r = await replayEvent(e, to, {
          authorization: options.authorization,
          signal: options.signal,
          debug: options.debug,
          env: options.env,
        })
        outcome = {...base, status: r.status, duration_ms: r.duration_ms, error: null}
      } catch (err) {
        if (options.signal?.aborted || !(err instanceof PayctlError)) throw err
        // The URL is the same for every line: `failed: connection refused (is the handler running?)`.
        outcome = {...base, status: null, duration_ms: null, error: err.message.replace(`POST ${to.href} `, '')}
      }
      outcomes[i] = outcome
      options.onOutcome?.(outcome)
    }
  }
  await Promise.all(Array.from({length: Math.max(1, Math.min(options.concurrency, events.length))}, worker))
  return outcomes.filter(Boolean)
}
