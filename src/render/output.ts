/**
 * The one place that prints. Data goes to stdout (JSON with --json, a table on a TTY, tab-separated text on a
 * pipe); progress, warnings and prompts go to stderr. Every byte is redacted by the one policy of util/redact.ts:
 * records by redactJsonValue (secret-named fields, known secrets, card numbers), text by redactText. Each form of a
 * list is a module of render/output/ (json, jsonl, csv, xlsx, tsv, table, blocks; --jq in jq.ts); this class picks
 * the form and holds what they share.
 */
import {escapeControl, escapeControlKeepingLines, redactBytes, redactJsonValue, redactText} from '../util/redact.js'
import {makeColors, type Colors} from './format.js'
import type {Column} from './table.js'
import {wrapText} from './wrap.js'
import {personAt} from '../util/agent.js'
import {pickFields} from './csv.js'
import type {JqProgram} from './jq.js'
import type {Labelled, ListOptions, ListSink, ListView, RecordSource} from './output/list-view.js'
import {feedList} from './output/list-order.js'
import {jsonListSink} from './output/json.js'
import {jsonLine, jsonlSink} from './output/jsonl.js'
import {jqListSink, runJq, streamed, writeOut} from './output/jq.js'
import {csvSink} from './output/csv.js'
import {xlsxSink} from './output/xlsx.js'
import {tsvSink} from './output/tsv.js'
import {tableSink} from './output/table.js'
import {blockSink, writeLabelled} from './output/blocks.js'
import {redactAroundCodes} from './output/redact-codes.js'

export {RECENT_LIMIT} from './output/list-view.js'
export type {Labelled, ListOptions, ListView, RecordSource}

/** The machine-readable forms of stdout. */
export type DataFormat = 'json' | 'jsonl' | 'csv' | 'xlsx'

export type {Column}

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
  /** --jq's output for one JSON text (output/jq.ts runJq), when --jq is in force. */
  private readonly jq?: (jsonText: string) => string

  constructor(options: OutputOptions) {
    const env = options.env ?? process.env
    this.format = options.format ?? (options.json || options.jq || options.fields ? 'json' : undefined)
    this.json = this.format !== undefined
    this.quiet = Boolean(options.quiet) && !this.json
    this.data = {jq: options.jq, fields: options.fields, csvBom: options.csvBom, xlsx: options.xlsx, ptBR: options.ptBR}
    this.stdout = options.stdout ?? process.stdout
    this.stderr = options.stderr ?? process.stderr
    const program = options.jq
    if (program) this.jq = (jsonText) => runJq(program, this.stdout, jsonText)
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
    this.stdout.write(options.codes?.length ? redactAroundCodes(text, options.codes, this.secrets()) : this.redact(text))
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
      for (const item of Array.isArray(clean) ? clean : [clean]) writeOut(this.stdout, () => jsonLine(item, this.jq))
      return
    }
    if (this.data.jq) {
      writeOut(this.stdout, () => this.jq!(JSON.stringify(clean) ?? 'null'))
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
    this.stdout.write(this.streamed(() => jsonLine(this.dataRecord(value, this.secrets()), this.jq)))
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
    return this.jq ? this.streamed(() => this.jq!(text)) : `${text}\n`
  }

  /** The text of one item of a stream; a --jq failure on it is said on stderr and the stream goes on (output/jq.ts). */
  private streamed(text: () => string): string {
    return streamed(text, this.jqFailures, (message) => this.warn(message))
  }

  /** Whether --jq is in force. */
  get filtering(): boolean {
    return this.data.jq !== undefined
  }

  /** A record as JSON output shows it: redacted and reduced to --fields. */
  private dataRecord(record: unknown, secrets: readonly string[]): unknown {
    const clean = redactJsonValue(record, secrets)
    return this.data.fields ? pickFields(clean, this.data.fields) : clean
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
    const record = view.record ?? ((row: T) => row)
    const sink = await this.listSink(view, record, options)
    const note = await feedList(each, sink, record, options, this.isTTY)
    await sink.end()
    if (note) this.info(this.errColors.dim(note))
  }

  /** The form a list is printed in: the data form in force, else a table (or blocks) on a terminal, TSV on a pipe. */
  private async listSink<T>(view: ListView<T>, record: (row: T) => unknown, options: ListOptions): Promise<ListSink<T>> {
    const secrets = this.secrets()
    const {jq, fields, csvBom, ptBR, xlsx} = this.data
    switch (this.format) {
      case 'json': {
        const data = (row: T) => this.dataRecord(record(row), secrets)
        return jq ? jqListSink(this.stdout, data, this.jq!) : jsonListSink(this.stdout, data)
      }
      case 'jsonl':
        return jsonlSink(this.stdout, (row: T) => this.dataRecord(record(row), this.secrets()), this.jq)
      case 'csv':
        return csvSink(this.stdout, record, secrets, {fields: fields ?? view.fields, csvBom, ptBR})
      case 'xlsx':
        return xlsxSink(xlsx!, view.fields, record, secrets, {ptBR, info: (text) => this.info(text)})
    }
    if (!this.isTTY) return tsvSink(this.stdout, view.columns, secrets)
    if (view.block && !this.table.wide && !this.table.columns) return blockSink(this, view, view.block)
    const {stdout, env, width, colors, errColors, noPager} = this
    return tableSink(
      view,
      {stdout, env, width, colors, errColors, secrets, ...this.table, noPager, info: (text) => this.info(text)},
      options,
    )
  }

  /** One object: the JSON value with --json, otherwise aligned `label  value` lines. */
  record(value: unknown, fields: readonly Labelled[]): void {
    if (this.json) return this.printJson(value)
    writeLabelled(this, fields)
  }
}
