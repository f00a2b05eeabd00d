import {Args, Flags} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags, qrFlags, recordFlags} from '../../cli/flags.js'
import {INVOICE_FIELDS} from '../../schemas/record-fields.js'

export default class BolepixGet extends BaseCommand {
  static override summary = 'Show one Bolepix charge, GET /bolepix/invoices/{invoiceId}; --timeline adds its events and deliveries.'
  static override description = `The API answers an array of records; the one record is shown (--json prints it as a JSON object), and
an empty answer exits 1 "not found". --timeline adds, in time order, the events about the charge (charge-create,
charge-in, charge-cancelled) and every delivery attempt of their webhook notifications, with the next attempt
scheduled or where the service gave up; with --json the record gets a "timeline" array.`
  static override writes = false
  static override examples = [
    '<%= config.bin %> bolepix get 6f1c0b1e-6a52-4c1b-9d7e-2f0e6c3b8a41',
    '<%= config.bin %> bolepix get 6f1c0b1e-6a52-4c1b-9d7e-2f0e6c3b8a41 --timeline',
    '<%= config.bin %> bolepix get ABC123 --json',
    '<%= config.bin %> bolepix get 6f1c0b1e --qr',
    '<%= config.bin %> bolepix get 6f1c0b1e --qr --qr-theme light --qr-file pix.png',
  ]
  static override args = {invoice_id: Args.string({required: true, description: 'invoice id, or its first 8 or more characters'})}
  static override recordFields = INVOICE_FIELDS
  static override flags = {
    ...apiFlags,
    ...recordFlags(INVOICE_FIELDS),
    timeline: Flags.boolean({description: 'also show the events about this charge and the delivery attempts of their notifications'}),
    qr: Flags.boolean({
      description: "draw the charge's Pix QR code on the terminal (the code alone on a pipe), its Pix code from the record or the PDF",
      exclusive: ['timeline'],
    }),
    ...qrFlags,
  }

  async run(): Promise<void> {
    await this.act(BolepixGet, () => import('../../actions/bolepix/get.js'))
  }
}
