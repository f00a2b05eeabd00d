/** `payctl bolepix pdf INVOICE_ID`: the URL of a charge's PDF; --output downloads it, --open opens it. */
import {show} from '../../cli/command-function.js'
import type {Context, ContextFlags} from '../../cli/context.js'

export interface BolepixPdfFlags extends ContextFlags {
  output?: string
  force: boolean
  open: boolean
}

export default async function bolepixPdf(ctx: Context, flags: BolepixPdfFlags, args: {invoice_id: string}): Promise<void> {
  const {getPdfUrl} = await import('../../api/bolepix.js')
  const {checkOutput, openWithOs, pdfHref, savePdf, savePdfForViewing} = await import('../../services/bolepix/pdf.js')
  // The file is checked before anything is sent.
  if (flags.output) await checkOutput(flags.output, flags.force)
  const {withInvoiceId} = await import('../../services/lookup.js')
  const client = await ctx.client()
  const {id: invoiceId, result: answer} = await withInvoiceId(
    client,
    () => ctx.sellerId(),
    args.invoice_id,
    (id) => getPdfUrl(client, id),
  )
  const href = pdfHref(answer.url, client.baseUrl)
  // Shown here, before the download: the URL is printed even when the download then fails.
  await show(ctx, {data: answer, human: () => ctx.output.line(href)})
  let target: string | undefined
  if (flags.output) {
    const saved = await savePdf(client, href, flags.output, invoiceId, flags.force)
    ctx.output.info(`PDF saved to ${saved.path} (${saved.bytes} bytes)`)
    target = saved.path
  } else if (flags.open) {
    // The opener gets the downloaded, checked file, never the API's URL (file:, smb:, javascript: …).
    target = (await savePdfForViewing(client, href, invoiceId)).path
  }
  if (flags.open && target) {
    const r = await openWithOs(target, ctx.env)
    if (r.opened) ctx.output.info(`opened ${target} with ${r.command}`)
    else ctx.output.warn(`cannot open ${target}: ${r.reason}; open it yourself`)
  }
}
