/** `card capture -` / `card cancel -` and --dry-run: the card commands' bulk action (cli/bulk.ts). */
import {paymentActionPath} from '../../api/card.js'
import {bulkPaymentAction, previewPaymentAction} from '../../services/card/bulk.js'
import type {BulkResult} from '../../services/bulk/run.js'
import {runBulkCommand} from '../bulk.js'
import type {Context} from '../context.js'

export async function runPaymentBulk(
  ctx: Context,
  action: 'capture' | 'cancel',
  o: {paymentId: string; yes: boolean; dryRun: boolean; concurrency: number},
): Promise<BulkResult[]> {
  const sellerId = await ctx.sellerId()
  const act = bulkPaymentAction(action, {yes: o.yes, dryRun: o.dryRun, sellerId})
  return runBulkCommand(ctx, {
    command: `card ${action}`,
    // A payment's record (`card pay --json` prints {"data": {"id": …}}) carries its id as `id`.
    input: {keys: ['id'], what: 'payment id'},
    action: {
      verb: action,
      done: action === 'capture' ? 'captured' : 'cancelled',
      request: (id) => `POST ${paymentActionPath(sellerId, id, action)} {}`,
      // No GET for one payment: its events carry it.
      check: (id) => `payctl events list --event 'PAYMENT.*' --jsonl | grep ${id}`,
    },
    ids: o.paymentId === '-' ? undefined : [o.paymentId],
    dryRun: o.dryRun,
    concurrency: o.concurrency,
    act,
    preview: o.dryRun ? previewPaymentAction(action, sellerId) : undefined,
  })
}
