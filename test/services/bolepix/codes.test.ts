/**
 * Reading a charge's typed line and Pix code off its PDF text (services/bolepix/codes.ts, util/pdf-text.ts): the
 * sandbox's pdfkit PDF (deflated, hex strings in TJ arrays), a plain PDF of literal strings (another producer), codes
 * whose checks fail ignored, and a record's own fields taken only when their checks hold.
 */
import {deflateSync} from 'node:zlib'
import {describe, expect, it} from 'vitest'
import {codesInPdfText, recordCodes} from '../../../src/services/bolepix/codes.js'
import {invoicePaymentCodes, renderInvoicePdf, type InvoicePdfInput} from '../../../src/sandbox/pdf/index.js'
import {pdfTextRuns} from '../../../src/util/pdf-text.js'
import {CAIXA_BARCODE, CAIXA_LINE, LUHN_TXID_PIX} from '../../helpers/sample-codes.js'
import {expectedDebtor} from '../../commands/bolepix/helpers.js'

const input: InvoicePdfInput = {
  invoiceId: 'c0de5-abc',
  sellerId: 'seller-1',
  debtor: expectedDebtor(),

  amountCents: 15075,
  dueDate: '2026-12-10',
}
const digits = (line: string) => line.replace(/[ .]/g, '')

/** A one-page PDF whose content stream shows `lines` as literal strings, deflated or not. */
function plainPdf(shows: string[], deflate: boolean): Buffer {
  const ops = `BT /F1 9 Tf 40 700 Td ${shows.map((s) => `(${s.replace(/([()\\])/g, '\\$1')}) Tj 0 -12 Td`).join(' ')} ET`
  const body = deflate ? deflateSync(Buffer.from(ops, 'latin1')) : Buffer.from(ops, 'latin1')
  return Buffer.concat([
    Buffer.from(`%PDF-1.4\n4 0 obj\n<< /Length ${body.length}${deflate ? ' /Filter /FlateDecode' : ''} >>\nstream\n`, 'latin1'),
    body,
    Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
  ])
}

describe('the codes in a PDF', () => {
  it("reads the sandbox's PDF: the typed line and the Pix code it prints (wrapped over several lines)", async () => {
    const codes = invoicePaymentCodes(input)
    expect(codesInPdfText(pdfTextRuns(await renderInvoicePdf(input)))).toEqual({
      digitableLine: codes.boleto.digitableLine,
      pixCode: codes.brCode,
    })
  })

  it.each([true, false])('reads literal strings of another producer (deflated: %s), a Pix code split over two lines', (deflate) => {
    const half = Math.floor(LUHN_TXID_PIX.length / 2)
    const pdf = plainPdf(
      ['Linha digitavel:', CAIXA_LINE, 'Pix (copia e cola):', LUHN_TXID_PIX.slice(0, half), LUHN_TXID_PIX.slice(half)],
      deflate,
    )
    expect(codesInPdfText(pdfTextRuns(pdf))).toEqual({digitableLine: digits(CAIXA_LINE), pixCode: LUHN_TXID_PIX})
  })

  it('takes a barcode when no typed line is printed, and ignores codes whose checks fail', () => {
    expect(codesInPdfText([`Codigo de barras: ${CAIXA_BARCODE}`])).toEqual({digitableLine: digits(CAIXA_LINE)})
    const badLine = CAIXA_LINE.replace('9 8981', '8 8981')
    const badPix = `${LUHN_TXID_PIX.slice(0, -1)}0`
    expect(codesInPdfText([badLine, badPix])).toEqual({})
  })

  it("takes a record's own codes only when their checks hold", () => {
    expect(recordCodes({digitableLine: CAIXA_LINE, pixCode: LUHN_TXID_PIX})).toEqual({
      digitableLine: digits(CAIXA_LINE),
      pixCode: LUHN_TXID_PIX,
    })
    expect(recordCodes({digitableLine: '123', pixCode: `${LUHN_TXID_PIX.slice(0, -1)}0`})).toEqual({})
    expect(recordCodes({})).toEqual({})
  })
})
