/**
 * The sandbox-only routes (`/_sandbox/…`) as small functions of the transport: the debtor pays a charge, the
 * sandbox clock moves, a notification is resent. They exist only on `payctl sandbox start`; against the real
 * service they answer 404, which is reported as such.
 */
import {z} from 'zod'
import {ApiError, NotFoundError} from '../errors.js'
import {invoiceRecordSchema} from '../schemas/bolepix.js'
import {notificationSchema} from '../schemas/events.js'
import {pathId} from './bolepix.js'
import type {Transport} from './transport.js'

export const payAnswerSchema = z.looseObject({message: z.string().optional(), data: invoiceRecordSchema})
export type PayAnswer = z.output<typeof payAnswerSchema>

export const clockAnswerSchema = z.looseObject({
  now: z.string(),
  offset_ms: z.number(),
  expired: z.array(z.string()).optional(),
  reversed: z.array(z.string()).optional(),
})
export type ClockAnswer = z.output<typeof clockAnswerSchema>

export const resendAnswerSchema = z.looseObject({data: notificationSchema})

async function sandboxCall<S extends z.ZodType>(t: Transport, path: string, body: unknown, schema: S, notFound: string): Promise<unknown> {
  try {
    const {response} = await t.requestParsed({method: 'POST', path, body, auth: 'access'}, schema)
    return response.body
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) throw new NotFoundError(`not found: ${notFound}`, {cause: err})
    throw err
  }
}

/** POST /_sandbox/bolepix/{invoiceId}/pay → `{"message", "data": <the invoice record>}`. */
export async function payInvoice(t: Transport, invoiceId: string): Promise<PayAnswer> {
  return (await sandboxCall(t, `/_sandbox/bolepix/${pathId(invoiceId)}/pay`, {}, payAnswerSchema, `no Bolepix charge ${JSON.stringify(invoiceId)} on this sandbox (or the base URL is not a payctl sandbox)`)) as PayAnswer
}

/** POST /_sandbox/clock `{"advance": "6d"}` (or `{}` to read it) → `{now, offset_ms, expired, reversed}`. */
export async function moveClock(t: Transport, advance?: string): Promise<ClockAnswer> {
  const body = advance === undefined ? {} : {advance}
  return (await sandboxCall(t, '/_sandbox/clock', body, clockAnswerSchema, 'the base URL is not a payctl sandbox (no /_sandbox/clock)')) as ClockAnswer
}

/** POST /_sandbox/notifications/{id}/resend → `{"data": <the new notification>}`. */
export async function resendNotification(t: Transport, notificationId: string): Promise<z.output<typeof resendAnswerSchema>> {
  const path = `/_sandbox/notifications/${pathId(notificationId, 'notification id')}/resend`
  return (await sandboxCall(t, path, {}, resendAnswerSchema, `no notification ${JSON.stringify(notificationId)} on this sandbox`)) as z.output<typeof resendAnswerSchema>
}
