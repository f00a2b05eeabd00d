/**
 * `card cancel`: confirmation on a terminal showing what will be cancelled, --yes otherwise (exit 2 without either,
 * nothing sent); a declined confirmation exits 1 and sends nothing. Then POST …/payments/{id}/cancel with `{}`.
 */
import {DeclinedError, UsageError} from '../../errors.js'
import {cancelPayment, findPaymentInEvents, type PaymentAnswer} from '../../api/card.js'
import type {Transport} from '../../api/transport.js'
import type {Payment} from '../../schemas/card.js'
import type {Asker} from '../ask.js'

export interface CancelOptions {
  paymentId: string
  yes: boolean
  client(): Promise<Transport>
  sellerId(): Promise<string>
  /** Who confirms (services/ask.ts), without --yes. Absent without a terminal: --yes is needed. */
  asker?: Asker
  /** The confirmation's question, with the payment when its events carry it (format/confirmations.ts cancelQuestion). */
  question: (payment: Payment | undefined, sellerId: string) => string
  /** Said just before the confirmation is asked, given the payment as its events show it (the CLI: where it goes). */
  beforeConfirm?: (payment: Payment | undefined) => Promise<void>
}

export async function cancelCardPayment(o: CancelOptions): Promise<PaymentAnswer> {
  if (!o.yes && !o.asker) {
    throw new UsageError(
      `card cancel needs --yes when it cannot ask (no terminal); nothing was sent: payctl card cancel ${o.paymentId} --yes`,
    )
  }
  const sellerId = await o.sellerId()
  const client = await o.client()
  if (!o.yes && o.asker) {
    // The API has no GET for one payment; its events carry it (best effort: the id alone otherwise).
    const known = await findPaymentInEvents(client, o.paymentId)
    await o.beforeConfirm?.(known)
    if (!(await o.asker.confirm(o.question(known, sellerId), false)))
      throw new DeclinedError('not cancelled: the confirmation was declined (nothing was sent)')
  }
  return cancelPayment(client, sellerId, o.paymentId)
}
