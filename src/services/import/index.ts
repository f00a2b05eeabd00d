/**
 * `bolepix import`: read and validate the whole file (nothing is sent while any row is invalid, unless
 * --skip-invalid), take the journal's lock and the lock of these rows (registry.ts), refuse rows another journal
 * already sent unless --force, open the journal (refusing one written for another file, profile or base URL), then
 * run the engine with one keep-alive Transport whose requests pass the shared 429 gate.
 */
import {shellWord} from '../../util/shell.js'
import {resolve} from 'node:path'
import type {Gate} from '../../api/sender.js'
import type {Transport} from '../../api/transport.js'
import {NotLoggedInError, UsageError} from '../../errors.js'
import {localDate} from '../../schemas/dates.js'
import {checkHeader, Journal, readJournal, type ExpectedHeader, type JournalState} from './journal.js'
import {acquireLock} from './lock.js'
import {RateGate} from './rate-gate.js'
import {describeSentElsewhere, RowsRegistry, type SentElsewhere} from './registry.js'
import {checkRows, type InvalidRow, type PreparedRow} from './rows.js'
import {runImport, type ImportEvent, type RunCounts} from './runner.js'
import {readImportSource, type ImportSource} from './source.js'

export const DEFAULT_CONCURRENCY = 4
export const MAX_CONCURRENCY = 64

export interface ImportOptions {
  file: string
  /** Default: FILE.journal */
  journal?: string
  concurrency: number
  dryRun: boolean
  skipInvalid: boolean
  /**
   * Send rows that another journal already sent to this seller (docs/import.md#the-journal-and-running-it-again,
   * "One row, one sender").
   */
  force?: boolean
  /** For tests: the date due dates are checked against. */
  today?: string
  /** The sheet of an .xlsx file (default: the first). */
  sheet?: string
}

export interface ImportOutcome {
  summary: ImportSummary
  exitCode: number
  /** One line for stderr explaining a non-zero exit (besides the summary). */
  message?: string
  /** A failure that stopped the import (authentication, network): the command throws it after the summary. */
  failure?: Error
}

export interface ImportSummary extends RunCounts {
  file: string
  journal?: string
  /** Valid rows in the file. */
  total: number
  invalid: number
  /** Rows with every cell empty, skipped. */
  emptyRows?: number
  interrupted: boolean
  dryRun: boolean
  /** Rows of a dry run that a real run would skip, reconcile or send. */
  plan?: {skip: number; reconcile: number; send: number}
}

/** What the import reports as it goes (render/import.ts prints it). */
export interface ImportObserver {
  invalidRows(rows: readonly InvalidRow[], skipping: boolean): void
  /** A dry run's valid rows: what would be sent (docs/import.md#dry-run). */
  wouldSend(rows: readonly PreparedRow[]): void | Promise<void>
  warn(message: string): void
  /** A line about the file or a row that is not a problem (a restored leading zero). */
  notice(message: string): void
  event(e: ImportEvent): void
}

/** What the import needs from the command. */
export interface ImportDeps {
  /** The settings in force; the journal's header records the profile, base URL and seller. */
  settings(): Promise<{profileName: string; baseUrl: string; sellerId?: string; accessToken?: string}>
  /** The seller id, or a usage error saying how to set one. */
  sellerId(): Promise<string>
  /**
   * A Transport with `gate` (the shared 429 pause) before every attempt, and without the Ctrl-C abort signal, so that
   * requests in flight finish and their outcome is known and recorded. Its sender is the transport's own choice
   * (docs/http.md#senders): node:http unless a proxy applies, so that an interim `100 Continue` is read as such.
   */
  createTransport(gate: Gate): Promise<Transport>
  /** Aborted on Ctrl-C: stop dispatching. */
  stop: AbortSignal
  /** The user's state folder (config/paths.ts stateDir), where the record of which journals sent which rows lives. */
  stateDir: string
  /** The service's today (a moved sandbox's), for relative due dates and the today-or-later check; asked at most once. */
  serviceToday?: () => Promise<string>
}

/** The journal's default path: next to the file. */
export const defaultJournalPath = (file: string) => `${file}.journal`

export async function importBolepix(deps: ImportDeps, options: ImportOptions, presenter: ImportObserver): Promise<ImportOutcome> {
  if (!Number.isInteger(options.concurrency) || options.concurrency < 1 || options.concurrency > MAX_CONCURRENCY) {
    throw new UsageError(`--concurrency must be a whole number from 1 to ${MAX_CONCURRENCY}`)
  }
  const source = await readImportSource(options.file, options.sheet)
  if (source.rows.length === 0)
    throw new UsageError(`${options.file} has no rows to import${source.emptyRows ? ` (${source.emptyRows} empty)` : ''}`)
  const journalPath = resolve(options.journal ?? defaultJournalPath(options.file))
  // A journal written before order ids were derived from the rows is resumed with its own ids (docs/import.md#order-ids).
  const earlier = await readJournal(journalPath)
  const scheme = earlier?.header && earlier.header.ids !== 'row' ? 'file-and-line' : 'row'
  let today = options.today ?? localDate(new Date())
  let {valid, invalid} = checkRows(source, {today, scheme})
  // The service's today is never before this machine's (a sandbox's clock only moves forward), so a row invalid here
  // is invalid there too: it is asked only when rows would be sent (or listed by a dry run), then they are checked again.
  if (deps.serviceToday && valid.length > 0 && (invalid.length === 0 || options.skipInvalid)) {
    const theirs = await deps.serviceToday()
    if (theirs !== today) ({valid, invalid} = checkRows(source, {today: (today = theirs), scheme}))
  }
  for (const note of source.notes) presenter.warn(note)
  for (const row of valid) for (const note of row.notes ?? []) presenter.notice(`line ${row.line}: ${note}`)
  const summary: ImportSummary = {
    file: options.file,
    journal: options.dryRun ? undefined : journalPath,
    total: valid.length,
    invalid: invalid.length,
    created: 0,
    skipped: 0,
    rejected: 0,
    unknown: 0,
    notSent: 0,
    reconciled: 0,
    interrupted: false,
    dryRun: options.dryRun,
    ...(source.emptyRows ? {emptyRows: source.emptyRows} : {}),
  }
  const lineOf = lineFinder(valid)
  const sentBefore = async (settings: {baseUrl: string; sellerId?: string}, state: JournalState | undefined) => {
    const seller = {baseUrl: settings.baseUrl, sellerId: settings.sellerId, ...(scheme === 'row' ? {} : {sha256: source.sha256})}
    const registry = new RowsRegistry(deps.stateDir, seller)
    const found = await registry.sentElsewhere(journalPath, seller, toSendBy(state, valid))
    if (scheme === 'row') found.push(...(await sentByFirstScheme(deps.stateDir, journalPath, source, valid, today, settings)))
    return {registry, found}
  }
  // What a journal records of the run it belongs to: checked against a journal being resumed, written to a new one.
  const headerFor = (settings: {profileName: string; baseUrl: string; sellerId?: string}): ExpectedHeader => ({
    file: source.path,
    sha256: source.sha256,
    profile: settings.profileName,
    baseUrl: settings.baseUrl,
    sellerId: settings.sellerId,
    ...(scheme === 'row' ? {ids: 'row' as const} : {}),
  })
  presenter.invalidRows(invalid, options.skipInvalid)
  const invalidMessage =
    invalid.length > 0 && !options.skipInvalid
      ? `${invalid.length} invalid row${invalid.length === 1 ? '' : 's'} (line${invalid.length === 1 ? '' : 's'} ${invalid
          .map((r) => r.line)
          .slice(0, 10)
          .join(
            ', ',
          )}${invalid.length > 10 ? ', …' : ''}): nothing was sent. Fix ${invalid.length === 1 ? 'it' : 'them'}, or pass --skip-invalid to import the valid rows`
      : undefined

  if (options.dryRun) {
    await presenter.wouldSend(valid)
    const settings = await deps.settings()
    const state = earlier
    const {found: elsewhere} = await sentBefore(settings, state)
    if (elsewhere.length > 0)
      presenter.warn(
        `${describeSentElsewhere(elsewhere, valid.length, lineOf)}; a real run would ${options.force ? 'send them again (--force)' : 'stop unless --force'}`,
      )
    if (state?.header) {
      try {
        checkHeader(journalPath, state.header, headerFor(settings))
        summary.plan = planOf(
          valid.map((r) => r.orderId),
          state,
        )
      } catch (err) {
        presenter.warn(`a real run would stop: ${(err as Error).message}`)
      }
    } else summary.plan = {skip: 0, reconcile: 0, send: valid.length}
    return {summary, exitCode: invalidMessage ? 2 : 0, message: invalidMessage}
  }
  if (invalidMessage) return {summary, exitCode: 2, message: invalidMessage}

  const settings = await deps.settings()
  if (!settings.accessToken) throw new NotLoggedInError()
  const lock = acquireLock(`${journalPath}.lock`, (m) => presenter.warn(m))
  let rowsLock: {release(): void} | undefined
  try {
    const seller = {baseUrl: settings.baseUrl, sellerId: settings.sellerId, ...(scheme === 'row' ? {} : {sha256: source.sha256})}
    rowsLock = new RowsRegistry(deps.stateDir, seller).lock(journalPath, (m) => presenter.warn(m))
    const state0 = await readJournal(journalPath)
    const {registry, found: elsewhere} = await sentBefore(settings, state0)
    if (elsewhere.length > 0) {
      const what = describeSentElsewhere(elsewhere, valid.length, lineOf)
      if (!options.force) {
        const journals = elsewhere.flatMap((f) => (f.kind === 'damaged-record' ? [] : [f.journal]))
        const resume = journals.length === 1 ? `To finish that import, run it with --journal ${journals[0]}; to` : 'To'
        throw new UsageError(
          `${what}. Nothing was sent: a new journal would create each of those charges a second time. ${resume} send them again anyway, pass --force`,
        )
      }
      presenter.warn(`${what}; sending them again (--force): each charge already created is created a second time`)
    }
    // The tokens in force, a refreshed one included, are masked in what the journal keeps.
    let transport: Transport | undefined
    const secrets = () => [settings.accessToken, ...(transport?.secrets() ?? [])]
    const {journal, state, warnings} = await Journal.open(journalPath, headerFor(settings), undefined, secrets)
    // Once the journal is known to be this import's, and before anything is sent.
    try {
      registry.record(journalPath, source.path, toSendBy(state, valid))
    } catch (err) {
      await journal.close().catch(() => undefined)
      throw err
    }
    for (const w of warnings) presenter.warn(w)
    const gate = new RateGate((ms, fromRetryAfter) => presenter.event({type: 'paused', ms, fromRetryAfter}))
    let run: Awaited<ReturnType<typeof runImport>> | undefined
    try {
      transport = await deps.createTransport(gate)
      run = await runImport({
        rows: valid,
        state,
        journal,
        transport,
        sellerId: () => deps.sellerId(),
        gate,
        stop: deps.stop,
        concurrency: options.concurrency,
        emit: (e) => presenter.event(e),
      })
    } finally {
      // Everything recorded reaches the disk before the lock goes; a failure here surfaces unless another did.
      const closing = journal.close()
      await transport?.close().catch(() => undefined)
      if (run) await closing
      else await closing.catch(() => undefined)
    }
    if (!run) throw new Error('unreachable: the run neither finished nor failed')
    Object.assign(summary, run.counts, {interrupted: run.interrupted})
    if (run.failure) return {summary, exitCode: 1, failure: run.failure}
    if (run.interrupted) return {summary, exitCode: 130}
    return {summary, exitCode: summary.rejected > 0 || summary.unknown > 0 ? 1 : 0}
  } finally {
    rowsLock?.release()
    lock.release()
  }
}

/** The line of each valid row, by order id. */
function lineFinder(rows: readonly PreparedRow[]): (orderId: string) => number | undefined {
  const lines = new Map(rows.map((r) => [r.orderId.toLowerCase(), r.line]))
  return (id) => lines.get(id.toLowerCase())
}

/**
 * Rows of this very file sent before order ids were derived from the rows (registry.ts version 1 record, ids of the
 * file and the line): found with the ids that scheme gives them, reported under the ids this run uses.
 */
async function sentByFirstScheme(
  stateDir: string,
  journal: string,
  source: ImportSource,
  valid: readonly PreparedRow[],
  today: string,
  settings: {baseUrl: string; sellerId?: string},
): Promise<SentElsewhere[]> {
  const rows = {baseUrl: settings.baseUrl, sellerId: settings.sellerId, sha256: source.sha256}
  const registry = new RowsRegistry(stateDir, rows)
  const senders = registry.senders()
  if (senders !== 'damaged' && senders.every((s) => s.journal === journal)) return []
  const old = checkRows(source, {today, scheme: 'file-and-line'}).valid
  const now = new Map(valid.map((r) => [r.line, r.orderId]))
  const toNew = new Map(old.map((r) => [r.orderId.toLowerCase(), now.get(r.line)]))
  const found = await registry.sentElsewhere(
    journal,
    rows,
    old.map((r) => r.orderId),
  )
  return found.map((f) =>
    f.kind === 'damaged-record' || !f.orderIds ? f : {...f, orderIds: f.orderIds.map((id) => toNew.get(id.toLowerCase()) ?? id)},
  )
}

/**
 * The order ids a run with this journal would send afresh: not yet in it (or recorded as never sent). Created and
 * rejected rows are skipped, unknown ones reconciled by listing, so only these could be sent twice.
 */
function toSendBy(state: JournalState | undefined, rows: readonly {orderId: string}[]): string[] {
  return rows
    .filter((r) => {
      const t = state?.last.get(r.orderId.toLowerCase())?.type
      return t === undefined || t === 'not_sent'
    })
    .map((r) => r.orderId)
}

/** What a run would do with these order ids given a journal's state. */
function planOf(orderIds: string[], state: JournalState): {skip: number; reconcile: number; send: number} {
  const plan = {skip: 0, reconcile: 0, send: 0}
  for (const id of orderIds) {
    const t = state.last.get(id.toLowerCase())?.type
    if (t === 'created' || t === 'rejected') plan.skip++
    else if (t === 'intent' || t === 'unknown') plan.reconcile++
    else plan.send++
  }
  return plan
}

/** The command to run again, with the flags that select the same journal and profile. */
export function resumeCommand(bin: string, options: Pick<ImportOptions, 'file' | 'journal'>, profile?: string): string {
  const q = shellWord
  return [
    bin,
    'bolepix',
    'import',
    q(options.file),
    ...(options.journal ? ['--journal', q(options.journal)] : []),
    ...(profile ? ['--profile', q(profile)] : []),
  ].join(' ')
}
