/**
 * `events tail`: follows new events by polling GET /api/events. The first poll only records what already exists;
 * every later event is reported once (by id), in the API's order. Later polls ask only for events since the newest
 * one seen, less an overlap (the filter may be ignored: the ids seen decide what is new). Transient failures (network, 5XX, 429) are
 * reported and retried with a growing pause; anything else (a refused token) ends the tail. Silent: it emits.
 */
import {setTimeout as sleep} from 'node:timers/promises'
import {ApiError, NetworkError, PayctlError} from '../../errors.js'
import {listEvents} from '../../api/events.js'
import type {Transport} from '../../api/transport.js'
import {matchesAny, type PayEvent} from '../../schemas/events.js'

export interface TailHandlers {
  /** A new event that matches the patterns. */
  event(e: PayEvent): void
  /** After each successful poll: how many events were new. */
  polled?(info: {at: Date; fresh: number; total: number}): void
  /** A transient failure; the tail goes on after `retryInMs`. */
  failed?(err: Error, retryInMs: number): void
}

export interface TailOptions {
  patterns?: string[]
  intervalMs: number
  signal: AbortSignal
  /** How far back `since` reaches behind the newest event seen (clock skew, late commits). */
  overlapMs?: number
  now?: () => number
}

const MAX_PAUSE_MS = 30_000

function isTransient(err: unknown): boolean {
  if (err instanceof ApiError) return err.status === 429 || err.status >= 500 || err.code === 'rate_limited'
  return err instanceof NetworkError
}

/** Polls until `signal` aborts; resolves then (Ctrl-C is a normal end). */
export async function tailEvents(t: Transport, options: TailOptions, on: TailHandlers): Promise<void> {
  const now = options.now ?? Date.now
  const overlap = options.overlapMs ?? 60_000
  const query = options.patterns?.length === 1 ? {event: options.patterns[0]} : {}
  const seen = new Set<string>()
  // The newest inserted_at seen, by the server's clock (never ours: clocks differ). The first poll asks for
  // everything, so that a server that ignores `since` cannot make old events look new later.
  let newest: number | undefined
  let baseline = true
  let failures = 0
  while (!options.signal.aborted) {
    let pause = options.intervalMs
    try {
      const since = newest === undefined ? undefined : new Date(newest - overlap).toISOString()
      const events = await listEvents(t, {...query, since})
      let fresh = 0
      for (const e of events) {
        if (seen.has(e.id)) continue
        seen.add(e.id)
        const at = Date.parse(e.inserted_at)
        if (!Number.isNaN(at) && (newest === undefined || at > newest)) newest = at
        if (baseline || !matchesAny(e.event, options.patterns)) continue
        fresh++
        on.event(e)
      }
      baseline = false
      failures = 0
      on.polled?.({at: new Date(now()), fresh, total: seen.size})
    } catch (err) {
      if (options.signal.aborted) return
      if (!isTransient(err)) throw err
      failures++
      pause = Math.min(MAX_PAUSE_MS, options.intervalMs * 2 ** failures)
      on.failed?.(err as PayctlError, pause)
    }
    // The one abortable sleep (docs/architecture.md); Ctrl-C ends the pause and with it the tail.
    await sleep(pause, undefined, {signal: options.signal}).catch(() => undefined)
  }
}
