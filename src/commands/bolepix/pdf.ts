import {Args, Flags} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags} from '../../cli/flags.js'

export default class BolepixPdf extends BaseCommand {
  static override summary = "Print the URL of a charge's PDF; --output downloads it, --open opens it."
  static override description = `GET /api/v2/payments/bolepix/{invoiceId}/pdf answers the URL of the PDF (boleto + Pix QR code), which is
printed. --output FILE downloads it from that URL (no credentials are sent to another host than the API's), checks
that it is a PDF and writes it atomically; FILE may be a folder. An existing file is not replaced without --force
(exit 2, nothing written). --open opens the downloaded and checked file (without --output, one in a new
temporary folder) with the system's opener (xdg-open, open, start) when there is one; never the URL itself. --json prints the API's answer unchanged ({"url"}).`
  static override examples = [
    '<%= config.bin %> bolepix pdf 6f1c0b1e-6a52-4c1b-9d7e-2f0e6c3b8a41',
    '<%= config.bin %> bolepix pdf 6f1c0b1e-6a52-4c1b-9d7e-2f0e6c3b8a41 --output charge.pdf --open',
    '<%= config.bin %> bolepix pdf 6f1c0b1e --output charge.pdf --force',
    '<%= config.bin %> bolepix pdf ABC123 --json',
  ]
  static override args = {invoice_id: Args.string({required: true, description: 'invoice id, or its first 8 or more characters'})}
  static override flags = {
    ...apiFlags,
    output: Flags.string({char: 'o', description: 'download the PDF to this file (or into this folder)'}),
    force: Flags.boolean({description: 'with --output: replace the file if it exists (without it, an existing file is left alone: exit 2)'}),
    open: Flags.boolean({description: "open the PDF with the system's opener"}),
  }

  async run(): Promise<unknown> {
    const {args, flags} = await this.parse(BolepixPdf)
    const ctx = this.context(flags)
    const {getPdfUrl} = await import('../../api/bolepix.js')
    const {checkOutput, openWithOs, pdfHref, savePdf, savePdfForViewing} = await import('../../services/bolepix/pdf.js')
    // The file is checked before anything is sent.
    if (flags.output) await checkOutput(flags.output, flags.force)
    const {withInvoiceId} = await import('../../services/lookup.js')
    const client = await ctx.client()
    const {id: invoiceId, result: answer} = await withInvoiceId(client, () => ctx.sellerId(), args.invoice_id, (id) => getPdfUrl(client, id))
    const href = pdfHref(answer.url, client.baseUrl)
    if (ctx.output.json) ctx.output.printJson(answer)
    else ctx.output.line(href)
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
      const r = await openWithOs(target)
      if (r.opened) ctx.output.info(`opened ${target} with ${r.command}`)
      else ctx.output.warn(`cannot open ${target}: ${r.reason}; open it yourself`)
    }
    return answer
  }
}
