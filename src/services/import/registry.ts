/**
 * One set of rows, one sender (docs/import.md#the-journal-and-running-it-again, "One run per set of rows"). A journal
 * guards reruns through itself only: the same file imported again with another journal would create every charge a
 * second time. So payctl also keeps, in the user's state folder (config/paths.ts stateDir), per base URL, seller and
 * file content (a SHA-256 of the three, the key):
 *
 *   imports/KEY.json   the journals that sent those rows (0600, in a 0700 folder)
 *   imports/KEY.lock   the run sending them now (util/pid-lock.ts, naming its journal)
 *
 * Before anything is sent, a run takes the lock (a second run of the same rows is refused, whatever its journal),
 * reads which other journals sent rows of this file that may have been created, and records its own journal.
 */
import {createHash, randomBytes} from 'node:crypto'
import {chmodSync, closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync} from 'node:fs'
import {join} from 'node:path'
import {UsageError} from '../../errors.js'
import type {PidLock} from '../../util/pid-lock.js'
import {readJournal, type JournalState} from './journal.js'
import {acquireRowsLock} from './lock.js'

const REGISTRY_VERSION = 1

/** Which rows: the service, the seller and the file's content. */
export interface RowsIdentity {
  baseUrl: string
  sellerId?: string
  /** SHA-256 of the file's content. */
  sha256: string
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
  | {kind: 'rows'; journal: string; since: string; rows: number}
  | {kind: 'unreadable'; journal: string; since: string}
  | {kind: 'damaged-record'; record: string}

/** The key of a set of rows: a SHA-256 of the normalized base URL, the seller and the file's SHA-256. */
export function rowsKey(rows: RowsIdentity): string {
  let base = rows.baseUrl
  try {
    base = new URL(rows.baseUrl).href
  } catch {
    // kept as given
  }
  return createHash('sha256')
    .update(JSON.stringify(['payctl import rows v1', base.replace(/\/+$/, ''), rows.sellerId ?? '', rows.sha256]))
    .digest('hex')
}

export class RowsRegistry {
  private readonly dir: string
  private readonly file: string
  private readonly lockFile: string

  constructor(stateDir: string, rows: RowsIdentity) {
    this.dir = join(stateDir, 'imports')
    const key = rowsKey(rows)
    this.file = join(this.dir, `${key}.json`)
    this.lockFile = join(this.dir, `${key}.lock`)
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
      if (value.version !== REGISTRY_VERSION || !Array.isArray(value.journals)) return 'damaged'
      const ok = value.journals.every((j) => j && typeof j === 'object' && typeof (j as SenderRecord).journal === 'string')
      return ok ? (value.journals as SenderRecord[]) : 'damaged'
    } catch {
      return 'damaged'
    }
  }

  /**
   * The other journals that sent rows of this file that may have been created: each with how many of `orderIds`,
   * read from that journal; a journal that is gone or unreadable counts as having sent them all (rows undefined).
   */
  async sentElsewhere(journal: string, rows: RowsIdentity, orderIds: readonly string[]): Promise<SentElsewhere[]> {
    const senders = this.senders()
    if (senders === 'damaged') return [{kind: 'damaged-record', record: this.file}]
    const out: SentElsewhere[] = []
    for (const s of senders) {
      if (s.journal === journal) continue
      let state: JournalState | undefined
      try {
        state = await readJournal(s.journal)
      } catch {
        state = undefined
      }
      const h = state?.header
      // Gone, unreadable, or since reused for something else: what it sent of these rows cannot be told.
      if (!state || !h || h.sha256 !== rows.sha256 || rowsKey({baseUrl: h.baseUrl, sellerId: h.sellerId, sha256: h.sha256}) !== rowsKey(rows)) {
        out.push({kind: 'unreadable', journal: s.journal, since: s.since})
        continue
      }
      let sent = 0
      for (const id of orderIds) {
        const t = state.last.get(id.toLowerCase())?.type
        if (t === 'created' || t === 'intent' || t === 'unknown') sent++
      }
      if (sent > 0) out.push({kind: 'rows', journal: s.journal, since: s.since, rows: sent})
    }
    return out
  }

  /** Records `journal` as a sender of these rows (once), before anything is sent. */
  record(journal: string, file: string, now: () => Date = () => new Date()): void {
    const senders = this.senders()
    const list = senders === 'damaged' ? [] : senders
    if (list.some((s) => s.journal === journal)) return
    list.push({journal, file, since: now().toISOString()})
    this.ensureFolder()
    const tmp = `${this.file}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`
    try {
      const fd = openSync(tmp, 'wx', 0o600)
      try {
        writeSync(fd, `${JSON.stringify({version: REGISTRY_VERSION, journals: list}, null, 2)}\n`)
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

  private ensureFolder(): void {
    try {
      mkdirSync(this.dir, {recursive: true, mode: 0o700})
      if (process.platform !== 'win32') chmodSync(this.dir, 0o700)
    } catch (err) {
      throw new UsageError(`cannot create the folder ${this.dir} (where payctl records which imports sent which rows): ${(err as Error).message}; set PAYCTL_STATE_DIR to a folder you can write`)
    }
  }
}

/**
 * What was found, for the refusal (or, with --force, the warning): how many rows, by which journal, since when.
 */
export function describeSentElsewhere(found: readonly SentElsewhere[], total: number): string {
  const parts = found.map((f) => {
    if (f.kind === 'damaged-record') return `the record of which journals sent them (${f.record}) is damaged, so any of them may have been`
    if (f.kind === 'rows') return `${f.rows} of these ${total} rows by the journal ${f.journal} (used since ${f.since})`
    return `by the journal ${f.journal} (used since ${f.since}), which cannot be read any more (gone or changed), so any of them may have been`
  })
  return `these rows were already sent to this seller (same base URL, seller and file content) with another journal: ${parts.join('; ')}`
}
