/**
 * Card endpoints (docs/service-interface.md §4.6–4.8, docs/decisions.md#card-cancellation for cancel): small functions of the transport. A declined payment
 * (402, or any error answer with the `details` shape) becomes a PaymentDeclinedError whose message is the reason in
 * words ("not authorized: insufficient balance").
 */
import {ApiError, AuthError, DeclinedError, InterruptedError, UsageError} from '../errors.js'
import {paymentResponseSchema, tokenizeResponseSchema, type Payment} from '../schemas/card.js'
import type {ApiResponse, Transport} from './transport.js'
import {zodAnswer} from '../schemas/answer.js'

/** A payment the card network (or the service) refused. Exit 1, with the HTTP status and the API's details. */
export class PaymentDeclinedError extends DeclinedError {
  override readonly status: number
  constructor(message: string, status: number, details?: unknown) {
    super(message, {details})
    this.status = status
  }
}

/** A path segment sent as given, URL-encoded; only what cannot be a segment (empty, `.`, `..`) is refused. */
export function pathSegment(value: string, what: string): string {
  if (value === '' || value === '.' || value === '..') throw new UsageError(`${what} "${value}" cannot be used in a URL path`)
  return encodeURIComponent(value)
}

function paymentsPath(sellerId: string): string {
  return `/api/sellers/${pathSegment(sellerId, 'seller id')}/payments`
}

function descriptionsOf(details: unknown): string[] {
  if (!Array.isArray(details)) return []
  return details
    .map((d: unknown) => (d && typeof d === 'object' ? (d as Record<string, unknown>).description : d))
    .filter((d): d is string => typeof d === 'string' && d.trim() !== '')
    .map((d) => d.trim())
}

function hasDetailsShape(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false
  const details = (body as Record<string, unknown>).details
  return Array.isArray(details) && details.some((d) => d && typeof d === 'object' && ('description' in d || 'error_code' in d))
}

/** The decline hidden in an API error (402, or the details shape), or undefined when it is another failure. */
export function declineFrom(err: unknown): PaymentDeclinedError | undefined {
  if (!(err instanceof ApiError) || err instanceof AuthError) return undefined
  if (err.status !== 402 && !hasDetailsShape(err.body)) return undefined
  const body = (err.body && typeof err.body === 'object' ? err.body : {}) as Record<string, unknown>
  const reasons = descriptionsOf(body.details)
  // Without descriptions, the transport's message minus its "HTTP 402 Payment Required: " prefix.
  const reason = reasons.length > 0 ? reasons.join('; ') : err.message.replace(/^HTTP \d{3}[^:]*(: )?/, '').trim()
  const message = /^not authori[sz]ed/i.test(reason) ? reason : `not authorized: ${reason || 'the payment was declined'}`
  return new PaymentDeclinedError(message, err.status, body.details ?? err.details)
}

async function declinable<T>(work: Promise<T>): Promise<T> {
  try {
    return await work
  } catch (err) {
    throw declineFrom(err) ?? err
  }
}

/** POST /api/tokenize with the client token (no scheme): the card number becomes a `number_token`. */
export async function tokenizeCard(t: Transport, cardNumber: string) {
  return t.requestChecked(
    {method: 'POST', path: '/api/tokenize', body: {card_number: cardNumber}, auth: 'client', subject: 'the card token'},
    zodAnswer(tokenizeResponseSchema),
  )
}

/** POST /api/sellers/{sellerId}/payments with `{"payment": {…}}`. */
export async function createPayment(t: Transport, sellerId: string, body: unknown, orderId?: string) {
  try {
    return await createPaymentOnce(t, sellerId, body, orderId)
  } catch (err) {
    if (!(err instanceof PaymentDeclinedError) || !orderId) throw err
    throw await withDeclinedPayment(t, err, orderId)
  }
}

/**
 * A declined card's error with the payment it made (docs/card.md#card-pay): the 402 carries no id, so the order's
 * DECLINED payment is looked up in the PAYMENT.* events (best effort: null when they do not show it). `details`
 * becomes `{"payment_id", "order_id", "reasons": [the API's details]}` and the message names the payment.
 */
async function withDeclinedPayment(t: Transport, err: PaymentDeclinedError, orderId: string): Promise<PaymentDeclinedError> {
  let paymentId: string | null = null
  try {
    const declined = [...(await paymentsInEvents(t)).values()].filter((p) => p.order_id === orderId && p.status === 'DECLINED')
    paymentId = declined.at(-1)?.id ?? null
  } catch (lookup) {
    if (lookup instanceof InterruptedError) throw lookup
  }
  const message = paymentId ? `${err.message} (payment ${paymentId}, order ${orderId})` : `${err.message} (order ${orderId})`
  return new PaymentDeclinedError(message, err.status, {payment_id: paymentId, order_id: orderId, reasons: err.details ?? []})
}

function createPaymentOnce(t: Transport, sellerId: string, body: unknown, orderId?: string) {
  return declinable(
    t.requestChecked(
      {
        method: 'POST',
        path: paymentsPath(sellerId),
        body,
        auth: 'access',
        subject: 'the payment',
        orderId,
      },
      zodAnswer(paymentResponseSchema),
    ),
  )
}

export interface PaymentAnswer {
  response: ApiResponse
  /** The payment when the answer carries one (`{"data": payment}`); the CLI tolerates any JSON answer. */
  payment?: Payment
}

function tolerant(response: ApiResponse): PaymentAnswer {
  const r = paymentResponseSchema.safeParse(response.body)
  return {response, payment: r.success ? r.data.data : undefined}
}

/** The path of a capture or a cancellation: `/api/sellers/{sellerId}/payments/{paymentId}/{action}`, URL-encoded. */
export function paymentActionPath(sellerId: string, paymentId: string, action: 'capture' | 'cancel'): string {
  return `${paymentsPath(sellerId)}/${pathSegment(paymentId, 'payment id')}/${action}`
}

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

async function paymentAction(t: Transport, sellerId: string, paymentId: string, action: 'capture' | 'cancel'): Promise<PaymentAnswer> {
  const path = paymentActionPath(sellerId, paymentId, action)
  try {
    return tolerant(await t.request({method: 'POST', path, body: {}, auth: 'access', subject: `the ${action} of payment ${paymentId}`}))
  } catch (err) {
    const declined = declineFrom(err)
    if (declined) throw declined
    if (err instanceof ApiError && !(err instanceof AuthError) && err.status >= 400 && err.status < 500) {
      const verb = action === 'capture' ? 'capture' : 'cancel'
      // A hint only (ids are free-form: docs/contract.md): a short id cannot work for a payment.
      const whole =
        err.status === 404 && !UUID_SHAPE.test(paymentId)
          ? '; card payment ids are whole (the service cannot list payments, so no short id is looked up): copy the full id from card pay'
          : ''
      throw new ApiError(err.status, `cannot ${verb} payment ${paymentId}: ${err.message}${whole}`, err.body, err.details)
    }
    throw err
  }
}

/** POST …/payments/{paymentId}/capture with `{}`. */
export function capturePayment(t: Transport, sellerId: string, paymentId: string): Promise<PaymentAnswer> {
  return paymentAction(t, sellerId, paymentId, 'capture')
}

/** POST …/payments/{paymentId}/cancel with `{}` (assumed path, mirrors capture: docs/decisions.md#card-cancellation). */
export function cancelPayment(t: Transport, sellerId: string, paymentId: string): Promise<PaymentAnswer> {
  return paymentAction(t, sellerId, paymentId, 'cancel')
}

/**
 * The last known state of a payment, from its events (the API has no GET for one payment; events carry the whole
 * resource). Best effort, for the cancel confirmation: undefined when nothing is found or the lookup fails.
 */
export async function findPaymentInEvents(t: Transport, paymentId: string): Promise<Payment | undefined> {
  try {
    return (await paymentsInEvents(t, paymentId)).get(paymentId)
  } catch (err) {
    if (err instanceof InterruptedError) throw err
    return undefined
  }
}

/**
 * Every payment the PAYMENT.* events carry (`only`: just that one), each as its latest event shows it: the API has
 * no GET for a payment. Throws what the request throws.
 */
export async function paymentsInEvents(t: Transport, only?: string): Promise<Map<string, Payment>> {
  const res = await t.request({method: 'GET', path: '/api/events', query: {event: 'PAYMENT.*'}, auth: 'access'})
  const events = (res.body as {data?: unknown} | undefined)?.data
  const found = new Map<string, Payment>()
  if (!Array.isArray(events)) return found
  for (const e of events) {
    const data = e && typeof e === 'object' ? (e as {data?: unknown}).data : undefined
    const id = data && typeof data === 'object' ? (data as {id?: unknown}).id : undefined
    if (typeof id !== 'string' || (only !== undefined && id !== only)) continue
    const r = paymentResponseSchema.shape.data.safeParse(data)
    if (r.success) found.set(id, r.data)
  }
  return found
}
