/**
 * Prints an import (docs/import.md#output): with --json one array of the rows' results on stdout at the end
 * (`[{line, order_id, status, invoice_id?, reason?}]`), with --jsonl one such line per row as it goes, and everything
 * else on stderr; otherwise the rows that need attention on stderr as they happen, then a table of every row's
 * result (line → invoice id, status) and the summary on stdout. On a terminal (stderr), a progress bar, redrawn at most ten times a second. No dependency: it is one line.
 */
import type {Output} from './output.js'
import {escapeControl} from '../util/redact.js'
import type {ImportObserver, ImportSummary} from '../services/import/index.js'
import type {InvalidRow, PreparedRow} from '../services/import/rows.js'
import {formatBrl, reaisToCents} from '../schemas/cents.js'
import type {ListView} from './output.js'
import type {ImportEvent, RowResult} from '../services/import/runner.js'

const rows = (n: number) => `${n} row${n === 1 ? '' : 's'}`

export interface PresenterOptions {
  json: boolean
  /** Draw the progress bar (stderr is a terminal). */
  progress: boolean
  /** --dry-run: with --json, stdout holds one array of the bodies, so invalid rows are told on stderr. */
  dryRun?: boolean
  /** --jsonl: each row's result is one line on stdout as it comes (with --json: one array at the end). */
  stream?: boolean
  /**
   * Where the rows go (`SANDBOX · profile default · http://…`: cli/where.ts), said with the plan, before the first
   * row is sent (docs/output.md#pickers-and-confirmations); given only when stderr is a terminal.
   */
  where?: string
}

export class ImportPresenter implements ImportObserver {
  private done = 0
  private total = 0
  private drawnAt = 0
  private barShown = false
  private readonly counts = {created: 0, skipped: 0, rejected: 0, unknown: 0}
  /** Lines of the rows an earlier run had already sent (created), for the summary. */
  private readonly alreadySent: number[] = []
  /** Every row's result so far (invalid rows included), for the array or table at the end. */
  private readonly results: RowResult[] = []

  constructor(
    private readonly out: Output,
    private readonly options: PresenterOptions,
  ) {}

  /** The presenter of a command's output: the form its flags chose (--json, --jsonl), a bar when stderr is a terminal. */
  static forOutput(out: Output, options: {dryRun?: boolean; where?: string}): ImportPresenter {
    return new ImportPresenter(out, {
      json: out.json,
      stream: out.format === 'jsonl',
      progress: out.drawsOnStderr,
      dryRun: options.dryRun,
      where: options.where,
    })
  }

  /** Rows that failed validation (before anything is sent). */
  invalidRows(rows: readonly InvalidRow[], skipping: boolean): void {
    for (const row of rows) {
      if (!this.options.dryRun) {
        const result: RowResult = {
          line: row.line,
          order_id: row.orderId,
          status: 'invalid',
          reason: row.issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; '),
        }
        this.results.push(result)
        if (this.options.json && this.options.stream) this.jsonLine(result)
      }
      if (!this.options.json || this.options.dryRun) {
        for (const text of describeInvalidRow(row)) this.err(`${skipping ? 'skipped ' : ''}${escapeControl(text)}`)
      }
    }
  }

  /**
   * A dry run's valid rows, as they would be sent: with --json one array of the bodies, otherwise a table of the
   * parsed values (tab-separated on a pipe), so that a garbled name or a misread date is seen before anything is sent.
   */
  async wouldSend(rows: readonly PreparedRow[]): Promise<void> {
    this.clearBar()
    if (this.options.json) this.out.printJson(rows.map((r) => r.body))
    else await this.out.list(rows, dryRunView, {noWideFlag: true})
  }

  notice(message: string): void {
    this.err(escapeControl(message))
  }

  warn(message: string): void {
    this.clearBar()
    this.out.warn(message)
    this.drawBar(true)
  }

  /** `error: …` on stderr, as the base command prints errors (for an exit that is not an exception). */
  error(message: string): void {
    this.err(`${this.out.errColors.red('error:')} ${message}`)
  }

  event(e: ImportEvent): void {
    switch (e.type) {
      case 'plan': {
        this.total = e.total
        // Valid rows: the summary's headline also counts the invalid and empty ones.
        const parts = [`${e.total} valid row${e.total === 1 ? '' : 's'}`]
        if (e.skipped) parts.push(`${e.skipped} already done (skipped)`)
        if (e.toReconcile) parts.push(`${e.toReconcile} to reconcile`)
        parts.push(`${e.toSend} to send`)
        if (this.options.where) this.note(`on  ${this.options.where}`)
        this.note(parts.join(', '))
        return
      }
      case 'reconciling':
        this.note(`reconciling ${e.count} row${e.count === 1 ? '' : 's'} whose outcome is unknown, by listing the seller's invoices…`)
        return
      case 'paused':
        this.note(`rate limited (429): all requests paused for ${(e.ms / 1000).toFixed(1)}s${e.fromRetryAfter ? ' (Retry-After)' : ''}`)
        return
      case 'stopping':
        this.err(e.reason === 'interrupt' ? e.message : `stopping: ${escapeControl(e.message)}`)
        return
      case 'row':
        this.row(e.result)
    }
  }

  private row(r: RowResult): void {
    this.done++
    if (r.status !== 'invalid') this.counts[r.status]++
    if (r.status === 'skipped' && r.invoice_id) this.alreadySent.push(r.line)
    this.results.push(r)
    if (this.options.json && this.options.stream) this.jsonLine(r)
    else if (r.status === 'rejected' || r.status === 'unknown') {
      this.err(`line ${r.line} (order ${r.order_id}): ${r.status}: ${escapeControl(r.reason ?? '')}`)
    }
    this.drawBar(false)
  }

  /**
   * Every row's result, in line order: with --json one array on stdout; without, a table (tab-separated on a pipe).
   * --jsonl printed them as they came. Nothing for a dry run (its rows were shown before), nor with --json when an
   * error stopped the import (`stopped`: the error is then stdout's one JSON document).
   */
  async printResults(stopped = false): Promise<void> {
    if (this.options.dryRun || (this.options.json && (this.options.stream || stopped))) return
    this.clearBar()
    const sorted = [...this.results].sort((a, b) => a.line - b.line)
    if (this.options.json) this.out.printJson(sorted)
    // The summary follows the table: no pager holds it back (a long import's table would page).
    else await this.out.list(sorted, resultView, {noPager: true, noWideFlag: true})
  }

  /**
   * The end of an import: the results and the summary; when invalid rows stopped it before anything was sent (not a
   * dry run), stderr has named them and only --json's one array is printed.
   */
  async end(s: ImportSummary, resumeCommand: string, how: {stopped: boolean; invalid: boolean}): Promise<void> {
    if (!how.invalid || this.options.dryRun) await this.summary(s, resumeCommand, how.stopped)
    else if (this.options.json) await this.printResults(how.stopped)
  }

  /** The rows' results (printResults) and the summary (stdout, or stderr with --json), plus what to do next. */
  async summary(s: ImportSummary, resumeCommand: string, stopped = false): Promise<void> {
    this.clearBar()
    await this.printResults(stopped)
    const lines: string[] = []
    // The headline counts every row of the file, and its parts add up to it.
    const all = rows(s.total + s.invalid + (s.emptyRows ?? 0))
    const empty = s.emptyRows ? `, ${s.emptyRows} empty (ignored)` : ''
    if (s.dryRun) {
      const plan = s.plan ? `; a real run would skip ${s.plan.skip}, reconcile ${s.plan.reconcile} and send ${s.plan.send}` : ''
      lines.push(`dry run: ${all}, ${s.total} valid, ${s.invalid} invalid${empty}; nothing sent${plan}`)
    } else {
      const parts = [`${s.created} created`, `${s.skipped} skipped`, `${s.rejected} rejected`, `${s.unknown} unknown`]
      if (s.invalid) parts.push(`${s.invalid} invalid (not sent)`)
      if (s.notSent) parts.push(`${s.notSent} not sent yet`)
      if (s.emptyRows) parts.push(`${s.emptyRows} empty (ignored)`)
      lines.push(`${all}: ${parts.join(', ')}${s.reconciled ? ` (${s.reconciled} reconciled by listing)` : ''}`)
      if (this.alreadySent.length > 0) {
        const sorted = [...this.alreadySent].sort((a, b) => a - b)
        this.out.info(
          `already sent by an earlier run (nothing created again): line${sorted.length === 1 ? '' : 's'} ${sorted.slice(0, 20).join(', ')}${sorted.length > 20 ? `, … (${sorted.length})` : ''}`,
        )
      }
      if (s.journal) lines.push(`journal: ${s.journal}`)
      if (s.interrupted || s.notSent > 0)
        lines.push(
          `${s.interrupted ? 'interrupted. ' : ''}To resume (done rows are skipped, unknown ones reconciled first): ${resumeCommand}`,
        )
      else if (s.unknown > 0)
        lines.push(
          `rows with an unknown outcome are never resent blindly: run the same command again to reconcile them by listing: ${resumeCommand}`,
        )
    }
    for (const line of lines) {
      if (this.options.json) this.out.info(line)
      else this.out.line(line)
    }
  }

  /** One compact JSON line on stdout (the bar, on stderr, only needs clearing when both go to one terminal). */
  private jsonLine(value: object): void {
    this.out.printLine(value)
  }

  /** Progress notes: on a terminal only (long work stays quiet otherwise). */
  private note(text: string): void {
    if (this.options.progress) this.err(text)
  }

  private err(text: string): void {
    this.clearBar()
    this.out.info(text)
    this.drawBar(true)
  }

  private clearBar(): void {
    if (this.barShown) {
      this.out.stderr.write('\r\u001b[2K')
      this.barShown = false
    }
  }

  private drawBar(force: boolean): void {
    if (!this.options.progress || this.total === 0) return
    const now = Date.now()
    if (!force && now - this.drawnAt < 100 && this.done < this.total) return
    this.drawnAt = now
    const width = Math.max(10, Math.min(30, (this.out.stderr.columns || 80) - 62))
    const filled = Math.round((this.done / this.total) * width)
    const c = this.counts
    const text = `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${this.done}/${this.total}  created ${c.created}  skipped ${c.skipped}  rejected ${c.rejected}  unknown ${c.unknown}`
    this.out.stderr.write(`\r\u001b[2K${text}`)
    this.barShown = true
  }
}

const percent = (v: number | undefined) => (v === undefined ? '' : `${String(v).replace('.', ',')}%`)

/** `bolepix import`'s rows at the end: each row's line, order id, status, the invoice id created or found, the reason. */
export const resultView: ListView<RowResult> = {
  empty: 'no rows were sent',
  fields: ['line', 'order_id', 'status', 'invoice_id', 'reason'],
  columns: [
    {header: 'LINE', key: 'line', kind: 'fixed', get: (r) => r.line, drop: 0},
    {header: 'INVOICE ID', key: 'invoice', kind: 'id', get: (r) => r.invoice_id, drop: 0},
    {header: 'STATUS', key: 'status', kind: 'fixed', get: (r) => r.status, drop: 0},
    {header: 'ORDER ID', key: 'order', kind: 'id', get: (r) => r.order_id, drop: 2},
    {header: 'REASON', key: 'reason', get: (r) => r.reason, drop: 1, optional: true},
  ],
}

/** `bolepix import --dry-run`: each row's values as they would be sent. */
export const dryRunView: ListView<PreparedRow> = {
  empty: 'no valid rows: nothing would be sent',
  record: (r) => r.body,
  fields: ['line', 'order_id', 'amount', 'dueDate'],
  columns: [
    {header: 'LINE', key: 'line', kind: 'fixed', get: (r) => r.line, drop: 0},
    {header: 'ORDER ID', key: 'order', kind: 'id', get: (r) => r.orderId, drop: 9},
    {header: 'AMOUNT', key: 'amount', kind: 'fixed', align: 'right', get: (r) => formatBrl(reaisToCents(r.body.amount)), drop: 0},
    {header: 'DUE', key: 'due', kind: 'fixed', get: (r) => r.body.dueDate, drop: 0},
    {header: 'DAYS', key: 'days', kind: 'fixed', get: (r) => r.body.expirationAfterPayment, drop: 6},
    {header: 'NAME', key: 'name', get: (r) => r.body.debtor.name, drop: 0, whole: true},
    // Masked on a terminal like every table's CPF (docs/output.md, LGPD); whole on a pipe, with --wide and in --json.
    {header: 'DOCUMENT', key: 'document', kind: 'document', get: (r) => r.body.debtor.document, drop: 1},
    {
      header: 'ADDRESS',
      key: 'address',
      get: (r) => [r.body.debtor.publicArea, r.body.debtor.number, r.body.debtor.neighborhood].join(', '),
      drop: 8,
    },
    {header: 'CITY', key: 'city', get: (r) => `${r.body.debtor.city}/${r.body.debtor.state}`, drop: 4},
    {header: 'CEP', key: 'cep', kind: 'fixed', get: (r) => r.body.debtor.postalCode, drop: 5},
    {header: 'FINE', key: 'fine', kind: 'fixed', get: (r) => percent(r.body.instructions?.fine), drop: 7, optional: true},
    {header: 'INTEREST', key: 'interest', kind: 'fixed', get: (r) => percent(r.body.instructions?.interest), drop: 7, optional: true},
    {header: 'NOTES', key: 'notes', get: (r) => r.notes?.join('; '), drop: 3, optional: true},
  ],
}

/** The lines that name an invalid row's problems: `line 7: debtor.document: invalid CPF check digits`. */
export function describeInvalidRow(row: InvalidRow): string[] {
  return row.issues.map((i) => `line ${row.line}: ${i.path ? `${i.path}: ` : ''}${i.message}`)
}
