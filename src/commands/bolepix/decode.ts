import {Args, Flags} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags, qrFlags, sellerIdFlag} from '../../cli/flags.js'

export default class BolepixDecode extends BaseCommand {
  static override summary =
    "Read a boleto's typed line or barcode, or a Pix copy-and-paste code: its fields, every check digit verified, and the charges it matches."
  static override description = `TEXT is a boleto's typed line (47 digits, dots and spaces allowed), its barcode (44 digits), a utility or
tax bill (arrecadação: 48 digits or a 44-digit barcode starting with 8, as printed) or a Pix copy-and-paste code (a
BR Code, starting 000201). A utility bill shows its segment, amount, company and free field, and is never matched to
the seller's charges. A boleto shows its bank, currency, amount, due date (from the
due-date factor, with FEBRABAN's restart of 2025-02-22) and free field; a Pix code its key or URL, receiver, city,
amount and txid. Every check digit (the line's three field digits and the general digit) or the CRC16 is verified,
and a wrong one is named (exit 2). When credentials are configured, the seller's charges with the same code, or
the same amount and due date, are listed with the command that shows each (--offline: not looked up). --qr draws a
Pix code's QR on the terminal (on a pipe it prints the code alone), for the terminal's background (--qr-theme light|dark,
else COLORFGBG, else dark); --qr-file FILE writes it as a PNG or SVG image. --json names each field, amounts in reais and
in cents, dates YYYY-MM-DD.`
  static override writes = false
  static override examples = [
    '<%= config.bin %> bolepix decode "10492.00650 61000.100042 00997.263900 9 89810000021403"',
    '<%= config.bin %> bolepix decode "$PIX_CODE" --qr',
    '<%= config.bin %> bolepix decode "$PIX_CODE" --qr-file pix.svg',
    '<%= config.bin %> bolepix decode 10499898100000214032006561000100040099726390 --offline --json',
    '<%= config.bin %> bolepix decode "82680000001-8 09880010070-7 02410202400-7 00020510451-6"',
  ]
  static override paymentCodeArgs = ['text']
  static override args = {
    text: Args.string({required: true, description: 'the typed line, the barcode or the Pix code (quote it: it may hold spaces)'}),
  }
  static override flags = {
    ...apiFlags,
    ...sellerIdFlag,
    qr: Flags.boolean({description: "draw a Pix code's QR code on the terminal (on a pipe: the code alone)"}),
    ...qrFlags,
    offline: Flags.boolean({description: "do not look for the seller's charges that match"}),
  }

  async run(): Promise<void> {
    await this.act(BolepixDecode, () => import('../../actions/bolepix/decode.js'))
  }
}
