import {describe, expect, it} from 'vitest'
import {verifyBrCode} from '../../../src/sandbox/pdf/brcode.js'
import {isValidDigitableLine} from '../../../src/sandbox/pdf/boleto.js'
import {invoicePaymentCodes, renderInvoicePdf, sandboxPixKey, type InvoicePdfInput} from '../../../src/sandbox/pdf/index.js'
import {pdfTextRuns} from './pdf-text.js'

const input: InvoicePdfInput = {
  invoiceId: 'ABC123',
  sellerId: 'seller-7f3a9c',
  sellerName: 'Padaria Pão de Açúcar Ltda',
  debtor: {
    name: 'João da Conceição Souza',
    document: '52998224725',
    publicArea: 'Avenida Paulista',
    number: '1578',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    postalCode: '01310200',
  },
  amountCents: 123456,
  dueDate: '2026-03-15',
  fine: 2,
  interest: 1,
  discount: {amount: 5.5, modality: 'fixed', limitDate: '2026-03-10T00:00:00.0000000'},
  status: 'PENDING',
  now: new Date('2026-01-02T03:04:05Z'),
}

const pageCount = (pdf: Buffer): number => Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1])

describe('renderInvoicePdf', () => {
  it('writes a complete one-page A4 PDF', async () => {
    const pdf = await renderInvoicePdf(input)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true)
    expect(pageCount(pdf)).toBe(1)
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/)
  })

  it('shows amount, due date, debtor, instructions, digitable line and the Pix payload', async () => {
    const pdf = await renderInvoicePdf(input)
    const runs = pdfTextRuns(pdf)
    const text = runs.join('\n')
    const codes = invoicePaymentCodes(input)
    expect(text).toContain('R$ 1.234,56')
    expect(text).toContain('15/03/2026')
    expect(text).toContain('CPF 529.982.247-25')
    expect(text).toContain('CEP 01310-200')
    expect(text).toContain('Padaria Pão de Açúcar Ltda')
    expect(text).toContain('Multa de 2%')
    expect(text).toContain('Juros de 1% ao mês')
    expect(text).toContain('Desconto de R$ 5,50 para pagamento até 10/03/2026')
    expect(text).toContain(codes.boleto.formattedLine)
    expect(text).toContain('Pix copia e cola')
    // The payload is wrapped over several lines; glued back together it must be the BR Code, intact.
    expect(runs.join('')).toContain(codes.brCode)
  })

  it('prints codes that pass their own checks', () => {
    const codes = invoicePaymentCodes(input)
    expect(isValidDigitableLine(codes.boleto.digitableLine)).toBe(true)
    expect(verifyBrCode(codes.brCode)).toBe(true)
    expect(codes.pixKey).toBe(sandboxPixKey(input.sellerId))
    expect(codes.pixKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it('formats a CNPJ and a percent discount', async () => {
    const pdf = await renderInvoicePdf({
      ...input,
      debtor: {...input.debtor, document: '11222333000181'},
      discount: {amount: 10, modality: 'percent', limitDate: '2026-03-01'},
    })
    const text = pdfTextRuns(pdf).join('\n')
    expect(text).toContain('CNPJ 11.222.333/0001-81')
    expect(text).toContain('Desconto de 10% para pagamento até 01/03/2026')
  })

  it('is byte-for-byte reproducible for a given `now`', async () => {
    const [a, b] = await Promise.all([renderInvoicePdf(input), renderInvoicePdf(input)])
    expect(a.equals(b)).toBe(true)
  })

  it('stays on one page with every field at its longest and characters Helvetica lacks', async () => {
    const wide = 'W'.repeat(200) + ' 中文 😀'
    const pdf = await renderInvoicePdf({
      ...input,
      invoiceId: 'W'.repeat(300),
      sellerId: 'W'.repeat(300),
      sellerName: wide,
      debtor: {name: wide, document: wide, publicArea: wide, number: wide, neighborhood: wide, city: wide, state: wide, postalCode: wide},
      amountCents: 9_999_999_999,
      status: 'something\nodd',
    })
    expect(pageCount(pdf)).toBe(1)
    expect(pdfTextRuns(pdf).join('\n')).toContain('R$ 99.999.999,99')
  })

  it('says when a charge is no longer payable', async () => {
    const text = pdfTextRuns(await renderInvoicePdf({...input, status: 'cancelled'})).join('\n')
    expect(text).toContain('CANCELADA')
  })
})
