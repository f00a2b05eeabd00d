/**
 * Cards: tokenization (only token, brand, first six and last four are kept), payments with the state machine of
 * docs/sandbox.md#what-it-reproduces (PAID or PRE_AUTHORIZED; capture → PAID; cancel → CANCELLED; pre-authorizations reversed after
 * `preauthDays`), declines decided by the test cards (402 + PAYMENT.DECLINED), orders with a default total (or the
 * one set through /_sandbox/orders, resources/orders.ts) that remember the customer of their first payment, and saved
 * cards (`save_card`).
 */
import {z} from 'zod'
import {TEST_CARDS, cardBrand, paymentRequestSchema, tokenizeRequestSchema} from '../../schemas/card.js'
import {validate} from '../../schemas/validate.js'
import type {SandboxContext} from '../context.js'
import {HttpError, conflict, fieldError, notFound, unprocessable} from '../http.js'
import type {CardTokenRecord, OrderRecord, PaymentRecord, PaymentStatus} from '../types.js'
import {emitEvent} from './events.js'

const DAY_MS = 86_400_000

/** `POST /api/tokenize` (client token): 201 `{"data": {"number_token": …}}`. The number itself is dropped here. */
export function tokenize(ctx: SandboxContext, body: unknown): {data: {number_token: string}} {
  const r = validate(tokenizeRequestSchema, body)
  if (!r.ok) throw unprocessable(r.issues)
  const digits = r.value.card_number
  const test = TEST_CARDS.find((c) => c.number === digits)
  const record: CardTokenRecord = {
    id: ctx.id(),
    token: ctx.id(),
    brand: cardBrand(digits),
    firstSix: digits.slice(0, 6),
    lastFour: digits.slice(-4),
    approved: test ? test.approved : true,
    ...(test && !test.approved ? {reason: test.outcome, errorCode: test.errorCode ?? 'PAYMENTS-000'} : {}),
    insertedAt: ctx.clock.iso(),
  }
  ctx.store.put('token', record)
  return {data: {number_token: record.token}}
}

function decline(reason: string, errorCode: string): HttpError {
  return new HttpError(402, {
    message: 'not authorized',
    status_code: 402,
    details: [{status: 'NOT APPROVED', error_code: errorCode, description: reason}],
  })
}

/** `POST /api/sellers/{sellerId}/payments`: 201 `{"data": payment}`, or 402 for a declined card. */
export function createPayment(ctx: SandboxContext, body: unknown): {data: PaymentRecord} {
  const today = ctx.clock.today()
  const r = validate(
    // A past expiry is declined below (402), as the provider does, not refused as invalid.
    ctx.memo(`payment:${today}`, () => paymentRequestSchema(today, {refuseExpired: false})),
    body,
  )
  if (!r.ok) throw unprocessable(r.issues)
  const p = r.value.payment
  if (p.method === 'PIX') throw fieldError('payment.method', 'Pix charges are made with Bolepix')
  if (p.method !== 'CREDIT_CARD' && p.method !== 'CREDIT') throw fieldError('payment.method', 'must be CREDIT_CARD or CREDIT')

  // The card: a saved one, or a token from tokenization.
  const saved = p.credit.credit_card_id ? ctx.store.get('card', p.credit.credit_card_id) : undefined
  if (p.credit.credit_card_id && !saved) throw fieldError('payment.credit.credit_card_id', 'unknown card (save one with save_card: true)')
  const cardToken = saved ? saved.token : p.credit.credit_card!.token
  const token = ctx.store.get('token', cardToken)
  if (!token) throw fieldError('payment.credit.credit_card.token', 'unknown card token (tokenize the card first)')
  const expMonth = saved ? saved.expirationMonth : p.credit.credit_card!.expiration_month
  const expYear = saved ? saved.expirationYear : p.credit.credit_card!.expiration_year

  // The order and its customer.
  const existing = ctx.store.get('order', p.order_id)
  if (existing && existing.sellerId !== ctx.settings.sellerId) throw fieldError('payment.order_id', 'belongs to another seller')
  let customerId: string | null = existing?.customerId ?? null
  if (p.customer_id) {
    if (!ctx.store.get('customer', p.customer_id)) throw fieldError('payment.customer_id', 'unknown customer')
    if (customerId && customerId !== p.customer_id) throw fieldError('payment.customer_id', 'the order belongs to another customer')
    customerId = p.customer_id
  }
  const newCustomer =
    !customerId && p.customer ? {id: ctx.id(), sellerId: ctx.settings.sellerId, data: p.customer, insertedAt: ctx.clock.iso()} : undefined
  if (newCustomer) customerId = newCustomer.id
  if (!customerId) throw fieldError('payment.customer', 'required: the order has no customer yet (give customer or customer_id)')
  if (saved && saved.customerId !== customerId) throw fieldError('payment.credit.credit_card_id', 'the card belongs to another customer')
  if (existing) {
    const active = ctx.store
      .all('payment')
      .find((x) => x.order_id === existing.id && (x.status === 'PAID' || x.status === 'PRE_AUTHORIZED'))
    if (active) throw conflict(`the order already has a ${active.status} payment (${active.id})`)
  }
  // An order whose total was set through /_sandbox/orders has had no payment yet: its first one announces it too.
  const firstPayment = !existing || !ctx.store.all('payment').some((x) => x.order_id === existing.id)

  // Everything checked: record.
  const at = ctx.clock.iso()
  if (newCustomer) ctx.store.put('customer', newCustomer)
  let order: OrderRecord
  if (existing) {
    order = existing.customerId === customerId ? existing : ctx.store.put('order', {...existing, customerId, updatedAt: at})
  } else {
    order = ctx.store.put('order', {
      id: p.order_id,
      sellerId: ctx.settings.sellerId,
      customerId,
      status: 'CREATED',
      totalCents: ctx.settings.defaultOrderCents,
      insertedAt: at,
      updatedAt: at,
    })
  }
  if (firstPayment) emitEvent(ctx, 'ORDER.CREATED', orderView(order))

  const now = ctx.clock.now()
  const expired = 2000 + expYear < now.getFullYear() || (2000 + expYear === now.getFullYear() && expMonth < now.getMonth() + 1)
  const declined = !token.approved
    ? {reason: token.reason!, code: token.errorCode!}
    : expired
      ? {reason: 'expired card', code: 'PAYMENTS-003'}
      : undefined

  let creditCardId = saved?.id ?? null
  if (!declined && p.credit.save_card && !saved) {
    creditCardId = ctx.id()
    ctx.store.put('card', {
      id: creditCardId,
      customerId,
      token: cardToken,
      holderName: p.credit.credit_card!.holder_name,
      expirationMonth: expMonth,
      expirationYear: expYear,
      insertedAt: at,
    })
  }
  const status: PaymentStatus = declined ? 'DECLINED' : p.credit.delay_capture ? 'PRE_AUTHORIZED' : 'PAID'
  const payment: PaymentRecord = ctx.store.put('payment', {
    id: ctx.id(),
    session_id: p.session_id,
    order_id: order.id,
    method: 'CREDIT',
    seller_id: ctx.settings.sellerId,
    marketplace_id: ctx.settings.marketplaceId,
    customer_id: customerId,
    subscription_id: null,
    subtotal_cents: order.totalCents,
    discount_cents: 0,
    addition_cents: 0,
    shipping_cents: 0,
    total_cents: order.totalCents,
    status,
    device: {},
    credit: {
      installments: p.credit.installments,
      delay_capture: p.credit.delay_capture,
      save_card: Boolean(p.credit.save_card),
      credit_card_id: creditCardId,
      credit_card: {
        token: cardToken,
        expiration_month: String(expMonth).padStart(2, '0'),
        expiration_year: String(expYear).padStart(2, '0'),
      },
    },
    external_id: p.external_id ?? null,
    inserted_at: at,
    updated_at: at,
  })
  emitEvent(ctx, 'PAYMENT.CREATED', payment)
  if (declined) {
    emitEvent(ctx, 'PAYMENT.DECLINED', payment)
    throw decline(declined.reason, declined.code)
  }
  if (status === 'PAID') {
    emitEvent(ctx, 'PAYMENT.PAID', payment)
    emitEvent(ctx, 'ORDER.PAID', orderView(setOrderStatus(ctx, order.id, 'PAID')))
  } else {
    emitEvent(ctx, 'PAYMENT.PRE_AUTHORIZED', payment)
  }
  return {data: payment}
}

/** An order as events carry it. */
export function orderView(o: OrderRecord): Record<string, unknown> {
  return {
    id: o.id,
    seller_id: o.sellerId,
    customer_id: o.customerId,
    status: o.status,
    total_cents: o.totalCents,
    inserted_at: o.insertedAt,
    updated_at: o.updatedAt,
  }
}

function setOrderStatus(ctx: SandboxContext, orderId: string, status: OrderRecord['status']): OrderRecord {
  const o = ctx.store.get('order', orderId)!
  return ctx.store.put('order', {...o, status, updatedAt: ctx.clock.iso()})
}

function setPaymentStatus(ctx: SandboxContext, p: PaymentRecord, status: PaymentStatus): PaymentRecord {
  return ctx.store.put('payment', {...p, status, updated_at: ctx.clock.iso()})
}

const emptyBody = z.strictObject({})

function findPayment(ctx: SandboxContext, paymentId: string, body: unknown): PaymentRecord {
  const p = ctx.store.get('payment', paymentId)
  if (!p || p.seller_id !== ctx.settings.sellerId) throw notFound()
  const r = validate(emptyBody, body)
  if (!r.ok) throw unprocessable(r.issues)
  return p
}

/** `POST …/payments/{id}/capture` with `{}`: PRE_AUTHORIZED → PAID; `{"data": payment}`. */
export function capturePayment(ctx: SandboxContext, paymentId: string, body: unknown): {data: PaymentRecord} {
  const p = findPayment(ctx, paymentId, body)
  if (p.status !== 'PRE_AUTHORIZED') throw conflict(`the payment is ${p.status}; only a PRE_AUTHORIZED payment can be captured`)
  const next = setPaymentStatus(ctx, p, 'PAID')
  emitEvent(ctx, 'PAYMENT.PAID', next)
  emitEvent(ctx, 'ORDER.PAID', orderView(setOrderStatus(ctx, p.order_id, 'PAID')))
  return {data: next}
}

function cancel(ctx: SandboxContext, p: PaymentRecord): PaymentRecord {
  const next = setPaymentStatus(ctx, p, 'CANCELLED')
  emitEvent(ctx, 'PAYMENT.CANCELLED', next)
  emitEvent(ctx, 'ORDER.CANCELLED', orderView(setOrderStatus(ctx, p.order_id, 'CANCELLED')))
  return next
}

/** `POST …/payments/{id}/cancel` with `{}`: PRE_AUTHORIZED or PAID → CANCELLED; `{"data": payment}`. */
export function cancelPayment(ctx: SandboxContext, paymentId: string, body: unknown): {data: PaymentRecord} {
  const p = findPayment(ctx, paymentId, body)
  if (p.status !== 'PRE_AUTHORIZED' && p.status !== 'PAID') {
    throw conflict(`the payment is ${p.status}; only a PRE_AUTHORIZED or PAID payment can be cancelled`)
  }
  return {data: cancel(ctx, p)}
}

/** Reverses pre-authorizations older than `preauthDays` (sandbox time); returns their ids. */
export function reverseStalePreauths(ctx: SandboxContext): string[] {
  const limit = ctx.clock.now().getTime() - ctx.settings.preauthDays * DAY_MS
  const reversed: string[] = []
  for (const p of ctx.store.all('payment')) {
    if (p.status === 'PRE_AUTHORIZED' && Date.parse(p.inserted_at) <= limit) {
      cancel(ctx, p)
      reversed.push(p.id)
    }
  }
  return reversed
}
