/**
 * What a table says about itself on a narrow terminal: the columns it left out (one line naming --wide), amounts
 * right-aligned, and `events notifications --failing` keeping the last answer at 80 columns.
 */
import {describe, expect, it} from 'vitest'
import {CellRows, leftOutLine, tableChunks, type Column} from '../../src/render/table.js'
import {notificationView} from '../../src/render/events.js'
import {makeColors} from '../../src/render/format.js'
import type {NotificationRow} from '../../src/services/events/query.js'

interface Row {
  id: string
  amount: string
  note: string
}

const draw = <T>(columns: Column<T>[], rows: T[], width: number) => {
  const cells = new CellRows(columns)
  for (const row of rows) cells.add(row)
  let leftOut: string[] = []
  const text = [...tableChunks(cells, {width, color: false, leftOut: (h) => (leftOut = h)})].join('')
  return {text, leftOut}
}

const columns: Column<Row>[] = [
  {header: 'ID', key: 'id', kind: 'fixed', get: (r) => r.id, drop: 0},
  {header: 'AMOUNT', key: 'amount', kind: 'fixed', align: 'right', get: (r) => r.amount, drop: 0},
  {header: 'NOTE', key: 'note', kind: 'fixed', get: (r) => r.note, drop: 1},
]
const rows: Row[] = [
  {id: 'a', amount: 'R$ 1.234,56', note: 'x'.repeat(40)},
  {id: 'b', amount: 'R$ 9,90', note: 'y'},
]

describe('a table on a narrow terminal', () => {
  it('right-aligns an amount column, header included', () => {
    const {text} = draw(columns, rows, 120)
    expect(text.split('\n').slice(1, 5)).toEqual([
      `│ ID │      AMOUNT │ NOTE${' '.repeat(36)} │`,
      `├────┼─────────────┼${'─'.repeat(42)}┤`,
      `│ a  │ R$ 1.234,56 │ ${'x'.repeat(40)} │`,
      `│ b  │     R$ 9,90 │ y${' '.repeat(39)} │`,
    ])
  })

  it('tells which columns the width left out, and nothing when all fit', () => {
    expect(draw(columns, rows, 30).leftOut).toEqual(['NOTE'])
    expect(draw(columns, rows, 120).leftOut).toEqual([])
    expect(leftOutLine(['NOTE'], 80)).toBe('--wide shows 1 more column: NOTE')
    expect(leftOutLine(['NOTE'], 80, '--json')).toBe('--json shows 1 more column: NOTE')
    expect(leftOutLine(['TIME', 'RESOURCE', 'TARGET'], 80)).toBe('--wide shows 3 more columns: TIME, RESOURCE, TARGET')
    expect(
      leftOutLine(
        Array.from({length: 20}, (_, k) => `COLUMN ${k}`),
        80,
      ),
    ).toHaveLength(80)
  })

  it('events notifications --failing at 80 columns keeps the last answer whole; the target and the status go first', () => {
    const row = (id: string, answer: {status_code?: number; error?: string}): NotificationRow =>
      ({
        notification: {
          id,
          event_id: `ev-${id}`,
          event: 'charge-create',
          target: 'https://hooks.example.com/loja-exemplo/producao/notificacoes/bolepix',
          status: 'pending',
          attempt_count: 3,
          attempts: [{at: '2026-11-22T10:00:00Z', ...answer}],
          next_attempt_at: '2026-11-22T13:00:00Z',
        },
        event: {id: `ev-${id}`, event: 'charge-create', inserted_at: '2026-11-22T10:00:00Z', data: {invoiceId: `inv-${id}`}},
      }) as unknown as NotificationRow
    const view = notificationView(makeColors(false), Date.parse('2026-11-22T10:00:00Z'), {failing: true})
    const {text, leftOut} = draw(
      view.columns.map((c) => (c.short ? {...c, get: c.short} : c)),
      [row('d85727a2-1', {error: 'connection refused'}), row('e00166b6-2', {status_code: 503, error: 'Service Unavailable'})],
      80,
    )
    expect(text.split('\n')[1]).toMatch(/^│ ID +│ EVENT +│ FAILURES │ LAST ANSWER +│/)
    expect(text).toContain('connection refused')
    expect(text).toContain('HTTP 503: Service Unavailable')
    expect(leftOut).toEqual(expect.arrayContaining(['TARGET', 'STATUS']))
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(80)
  })
})
