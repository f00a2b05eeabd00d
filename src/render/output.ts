/**
 * The one place that prints. Data goes to stdout (JSON with --json, a table on a TTY, tab-separated text on a
 * pipe); progress, warnings and prompts go to stderr. Every byte is redacted by the one policy of util/redact.ts:
 * records by redactJsonValue (secret-named fields, known secrets, card numbers), text by redactText.
 */
import {
  escapeControl,
  escapeControlKeepingLines,
  redactBytes,
  redactJsonValue,
  redactText,
  replaceSecrets,
  terminalSafeJson,
} from '../util/redact.js'
import {makeColors, type Colors} from './format.js'
import {once} from 'node:events'
import {JqError, JqOutOfMemoryError, UsageError} from '../errors.js'
// node:v8 is loaded before the bundle anyway (bin/bundle-loader.cjs sets V8 flags with it).
import {setFlagsFromString} from 'node:v8'
import {CellRows, columnKeys, leftOutLine, tableChunks, tsvHeader, tsvRow, type Column} from './table.js'
import {wrapText} from './width.js'
import {writePaged} from './pager.js'
import {personAt} from '../util/agent.js'
import {csvHeader, csvRecord, csvStyle, pickFields} from './csv.js'
import type {JqProgram} from './jq.js'
import {sortedRows, type SortKey} from './list-sort.js'

/** The machine-readable forms of stdout. */
export type DataFormat = 'json' | 'jsonl' | 'csv' | 'xlsx'

export type {Column}

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

/** A `label  value` line of a record or block; an empty value is left out. */
export type Labelled = readonly [label: string, value: string | number | undefined | null]

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

export interface OutputOptions {
  json: boolean
  stdout?: NodeJS.WriteStream
  stderr?: NodeJS.WriteStream
  env?: NodeJS.ProcessEnv
  /** The secrets to mask wherever they appear (tokens in force). */
  secrets?: () => readonly string[]
  /** The form of data on stdout (docs/scripting.md): pretty JSON (a list as one array), JSON Lines, or CSV. */
  format?: DataFormat
  /** --jq: every JSON value printed goes through this program (a list as one array; JSON Lines each line). */
  jq?: JqProgram
  /** --fields: each record reduced to these dotted paths, in this order (and the columns of --csv). */
  fields?: readonly string[]
  /** --csv-bom: a UTF-8 byte order mark first (for Excel). */
  csvBom?: boolean
  /** --xlsx FILE: lists go to this workbook (render/xlsx.ts). */
  xlsx?: string
  /** --locale pt-BR: CSV with ';', a decimal comma and a BOM; workbook dates dd/mm/aaaa (docs/scripting.md#spreadsheets). */
  ptBR?: boolean
  /** Terminal tables: every column, nothing cut. */
  wide?: boolean
  /** Terminal tables: only these columns (keys), in this order. */
  columns?: readonly string[]
  /** -q/--quiet (create commands): stdout gets only the new id (printId); human lines are not printed. */
  quiet?: boolean
  /** --no-pager: terminal tables longer than the screen are printed, not paged (render/pager.ts). */
  noPager?: boolean
}

/** Records from which a streamed list counts as big (see keepYoungGenerationSize). */
const BIG_LIST_ROWS = 20_000

/**
 * V8 doubles its young generation once the bytes that survived its scavenges since it last grew add up to its size.
 * A big streamed list gets there by accumulation alone — each record lives for a moment — so the young generation
 * went 8 → 16 → 32 MB: 100,000 invoices drawn as a table peaked at ~97 or ~115 MB, as V8 happened to decide. From
 * the 20,000th record on it keeps the size it has: ~93 MB, and no slower (docs/performance.md, "Big lists"). The
 * flag is read each time V8 would grow, under this name in V8 11, 12 and 13 (Node 20, 22, 24); without it Node 24's
 * big lists peaked over 3x the JSON.
 */
function keepYoungGenerationSize(): void {
  setFlagsFromString('--semi-space-growth-factor=1')
  // V8 checks a compile cache against the flags in force when it was made: bin/bundle-loader.cjs, which may make
  // one at exit, puts the default back first (else every later run would refuse that cache).
  const beforeCacheWrite = (globalThis as {[key: symbol]: unknown})[Symbol.for('payctl.beforeCacheWrite')]
  if (Array.isArray(beforeCacheWrite)) beforeCacheWrite.push(() => setFlagsFromString('--semi-space-growth-factor=2'))
}

export class Output {
  /** Data only on stdout (--json, --jsonl, --csv, --jq, --fields): no tables, no human lines. */
  readonly json: boolean
  /** -q/--quiet: only the new id on stdout. */
  readonly quiet: boolean
  readonly format?: DataFormat
  readonly stdout: NodeJS.WriteStream
  readonly stderr: NodeJS.WriteStream
  /** stdout is a terminal: tables, colours. */
  readonly isTTY: boolean
  readonly colors: Colors
  readonly errColors: Colors
  private readonly secrets: () => readonly string[]
  private readonly table: {wide?: boolean; columns?: readonly string[]}
  private readonly env: NodeJS.ProcessEnv
  private readonly noPager: boolean
  private readonly data: {jq?: JqProgram; fields?: readonly string[]; csvBom?: boolean; xlsx?: string; ptBR?: boolean}
  /** The --jq failures said so far in a stream (printLine, filterLine). */
  private readonly jqFailures = new Set<string>()

  constructor(options: OutputOptions) {
    const env = options.env ?? process.env
    this.format = options.format ?? (options.json || options.jq || options.fields ? 'json' : undefined)
    this.json = this.format !== undefined
    this.quiet = Boolean(options.quiet) && !this.json
    this.data = {jq: options.jq, fields: options.fields, csvBom: options.csvBom, xlsx: options.xlsx, ptBR: options.ptBR}
    this.stdout = options.stdout ?? process.stdout
    this.stderr = options.stderr ?? process.stderr
    this.isTTY = Boolean(this.stdout.isTTY) && !this.json
    const noColor = env.NO_COLOR !== undefined && env.NO_COLOR !== ''
    this.colors = makeColors(this.isTTY && !noColor && env.TERM !== 'dumb')
    this.errColors = makeColors(Boolean(this.stderr.isTTY) && !noColor && env.TERM !== 'dumb')
    this.secrets = options.secrets ?? (() => [])
    this.table = {wide: options.wide, columns: options.columns}
    this.env = env
    this.noPager = Boolean(options.noPager)
  }

  /** Whether an error is also printed as `{"error": …}` on stdout: --json and --jsonl, without --jq. */
  get jsonErrors(): boolean {
    return (this.format === 'json' || this.format === 'jsonl') && !this.data.jq
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

  /** The width of stderr when it is a terminal (human notes are wrapped to it), else undefined. */
  get errWidth(): number | undefined {
    return this.stderr.isTTY ? this.stderr.columns || 80 : undefined
  }

  /** A line of human output on stdout (nothing in --json or --quiet mode); on a terminal wrapped at spaces, never mid-word. */
  line(text = ''): void {
    // Redacted before it is wrapped: a break between the groups of a card number written with spaces hides it.
    if (!this.json && !this.quiet) this.write(this.stdout, `${this.isTTY ? wrapText(this.redact(text), this.width) : text}\n`)
  }

  /**
   * Lines that must not be wrapped (a QR drawn in characters, a Pix code to copy whole): redacted and escaped, but
   * never broken at a space as line() breaks on a terminal. Nothing in --json or --quiet mode.
   */
  verbatim(lines: readonly string[], options: {codes?: readonly string[]} = {}): void {
    if (this.json || this.quiet) return
    const text = lines.map((l) => `${escapeControl(l)}\n`).join('')
    this.stdout.write(options.codes?.length ? this.redactAroundCodes(text, options.codes) : this.redact(text))
  }

  /**
   * `text` redacted except for the payment codes in it (util/code-values.ts: values whose check digits or CRC say
   * what they are), which are kept whole: no card-number masking inside them, only the known secrets replaced.
   */
  private redactAroundCodes(text: string, codes: readonly string[]): string {
    const secrets = this.secrets()
    let out = ''
    let rest = text
    for (;;) {
      let at = -1
      let code = ''
      for (const c of codes) {
        const i = rest.indexOf(c)
        if (i !== -1 && (at === -1 || i < at)) [at, code] = [i, c]
      }
      if (at === -1) return out + redactText(rest, secrets)
      out += redactText(rest.slice(0, at), secrets) + replaceSecrets(code, secrets)
      rest = rest.slice(at + code.length)
    }
  }

  /** -q/--quiet: the new id alone on a line, for `id=$(payctl … -q)` (escaped: it came from the service). */
  printId(id: string): void {
    this.write(this.stdout, `${escapeControl(id)}\n`)
  }

  /**
   * A body that is not JSON, as the service sent it (`payctl api`; docs/contract.md#output). On a terminal it is text
   * with its control characters escaped, newlines and tabs kept, so that an answer cannot drive the terminal (an OSC 52
   * sequence writes the clipboard); on a pipe or a file, byte for byte as curl does, only secrets and card numbers
   * masked. Nothing with --json (the caller prints the body as a JSON string).
   */
  printBody(bytes: Buffer): void {
    if (this.json) return
    if (!this.isTTY) {
      this.stdout.write(redactBytes(bytes, this.secrets()))
      return
    }
    const text = escapeControlKeepingLines(this.redact(bytes.toString('utf8')))
    this.stdout.write(text.endsWith('\n') || text === '' ? text : `${text}\n`)
  }

  /** A note on stderr (progress, hints), shown in every mode; wrapped at spaces on a terminal. */
  info(text: string): void {
    const width = this.errWidth
    this.write(this.stderr, `${width ? wrapText(this.redact(text), width) : text}\n`)
  }

  warn(text: string): void {
    this.info(`${this.errColors.yellow('warning:')} ${text}`)
  }

  /**
   * One JSON value on stdout, masked value by value (masking the text would cut into numbers and break the JSON),
   * reduced to --fields and passed through --jq when given; with --jsonl an array is one line per element.
   */
  printJson(value: unknown, options: {redact?: boolean; showSecretFields?: boolean} = {}): void {
    // Only public constants (the sandbox's test cards) are printed with redact: false; showSecretFields only by
    // `payctl api --show-secrets` (the tokens in force and card numbers stay masked).
    let clean = options.redact === false ? value : redactJsonValue(value, this.secrets(), {showSecretFields: options.showSecretFields})
    const fields = this.data.fields
    if (fields) clean = Array.isArray(clean) ? clean.map((r) => pickFields(r, fields)) : pickFields(clean, fields)
    if (this.format === 'jsonl') {
      for (const item of Array.isArray(clean) ? clean : [clean]) this.writeOut(() => this.jsonLine(item))
      return
    }
    if (this.data.jq) {
      this.writeOut(() => this.runJq(JSON.stringify(clean) ?? 'null'))
      return
    }
    this.stdout.write(`${JSON.stringify(clean, null, 2) ?? 'null'}\n`)
  }

  /**
   * One item of a stream (`events tail`, `bolepix import`) as one line of JSON: redacted value by value, reduced to
   * --fields, through --jq when given (the program sees each line, as `jq` reading JSON Lines does). A program that
   * fails on one item is said on stderr (jq's message) and the stream goes on, as jq goes on to its next input.
   */
  printLine(value: unknown): void {
    this.stdout.write(this.streamed(() => this.jsonLine(this.dataRecord(value, this.secrets()))))
  }

  /** One item of a stream (`events tail`) in the form in force: its JSON line (printLine) in a data form, else `human()`. */
  printItem(value: unknown, human: () => string): void {
    if (this.json) this.printLine(value)
    else this.line(human())
  }

  /**
   * A progress bar or a status line may be drawn over in place on stderr: a person watches it (a terminal, and no AI
   * agent runs payctl: util/agent.ts personAt).
   */
  get drawsOnStderr(): boolean {
    return personAt(this.stderr, this.env)
  }

  /** A status line may be drawn on stderr (drawsOnStderr), and stdout is not in a data form (which stays quiet). */
  get showsProgress(): boolean {
    return this.drawsOnStderr && !this.json
  }

  /**
   * A line of JSON made elsewhere (`listen`, `sandbox start`: already redacted as they need), as stdout takes it:
   * unchanged (with a newline), or its --jq results. Never throws: a --jq failure is said as for printLine.
   */
  filterLine(jsonText: string): string {
    const text = jsonText.endsWith('\n') ? jsonText.slice(0, -1) : jsonText
    return this.data.jq ? this.streamed(() => this.runJq(text)) : `${text}\n`
  }

  /**
   * The text of one item of a stream; when --jq fails on it, what the program printed before failing, and jq's
   * message on stderr (each different message once, at most 20: a stream can fail the same way thousands of times).
   */
  private streamed(text: () => string): string {
    try {
      return text()
    } catch (err) {
      // Out of memory is not a failure on one item that the stream goes on after: the caller decides (listen: 422).
      if (!(err instanceof JqError) || err instanceof JqOutOfMemoryError) throw err
      const said = this.jqFailures
      if (!said.has(err.message) && said.size <= 20) {
        said.add(err.message)
        this.warn(
          said.size > 20
            ? 'the --jq program keeps failing: further failures are not shown'
            : `${err.message} (on one item: the stream goes on)`,
        )
      }
      return err.output
    }
  }

  /** Whether --jq is in force. */
  get filtering(): boolean {
    return this.data.jq !== undefined
  }

  /**
   * jq's output for one JSON text. On a terminal its control characters are escaped (a string printed raw, as `jq
   * -r` does, may hold an escape sequence from the service or a webhook); on a pipe or a file it is as jq wrote it.
   */
  private runJq(jsonText: string): string {
    const safe = (text: string) => (this.stdout.isTTY ? escapeControlKeepingLines(text) : text)
    try {
      return safe(this.data.jq!.run(jsonText))
    } catch (err) {
      throw err instanceof JqError && !(err instanceof JqOutOfMemoryError) ? new JqError(err.message, safe(err.output)) : err
    }
  }

  /** Writes `text()` to stdout; when --jq fails, what the program printed before failing is written first (as jq does). */
  private writeOut(text: () => string): void {
    try {
      this.stdout.write(text())
    } catch (err) {
      if (err instanceof JqError && err.output) this.stdout.write(err.output)
      throw err
    }
  }

  /** A value already redacted as one line of JSON Lines (terminal-safe), or its --jq results. */
  private jsonLine(clean: unknown): string {
    const text = terminalSafeJson(JSON.stringify(clean) ?? 'null')
    return this.data.jq ? this.runJq(text) : `${text}\n`
  }

  /** A record as JSON output shows it: redacted and reduced to --fields. */
  private dataRecord(record: unknown, secrets: readonly string[]): unknown {
    const clean = redactJsonValue(record, secrets)
    return this.data.fields ? pickFields(clean, this.data.fields) : clean
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
   * A list, in one of three forms: a bare JSON array of the records with --json, a table on a terminal, tab-separated
   * text with a header row on a pipe. `source` is an array or records handed over as they arrive (streamed from the
   * API); JSON and TSV are printed as they arrive, at the pace of the reader; a table keeps its rows as cells until
   * the last one (it needs them all for its widths). --limit keeps the last N.
   */
  async list<T>(source: RecordSource<T> | readonly T[], view: ListView<T>, options: ListOptions = {}): Promise<void> {
    const each: RecordSource<T> = Array.isArray(source)
      ? async (emit) => {
          for (const row of source as readonly T[]) await emit(row)
        }
      : (source as RecordSource<T>)
    const sink =
      this.format === 'json'
        ? this.data.jq
          ? this.jqListSink(view)
          : this.jsonListSink(view)
        : this.format === 'jsonl'
          ? this.linesSink(view, (record) => this.jsonLine(this.dataRecord(record, this.secrets())))
          : this.format === 'csv'
            ? this.csvSink(view)
            : this.format === 'xlsx'
              ? await this.xlsxSink(view)
              : this.isTTY
                ? view.block && !this.table.wide && !this.table.columns
                  ? this.blockSink(view, view.block)
                  : this.tableSink(view, options)
                : this.tsvSink(view)
    let note: string | undefined
    if (options.sort && options.sort.length > 0) {
      note = await this.sortedList(each, sink, view, options, options.sort)
    } else if (this.isTTY && options.recent) {
      note = await this.recentRows(each, sink, options)
    } else if (options.limit === undefined) {
      await each((row) => sink.add(row))
    } else {
      const last = await lastRows(each, options.limit)
      for (const row of last.rows) await sink.add(row)
    }
    await sink.end()
    if (note) this.info(this.errColors.dim(note))
  }

  /**
   * A `recent` list on a terminal: the last N records (--limit, else RECENT_LIMIT unless --all) newest first, all
   * of them read and counted (the API gives no total); returns the note for stderr when some may have been left out.
   */
  private async recentRows<T>(each: RecordSource<T>, sink: ListSink<T>, options: ListOptions): Promise<string | undefined> {
    const limit = options.limit ?? (options.all ? undefined : RECENT_LIMIT)
    const {rows, total} = await lastRows(each, limit)
    for (const row of rows.reverse()) await sink.add(row)
    if (rows.length < total) return `${rows.length} of ${total}: --limit N or --all`
    // The service was asked for at most `limit` and sent that many: there may be more, how many is not known.
    if (options.limitSent && limit !== undefined && total === limit) return `${total} shown: more with --limit N or --all`
    return undefined
  }

  /**
   * A --sort list: every record read, then handed over in the order of `sort`; at most `limit` (on a terminal a
   * `recent` list's default, RECENT_LIMIT unless --all). Returns the note for a terminal when some were left out.
   */
  private async sortedList<T>(
    each: RecordSource<T>,
    sink: ListSink<T>,
    view: ListView<T>,
    options: ListOptions,
    sort: readonly SortKey[],
  ): Promise<string | undefined> {
    const recent = this.isTTY && options.recent
    const limit = options.limit ?? (recent && !options.all ? RECENT_LIMIT : undefined)
    const {rows, total} = await sortedRows(each, sort, view.record ?? ((row: T) => row), limit)
    for (const row of rows) await sink.add(row)
    return recent && rows.length < total ? `${rows.length} of ${total}: --limit N or --all` : undefined
  }

  /** A JSON array printed one element at a time as the elements come: the same text as printJson of the whole array. */
  private jsonListSink<T>(view: ListView<T>): ListSink<T> {
    const secrets = this.secrets()
    const record = view.record ?? ((row: T) => row)
    let count = 0
    let buffer = ''
    const flush = async () => {
      const text = buffer
      buffer = ''
      if (!this.stdout.write(text)) await once(this.stdout, 'drain')
    }
    return {
      add: async (row) => {
        // Indented one level as inside the array: after every newline, the only line breaks JSON.stringify writes (a
        // /^/gm replace also broke lines at a U+2028 inside a string, and took a sixth of the time of 100,000 records).
        const text = (JSON.stringify(this.dataRecord(record(row), secrets), null, 2) ?? 'null').replaceAll('\n', '\n  ')
        buffer += `${count++ === 0 ? '[\n  ' : ',\n  '}${text}`
        if (count === BIG_LIST_ROWS) keepYoungGenerationSize()
        if (buffer.length >= 65_536) await flush()
      },
      end: async () => {
        buffer += count === 0 ? '[]\n' : '\n]\n'
        await flush()
      },
    }
  }

  /** --jq over a list: the program sees the whole array, as with --json (so it is kept until the last record). */
  private jqListSink<T>(view: ListView<T>): ListSink<T> {
    const secrets = this.secrets()
    const record = view.record ?? ((row: T) => row)
    const all: unknown[] = []
    return {
      add: (row) => void all.push(this.dataRecord(record(row), secrets)),
      end: async () => {
        let text: string
        try {
          text = this.runJq(JSON.stringify(all))
        } catch (err) {
          if (err instanceof JqError) this.stdout.write(err.output)
          throw err
        }
        await this.writeAll([text], (s) => s)
      },
    }
  }

  /** Text written as records arrive, at the pace of the reader: `first` at once, then `line` of each record. */
  private linesSink<T>(view: ListView<T>, line: (record: unknown) => string, first = ''): ListSink<T> {
    const record = view.record ?? ((row: T) => row)
    let buffer = first
    let count = 0
    return {
      add: async (row) => {
        if (++count === BIG_LIST_ROWS) keepYoungGenerationSize()
        try {
          buffer += line(record(row))
        } catch (err) {
          // What came before (and what --jq printed before failing) is written before the error is reported.
          if (err instanceof JqError) this.stdout.write(buffer + err.output)
          throw err
        }
        if (buffer.length >= 16_384) {
          const text = buffer
          buffer = ''
          if (!this.stdout.write(text)) await once(this.stdout, 'drain')
        }
      },
      end: async () => {
        if (buffer && !this.stdout.write(buffer)) await once(this.stdout, 'drain')
      },
    }
  }

  /**
   * CSV: the header at once (the same for an empty list), then a line per record; --fields picks the columns. Amounts
   * in reais with two decimals; --locale pt-BR: `;`, a decimal comma and a BOM (render/csv.ts).
   */
  private csvSink<T>(view: ListView<T>): ListSink<T> {
    const secrets = this.secrets()
    const fields = this.data.fields ?? view.fields
    const style = csvStyle(fields, Boolean(this.data.ptBR))
    const bom = this.data.csvBom || this.data.ptBR ? '\ufeff' : ''
    return this.linesSink(view, (record) => csvRecord(redactJsonValue(record, secrets), fields, style), `${bom}${csvHeader(fields, style)}`)
  }

  /** --xlsx FILE: the records, redacted as for --csv, into a workbook (render/xlsx.ts); a line on stderr says where. */
  private async xlsxSink<T>(view: ListView<T>): Promise<ListSink<T>> {
    const secrets = this.secrets()
    const record = view.record ?? ((row: T) => row)
    const file = this.data.xlsx!
    const {openSheetWriter} = await import('./xlsx.js')
    let writer: Awaited<ReturnType<typeof openSheetWriter>>
    try {
      writer = await openSheetWriter(file, view.fields, {ptBR: this.data.ptBR})
    } catch (err) {
      throw new UsageError(`--xlsx: cannot write ${file}: ${(err as Error).message}`)
    }
    return {
      add: (row) => writer.add(redactJsonValue(record(row), secrets)),
      end: async () => {
        const n = await writer.end()
        this.info(`wrote ${n} row${n === 1 ? '' : 's'} to ${file}`)
      },
    }
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

  /** Tab-separated text: the header at once (every column, the same for an empty list), then a line per row. */
  private tsvSink<T>(view: ListView<T>): ListSink<T> {
    const columns = this.redactedColumns(view.columns)
    return this.linesSink({...view, record: (row: T) => row}, (row) => tsvRow(columns, row as T), tsvHeader(columns))
  }

  /** Each row as a block on a terminal (ListView.block): its title, then its labelled lines indented, a blank line between. */
  private blockSink<T>(view: ListView<T>, block: NonNullable<ListView<T>['block']>): ListSink<T> {
    let count = 0
    return {
      add: (row) => {
        const {title, fields} = block(row)
        if (count++ > 0) this.line()
        this.line(this.colors.bold(this.redact(escapeControl(title))))
        this.labelled(fields, '  ')
      },
      end: async () => {
        if (count === 0) this.info(view.empty)
      },
    }
  }

  /** A terminal table: each row kept only as its cells (render/table.ts CellRows) until the last one. */
  private tableSink<T>(view: ListView<T>, options: Pick<ListOptions, 'noPager' | 'noWideFlag'> = {}): ListSink<T> {
    const shown = this.table.wide ? view.columns : view.columns.map((c) => (c.short ? {...c, get: c.short} : c))
    const cells = new CellRows(this.redactedColumns(shown))
    // Named by key or by the field each shows (`due` or `dueDate`), as --fields and --sort name fields.
    const columns = this.table.columns && columnKeys(this.table.columns, view.columns)
    return {
      add: (row) => {
        cells.add(row)
        if (cells.length === BIG_LIST_ROWS) keepYoungGenerationSize()
      },
      end: async () => {
        if (cells.length === 0) {
          this.info(view.empty)
          return
        }
        // The cells are already redacted.
        let leftOut: string[] = []
        const chunks = tableChunks(cells, {
          width: this.width,
          color: this.colors.enabled,
          ...this.table,
          columns,
          leftOut: (headers) => (leftOut = headers),
        })
        // No pager for an AI agent: it cannot quit one (util/agent.ts).
        if (this.noPager || options.noPager || !personAt(this.stdout, this.env)) await this.writeAll(chunks, (s) => s)
        else await writePaged(chunks, {stdout: this.stdout, env: this.env})
        // A screen that leaves columns out says so, so that nobody takes what is shown for all there is.
        if (leftOut.length > 0) this.info(this.errColors.dim(leftOutLine(leftOut, this.width, options.noWideFlag ? '--json' : '--wide')))
      },
    }
  }

  /** One object: the JSON value with --json, otherwise aligned `label  value` lines. */
  record(value: unknown, fields: readonly Labelled[]): void {
    if (this.json) return this.printJson(value)
    this.labelled(fields)
  }

  /** Aligned `label  value` lines after `indent`; on a terminal a long value wraps under itself, not under the labels. */
  private labelled(fields: readonly Labelled[], indent = ''): void {
    const shown = fields.filter(([, v]) => v !== undefined && v !== null && v !== '')
    const width = Math.max(...shown.map(([l]) => l.length), 0)
    for (const [label, v] of shown) {
      const line = `${indent}${this.colors.dim(label.padEnd(width))}  ${escapeControl(String(v))}`
      this.line(this.isTTY ? wrapText(this.redact(line), this.width, indent.length + width + 2) : line)
    }
  }
}

/** The last `limit` rows a source hands over (all of them without a limit), and how many it handed over. */
async function lastRows<T>(each: RecordSource<T>, limit: number | undefined): Promise<{rows: T[]; total: number}> {
  const rows: T[] = []
  let total = 0
  await each((row) => {
    total++
    rows.push(row)
    if (limit !== undefined && rows.length > limit) rows.shift()
  })
  return {rows, total}
}

interface ListSink<T> {
  add(row: T): void | Promise<void>
  end(): Promise<void>
}
