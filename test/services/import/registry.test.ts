/**
 * The record of which journals sent which rows: its key, its files (0600 in a 0700 folder), what it says
 * another journal sent, and the lock of a set of rows naming the run and journal that hold it.
 */
import {mkdirSync, readdirSync, statSync, writeFileSync} from 'node:fs'
import {hostname} from 'node:os'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {stateDir} from '../../../src/config/paths.js'
import {Journal, type ExpectedHeader, type JournalEntry} from '../../../src/services/import/journal.js'
import {describeSentElsewhere, rowsKey, RowsRegistry} from '../../../src/services/import/registry.js'
import {tempDir} from '../../helpers/cli.js'
import {localTime} from '../../../src/util/local-time.js'

const rows = {baseUrl: 'http://127.0.0.1:4010', sellerId: 'seller-1', sha256: 'c'.repeat(64)}
const header: ExpectedHeader = {file: '/data/charges.csv', profile: 'default', ...rows}
const at = '2026-03-10T12:00:00.000Z'
const entry = (type: JournalEntry['type'], id: string): JournalEntry => ({type, order_id: id, line: 1, at})

async function journalWith(path: string, entries: JournalEntry[], expected: ExpectedHeader = header): Promise<void> {
  const {journal} = await Journal.open(path, expected, () => new Date(at))
  await journal.write(entries)
  await journal.close()
}

describe('the key of a set of rows', () => {
  it('is the same for the same base URL (however written), seller and content, and differs otherwise', () => {
    expect(rowsKey(rows)).toMatch(/^[0-9a-f]{64}$/)
    expect(rowsKey({...rows, baseUrl: 'HTTP://127.0.0.1:4010/'})).toBe(rowsKey(rows))
    expect(rowsKey({...rows, baseUrl: 'http://127.0.0.1:4011'})).not.toBe(rowsKey(rows))
    expect(rowsKey({...rows, sellerId: 'seller-2'})).not.toBe(rowsKey(rows))
    expect(rowsKey({...rows, sellerId: undefined})).not.toBe(rowsKey(rows))
    expect(rowsKey({...rows, sha256: 'd'.repeat(64)})).not.toBe(rowsKey(rows))
  })

  it('lives in PAYCTL_STATE_DIR, else state/ in PAYCTL_CONFIG_DIR, else the XDG state folder', () => {
    expect(stateDir({PAYCTL_STATE_DIR: '/s', PAYCTL_CONFIG_DIR: '/c'})).toBe('/s')
    expect(stateDir({PAYCTL_CONFIG_DIR: '/c'})).toBe(join('/c', 'state'))
    if (process.platform === 'linux') expect(stateDir({XDG_STATE_HOME: '/x'})).toBe(join('/x', 'payctl'))
  })
})

describe('the record', () => {
  it('names each journal once, in a 0600 file in a 0700 folder, written whole', () => {
    const dir = tempDir()
    const registry = new RowsRegistry(dir, rows)
    expect(registry.senders()).toEqual([])
    registry.record('/j/a.journal', '/data/charges.csv', [], () => new Date(at))
    registry.record('/j/a.journal', '/data/charges.csv')
    registry.record('/j/b.journal', '/data/copy.csv', [], () => new Date(at))
    expect(registry.senders()).toEqual([
      {journal: '/j/a.journal', file: '/data/charges.csv', since: at},
      {journal: '/j/b.journal', file: '/data/copy.csv', since: at},
    ])
    const folder = join(dir, 'imports')
    expect(statSync(folder).mode & 0o777).toBe(0o700)
    expect(readdirSync(folder)).toEqual([`${rowsKey(rows)}.json`])
    expect(statSync(join(folder, `${rowsKey(rows)}.json`)).mode & 0o777).toBe(0o600)
  })

  it('counts, per other journal, the rows to send that it created or sent without a known answer', async () => {
    const dir = tempDir()
    const registry = new RowsRegistry(join(dir, 'state'), rows)
    const [a, b, c, gone, mine] = ['a', 'b', 'c', 'gone', 'mine'].map((n) => join(dir, `${n}.journal`)) as [
      string,
      string,
      string,
      string,
      string,
    ]
    await journalWith(a, [
      entry('intent', 'R1'),
      entry('created', 'R1'),
      entry('intent', 'R2'),
      entry('intent', 'R3'),
      entry('unknown', 'R3'),
    ])
    await journalWith(b, [entry('intent', 'R1'), entry('rejected', 'R1'), entry('intent', 'R2'), entry('not_sent', 'R2')])
    await journalWith(c, [entry('intent', 'R1'), entry('created', 'R1')], {...header, sha256: 'e'.repeat(64)})
    for (const j of [a, b, c, gone, mine]) registry.record(j, header.file, [], () => new Date(at))
    const found = await registry.sentElsewhere(mine, rows, ['r1', 'R2', 'R3', 'R4'])
    expect(found).toEqual([
      {kind: 'rows', journal: a, since: at, rows: 3, orderIds: ['r1', 'R2', 'R3']},
      // Rewritten for another file since: what it sent of these rows cannot be told.
      {kind: 'unreadable', journal: c, since: at},
      {kind: 'unreadable', journal: gone, since: at},
    ])
    expect(describeSentElsewhere(found, 4)).toBe(
      `rows of this file were already sent to this seller (same base URL and seller, the same values) with another journal: 3 of these 4 rows by the journal ${a} (used since ${localTime(at)}); by the journal ${c} (used since ${localTime(at)}), which cannot be read any more (gone or changed), so any of them may have been; by the journal ${gone} (used since ${localTime(at)}), which cannot be read any more (gone or changed), so any of them may have been`,
    )
    expect(await registry.sentElsewhere(mine, rows, ['R4'])).toEqual([
      {kind: 'unreadable', journal: c, since: at},
      {kind: 'unreadable', journal: gone, since: at},
    ])
  })

  it('a damaged record counts as rows sent by an unknown journal', async () => {
    const dir = tempDir()
    mkdirSync(join(dir, 'imports'))
    writeFileSync(join(dir, 'imports', `${rowsKey(rows)}.json`), '{"version":1,"journals":[{"jour')
    const registry = new RowsRegistry(dir, rows)
    expect(registry.senders()).toBe('damaged')
    const found = await registry.sentElsewhere('/j/mine.journal', rows, ['R1'])
    expect(describeSentElsewhere(found, 1)).toContain(
      `the record of which journals sent them (${join(dir, 'imports', `${rowsKey(rows)}.json`)}) is damaged, so any of them may have been`,
    )
  })
})

describe('the record of a seller (order ids of the rows)', () => {
  const seller = {baseUrl: rows.baseUrl, sellerId: rows.sellerId}

  it('is one per base URL and seller, whatever the file; a gone journal counts only the ids it listed, by line', async () => {
    const dir = tempDir()
    const registry = new RowsRegistry(join(dir, 'state'), seller)
    expect(rowsKey(seller)).not.toBe(rowsKey(rows))
    expect(rowsKey({...seller, baseUrl: 'HTTP://127.0.0.1:4010/'})).toBe(rowsKey(seller))
    const [a, gone, other, mine] = ['a', 'gone', 'other', 'mine'].map((n) => join(dir, `${n}.journal`)) as [string, string, string, string]
    await journalWith(a, [entry('intent', 'R1'), entry('created', 'R1'), entry('intent', 'R2'), entry('rejected', 'R2')], {
      ...header,
      sha256: 'a'.repeat(64),
      ids: 'row',
    })
    registry.record(a, '/data/a.csv', ['R1', 'R2'], () => new Date(at))
    registry.record(gone, '/data/b.xlsx', ['r3', 'R9'], () => new Date(at))
    registry.record(other, '/data/c.csv', ['R7'], () => new Date(at))
    registry.record(mine, '/data/d.csv', ['R1', 'R2', 'R3', 'R4'], () => new Date(at))
    const found = await registry.sentElsewhere(mine, seller, ['R1', 'R2', 'R3', 'R4'])
    expect(found).toEqual([
      {kind: 'rows', journal: a, since: at, rows: 1, orderIds: ['R1']},
      {kind: 'unreadable', journal: gone, since: at, orderIds: ['R3']},
    ])
    const lines = new Map([
      ['R1', 2],
      ['R3', 4],
    ])
    expect(describeSentElsewhere(found, 4, (id) => lines.get(id))).toBe(
      `rows of this file were already sent to this seller (same base URL and seller, the same values) with another journal: 1 of these 4 rows (line 2) by the journal ${a} (used since ${localTime(at)}); 1 of these 4 rows (line 4) by the journal ${gone} (used since ${localTime(at)}), which cannot be read any more (gone or changed), so those may have been`,
    )
    expect(statSync(join(dir, 'state', 'imports', `${rowsKey(seller)}.ids`)).mode & 0o777).toBe(0o700)
  })
})

describe('the lock of a set of rows', () => {
  it('is held by one run; a second is refused naming its pid and journal; released, it can be taken again', () => {
    const dir = tempDir()
    const registry = new RowsRegistry(dir, rows)
    const lock = registry.lock('/j/a.journal', () => undefined)
    expect(() => registry.lock('/j/b.journal', () => undefined)).toThrow(
      new RegExp(
        `^another import is sending rows to the same seller and base URL now \\(pid ${process.pid}, since [^,]+, journal /j/a\\.journal; lock `,
      ),
    )
    lock.release()
    registry.lock('/j/b.journal', () => undefined).release()
  })

  it('a lock left by a run that is gone is taken over, with a warning', () => {
    const dir = tempDir()
    const registry = new RowsRegistry(dir, rows)
    mkdirSync(join(dir, 'imports'))
    const dead = 2 ** 22 + 17 // above the largest pid Linux allows: no such process
    writeFileSync(
      join(dir, 'imports', `${rowsKey(rows)}.lock`),
      JSON.stringify({pid: dead, host: hostname(), nonce: 'n', startedAt: at, about: '/j/a.journal'}),
    )
    const warnings: string[] = []
    registry.lock('/j/b.journal', (m) => warnings.push(m)).release()
    expect(warnings).toEqual([
      expect.stringMatching(/^took over a stale lock .*: its run \(pid \d+, started 2026-03-10T12:00:00.000Z\) is gone$/),
    ])
  })
})
