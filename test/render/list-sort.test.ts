/** --sort (render/list-sort.ts, docs/decisions.md#sorting-lists): the keys it takes, how values compare, stability, the bounded --limit. */
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {compareText, parseSort, sortedRows, sortValue, type SortKey} from '../../src/render/list-sort.js'
import {INVOICE_FIELDS} from '../../src/schemas/record-fields.js'

const fields = INVOICE_FIELDS as readonly string[]

/** Hands `rows` over one at a time, as a streamed list does. */
const source =
  <T>(rows: readonly T[]) =>
  async (emit: (row: T) => void | Promise<void>) => {
    for (const row of rows) await emit(row)
  }

const sorted = async <T>(rows: readonly T[], sort: string, limit?: number) =>
  (await sortedRows(source(rows), parseSort(sort, fields), (r) => r, limit)).rows

describe('parseSort', () => {
  it('takes FIELD and FIELD:desc (or :asc), comma-separated, dotted fields included', () => {
    expect(parseSort('status, amount:desc ,debtor.name:ASC', fields)).toEqual([
      {field: 'status', descending: false},
      {field: 'amount', descending: true},
      {field: 'debtor.name', descending: false},
    ])
  })

  it('names every mistake at once, and the fields there are', () => {
    let message = ''
    try {
      parseSort('amout,-amount,status:up,debtor', fields)
    } catch (err) {
      message = (err as Error).message
    }
    expect(message).toContain('"-amount": for descending write amount:desc')
    expect(message).toContain('"status:up": the order after ":" is asc or desc')
    // `debtor` is an object, not a field to compare (--fields takes it; --sort does not).
    expect(message).toContain('no field "amout", "debtor"; the fields are id, invoiceId, sellerId, status')
    expect(() => parseSort(' , ', fields)).toThrow(/^no field given; the fields are id,/)
  })

  it('does not repeat a long run of digits (a card number pasted in the wrong place)', () => {
    expect(() => parseSort('4111111111111111', fields)).toThrow(/^no field "…"; the fields are/)
  })
})

describe('how values compare', () => {
  it('amounts as numbers, not as text (9.9 before 10, 1234.56 last)', async () => {
    const rows = [{amount: 1234.56}, {amount: 10}, {amount: 9.9}, {amount: '100.5'}]
    expect((await sorted(rows, 'amount')).map((r) => r.amount)).toEqual([9.9, 10, '100.5', 1234.56])
  })

  it('date-times by the instant, whatever the offset or fraction', async () => {
    const rows = [{insertedAt: '2026-01-01T12:00:00Z'}, {insertedAt: '2026-01-01T10:30:00-03:00'}, {insertedAt: '2026-01-01T12:00:00.5Z'}]
    // 10:30 at -03:00 is 13:30 UTC: last, though its text sorts first.
    expect((await sorted(rows, 'insertedAt')).map((r) => r.insertedAt)).toEqual([
      '2026-01-01T12:00:00Z',
      '2026-01-01T12:00:00.5Z',
      '2026-01-01T10:30:00-03:00',
    ])
  })

  it('text by code point: no locale (upper case before lower, accents after ASCII), an emoji after U+FFFD', () => {
    const words = ['maria', 'Maria', 'Álvaro', 'Zé', '😀', '\ufffd', 'ana']
    expect([...words].sort(compareText)).toEqual(['Maria', 'Zé', 'ana', 'maria', 'Álvaro', '\ufffd', '😀'])
    // The same order as the UTF-8 bytes (LC_ALL=C sort).
    const bytes = (s: string) => Buffer.from(s, 'utf8')
    fc.assert(
      fc.property(fc.string({unit: 'grapheme'}), fc.string({unit: 'grapheme'}), (a, b) => {
        expect(Math.sign(compareText(a, b))).toBe(Math.sign(Buffer.compare(bytes(a), bytes(b))))
      }),
    )
  })

  it('missing values last in either direction; ties keep the order they came in', async () => {
    const rows = [
      {id: 'a', status: 'PAID'},
      {id: 'b'},
      {id: 'c', status: 'CANCELLED'},
      {id: 'd', status: 'PAID'},
      {id: 'e', status: null},
      {id: 'f', status: 'CANCELLED'},
    ]
    expect((await sorted(rows, 'status')).map((r) => r.id).join('')).toBe('cfadbe')
    expect((await sorted(rows, 'status:desc')).map((r) => r.id).join('')).toBe('adcfbe')
  })

  it('several keys: the second decides among equals of the first', async () => {
    const rows = [
      {id: 'a', status: 'PENDING', amount: 5},
      {id: 'b', status: 'PAID', amount: 1},
      {id: 'c', status: 'PENDING', amount: 50},
      {id: 'd', status: 'PAID', amount: 7},
    ]
    expect((await sorted(rows, 'status,amount:desc')).map((r) => r.id).join('')).toBe('dbca')
  })

  it('a list sorts by how many it holds; a count as a number', () => {
    expect(sortValue([1, 2, 3], 'auto')).toBe(3)
    expect(sortValue(12, 'auto')).toBe(12)
    expect(sortValue('', 'auto')).toBeUndefined()
    expect(sortValue('not a date', 'datetime')).toBe('not a date')
  })
})

describe('sortedRows', () => {
  it('counts every row, and with a limit gives the first N of the whole order (the same as sorting all)', async () => {
    const row = fc.record({
      id: fc.nat(),
      amount: fc.option(fc.integer({min: 0, max: 20}), {nil: undefined}),
      status: fc.constantFrom('PAID', 'PENDING'),
    })
    await fc.assert(
      fc.asyncProperty(fc.array(row, {maxLength: 60}), fc.integer({min: 1, max: 12}), fc.boolean(), async (rows, limit, desc) => {
        const keys: SortKey[] = [{field: 'amount', descending: desc}]
        const all = await sortedRows(source(rows), keys, (r) => r)
        const first = await sortedRows(source(rows), keys, (r) => r, limit)
        expect(all.total).toBe(rows.length)
        expect(first.total).toBe(rows.length)
        expect(first.rows).toEqual(all.rows.slice(0, limit))
      }),
    )
  })

  it('the first 10 of 10,000 in a shuffled order', async () => {
    const rows = Array.from({length: 10_000}, (_, i) => ({amount: (i * 7919) % 10_000}))
    const {rows: top, total} = await sortedRows(source(rows), [{field: 'amount', descending: true}], (r) => r, 10)
    expect(total).toBe(10_000)
    expect(top.map((r) => r.amount)).toEqual([9999, 9998, 9997, 9996, 9995, 9994, 9993, 9992, 9991, 9990])
  })
})
