/**
 * How `payctl find` looks (docs/output.md): one row per match with its kind, short id, status, the fields that
 * matched, what it is (who owes how much, which event) and the command that shows more; a note on stderr when only
 * the most recent records were searched.
 */
import type {InvoiceRecord} from '../schemas/bolepix-answers.js'
import {resourceIdOf, type Notification, type PayEvent} from '../schemas/events.js'
import {FIND_FIELDS} from '../schemas/record-fields.js'
import type {FindMatch, Searched} from '../services/find/index.js'
import {escapeControl} from '../util/redact.js'
import {formatAmount} from './bolepix.js'
import {colorStatus, formatTime, type Colors} from './format.js'
import type {ListView} from './output.js'

/**
 * What the record is, in a few words: `Maria Silva, R$ 150,75, due 2026-12-01` (`brief`: without the due date);
 * `charge-in about 3b4eaa1d…, 2026-11-22 10:00:00`; a notification's event and target.
 */
export function matchSummary(m: FindMatch, brief = false): string {
  if (m.kind === 'charge') {
    const r = m.record as InvoiceRecord
    const debtor = r.debtor && typeof r.debtor === 'object' ? (r.debtor as {name?: unknown}).name : undefined
    const due = r.dueDate && !brief ? `due ${r.dueDate}` : undefined
    return [typeof debtor === 'string' ? debtor : undefined, formatAmount(r.amount), due].filter(Boolean).join(', ')
  }
  if (m.kind === 'event') {
    const e = m.record as PayEvent
    const resource = resourceIdOf(e.data)
    return `${e.event}${resource ? ` about ${resource}` : ''}, ${formatTime(e.inserted_at)}`
  }
  const n = m.record as Notification
  return `${n.event ?? 'event'} ${n.event_id} to ${n.target ?? '?'}`
}

/** The command that shows more of a match (with the short id: every command takes an id's first 8 characters). */
export function seeMore(m: Pick<FindMatch, 'kind' | 'record'>, id: string): string {
  if (m.kind === 'charge') return `payctl bolepix get ${id}`
  if (m.kind === 'event') return `payctl events show ${id}`
  return `payctl events show ${(m.record as Notification).event_id}`
}

/** The table of matches; --json, --jsonl and --csv print `{kind, id, status, matched, record}` per match. */
export function findView(colors: Colors, empty = 'nothing found'): ListView<FindMatch> {
  return {
    empty,
    fields: FIND_FIELDS,
    record: (m) => ({kind: m.kind, id: m.id, status: m.status, matched: m.matched, record: m.record}),
    columns: [
      {header: 'KIND', key: 'kind', kind: 'fixed', get: (m) => m.kind, drop: 0},
      // The short id is unique among every record of its kind that was searched, not only among the matches.
      {header: 'ID', key: 'id', kind: 'fixed', get: (m) => m.id, short: (m) => m.short, drop: 0},
      {header: 'STATUS', key: 'status', kind: 'fixed', get: (m) => m.status ?? '', style: (s) => colorStatus(s, colors), drop: 0},
      {header: 'MATCHED', key: 'matched', get: (m) => m.matched.join(', '), drop: 2, comfortable: 11},
      {header: 'WHAT', key: 'what', get: (m) => escapeControl(matchSummary(m)), short: (m) => escapeControl(matchSummary(m, true)), drop: 3, comfortable: 20},
      {header: 'SEE', key: 'see', kind: 'fixed', get: (m) => seeMore(m, m.id), short: (m) => seeMore(m, m.short), drop: 1},
    ],
  }
}

const NOUNS: Record<Searched['kind'], [string, string]> = {charge: ['charge', 'charges'], event: ['event', 'events'], notification: ['notification', 'notifications']}
const count = (n: number, kind: Searched['kind']) => `${n} ${NOUNS[kind][n === 1 ? 0 : 1]}`

/** `searched 12 charges, 30 events and 41 notifications`. */
export function searchedLine(searched: readonly Searched[]): string {
  const parts = searched.map((s) => count(s.searched, s.kind))
  return `searched ${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
}

/** `only the most recent 50 of 230 charges and 50 of 900 events were searched (--limit)`, or undefined. */
export function limitedLine(searched: readonly Searched[]): string | undefined {
  const cut = searched.filter((s) => s.searched < s.total)
  if (cut.length === 0) return undefined
  const parts = cut.map((s) => `${s.searched} of ${count(s.total, s.kind)}`)
  const list = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
  return `only the most recent ${list} were searched (--limit); older ones were not`
}
