/**
 * Which rows of a list are printed, and in what order: all as they come, the last --limit, a terminal's `recent`
 * list newest first, or --sort's order (render/list-sort.ts). Each returns the note for stderr when rows were left out.
 */
import {sortedRows, type SortKey} from '../list-sort.js'
import {RECENT_LIMIT, type ListOptions, type ListSink, type RecordSource} from './list-view.js'

/** The last `limit` rows a source hands over (all of them without a limit), and how many it handed over. */
export async function lastRows<T>(each: RecordSource<T>, limit: number | undefined): Promise<{rows: T[]; total: number}> {
  const rows: T[] = []
  let total = 0
  await each((row) => {
    total++
    rows.push(row)
    if (limit !== undefined && rows.length > limit) rows.shift()
  })
  return {rows, total}
}

/**
 * A `recent` list on a terminal: the last N records (--limit, else RECENT_LIMIT unless --all) newest first, all
 * of them read and counted (the API gives no total); returns the note for stderr when some may have been left out.
 */
export async function recentRows<T>(each: RecordSource<T>, sink: ListSink<T>, options: ListOptions): Promise<string | undefined> {
  const limit = options.limit ?? (options.all ? undefined : RECENT_LIMIT)
  const {rows, total} = await lastRows(each, limit)
  for (const row of rows.reverse()) await sink.add(row)
  if (rows.length < total) return `${rows.length} of ${total}: --limit N or --all`
  // The service was asked for at most `limit` and sent that many: there may be more, how many is not known.
  if (options.limitSent && limit !== undefined && total === limit) return `${total} shown: more with --limit N or --all`
  return undefined
}

/**
 * A --sort list: every record read (`record` gives the one a row stands for), then handed over in the order of
 * `sort`; at most `limit` (on a terminal a `recent` list's default, RECENT_LIMIT unless --all). Returns the note for
 * a terminal when some were left out.
 */
export async function sortedList<T>(
  each: RecordSource<T>,
  sink: ListSink<T>,
  record: (row: T) => unknown,
  options: ListOptions & {sort: readonly SortKey[]},
  isTTY: boolean,
): Promise<string | undefined> {
  const recent = isTTY && options.recent
  const limit = options.limit ?? (recent && !options.all ? RECENT_LIMIT : undefined)
  const {rows, total} = await sortedRows(each, options.sort, record, limit)
  for (const row of rows) await sink.add(row)
  return recent && rows.length < total ? `${rows.length} of ${total}: --limit N or --all` : undefined
}

/** Hands the rows of `each` to `sink` in the order and number `options` ask for; the note for stderr, if any. */
export async function feedList<T>(
  each: RecordSource<T>,
  sink: ListSink<T>,
  record: (row: T) => unknown,
  options: ListOptions,
  isTTY: boolean,
): Promise<string | undefined> {
  const sort = options.sort
  if (sort && sort.length > 0) return sortedList(each, sink, record, {...options, sort}, isTTY)
  if (isTTY && options.recent) return recentRows(each, sink, options)
  if (options.limit === undefined) {
    await each((row) => sink.add(row))
    return undefined
  }
  const last = await lastRows(each, options.limit)
  for (const row of last.rows) await sink.add(row)
  return undefined
}
