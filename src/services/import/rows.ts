/**
 * Row validation, before anything is sent: the same rules as `bolepix create` (one schema built once for the whole
 * file), duplicate order ids, and order ids for rows that have none, derived from the row's values so that a rerun
 * gives every row the same id again, whatever bytes carried it (docs/import.md#order-ids).
 */
import {createHash} from 'node:crypto'
import type {ValidationIssue} from '../../errors.js'
import type {BolepixCreateBody} from '../../schemas/bolepix.js'
import {getPath} from '../../util/object-path.js'
import {bolepixChecker} from '../bolepix/body.js'
import {canonicalJson, type ImportSource, type SourceRow} from './source.js'

export interface PreparedRow {
  line: number
  orderId: string
  body: BolepixCreateBody & {order_id: string}
  /** The order id was derived by payctl (the row had none). */
  generated: boolean
  /** What payctl changed in the row's values (a restored leading zero). */
  notes?: string[]
}

export interface InvalidRow {
  line: number
  /** The row's own order id, when it gave one. */
  orderId?: string
  issues: ValidationIssue[]
}

export interface CheckedRows {
  valid: PreparedRow[]
  invalid: InvalidRow[]
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const NAMESPACE = 'payctl bolepix import v1'
const ROW_NAMESPACE = 'payctl bolepix import v2 row'

/** Which derived order ids: of the row's values (since v2), or the first scheme's, of the file and the line. */
export type OrderIdScheme = 'row' | 'file-and-line'

/**
 * The first scheme's order id (journals of version 1): SHA-256 over the file's SHA-256, the line number and the
 * row's cells as written (canonical JSON keyed by body path). Kept only to resume a journal written with it.
 */
export function deterministicOrderId(fileSha256: string, line: number, canonical: string): string {
  return uuidOf(createHash('sha256').update(`${NAMESPACE}\n${fileSha256}\n${line}\n${canonical}`).digest())
}

/**
 * The order id of a row that has none: SHA-256 over the row's canonical values (rowKey) and its occurrence among
 * identical rows of the file (0 for the first), laid out as a name-based UUID (version 5 bits, SHA-256 instead of
 * SHA-1). The same rows give the same ids on every run, from any encoding, line ends, column order or .xlsx; two
 * identical rows are two charges.
 */
export function rowOrderId(key: string, occurrence: number): string {
  return uuidOf(createHash('sha256').update(`${ROW_NAMESPACE}\n${occurrence}\n${key}`).digest())
}

/**
 * A valid row's canonical values: its checked body (amount as a number, documents and CEP as digits, dates as
 * YYYY-MM-DD) as canonical JSON, without order_id, the due date as written when relative (`+7d`, `today`), so that a
 * rerun on another day is still the same row.
 */
export function rowKey(body: Record<string, unknown>, input: Record<string, unknown>): string {
  const {order_id: _, ...rest} = body
  const due = input.dueDate
  if (typeof due === 'string' && !/^\d{4}-\d{2}-\d{2}$/.test(due.trim())) rest.dueDate = due.trim().toLowerCase()
  return canonicalJson(rest)
}

function uuidOf(h: Buffer): string {
  h[6] = (h[6]! & 0x0f) | 0x50
  h[8] = (h[8]! & 0x3f) | 0x80
  const x = h.subarray(0, 16).toString('hex')
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`
}

/** Validates every row; returns the valid ones (bodies ready to send) and the invalid ones with every issue. */
export function checkRows(
  source: Pick<ImportSource, 'sha256' | 'rows'>,
  options: {today?: string; scheme?: OrderIdScheme} = {},
): CheckedRows {
  const check = bolepixChecker({today: options.today})
  const valid: PreparedRow[] = []
  const invalid: InvalidRow[] = []
  const seen = new Map<string, number>()
  const PENDING = '00000000-0000-5000-8000-000000000000'
  for (const row of source.rows) {
    const given = givenOrderId(row)
    if (row.problems || !row.input) {
      invalid.push({line: row.line, orderId: given, issues: row.problems ?? [{path: '', message: 'unreadable row'}]})
      continue
    }
    const input = row.input
    const r = check(input, () => PENDING)
    if (!r.ok) {
      invalid.push({line: row.line, orderId: given, issues: withDatesRead(r.issues, input)})
      continue
    }
    const body = r.prepared.body
    if (r.prepared.generatedOrderId) {
      if (options.scheme === 'file-and-line')
        body.order_id = deterministicOrderId(source.sha256, row.line, row.legacy ?? canonicalJson(input))
      else {
        const key = rowKey(body, input)
        const occurrence = seen.get(key) ?? 0
        seen.set(key, occurrence + 1)
        body.order_id = rowOrderId(key, occurrence)
      }
    }
    valid.push({
      line: row.line,
      orderId: body.order_id,
      body,
      generated: Boolean(r.prepared.generatedOrderId),
      ...(row.notes ? {notes: row.notes} : {}),
    })
  }
  return markDuplicates(valid, invalid)
}

const DATE_PATHS = new Set(['dueDate', 'instructions.discount.limitDate'])

/**
 * A refused date says which date was read: what a cell shows is not always what it holds (a date cell of another
 * program's making, a date typed month first), so the refusal alone would not tell why.
 */
function withDatesRead(issues: ValidationIssue[], input: Record<string, unknown>): ValidationIssue[] {
  return issues.map((issue) => {
    const value = DATE_PATHS.has(issue.path) ? getPath(input, issue.path) : undefined
    if (typeof value !== 'string' || value.trim() === '' || issue.message.includes(value.trim())) return issue
    return {...issue, message: `${issue.message} (the date read: ${value.trim()})`}
  })
}

function givenOrderId(row: SourceRow): string | undefined {
  const v = row.input?.order_id
  return typeof v === 'string' && UUID.test(v.trim()) ? v.trim() : undefined
}

/** Every row whose order id appears more than once is invalid (which of them was meant is not ours to guess). */
function markDuplicates(valid: PreparedRow[], invalid: InvalidRow[]): CheckedRows {
  const lines = new Map<string, number[]>()
  const add = (id: string | undefined, line: number) => {
    if (!id) return
    const key = id.toLowerCase()
    const list = lines.get(key)
    if (list) list.push(line)
    else lines.set(key, [line])
  }
  for (const r of valid) add(r.orderId, r.line)
  for (const r of invalid) add(r.orderId, r.line)
  const dupMessage = (id: string, line: number): string | undefined => {
    const list = lines.get(id.toLowerCase())!
    if (list.length < 2) return undefined
    const others = list.filter((l) => l !== line)
    return `duplicate order id ${id} (also on line${others.length > 1 ? 's' : ''} ${others.join(', ')})`
  }
  const keep: PreparedRow[] = []
  for (const r of valid) {
    const dup = dupMessage(r.orderId, r.line)
    if (dup) invalid.push({line: r.line, orderId: r.orderId, issues: [{path: 'order_id', message: dup}]})
    else keep.push(r)
  }
  for (const r of invalid) {
    if (!r.orderId || r.issues.some((i) => i.path === 'order_id')) continue
    const dup = dupMessage(r.orderId, r.line)
    if (dup) r.issues.push({path: 'order_id', message: dup})
  }
  invalid.sort((a, b) => a.line - b.line)
  return {valid: keep, invalid}
}
