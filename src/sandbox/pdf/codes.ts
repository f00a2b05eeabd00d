/**
 * The codes an invoice's PDF prints (the boleto line and the Pix BR Code), without pdfkit: the sandbox's invoice
 * records carry them too (sandbox-only fields, docs/sandbox.md), so `bolepix decode` can match them.
 */
import {createHash} from 'node:crypto'
import {buildBoleto, type Boleto} from './boleto.js'
import {buildBrCode} from './brcode.js'
import type {InvoicePdfInput} from './render.js'

export interface InvoicePaymentCodes {
  boleto: Boleto
  brCode: string
  pixKey: string
}

/**
 * A fictional Pix key in the shape of a random (EVP) key, stable per seller. Never a real person's CPF, e-mail
 * or phone, so a sandbox QR code cannot send money to anyone.
 */
export function sandboxPixKey(sellerId: string): string {
  const h = createHash('sha256').update(`pix:${sellerId}`, 'utf8').digest('hex')
  const variant = ((parseInt(h[16] ?? '0', 16) & 0x3) | 0x8).toString(16)
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`
}

/** The boleto and BR Code printed on an invoice's PDF, for callers that also want them as data. */
export function invoicePaymentCodes(
  input: Pick<InvoicePdfInput, 'invoiceId' | 'sellerId' | 'sellerName' | 'sellerCity' | 'pixKey' | 'amountCents' | 'dueDate' | 'bankCode'>,
): InvoicePaymentCodes {
  const boleto = buildBoleto({
    bankCode: input.bankCode,
    dueDate: input.dueDate,
    amountCents: input.amountCents,
    invoiceId: input.invoiceId,
  })
  const pixKey = input.pixKey ?? sandboxPixKey(input.sellerId)
  const brCode = buildBrCode({
    pixKey,
    merchantName: input.sellerName ?? `Vendedor ${input.sellerId}`,
    merchantCity: input.sellerCity ?? 'SAO PAULO',
    amountCents: input.amountCents,
    txid: input.invoiceId,
  })
  return {boleto, brCode, pixKey}
}
