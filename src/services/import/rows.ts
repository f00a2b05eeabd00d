/**
 * Row validation, before anything is sent: the same rules as `bolepix create` (one schema built once for the whole
 * file), duplicate order ids, and order ids for rows that have none, derived from the file and the row so that a
 * rerun gives every row the same id again.
 */
import {createHash} from 'node:crypto'
import type {ValidationIssue} from '../../errors.js'
import type {BolepixCreateBody} from '../../schemas/bolepix.js'
import {bolepixChecker} from '../bolepix/body.js'
import {canonicalJson, type ImportSource, type SourceRow} from './source.js'

export interface PreparedRow {
  line: number
  orderId: string
  body: BolepixCreateBody & {order_id: string}
  /** The order id was derived by payctl (the row had none). */
  generated: boolean
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

/**
 * The order id of a row that has none: SHA-256 over the file's SHA-256, the line number and the row's content as
 * canonical JSON (keys sorted; for CSV, the cells keyed by body path), laid out as a name-based UUID (version 5 bits, SHA-256 instead of SHA-1). The same file gives the same
 * ids on every run, so a rerun recognises its rows (and a server that refuses a repeated order_id protects even a
 * rerun without the journal); two rows never share one.
 */
export function deterministicOrderId(fileSha256: string, line: number, canonical: string): string {
  const h = createHash('sha256').update(`${NAMESPACE}\n${fileSha256}\n${line}\n${canonical}`).digest()
  h[6] = (h[6]! & 0x0f) | 0x50
  h[8] = (h[8]! & 0x3f) | 0x80
  const x = h.subarray(0, 16).toString('hex')
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`
}

/** Validates every row; returns the valid ones (bodies ready to send) and the invalid ones with every issue. */
export function checkRows(source: Pick<ImportSource, 'sha256' | 'rows'>, options: {today?: string} = {}): CheckedRows {
  const check = bolepixChecker({today: options.today})
  const valid: PreparedRow[] = []
  const invalid: InvalidRow[] = []
  for (const row of source.rows) {
    const given = givenOrderId(row)
    if (row.problems || !row.input) {
      invalid.push({line: row.line, orderId: given, issues: row.problems ?? [{path: '', message: 'unreadable row'}]})
      continue
    }
    const input = row.input
    const r = check(input, () => deterministicOrderId(source.sha256, row.line, canonicalJson(input)))
    if (!r.ok) {
      invalid.push({line: row.line, orderId: given, issues: r.issues})
      continue
    }
    valid.push({line: row.line, orderId: r.prepared.body.order_id, body: r.prepared.body, generated: Boolean(r.prepared.generatedOrderId)})
  }
  return markDuplicates(valid, invalid)
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
