/**
 * `card capture -` and `card cancel -` (payment ids from stdin) and their --dry-run
 * (docs/scripting.md#bulk-actions-from-stdin): what must hold before anything is sent, then the action on one id.
 * The ids were checked before (services/bulk/ids.ts): none holds a card number.
 */
import {cancelPayment, capturePayment, paymentsInEvents} from '../../api/card.js'
import type {Transport} from '../../api/transport.js'
import {DeclinedError, NotFoundError, UsageError} from '../../errors.js'
import type {Payment} from '../../schemas/card.js'

export function bulkPaymentAction(
  action: 'capture' | 'cancel',
  req: {yes: boolean; dryRun: boolean; sellerId: string},
): (t: Transport) => (paymentId: string) => Promise<string> {
  // A cancellation asks for confirmation one at a time; many need --yes (the ids come from stdin: no way to ask).
  if (action === 'cancel' && !req.yes && !req.dryRun) {
    throw new UsageError(
      'cancelling many payments needs --yes (there is no way to ask: the ids come from stdin); nothing was sent. See what would be sent with --dry-run',
    )
  }
  const send = action === 'capture' ? capturePayment : cancelPayment
  const done = action === 'capture' ? 'CAPTURED' : 'CANCELLED'
  return (t) => async (paymentId) => {
    const {payment} = await send(t, req.sellerId, paymentId)
    // The payment's status when the answer carries it (PAID after a capture), else what the action did.
    return payment?.status ?? done
  }
}

/** The statuses each action takes a payment from (docs/card.md): capture PRE_AUTHORIZED, cancel PRE_AUTHORIZED or PAID. */
const ACTS_ON = {capture: ['PRE_AUTHORIZED'], cancel: ['PRE_AUTHORIZED', 'PAID']} as const

/**
 * --dry-run's check of one id: what the real run would meet, read from the PAYMENT.* events (one GET for all the
 * ids: the API has no GET for a payment). Resolves with the payment's status when the action would go through;
 * throws why it would fail: not found, another seller's, or a status the action does not take.
 */
export function previewPaymentAction(
  action: 'capture' | 'cancel',
  sellerId: string,
): (t: Transport) => (paymentId: string) => Promise<string> {
  return (t) => {
    let known: Promise<Map<string, Payment>> | undefined
    return async (paymentId) => {
      const p = (await (known ??= paymentsInEvents(t))).get(paymentId)
      if (!p) throw new NotFoundError(`not found: no PAYMENT event carries payment ${paymentId} (card payment ids are whole, never short)`)
      if (p.seller_id && p.seller_id !== sellerId) throw new DeclinedError(`not yours: payment ${paymentId} is seller ${p.seller_id}'s`)
      const takes: readonly string[] = ACTS_ON[action]
      if (!takes.includes(p.status)) {
        throw new DeclinedError(
          `${p.status === 'DECLINED' ? 'it was' : 'already'} ${p.status}: only a ${takes.join(' or ')} payment can be ${action === 'capture' ? 'captured' : 'cancelled'}`,
        )
      }
      return p.status
    }
  }
}
