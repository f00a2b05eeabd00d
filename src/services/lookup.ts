/**
 * Ids as people type them (docs/contract.md#flags-and-arguments): an invoice, event, notification or webhook id is
 * tried as given first and, only when nothing has that id, as a prefix of at least 8 characters, the short ids the
 * tables show (like git's short hashes). A prefix that fits several records is an error listing them. Card payment
 * ids stay exact: the service has no way to list payments, so there is nothing to search.
 */
import {eachInvoice} from '../api/bolepix.js'
import type {Transport} from '../api/transport.js'
import {ApiError, NotFoundError, UsageError, withNext} from '../errors.js'

/** The shortest prefix that is looked up (as `bolepix list` shows ids). */
export const MIN_PREFIX = 8

/** How many candidates an ambiguity error names. */
const SHOWN_CANDIDATES = 10

export type IdKind = 'invoice' | 'event' | 'notification' | 'webhook'

const NOUN: Record<IdKind, string> = {invoice: 'Bolepix charges', event: 'events', notification: 'notifications', webhook: 'webhooks'}

/** The command that lists the ids of a kind: what comes next after an id that is not there (errors.ts withNext). */
const LISTED_BY: Record<IdKind, string> = {
  invoice: 'payctl bolepix list',
  event: 'payctl events list',
  notification: 'payctl events notifications',
  webhook: 'payctl webhook list',
}

/** Whether `id` starts with `prefix`, ignoring case (ids are shown lower-case; people may type them otherwise). */
export function hasPrefix(id: string, prefix: string): boolean {
  return id.length >= prefix.length && id.slice(0, prefix.length).toLowerCase() === prefix.toLowerCase()
}

/** Whether `given` may stand for a longer id. */
export function couldBePrefix(given: string): boolean {
  return given.length >= MIN_PREFIX
}

/** The one id among `ids` that starts with `prefix`, undefined when none does; a usage error (exit 2) when several do. */
export function pickByPrefix(kind: IdKind, prefix: string, ids: Iterable<string>): string | undefined {
  const found = [...new Set([...ids].filter((id) => hasPrefix(id, prefix)))]
  if (found.length <= 1) return found[0]
  const shown = found.slice(0, SHOWN_CANDIDATES).join(', ')
  const more = found.length > SHOWN_CANDIDATES ? ` and ${found.length - SHOWN_CANDIDATES} more` : ''
  throw new UsageError(
    `ambiguous ${kind} id "${prefix}": ${found.length} ${NOUN[kind]} have ids that start with it (${shown}${more}); give more characters`,
    {
      details: {prefix, candidates: found},
    },
  )
}

const isNotFound = (err: unknown) => err instanceof NotFoundError || (err instanceof ApiError && err.status === 404)

/**
 * Runs `attempt` with the id as given; when it finds nothing (NotFoundError or a 404) and the id is long enough to be
 * a prefix, looks the prefix up among `candidates()` and runs `attempt` again with the one full id. The first "not
 * found" stands when no id has that prefix.
 */
export async function byIdOrPrefix<R>(
  kind: IdKind,
  given: string,
  attempt: (id: string) => Promise<R>,
  candidates: (prefix: string) => Promise<Iterable<string>>,
): Promise<{id: string; result: R}> {
  try {
    return {id: given, result: await attempt(given)}
  } catch (err) {
    if (isNotFound(err) && !couldBePrefix(given)) throw withNext(withShortIdHint(err), LISTED_BY[kind])
    if (!isNotFound(err)) throw err
    const id = pickByPrefix(kind, given, await candidates(given))
    if (id === undefined || id === given) throw withNext(err, LISTED_BY[kind])
    return {id, result: await attempt(id)}
  }
}

/** A "not found" for an id shorter than a short id, with the hint that short ids need 8 characters (a hint only). */
function withShortIdHint(err: unknown): unknown {
  const hint = ` (a short id needs at least ${MIN_PREFIX} characters, as the tables show them)`
  if (err instanceof NotFoundError) return new NotFoundError(`${err.message}${hint}`, {details: err.details, cause: err})
  if (err instanceof ApiError) return new ApiError(err.status, `${err.message}${hint}`, err.body, err.details)
  return err
}

/** The seller's invoice ids that start with `prefix` (GET /bolepix/invoices, streamed: none but those is kept). */
export async function invoiceIdsWithPrefix(t: Transport, sellerId: string, prefix: string): Promise<string[]> {
  const ids: string[] = []
  await eachInvoice(t, sellerId, {}, (r) => {
    if (hasPrefix(r.invoiceId, prefix)) ids.push(r.invoiceId)
  })
  return ids
}

/** `attempt` with an invoice id as given, else as a prefix of one of the seller's invoice ids (byIdOrPrefix). */
export function withInvoiceId<R>(
  t: Transport,
  sellerId: () => Promise<string>,
  given: string,
  attempt: (id: string) => Promise<R>,
): Promise<{id: string; result: R}> {
  return byIdOrPrefix('invoice', given, attempt, async (prefix) => invoiceIdsWithPrefix(t, await sellerId(), prefix))
}

/** Which of `records` has the id `given`, else the one whose id starts with it (≥ 8 characters); undefined when none. */
export function findByIdOrPrefix<T extends {id: string}>(kind: IdKind, given: string, records: readonly T[]): T | undefined {
  const exact = records.find((r) => r.id === given)
  if (exact || !couldBePrefix(given)) return exact
  const id = pickByPrefix(
    kind,
    given,
    records.map((r) => r.id),
  )
  return id === undefined ? undefined : records.find((r) => r.id === id)
}

/** `given` when it is one of `ids`, else the one id that starts with it (≥ 8 characters); undefined when none does. */
export function idAmong(kind: IdKind, given: string, ids: Iterable<string>): string | undefined {
  const all = [...ids]
  if (all.includes(given)) return given
  return couldBePrefix(given) ? pickByPrefix(kind, given, all) : undefined
}
