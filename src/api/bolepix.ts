/**
 * Bolepix endpoints (seed §4.1–4.5) as small functions of the transport. Path ids and the seller id are sent as
 * given, URL-encoded, never format-checked. Answers are validated with the tolerant schemas, but what the API sent
 * is what is returned (unknown fields and key order kept), so `--json` can print it unchanged.
 */
import type {Transport} from './transport.js'
import {ApiError, NotFoundError, UsageError} from '../errors.js'
import {CREATE_ANSWER_SHAPE} from '../schemas/invoice-record.js'
import {
  bolepixPdfResponseSchema,
  invoiceRecordSchema,
  type InvoiceRecord,
} from '../schemas/bolepix.js'
import {z} from 'zod'
import {filterInvoices, sinceTime, unwrapData, type InvoiceQuery} from './bolepix-records.js'

export type {InvoiceRecord}

export interface CreateInvoiceResponse {
  message?: string
  invoiceId: string
  [key: string]: unknown
}

export interface PdfResponse {
  url: string
  [key: string]: unknown
}

export interface CancelResponse {
  message?: string
  [key: string]: unknown
}

export type {InvoiceQuery} from './bolepix-records.js'
export {eachInvoice, filterInvoices} from './bolepix-records.js'

/**
 * A path segment for an id as given: URL-encoded. `.` and `..` (and the empty string) cannot be carried by a URL
 * path at all (they are dot segments, which every URL parser removes), so they are refused rather than altered.
 */
export function pathId(id: string, what = 'invoice id'): string {
  if (id === '' || id === '.' || id === '..') throw new UsageError(`"${id}" cannot be used as ${what}: it cannot be sent in a URL path`)
  return encodeURIComponent(id)
}

const recordsAnswer = z.preprocess(unwrapData, z.array(invoiceRecordSchema))
// One record: the seed's array, the envelope, or (tolerated) a bare object.
const oneRecordAnswer = z.preprocess((b) => {
  const u = unwrapData(b)
  return Array.isArray(u) ? u : [u]
}, z.array(invoiceRecordSchema))

/** POST /api/v2/payments/bolepix. A lost answer throws "outcome unknown: the charge may or may not have been created". */
export async function createInvoice(t: Transport, body: unknown): Promise<CreateInvoiceResponse> {
  // Checked without zod: an import makes thousands of these calls (schemas/invoice-record.ts).
  const response = await t.requestShaped({method: 'POST', path: '/api/v2/payments/bolepix', body, auth: 'access', subject: 'the charge'}, CREATE_ANSWER_SHAPE)
  return response.body as CreateInvoiceResponse
}

/** GET /api/v2/payments/bolepix/{invoiceId}/pdf → `{url}` (the API's answer). */
export async function getPdfUrl(t: Transport, invoiceId: string): Promise<PdfResponse> {
  const {response} = await t.requestParsed(
    {method: 'GET', path: `/api/v2/payments/bolepix/${pathId(invoiceId)}/pdf`, auth: 'access'},
    bolepixPdfResponseSchema,
  )
  return response.body as PdfResponse
}



/**
 * GET /bolepix/invoices?sellerId=… (plus status, since and limit, which the server may ignore: they are applied
 * here too). Accepts a bare array or `{"data": [...]}`; returns the records as the API sent them, in its order.
 */
export async function listInvoices(t: Transport, sellerId: string, query: InvoiceQuery = {}): Promise<InvoiceRecord[]> {
  const {response} = await t.requestParsed(
    {
      method: 'GET',
      path: '/bolepix/invoices',
      query: {
        sellerId,
        status: query.status?.trim().toUpperCase() || undefined,
        since: sinceTime(query.since) === undefined ? undefined : new Date(sinceTime(query.since)!).toISOString(),
        limit: query.limit,
      },
      auth: 'access',
      // Every record, however many: parsed as they arrive (docs/performance.md).
      streamList: true,
    },
    recordsAnswer,
  )
  return filterInvoices(unwrapData(response.body) as InvoiceRecord[], query)
}


/**
 * GET /bolepix/invoices/{invoiceId}: the API answers an array; this returns the one record (the one whose
 * invoiceId matches, else the first). Empty answer or 404 → NotFoundError (exit 1).
 */
export async function getInvoice(t: Transport, invoiceId: string): Promise<InvoiceRecord> {
  let body: unknown
  try {
    const {response} = await t.requestParsed(
      {method: 'GET', path: `/bolepix/invoices/${pathId(invoiceId)}`, auth: 'access'},
      oneRecordAnswer,
    )
    body = response.body
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) {
      throw new NotFoundError(`not found: no Bolepix invoice ${JSON.stringify(invoiceId)}`, {cause: err})
    }
    throw err
  }
  const unwrapped = unwrapData(body)
  const records = (Array.isArray(unwrapped) ? unwrapped : [unwrapped]) as InvoiceRecord[]
  const record = records.find((r) => r.invoiceId === invoiceId) ?? records[0]
  if (!record) throw new NotFoundError(`not found: no Bolepix invoice ${JSON.stringify(invoiceId)}`)
  return record
}

/** POST /api/v2/payments/bolepix/{invoiceId}/cancel with `{"reason": …}`. */
export async function cancelInvoice(t: Transport, invoiceId: string, reason: string): Promise<CancelResponse> {
  // No `subject`: a lost answer then reads "the request may or may not have been processed".
  const res = await t.request({method: 'POST', path: `/api/v2/payments/bolepix/${pathId(invoiceId)}/cancel`, body: {reason}, auth: 'access'})
  // Any JSON answer is tolerated (the message is only shown); an empty one counts as `{}`.
  return (res.body === undefined ? {} : res.body) as CancelResponse
}
