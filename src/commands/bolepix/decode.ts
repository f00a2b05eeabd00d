import {Args, Flags} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags, sellerIdFlag} from '../../cli/flags.js'

export default class BolepixDecode extends BaseCommand {
  static override summary = "Read a boleto's typed line or barcode, or a Pix copy-and-paste code: its fields, every check digit verified, and the charges it matches."
  static override description = `TEXT is a boleto's typed line (47 digits, dots and spaces allowed), its barcode (44 digits) or a Pix
copy-and-paste code (a BR Code, starting 000201). A boleto shows its bank, currency, amount, due date (from the
due-date factor, with FEBRABAN's restart of 2025-02-22) and free field; a Pix code its key or URL, receiver, city,
amount and txid. Every check digit (the line's three field digits and the general digit) or the CRC16 is verified,
and a wrong one is named (exit 2). When credentials are configured, the seller's charges with the same code, or
the same amount and due date, are listed with the command that shows each (--offline: not looked up). --qr draws a
Pix code's QR on the terminal (on a pipe it prints the code alone). --json names each field, amounts in reais and
in cents, dates YYYY-MM-DD.`
  static override examples = [
    '<%= config.bin %> bolepix decode "10492.00650 61000.100042 00997.263900 9 89810000021403"',
    '<%= config.bin %> bolepix decode "$PIX_CODE" --qr',
    '<%= config.bin %> bolepix decode 10499898100000214032006561000100040099726390 --offline --json',
  ]
  static override paymentCodeArgs = ['text']
  static override args = {text: Args.string({required: true, description: "the typed line, the barcode or the Pix code (quote it: it may hold spaces)"})}
  static override flags = {
    ...apiFlags,
    ...sellerIdFlag,
    qr: Flags.boolean({description: "draw a Pix code's QR code on the terminal (on a pipe: the code alone)"}),
    offline: Flags.boolean({description: "do not look for the seller's charges that match"}),
  }

  async run(): Promise<unknown> {
    const {args, flags} = await this.parse(BolepixDecode)
    const ctx = this.context(flags)
    const {decodePaymentCode} = await import('../../schemas/payment-codes.js')
    const {localDate} = await import('../../schemas/dates.js')
    const {decodedFields, decodedJson, matchLines} = await import('../../render/payment-codes.js')
    const {UsageError} = await import('../../errors.js')
    const code = decodePaymentCode(args.text, localDate(new Date()))
    if (flags.qr && code.kind !== 'pix') throw new UsageError('--qr draws a Pix code; this is a boleto (its barcode is ITF, not a QR code)')
    if (flags.qr && !ctx.output.json) {
      const {printPixQr} = await import('../../cli/pix-qr.js')
      printPixQr(ctx.output, code.kind === 'pix' ? code.code : '')
      return code
    }
    const {lookUpMatches} = await import('../../services/bolepix/decode.js')
    const match = await lookUpMatches(code, {offline: flags.offline, settings: () => ctx.settings(), client: () => ctx.client()})
    const json = decodedJson(code, match)
    ctx.output.record(json, decodedFields(code))
    if (!ctx.output.json) {
      // The code whole on one line, to copy (line() would wrap it at a space of the receiver's name).
      if (code.kind === 'pix') ctx.output.verbatim(['', 'Pix code (copy and paste):', code.code])
      ctx.output.line()
      for (const line of matchLines(match)) ctx.output.line(line)
    }
    return json
  }
}
