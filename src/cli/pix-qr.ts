/**
 * `--qr` of `bolepix decode` and `bolepix get` (docs/bolepix.md#the-pix-qr-on-the-terminal): a Pix code's QR drawn
 * in half-block characters with the code below it, on a terminal; the code alone on a pipe.
 */
import {PayctlError} from '../errors.js'
import type {Output} from '../render/output.js'
import {qrLines} from '../render/qr.js'
import {brCodeCrcOk} from '../util/payment-codes.js'

/** Prints the QR of a Pix code whose CRC the caller has checked (decode) or that is checked here (a record's). */
export function printPixQr(output: Output, code: string): void {
  if (!brCodeCrcOk(code))
    throw new PayctlError("the record's Pix code fails its CRC check: not drawn (payctl bolepix decode names what is wrong)")
  if (!output.stdout.isTTY) {
    output.verbatim([code])
    return
  }
  const lines = qrLines(code)
  const width = lines[0]!.length
  if (width > output.width) {
    throw new PayctlError(
      `the QR code needs ${width} columns and the terminal has ${output.width}: widen it, or copy the code (payctl bolepix decode CODE)`,
    )
  }
  output.verbatim([...lines, '', code])
}
