/**
 * Bolepix endpoints (seed §4.1–4.5) as small functions of the transport. Path ids and the seller id are sent as
 * given, URL-encoded, never format-checked. Answers are validated with the tolerant schemas, but what the API sent
 * is what is returned (unknown fields and key order kept), so `--json` can print it unchanged.
 */
import type {Transport} from './transport.js'
import {ApiError, NotFoundError, UsageError} from '../errors.js'
import {
  bolepixCreateResponseSchema,
  bolepixPdfResponseSchema,
  invoiceRecordSchema,
  type InvoiceRecord,
} from '../schemas/bolepix.js'
import {z} from 'zod'
import {issuesFromZod} from '../schemas/validate.js'

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

export interface InvoiceQuery {
  /** Sent upper-case; compared case-insensitively. */
  status?: string
  /** Records inserted at or after this instant (a Date or an ISO date-time). */
  since?: Date | string
  /** At most this many records (the most recent ones). */
  limit?: number
}

/**
 * A path segment for an id as given: URL-encoded. `.` and `..` (and the empty string) cannot be carried by a URL
 * path at all (they are dot segments, which every URL parser removes), so they are refused rather than altered.
 */
export function pathId(id: string, what = 'invoice id'): string {
  if (id === '' || id === '.' || id === '..') throw new UsageError(`"${id}" cannot be used as ${what}: it cannot be sent in a URL path`)
  return encodeURIComponent(id)
}

// A list answer: the seed's bare array, or the `{"data": [...]}` envelope other endpoints use. Unwrapped before
// validation (not a union), so that a bad record is named by its index and field (`[0].invoiceId: required`).
const unwrapData = (b: unknown) =>
  b && typeof b === 'object' && !Array.isArray(b) && Array.isArray((b as {data?: unknown}).data) ? (b as {data: unknown[]}).data : b
const recordsAnswer = z.preprocess(unwrapData, z.array(invoiceRecordSchema))
// One record: the seed's array, the envelope, or (tolerated) a bare object.
const oneRecordAnswer = z.preprocess((b) => {
  const u = unwrapData(b)
  return Array.isArray(u) ? u : [u]
}, z.array(invoiceRecordSchema))

/** POST /api/v2/payments/bolepix. A lost answer throws "outcome unknown: the charge may or may not have been created". */
export async function createInvoice(t: Transport, body: unknown): Promise<CreateInvoiceResponse> {
  const {response} = await t.requestParsed(
    {method: 'POST', path: '/api/v2/payments/bolepix', body, auth: 'access', subject: 'the charge'},
    bolepixCreateResponseSchema,
  )
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

function sinceTime(since: Date | string | undefined): number | undefined {
  if (since === undefined) return undefined
  const t = typeof since === 'string' ? Date.parse(since) : since.getTime()
  if (Number.isNaN(t)) throw new UsageError(`since: not a date-time: ${String(since)}`)
  return t
}

/** Filters and limit applied locally as well (the server may ignore the query parameters). */
export function filterInvoices<T extends InvoiceRecord>(records: readonly T[], query: InvoiceQuery = {}): T[] {
  const status = query.status?.trim().toUpperCase()
  const since = sinceTime(query.since)
  let out = records.filter((r) => {
    if (status && r.status.toUpperCase() !== status) return false
    if (since !== undefined && r.insertedAt) {
      const t = Date.parse(r.insertedAt)
      if (!Number.isNaN(t) && t < since) return false
    }
    return true
  })
  if (query.limit !== undefined && out.length > query.limit) out = out.slice(out.length - query.limit)
  return out
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
 * listInvoices one record at a time, for lists of any size (docs/performance.md): each record is validated and
 * filtered as it arrives and handed to `onRecord` (awaited), and none is kept. Not for `limit`, which needs the
 * most recent records, hence the whole list first. Resolves to the number of records handed over.
 */
export async function eachInvoice(
  t: Transport,
  sellerId: string,
  query: Omit<InvoiceQuery, 'limit'>,
  onRecord: (record: InvoiceRecord) => void | Promise<void>,
): Promise<number> {
  const status = query.status?.trim().toUpperCase()
  const since = sinceTime(query.since)
  let handed = 0
  const path = '/bolepix/invoices'
  const response = await t.request({
    method: 'GET',
    path,
    query: {sellerId, status: status || undefined, since: since === undefined ? undefined : new Date(since).toISOString()},
    auth: 'access',
    streamList: async (item, index) => {
      const r = invoiceRecordSchema.safeParse(item)
      if (!r.success) {
        const issues = issuesFromZod(r.error).map((i) => ({...i, path: `[${index}]${i.path ? `.${i.path}` : ''}`}))
        throw new ApiError(200, `unexpected answer from GET ${path}: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`, undefined, issues)
      }
      const record = item as InvoiceRecord
      if (filterInvoices([record], {status, since: query.since}).length === 0) return
      handed++
      await onRecord(record)
    },
  })
  // Not a list at all (an object without `data`, or not JSON): the same error listInvoices gives.
  const body = response.body
  if (response.text !== '' || (body !== undefined && !(body && typeof body === 'object' && Array.isArray((body as {data?: unknown}).data)) && !Array.isArray(body))) {
    const r = recordsAnswer.safeParse(body ?? response.text)
    const issues = r.success ? [] : issuesFromZod(r.error)
    throw new ApiError(response.status, `unexpected answer from GET ${path}: ${issues.map((i) => `${i.path || 'body'}: ${i.message}`).join('; ') || response.text}`, body, issues)
  }
  return handed
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
