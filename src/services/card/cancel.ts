/**
 * `card cancel`: confirmation on a terminal showing what will be cancelled, --yes otherwise (exit 2 without either,
 * nothing sent); a declined confirmation exits 1 and sends nothing. Then POST …/payments/{id}/cancel with `{}`.
 */
import {DeclinedError, UsageError} from '../../errors.js'
import {cancelPayment, findPaymentInEvents, type PaymentAnswer} from '../../api/card.js'
import type {Transport} from '../../api/transport.js'
import {paymentSummary} from '../../render/card.js'

export interface CancelOptions {
  paymentId: string
  yes: boolean
  /** Prompts possible. */
  interactive: boolean
  client(): Promise<Transport>
  sellerId(): Promise<string>
  confirm(message: string): Promise<boolean>
}

export async function cancelCardPayment(o: CancelOptions): Promise<PaymentAnswer> {
  if (!o.yes && !o.interactive) {
    throw new UsageError(`card cancel needs --yes when it cannot ask (no terminal); nothing was sent: payctl card cancel ${o.paymentId} --yes`)
  }
  const sellerId = await o.sellerId()
  const client = await o.client()
  if (!o.yes) {
    // The API has no GET for one payment; its events carry it (best effort: the id alone otherwise).
    const known = await findPaymentInEvents(client, o.paymentId)
    const what = known ? ` (${paymentSummary(known)})` : ''
    const ok = await o.confirm(`Cancel card payment ${o.paymentId}${what} of seller ${sellerId}? This cannot be undone.`)
    if (!ok) throw new DeclinedError('not cancelled: the confirmation was declined (nothing was sent)')
  }
  return cancelPayment(client, sellerId, o.paymentId)
}
