/**
 * `bolepix cancel`: what must hold before anything is sent (a reason; --yes or a terminal to confirm on), the
 * picker of PENDING charges when no id is given on a terminal, the confirmation showing the charge, then
 * POST …/{invoiceId}/cancel with `{"reason": …}`. A declined confirmation sends nothing and exits 1.
 */
import {cancelInvoice, getInvoice, listInvoices, type CancelResponse} from '../../api/bolepix.js'
import type {Transport} from '../../api/transport.js'
import {DeclinedError, NotFoundError, UsageError} from '../../errors.js'
import type {InvoiceRecord} from '../../schemas/bolepix-answers.js'
import type {Asker} from '../ask.js'
import {withInvoiceId} from '../lookup.js'

const MAX_REASON = 500

export interface CancelRequest {
  invoiceId?: string
  reason?: string
  yes: boolean
  /** Who is asked (services/ask.ts): the picker, the reason, the confirmation. Absent without a terminal. */
  asker?: Asker
  /** The picker's label of each PENDING charge (render/bolepix.ts pickerLabels); default: its invoice id. */
  labels?: (pending: readonly InvoiceRecord[]) => string[]
  /** Said just before the confirmation is asked (where the request goes: cli/where.ts). */
  beforeConfirm?: () => Promise<void>
  sellerId: () => Promise<string>
  /** Shows the charge before the confirmation. */
  show: (record: InvoiceRecord) => void
  warn: (message: string) => void
}

/** Why a reason is unacceptable, or undefined. */
export function reasonProblem(reason: string): string | undefined {
  if (reason.trim() === '') return 'must not be empty'
  if (reason.length > MAX_REASON) return `at most ${MAX_REASON} characters`
  return undefined
}

/** Runs the whole flow; resolves with the invoice id and the API's answer. */
export async function cancelBolepix(t: Transport, req: CancelRequest): Promise<{invoiceId: string; answer: CancelResponse}> {
  // Everything that can be refused without the network is refused first: nothing is sent.
  if (req.reason !== undefined) {
    const p = reasonProblem(req.reason)
    if (p) throw new UsageError(`--reason ${p}`)
  }
  // Without a terminal nothing can be asked: everything missing is named at once.
  if (!req.asker) {
    const missing = [
      req.invoiceId === undefined ? 'INVOICE_ID is required (without a terminal there is no picker)' : undefined,
      req.reason === undefined ? '--reason is required (why the charge is cancelled)' : undefined,
      req.yes ? undefined : 'no terminal to confirm on: pass --yes to cancel without confirmation',
    ].filter((m) => m !== undefined)
    if (missing.length > 0) throw new UsageError(`${missing.join('; ')} (nothing was sent)`)
  }
  let invoiceId = req.invoiceId
  if (invoiceId === undefined) {
    if (!req.asker) throw new UsageError('INVOICE_ID is required (without a terminal there is no picker)')
    const pending = await listInvoices(t, await req.sellerId(), {status: 'PENDING'})
    if (pending.length === 0) throw new NotFoundError('there are no PENDING charges to cancel')
    const labels = req.labels?.(pending) ?? pending.map((r) => r.invoiceId)
    invoiceId = await req.asker.choose(
      'Which charge do you want to cancel?',
      pending.map((r, i) => ({name: labels[i] ?? r.invoiceId, value: r.invoiceId})),
    )
  }
  let reason = req.reason
  // The id as given, else as a prefix (services/lookup.ts): resolved by the GET shown before the confirmation, or by
  // the POST itself with --yes (a 404 changed nothing).
  const resolve = <R>(attempt: (id: string) => Promise<R>) => withInvoiceId(t, req.sellerId, invoiceId!, attempt)
  if (!req.yes && req.asker) {
    const {id, result: record} = await resolve((id) => getInvoice(t, id))
    invoiceId = id
    req.show(record)
    if (record.status.toUpperCase() !== 'PENDING')
      req.warn(`this charge is ${record.status}: the service will probably refuse to cancel it`)
  }
  if (reason === undefined) reason = await req.asker!.text('Reason for the cancellation:', {validate: (v) => reasonProblem(v) ?? true})
  if (!req.yes && req.asker) {
    await req.beforeConfirm?.()
    if (!(await req.asker.confirm(`Cancel charge ${invoiceId}?`, false))) {
      throw new DeclinedError('not cancelled: the confirmation was declined (nothing was sent)')
    }
  }
  const why = reason
  if (!req.yes && req.asker) return {invoiceId, answer: await cancelInvoice(t, invoiceId, why)}
  const {id, result: answer} = await resolve((id) => cancelInvoice(t, id, why))
  return {invoiceId: id, answer}
}

/**
 * `bolepix cancel -` (ids from stdin) and --dry-run: what must hold before anything is sent (a reason, and --yes
 * unless it is a dry run: the ids come from stdin, so there is no way to ask), then the action on one id.
 */
export function bulkCancel(req: {
  reason?: string
  yes: boolean
  dryRun: boolean
}): (t: Transport) => (invoiceId: string) => Promise<string> {
  if (req.reason === undefined) throw new UsageError('--reason is required (why the charges are cancelled; nothing was sent)')
  const p = reasonProblem(req.reason)
  if (p) throw new UsageError(`--reason ${p}`)
  if (!req.yes && !req.dryRun) {
    throw new UsageError(
      'cancelling many charges needs --yes (there is no way to ask: the ids come from stdin); nothing was sent. See what would be sent with --dry-run',
    )
  }
  const reason = req.reason
  return (t) => async (invoiceId) => {
    await cancelInvoice(t, invoiceId, reason)
    return 'CANCELLED'
  }
}

/**
 * --dry-run's check of one id: what `bolepix cancel -` would meet (GET /bolepix/invoices/{id}). Resolves with the
 * charge's status when it would be cancelled; throws why it would fail: not found, another seller's, or not PENDING.
 */
export function previewBulkCancel(sellerId: string): (t: Transport) => (invoiceId: string) => Promise<string> {
  return (t) => async (invoiceId) => {
    const record = await getInvoice(t, invoiceId)
    if (record.sellerId && record.sellerId !== sellerId)
      throw new DeclinedError(`not yours: charge ${invoiceId} is seller ${record.sellerId}'s`)
    if (record.status !== 'PENDING') throw new DeclinedError(`already ${record.status}: only a PENDING charge can be cancelled`)
    return record.status
  }
}
