import {closeSync, fdatasync, fstat, ftruncate, mkdtempSync, openSync, readFileSync, write} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {describe, expect, test} from 'vitest'
import {BatchWriter, fileWriter, type FileOps} from '../../../src/services/listen/batch-writer.js'

/** node:fs itself, with writes that stop after `room` bytes the way a full disk does: a short write, then ENOSPC. */
function diskWithRoom(room: number): FileOps & {truncatedTo?: number; syncs: number} {
  let left = room
  const ops: FileOps & {truncatedTo?: number; syncs: number} = {
    syncs: 0,
    write(fd, buf, offset, length, done) {
      if (left === 0) return done(Object.assign(new Error('ENOSPC: no space left on device, write'), {code: 'ENOSPC'}), 0)
      const n = Math.min(left, length)
      left -= n
      write(fd, buf, offset, n, null, done)
    },
    fdatasync: (fd, done) => {
      ops.syncs++
      fdatasync(fd, done)
    },
    ftruncate: (fd, length, done) => {
      ops.truncatedTo = length
      ftruncate(fd, length, done)
    },
    size: (fd, done) => fstat(fd, (err, st) => done(err, st?.size ?? 0)),
  }
  return ops
}

const tempFile = (name = 'out.jsonl') => join(mkdtempSync(join(tmpdir(), 'payctl-bw-')), name)
const writeLine = (w: BatchWriter, text: string) => new Promise<Error | null | undefined>((r) => w.write(text, r))

describe('BatchWriter', () => {
  test('lines queued while a write is in progress go out together, in order, each caller told', async () => {
    const writes: string[] = []
    let release: (() => void) | undefined
    const w = new BatchWriter((text, done) => {
      writes.push(text)
      release = () => done(null)
    })
    const acks: number[] = []
    for (let i = 0; i < 3; i++) w.write(`a${i}\n`, () => acks.push(i))
    await new Promise((r) => setImmediate(r))
    expect(writes).toEqual(['a0\na1\na2\n'])
    w.write('b\n', () => acks.push(3))
    w.write('c\n', () => acks.push(4))
    expect(writes).toHaveLength(1)
    release!()
    expect(acks).toEqual([0, 1, 2])
    expect(writes).toEqual(['a0\na1\na2\n', 'b\nc\n'])
    release!()
    expect(acks).toEqual([0, 1, 2, 3, 4])
    await w.drained()
  })

  test('after a failure every caller gets the error', async () => {
    const w = new BatchWriter((_t, done) => done(new Error('EPIPE')))
    const errs = await Promise.all([0, 1].map(() => new Promise<Error | null | undefined>((r) => w.write('x', r))))
    expect(errs.map((e) => e?.message)).toEqual(['EPIPE', 'EPIPE'])
    expect(await new Promise<Error | null | undefined>((r) => w.write('y', r))).toHaveProperty('message', 'EPIPE')
  })
})

describe('fileWriter', () => {
  test('appends and syncs', async () => {
    const file = tempFile()
    const fd = openSync(file, 'a', 0o600)
    const ops = diskWithRoom(1_000)
    const w = fileWriter({fd, regular: true, syncable: true}, ops)
    await Promise.all(['one\n', 'two\n'].map((t) => writeLine(w, t)))
    closeSync(fd)
    expect(readFileSync(file, 'utf8')).toBe('one\ntwo\n')
    expect(ops.syncs).toBe(1)
  })

  // A full disk left half a line, and the next run's first line was glued to it.
  test('a batch cut short by a full disk is truncated back to the last whole line, and the error reported', async () => {
    const file = tempFile()
    const fd = openSync(file, 'a', 0o600)
    const ops = diskWithRoom(20)
    const w = fileWriter({fd, regular: true, syncable: true}, ops)
    expect(await writeLine(w, '{"id":"ev1"}\n')).toBeNull()
    const err = await writeLine(w, '{"id":"ev2","pad":"xxxxxxxxxx"}\n')
    expect(err).toHaveProperty('code', 'ENOSPC')
    expect(ops.truncatedTo).toBe(13)
    closeSync(fd)
    expect(readFileSync(file, 'utf8')).toBe('{"id":"ev1"}\n')
  })

  test('a file that cannot be synced (a FIFO, a terminal, /dev/null) is written without fdatasync, and never truncated', async () => {
    const file = tempFile()
    const fd = openSync(file, 'a', 0o600)
    const ops = diskWithRoom(5)
    const w = fileWriter({fd, regular: false, syncable: false}, ops)
    expect(await writeLine(w, 'abc\n')).toBeNull()
    expect(await writeLine(w, 'defg\n')).toHaveProperty('code', 'ENOSPC')
    closeSync(fd)
    expect(ops.syncs).toBe(0)
    expect(ops.truncatedTo).toBeUndefined()
    expect(readFileSync(file, 'utf8')).toBe('abc\nd')
  })
})
