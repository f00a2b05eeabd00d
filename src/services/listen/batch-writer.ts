/**
 * Group commit for output streams: lines queued while a write is in progress go out together in the next write,
 * and each caller is told when its line has been written (and, for files, synced to disk). Under load this turns
 * thousands of small writes into a few large ones; no caller is answered before its line is out.
 */
import {fdatasync, fstat, ftruncate, write} from 'node:fs'

type Done = (err?: Error | null) => void
type WriteChunk = (text: string, done: Done) => void

export class BatchWriter {
  private queue: string[] = []
  private waiters: Done[] = []
  private busy = false
  private failure?: Error
  private idle: (() => void)[] = []

  constructor(private readonly writeChunk: WriteChunk) {}

  /** Queues a text; `done` runs once it has been written (with the error if writing failed). */
  write(text: string, done: Done): void {
    if (this.failure) {
      done(this.failure)
      return
    }
    this.queue.push(text)
    this.waiters.push(done)
    if (!this.busy) {
      // Wait for the rest of this turn of the event loop: everything handled in it goes out in one write.
      this.busy = true
      setImmediate(this.flushNow)
    }
  }

  private readonly flushNow = () => this.flushNext()

  /** Resolves once everything queued so far is written (or failed). */
  drained(): Promise<void> {
    if (!this.busy) return Promise.resolve()
    return new Promise((resolve) => this.idle.push(resolve))
  }

  private flushNext(): void {
    if (this.queue.length === 0) {
      this.busy = false
      const idle = this.idle
      this.idle = []
      for (const f of idle) f()
      return
    }
    this.busy = true
    const text = this.queue.length === 1 ? this.queue[0]! : this.queue.join('')
    const waiters = this.waiters
    this.queue = []
    this.waiters = []
    this.writeChunk(text, (err) => {
      if (err && !this.failure) this.failure = err
      for (const w of waiters) w(err ?? null)
      this.flushNext()
    })
  }
}

/** Writes to a stream (stdout), calling back once the stream has taken the bytes. */
export function streamWriter(stream: NodeJS.WritableStream): BatchWriter {
  return new BatchWriter((text, done) => {
    stream.write(text, (err?: Error | null) => done(err))
  })
}

/** The node:fs calls a fileWriter makes (another set in tests, to fail where a full disk would). */
export interface FileOps {
  write(fd: number, buf: Buffer, offset: number, length: number, done: (err: Error | null, written: number) => void): void
  fdatasync(fd: number, done: (err: Error | null) => void): void
  ftruncate(fd: number, length: number, done: (err: Error | null) => void): void
  size(fd: number, done: (err: Error | null, size: number) => void): void
}

const nodeFileOps: FileOps = {
  write: (fd, buf, offset, length, done) => write(fd, buf, offset, length, null, done),
  fdatasync: (fd, done) => fdatasync(fd, done),
  ftruncate: (fd, length, done) => ftruncate(fd, length, done),
  size: (fd, done) => fstat(fd, (err, st) => done(err, st?.size ?? 0)),
}

/** An open output file (services/listen/output-file.ts). */
export interface FileTarget {
  fd: number
  /** A regular file: a batch that fails is cut off again, back to the size before it. */
  regular: boolean
  /** fdatasync works on it (a regular file or a block device; not a FIFO, a terminal or /dev/full: EINVAL). */
  syncable: boolean
}

/**
 * Appends to an open file and syncs the data before calling back (docs/listen.md, "Nothing answered 2XX is lost").
 * On a regular file, a batch whose write or sync fails (a full disk: a write cut short, then ENOSPC) is truncated back
 * to the size before it, so the file still ends with a whole line; the error is reported all the same.
 */
export function fileWriter(target: FileTarget, ops: FileOps = nodeFileOps): BatchWriter {
  const {fd} = target
  return new BatchWriter((text, done) => {
    const buf = Buffer.from(text, 'utf8')
    const run = (before: number | undefined) => {
      const fail = (err: Error) => {
        if (before === undefined) return done(err)
        ops.ftruncate(fd, before, () => done(err))
      }
      const writeFrom = (offset: number) => {
        ops.write(fd, buf, offset, buf.length - offset, (err, n) => {
          if (err) return fail(err)
          if (n === 0) return fail(new Error('the file took none of the bytes written'))
          if (offset + n < buf.length) return writeFrom(offset + n)
          if (!target.syncable) return done(null)
          ops.fdatasync(fd, (syncErr) => (syncErr ? fail(syncErr) : done(null)))
        })
      }
      writeFrom(0)
    }
    if (!target.regular) return run(undefined)
    ops.size(fd, (err, size) => (err ? done(err) : run(size)))
  })
}
