/**
 * How a bulk action reads for people (docs/scripting.md#bulk-actions-from-stdin): a line per id on stdout, in the
 * order of the ids, then a summary on stderr; with --dry-run, what would be sent. Ids are escaped (they came from a
 * pipe) and every line goes through the Output's redaction.
 */
import type {BulkResult} from '../services/bulk/run.js'
import {escapeControl} from '../util/redact.js'
import {shellWord} from '../util/shell.js'

/** What a bulk command does to each id, in words. */
export interface BulkAction {
  /** The verb: `cancel`, `capture`. */
  verb: string
  /** Its past participle: `cancelled`, `captured`. */
  done: string
  /** The request one id is sent (for --dry-run): `POST /api/v2/payments/bolepix/ID/cancel with {"reason": "…"}`. */
  request: (id: string) => string
  /** The command that shows where an id stands, after an unknown outcome, given the id quoted for a shell. */
  check: (quotedId: string) => string
}

const LABEL_WIDTH = 10

/** The line of one result: `cancelled  ID`, `failed     ID: why`, `unknown    ID: why`, `not sent   ID: why`. */
export function bulkLine(result: BulkResult, action: BulkAction): string {
  const id = escapeControl(result.id)
  if (result.ok) return `${action.done.padEnd(LABEL_WIDTH)} ${id}`
  const label = result.error.code === 'unknown_outcome' ? 'unknown' : result.error.code === 'not_sent' ? 'not sent' : 'failed'
  return `${label.padEnd(LABEL_WIDTH)} ${id}: ${escapeControl(result.error.message)}`
}

/** The line of one id with --dry-run: `would cancel  ID: POST …`. */
export function dryRunLine(id: string, action: BulkAction): string {
  return escapeControl(`would ${action.verb} ${id}: ${action.request(id)}`)
}

/** An id --dry-run found would fail: `would fail ID: already PAID: …`. */
export function wouldFailLine(result: BulkResult): string {
  return escapeControl(`would fail ${result.id}: ${result.ok ? '' : result.error.message}`)
}

/** Counts of a run: how many ended each way. */
export function bulkCounts(results: readonly BulkResult[]): {ok: number; failed: number; unknown: number; notSent: number} {
  const counts = {ok: 0, failed: 0, unknown: 0, notSent: 0}
  for (const r of results) {
    if (r.ok) counts.ok++
    else if (r.error.code === 'unknown_outcome') counts.unknown++
    else if (r.error.code === 'not_sent') counts.notSent++
    else counts.failed++
  }
  return counts
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/**
 * The summary lines (stderr): `50 ids: 46 cancelled, 4 failed`, then what to do about unknown outcomes and ids not
 * sent. `repeated` ids given more than once were acted on once.
 */
export function bulkSummary(results: readonly BulkResult[], action: BulkAction, options: {repeated: number; dryRun?: boolean}): string[] {
  const lines: string[] = []
  const ids = plural(results.length, 'id')
  const again = options.repeated > 0 ? ` (${plural(options.repeated, 'repeated id')} taken once)` : ''
  if (options.dryRun) {
    const failing = results.filter((r) => !r.ok).length
    const would =
      failing === 0
        ? `${ids} would be ${action.done}`
        : `${ids}: ${results.length - failing} would be ${action.done}, ${failing} would fail`
    lines.push(`dry run: ${would}${again}; nothing was sent`)
    return lines
  }
  const c = bulkCounts(results)
  const parts = [`${c.ok} ${action.done}`]
  if (c.failed) parts.push(`${c.failed} failed`)
  if (c.unknown) parts.push(`${c.unknown} unknown`)
  if (c.notSent) parts.push(`${c.notSent} not sent`)
  lines.push(`${ids}: ${parts.join(', ')}${again}`)
  const unknown = results.filter((r) => !r.ok && r.error.code === 'unknown_outcome')
  if (unknown.length > 0) {
    lines.push(
      `an unknown outcome is never resent (it may have taken effect): check ${unknown.length === 1 ? 'it' : 'each'} before acting again, e.g. ${action.check(shellWord(escapeControl(unknown[0]!.id)))}`,
    )
  }
  if (c.notSent > 0) lines.push(`the ${plural(c.notSent, 'id')} not sent can be piped in again`)
  return lines
}
