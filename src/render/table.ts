/**
 * Lists for people and for pipes (docs/output.md): a boxed table fitted to the terminal, or tab-separated text with a
 * header row. The table is payctl's own drawing (the box of cli-table3's compact style): it keeps the columns people
 * came for, shortens ids to unique prefixes and URLs in the middle, never wraps a line, and draws 100,000 rows in
 * linear time from rows kept as cells (CellRows), which cli-table3 could not (its layout time grows faster than the
 * row count: 16,000 rows took half a minute).
 */
import {UsageError} from '../errors.js'
import {didYouMean} from '../util/nearest.js'
import {CellRows} from './cell-rows.js'
import {clean, kindOf, type Column} from './columns.js'
import {maskDocument} from '../format/documents.js'
import {PrefixLengths} from './short-ids.js'
import {displayWidth, graphemePrefix, shortenUrl, truncateEnd} from './width.js'

export {CellRows}
export type {Column, ColumnKind} from './columns.js'

/** How a list is drawn on a terminal. */
export interface TableOptions {
  width: number
  color: boolean
  /** Every column, nothing cut (lines may be wider than the terminal). */
  wide?: boolean
  /** Only these columns (keys), in this order. */
  columns?: readonly string[]
  /** Told the headers of the columns the width left out (none when every column fits), before the table is drawn. */
  leftOut?: (headers: string[]) => void
}

const shrinks = (c: Pick<Column<never>, 'kind'>) => kindOf(c) === 'text' || kindOf(c) === 'url'
/** The narrowest a cut column gets. */
const HARD_MIN = 6

const tsvLine = (cells: readonly string[]) => cells.map((c) => c.replace(/[\t\n\r]/g, ' ')).join('\t')

/** The TSV header: every column, in order (the same for an empty and a full list). */
export const tsvHeader = <T>(columns: readonly Column<T>[]): string => `${tsvLine(columns.map((c) => c.header))}\n`

/** One TSV line: every column's whole value (full ids, unmasked documents), tabs and line breaks as spaces. */
export const tsvRow = <T>(columns: readonly Column<T>[], row: T): string => `${tsvLine(columns.map((c) => clean(c.get(row))))}\n`

/**
 * Which columns to show and how wide, for a table `total` columns wide: columns shrink to their comfortable width
 * first, then whole columns are left out by `drop` (highest first); columns that cannot shrink give way to show a
 * column marked `whole` uncut when they are left out before it; then the cut columns shrink further; the table never wraps.
 * `natural` is each column's widest cell (header included) as it would be shown uncut.
 */
export function fitColumns(
  natural: readonly number[],
  columns: readonly Pick<Column<never>, 'kind' | 'drop' | 'comfortable' | 'whole'>[],
  total: number,
): {shown: number[]; widths: number[]} {
  const frame = (n: number) => n * 3 + 1
  const dropOf = (i: number) => columns[i]!.drop ?? (i === 0 ? 0 : 1)
  const floor = (i: number, soft: boolean) =>
    shrinks(columns[i]!) ? Math.min(natural[i]!, soft ? (columns[i]!.comfortable ?? 20) : HARD_MIN) : natural[i]!
  const fits = (set: number[], soft: boolean) => set.reduce((a, i) => a + floor(i, soft), 0) + frame(set.length) <= total
  // The sets to try: all columns, then without the one with the highest `drop` (the rightmost of equals), and so on.
  const sets: number[][] = []
  let set = natural.map((_, i) => i)
  for (;;) {
    sets.push(set)
    const droppable = set.filter((i) => dropOf(i) > 0)
    if (droppable.length === 0) break
    const victim = droppable.reduce((v, i) => (dropOf(i) >= dropOf(v) ? i : v))
    set = set.filter((i) => i !== victim)
  }
  let chosen = sets.find((s) => fits(s, true)) ?? sets.find((s) => fits(s, false)) ?? sets[sets.length - 1]!
  // Columns that cannot shrink (ids, money, times) and are left out before a column marked `whole` give way, the
  // highest `drop` first, when that lets every cut column be shown whole: a debtor's name cut to keep an order id
  // would answer the question less well (docs/output.md).
  const whole = (set: number[]) => set.reduce((a, i) => a + natural[i]!, 0) + frame(set.length) <= total
  const wanted = chosen.filter((i) => columns[i]!.whole && shrinks(columns[i]!))
  if (wanted.length > 0 && !whole(chosen)) {
    const lowest = Math.min(...wanted.map(dropOf))
    const givers = chosen.filter((i) => !shrinks(columns[i]!) && dropOf(i) > lowest).sort((a, b) => dropOf(b) - dropOf(a) || b - a)
    let trial = chosen
    for (const giver of givers) {
      trial = trial.filter((i) => i !== giver)
      if (whole(trial)) {
        chosen = trial
        break
      }
    }
  }
  // Shrink the widest cut column one step at a time until the table fits (never below the hard minimum).
  const widths = chosen.map((i) => natural[i]!)
  let excess = widths.reduce((a, b) => a + b, 0) + frame(chosen.length) - total
  while (excess > 0) {
    let widest = -1
    for (let k = 0; k < chosen.length; k++) {
      if (shrinks(columns[chosen[k]!]!) && widths[k]! > HARD_MIN && (widest < 0 || widths[k]! > widths[widest]!)) widest = k
    }
    if (widest < 0) break
    widths[widest]!--
    excess--
  }
  return {shown: chosen, widths}
}

/**
 * The keys of the columns `--columns` names, each by its key or by the record field it shows (`due` or `dueDate`); a
 * usage error names every name that is neither, with the nearest one.
 */
export function columnKeys<T>(names: readonly string[], columns: readonly Column<T>[]): string[] {
  const of = (name: string) => columns.find((c) => c.key === name) ?? columns.find((c) => (c.field ?? c.key) === name)
  const unknown = names.filter((name) => !of(name))
  if (unknown.length > 0) {
    const choices = columns.flatMap((c) => (c.field && c.field !== c.key ? [c.key, c.field] : [c.key]))
    const fields = columns.filter((c) => c.field && c.field !== c.key).map((c) => c.field!)
    throw new UsageError(
      `--columns: no column ${unknown.map((k) => `"${k}"`).join(', ')}${didYouMean(unknown, choices)}; this list has ${columns.map((c) => c.key).join(', ')}${fields.length > 0 ? ` (or by the field shown: ${fields.join(', ')})` : ''}`,
    )
  }
  return names.map((name) => of(name)!.key)
}

/** The columns a terminal shows: `--columns` (keys, in order), else every column but empty optional ones. */
export function selectColumns<T>(rows: CellRows<T>, options: Pick<TableOptions, 'columns'>): number[] {
  const all = rows.columns.map((_, i) => i)
  if (options.columns) return options.columns.map((key) => rows.columns.findIndex((c) => c.key === key))
  return all.filter((i) => !rows.columns[i]!.optional || rows.hasValues(i))
}

/**
 * The table as pieces of text (a few KB each) to write one by one, made as they are written: boxed, one line per
 * row, fitted to `options.width` unless `wide`.
 */
export function* tableChunks<T>(rows: CellRows<T>, options: TableOptions): Generator<string> {
  const selected = selectColumns(rows, options)
  const columns = selected.map((i) => rows.columns[i]!)
  // Ids: the shortest unique prefix of each (a first pass over the rows), unless wide.
  // Ids: the shortest unique prefix of each (worked out as the rows were added; one more pass over the rows when
  // some ids share their first 8 characters), unless wide.
  const prefixes = new Map<number, PrefixLengths>()
  if (!options.wide) {
    selected.forEach((col, k) => {
      const p = rows.prefixes[col]
      if (p) prefixes.set(k, p)
    })
    const second = selected.filter((col) => rows.prefixes[col]?.needsSecondPass)
    if (second.length > 0) {
      const ids = new Map<number, string[]>(second.map((col) => [col, []]))
      for (const cells of rows.rows())
        for (const col of second) if (rows.prefixes[col]!.sharesPrefix(cells[col]!)) ids.get(col)!.push(cells[col]!)
      for (const col of second) rows.prefixes[col]!.settle(ids.get(col)!)
    }
  }
  const natural = selected.map((col, k) => {
    const p = prefixes.get(k)
    if (!p) return rows.natural(col, Boolean(options.wide))
    return Math.max(displayWidth(columns[k]!.header), p.widest(), 1)
  })
  const {shown, widths} = options.wide ? {shown: natural.map((_, k) => k), widths: natural} : fitColumns(natural, columns, options.width)
  if (shown.length < columns.length) options.leftOut?.(columns.filter((_, k) => !shown.includes(k)).map((col) => col.header))
  const c = options.color
  const grey = (s: string) => (c ? `\u001b[90m${s}\u001b[39m` : s)
  const rule = (l: string, m: string, r: string) => grey(`${l}${widths.map((w) => '─'.repeat(w + 2)).join(m)}${r}`)
  const bar = grey('│')
  const right = shown.map((k) => columns[k]!.align === 'right')
  const line = (cells: string[], style: (k: number, text: string) => string) => {
    let out = bar
    for (let k = 0; k < cells.length; k++) {
      const text = cells[k]!
      const pad = ' '.repeat(Math.max(0, widths[k]! - displayWidth(text)))
      out += right[k] ? ` ${pad}${style(k, text)} ${bar}` : ` ${style(k, text)}${pad} ${bar}`
    }
    return out
  }
  /** Cell `text` in shown position `p`, fitted to its width. */
  const fit = (p: number, text: string): string => {
    if (options.wide) return text
    const k = shown[p]!
    const w = widths[p]!
    switch (kindOf(columns[k]!)) {
      case 'id': {
        const prefix = prefixes.get(k)
        return truncateEnd(prefix ? graphemePrefix(text, prefix.lengthOf(text)) : text, w)
      }
      case 'url':
        // A column too narrow for some URL drops the scheme from all of them, so that its rows read alike.
        return shortenUrl(w < natural[k]! ? text.replace(/^https?:\/\//, '') : text, w)
      case 'document':
        return truncateEnd(maskDocument(text), w)
      case 'fixed':
        return text
      default:
        return truncateEnd(text, w)
    }
  }
  const bold = (s: string) => (c ? `\u001b[1m${s}\u001b[22m` : s)
  const head = shown.map((k, p) => truncateEnd(columns[k]!.header, widths[p]!))
  yield `${rule('┌', '┬', '┐')}\n${line(head, (_, t) => bold(t))}\n${rule('├', '┼', '┤')}\n`
  let piece = ''
  for (const cells of rows.rows()) {
    const fitted = shown.map((k, p) => fit(p, cells[selected[k]!]!))
    piece += `${line(fitted, (p, t) => {
      const style = c ? columns[shown[p]!]!.style : undefined
      return style && t !== '' ? style(t) : t
    })}\n`
    if (piece.length >= 8_192) {
      yield piece
      piece = ''
    }
  }
  yield `${piece}${rule('└', '┴', '┘')}\n`
}

/**
 * The dim line under a table that left columns out (docs/output.md): the flag that shows them and which they are
 * (`--wide shows 3 more columns: MATCHES, MATCHED, SEE`), on one line of the terminal's width.
 */
export function leftOutLine(headers: readonly string[], width: number, flag = '--wide'): string {
  const more = headers.length === 1 ? '1 more column' : `${headers.length} more columns`
  return truncateEnd(`${flag} shows ${more}: ${headers.join(', ')}`, width)
}
