/**
 * `bolepix wait`: polls GET /bolepix/invoices/{id} until the wanted status (done), another final status such as
 * EXPIRED (exit 1), or the timeout (PendingError, exit 8). The last poll happens at the deadline itself, so a
 * timeout always reflects a fresh answer. Ctrl-C aborts the poll or the pause in between (exit 130).
 */
import {setTimeout as sleep} from 'node:timers/promises'
import {getInvoice} from '../../api/bolepix.js'
import type {Transport} from '../../api/transport.js'
import {DeclinedError, InterruptedError, NetworkError, PendingError, UsageError} from '../../errors.js'
import {BOLEPIX_FINAL_STATUSES} from '../../schemas/bolepix.js'
import type {InvoiceRecord} from '../../schemas/bolepix-answers.js'
import {missingUnitProblem, parseDuration} from '../../schemas/dates.js'

export const WAITABLE_STATUSES = ['PAID', 'CANCELLED', 'EXPIRED'] as const

export interface WaitOptions {
  until: string
  timeoutMs: number
  intervalMs: number
  signal?: AbortSignal
  /** Called after every poll (progress on a terminal). */
  onPoll?: (record: InvoiceRecord, elapsedMs: number) => void
  /** Called when a poll failed on the network and the wait goes on. */
  onRetry?: (error: Error) => void
  now?: () => number
}

/** Parses --timeout / --interval; a usage error names the flag. */
export function durationFlag(name: string, value: string, minMs: number): number {
  const ms = parseDuration(value)
  if (ms === undefined)
    throw new UsageError(`--${name} "${value}" ${missingUnitProblem(value) ?? 'must be a duration such as 30s, 10m or 1h'}`)
  if (ms < minMs) throw new UsageError(`--${name} must be at least ${minMs} ms`)
  return ms
}

/** The wanted status, upper-cased; a status that never comes is a usage error. */
export function untilStatus(value: string): string {
  const s = value.trim().toUpperCase()
  if (!(WAITABLE_STATUSES as readonly string[]).includes(s)) throw new UsageError(`--until must be one of ${WAITABLE_STATUSES.join(', ')}`)
  return s
}

/** Waits `ms`; Ctrl-C (the signal) ends the wait with InterruptedError. */
export async function pause(ms: number, signal?: AbortSignal): Promise<void> {
  try {
    await sleep(ms, undefined, {signal})
  } catch {
    throw new InterruptedError()
  }
}

/** Polls until the status is reached; resolves with the record. */
export async function waitForStatus(t: Transport, invoiceId: string, options: WaitOptions): Promise<InvoiceRecord> {
  const now = options.now ?? Date.now
  const started = now()
  const deadline = started + options.timeoutMs
  const until = options.until.toUpperCase()
  let last: InvoiceRecord | undefined
  for (;;) {
    try {
      last = await getInvoice(t, invoiceId)
      options.onPoll?.(last, now() - started)
      const status = last.status.toUpperCase()
      if (status === until) return last
      if ((BOLEPIX_FINAL_STATUSES as readonly string[]).includes(status)) {
        throw new DeclinedError(`charge ${invoiceId} is ${last.status} and will never be ${until}`, {details: last})
      }
    } catch (err) {
      // A network hiccup (after the transport's own retries) does not end a long wait; anything else does.
      if (!(err instanceof NetworkError) || options.signal?.aborted) throw err
      options.onRetry?.(err)
    }
    const left = deadline - now()
    if (left <= 0) {
      const state = last ? `still ${last.status}` : 'status unknown'
      throw new PendingError(`charge ${invoiceId} is ${state} after ${formatWait(options.timeoutMs)} (waited for ${until})`, {
        details: last,
      })
    }
    await pause(Math.min(options.intervalMs, left), options.signal)
  }
}

/** `10m`, `90s`, `1h 5m` for messages. */
export function formatWait(ms: number): string {
  if (ms < 1000) return `${ms} ms`
  const s = Math.round(ms / 1000)
  if (s < 120) return `${s}s`
  const m = Math.floor(s / 60)
  if (m < 120) return `${m}m${s % 60 ? ` ${s % 60}s` : ''}`
  return `${Math.floor(m / 60)}h${m % 60 ? ` ${m % 60}m` : ''}`
}
