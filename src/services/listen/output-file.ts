/**
 * Opens the listener's --output file (docs/listen.md, "Nothing answered 2XX is lost"): for appending, created 0600.
 * It may be any writable file: a regular file is made 0600, and made to end with a whole line before the first
 * notification (a disk that filled up, or a kill, under an older payctl may have left half a line that the next line
 * would be glued to); a FIFO, a terminal or a device (/dev/stdout, /dev/full) is written as it is: no mode change, no
 * repair, no sync.
 */
import {closeSync, fchmodSync, fdatasyncSync, fstatSync, ftruncateSync, openSync, readSync, writeSync, type Stats} from 'node:fs'
import {PayctlError, UsageError} from '../../errors.js'
import type {FileTarget} from './batch-writer.js'

export interface OutputFile extends FileTarget {
  /** What was done at start so that the file ends with a whole line (undefined: it already did). */
  repaired?: {action: 'truncated' | 'newline'; bytes: number}
}

/** How every payctl line starts: a tail that starts so is a payctl line cut short. */
const LINE_START = Buffer.from('{"received_at":"')
const CHUNK = 64 * 1024
/** How far back the last newline is looked for; past that the tail is not a payctl line (one is at most ~14 MiB). */
const MAX_TAIL = 16 * 1024 * 1024

const codeOf = (err: unknown) => (err as NodeJS.ErrnoException).code ?? (err as Error).message

export function openOutputFile(file: string): OutputFile {
  let fd: number
  try {
    fd = openSync(file, 'a', 0o600)
  } catch (err) {
    throw new UsageError(`--output ${file}: cannot open it for appending (${codeOf(err)})`)
  }
  try {
    const st = fstatSync(fd)
    // Only a regular file holds the lines at rest: chmod on a device (as root, /dev/null) would change it for everyone.
    if (!st.isFile()) return {fd, regular: false, syncable: st.isBlockDevice()}
    fchmodSync(fd, 0o600)
    return {fd, regular: true, syncable: true, repaired: endWithWholeLine(fd, file, st)}
  } catch (err) {
    closeSync(fd)
    throw err
  }
}

/**
 * Makes a regular file end with a newline: a tail that is a payctl line cut short (never acknowledged: its answer
 * waited for the whole write) is cut off; any other text gets a newline after it, so that nothing is lost.
 */
function endWithWholeLine(fd: number, file: string, st: Stats): OutputFile['repaired'] {
  if (st.size === 0) return undefined
  const start = withReader(file, st, (rfd) => tailStart(rfd, st.size))
  if (start === st.size) return undefined
  const bytes = start === undefined ? st.size : st.size - start
  const cutShort = start !== undefined && withReader(file, st, (rfd) => startsLikeALine(rfd, start, bytes))
  try {
    if (start !== undefined && cutShort) {
      ftruncateSync(fd, start)
      fdatasyncSync(fd)
      return {action: 'truncated', bytes}
    }
    writeSync(fd, '\n')
    fdatasyncSync(fd)
    return {action: 'newline', bytes}
  } catch (err) {
    throw new PayctlError(
      `--output ${file}: it ends in the middle of a line, and that could not be mended (${codeOf(err)}); free some space or choose another file`,
    )
  }
}

/** Reads the file through a second descriptor (the first is write-only), checking it is the same file. */
function withReader<T>(file: string, st: Stats, read: (fd: number) => T): T {
  let rfd: number
  try {
    rfd = openSync(file, 'r')
  } catch (err) {
    throw new UsageError(`--output ${file}: cannot read its end to check it ends with a whole line (${codeOf(err)})`)
  }
  try {
    const r = fstatSync(rfd)
    if (r.ino !== st.ino || r.dev !== st.dev)
      throw new PayctlError(`--output ${file}: the file was replaced while it was being opened; try again`)
    return read(rfd)
  } finally {
    closeSync(rfd)
  }
}

/** The offset just after the last newline (0 when there is none), or undefined when none is in the last MAX_TAIL bytes. */
function tailStart(fd: number, size: number): number | undefined {
  const buf = Buffer.alloc(CHUNK)
  let pos = size
  while (pos > 0 && size - pos < MAX_TAIL) {
    const len = Math.min(CHUNK, pos)
    pos -= len
    const n = readSync(fd, buf, 0, len, pos)
    const at = buf.subarray(0, n).lastIndexOf(10)
    if (at !== -1) return pos + at + 1
  }
  return pos === 0 ? 0 : undefined
}

function startsLikeALine(fd: number, start: number, bytes: number): boolean {
  if (bytes < LINE_START.length) return LINE_START.subarray(0, bytes).equals(read(fd, start, bytes))
  return LINE_START.equals(read(fd, start, LINE_START.length))
}

function read(fd: number, position: number, length: number): Buffer {
  const buf = Buffer.alloc(length)
  return buf.subarray(0, readSync(fd, buf, 0, length, position))
}
