/**
 * util/pdf-text.ts reads the text of a PDF's content streams. A deflated stream ends in any byte, a CR among them; a
 * producer that ends the data with LF alone before `endstream` leaves that CR as data, which the reader must keep.
 */
import {deflateSync} from 'node:zlib'
import {describe, expect, it} from 'vitest'
import {pdfTextRuns} from '../../src/util/pdf-text.js'

/** A PDF with one deflated content stream showing `text`, its data ended by LF alone. */
function pdfWith(text: string): {pdf: Buffer; lastByte: number} {
  const data = deflateSync(Buffer.from(`BT /F1 9 Tf 40 700 Td (${text}) Tj ET`, 'latin1'))
  const pdf = Buffer.concat([
    Buffer.from(`%PDF-1.4\n4 0 obj\n<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
  ])
  return {pdf, lastByte: data.at(-1)!}
}

describe('pdfTextRuns', () => {
  it('reads a deflated stream whose last byte is a CR (about one stream in 256; a PDF with a time in it, now and then)', () => {
    let found: {pdf: Buffer; text: string} | undefined
    for (let i = 0; i < 20_000 && !found; i++) {
      const text = `Gerado em 28/11/2026 ${'x'.repeat(i % 256)} ${i}`
      const {pdf, lastByte} = pdfWith(text)
      if (lastByte === 0x0d) found = {pdf, text}
    }
    expect(found).toBeDefined()
    expect(pdfTextRuns(found!.pdf)).toEqual([found!.text])
  })

  it('reads one whose last byte is not a CR, and CR LF before endstream', () => {
    const {pdf, lastByte} = pdfWith('hello')
    expect(lastByte).not.toBe(0x0d)
    expect(pdfTextRuns(pdf)).toEqual(['hello'])
    expect(pdfTextRuns(Buffer.from(pdf.toString('latin1').replace('\nendstream', '\r\nendstream'), 'latin1'))).toEqual(['hello'])
  })
})
