/** What a column of a list is, and a cell's text: shared by the table, the rows it keeps, and TSV. */
import {escapeControl} from '../util/redact.js'

/**
 * How a column's cells fit a narrow table: `id` shows the shortest unique prefix (at least 8 characters); `url` is cut
 * in the middle (host and path end kept); `text` is cut at its end with `…`; `document` is a CPF/CNPJ, masked in the
 * table; `fixed` is never cut (money, status, times, counts: a cut one would be wrong).
 */
export type ColumnKind = 'id' | 'url' | 'text' | 'document' | 'fixed'

export interface Column<T> {
  header: string
  /** The name `--columns` takes (lower-case, no spaces). */
  key: string
  get: (row: T) => string | number | undefined | null
  /**
   * A shorter form for a table that is not --wide (`in 3 h` for `2026-11-22 10:08:01 (in 3 h)`); piped TSV and --wide
   * show `get`'s whole value.
   */
  short?: (row: T) => string | number | undefined | null
  /** Default `text`. */
  kind?: ColumnKind
  /** Colour for the terminal only (pipes get plain text); given the cell as shown. */
  style?: (text: string) => string
  /**
   * When the table is too wide, columns are left out in decreasing order of `drop`; 0 (the default for the first
   * column) never. Give the columns people came for low numbers.
   */
  drop?: number
  /** Shown on a terminal only when some row has a value (a field the service may not return). */
  optional?: boolean
  /** The width a `text` or `url` column keeps before any column is left out (default 20). */
  comfortable?: number
  /**
   * A `text` or `url` column worth showing whole (a debtor's name, a webhook's target): rather than cut it, columns
   * that cannot shrink and are left out before it (a higher `drop`) give way, when that shows it whole.
   */
  whole?: boolean
  /** `right` for amounts, so that their digits line up (header included); default left. */
  align?: 'right'
  /**
   * The record field it shows, as --fields and --sort name it (`dueDate`, `debtor.name`), when that is not its key:
   * `--columns` takes either.
   */
  field?: string
}

/** A cell's text: nothing for a missing value, every control character escaped (no cell can move the cursor). */
export const clean = (v: unknown): string => (v === undefined || v === null ? '' : escapeControl(String(v)))
export const kindOf = (c: Pick<Column<never>, 'kind'>): ColumnKind => c.kind ?? 'text'
