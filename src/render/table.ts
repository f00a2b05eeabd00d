/**
 * Lists: a cli-table3 table fitted to the terminal on a TTY, tab-separated text with a header row on a pipe.
 * The record's id is the first column.
 */
import {escapeControl} from '../util/redact.js'

export interface Column<T> {
  header: string
  get: (row: T) => string | number | undefined | null
  /** Colour for the TTY table only (pipes get plain text). */
  style?: (text: string) => string
  /** Never shortened (ids). */
  keep?: boolean
}

const clean = (v: unknown): string => (v === undefined || v === null ? '' : escapeControl(String(v)))

const tsvLine = (cells: string[]) => cells.map((c) => c.replace(/[\t\n\r]/g, ' ')).join('\t')

/** Tab-separated values with a header row; tabs and newlines inside values become spaces. */
export function toTsv<T>(rows: readonly T[], columns: readonly Column<T>[]): string {
  const out = [tsvLine(columns.map((c) => c.header))]
  for (const row of rows) out.push(tsvLine(columns.map((c) => clean(c.get(row)))))
  return `${out.join('\n')}\n`
}

/** The same text as toTsv, made line by line as it is written (big lists). */
export function* tsvChunks<T>(rows: readonly T[], columns: readonly Column<T>[]): Generator<string> {
  yield `${tsvLine(columns.map((c) => c.header))}\n`
  for (const row of rows) yield `${tsvLine(columns.map((c) => clean(c.get(row))))}\n`
}

function shorten(text: string, width: number): string {
  if (text.length <= width) return text
  return width <= 1 ? text.slice(0, width) : `${text.slice(0, width - 1)}…`
}

/** Column widths that fit `total` columns: shrink the widest non-kept columns first. */
export function fitWidths(natural: number[], keep: boolean[], total: number): number[] {
  const widths = [...natural]
  const overhead = widths.length * 3 + 1 // borders and padding of cli-table3
  let excess = widths.reduce((a, b) => a + b, 0) + overhead - total
  while (excess > 0) {
    let widest = -1
    for (let i = 0; i < widths.length; i++) {
      if (!keep[i] && widths[i]! > 6 && (widest < 0 || widths[i]! > widths[widest]!)) widest = i
    }
    if (widest < 0) break
    widths[widest]!--
    excess--
  }
  return widths
}

/**
 * The columns that fit `total` (indexes, in order) and their widths: shrink first (fitWidths); when the table is still
 * too wide, leave out whole columns from the right — unkept ones first — rather than let lines wrap. The first column
 * (the record's id) always stays.
 */
export function fitColumns(natural: number[], keep: boolean[], total: number): {shown: number[]; widths: number[]} {
  let shown = natural.map((_, i) => i)
  const fit = () => fitWidths(shown.map((i) => natural[i]!), shown.map((i) => keep[i]!), total)
  let widths = fit()
  const used = () => widths.reduce((a, b) => a + b, 0) + widths.length * 3 + 1
  while (used() > total && shown.length > 1) {
    const rest = shown.slice(1)
    const victim = [...rest].reverse().find((i) => !keep[i]) ?? rest[rest.length - 1]!
    shown = shown.filter((i) => i !== victim)
    widths = fit()
  }
  return {shown, widths}
}

/** A boxed table for a terminal `width` columns wide, one line per row (no rule between rows). */
export async function toTable<T>(rows: readonly T[], columns: readonly Column<T>[], width: number, color: boolean): Promise<string> {
  return [...(await tableChunks(rows, columns, width, color))].join('')
}

/** Tables up to this many rows are drawn by cli-table3 alone. */
const FAST_AFTER = 200
/** Characters whose terminal width is one column, the same for cli-table3's string-width: printable ASCII and "…". */
const NARROW = /^[\x20-\x7e\u2026]*$/
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g

/**
 * The table as pieces of text (a few dozen KB each) to write one by one. cli-table3 draws the borders, the header
 * and the first FAST_AFTER rows; its time grows faster than the number of rows (16,000 rows take half a minute),
 * so the rows after those are formatted here the way cli-table3 formats them (every column already fitted and
 * shortened, one line per row). The first rows double as the check: if cli-table3 draws any of them differently
 * from this formatter, or a row holds characters whose width is not one column, cli-table3 draws it.
 */
export async function tableChunks<T>(
  rows: readonly T[],
  columns: readonly Column<T>[],
  width: number,
  color: boolean,
  /** Counts the rows cli-table3 drew (tests). */
  stats: {drawnByCliTable3: number} = {drawnByCliTable3: 0},
): Promise<Iterable<string>> {
  const {default: Table} = await import('cli-table3')
  // The cells are made twice (once for the widths, once to draw) rather than kept: 100,000 rows of cells held
  // next to the rows themselves would double the memory of a big table.
  const cellsOf = (row: T) => columns.map((c) => clean(c.get(row)))
  const natural = columns.map((c) => c.header.length || 1)
  for (const row of rows) {
    const r = cellsOf(row)
    for (let i = 0; i < r.length; i++) if (r[i]!.length > natural[i]!) natural[i] = r[i]!.length
  }
  const cells = rows.slice(0, FAST_AFTER).map(cellsOf)
  const {shown, widths: fitted} = fitColumns(natural, columns.map((c) => Boolean(c.keep)), width)
  const widths: number[] = []
  shown.forEach((col, k) => (widths[col] = fitted[k]!))
  const options = {
    head: shown.map((i) => shorten(columns[i]!.header, widths[i]!)),
    style: {head: color ? ['bold'] : [], border: color ? ['grey'] : [], compact: true},
    colWidths: shown.map((i) => widths[i]! + 2),
    wordWrap: false,
  }
  const styled = (r: string[]) =>
    shown.map((i) => {
      const short = shorten(r[i]!, widths[i]!)
      const style = color ? columns[i]!.style : undefined
      return style ? style(short) : short
    })
  const first = new Table(options)
  for (const r of cells) first.push(styled(r))
  const drawn = first.toString()
  stats.drawnByCliTable3 += cells.length
  if (rows.length <= FAST_AFTER) return [`${drawn}\n`]

  const bar = color ? '\u001b[90m│\u001b[39m' : '│'
  const format = (line: string[]): string | undefined => {
    let out = bar
    for (let k = 0; k < line.length; k++) {
      const text = line[k]!
      const plain = text.includes('\u001b') ? text.replace(ANSI, '') : text
      if (!NARROW.test(plain)) return undefined
      out += ` ${text}${' '.repeat(Math.max(0, widths[shown[k]!]! + 1 - plain.length))}${bar}`
    }
    return out
  }
  const lines = drawn.split('\n')
  // The head takes the top border, the header and its rule; the drawn rows follow; the last line is the bottom.
  const headLines = lines.length - FAST_AFTER - 1
  // The check: every first row the formatter can do (some it cannot: wide characters) as cli-table3 drew it.
  let checked = 0
  const agrees =
    cells.every((r, k) => {
      const own = format(styled(r))
      if (own !== undefined) checked++
      return own === undefined || own === lines[headLines + k]
    }) && checked > 0
  const oneRow = (line: string[]): string => {
    stats.drawnByCliTable3++
    const t = new Table({...options, head: []})
    t.push(line)
    return t.toString().split('\n')[1]!
  }
  // A generator: the text is made as it is written, never all at once.
  return (function* () {
    yield `${lines.slice(0, -1).join('\n')}\n`
    let piece = ''
    for (let k = FAST_AFTER; k < rows.length; k++) {
      const line = styled(cellsOf(rows[k]!))
      piece += `${(agrees && format(line)) || oneRow(line)}\n`
      if (piece.length >= 32_768) {
        yield piece
        piece = ''
      }
    }
    yield `${piece}${lines[lines.length - 1]}\n`
  })()
}
