/** How a list of records in time order is printed, from its parsed flags (no oclif: command functions use it). */
import type {SortKey} from '../render/list-sort.js'
import type {ListOptions} from '../render/output.js'

/** Flags of a list of records in time order that decide which records are printed, and in what order. */
export interface RecentListFlags {
  all?: boolean
  limit?: number
  sort?: SortKey[]
}

/**
 * The --limit to send to the service: none with --sort, whose first N can be anywhere among all the records (the
 * service would send the most recent N).
 */
export function limitToSend(flags: RecentListFlags): number | undefined {
  return flags.sort ? undefined : flags.limit
}

/** Output.list's options for a list of records in time order, from --all, --limit and --sort. */
export function recentListOptions(flags: RecentListFlags): ListOptions {
  return {recent: true, all: flags.all, limit: flags.limit, limitSent: limitToSend(flags) !== undefined, sort: flags.sort}
}
