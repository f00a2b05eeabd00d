/**
 * The sandbox's append-only journal (JSON Lines). Every change is one line `{"t": kind, "v": record}` (the whole
 * record, last one wins). Lines are written and fsynced before the answer that depends on them is sent; writes that
 * arrive while a sync is in flight are batched into the next one (group commit), so load costs one fsync per batch,
 * not per request. On open, a torn last line (a crash mid-write) is cut off with a warning, and a lock file keeps a
 * second sandbox off the same file.
 */
import {closeSync, existsSync, fchmodSync, fsyncSync, ftruncateSync, openSync, readFileSync, renameSync, writeFileSync} from 'node:fs'
import {open, type FileHandle} from 'node:fs/promises'
import {dirname} from 'node:path'
import {PayctlError, UsageError} from '../errors.js'
import {acquirePidLock, LockHeldError, type PidLock} from '../util/pid-lock.js'

export const JOURNAL_FORMAT = 'payctl-sandbox-journal'
export const JOURNAL_VERSION = 1

export interface JournalEntry {
  t: string
  v: unknown
}

interface Waiter {
  resolve: () => void
  reject: (err: unknown) => void
}

/** Takes `FILE.lock`, or explains who holds it. A lock left by a dead process (kill -9) is taken over. */
function acquireLock(lockFile: string): PidLock {
  try {
    return acquirePidLock(lockFile)
  } catch (err) {
    if (err instanceof LockHeldError) {
      throw new PayctlError(
        `the data file is in use by another sandbox${err.holder ? ` (pid ${err.holder.pid})` : ''}; stop it, or delete ${lockFile} if it is gone`,
      )
    }
    throw err
  }
}

function fsyncDir(dir: string): void {
  try {
    const fd = openSync(dir, 'r')
    try {
      fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
  } catch {
    // Some platforms cannot fsync a folder; the rename is still atomic.
  }
}

export class Journal {
  private buffer: string[] = []
  private waiting: Waiter[] = []
  private writing = false
  private closed = false
  /** fsyncs made so far (group commit makes this far smaller than the number of changes under load). */
  syncs = 0

  private constructor(
    readonly file: string,
    private fh: FileHandle,
    private readonly lock: PidLock,
  ) {}

  /**
   * Opens (or creates) a journal and reads its entries. `warn` hears about skipped lines. Throws when the file is
   * not a sandbox journal, so that a mistyped `--data` never scribbles on someone's file.
   */
  static async open(file: string, warn: (message: string) => void): Promise<{journal: Journal; entries: JournalEntry[]}> {
    const lock = acquireLock(`${file}.lock`)
    try {
      const entries = existsSync(file) ? Journal.read(file, warn) : []
      const fh = await open(file, 'a', 0o600)
      // open's mode applies only to a file it creates: an existing one (an empty 0644 file) is made 0600 before the
      // first entry, which holds the sandbox's tokens, is written (docs/sandbox.md, "Persistence").
      await fh.chmod(0o600)
      const journal = new Journal(file, fh, lock)
      if (entries.length === 0) {
        journal.append({t: 'meta', v: {format: JOURNAL_FORMAT, version: JOURNAL_VERSION}})
        await journal.flush()
      }
      return {journal, entries: entries.filter((e) => e.t !== 'meta')}
    } catch (err) {
      lock.release()
      throw err
    }
  }

  /** Reads and repairs a journal file: a torn last line is cut off (the file is truncated to the last whole line). */
  private static read(file: string, warn: (message: string) => void): JournalEntry[] {
    const buf = readFileSync(file)
    if (buf.length === 0) return []
    const parse = (line: string): JournalEntry | undefined => {
      try {
        const v = JSON.parse(line) as JournalEntry
        return v && typeof v === 'object' && typeof v.t === 'string' ? v : undefined
      } catch {
        return undefined
      }
    }
    // Work on bytes: a torn write may end inside a multi-byte character.
    const firstNl = buf.indexOf(0x0a)
    const head = buf.subarray(0, firstNl === -1 ? buf.length : firstNl).toString('utf8')
    const first = parse(head)
    const isJournal = first?.t === 'meta' && (first.v as {format?: unknown} | null)?.format === JOURNAL_FORMAT
    // Refuse anything that is not ours before touching it (a torn first write is the only exception).
    if (!isJournal && !(firstNl === -1 && head.startsWith('{"t":"meta"'))) {
      throw new UsageError(`${file} is not a payctl sandbox data file; choose another --data file`)
    }
    const end = buf.lastIndexOf(0x0a) + 1
    const lines = buf.subarray(0, end).toString('utf8').split('\n')
    lines.pop()
    const tail = buf.subarray(end).toString('utf8')
    const entries: JournalEntry[] = []
    lines.forEach((line, index) => {
      if (line.trim() === '') return
      const entry = parse(line)
      if (entry) entries.push(entry)
      else if (index === lines.length - 1 && tail === '') warn(`${file}: skipped a torn last line (line ${index + 1})`)
      else warn(`${file}: skipped an unreadable line (line ${index + 1})`)
    })
    const tailEntry = tail.trim() === '' ? undefined : parse(tail)
    if (tailEntry) {
      // A whole entry that lost only its newline: keep it, and end the line.
      entries.push(tailEntry)
      writeFileSync(file, '\n', {flag: 'a'})
    } else if (end < buf.length) {
      if (tail.trim() !== '') warn(`${file}: skipped a torn last line (line ${lines.length + 1}); cut back to the last whole line`)
      const fd = openSync(file, 'r+')
      try {
        ftruncateSync(fd, end)
        fsyncSync(fd)
      } finally {
        closeSync(fd)
      }
    }
    return entries
  }

  /** Queues one entry; it is durable once a later `flush()` resolves. */
  append(entry: JournalEntry): void {
    if (this.closed) return
    this.buffer.push(`${JSON.stringify(entry)}\n`)
  }

  /** Resolves once every entry appended so far is written and fsynced (group commit). */
  flush(): Promise<void> {
    if (this.buffer.length === 0 && !this.writing) return Promise.resolve()
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({resolve, reject})
      void this.pump()
    })
  }

  private async pump(): Promise<void> {
    if (this.writing) return
    this.writing = true
    try {
      while (this.buffer.length > 0 || this.waiting.length > 0) {
        const data = this.buffer.join('')
        const waiters = this.waiting
        this.buffer = []
        this.waiting = []
        try {
          if (data !== '') {
            await this.fh.write(data)
            await this.fh.datasync()
            this.syncs++
          }
          for (const w of waiters) w.resolve()
        } catch (err) {
          for (const w of waiters) w.reject(err)
        }
      }
    } finally {
      this.writing = false
    }
  }

  /** Replaces the file with the given entries (compaction), atomically: temp file, fsync, rename, fsync folder. */
  async rewrite(entries: JournalEntry[]): Promise<void> {
    await this.flush()
    const tmp = `${this.file}.tmp`
    const lines = [{t: 'meta', v: {format: JOURNAL_FORMAT, version: JOURNAL_VERSION}}, ...entries]
    const fd = openSync(tmp, 'w', 0o600)
    try {
      fchmodSync(fd, 0o600) // a temp file left by a crash keeps its mode through 'w'
      writeFileSync(fd, lines.map((e) => `${JSON.stringify(e)}\n`).join(''))
      fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
    await this.fh.close()
    renameSync(tmp, this.file)
    fsyncDir(dirname(this.file))
    this.fh = await open(this.file, 'a', 0o600)
  }

  /** Flushes, closes the file and releases the lock. */
  async close(): Promise<void> {
    if (this.closed) return
    await this.flush()
    this.closed = true
    await this.fh.close()
    this.lock.release()
  }
}
