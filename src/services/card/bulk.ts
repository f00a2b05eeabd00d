/**
 * `card capture -` and `card cancel -` (payment ids from stdin) and their --dry-run
 * (docs/scripting.md#bulk-actions-from-stdin): what must hold before anything is sent, then the action on one id.
 * The ids were checked before (services/bulk/ids.ts): none holds a card number.
 */
import {cancelPayment, capturePayment} from '../../api/card.js'
import type {Transport} from '../../api/transport.js'
import {UsageError} from '../../errors.js'

export function bulkPaymentAction(action: 'capture' | 'cancel', req: {yes: boolean; dryRun: boolean; sellerId: string}): (t: Transport) => (paymentId: string) => Promise<string> {
  // A cancellation asks for confirmation one at a time; many need --yes (the ids come from stdin: no way to ask).
  if (action === 'cancel' && !req.yes && !req.dryRun) {
    throw new UsageError('cancelling many payments needs --yes (there is no way to ask: the ids come from stdin); nothing was sent. See what would be sent with --dry-run')
  }
  const send = action === 'capture' ? capturePayment : cancelPayment
  const done = action === 'capture' ? 'CAPTURED' : 'CANCELLED'
  return (t) => async (paymentId) => {
    const {payment} = await send(t, req.sellerId, paymentId)
    // The payment's status when the answer carries it (PAID after a capture), else what the action did.
    return payment?.status ?? done
  }
}
