/**
 * `card cancel`: confirmation on a terminal showing what will be cancelled, --yes otherwise (exit 2 without either,
 * nothing sent); a declined confirmation exits 1 and sends nothing. Then POST …/payments/{id}/cancel with `{}`.
 */
import {DeclinedError, UsageError} from '../../errors.js'
import {cancelPayment, findPaymentInEvents, type PaymentAnswer} from '../../api/card.js'
import type {Transport} from '../../api/transport.js'
import type {Payment} from '../../schemas/card.js'

export interface CancelOptions {
  paymentId: string
  yes: boolean
  client(): Promise<Transport>
  sellerId(): Promise<string>
  /**
   * Present when there is a terminal to ask on: shows the payment (when its events carry it) and answers whether to
   * go ahead.
   */
  confirm?: (payment: Payment | undefined, sellerId: string) => Promise<boolean>
}

export async function cancelCardPayment(o: CancelOptions): Promise<PaymentAnswer> {
  if (!o.yes && !o.confirm) {
    throw new UsageError(
      `card cancel needs --yes when it cannot ask (no terminal); nothing was sent: payctl card cancel ${o.paymentId} --yes`,
    )
  }
  const sellerId = await o.sellerId()
  const client = await o.client()
  if (!o.yes && o.confirm) {
    // The API has no GET for one payment; its events carry it (best effort: the id alone otherwise).
    const known = await findPaymentInEvents(client, o.paymentId)
    if (!(await o.confirm(known, sellerId))) throw new DeclinedError('not cancelled: the confirmation was declined (nothing was sent)')
  }
  return cancelPayment(client, sellerId, o.paymentId)
}
