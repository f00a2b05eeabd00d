import {spawnSync} from 'node:child_process'
import {appendFileSync, existsSync, readFileSync, statSync, writeFileSync} from 'node:fs'
import {hostname} from 'node:os'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {Journal, readJournal, type ExpectedHeader, type JournalEntry} from '../../../src/services/import/journal.js'
import {acquireLock} from '../../../src/services/import/lock.js'
import {tempDir} from '../../helpers/cli.js'
import {waitFor} from '../../helpers/wait.js'

const expected: ExpectedHeader = {
  file: '/data/charges.csv',
  sha256: 'c'.repeat(64),
  profile: 'default',
  baseUrl: 'http://127.0.0.1:4010',
  sellerId: 'seller-1',
}
const at = '2026-03-10T12:00:00.000Z'
const entry = (type: JournalEntry['type'], n: number, extra: Partial<JournalEntry> = {}): JournalEntry => ({
  type,
  order_id: `id-${n}`,
  line: n + 1,
  at,
  ...extra,
})
const lines = (path: string) =>
  readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>)

describe('the import journal', () => {
  it('starts with a header, is 0600, and group-commits appends of one tick in one fsync', async () => {
    const path = join(tempDir(), 'charges.csv.journal')
    const {journal, state, warnings} = await Journal.open(path, expected, () => new Date(at))
    expect(warnings).toEqual([])
    expect(state.last.size).toBe(0)
    expect(statSync(path).mode & 0o777).toBe(0o600)
    await Promise.all(Array.from({length: 16}, (_, i) => journal.write(entry('intent', i))))
    expect(journal.syncs).toBe(1)
    // Durable means written: the 16 intents are in the file before anyone is told.
    expect(lines(path)).toHaveLength(17)
    journal.record(entry('created', 0, {invoice_id: 'inv-0'}))
    journal.record(entry('rejected', 1, {status: 422, reason: 'bad'}))
    await journal.close()
    expect(lines(path)[0]).toEqual({type: 'header', version: 1, ...expected, createdAt: at})
    expect(lines(path).at(-1)).toEqual({type: 'rejected', order_id: 'id-1', line: 2, at, status: 422, reason: 'bad'})
  })

  it('writes a block of intents in one fsync; outcomes alone are written unsynced until an intent or close()', async () => {
    const path = join(tempDir(), 'j.journal')
    const {journal} = await Journal.open(path, expected, () => new Date(at))
    await journal.write(Array.from({length: 8}, (_, i) => entry('intent', i)))
    expect(journal.syncs).toBe(1)
    journal.record(entry('created', 0, {invoice_id: 'inv-0'}))
    // Written (a killed process loses nothing), not yet fsynced.
    await waitFor('the outcome line on disk', () => lines(path).length === 10)
    expect(journal.syncs).toBe(1)
    journal.record(entry('created', 1, {invoice_id: 'inv-1'}))
    await journal.write(entry('intent', 8))
    expect(journal.syncs).toBe(2)
    journal.record(entry('created', 2, {invoice_id: 'inv-2'}))
    await journal.close()
    expect(journal.syncs).toBe(3)
    expect(lines(path).map((l) => l.type)).toEqual(['header', ...Array(8).fill('intent'), 'created', 'created', 'intent', 'created'])
  })

  it('replays the latest entry per order id, case-insensitively', async () => {
    const path = join(tempDir(), 'j.journal')
    const {journal} = await Journal.open(path, expected)
    await journal.write(entry('intent', 1, {order_id: 'AbC'}))
    journal.record(entry('unknown', 1, {order_id: 'AbC', reason: 'lost'}))
    await journal.write(entry('intent', 2))
    await journal.close()
    const state = (await readJournal(path))!
    expect(state.last.get('abc')).toMatchObject({type: 'unknown', reason: 'lost'})
    expect(state.last.get('id-2')).toMatchObject({type: 'intent'})
  })

  it('drops a torn last line (a crash mid-write) and appends after the last complete one', async () => {
    const path = join(tempDir(), 'j.journal')
    const first = await Journal.open(path, expected)
    await first.journal.write(entry('intent', 1))
    await first.journal.close()
    appendFileSync(path, '{"type":"created","order_id":"id-1","li')
    const {journal, state, warnings} = await Journal.open(path, expected)
    expect(warnings).toEqual([expect.stringContaining('last line was incomplete')])
    expect(state.last.get('id-1')?.type).toBe('intent')
    await journal.write(entry('created', 1))
    await journal.close()
    expect(lines(path).map((l) => l.type)).toEqual(['header', 'intent', 'created'])
  })

  it('refuses a journal written for another file, profile, base URL or seller, and a damaged one', async () => {
    const path = join(tempDir(), 'j.journal')
    await (await Journal.open(path, expected)).journal.close()
    await expect(Journal.open(path, {...expected, sha256: 'd'.repeat(64)})).rejects.toThrow(
      /belongs to another import: the file is not the same/,
    )
    await expect(Journal.open(path, {...expected, profile: 'prod'})).rejects.toThrow(/profile "default" \(now "prod"\)/)
    await expect(Journal.open(path, {...expected, baseUrl: 'https://api.example.com'})).rejects.toThrow(
      /base URL http:\/\/127\.0\.0\.1:4010 \(now https:\/\/api\.example\.com\)/,
    )
    await expect(Journal.open(path, {...expected, sellerId: 'seller-2'})).rejects.toThrow(/seller seller-1 \(now seller-2\)/)
    // The same content under another path is the same import.
    const moved = await Journal.open(path, {...expected, file: '/elsewhere/charges.csv'})
    expect(moved.warnings).toEqual([expect.stringContaining('has the same content')])
    await moved.journal.close()
    appendFileSync(path, 'garbage\n{"type":"intent","order_id":"x","line":2,"at":"t"}\n')
    await expect(readJournal(path)).rejects.toThrow(/damaged at line 2/)
    const other = join(tempDir(), 'notes.txt')
    writeFileSync(other, '{"type":"intent","order_id":"x"}\n')
    await expect(Journal.open(other, expected)).rejects.toThrow(/not a payctl import journal/)
  })
})

describe('the journal lock', () => {
  it('is exclusive, holds the pid, and is released only by its owner', () => {
    const path = join(tempDir(), 'j.journal.lock')
    const warnings: string[] = []
    const lock = acquireLock(path, (m) => warnings.push(m))
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({pid: process.pid, host: hostname()})
    expect(statSync(path).mode & 0o777).toBe(0o600)
    expect(() => acquireLock(path, (m) => warnings.push(m))).toThrow(
      new RegExp(`another import is running on this journal \\(pid ${process.pid}`),
    )
    lock.release()
    expect(existsSync(path)).toBe(false)
    const again = acquireLock(path, (m) => warnings.push(m))
    lock.release() // not ours any more: a no-op
    expect(existsSync(path)).toBe(true)
    again.release()
    expect(warnings).toEqual([])
  })

  it('takes over a stale lock whose process is gone, with a warning', () => {
    const path = join(tempDir(), 'j.journal.lock')
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {encoding: 'utf8'})
    const pid = Number(dead.stdout)
    writeFileSync(path, JSON.stringify({pid, host: hostname(), nonce: 'old', startedAt: at}))
    const warnings: string[] = []
    const lock = acquireLock(path, (m) => warnings.push(m))
    expect(warnings).toEqual([`took over a stale lock ${path}: its run (pid ${pid}, started ${at}) is gone`])
    expect(JSON.parse(readFileSync(path, 'utf8')).pid).toBe(process.pid)
    lock.release()
  })

  it('does not take over a lock from another host or one being written right now', () => {
    const path = join(tempDir(), 'j.journal.lock')
    writeFileSync(path, JSON.stringify({pid: 1, host: 'elsewhere', nonce: 'x', startedAt: at}))
    expect(() => acquireLock(path, () => undefined)).toThrow(/pid 1 on elsewhere.*remove the lock if that run is gone/)
    writeFileSync(path, '')
    expect(() => acquireLock(path, () => undefined)).toThrow(/another import is starting on this journal/)
  })
})
