/**
 * One row, one sender (docs/import.md#the-journal-and-running-it-again, "One row, one sender"). A journal
 * guards reruns through itself only: the same rows imported again with another journal (another file name, the rows
 * re-saved as .xlsx) would create every charge a second time. So payctl also keeps, in the user's state folder
 * (config/paths.ts stateDir), per base URL and seller (a SHA-256 of the two, the key):
 *
 *   imports/KEY.json          the journals that sent rows to this seller (0600, in a 0700 folder)
 *   imports/KEY.ids/J.ids     the order ids each journal J was about to send, one a line, written before it sends
 *   imports/KEY.lock          the run sending to this seller now (util/pid-lock.ts, naming its journal)
 *
 * Order ids are derived from each row's values (rows.ts rowOrderId), so the same row has the same id in any file.
 * Before anything is sent, a run takes the lock (one import per seller at a time), reads which other journals sent
 * any of its rows that may have been created, and records its own journal and ids.
 *
 * Version 1 kept one record per base URL, seller and file content (`sha256` given): it is still read, to find the
 * rows of a file imported before order ids were derived from the rows (index.ts).
 */
import {createHash, randomBytes} from 'node:crypto'
import {chmodSync, closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync} from 'node:fs'
import {join} from 'node:path'
import {UsageError} from '../../errors.js'
import type {PidLock} from '../../util/pid-lock.js'
import {localTime} from '../../util/local-time.js'
import {readJournal, type JournalState} from './journal.js'
import {acquireRowsLock} from './lock.js'

const REGISTRY_VERSION = 2

/** Which rows: the service and the seller (and, for a version 1 record, the file's content). */
export interface RowsIdentity {
  baseUrl: string
  sellerId?: string
  /** SHA-256 of the file's content: only to find a version 1 record. */
  sha256?: string
}

export interface SenderRecord {
  /** Absolute path of the journal. */
  journal: string
  /** The import file, as it was named then. */
  file: string
  /** When that journal was first used for these rows. */
  since: string
}

/**
 * Another journal's part in these rows: how many of them it may have created, or that this cannot be told (the
 * journal is gone or changed, or the record itself is damaged: then any of them may have been).
 */
export type SentElsewhere =
  | {kind: 'rows'; journal: string; since: string; rows: number; orderIds: string[]}
  | {kind: 'unreadable'; journal: string; since: string; orderIds?: string[]}
  | {kind: 'damaged-record'; record: string}

/**
 * The key of a seller's record: a SHA-256 of the normalized base URL and the seller; with `sha256`, the version 1
 * key of one file's rows.
 */
export function rowsKey(rows: RowsIdentity): string {
  let base = rows.baseUrl
  try {
    base = new URL(rows.baseUrl).href
  } catch {
    // kept as given
  }
  return createHash('sha256')
    .update(
      JSON.stringify(
        rows.sha256 === undefined
          ? ['payctl import seller v2', base.replace(/\/+$/, ''), rows.sellerId ?? '']
          : ['payctl import rows v1', base.replace(/\/+$/, ''), rows.sellerId ?? '', rows.sha256],
      ),
    )
    .digest('hex')
}

export class RowsRegistry {
  private readonly dir: string
  private readonly file: string
  private readonly lockFile: string
  private readonly idsDir: string
  private readonly version: number

  constructor(stateDir: string, rows: RowsIdentity) {
    this.dir = join(stateDir, 'imports')
    const key = rowsKey(rows)
    this.file = join(this.dir, `${key}.json`)
    this.lockFile = join(this.dir, `${key}.lock`)
    this.idsDir = join(this.dir, `${key}.ids`)
    this.version = rows.sha256 === undefined ? REGISTRY_VERSION : 1
  }

  /** Where the order ids sent with `journal` are listed. */
  private idsFile(journal: string): string {
    return join(this.idsDir, `${createHash('sha256').update(journal).digest('hex').slice(0, 32)}.ids`)
  }

  /** The order ids (lower-case) `journal` was about to send; undefined when not recorded (a version 1 record). */
  private sentIds(journal: string): Set<string> | undefined {
    try {
      return new Set(
        readFileSync(this.idsFile(journal), 'utf8')
          .split('\n')
          .filter((l) => l !== ''),
      )
    } catch {
      return undefined
    }
  }

  /** Takes the lock of these rows for the run writing `journal` (usage error naming the run that holds it). */
  lock(journal: string, warn: (message: string) => void): PidLock {
    this.ensureFolder()
    return acquireRowsLock(this.lockFile, journal, warn)
  }

  /** The journals recorded for these rows; `damaged` when the record cannot be read. */
  senders(): SenderRecord[] | 'damaged' {
    let text: string
    try {
      text = readFileSync(this.file, 'utf8')
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return []
      return 'damaged'
    }
    try {
      const value = JSON.parse(text) as {version?: unknown; journals?: unknown}
      if (value.version !== this.version || !Array.isArray(value.journals)) return 'damaged'
      const ok = value.journals.every((j) => j && typeof j === 'object' && typeof (j as SenderRecord).journal === 'string')
      return ok ? (value.journals as SenderRecord[]) : 'damaged'
    } catch {
      return 'damaged'
    }
  }

  /**
   * The other journals that sent any of `orderIds` that may have been created: each with which of them, read from
   * that journal; a journal that is gone or unreadable counts as having sent every one of them it listed.
   */
  async sentElsewhere(journal: string, rows: RowsIdentity, orderIds: readonly string[]): Promise<SentElsewhere[]> {
    const senders = this.senders()
    if (senders === 'damaged') return [{kind: 'damaged-record', record: this.file}]
    const out: SentElsewhere[] = []
    for (const s of senders) {
      if (s.journal === journal) continue
      const listed = this.version === 1 ? undefined : this.sentIds(s.journal)
      const mine = listed ? orderIds.filter((id) => listed.has(id.toLowerCase())) : [...orderIds]
      if (mine.length === 0) continue
      let state: JournalState | undefined
      try {
        state = await readJournal(s.journal)
      } catch {
        state = undefined
      }
      const h = state?.header
      const sameRows =
        h !== undefined &&
        (this.version === 1 ? h.sha256 === rows.sha256 : true) &&
        rowsKey({baseUrl: h.baseUrl, sellerId: h.sellerId, sha256: this.version === 1 ? h.sha256 : undefined}) === rowsKey(rows)
      // Gone, unreadable, or since reused for something else: what it sent of these rows cannot be told.
      if (!state || !sameRows) {
        out.push({kind: 'unreadable', journal: s.journal, since: s.since, ...(listed ? {orderIds: mine} : {})})
        continue
      }
      const sent = mine.filter((id) => {
        const t = state.last.get(id.toLowerCase())?.type
        return t === 'created' || t === 'intent' || t === 'unknown'
      })
      if (sent.length > 0) out.push({kind: 'rows', journal: s.journal, since: s.since, rows: sent.length, orderIds: sent})
    }
    return out
  }

  /**
   * Records `journal` as a sender to this seller (once), and the order ids it is about to send (added to those it
   * listed before), before anything is sent.
   */
  record(journal: string, file: string, orderIds: readonly string[] = [], now: () => Date = () => new Date()): void {
    const senders = this.senders()
    const list = senders === 'damaged' ? [] : senders
    this.ensureFolder()
    if (orderIds.length > 0) this.recordIds(journal, orderIds)
    if (list.some((s) => s.journal === journal)) return
    list.push({journal, file, since: now().toISOString()})
    const tmp = `${this.file}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`
    try {
      const fd = openSync(tmp, 'wx', 0o600)
      try {
        writeSync(fd, `${JSON.stringify({version: this.version, journals: list}, null, 2)}\n`)
        fsyncSync(fd)
      } finally {
        closeSync(fd)
      }
      renameSync(tmp, this.file)
    } catch (err) {
      rmSync(tmp, {force: true})
      throw new UsageError(`cannot write the import record ${this.file}: ${(err as Error).message}`)
    }
  }

  /** Adds order ids to the journal's list (fsynced: it must outlive a crash of the run that sends them). */
  private recordIds(journal: string, orderIds: readonly string[]): void {
    const path = this.idsFile(journal)
    try {
      mkdirSync(this.idsDir, {recursive: true, mode: 0o700})
      const known = this.sentIds(journal) ?? new Set<string>()
      const fresh = orderIds.map((id) => id.toLowerCase()).filter((id) => !known.has(id))
      if (fresh.length === 0) return
      const fd = openSync(path, 'a', 0o600)
      try {
        writeSync(fd, `${fresh.join('\n')}\n`)
        fsyncSync(fd)
      } finally {
        closeSync(fd)
      }
    } catch (err) {
      throw new UsageError(`cannot write the import record ${path}: ${(err as Error).message}`)
    }
  }

  private ensureFolder(): void {
    try {
      mkdirSync(this.dir, {recursive: true, mode: 0o700})
      if (process.platform !== 'win32') chmodSync(this.dir, 0o700)
    } catch (err) {
      throw new UsageError(
        `cannot create the folder ${this.dir} (where payctl records which imports sent which rows): ${(err as Error).message}; set PAYCTL_STATE_DIR to a folder you can write`,
      )
    }
  }
}

/**
 * What was found, for the refusal (or, with --force, the warning): how many rows, by which journal, since when.
 */
export function describeSentElsewhere(
  found: readonly SentElsewhere[],
  total: number,
  lineOf: (orderId: string) => number | undefined = () => undefined,
): string {
  const linesOf = (ids: readonly string[]) => {
    const lines = ids
      .map(lineOf)
      .filter((l): l is number => l !== undefined)
      .sort((a, b) => a - b)
    return lines.length === 0
      ? ''
      : ` (line${lines.length === 1 ? '' : 's'} ${lines.slice(0, 20).join(', ')}${lines.length > 20 ? ', …' : ''})`
  }
  const parts = found.map((f) => {
    if (f.kind === 'damaged-record') return `the record of which journals sent them (${f.record}) is damaged, so any of them may have been`
    if (f.kind === 'rows')
      return `${f.rows} of these ${total} rows${linesOf(f.orderIds)} by the journal ${f.journal} (used since ${localTime(f.since)})`
    const which = f.orderIds ? `${f.orderIds.length} of these ${total} rows${linesOf(f.orderIds)} ` : ''
    return `${which}by the journal ${f.journal} (used since ${localTime(f.since)}), which cannot be read any more (gone or changed), so ${f.orderIds ? 'those' : 'any of them'} may have been`
  })
  return `rows of this file were already sent to this seller (same base URL and seller, the same values) with another journal: ${parts.join('; ')}`
}
