/** A list's rows kept as their cells, off the JavaScript heap, until the table has seen them all. */
import {maskDocument} from '../format/documents.js'
import {clean, kindOf, type Column} from './columns.js'
import {PrefixLengths} from './short-ids.js'
import {displayWidth} from './width.js'

/** Between the cells of a row kept by CellRows, and after each row: clean() escapes every control character. */
const SEP = '\u0000'
const END = 0x01
/** A string that UTF-8 cannot carry unchanged (a lone surrogate). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
const FIRST_CHUNK = 16_384
const MAX_CHUNK = 1 << 20

/**
 * The rows of a list, kept only as their cells, off the JavaScript heap: each row its clean cells joined by NUL, in
 * UTF-8, in buffers of up to 1 MiB; and the widest cell of each column. A record is dropped as soon as it is added. A
 * table needs every row before it can choose its widths, and 100,000 records (or even 100,000 strings of cells,
 * which V8 copies and promotes while they survive) weigh several times these bytes (docs/performance.md).
 */
export class CellRows<T> {
  private readonly widest: number[]
  private readonly filled: boolean[]
  private readonly chunks: Buffer[] = []
  /** Bytes used in each chunk but the last (this.at for the last). */
  private readonly used: number[] = []
  private at = 0
  private count = 0
  /** Rows UTF-8 would change (lone surrogates), by index; stored empty in the buffers. */
  private readonly odd = new Map<number, string>()
  /** The short ids of each `id` column, worked out as the rows arrive. */
  readonly prefixes: (PrefixLengths | undefined)[]

  constructor(readonly columns: readonly Column<T>[]) {
    this.widest = columns.map(() => 0)
    this.filled = columns.map(() => false)
    this.prefixes = columns.map((c) => (kindOf(c) === 'id' ? new PrefixLengths() : undefined))
  }

  get length(): number {
    return this.count
  }

  add(row: T): void {
    const cells = this.columns.map((c) => clean(c.get(row)))
    for (let i = 0; i < cells.length; i++) {
      const cell = cells[i]!
      this.prefixes[i]?.add(cell)
      if (cell === '') continue
      this.filled[i] = true
      const kind = kindOf(this.columns[i]!)
      const w = displayWidth(kind === 'document' ? maskDocument(cell) : cell)
      if (w > this.widest[i]!) this.widest[i] = w
    }
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

  /** The cells of every row, in order (every column). */
  *rows(): Generator<string[]> {
    let k = 0
    for (let c = 0; c < this.chunks.length; c++) {
      const chunk = this.chunks[c]!
      const used = c < this.used.length ? this.used[c]! : this.at
      // Row by row: one string per chunk would be a big string that only a full garbage collection frees.
      for (let start = 0; start < used; k++) {
        const end = chunk.indexOf(END, start)
        const line = this.odd.size > 0 && this.odd.has(k) ? this.odd.get(k)! : chunk.toString('utf8', start, end)
        yield line.split(SEP)
        start = end + 1
      }
    }
  }

  /** Whether any row has a value in column `i`. */
  hasValues(i: number): boolean {
    return this.filled[i]!
  }

  /** The widest cell of column `i` as it would be shown uncut (documents masked), header included. */
  natural(i: number, wide: boolean): number {
    const header = displayWidth(this.columns[i]!.header)
    if (wide && kindOf(this.columns[i]!) === 'document') {
      let widest = 0
      for (const cells of this.rows()) widest = Math.max(widest, displayWidth(cells[i]!))
      return Math.max(header, widest, 1)
    }
    return Math.max(header, this.widest[i]!, 1)
  }
}
