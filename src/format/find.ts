/** `payctl find` in words: what a match is, and what was searched; the same in the command's output and the MCP tool's. */
import type {InvoiceRecord} from '../schemas/bolepix-answers.js'
import {resourceIdOf, type Notification, type PayEvent} from '../schemas/events.js'
import type {FindMatch, Searched} from '../services/find/index.js'
import {formatAmount} from './money.js'
import {formatTime} from './dates.js'

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

const NOUNS: Record<Searched['kind'], [string, string]> = {
  charge: ['charge', 'charges'],
  event: ['event', 'events'],
  notification: ['notification', 'notifications'],
}
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
