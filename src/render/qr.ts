/**
 * A QR code drawn with half-block characters (docs/bolepix.md#the-pix-qr-on-the-terminal): each character is two
 * modules, one above the other (`█ ▀ ▄` and a space), with a quiet zone of 4 modules all round. The characters' ink
 * stands for the modules that are the *opposite* of the terminal's background: on a dark background (light text) the
 * ink is the QR's light modules and its dark modules are spaces, as `qrencode -t UTF8` draws it; on a light background
 * (dark text) the ink is the dark modules. Either way the code shows dark on light, as a camera expects. The modules
 * come from the `qrcode` package.
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

/** The terminal's background: `dark` (light text, the usual) or `light` (dark text). */
export type QrTheme = 'dark' | 'light'

/**
 * The background as the terminal says it in `COLORFGBG` (`fg;bg`, set by rxvt, Konsole and others: a background of
 * colour 0-6 or 8 is dark, 7 and 9-15 light), else dark, the usual.
 */
export function themeFromEnv(env: Readonly<Record<string, string | undefined>>): QrTheme {
  const bg = Number(env.COLORFGBG?.split(';').pop())
  if (!env.COLORFGBG || !Number.isInteger(bg)) return 'dark'
  return (bg >= 0 && bg <= 6) || bg === 8 ? 'dark' : 'light'
}

/**
 * The lines of text that draw the QR (its width in columns is the module count plus the quiet zone, its height half
 * that, rounded up) for a terminal of the given background.
 */
export function qrLines(text: string, theme: QrTheme = 'dark'): string[] {
  const rows = qrModules(text)
  // Ink where the module is the opposite of the background: light modules on a dark one, dark on a light one.
  const inked = (dark: boolean) => (theme === 'dark' ? !dark : dark)
  const lines: string[] = []
  for (let y = 0; y < rows.length; y += 2) {
    const top = rows[y]!
    const bottom = rows[y + 1]
    let line = ''
    for (let x = 0; x < top.length; x++) {
      // The row past the bottom edge is light (part of the quiet zone).
      const up = inked(top[x]!)
      const down = inked(bottom ? bottom[x]! : false)
      line += up && down ? '█' : up ? '▀' : down ? '▄' : ' '
    }
    lines.push(line)
  }
  return lines
}
