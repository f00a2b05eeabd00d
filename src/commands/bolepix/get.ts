import {Args, Flags} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags, recordFlags} from '../../cli/flags.js'
import {INVOICE_FIELDS} from '../../schemas/record-fields.js'

export default class BolepixGet extends BaseCommand {
  static override summary = 'Show one Bolepix charge, GET /bolepix/invoices/{invoiceId}; --timeline adds its events and deliveries.'
  static override description = `The API answers an array of records; the one record is shown (--json prints it as a JSON object), and
an empty answer exits 1 "not found". --timeline adds, in time order, the events about the charge (charge-create,
charge-in, charge-cancelled) and every delivery attempt of their webhook notifications, with the next attempt
scheduled or where the service gave up; with --json the record gets a "timeline" array.`
  static override examples = [
    '<%= config.bin %> bolepix get 6f1c0b1e-6a52-4c1b-9d7e-2f0e6c3b8a41',
    '<%= config.bin %> bolepix get 6f1c0b1e-6a52-4c1b-9d7e-2f0e6c3b8a41 --timeline',
    '<%= config.bin %> bolepix get ABC123 --json',
    '<%= config.bin %> bolepix get 6f1c0b1e --qr',
  ]
  static override args = {invoice_id: Args.string({required: true, description: 'invoice id, or its first 8 or more characters'})}
  static override recordFields = INVOICE_FIELDS
  static override flags = {
    ...apiFlags,
    ...recordFlags(INVOICE_FIELDS),
    timeline: Flags.boolean({description: 'also show the events about this charge and the delivery attempts of their notifications'}),
    qr: Flags.boolean({
      description: "draw the charge's Pix QR code on the terminal (the code alone on a pipe), from the record's pixCode (the sandbox's records carry it)",
      exclusive: ['timeline'],
    }),
  }

  async run(): Promise<unknown> {
    const {args, flags} = await this.parse(BolepixGet)
    const ctx = this.context(flags)
    const {getInvoice} = await import('../../api/bolepix.js')
    const {invoiceFields} = await import('../../render/bolepix.js')
    const {withInvoiceId} = await import('../../services/lookup.js')
    const client = await ctx.client()
    const {result: record} = await withInvoiceId(client, () => ctx.sellerId(), args.invoice_id, (id) => getInvoice(client, id))
    if (flags.qr && !ctx.output.json) {
      const {PayctlError} = await import('../../errors.js')
      if (typeof record.pixCode !== 'string' || record.pixCode === '') {
        throw new PayctlError("this service's invoice records carry no Pix code (pixCode is a field of the sandbox's records): open the PDF, payctl bolepix pdf ID --open")
      }
      const {printPixQr} = await import('../../cli/pix-qr.js')
      printPixQr(ctx.output, record.pixCode)
      return record
    }
    if (!flags.timeline) {
      ctx.output.record(record, invoiceFields(record))
      return record
    }
    const {invoiceTimeline} = await import('../../services/bolepix/timeline.js')
    const {renderTimeline} = await import('../../render/timeline.js')
    const timeline = await invoiceTimeline(client, record)
    const withTimeline = {...record, timeline: timeline.entries}
    ctx.output.record(withTimeline, invoiceFields(record))
    ctx.output.line()
    ctx.output.line(ctx.output.colors.bold('Timeline'))
    if (timeline.entries.length === 0) ctx.output.line('  (no events about this charge yet)')
    for (const line of renderTimeline(timeline.entries, {colors: ctx.output.colors, width: ctx.output.isTTY ? ctx.output.width - 2 : undefined})) ctx.output.line(`  ${line}`)
    return withTimeline
  }
}
