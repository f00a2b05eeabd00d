/**
 * `--qr`, `--qr-theme` and `--qr-file` of `bolepix decode` and `bolepix get` (docs/bolepix.md#the-pix-qr-on-the-terminal):
 * a Pix code's QR drawn in half-block characters for the terminal's background, with the code below it, on a
 * terminal; the code alone on a pipe; and on request the QR written to a PNG or SVG file.
 */
import {PayctlError} from '../../errors.js'
import type {Output} from '../../render/output.js'
import {qrLines, themeFromEnv, type QrTheme} from '../../render/qr.js'
import {brCodeCrcOk} from '../../util/payment-codes.js'
import type {Context} from '../../cli/context.js'

export interface QrFlags {
  qr?: boolean
  'qr-theme'?: string
  'qr-file'?: string
}

/** The background the QR is drawn for: --qr-theme, else the terminal's COLORFGBG, else dark. */
export const qrTheme = (ctx: Context, flags: QrFlags): QrTheme =>
  flags['qr-theme'] === 'light' || flags['qr-theme'] === 'dark' ? flags['qr-theme'] : themeFromEnv(ctx.env)

/** Checks --qr-file's name before anything is sent (exit 2). */
export async function checkQrFile(flags: QrFlags): Promise<void> {
  if (flags['qr-file'] === undefined) return
  const {qrFileFormat} = await import('../../services/bolepix/qr-file.js')
  qrFileFormat(flags['qr-file'])
}

const checked = (code: string): string => {
  if (!brCodeCrcOk(code)) throw new PayctlError('the Pix code fails its CRC check: not drawn (payctl bolepix decode names what is wrong)')
  return code
}

/** --qr-file: the QR written (in every output form), said on stderr. */
export async function writePixQrFile(ctx: Context, code: string, file: string): Promise<void> {
  const {writeQrFile} = await import('../../services/bolepix/qr-file.js')
  const r = await writeQrFile(file, checked(code))
  ctx.output.info(`QR code written to ${file} (${r.format.toUpperCase()}, ${r.bytes} bytes)`)
}

/** Prints the QR of a Pix code whose CRC the caller has checked (decode) or that is checked here (a record's). */
export function printPixQr(output: Output, code: string, theme: QrTheme = 'dark'): void {
  checked(code)
  if (!output.stdout.isTTY) {
    output.verbatim([code], {codes: [code]})
    return
  }
  const lines = qrLines(code, theme)
  const width = lines[0]!.length
  if (width > output.width) {
    throw new PayctlError(
      `the QR code needs ${width} columns and the terminal has ${output.width}: widen it, or write it to a file with --qr-file pix.png (or .svg)`,
    )
  }
  // The QR, a blank line and the code (which the terminal may wrap): when the screen is shorter, said before drawing
  // (its top would scroll out of sight unseen), and once more after it, since that note scrolls away with the top.
  const needed = lines.length + 1 + Math.ceil(code.length / output.width)
  const rows = output.stdout.rows
  const short = rows !== undefined && rows > 0 && needed > rows
  if (short) {
    output.info(
      `the QR code needs ${needed} rows and the terminal shows ${rows}: its top will scroll out of sight (make the terminal taller, or write it to a file: --qr-file pix.png or .svg)`,
    )
  }
  output.verbatim([...lines, '', code], {codes: [code]})
  if (short) output.info(`the QR's top is above the screen: scroll back, or use --qr-file pix.png`)
}
