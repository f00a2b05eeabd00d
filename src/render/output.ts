/**
 * The one place that prints. Data goes to stdout (JSON with --json, a table on a TTY, tab-separated text on a
 * pipe); progress, warnings and prompts go to stderr. Every byte is redacted (known secrets, card numbers).
 */
import {escapeControl, redactJsonValue, redactText} from '../util/redact.js'
import {makeColors, type Colors} from './format.js'
import {toTable, toTsv, type Column} from './table.js'

export type {Column}

export interface OutputOptions {
  json: boolean
  stdout?: NodeJS.WriteStream
  stderr?: NodeJS.WriteStream
  env?: NodeJS.ProcessEnv
  /** The secrets to mask wherever they appear (tokens in force). */
  secrets?: () => readonly string[]
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

  /** A list: a bare JSON array with --json, a table on a TTY, TSV on a pipe. */
  async list<T>(rows: readonly T[], columns: readonly Column<T>[], options: {empty?: string} = {}): Promise<void> {
    if (this.json) return this.printJson(rows)
    // Cells are redacted before the layout: a table that shortens a cell must not show part of a card number.
    const secrets = this.secrets()
    columns = columns.map((c) => ({
      ...c,
      get: (row: T) => {
        const v = c.get(row)
        return typeof v === 'string' || typeof v === 'number' ? redactText(String(v), secrets) : v
      },
    }))
    if (this.isTTY) {
      if (rows.length === 0) {
        this.info(options.empty ?? 'nothing to show')
        return
      }
      this.write(this.stdout, await toTable(rows, columns, this.width, this.colors.enabled))
      return
    }
    this.write(this.stdout, toTsv(rows, columns))
  }

  /** One object: the JSON value with --json, otherwise aligned `label  value` lines. */
  record(value: unknown, fields: readonly [label: string, value: string | number | undefined | null][]): void {
    if (this.json) return this.printJson(value)
    const shown = fields.filter(([, v]) => v !== undefined && v !== null && v !== '')
    const width = Math.max(...shown.map(([l]) => l.length), 0)
    for (const [label, v] of shown) this.line(`${this.colors.dim(label.padEnd(width))}  ${escapeControl(String(v))}`)
  }
}
