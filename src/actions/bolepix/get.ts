/** `payctl bolepix get INVOICE_ID`: one charge; --timeline adds its events and deliveries, --qr draws its Pix code. */
import type {Shown} from '../../cli/command-function.js'
import type {Context, ContextFlags} from '../../cli/context.js'

export interface BolepixGetFlags extends ContextFlags {
  timeline?: boolean
  qr?: boolean
}

export default async function bolepixGet(ctx: Context, flags: BolepixGetFlags, args: {invoice_id: string}): Promise<Shown> {
  const {getInvoice} = await import('../../api/bolepix.js')
  const {invoiceFields} = await import('../../render/bolepix.js')
  const {withInvoiceId} = await import('../../services/lookup.js')
  const client = await ctx.client()
  const {result: record} = await withInvoiceId(
    client,
    () => ctx.sellerId(),
    args.invoice_id,
    (id) => getInvoice(client, id),
  )
  if (flags.qr) {
    return {
      data: record,
      human: async () => {
        const {PayctlError} = await import('../../errors.js')
        if (typeof record.pixCode !== 'string' || record.pixCode === '') {
          throw new PayctlError(
            "this service's invoice records carry no Pix code (pixCode is a field of the sandbox's records): open the PDF, payctl bolepix pdf ID --open",
          )
        }
        const {printPixQr} = await import('../../cli/pix-qr.js')
        printPixQr(ctx.output, record.pixCode)
      },
    }
  }
  if (!flags.timeline) return {data: record, human: () => ctx.output.record(record, invoiceFields(record))}
  const {invoiceTimeline} = await import('../../services/bolepix/timeline.js')
  const {renderTimeline} = await import('../../render/timeline.js')
  const timeline = await invoiceTimeline(client, record)
  return {
    data: {...record, timeline: timeline.entries},
    human: () => {
      const out = ctx.output
      out.record(record, invoiceFields(record))
      out.line()
      out.line(out.colors.bold('Timeline'))
      if (timeline.entries.length === 0) out.line('  (no events about this charge yet)')
      for (const line of renderTimeline(timeline.entries, {colors: out.colors, width: out.isTTY ? out.width - 2 : undefined}))
        out.line(`  ${line}`)
    },
  }
}
