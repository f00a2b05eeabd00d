/** `payctl card cancel PAYMENT_ID` (or `-`: many from stdin): a card payment cancelled, confirmed on a terminal. */
import type {Shown} from '../../cli/command-function.js'
import type {Context} from '../../cli/context.js'
import type {PaymentActionFlags} from './capture.js'

export interface CardCancelFlags extends PaymentActionFlags {
  yes: boolean
}

export default async function cardCancel(ctx: Context, flags: CardCancelFlags, args: {paymentId: string}): Promise<Shown | void> {
  if (args.paymentId === '-' || flags['dry-run']) {
    const {runPaymentBulk} = await import('../../cli/card/bulk.js')
    await runPaymentBulk(ctx, 'cancel', {
      paymentId: args.paymentId,
      yes: flags.yes,
      dryRun: flags['dry-run'],
      concurrency: flags.concurrency,
    })
    return
  }
  const {cancelCardPayment} = await import('../../services/card/cancel.js')
  const {cancelQuestion} = await import('../../format/confirmations.js')
  const asker = await ctx.asker()
  const {response, payment} = await cancelCardPayment({
    paymentId: args.paymentId,
    yes: flags.yes,
    client: () => ctx.client(),
    sellerId: () => ctx.sellerId(),
    asker,
    question: (known, sellerId) => cancelQuestion(args.paymentId, known, sellerId),
    beforeConfirm: async () => {
      const {whereText} = await import('../../cli/where.js')
      ctx.output.info(`on  ${await whereText(ctx)}`)
    },
  })
  const {paymentShown} = await import('./payment-shown.js')
  return paymentShown(ctx, response.body, payment, `cancelled payment ${args.paymentId}`)
}
