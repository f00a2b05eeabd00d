/**
 * The sandbox-only routes (`/_sandbox/…`) as small functions of the transport: the debtor pays a charge, the
 * sandbox clock moves or is read, an order's total is set before it is paid, a notification is resent. They exist
 * only on `payctl sandbox start`; against the real service they answer 404, which is reported as such (and, for
 * the clock read, taken as "not a sandbox": probeSandbox).
 */
import {z} from 'zod'
import {ApiError, AuthError, NotFoundError} from '../errors.js'
import {invoiceRecordSchema, type InvoiceRecord} from '../schemas/bolepix-answers.js'
import {answerAsSent, zodAnswer, type AnswerCheck} from '../schemas/answer.js'
import {notificationSchema} from '../schemas/events.js'
import {pathId} from './bolepix.js'
import type {Transport} from './transport.js'

export interface PayAnswer {
  message?: string
  data: InvoiceRecord
  [key: string]: unknown
}
/** `{"message"?, "data": <the invoice record>}`. */
const payAnswer: AnswerCheck<PayAnswer> = answerAsSent(z.looseObject({data: invoiceRecordSchema}))

export const clockAnswerSchema = z.looseObject({
  now: z.string(),
  offset_ms: z.number(),
  expired: z.array(z.string()).optional(),
  reversed: z.array(z.string()).optional(),
})
export type ClockAnswer = z.output<typeof clockAnswerSchema>

export const resendAnswerSchema = z.looseObject({data: notificationSchema})

async function sandboxCall<T>(t: Transport, path: string, body: unknown, check: AnswerCheck<T>, notFound: string): Promise<unknown> {
  try {
    const {response} = await t.requestChecked({method: 'POST', path, body, auth: 'access'}, check)
    return response.body
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) throw new NotFoundError(`not found: ${notFound}`, {cause: err})
    throw err
  }
}

/** POST /_sandbox/bolepix/{invoiceId}/pay → `{"message", "data": <the invoice record>}`. */
export async function payInvoice(t: Transport, invoiceId: string): Promise<PayAnswer> {
  return (await sandboxCall(
    t,
    `/_sandbox/bolepix/${pathId(invoiceId)}/pay`,
    {},
    payAnswer,
    `no Bolepix charge ${JSON.stringify(invoiceId)} on this sandbox (or the base URL is not a payctl sandbox)`,
  )) as PayAnswer
}

/** POST /_sandbox/clock `{"advance": "6d"}` (or `{}` to read it) → `{now, offset_ms, expired, reversed}`. */
export async function moveClock(t: Transport, advance?: string): Promise<ClockAnswer> {
  const body = advance === undefined ? {} : {advance}
  return (await sandboxCall(
    t,
    '/_sandbox/clock',
    body,
    zodAnswer(clockAnswerSchema),
    'the base URL is not a payctl sandbox (no /_sandbox/clock)',
  )) as ClockAnswer
}

/** POST /_sandbox/notifications/{id}/resend → `{"data": <the new notification>}`. */
export async function resendNotification(t: Transport, notificationId: string): Promise<z.output<typeof resendAnswerSchema>> {
  const path = `/_sandbox/notifications/${pathId(notificationId, 'notification id')}/resend`
  return (await sandboxCall(
    t,
    path,
    {},
    zodAnswer(resendAnswerSchema),
    `no notification ${JSON.stringify(notificationId)} on this sandbox`,
  )) as z.output<typeof resendAnswerSchema>
}

export const clockReadSchema = z.looseObject({now: z.string(), today: z.string(), offset_ms: z.number()})
export type SandboxClockRead = z.output<typeof clockReadSchema>

/** What asking the base URL whether it is a payctl sandbox found: its clock, or why it is taken for another service. */
export type SandboxProbe = {sandbox: true; clock: SandboxClockRead} | {sandbox: false; why: string}

/**
 * GET /_sandbox/clock: a payctl sandbox answers its clock; anything else (404, another status, another shape) means
 * the base URL is another service. payctl tells the sandbox apart this way, by asking, never by its URL. A refused
 * token (exit 4) and network failures are thrown: they say nothing about what answers there.
 */
export async function probeSandbox(t: Transport): Promise<SandboxProbe> {
  let body: unknown
  try {
    body = (await t.request({method: 'GET', path: '/_sandbox/clock', auth: 'access'})).body
  } catch (err) {
    if (err instanceof ApiError && !(err instanceof AuthError))
      return {sandbox: false, why: `GET /_sandbox/clock answered HTTP ${err.status}`}
    throw err
  }
  const r = clockReadSchema.safeParse(body)
  return r.success ? {sandbox: true, clock: r.data} : {sandbox: false, why: 'GET /_sandbox/clock did not answer a sandbox clock'}
}

/** POST /_sandbox/orders/{orderId} `{"total_cents": N}`: what the order will charge (before it is paid) → `{"data": order}`. */
export async function setOrderTotal(t: Transport, orderId: string, totalCents: number): Promise<{data: Record<string, unknown>}> {
  const path = `/_sandbox/orders/${pathId(orderId, 'order id')}`
  return (await sandboxCall(
    t,
    path,
    {total_cents: totalCents},
    zodAnswer(z.looseObject({data: z.looseObject({})})),
    'the base URL is not a payctl sandbox (no /_sandbox/orders)',
  )) as {
    data: Record<string, unknown>
  }
}
