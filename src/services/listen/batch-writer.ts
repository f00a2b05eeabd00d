/**
 * Group commit for output streams: lines queued while a write is in progress go out together in the next write,
 * and each caller is told when its line has been written (and, for files, synced to disk). Under load this turns
 * thousands of small writes into a few large ones; no caller is answered before its line is out.
 */
import {fdatasync, write} from 'node:fs'

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

/** Appends to an open file descriptor and syncs the data to disk before calling back. */
export function fileWriter(fd: number): BatchWriter {
  return new BatchWriter((text, done) => {
    const buf = Buffer.from(text, 'utf8')
    const writeFrom = (offset: number) => {
      write(fd, buf, offset, buf.length - offset, null, (err, n) => {
        if (err) return done(err)
        if (offset + n < buf.length) return writeFrom(offset + n)
        fdatasync(fd, (syncErr) => done(syncErr))
      })
    }
    writeFrom(0)
  })
}
