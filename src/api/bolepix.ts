/**
 * Bolepix endpoints (docs/service-interface.md §4.1–4.5) as small functions of the transport. Path ids and the seller
 * id are sent as given, URL-encoded, never format-checked. Invoice records are checked against their one schema
 * (schemas/bolepix-answers.ts), but what the API sent is what is returned (unknown fields and key order kept), so
 * `--json` can print it unchanged. `bolepix list` and `get`, the most frequent commands, load no zod while the records
 * fit: invoiceRecordFits, generated from the schema, says so; zod is loaded for a record that does not, and names its
 * fields (docs/performance.md, "Answers checked without zod").
 */
import type {Transport} from './transport.js'
import {ApiError, NotFoundError, UsageError, type ValidationIssue} from '../errors.js'
import {invoiceRecordFits} from '../schemas/answer-fits.js'
import type {CreateInvoiceResponse, InvoiceRecord, PdfResponse} from '../schemas/bolepix-answers.js'

export type {CreateInvoiceResponse, InvoiceRecord, PdfResponse}

export interface CancelResponse {
  message?: string
  [key: string]: unknown
}

export interface InvoiceQuery {
  /** Sent upper-case; compared case-insensitively. */
  status?: string
  /** Records inserted at or after this instant (a Date or an ISO date-time). */
  since?: Date | string
  /**
   * The most recent N: sent as a query parameter (which the server may ignore) and applied by listInvoices; a
   * caller of eachInvoice keeps the last N itself (Output.list's `limit`).
   */
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

// A list answer: the bare array of docs/service-interface.md §4.3, or the `{"data": [...]}` envelope other endpoints use. Unwrapped before
// the check, so that a bad record is named by its index and field (`[0].invoiceId: required`).
export const unwrapData = (b: unknown) =>
  b && typeof b === 'object' && !Array.isArray(b) && Array.isArray((b as {data?: unknown}).data) ? (b as {data: unknown[]}).data : b

function sinceTime(since: Date | string | undefined): number | undefined {
  if (since === undefined) return undefined
  const t = typeof since === 'string' ? Date.parse(since) : since.getTime()
  if (Number.isNaN(t)) throw new UsageError(`since: not a date-time: ${String(since)}`)
  return t
}

/** Whether a record passes the query's filters (applied here too: the server may ignore the query parameters). */
function matches(record: InvoiceRecord, status: string | undefined, since: number | undefined): boolean {
  if (status && record.status.toUpperCase() !== status) return false
  if (since !== undefined && record.insertedAt) {
    const t = Date.parse(record.insertedAt)
    if (!Number.isNaN(t) && t < since) return false
  }
  return true
}

/**
 * The answer checks of schemas/answer.ts and the Bolepix schemas, loaded when first needed (zod with them), once: an
 * import's thousands of creation answers share them.
 */
let loadedAnswers: Promise<typeof import('../schemas/answer.js') & typeof import('../schemas/bolepix-answers.js')> | undefined
const answers = () =>
  (loadedAnswers ??= Promise.all([import('../schemas/answer.js'), import('../schemas/bolepix-answers.js')]).then(([answer, schemas]) => ({
    ...answer,
    ...schemas,
  })))

/** What zod finds wrong with an invoice record that invoiceRecordFits refused, each issue's path after `at`. */
async function invoiceRecordIssues(record: unknown, at: readonly PropertyKey[]): Promise<ValidationIssue[]> {
  const {answerIssues, invoiceRecordSchema} = await answers()
  return answerIssues(invoiceRecordSchema, record, at)
}

/**
 * POST /api/v2/payments/bolepix. A lost answer throws "outcome unknown: the charge may or may not have been created",
 * and an accepted one that does not fit an unknown outcome too, naming the body's order_id (transport.ts requestChecked).
 */
export async function createInvoice(t: Transport, body: unknown): Promise<CreateInvoiceResponse> {
  const {answerAsSent, createAnswerSchema} = await answers()
  const orderId = (body as {order_id?: unknown} | undefined)?.order_id
  const {data} = await t.requestChecked(
    {
      method: 'POST',
      path: '/api/v2/payments/bolepix',
      body,
      auth: 'access',
      subject: 'the charge',
      orderId: typeof orderId === 'string' && orderId !== '' ? orderId : undefined,
    },
    answerAsSent(createAnswerSchema),
  )
  return data
}

/** GET /api/v2/payments/bolepix/{invoiceId}/pdf → `{url}` (the API's answer). */
export async function getPdfUrl(t: Transport, invoiceId: string): Promise<PdfResponse> {
  const {answerAsSent, pdfAnswerSchema} = await answers()
  const {data} = await t.requestChecked(
    {method: 'GET', path: `/api/v2/payments/bolepix/${pathId(invoiceId)}/pdf`, auth: 'access'},
    answerAsSent(pdfAnswerSchema),
  )
  return data
}

/**
 * GET /bolepix/invoices?sellerId=… (plus status and since, which the server may ignore: they are applied here too),
 * one record at a time as the answer arrives: each is checked, filtered and handed to `onRecord` (awaited), and none
 * is kept, so a list of any size takes bounded memory (docs/performance.md). Accepts a bare array or `{"data": [...]}`.
 * Resolves to the number of records handed over.
 */
export async function eachInvoice(
  t: Transport,
  sellerId: string,
  query: InvoiceQuery,
  onRecord: (record: InvoiceRecord) => void | Promise<void>,
): Promise<number> {
  const status = query.status?.trim().toUpperCase() || undefined
  const since = sinceTime(query.since)
  let handed = 0
  const path = '/bolepix/invoices'
  const response = await t.request({
    method: 'GET',
    path,
    query: {sellerId, status, since: since === undefined ? undefined : new Date(since).toISOString(), limit: query.limit},
    auth: 'access',
    streamList: async (item, index) => {
      const issues = invoiceRecordFits(item) ? [] : await invoiceRecordIssues(item, [index])
      if (issues.length > 0) {
        throw new ApiError(
          200,
          `unexpected answer from GET ${path}: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
          undefined,
          issues,
        )
      }
      const record = item as InvoiceRecord
      if (!matches(record, status, since)) return
      handed++
      await onRecord(record)
    },
  })
  // Not a list at all (an object without `data`, or not JSON).
  const body = response.body
  if (response.text !== '' || (body !== undefined && !Array.isArray(unwrapData(body)))) {
    const what =
      body === undefined
        ? 'not JSON'
        : Array.isArray(body)
          ? 'an array'
          : body === null
            ? 'null'
            : `${typeof body === 'object' ? 'an object' : `a ${typeof body}`}`
    const issues = [{path: 'body', message: `must be a list of invoices (an array, or an object with a "data" array), not ${what}`}]
    throw new ApiError(
      response.status,
      `unexpected answer from GET ${path}: body: ${issues[0]!.message}${response.text ? ` (${response.text.slice(0, 200)})` : ''}`,
      body,
      issues,
    )
  }
  return handed
}

/** Thrown by checkAccess's list callback to stop reading at the first record: enough has been seen. */
class SeenEnough extends Error {}

/**
 * That the service answers and accepts the access token for this seller, with the request `login` verifies with
 * (docs/contract.md#commands): GET /bolepix/invoices?sellerId=, read only up to its first record, so it stays cheap
 * whatever the seller holds. Throws what the request throws (a network error, 401/403 as AuthError).
 */
export async function checkAccess(t: Transport, sellerId: string): Promise<void> {
  try {
    await t.request({
      method: 'GET',
      path: '/bolepix/invoices',
      query: {sellerId},
      auth: 'access',
      streamList: () => {
        throw new SeenEnough()
      },
    })
  } catch (err) {
    if (!(err instanceof SeenEnough)) throw err
  }
}

/** Every invoice that passes the query, in the API's order (eachInvoice, kept). */
export async function listInvoices(t: Transport, sellerId: string, query: InvoiceQuery = {}): Promise<InvoiceRecord[]> {
  const records: InvoiceRecord[] = []
  await eachInvoice(t, sellerId, query, (r) => void records.push(r))
  return query.limit !== undefined && records.length > query.limit ? records.slice(records.length - query.limit) : records
}

const notFound = (invoiceId: string, cause?: unknown) =>
  new NotFoundError(`not found: no Bolepix invoice ${JSON.stringify(invoiceId)}`, cause === undefined ? undefined : {cause})

/**
 * GET /bolepix/invoices/{invoiceId}: the API answers an array; this returns the one record (the one whose
 * invoiceId matches, else the first). Empty answer or 404 → NotFoundError (exit 1).
 */
export async function getInvoice(t: Transport, invoiceId: string): Promise<InvoiceRecord> {
  let records: InvoiceRecord[]
  try {
    // One record: the array of docs/service-interface.md §4.4, the envelope, or (tolerated) a bare object.
    const {data} = await t.requestChecked({method: 'GET', path: `/bolepix/invoices/${pathId(invoiceId)}`, auth: 'access'}, async (body) => {
      const unwrapped = unwrapData(body)
      const list = Array.isArray(unwrapped) ? unwrapped : [unwrapped]
      const issues = list.every(invoiceRecordFits) ? [] : (await Promise.all(list.map((r, i) => invoiceRecordIssues(r, [i])))).flat()
      return issues.length === 0 ? {ok: true, value: list as InvoiceRecord[]} : {ok: false, issues}
    })
    records = data
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) throw notFound(invoiceId, err)
    throw err
  }
  const record = records.find((r) => r.invoiceId === invoiceId) ?? records[0]
  if (!record) throw notFound(invoiceId)
  return record
}

/** POST /api/v2/payments/bolepix/{invoiceId}/cancel with `{"reason": …}`. A 404 → NotFoundError (exit 1). */
export async function cancelInvoice(t: Transport, invoiceId: string, reason: string): Promise<CancelResponse> {
  let res
  try {
    // No `subject`: a lost answer then reads "the request may or may not have been processed".
    res = await t.request({method: 'POST', path: `/api/v2/payments/bolepix/${pathId(invoiceId)}/cancel`, body: {reason}, auth: 'access'})
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) throw notFound(invoiceId, err)
    throw err
  }
  // Any JSON answer is tolerated (the message is only shown); an empty one counts as `{}`.
  return (res.body === undefined ? {} : res.body) as CancelResponse
}
