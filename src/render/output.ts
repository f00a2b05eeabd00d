/**
 * The one place that prints. Data goes to stdout (JSON with --json, a table on a TTY, tab-separated text on a
 * pipe); progress, warnings and prompts go to stderr. Every byte is redacted (known secrets, card numbers).
 */
import {escapeControl, redactJsonValue, redactText} from '../util/redact.js'
import {makeColors, type Colors} from './format.js'
import {once} from 'node:events'
// node:v8 is loaded before the bundle anyway (bin/bundle-loader.cjs sets V8 flags with it).
import {setFlagsFromString} from 'node:v8'
import {CellRows, cellTableChunks, cellTsvChunks, tableChunks, toTsv, tsvChunks, type Column} from './table.js'

export type {Column}

export interface OutputOptions {
  json: boolean
  stdout?: NodeJS.WriteStream
  stderr?: NodeJS.WriteStream
  env?: NodeJS.ProcessEnv
  /** The secrets to mask wherever they appear (tokens in force). */
  secrets?: () => readonly string[]
}

/** Records from which a streamed list counts as big (see keepYoungGenerationSize). */
const BIG_LIST_ROWS = 20_000

/**
 * V8 doubles its young generation once the bytes that survived its scavenges since it last grew add up to its size.
 * A big streamed list gets there by accumulation alone — each record lives for a moment — so the young generation
 * went 8 → 16 → 32 MB: 100,000 invoices drawn as a table peaked at ~97 or ~115 MB, as V8 happened to decide. From
 * the 20,000th record on it keeps the size it has: ~93 MB, and no slower (docs/performance.md, "Big lists"). The
 * flag is read each time V8 would grow; this is V8 11.3's (Node 20's) name for it.
 */
function keepYoungGenerationSize(): void {
  if (!process.versions.v8.startsWith('11.3.')) return
  setFlagsFromString('--semi-space-growth-factor=1')
  // V8 checks a compile cache against the flags in force when it was made: bin/bundle-loader.cjs, which may make
  // one at exit, puts the default back first (else every later run would refuse that cache).
  const beforeCacheWrite = (globalThis as {[key: symbol]: unknown})[Symbol.for('payctl.beforeCacheWrite')]
  if (Array.isArray(beforeCacheWrite)) beforeCacheWrite.push(() => setFlagsFromString('--semi-space-growth-factor=2'))
}

export class Output {
  readonly json: boolean
  readonly stdout: NodeJS.WriteStream
  readonly stderr: NodeJS.WriteStream
  /** stdout is a terminal: tables, colours. */
  readonly isTTY: boolean
  readonly colors: Colors
  readonly errColors: Colors
  private readonly secrets: () => readonly string[]

  constructor(options: OutputOptions) {
    const env = options.env ?? process.env
    this.json = options.json
    this.stdout = options.stdout ?? process.stdout
    this.stderr = options.stderr ?? process.stderr
    this.isTTY = Boolean(this.stdout.isTTY) && !this.json
    const noColor = env.NO_COLOR !== undefined && env.NO_COLOR !== ''
    this.colors = makeColors(this.isTTY && !noColor && env.TERM !== 'dumb')
    this.errColors = makeColors(Boolean(this.stderr.isTTY) && !noColor && env.TERM !== 'dumb')
    this.secrets = options.secrets ?? (() => [])
  }

  /** Terminal width for tables (80 when unknown). */
  get width(): number {
    return this.stdout.columns || 80
  }

  redact(text: string): string {
    return redactText(text, this.secrets())
  }

  private write(stream: NodeJS.WriteStream, text: string): void {
    stream.write(this.redact(text))
  }

  /** A line of human output on stdout (nothing in --json mode). */
  line(text = ''): void {
    if (!this.json) this.write(this.stdout, `${text}\n`)
  }

  /** A note on stderr (progress, hints), shown in every mode. */
  info(text: string): void {
    this.write(this.stderr, `${text}\n`)
  }

  warn(text: string): void {
    this.write(this.stderr, `${this.errColors.yellow('warning:')} ${text}\n`)
  }

  /** JSON on stdout: arrays are streamed element by element so that huge lists need no second copy. */
  printJson(value: unknown): void {
    const secrets = this.secrets()
    // Masked value by value, not as text: masking the text would cut into numbers and break the JSON.
    const clean = (v: unknown) => JSON.stringify(redactJsonValue(v, secrets), null, 2)
    if (Array.isArray(value) && value.length > 100) {
      this.stdout.write('[\n')
      for (let i = 0; i < value.length; i++) {
        const item = (clean(value[i]) ?? 'null').replace(/^/gm, '  ')
        this.stdout.write(item + (i < value.length - 1 ? ',\n' : '\n'))
      }
      this.stdout.write(']\n')
      return
    }
    this.stdout.write(`${clean(value) ?? 'null'}\n`)
  }

  /**
   * Writes pieces of text to stdout, redacted, waiting whenever the stream's buffer is full (a pipe to a slower
   * reader), so that printing 100,000 records keeps a few KB in memory instead of the whole output. Writes of 16 K
   * characters rather than 64 K: the text waiting to be written survives V8's young-generation collections, and
   * enough surviving bytes make V8 double its young generation (+16 MB of peak memory for the table of 100,000
   * invoices, docs/performance.md).
   */
  private async writeAll(pieces: Iterable<string>, clean: (s: string) => string = (s) => this.redact(s)): Promise<void> {
    let buffer = ''
    for (const piece of pieces) {
      buffer += clean(piece)
      if (buffer.length >= 16_384) {
        if (!this.stdout.write(buffer)) await once(this.stdout, 'drain')
        buffer = ''
      }
    }
    if (buffer && !this.stdout.write(buffer)) await once(this.stdout, 'drain')
  }

  /**
   * A JSON array printed one element at a time as the elements come (a list streamed from the API), at the pace
   * of the reader: the same text as printJson of the whole array. Call end() after the last one.
   */
  jsonArray(): {write(item: unknown): Promise<void>; end(): Promise<void>} {
    const secrets = this.secrets()
    let count = 0
    let buffer = ''
    const flush = async () => {
      const text = buffer
      buffer = ''
      if (!this.stdout.write(text)) await once(this.stdout, 'drain')
    }
    return {
      write: async (item) => {
        const text = (JSON.stringify(redactJsonValue(item, secrets), null, 2) ?? 'null').replace(/^/gm, '  ')
        buffer += `${count++ === 0 ? '[\n' : ',\n'}${text}`
        if (count === BIG_LIST_ROWS) keepYoungGenerationSize()
        if (buffer.length >= 65_536) await flush()
      },
      end: async () => {
        buffer += count === 0 ? '[]\n' : '\n]\n'
        await flush()
      },
    }
  }

  /** A list: a bare JSON array with --json, a table on a TTY, TSV on a pipe. */
  async list<T>(rows: readonly T[], columns: readonly Column<T>[], options: {empty?: string} = {}): Promise<void> {
    if (this.json) {
      if (rows.length <= 100) return this.printJson(rows)
      // Big lists: element by element (the same text as printJson), at the pace of the reader.
      const secrets = this.secrets()
      const pieces = function* () {
        yield '[\n'
        for (let i = 0; i < rows.length; i++) {
          const item = (JSON.stringify(redactJsonValue(rows[i], secrets), null, 2) ?? 'null').replace(/^/gm, '  ')
          yield `${item}${i < rows.length - 1 ? ',\n' : '\n'}`
        }
        yield ']\n'
      }
      return this.writeAll(pieces(), (s) => s)
    }
    columns = this.redactedColumns(columns)
    if (this.isTTY) {
      if (rows.length === 0) {
        this.info(options.empty ?? 'nothing to show')
        return
      }
      return this.writeAll(await tableChunks(rows, columns, this.width, this.colors.enabled))
    }
    if (rows.length <= 100) return this.write(this.stdout, toTsv(rows, columns))
    return this.writeAll(tsvChunks(rows, columns))
  }

  /** Cells are redacted before the layout: a table that shortens a cell must not show part of a card number. */
  private redactedColumns<T>(columns: readonly Column<T>[]): Column<T>[] {
    const secrets = this.secrets()
    return columns.map((c) => ({
      ...c,
      get: (row: T) => {
        const v = c.get(row)
        return typeof v === 'string' || typeof v === 'number' ? redactText(String(v), secrets) : v
      },
    }))
  }

  /**
   * A list whose records arrive one at a time (streamed from the API): add() each, then end() prints what list()
   * would print for all of them. For the table and TSV each record is kept only as its cells (render/table.ts
   * CellRows), so a big list holds a fraction of the records' memory. end()'s `columns` picks the columns to show
   * (indexes into `columns`, in order) once every record is known; all of them by default. With --json the records
   * themselves are kept (a streamed --json list should use jsonArray()).
   */
  listRows<T>(columns: readonly Column<T>[]): {
    add(row: T): void
    end(options?: {columns?: readonly number[]; empty?: string}): Promise<void>
  } {
    if (this.json) {
      const rows: T[] = []
      return {
        add: (row) => void rows.push(row),
        end: ({columns: shown, empty} = {}) =>
          this.list(rows, shown ? shown.map((i) => columns[i]!) : columns, {empty}),
      }
    }
    const cells = new CellRows(this.redactedColumns(columns))
    return {
      add: (row) => {
        cells.add(row)
        if (cells.length === BIG_LIST_ROWS) keepYoungGenerationSize()
      },
      end: async ({columns: shown, empty} = {}) => {
        if (this.isTTY) {
          if (cells.length === 0) {
            this.info(empty ?? 'nothing to show')
            return
          }
          return this.writeAll(await cellTableChunks(cells, this.width, this.colors.enabled, shown))
        }
        if (cells.length <= 100) return this.write(this.stdout, [...cellTsvChunks(cells, shown)].join(''))
        return this.writeAll(cellTsvChunks(cells, shown))
      },
    }
  }

  /** One object: the JSON value with --json, otherwise aligned `label  value` lines. */
  record(value: unknown, fields: readonly [label: string, value: string | number | undefined | null][]): void {
    if (this.json) return this.printJson(value)
    const shown = fields.filter(([, v]) => v !== undefined && v !== null && v !== '')
    const width = Math.max(...shown.map(([l]) => l.length), 0)
    for (const [label, v] of shown) this.line(`${this.colors.dim(label.padEnd(width))}  ${escapeControl(String(v))}`)
  }
}
