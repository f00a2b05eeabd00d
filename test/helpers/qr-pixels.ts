/**
 * A QR as a camera sees it, read by jsQR (a QR decoder nobody here wrote): a terminal's half-block drawing as pixels
 * (each character a 4x8 px cell, its upper and lower halves 4x4 each) for a dark or a light background, a PNG file's
 * pixels (pngjs) and an SVG file rasterised here from the path `qrcode` writes (render/qr.ts, services/bolepix/qr-file.ts).
 */
import jsqrModule from 'jsqr'
import {PNG} from 'pngjs'

// jsQR is CommonJS whose types declare an ES default export: under NodeNext the default import is module.exports.
const jsQR = ((jsqrModule as unknown as {default?: unknown}).default ?? jsqrModule) as unknown as typeof jsqrModule.default

type Pixels = {data: Uint8ClampedArray; width: number; height: number}

/**
 * What a terminal shows: RGBA pixels of the characters, ink light on a dark background (`dark`, the usual) or ink
 * dark on a light one (`light`).
 */
export function terminalPixels(lines: readonly string[], px = 4, theme: 'dark' | 'light' = 'dark'): Pixels {
  const width = Math.max(...lines.map((l) => [...l].length)) * px
  const height = lines.length * 2 * px
  const data = new Uint8ClampedArray(width * height * 4)
  const [ink, background] = theme === 'dark' ? [255, 0] : [0, 255]
  lines.forEach((line, row) => {
    ;[...line].forEach((ch, col) => {
      const halves = {'█': [true, true], '▀': [true, false], '▄': [false, true], ' ': [false, false]}[ch]
      if (!halves) throw new Error(`not a half-block character: ${JSON.stringify(ch)}`)
      halves.forEach((inked, half) => {
        for (let y = 0; y < px; y++) {
          for (let x = 0; x < px; x++) {
            const i = ((row * 2 + half) * px + y) * width * 4 + (col * px + x) * 4
            data.fill(inked ? ink : background, i, i + 3)
            data[i + 3] = 255
          }
        }
      })
    })
  })
  return {data, width, height}
}

const read = (p: Pixels) => jsQR(p.data, p.width, p.height, {inversionAttempts: 'dontInvert'})?.data

/** The text a QR drawn in half blocks carries (undefined when jsQR finds none), read without inverting. */
export function readQrFromText(lines: readonly string[], theme: 'dark' | 'light' = 'dark'): string | undefined {
  return read(terminalPixels(lines, 4, theme))
}

/** The text a PNG's QR carries. */
export function readQrFromPng(png: Buffer): string | undefined {
  const image = PNG.sync.read(png)
  return read({data: new Uint8ClampedArray(image.data), width: image.width, height: image.height})
}

/**
 * The text an SVG's QR carries: `qrcode`'s SVG is a white square and one stroked path of horizontal runs
 * (`M4 4.5h7m2 0h2…`, one module high), drawn here at `px` pixels a module.
 */
export function readQrFromSvg(svg: string, px = 4): string | undefined {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1])
  const path = /<path[^>]*stroke="#000000"[^>]*d="([^"]+)"/.exec(svg)?.[1]
  if (!size || !path) throw new Error('not the SVG qrcode writes')
  const width = size * px
  const data = new Uint8ClampedArray(width * width * 4).fill(255)
  let [x, y] = [0, 0]
  for (const [, op, args] of path.matchAll(/([MmHh])([^MmHh]*)/g)) {
    const n = args!
      .trim()
      .split(/[\s,]+/)
      .map(Number)
    if (op === 'M') [x, y] = [n[0]!, n[1]!]
    else if (op === 'm') [x, y] = [x + n[0]!, y + n[1]!]
    else {
      const to = op === 'H' ? n[0]! : x + n[0]!
      const row = Math.floor(y)
      for (let py = row * px; py < (row + 1) * px; py++) {
        for (let px0 = x * px; px0 < to * px; px0++) data.fill(0, (py * width + px0) * 4, (py * width + px0) * 4 + 3)
      }
      x = to
    }
  }
  return read({data, width, height: width})
}
