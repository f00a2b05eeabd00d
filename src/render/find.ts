/**
 * How `payctl find` looks (docs/output.md): one row per match with its kind, short id, status, the fields that
 * matched, what it is (who owes how much, which event) and the command that shows more; a note on stderr when only
 * the most recent records were searched.
 */
import type {InvoiceRecord} from '../schemas/bolepix-answers.js'
import {resourceIdOf, type Notification, type PayEvent} from '../schemas/events.js'
import {FIND_FIELDS} from '../schemas/record-fields.js'
import type {FindMatch} from '../services/find/index.js'
import {escapeControl} from '../util/redact.js'
import {formatAmount} from '../format/money.js'
import {colorStatus, type Colors} from './format.js'
import type {ListView} from './output.js'
import {matchSummary} from '../format/find.js'

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
      {
        header: 'WHAT',
        key: 'what',
        get: (m) => escapeControl(matchSummary(m)),
        short: (m) => escapeControl(matchSummary(m, true)),
        drop: 3,
        comfortable: 20,
      },
      {header: 'SEE', key: 'see', kind: 'fixed', get: (m) => seeMore(m, m.id), short: (m) => seeMore(m, m.short), drop: 1},
    ],
  }
}

/** Who a record is about: a charge's debtor, or the customer (or debtor) an event's payload names. */
export function whoOf(m: Pick<FindMatch, 'kind' | 'record'>): string {
  const data = m.kind === 'charge' ? m.record : m.kind === 'event' ? (m.record as PayEvent).data : undefined
  if (!data || typeof data !== 'object') return ''
  const d = data as Record<string, unknown>
  const named = (v: unknown) =>
    v && typeof v === 'object' && typeof (v as {name?: unknown}).name === 'string' ? (v as {name: string}).name : undefined
  const name = named(d.debtor) ?? named(d.customer)
  if (name) return name
  return typeof d.customer_id === 'string' ? `customer ${d.customer_id.slice(0, 8)}` : ''
}

/**
 * A row of the terminal table: the matches about one charge or payment (or one event) together, shown by the first of
 * them with how many events and deliveries matched (docs/contract.md#find). Pipes and --json keep one row per match.
 */
export interface FindGroup {
  first: FindMatch
  /** The status now: the charge's, or that of the group's most recent event (a payment's events go CREATED → PAID). */
  status: string | null
  who: string
  events: number
  notifications: number
  charges: number
  matched: string[]
}

/** Groups matches by what they are about: a charge's invoiceId, an event's resource, a notification's event's resource. */
export function groupMatches(matches: readonly FindMatch[]): FindGroup[] {
  const aboutEvent = new Map<string, string>()
  // A payment's events go with its order's (an ORDER event's id is the order id).
  const about = (data: unknown) =>
    data && typeof data === 'object' && typeof (data as {order_id?: unknown}).order_id === 'string'
      ? (data as {order_id: string}).order_id
      : resourceIdOf(data)
  for (const m of matches) if (m.kind === 'event') aboutEvent.set(m.id, about((m.record as PayEvent).data) ?? m.id)
  const keyOf = (m: FindMatch): string => {
    if (m.kind === 'charge') return m.id
    if (m.kind === 'event') return aboutEvent.get(m.id)!
    const eventId = (m.record as Notification).event_id
    return aboutEvent.get(eventId) ?? eventId
  }
  const groups = new Map<string, FindGroup>()
  const latestAt = new Map<string, string>()
  for (const m of matches) {
    const key = keyOf(m)
    let g = groups.get(key)
    if (!g) groups.set(key, (g = {first: m, status: m.status, who: '', events: 0, notifications: 0, charges: 0, matched: []}))
    if (m.kind === 'charge') g.charges++
    else if (m.kind === 'event') {
      g.events++
      const at = (m.record as PayEvent).inserted_at
      if (g.first.kind === 'event' && m.status && at >= (latestAt.get(key) ?? '')) {
        g.status = m.status
        latestAt.set(key, at)
      }
    } else g.notifications++
    if (!g.who) g.who = whoOf(m)
    for (const f of m.matched) if (!g.matched.includes(f)) g.matched.push(f)
  }
  return [...groups.values()]
}

/** `charge`, `3 events`, `charge, 2 events, 4 deliveries`: what a group holds. */
export function groupCount(g: FindGroup): string {
  const parts = [
    g.charges ? (g.charges === 1 ? 'charge' : `${g.charges} charges`) : '',
    g.events ? `${g.events} event${g.events === 1 ? '' : 's'}` : '',
    g.notifications ? `${g.notifications} deliver${g.notifications === 1 ? 'y' : 'ies'}` : '',
  ]
  return parts.filter(Boolean).join(', ')
}

/** A charge group's amount and due date; other groups have neither (a payment's total is in its events). */
const chargeOf = (g: FindGroup): InvoiceRecord | undefined => (g.first.kind === 'charge' ? (g.first.record as InvoiceRecord) : undefined)

/**
 * The terminal table (docs/contract.md#find): one row per charge or payment, who it is about, then its amount and due
 * date (what tells six charges to one "Ana Silva" apart), before the command that shows more, which is the first
 * column left out when the terminal is narrow. What an event or a delivery is comes last; a charge's summary would
 * only repeat its name, amount and due date.
 */
export function findGroupView(colors: Colors, empty = 'nothing found'): ListView<FindGroup> {
  const one = findView(colors, empty)
  return {
    empty,
    fields: FIND_FIELDS,
    record: (g) => one.record!(g.first),
    columns: [
      // The kind is also in the command that shows more; at 80 columns the amount and due date matter more.
      {header: 'KIND', key: 'kind', kind: 'fixed', get: (g) => g.first.kind, drop: 3},
      {header: 'ID', key: 'id', kind: 'fixed', get: (g) => g.first.id, short: (g) => g.first.short, drop: 0},
      {header: 'STATUS', key: 'status', kind: 'fixed', get: (g) => g.status ?? '', style: (s) => colorStatus(s, colors), drop: 0},
      {header: 'WHO', key: 'who', get: (g) => escapeControl(g.who), drop: 0, comfortable: 14, whole: true},
      {header: 'AMOUNT', key: 'amount', kind: 'fixed', align: 'right', get: (g) => formatAmount(chargeOf(g)?.amount), drop: 1},
      {header: 'DUE DATE', key: 'due', kind: 'fixed', get: (g) => chargeOf(g)?.dueDate, drop: 2},
      {header: 'MATCHES', key: 'matches', kind: 'fixed', get: groupCount, drop: 4},
      {header: 'MATCHED', key: 'matched', get: (g) => g.matched.join(', '), drop: 6, comfortable: 11},
      {
        header: 'WHAT',
        key: 'what',
        get: (g) => (g.first.kind === 'charge' ? '' : escapeControl(matchSummary(g.first))),
        short: (g) => (g.first.kind === 'charge' ? '' : escapeControl(matchSummary(g.first, true))),
        drop: 7,
        comfortable: 20,
        optional: true,
      },
      {
        header: 'SEE',
        key: 'see',
        kind: 'fixed',
        get: (g) => seeMore(g.first, g.first.id),
        short: (g) => seeMore(g.first, g.first.short),
        drop: 5,
      },
    ],
  }
}
