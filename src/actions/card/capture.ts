/** `payctl card capture PAYMENT_ID` (or `-`: many from stdin): a pre-authorized card payment captured. */
import type {Shown} from '../../cli/command-function.js'
import type {Context, ContextFlags} from '../../cli/context.js'

export interface PaymentActionFlags extends ContextFlags {
  'dry-run': boolean
  concurrency: number
}

export default async function cardCapture(ctx: Context, flags: PaymentActionFlags, args: {paymentId: string}): Promise<Shown | void> {
  if (args.paymentId === '-' || flags['dry-run']) {
    const {runPaymentBulk} = await import('../../cli/card/bulk.js')
    await runPaymentBulk(ctx, 'capture', {paymentId: args.paymentId, yes: true, dryRun: flags['dry-run'], concurrency: flags.concurrency})
    return
  }
  const {capturePayment} = await import('../../api/card.js')
  const {noteWhereOnTerminal} = await import('../../cli/where.js')
  await noteWhereOnTerminal(ctx) // where the capture goes, on a terminal (docs/output.md#confirmations)
  const {response, payment} = await capturePayment(await ctx.client(), await ctx.sellerId(), args.paymentId)
  const {paymentShown} = await import('./payment-shown.js')
  return paymentShown(ctx, response.body, payment, `captured payment ${args.paymentId}`)
}
