/**
 * The import engine (silent: it emits events, the presenter prints them). In order:
 *   1. rows the journal shows created or rejected are skipped;
 *   2. rows with an intent but no outcome, or an unknown outcome, are reconciled by ONE listing of the seller's
 *      invoices, before anything new is sent: found by orderId → created; absent while every record carries an
 *      orderId → never created, sent again; otherwise → still unknown, reported, never resent blindly;
 *   3. the rest is sent with bounded concurrency, each request preceded by its durable (fsynced) intent.
 * Ctrl-C (`stop`) stops dispatching; requests in flight finish and are recorded. A failure that would hit every row
 * (authentication, the service unreachable, rate limited for too long) stops dispatching the same way.
 */
import {createInvoice, listInvoices, type InvoiceRecord} from '../../api/bolepix.js'
import type {Transport} from '../../api/transport.js'
import {ApiError, AuthError, NetworkError, RateLimitedError, UnknownOutcomeError} from '../../errors.js'
import type {Journal, JournalEntry, JournalState} from './journal.js'
import {NotSentError, type RateGate} from './rate-gate.js'
import type {PreparedRow} from './rows.js'

export type RowStatus = 'created' | 'skipped' | 'rejected' | 'unknown' | 'invalid'

/** One result line of `--json`: `{line, order_id, status, invoice_id?, reason?}`. */
export interface RowResult {
  line: number
  order_id?: string
  status: RowStatus
  invoice_id?: string
  reason?: string
}

export type ImportEvent =
  | {type: 'plan'; total: number; skipped: number; toReconcile: number; toSend: number}
  | {type: 'reconciling'; count: number}
  | {type: 'row'; result: RowResult}
  | {type: 'paused'; ms: number; fromRetryAfter: boolean}
  | {type: 'stopping'; reason: 'interrupt' | 'failure'; message: string}

export interface RunCounts {
  created: number
  skipped: number
  rejected: number
  unknown: number
  /** Rows left unsent by this run (Ctrl-C, or a failure that stopped it): a rerun sends them. */
  notSent: number
  /** Rows whose earlier unknown outcome was settled by listing (found, or proven absent and sent again). */
  reconciled: number
}

export interface RunResult {
  counts: RunCounts
  interrupted: boolean
  /** The failure that stopped dispatching, if any (thrown by the caller after the summary). */
  failure?: Error
}

export interface RunInput {
  rows: readonly PreparedRow[]
  state: JournalState
  journal: Journal
  transport: Transport
  /** The seller whose invoices are listed to reconcile (asked only when there is something to reconcile). */
  sellerId: () => Promise<string>
  gate: RateGate
  /** Aborted on Ctrl-C: no new request starts. */
  stop: AbortSignal
  concurrency: number
  emit: (event: ImportEvent) => void
  now?: () => Date
}

// Answers about the request as a whole rather than the row: rate limited, or no such endpoint (a wrong base URL).
const SYSTEMIC_STATUS = new Set([404, 405, 410, 429])

export async function runImport(input: RunInput): Promise<RunResult> {
  const {rows, state, journal, transport, gate, stop, emit} = input
  const now = input.now ?? (() => new Date())
  const counts: RunCounts = {created: 0, skipped: 0, rejected: 0, unknown: 0, notSent: 0, reconciled: 0}
  const at = () => now().toISOString()
  const report = (result: RowResult) => {
    if (result.status !== 'invalid') counts[result.status]++
    emit({type: 'row', result})
  }

  // 1. What the journal already knows.
  const toSend: PreparedRow[] = []
  const toReconcile: {row: PreparedRow; last: JournalEntry}[] = []
  for (const row of rows) {
    const last = state.last.get(row.orderId.toLowerCase())
    if (!last || last.type === 'not_sent') toSend.push(row)
    else if (last.type === 'created') {
      report({line: row.line, order_id: row.orderId, status: 'skipped', invoice_id: last.invoice_id, reason: 'created by an earlier run'})
    } else if (last.type === 'rejected') {
      report({
        line: row.line,
        order_id: row.orderId,
        status: 'skipped',
        reason: `rejected by an earlier run: ${last.reason ?? 'no reason given'}`,
      })
    } else toReconcile.push({row, last})
  }
  emit({type: 'plan', total: rows.length, skipped: counts.skipped, toReconcile: toReconcile.length, toSend: toSend.length})

  // 2. Unknown outcomes first: one listing, before anything new is sent.
  if (toReconcile.length > 0) {
    emit({type: 'reconciling', count: toReconcile.length})
    const records = await listInvoices(transport, await input.sellerId())
    const byOrder = new Map<string, InvoiceRecord[]>()
    let withoutOrderId = 0
    for (const r of records) {
      if (typeof r.orderId !== 'string' || r.orderId === '') {
        withoutOrderId++
        continue
      }
      const k = r.orderId.toLowerCase()
      byOrder.set(k, [...(byOrder.get(k) ?? []), r])
    }
    const resend: PreparedRow[] = []
    for (const {row, last} of toReconcile) {
      const found = byOrder.get(row.orderId.toLowerCase())
      if (found) {
        const invoiceId = found[0]!.invoiceId
        journal.record({type: 'created', order_id: row.orderId, line: row.line, invoice_id: invoiceId, reconciled: true, at: at()})
        counts.reconciled++
        const more = found.length > 1 ? ` (${found.length} invoices carry this order id: ${found.map((f) => f.invoiceId).join(', ')})` : ''
        report({
          line: row.line,
          order_id: row.orderId,
          status: 'skipped',
          invoice_id: invoiceId,
          reason: `created by an earlier run whose answer was lost: found by listing${more}`,
        })
      } else if (withoutOrderId === 0) {
        // Every invoice of the seller carries its orderId and none is this one: it was never created.
        counts.reconciled++
        resend.push(row)
      } else {
        const reason = `outcome unknown since an earlier run (${last.type === 'intent' ? 'it stopped after recording the intent' : (last.reason ?? 'answer lost')}) and it cannot be reconciled: ${withoutOrderId} of the seller's invoices carry no orderId. Not resent: check with payctl bolepix list`
        journal.record({type: 'unknown', order_id: row.orderId, line: row.line, reason, at: at()})
        report({line: row.line, order_id: row.orderId, status: 'unknown', reason})
      }
    }
    toSend.unshift(...resend)
  }

  // 3. Send, `concurrency` at a time.
  let failure: Error | undefined
  const stopWith = (err: Error) => {
    if (failure) return
    failure = err
    gate.close('the import stopped')
    emit({type: 'stopping', reason: 'failure', message: err.message})
  }
  const onInterrupt = () => {
    gate.close('interrupted')
    emit({type: 'stopping', reason: 'interrupt', message: 'interrupted: no new request starts; waiting for the ones in flight'})
  }
  if (stop.aborted) onInterrupt()
  else stop.addEventListener('abort', onInterrupt, {once: true})

  const notSent = (row: PreparedRow, reason: string) => {
    journal.record({type: 'not_sent', order_id: row.orderId, line: row.line, reason, at: at()})
    counts.notSent++
  }

  const send = async (row: PreparedRow): Promise<void> => {
    try {
      const answer = await createInvoice(transport, row.body)
      journal.record({type: 'created', order_id: row.orderId, line: row.line, invoice_id: answer.invoiceId, at: at()})
      report({line: row.line, order_id: row.orderId, status: 'created', invoice_id: answer.invoiceId})
    } catch (err) {
      const e = err as Error
      if (err instanceof NotSentError) {
        notSent(row, e.message)
      } else if (err instanceof UnknownOutcomeError) {
        // A lost answer, or an accepted one that could not be read (no invoice id): the next run finds it by listing.
        journal.record({type: 'unknown', order_id: row.orderId, line: row.line, reason: e.message, at: at()})
        report({line: row.line, order_id: row.orderId, status: 'unknown', reason: e.message})
      } else if (
        err instanceof AuthError ||
        err instanceof RateLimitedError ||
        (err instanceof ApiError && SYSTEMIC_STATUS.has(err.status))
      ) {
        // Refused before any effect, and every other row would be refused the same way (recording them all as
        // rejected would make a rerun skip them once the cause is fixed).
        notSent(row, e.message)
        stopWith(e)
      } else if (err instanceof ApiError) {
        journal.record({type: 'rejected', order_id: row.orderId, line: row.line, status: err.status, reason: e.message, at: at()})
        report({line: row.line, order_id: row.orderId, status: 'rejected', reason: e.message})
      } else if (err instanceof NetworkError) {
        // The Transport raises a plain NetworkError for a POST only when nothing reached the server.
        notSent(row, e.message)
        stopWith(e)
      } else {
        // Anything else (a bug): the request may have gone out, so the outcome is unknown, and we stop.
        const reason = `outcome unknown: ${e.message}`
        journal.record({type: 'unknown', order_id: row.orderId, line: row.line, reason, at: at()})
        report({line: row.line, order_id: row.orderId, status: 'unknown', reason})
        stopWith(e)
      }
    }
  }

  // Intents are written ahead of sending, in blocks: whenever fewer than 2 × concurrency rows beyond the last one
  // taken have an intent written (or being written), the intents up to 4 × concurrency rows ahead go out as one
  // block (one write, one fsync). The fsync is thereby done long before the rows reach a worker, instead of being
  // waited for. Still, no request leaves before its own intent is durable: a worker awaits its row's block first.
  // Rows whose intent was written but that are never sent (the import stopped) get `not_sent` at the end.
  const low = 2 * input.concurrency
  const high = 4 * input.concurrency
  let next = 0 // rows taken by a worker
  let announced = 0 // rows whose intent is written or being written
  const durable: Promise<boolean>[] = [] // per row: its block is on disk
  const held: PreparedRow[] = [] // taken, but not sent: the import stopped (or the journal failed) meanwhile
  const writeAhead = () => {
    if (announced - next >= low || announced >= toSend.length) return
    const end = Math.min(toSend.length, next + high)
    const block = toSend
      .slice(announced, end)
      .map((row): JournalEntry => ({type: 'intent', order_id: row.orderId, line: row.line, at: at()}))
    const done = journal.write(block).then(
      () => true,
      (err: Error) => {
        stopWith(err)
        return false
      },
    )
    for (let i = announced; i < end; i++) durable[i] = done
    announced = end
  }
  const worker = async (): Promise<void> => {
    while (next < toSend.length && !stop.aborted && !failure) {
      const i = next++
      writeAhead()
      const row = toSend[i]!
      if (!(await durable[i]) || stop.aborted || failure) {
        held.push(row)
        return
      }
      await send(row)
    }
  }
  try {
    const workers = Math.max(1, Math.min(input.concurrency, toSend.length))
    await Promise.all(Array.from({length: workers}, worker))
  } finally {
    stop.removeEventListener('abort', onInterrupt)
  }
  // Every intent written gets an outcome: a rerun then simply sends these rows (no listing needed).
  const reason = 'the import stopped before this row was sent'
  for (const row of held) notSent(row, reason)
  for (let i = next; i < announced; i++) notSent(toSend[i]!, reason)
  counts.notSent += toSend.length - announced
  if (!failure && journal.error) failure = journal.error
  return {counts, interrupted: stop.aborted, failure}
}
