/**
 * A QR code drawn with half-block characters (docs/bolepix.md#the-pix-qr-on-the-terminal): each character is two
 * modules, one above the other (`█ ▀ ▄` and a space), with a quiet zone of 4 modules all round. The characters'
 * ink is the QR's light modules, as `qrencode -t UTF8` draws it: on a terminal with light text on a dark background
 * (the usual), the code shows dark on light, as a camera expects. The modules come from the `qrcode` package.
 */
import QRCode from 'qrcode'

export const QUIET_ZONE = 4

/** The QR's modules, true for dark, row by row, with the quiet zone (light) around them. */
export function qrModules(text: string): boolean[][] {
  // Level M: the BR Code manual's usual choice; a camera reads it off a screen with margin to spare.
  const qr = QRCode.create(text, {errorCorrectionLevel: 'M'})
  const n = qr.modules.size
  const size = n + 2 * QUIET_ZONE
  const rows: boolean[][] = []
  for (let y = 0; y < size; y++) {
    const row: boolean[] = []
    for (let x = 0; x < size; x++) {
      const [mx, my] = [x - QUIET_ZONE, y - QUIET_ZONE]
      row.push(mx >= 0 && my >= 0 && mx < n && my < n && qr.modules.get(my, mx) === 1)
    }
    rows.push(row)
  }
  return rows
}

/** The lines of text that draw the QR (its width in columns is the module count plus the quiet zone). */
export function qrLines(text: string): string[] {
  const rows = qrModules(text)
  const lines: string[] = []
  for (let y = 0; y < rows.length; y += 2) {
    const top = rows[y]!
    const bottom = rows[y + 1]
    let line = ''
    for (let x = 0; x < top.length; x++) {
      // Ink where the module is light; the row past the bottom edge is light (part of the quiet zone).
      const up = !top[x]
      const down = bottom ? !bottom[x] : true
      line += up && down ? '█' : up ? '▀' : down ? '▄' : ' '
    }
    lines.push(line)
  }
  return lines
}
