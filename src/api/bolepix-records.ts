/**
 * The read path of `bolepix list`: the records of GET /bolepix/invoices, checked, filtered and handed over one at a
 * time. No zod here (the shape check is schemas/record-shape.ts): the most frequent command stays off zod's loading
 * time (docs/performance.md). api/bolepix.ts re-exports all of it.
 */
import type {Transport} from './transport.js'
import {ApiError, UsageError} from '../errors.js'
import {INVOICE_RECORD_SHAPE} from '../schemas/invoice-record.js'
import {shapeIssues} from '../schemas/record-shape.js'
import type {InvoiceRecord} from '../schemas/bolepix.js'

export interface InvoiceQuery {
  /** Sent upper-case; compared case-insensitively. */
  status?: string
  /** Records inserted at or after this instant (a Date or an ISO date-time). */
  since?: Date | string
  /** At most this many records (the most recent ones). */
  limit?: number
}

// A list answer: the seed's bare array, or the `{"data": [...]}` envelope other endpoints use. Unwrapped before
// validation (not a union), so that a bad record is named by its index and field (`[0].invoiceId: required`).
export const unwrapData = (b: unknown) =>
  b && typeof b === 'object' && !Array.isArray(b) && Array.isArray((b as {data?: unknown}).data) ? (b as {data: unknown[]}).data : b

export function sinceTime(since: Date | string | undefined): number | undefined {
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
      const issues = shapeIssues(item, INVOICE_RECORD_SHAPE, `[${index}]`)
      if (issues.length > 0) {
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
  if (response.text !== '' || (body !== undefined && !Array.isArray(unwrapData(body)))) {
    const what = body === undefined ? 'not JSON' : Array.isArray(body) ? 'an array' : body === null ? 'null' : `${typeof body === 'object' ? 'an object' : `a ${typeof body}`}`
    const issues = [{path: 'body', message: `must be a list of invoices (an array, or an object with a "data" array), not ${what}`}]
    throw new ApiError(response.status, `unexpected answer from GET ${path}: body: ${issues[0]!.message}${response.text ? ` (${response.text.slice(0, 200)})` : ''}`, body, issues)
  }
  return handed
}
