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
  /** When the table is too wide, left out before the other kept columns (a time column, where the status matters more). */
  dropFirst?: boolean
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
export function fitColumns(natural: number[], keep: boolean[], total: number, dropFirst: boolean[] = []): {shown: number[]; widths: number[]} {
  let shown = natural.map((_, i) => i)
  const fit = () => fitWidths(shown.map((i) => natural[i]!), shown.map((i) => keep[i]!), total)
  let widths = fit()
  const used = () => widths.reduce((a, b) => a + b, 0) + widths.length * 3 + 1
  while (used() > total && shown.length > 1) {
    const rest = shown.slice(1)
    const victim = [...rest].reverse().find((i) => !keep[i]) ?? [...rest].reverse().find((i) => dropFirst[i]) ?? rest[rest.length - 1]!
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
 * The table as pieces of text (a few KB each: see Output's writeAll) to write one by one. cli-table3 draws the
 * borders, the header and the first FAST_AFTER rows; its time grows faster than the number of rows (16,000 rows take
 * half a minute), so the rows after those are formatted here the way cli-table3 formats them (every column already
 * fitted and shortened, one line per row). The first rows double as the check: if cli-table3 draws any of them
 * differently from this formatter, or a row holds characters whose width is not one column, cli-table3 draws it.
 */
export async function tableChunks<T>(
  rows: readonly T[],
  columns: readonly Column<T>[],
  width: number,
  color: boolean,
  /** Counts the rows cli-table3 drew (tests). */
  stats: {drawnByCliTable3: number} = {drawnByCliTable3: 0},
): Promise<Iterable<string>> {
  // The cells are made twice (once for the widths, once to draw) rather than kept: 100,000 rows of cells held
  // next to the rows themselves would double the memory of a big table.
  const cellsOf = (row: T) => columns.map((c) => clean(c.get(row)))
  const natural = columns.map((c) => c.header.length || 1)
  for (const row of rows) {
    const r = cellsOf(row)
    for (let i = 0; i < r.length; i++) if (r[i]!.length > natural[i]!) natural[i] = r[i]!.length
  }
  return drawTable(rows.length, (function* () {
    for (const row of rows) yield cellsOf(row)
  })(), natural, columns, width, color, stats)
}

/**
 * The drawing behind tableChunks and cellTableChunks: `count` rows whose cells (already clean) come from `rows`, in
 * order, and the widest cell of each column, header included.
 */
async function drawTable(
  count: number,
  rows: Iterator<string[]>,
  natural: number[],
  columns: readonly Pick<Column<never>, 'header' | 'style' | 'keep' | 'dropFirst'>[],
  width: number,
  color: boolean,
  stats: {drawnByCliTable3: number},
): Promise<Iterable<string>> {
  const {default: Table} = await import('cli-table3')
  const cells: string[][] = []
  for (let k = 0; k < Math.min(count, FAST_AFTER); k++) cells.push(rows.next().value as string[])
  const {shown, widths: fitted} = fitColumns(natural, columns.map((c) => Boolean(c.keep)), width, columns.map((c) => Boolean(c.dropFirst)))
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
  if (count <= FAST_AFTER) return [`${drawn}\n`]

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
    for (let k = FAST_AFTER; k < count; k++) {
      const line = styled(rows.next().value as string[])
      piece += `${(agrees && format(line)) || oneRow(line)}\n`
      if (piece.length >= 8_192) {
        yield piece
        piece = ''
      }
    }
    yield `${piece}${lines[lines.length - 1]}\n`
  })()
}

/** Between the cells of a row kept by CellRows, and after each row: clean() escapes every control character. */
const SEP = '\u0000'
const END = 0x01
/** A string that UTF-8 cannot carry unchanged (a lone surrogate). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
const FIRST_CHUNK = 16_384
const MAX_CHUNK = 1 << 20

/**
 * The rows of a list that arrives one record at a time, kept only as their cells, off the JavaScript heap: each row
 * its clean cells joined by NUL, in UTF-8, in buffers of up to 1 MiB; and the widest cell of each column. A record
 * is dropped as soon as it is added. A big table needs every row for its column widths, and 100,000 records (or even
 * 100,000 strings of cells, which V8 copies and promotes while they survive) weigh several times these bytes.
 * Drawn with cellTableChunks or cellTsvChunks: the same text as tableChunks and tsvChunks of the records.
 */
export class CellRows<T> {
  private readonly widest: number[]
  private readonly chunks: Buffer[] = []
  /** Bytes used in each chunk but the last (this.at for the last). */
  private readonly used: number[] = []
  private at = 0
  private count = 0
  /** Rows UTF-8 would change (lone surrogates), by index; stored empty in the buffers. */
  private readonly odd = new Map<number, string>()

  constructor(readonly columns: readonly Column<T>[]) {
    this.widest = columns.map(() => 0)
  }

  get length(): number {
    return this.count
  }

  add(row: T): void {
    const cells = this.columns.map((c) => clean(c.get(row)))
    for (let i = 0; i < cells.length; i++) if (cells[i]!.length > this.widest[i]!) this.widest[i] = cells[i]!.length
    let line = cells.join(SEP)
    if (LONE_SURROGATE.test(line)) {
      this.odd.set(this.count, line)
      line = ''
    }
    const most = line.length * 3 + 1 // UTF-8 bytes of a UTF-16 code unit: at most 3
    let chunk = this.chunks[this.chunks.length - 1]
    if (!chunk || this.at + most > chunk.length) {
      if (chunk) this.used.push(this.at)
      const size = Math.max(most, chunk ? Math.min(chunk.length * 2, MAX_CHUNK) : FIRST_CHUNK)
      chunk = Buffer.allocUnsafe(size)
      this.chunks.push(chunk)
      this.at = 0
    }
    this.at += chunk.write(line, this.at, 'utf8')
    chunk[this.at++] = END
    this.count++
  }

  /** The cells of every row, in order, in the columns `shown` (indexes into columns). */
  *rows(shown: readonly number[]): Generator<string[]> {
    let k = 0
    for (let c = 0; c < this.chunks.length; c++) {
      const chunk = this.chunks[c]!
      const used = c < this.used.length ? this.used[c]! : this.at
      // Row by row: one string per chunk would be a big string that only a full garbage collection frees.
      for (let start = 0; start < used; k++) {
        const end = chunk.indexOf(END, start)
        const line = this.odd.size > 0 && this.odd.has(k) ? this.odd.get(k)! : chunk.toString('utf8', start, end)
        const cells = line.split(SEP)
        yield shown.map((i) => cells[i]!)
        start = end + 1
      }
    }
  }

  /** The widest cell of each column in `shown`, header included (at least 1). */
  natural(shown: readonly number[]): number[] {
    return shown.map((i) => Math.max(this.columns[i]!.header.length || 1, this.widest[i]!))
  }
}

const allColumns = (rows: CellRows<unknown>) => rows.columns.map((_, i) => i)

/** tableChunks for rows kept as cells, in the columns `shown` (indexes into rows.columns; all by default). */
export async function cellTableChunks<T>(
  rows: CellRows<T>,
  width: number,
  color: boolean,
  shown: readonly number[] = allColumns(rows as CellRows<unknown>),
  stats: {drawnByCliTable3: number} = {drawnByCliTable3: 0},
): Promise<Iterable<string>> {
  const columns = shown.map((i) => rows.columns[i]!)
  return drawTable(rows.length, rows.rows(shown), rows.natural(shown), columns, width, color, stats)
}

/** tsvChunks for rows kept as cells, in the columns `shown` (indexes into rows.columns; all by default). */
export function* cellTsvChunks<T>(
  rows: CellRows<T>,
  shown: readonly number[] = allColumns(rows as CellRows<unknown>),
): Generator<string> {
  yield `${tsvLine(shown.map((i) => rows.columns[i]!.header))}\n`
  for (const cells of rows.rows(shown)) yield `${tsvLine(cells)}\n`
}
