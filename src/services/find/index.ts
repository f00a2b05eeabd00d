/**
 * `payctl find TEXT` (docs/contract.md#find): one lookup across what the API returns — the seller's charges
 * (GET /bolepix/invoices, streamed), the events with their payloads (GET /api/events) and the notifications
 * (GET /api/notifications). An event about a charge that matched, and a notification of an event that matched or is
 * about such a charge, are not listed again: the charge's timeline (`bolepix get ID --timeline`) shows them.
 */
import {eachInvoice} from '../../api/bolepix.js'
import {listEvents, listNotifications} from '../../api/events.js'
import type {Transport} from '../../api/transport.js'
import type {InvoiceRecord} from '../../schemas/bolepix-answers.js'
import {resourceIdOf, type Notification, type PayEvent} from '../../schemas/events.js'
import {uniquePrefixLengths} from '../../util/prefix.js'
import {MIN_PREFIX} from '../lookup.js'
import {matchingFields} from './match.js'
import {parseFindText, type FindQuery} from './query.js'

export type FindKind = 'charge' | 'event' | 'notification'

/** One match: what `--json` prints (kind, id, status, matched, record) and, for the screen, a short unique id. */
export interface FindMatch {
  kind: FindKind
  /** A charge's invoiceId, an event's or a notification's id. */
  id: string
  status: string | null
  /** The dotted paths of the fields that matched. */
  matched: string[]
  /** The record as the API sent it (a charge as `bolepix get --json` prints it). */
  record: InvoiceRecord | PayEvent | Notification
  /** The shortest prefix (8 characters or more) that no other searched record of its kind shares. */
  short: string
}

export interface Searched {
  kind: FindKind
  /** How many were searched. */
  searched: number
  /** How many the API returned (more than `searched` when --limit left the older ones out). */
  total: number
}

export interface FindResult {
  query: FindQuery
  matches: FindMatch[]
  searched: Searched[]
}

export interface FindOptions {
  /** Search only the most recent N of each kind. */
  limit?: number
  sellerId: () => Promise<string>
}

/** The most recent `limit` records (the API lists oldest first). */
const recent = <T>(all: T[], limit: number | undefined): T[] =>
  limit !== undefined && all.length > limit ? all.slice(all.length - limit) : all

/**
 * The short id of each of `ids` (at least 8 characters, unique among them), worked out once for all of them as every
 * list does (util/prefix.ts: sorted once, each id against its neighbours), not per match against every id: 20,000
 * matches among 20,000 charges took 43 s.
 */
function shortIds(ids: readonly string[]): (id: string) => string {
  const lengths = uniquePrefixLengths(ids, MIN_PREFIX)
  const length = new Map<string, number>()
  ids.forEach((id, k) => length.set(id, lengths[k]!))
  return (id) => id.slice(0, length.get(id) ?? MIN_PREFIX)
}

/** Runs the search; TEXT that has no reading at all is a usage error (exit 2) before anything is sent. */
export async function find(t: Transport, text: string, options: FindOptions): Promise<FindResult> {
  const query = parseFindText(text)
  const limit = options.limit
  // Charges: streamed; without --limit only the matches (and the ids, for short ids) are kept.
  const kept: InvoiceRecord[] = []
  const chargeIds: string[] = []
  let chargeTotal = 0
  const sellerId = await options.sellerId()
  const [, allEvents, allNotifications] = await Promise.all([
    eachInvoice(t, sellerId, {}, (r) => {
      chargeTotal++
      if (limit !== undefined) {
        kept.push(r)
        if (kept.length > limit) kept.shift()
      } else {
        chargeIds.push(r.invoiceId)
        if (matchingFields(query, r).length > 0) kept.push(r)
      }
    }),
    listEvents(t, {}),
    listNotifications(t, {}),
  ])
  if (limit !== undefined) chargeIds.push(...kept.map((r) => r.invoiceId))
  const events = recent(allEvents, limit)
  const notifications = recent(allNotifications, limit)
  const limited = limit !== undefined
  const chargeShort = shortIds(chargeIds)

  const matches: FindMatch[] = []
  const chargeMatched = new Set<string>()
  for (const r of kept) {
    const matched = matchingFields(query, r)
    if (matched.length === 0) continue
    chargeMatched.add(r.invoiceId)
    matches.push({kind: 'charge', id: r.invoiceId, status: r.status, matched, record: r, short: chargeShort(r.invoiceId)})
  }
  const eventShort = shortIds(events.map((e) => e.id))
  const aboutMatchedCharge = (e: PayEvent | undefined) => {
    const resource = e ? resourceIdOf(e.data) : undefined
    return resource !== undefined && chargeMatched.has(resource)
  }
  const eventMatched = new Set<string>()
  const eventById = new Map(allEvents.map((e) => [e.id, e]))
  for (const e of events) {
    const matched = matchingFields(query, e)
    if (matched.length === 0) continue
    eventMatched.add(e.id)
    if (aboutMatchedCharge(e)) continue
    const status =
      e.data && typeof e.data === 'object' && typeof (e.data as {status?: unknown}).status === 'string'
        ? (e.data as {status: string}).status
        : null
    matches.push({kind: 'event', id: e.id, status, matched, record: e, short: eventShort(e.id)})
  }
  const notificationShort = shortIds(notifications.map((n) => n.id))
  for (const n of notifications) {
    const matched = matchingFields(query, n)
    if (matched.length === 0 || eventMatched.has(n.event_id) || aboutMatchedCharge(eventById.get(n.event_id))) continue
    matches.push({kind: 'notification', id: n.id, status: n.status, matched, record: n, short: notificationShort(n.id)})
  }
  return {
    query,
    matches,
    searched: [
      {kind: 'charge', searched: limited ? kept.length : chargeTotal, total: chargeTotal},
      {kind: 'event', searched: events.length, total: allEvents.length},
      {kind: 'notification', searched: notifications.length, total: allNotifications.length},
    ],
  }
}
