/** `payctl sandbox pay ID`: the debtor pays a Bolepix charge (POST /_sandbox/bolepix/{id}/pay; docs/sandbox.md). */
import type {Shown} from '../../cli/command-function.js'
import type {Context, ContextFlags} from '../../cli/context.js'

export default async function sandboxPay(ctx: Context, _flags: ContextFlags, args: {invoiceId: string}): Promise<Shown> {
  const {payInvoice} = await import('../../api/sandbox.js')
  const [{formatReais}, {formatTime}] = await Promise.all([import('../../format/money.js'), import('../../format/dates.js')])
  const {withInvoiceId} = await import('../../services/lookup.js')
  const client = await ctx.client()
  const {result: answer} = await withInvoiceId(
    client,
    () => ctx.sellerId(),
    args.invoiceId,
    (id) => payInvoice(client, id),
  )
  const inv = answer.data
  return {
    data: answer,
    human: () =>
      ctx.output.record(answer, [
        ['invoice', inv.invoiceId],
        ['status', inv.status],
        ['amount', formatReais(inv.amount)],
        ['amount paid', formatReais(inv.amountPaid)],
        ['paid at', formatTime(inv.paidAt)],
      ]),
  }
}
