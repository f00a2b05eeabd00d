/**
 * A terminal's half-block drawing as pixels, read by jsQR (a QR decoder nobody here wrote): each character is a 4x8
 * px cell, its upper and lower halves 4x4 each; ink light, the rest dark, as a terminal with light text on a dark
 * background shows them (render/qr.ts).
 */
import jsqrModule from 'jsqr'

// jsQR is CommonJS whose types declare an ES default export: under NodeNext the default import is module.exports.
const jsQR = ((jsqrModule as unknown as {default?: unknown}).default ?? jsqrModule) as unknown as typeof jsqrModule.default

/** What a terminal shows: RGBA pixels of the characters, ink light on a dark background. */
export function terminalPixels(lines: readonly string[], px = 4): {data: Uint8ClampedArray; width: number; height: number} {
  const width = Math.max(...lines.map((l) => [...l].length)) * px
  const height = lines.length * 2 * px
  const data = new Uint8ClampedArray(width * height * 4)
  lines.forEach((line, row) => {
    ;[...line].forEach((ch, col) => {
      const halves = {'█': [true, true], '▀': [true, false], '▄': [false, true], ' ': [false, false]}[ch]
      if (!halves) throw new Error(`not a half-block character: ${JSON.stringify(ch)}`)
      halves.forEach((ink, half) => {
        for (let y = 0; y < px; y++) {
          for (let x = 0; x < px; x++) {
            const i = ((row * 2 + half) * px + y) * width * 4 + (col * px + x) * 4
            data.fill(ink ? 255 : 0, i, i + 3)
            data[i + 3] = 255
          }
        }
      })
    })
  })
  return {data, width, height}
}

/** The text a QR drawn in half blocks carries (undefined when jsQR finds none), read without inverting. */
export function readQrFromText(lines: readonly string[]): string | undefined {
  const {data, width, height} = terminalPixels(lines)
  return jsQR(data, width, height, {inversionAttempts: 'dontInvert'})?.data
}
