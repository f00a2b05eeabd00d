/**
 * What a list hands the printer (render/output.ts `Output.list`): the view of its rows, how they arrive, the options
 * of a list command, and the sink each form of output is (one form a file beside this one).
 */
import type {Column} from '../table.js'
import type {SortKey} from '../list-sort.js'
import type {Labelled} from '../../format/labelled.js'

/** What a list command shows: its columns (render/<resource>.ts) and the record each row stands for. */
export interface ListView<T> {
  columns: readonly Column<T>[]
  /** The record a row stands for with --json, --jsonl, --csv: the API's record as it sent it (default: the row itself). */
  record?: (row: T) => unknown
  /** The record's fields, dotted, in order: the columns of --csv and what --fields may pick. */
  fields: readonly string[]
  /** Said on stderr when a terminal table would have no rows. */
  empty: string
  /**
   * On a terminal, each row as a block (a title line, then `label  value` lines, long values wrapped) instead of a
   * table: for a short list whose long cells a table would cut (trigger --list). --wide and --columns, where a command has
   * them, still draw the table.
   */
  block?: (row: T) => {title: string; fields: readonly Labelled[]}
}

export type {Labelled} from '../../format/labelled.js'

/** Records handed over one at a time as they arrive (a list streamed from the API); each hand-over is awaited. */
export type RecordSource<T> = (emit: (row: T) => void | Promise<void>) => Promise<unknown>

export interface ListOptions {
  /** Keep only the most recent N rows (the last N handed over), still in their order. */
  limit?: number
  /**
   * The rows are records in the service's time order, oldest first (docs/decisions.md#lists-on-a-terminal): on a
   * terminal table they are shown newest first, at most RECENT_LIMIT unless `limit` or `all`, with a line on stderr
   * saying how many there were. Pipes and data forms keep the service's order, complete.
   */
  recent?: boolean
  /** --all: no default limit on a terminal. */
  all?: boolean
  /** The API was sent `limit` too (it may have stopped there): a count equal to it says nothing of the total. */
  limitSent?: boolean
  /**
   * --sort (render/list-sort.ts): every record is read, then printed in this order, in every form and on a
   * terminal too (instead of newest first); `limit` (or a terminal's default of RECENT_LIMIT) keeps the first N of
   * that order, in bounded memory (docs/decisions.md#sorting-lists).
   */
  sort?: readonly SortKey[]
  /**
   * Never through a pager: what the command prints after the table (an import's summary) must be seen, not held
   * until the pager is quit.
   */
  noPager?: boolean
  /** The command has no --wide (bolepix import): the line under a table that left columns out names --json instead. */
  noWideFlag?: boolean
}

/** How many rows a terminal shows of a `recent` list without --limit or --all. */
export const RECENT_LIMIT = 30

/** One form of output of a list: each row handed to `add` as it comes (awaited), then `end` once. */
export interface ListSink<T> {
  add(row: T): void | Promise<void>
  end(): Promise<void>
}
