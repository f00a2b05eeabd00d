/**
 * The import journal: an append-only JSON Lines file (mode 0600) that makes an import safe to interrupt and rerun.
 * Line 1 is a header naming the file (path + SHA-256), the profile, the base URL and the seller; then, per row keyed
 * by order_id, an `intent` written and fsynced BEFORE its request is sent, and an outcome after it (`created` with
 * the invoice id, `rejected` with the reason, `unknown`, or `not_sent` when it was never sent after all).
 *
 * Writes are group-committed: every line appended in the same tick goes out in one write(), and `write()` (intents,
 * one or a block of them) resolves only once its lines are durable: a batch holding any such line is fsynced.
 * Outcomes use `record()`, which does not wait: a batch of outcomes alone is written but not fsynced (the next
 * intent's fsync, or close(), makes it durable, since an fsync covers everything written before it). A lost outcome
 * leaves an intent without one, and the next run reconciles that by listing, so nothing is ever sent twice.
 */
import {writeSync} from 'node:fs'
import {open, readFile, type FileHandle} from 'node:fs/promises'
import {dirname} from 'node:path'
import {PayctlError, UsageError} from '../../errors.js'
import {redactJsonValue} from '../../util/redact.js'

export const JOURNAL_VERSION = 1

export interface JournalHeader {
  type: 'header'
  version: number
  /** Absolute path of the imported file. */
  file: string
  sha256: string
  profile: string
  baseUrl: string
  sellerId?: string
  createdAt: string
  /**
   * `row`: derived order ids are of each row's values (rows.ts rowOrderId). Absent in journals written before: their
   * ids were of the file and the line, and a rerun with such a journal derives them the same way.
   */
  ids?: 'row'
}

export type EntryType = 'intent' | 'created' | 'rejected' | 'unknown' | 'not_sent'

export interface JournalEntry {
  type: EntryType
  order_id: string
  line: number
  at: string
  invoice_id?: string
  /** HTTP status of a rejection. */
  status?: number
  reason?: string
  /** A `created` found by listing (reconciliation) rather than answered. */
  reconciled?: boolean
}

export interface JournalState {
  header?: JournalHeader
  /** The latest entry per order id (lower-case). */
  last: Map<string, JournalEntry>
  /** Byte length of the complete lines (a torn last line, from a crash mid-write, lies beyond it). */
  validLength: number
  tornTail: boolean
  /** The file ends without a newline although its last line is complete. */
  needsNewline: boolean
}

const key = (orderId: string) => orderId.toLowerCase()

/** Reads a journal; undefined when there is none. A torn last line is ignored; any other bad line is refused. */
export async function readJournal(path: string): Promise<JournalState | undefined> {
  let buf: Buffer
  try {
    buf = await readFile(path)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw new UsageError(`cannot read the journal ${path}: ${(err as Error).message}`)
  }
  const state: JournalState = {last: new Map(), validLength: 0, tornTail: false, needsNewline: false}
  let pos = 0
  let lineNo = 0
  while (pos < buf.length) {
    const nl = buf.indexOf(10, pos)
    const end = nl === -1 ? buf.length : nl
    const text = buf.subarray(pos, end).toString('utf8').trim()
    lineNo++
    let value: unknown
    try {
      value = text === '' ? undefined : JSON.parse(text)
    } catch {
      if (nl === -1) {
        // The last line, cut short by a crash during its write: it was never acknowledged, so nothing depends on it.
        state.tornTail = true
        break
      }
      throw new UsageError(`the journal ${path} is damaged at line ${lineNo} (not JSON); it was not written by payctl as it is now`)
    }
    if (value !== undefined) apply(state, value, path, lineNo)
    pos = nl === -1 ? buf.length : nl + 1
    state.validLength = pos
    if (nl === -1) state.needsNewline = true
  }
  return state
}

function apply(state: JournalState, value: unknown, path: string, lineNo: number): void {
  const v = value as {type?: unknown; version?: unknown; order_id?: unknown} | null
  if (v?.type === 'header') {
    if (lineNo !== 1 || state.header) throw new UsageError(`the journal ${path} is damaged: a header at line ${lineNo}`)
    if (v.version !== JOURNAL_VERSION)
      throw new UsageError(`the journal ${path} has version ${String(v.version)}, this payctl writes version ${JOURNAL_VERSION}`)
    state.header = v as unknown as JournalHeader
    return
  }
  if (!state.header) throw new UsageError(`${path} is not a payctl import journal (no header line)`)
  if (typeof v?.order_id !== 'string' || typeof v.type !== 'string') {
    throw new UsageError(`the journal ${path} is damaged at line ${lineNo} (not a journal record)`)
  }
  state.last.set(key(v.order_id), v as unknown as JournalEntry)
}

export interface ExpectedHeader {
  file: string
  sha256: string
  /** The scheme of derived order ids this run uses (JournalHeader.ids). */
  ids?: 'row'
  profile: string
  baseUrl: string
  sellerId?: string
}

/**
 * Refuses a journal written for another file (content), profile, base URL or seller: its rows would be skipped or
 * reconciled against the wrong account. Returns warnings (the same content under another path is accepted).
 */
export function checkHeader(path: string, header: JournalHeader, expected: ExpectedHeader): string[] {
  const diffs: string[] = []
  const byRow = header.ids === 'row'
  if (header.sha256 !== expected.sha256 && !byRow)
    diffs.push(
      `the file is not the same (${header.file}, sha256 ${header.sha256.slice(0, 12)}…; now ${expected.file}, sha256 ${expected.sha256.slice(0, 12)}…)`,
    )
  if (header.profile !== expected.profile) diffs.push(`profile "${header.profile}" (now "${expected.profile}")`)
  if (header.baseUrl !== expected.baseUrl) diffs.push(`base URL ${header.baseUrl} (now ${expected.baseUrl})`)
  if (header.sellerId && expected.sellerId && header.sellerId !== expected.sellerId)
    diffs.push(`seller ${header.sellerId} (now ${expected.sellerId})`)
  if (diffs.length > 0) {
    throw new UsageError(
      `the journal ${path} belongs to another import: ${diffs.join('; ')}. Refusing to mix them: rerun with the same file, profile and base URL. To import corrected or new rows, put only those in a new file (a new journal for this file would send its rows again)`,
    )
  }
  if (header.sha256 !== expected.sha256)
    return [
      `the file changed since the journal was written for it (${header.file}): its rows are matched by their values, those already sent are skipped`,
    ]
  return header.file === expected.file
    ? []
    : [`the journal was written for ${header.file}; ${expected.file} has the same content (sha256), continuing`]
}

/** An open journal. Create with Journal.open(); close() flushes and fsyncs what is pending. */
export class Journal {
  /** fsync() calls made for appended lines (the header's not counted); for tests of the group commit. */
  syncs = 0
  private pending: string[] = []
  /** Lines written since the last fsync (outcomes alone are not fsynced until an intent or close() comes). */
  private unsynced = false
  private waiters: {resolve: () => void; reject: (err: Error) => void}[] = []
  private flushing?: Promise<void>
  private failure?: Error
  private closed = false

  private constructor(
    readonly path: string,
    private readonly fh: FileHandle,
    private readonly secrets: () => readonly (string | undefined)[],
  ) {}

  /**
   * Opens (or creates, with its header) the journal at `path`; refuses one written for another import. Returns the
   * state it held, and warnings to show. `secrets` are the tokens in force, masked in every entry it keeps.
   */
  static async open(
    path: string,
    expected: ExpectedHeader,
    now = () => new Date(),
    secrets: () => readonly (string | undefined)[] = () => [],
  ): Promise<{journal: Journal; state: JournalState; warnings: string[]}> {
    const existing = await readJournal(path)
    const warnings: string[] = []
    if (existing?.header) warnings.push(...checkHeader(path, existing.header, expected))
    let fh: FileHandle
    try {
      fh = await open(path, 'a', 0o600)
    } catch (err) {
      throw new UsageError(`cannot write the journal ${path}: ${(err as Error).message}`)
    }
    try {
      await fh.chmod(0o600)
      const journal = new Journal(path, fh, secrets)
      if (existing?.tornTail) {
        // Only the unacknowledged, incomplete last line goes.
        await fh.truncate(existing.validLength)
        warnings.push(`the journal's last line was incomplete (an earlier run stopped while writing it); it was dropped`)
      } else if (existing?.needsNewline) {
        journal.writeAll('\n')
      }
      const state: JournalState = existing ?? {last: new Map(), validLength: 0, tornTail: false, needsNewline: false}
      if (!state.header) {
        const header: JournalHeader = {type: 'header', version: JOURNAL_VERSION, ...expected, createdAt: now().toISOString()}
        journal.writeAll(`${JSON.stringify(header)}\n`)
        await fh.sync()
        await syncDirectory(dirname(path))
        state.header = header
      }
      return {journal, state, warnings}
    } catch (err) {
      await fh.close().catch(() => undefined)
      throw err
    }
  }

  /**
   * Appends an entry, or a block of them in one go; resolves once they are on disk (fsynced). Use before sending a
   * request.
   */
  write(entries: JournalEntry | readonly JournalEntry[]): Promise<void> {
    if (this.failure) return Promise.reject(this.failure)
    if (this.closed) return Promise.reject(new Error('journal closed'))
    return new Promise<void>((resolve, reject) => {
      const list = (Array.isArray(entries) ? entries : [entries]) as readonly JournalEntry[]
      for (const entry of list) this.pending.push(this.line(entry))
      this.waiters.push({resolve, reject})
      this.schedule()
    })
  }

  /** Appends an entry without waiting for it (outcomes); failures surface at the next write() and at close(). */
  record(entry: JournalEntry): void {
    if (this.failure || this.closed) return
    this.pending.push(this.line(entry))
    this.schedule()
  }

  /**
   * An entry as the journal keeps it: through the one redaction policy (util/redact.ts), as everything payctl prints
   * or writes. A rejection's reason is the service's message, which may quote a debtor's name holding a card number
   * or a token; the row's key (order_id, a UUID) and the rest pass unchanged.
   */
  private line(entry: JournalEntry): string {
    return `${JSON.stringify(redactJsonValue(entry, this.secrets()))}\n`
  }

  /** The first write failure, if any (disk full…). */
  get error(): Error | undefined {
    return this.failure
  }

  /** Flushes and fsyncs everything pending, then closes the file. Throws the first write failure. */
  async close(): Promise<void> {
    if (this.closed) return
    // Every pending line has a flush scheduled; lines recorded meanwhile schedule another.
    while (this.flushing) await this.flushing
    if (this.unsynced && !this.failure) {
      try {
        await this.fh.sync()
        this.syncs++
        this.unsynced = false
      } catch (err) {
        this.failure = new PayctlError(`cannot write the journal ${this.path}: ${(err as Error).message}`)
      }
    }
    this.closed = true
    await this.fh.close().catch(() => undefined)
    if (this.failure) throw this.failure
  }

  private schedule(): void {
    if (this.flushing) return
    // setImmediate lets every worker that appends in this tick join the batch: one write, one fsync.
    this.flushing = new Promise<void>((resolve) => setImmediate(() => void this.flushLoop().then(resolve)))
  }

  private async flushLoop(): Promise<void> {
    while (this.pending.length > 0) {
      const lines = this.pending
      const waiters = this.waiters
      this.pending = []
      this.waiters = []
      try {
        if (this.failure) throw this.failure
        this.writeAll(lines.join(''))
        this.unsynced = true
        // Only what someone waits for (intents) needs the fsync now; it covers the outcomes written before too.
        if (waiters.length > 0) {
          await this.fh.sync()
          this.syncs++
          this.unsynced = false
        }
        for (const w of waiters) w.resolve()
      } catch (err) {
        this.failure ??= new PayctlError(`cannot write the journal ${this.path}: ${(err as Error).message}`)
        for (const w of waiters) w.reject(this.failure)
      }
    }
    this.flushing = undefined
  }

  /**
   * A synchronous write: appending a few kilobytes lands in the page cache in microseconds, where an asynchronous
   * write costs a thread-pool round trip (about 15 times the CPU), once per batch. Only the fsync goes to the pool.
   */
  private writeAll(text: string): void {
    const buf = Buffer.from(text, 'utf8')
    let off = 0
    while (off < buf.length) off += writeSync(this.fh.fd, buf, off, buf.length - off)
  }
}

/** fsync of a folder, so that a newly created file's name survives a crash too (best effort: not on every OS). */
async function syncDirectory(dir: string): Promise<void> {
  let fh: FileHandle | undefined
  try {
    fh = await open(dir, 'r')
    await fh.sync()
  } catch {
    // Windows and some file systems cannot fsync a folder.
  } finally {
    await fh?.close().catch(() => undefined)
  }
}
