/**
 * Test helper: the text a pdfkit document shows, in drawing order. pdfkit deflates its content streams and writes
 * standard-font text as hex strings inside TJ arrays, so a plain byte search would miss it.
 */
import {inflateSync} from 'node:zlib'

// The WinAnsi codes in 0x80-0x9F that differ from Latin-1, for the few the PDF uses (…, –, —, quotes).
const WIN_ANSI_HIGH: Record<number, string> = {0x85: '…', 0x96: '–', 0x97: '—', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”'}

function decodeHex(hex: string): string {
  let out = ''
  for (let i = 0; i + 1 < hex.length; i += 2) {
    const code = parseInt(hex.slice(i, i + 2), 16)
    out += WIN_ANSI_HIGH[code] ?? String.fromCharCode(code)
  }
  return out
}

/** One string per text-showing operator (one per line of text as pdfkit lays it out). */
export function pdfTextRuns(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1')
  const runs: string[] = []
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string
    try {
      content = inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1')
    } catch {
      content = m[1] ?? '' // an uncompressed stream
    }
    for (const tj of content.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?[\d.]+)*)\]\s*TJ/g)) {
      runs.push([...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => decodeHex(h[1] ?? '')).join(''))
    }
  }
  return runs
}
