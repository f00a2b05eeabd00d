/**
 * `payctl bolepix get INVOICE_ID`: one charge with its typed line and Pix code; --timeline adds its events and
 * deliveries, --qr draws its Pix code.
 */
import type {Shown} from '../../cli/command-function.js'
import type {Context, ContextFlags} from '../../cli/context.js'
import type {QrFlags} from './pix-qr.js'
import type {PaymentCodes} from '../../services/bolepix/codes.js'

export interface BolepixGetFlags extends ContextFlags, QrFlags {
  timeline?: boolean
}

export default async function bolepixGet(ctx: Context, flags: BolepixGetFlags, args: {invoice_id: string}): Promise<Shown> {
  if (flags['qr-file'] !== undefined) await (await import('./pix-qr.js')).checkQrFile(flags)
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
  // The codes: the record's (the sandbox's carry both), else read from the charge's PDF (services/bolepix/codes.ts).
  const readCodes = async () => (await import('../../services/bolepix/codes.js')).chargeCodes(client, record)
  const pixCode = async () => {
    const codes = await readCodes()
    if (codes.pixCode) return codes.pixCode
    const {PayctlError} = await import('../../errors.js')
    const {shellWord} = await import('../../util/shell.js')
    throw new PayctlError(
      `no Pix code known for this charge (${codes.missing ?? "the service's record carries none"}): open the PDF, payctl bolepix pdf ${shellWord(record.invoiceId)} --open`,
    )
  }
  if (flags['qr-file'] !== undefined) await (await import('./pix-qr.js')).writePixQrFile(ctx, await pixCode(), flags['qr-file'])
  if (flags.qr) {
    return {
      data: record,
      human: async () => {
        const {printPixQr, qrTheme} = await import('./pix-qr.js')
        printPixQr(ctx.output, await pixCode(), qrTheme(ctx, flags))
      },
    }
  }
  // A record that carries both codes is shown as it is in the data forms: nothing more is read or loaded for --json.
  const carries = typeof record.digitableLine === 'string' && typeof record.pixCode === 'string'
  const fromPdf = carries ? undefined : await readCodes()
  const codesJson = (codes: PaymentCodes) => ({
    ...(codes.digitableLine ? {digitableLine: codes.digitableLine} : {}),
    ...(codes.pixCode ? {pixCode: codes.pixCode} : {}),
  })
  const withCodes = fromPdf ? {...record, ...codesJson(fromPdf)} : record
  const showRecord = async () => {
    const {printChargeCodes} = await import('../../render/charge-codes.js')
    ctx.output.record(record, invoiceFields(record))
    printChargeCodes(ctx.output, fromPdf ?? (await readCodes()), record.invoiceId)
  }
  const aside = fromPdf?.missing ? `${fromPdf.missing}: digitableLine and pixCode left out where not found` : undefined
  if (!flags.timeline) return {data: withCodes, aside, human: showRecord}
  const {invoiceTimeline} = await import('../../services/bolepix/timeline.js')
  const {renderTimeline} = await import('../../render/timeline.js')
  const timeline = await invoiceTimeline(client, record)
  return {
    data: {...withCodes, timeline: timeline.entries},
    aside,
    human: async () => {
      const out = ctx.output
      await showRecord()
      out.line()
      out.line(out.colors.bold('Timeline'))
      if (timeline.entries.length === 0) out.line('  (no events about this charge yet)')
      for (const line of renderTimeline(timeline.entries, {colors: out.colors, width: out.isTTY ? out.width - 2 : undefined}))
        out.line(`  ${line}`)
    },
  }
}
