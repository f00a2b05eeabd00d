/**
 * Bolepix charges: create (PENDING, `charge-create`), pay (sandbox only; PAID, `charge-in`), cancel (CANCELLED,
 * `charge-cancelled`), and expiry (EXPIRED once the sandbox date passes `dueDate` + `expirationAfterPayment` days;
 * no event, as the service names none). Records answer in the shape of docs/service-interface.md §2.4 plus `orderId`, `amount`, `dueDate`,
 * `debtor` (name and document), `amountPaid` and `paidAt`.
 */
import {bolepixCancelSchema, bolepixCreateSchema} from '../../schemas/bolepix.js'
import {bolepixWireIssues} from '../../schemas/bolepix-wire.js'
import {addDays} from '../../schemas/dates.js'
import {centsToReais, reaisToCents} from '../../schemas/money.js'
import {validate} from '../../schemas/validate.js'
import type {SandboxContext} from '../context.js'
import {conflict, detailError, fieldError, notFound, unprocessable} from '../http.js'
import {amountDue} from '../pricing.js'
import type {InvoiceRecord} from '../types.js'
import {emitEvent} from './events.js'
import {invoicePaymentCodes} from '../pdf/codes.js'
import {applyListQuery, parseListQuery} from './query.js'

/** An invoice as the API answers it (docs/service-interface.md §2.4 plus the extra fields of docs/decisions.md#invoice-records). */
export function invoiceView(inv: InvoiceRecord): Record<string, unknown> {
  return {
    id: inv.id,
    sellerId: inv.sellerId,
    invoiceId: inv.invoiceId,
    status: inv.status,
    insertedAt: inv.insertedAt,
    orderId: inv.orderId,
    amount: centsToReais(inv.amountCents),
    dueDate: inv.dueDate,
    // Who owes it, so that a list can show it (docs/decisions.md#invoice-records): the name and the document only.
    debtor: {name: inv.debtor.name, document: inv.debtor.document},
    ...(inv.amountPaidCents !== undefined ? {amountPaid: centsToReais(inv.amountPaidCents)} : {}),
    ...(inv.paidAt ? {paidAt: inv.paidAt} : {}),
    // Sandbox-only (docs/sandbox.md): the codes its PDF prints, so that `bolepix decode` can match them and `bolepix
    // get --qr` can draw the QR.
    ...(inv.codes ?? paymentCodes(inv)),
  }
}

/**
 * The typed line and the Pix code the invoice's PDF prints (pdfInput below gives the PDF the same inputs): made once
 * when the invoice is created (~30 µs: a list of 100,000 would spend 3 s on them), or here for a record of a journal
 * written before they were kept.
 */
function paymentCodes(inv: Omit<InvoiceRecord, 'codes'>): {digitableLine: string; pixCode: string} {
  const codes = invoicePaymentCodes(pdfCodeInput(inv))
  return {digitableLine: codes.boleto.digitableLine, pixCode: codes.brCode}
}

const pdfCodeInput = (inv: Omit<InvoiceRecord, 'codes'>) => ({
  invoiceId: inv.invoiceId,
  sellerId: inv.sellerId,
  sellerName: 'payctl sandbox seller',
  amountCents: inv.amountCents,
  dueDate: inv.dueDate,
})

/** `POST /api/v2/payments/bolepix`. */
export function createInvoice(ctx: SandboxContext, body: unknown): {message: string; invoiceId: string} {
  // Its own today, named as such: a clock moved ahead (sandbox clock) refuses dates that payctl found valid.
  const schema = ctx.memo(`bolepixCreate:${ctx.clock.today()}`, () => bolepixCreateSchema(ctx.clock.today(), "the sandbox's clock"))
  // The document's types first (payctl's schema reads what people type; the service does not): a field with the
  // wrong type or format is named for that, every other problem as the schema names it.
  const wire = bolepixWireIssues(body)
  const r = validate(schema, body)
  if (wire.length > 0 || !r.ok) {
    const named = new Set(wire.map((i) => i.path))
    throw unprocessable([...wire, ...(r.ok ? [] : r.issues.filter((i) => !named.has(i.path)))])
  }
  const b = r.value
  const at = ctx.clock.iso()
  const invoice: InvoiceRecord = {
    id: ctx.id(),
    invoiceId: ctx.id(),
    sellerId: ctx.settings.sellerId,
    status: 'PENDING',
    insertedAt: at,
    updatedAt: at,
    orderId: b.order_id ?? ctx.id(),
    amountCents: reaisToCents(b.amount),
    dueDate: b.dueDate,
    expirationAfterPayment: b.expirationAfterPayment,
    debtor: b.debtor,
    ...(b.instructions ? {instructions: b.instructions} : {}),
  }
  invoice.codes = paymentCodes(invoice)
  ctx.store.put('invoice', invoice)
  emitEvent(ctx, 'charge-create', invoiceView(invoice))
  return {message: 'Bolepix charge created', invoiceId: invoice.invoiceId}
}

/** `GET /bolepix/invoices?sellerId=` (the caller checked the seller). */
export function listInvoices(ctx: SandboxContext, query: URLSearchParams): Record<string, unknown>[] {
  const q = parseListQuery(query, ctx.clock.now())
  const mine = ctx.store.all('invoice').filter((i) => i.sellerId === ctx.settings.sellerId)
  return applyListQuery(mine, q, {time: (i) => i.insertedAt, status: (i) => i.status}).map(invoiceView)
}

/** `GET /bolepix/invoices/{id}`: an array with the one record, or an empty array (as docs/service-interface.md §4.4 shows). */
export function getInvoice(ctx: SandboxContext, invoiceId: string): Record<string, unknown>[] {
  const inv = ctx.store.get('invoice', invoiceId)
  return inv && inv.sellerId === ctx.settings.sellerId ? [invoiceView(inv)] : []
}

function mustFind(ctx: SandboxContext, invoiceId: string): InvoiceRecord {
  const inv = ctx.store.get('invoice', invoiceId)
  if (!inv || inv.sellerId !== ctx.settings.sellerId) throw notFound()
  return inv
}

/** `GET /api/v2/payments/bolepix/{id}/pdf`. */
export function pdfUrl(ctx: SandboxContext, invoiceId: string): {url: string} {
  const inv = mustFind(ctx, invoiceId)
  return {url: `${ctx.settings.cdnUrl}/bolepix/${encodeURIComponent(inv.invoiceId)}.pdf`}
}

/** `POST /api/v2/payments/bolepix/{id}/cancel` with `{"reason": …}`: PENDING → CANCELLED, else 409. */
export function cancelInvoice(ctx: SandboxContext, invoiceId: string, body: unknown): {message: string} {
  const inv = mustFind(ctx, invoiceId)
  const r = validate(bolepixCancelSchema, body)
  if (!r.ok) throw unprocessable(r.issues)
  if (inv.status !== 'PENDING') throw conflict(`the charge is ${inv.status}; only a PENDING charge can be cancelled`)
  const at = ctx.clock.iso()
  const next: InvoiceRecord = {...inv, status: 'CANCELLED', updatedAt: at, cancelledAt: at, cancelReason: r.value.reason}
  ctx.store.put('invoice', next)
  emitEvent(ctx, 'charge-cancelled', invoiceView(next))
  return {message: 'Bolepix charge cancelled'}
}

/** `POST /_sandbox/bolepix/{id}/pay`: the debtor pays what is due today (fine, interest, discount). */
export function payInvoice(
  ctx: SandboxContext,
  invoiceId: string,
  body: Record<string, unknown>,
): {message: string; data: Record<string, unknown>} {
  const inv = mustFind(ctx, invoiceId)
  const extra = Object.keys(body)
  if (extra.length) throw fieldError(extra[0]!, 'unknown field (the body is {})')
  if (inv.status !== 'PENDING') throw conflict(`the charge is ${inv.status}; only a PENDING charge can be paid`)
  const now = ctx.clock.now()
  const due = amountDue(inv, now)
  const at = now.toISOString()
  const next: InvoiceRecord = {...inv, status: 'PAID', updatedAt: at, paidAt: at, amountPaidCents: due.totalCents}
  ctx.store.put('invoice', next)
  emitEvent(ctx, 'charge-in', invoiceView(next))
  return {message: 'Bolepix charge paid', data: invoiceView(next)}
}

/** Marks PENDING invoices past their payment window as EXPIRED; returns their ids. */
export function expireInvoices(ctx: SandboxContext): string[] {
  const today = ctx.clock.today()
  const expired: string[] = []
  for (const inv of ctx.store.all('invoice')) {
    if (inv.status !== 'PENDING' || today <= addDays(inv.dueDate, inv.expirationAfterPayment)) continue
    const at = ctx.clock.iso()
    ctx.store.put('invoice', {...inv, status: 'EXPIRED', updatedAt: at, expiredAt: at})
    expired.push(inv.invoiceId)
  }
  return expired
}

/** The invoice's data for the PDF renderer. */
export function pdfInput(ctx: SandboxContext, invoiceId: string) {
  const inv = ctx.store.get('invoice', invoiceId)
  if (!inv || inv.sellerId !== ctx.settings.sellerId) throw detailError(404, 'Not Found')
  return {
    ...pdfCodeInput(inv),
    debtor: inv.debtor,
    fine: inv.instructions?.fine,
    interest: inv.instructions?.interest,
    discount: inv.instructions?.discount,
    status: inv.status,
    now: new Date(inv.insertedAt),
  }
}
