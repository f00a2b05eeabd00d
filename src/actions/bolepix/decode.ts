/**
 * `payctl bolepix decode TEXT`: a boleto's typed line or barcode, or a Pix code, read and checked, and the seller's
 * charges it matches (docs/bolepix.md#bolepix-decode-text).
 */
import {Later, type Shown} from '../../cli/command-function.js'
import type {Context, ContextFlags} from '../../cli/context.js'
import type {QrFlags} from './pix-qr.js'

export interface BolepixDecodeFlags extends ContextFlags, QrFlags {
  offline?: boolean
}

export default async function bolepixDecode(ctx: Context, flags: BolepixDecodeFlags, args: {text: string}): Promise<Shown> {
  const {decodePaymentCode} = await import('../../schemas/payment-codes.js')
  const {localDate} = await import('../../schemas/dates.js')
  const {decodedFields, decodedJson, matchLines} = await import('../../format/payment-codes.js')
  const {UsageError} = await import('../../errors.js')
  const code = decodePaymentCode(args.text, localDate(ctx.now()))
  const qrFlag = flags.qr ? '--qr' : flags['qr-file'] !== undefined ? '--qr-file' : undefined
  if (qrFlag && code.kind !== 'pix')
    throw new UsageError(
      `${qrFlag} draws a Pix code; this is a ${code.kind === 'arrecadacao' ? 'utility or tax bill' : 'boleto'} (its barcode is ITF, not a QR code)`,
    )
  if (flags['qr-file'] !== undefined && code.kind === 'pix') {
    const {checkQrFile, writePixQrFile} = await import('./pix-qr.js')
    await checkQrFile(flags)
    await writePixQrFile(ctx, code.code, flags['qr-file'])
  }
  const {lookUpMatches} = await import('../../services/bolepix/decode.js')
  const lookUp = () => lookUpMatches(code, {offline: flags.offline, settings: () => ctx.settings(), client: () => ctx.client()})
  if (flags.qr) {
    // The QR alone for a person (no lookup); the JSON as without --qr.
    return {
      data: new Later(async () => decodedJson(code, await lookUp())),
      human: async () => {
        const {printPixQr, qrTheme} = await import('./pix-qr.js')
        printPixQr(ctx.output, code.kind === 'pix' ? code.code : '', qrTheme(ctx, flags))
      },
    }
  }
  const match = await lookUp()
  const json = decodedJson(code, match)
  return {
    data: json,
    human: () => {
      ctx.output.record(json, decodedFields(code))
      // The code whole on one line, to copy (line() would wrap it at a space of the receiver's name).
      if (code.kind === 'pix') ctx.output.verbatim(['', 'Pix code (copy and paste):', code.code])
      ctx.output.line()
      for (const line of matchLines(match)) ctx.output.line(line)
    },
  }
}
