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
  static override writes = false
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
    force: Flags.boolean({
      description: 'with --output: replace the file if it exists (without it, an existing file is left alone: exit 2)',
    }),
    open: Flags.boolean({description: "open the PDF with the system's opener"}),
  }

  async run(): Promise<void> {
    await this.act(BolepixPdf, () => import('../../actions/bolepix/pdf.js'))
  }
}
