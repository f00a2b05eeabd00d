/**
 * `--qr-file FILE`: a Pix code's QR written as an image a phone can scan off the screen or paper, PNG or SVG by the
 * file's extension (the `qrcode` package draws both), level M and a quiet zone of 4 modules as on the terminal
 * (docs/bolepix.md#the-pix-qr-on-the-terminal); written atomically (a temp file beside it, then renamed).
 */
import {UsageError} from '../../errors.js'
import {writeFileAtomic} from './pdf.js'

export type QrFileFormat = 'png' | 'svg'

/** The format a file name asks for; a usage error (exit 2, checked before anything is sent) for any other. */
export function qrFileFormat(path: string): QrFileFormat {
  const ext = /\.(png|svg)$/i.exec(path)?.[1]?.toLowerCase()
  if (ext === 'png' || ext === 'svg') return ext
  throw new UsageError(`--qr-file ${path}: the name must end in .png or .svg (the image's format)`)
}

/** Writes the QR of `code` to `path` (an existing file is replaced); the format and the image's size. */
export async function writeQrFile(path: string, code: string): Promise<{format: QrFileFormat; bytes: number}> {
  const format = qrFileFormat(path)
  const {default: QRCode} = await import('qrcode')
  const options = {errorCorrectionLevel: 'M' as const, margin: 4}
  // 8 pixels a module: about 460 px for a sandbox code, sharp when printed or shown on a screen.
  const data =
    format === 'png'
      ? await QRCode.toBuffer(code, {...options, type: 'png', scale: 8})
      : Buffer.from(await QRCode.toString(code, {...options, type: 'svg'}))
  await writeFileAtomic(path, data)
  return {format, bytes: data.length}
}
