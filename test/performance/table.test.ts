/**
 * Big tables: past the first 200 rows the lines are formatted without cli-table3 (whose time grows faster than the
 * row count); the text must be exactly what cli-table3 draws, colours, shortened cells and wide characters included.
 */
import Table from 'cli-table3'
import {describe, expect, it} from 'vitest'
import {fitColumns, tableChunks, toTable, toTsv, tsvChunks, type Column} from '../../src/render/table.js'

interface Row {
  id: string
  status: string
  amount: string
  note: string
}

const STATUSES = ['PENDING', 'PAID', 'CANCELLED', 'EXPIRED']
const NOTES = ['ok', 'ação', '中文の名前', 'a…b', 'plain text that is rather long and will be shortened', '']
const rows: Row[] = Array.from({length: 450}, (_, i) => ({
  id: `inv-${String(i).padStart(6, '0')}-${'x'.repeat(i % 7)}`,
  status: STATUSES[i % 4]!,
  amount: `R$ ${i},${String(i % 100).padStart(2, '0')}`,
  note: NOTES[i % NOTES.length]!,
}))
const columns = (color: boolean): Column<Row>[] => [
  {header: 'ID', get: (r) => r.id, keep: true},
  {header: 'STATUS', get: (r) => r.status, style: color ? (s) => `\u001b[31m${s}\u001b[39m` : undefined, keep: true},
  {header: 'AMOUNT', get: (r) => r.amount, keep: true},
  {header: 'NOTE', get: (r) => r.note},
]

/** What cli-table3 draws for all the rows at once, with the same layout. */
function reference(color: boolean, width: number): string {
  const cols = columns(color)
  const cells = rows.map((r) => cols.map((c) => String(c.get(r) ?? '')))
  const natural = cols.map((c, i) => Math.max(c.header.length, ...cells.map((r) => r[i]!.length)))
  const {shown, widths} = fitColumns(natural, cols.map((c) => Boolean(c.keep)), width)
  const w = (i: number) => widths[shown.indexOf(i)]!
  const short = (t: string, n: number) => (t.length <= n ? t : `${t.slice(0, n - 1)}…`)
  const table = new Table({
    head: shown.map((i) => short(cols[i]!.header, w(i))),
    style: {head: color ? ['bold'] : [], border: color ? ['grey'] : [], compact: true},
    colWidths: shown.map((i) => w(i) + 2),
    wordWrap: false,
  })
  for (const r of cells) table.push(shown.map((i) => (color && cols[i]!.style ? cols[i]!.style!(short(r[i]!, w(i))) : short(r[i]!, w(i)))))
  return `${table.toString()}\n`
}

describe('big tables', () => {
  it.each([
    [false, 120, true],
    [true, 120, true],
    [false, 50, false],
    [true, 44, false],
  ])('draw exactly what cli-table3 draws (colour %s, %i columns, note shown %s)', async (color, width, noteShown) => {
    const stats = {drawnByCliTable3: 0}
    const pieces = [...(await tableChunks(rows, columns(color), width, color, stats))]
    expect(pieces.length).toBeGreaterThan(1)
    expect(pieces.join('')).toBe(reference(color, width))
    // The first 200 rows, then only the rows with characters other than ASCII and "…" (ação, 中文の名前).
    const odd = rows.slice(200).filter((r) => /ação|中文/.test(r.note)).length
    expect(pieces.join('').includes('NOTE')).toBe(noteShown)
    expect(stats.drawnByCliTable3).toBe(200 + (noteShown ? odd : 0))
  })

  it('small tables are cli-table3 alone, and toTable joins the pieces', async () => {
    const few = rows.slice(0, 5)
    expect(await toTable(few, columns(false), 120, false)).toBe([...(await tableChunks(few, columns(false), 120, false))].join(''))
  })

  it('TSV made line by line is the same text', () => {
    expect([...tsvChunks(rows, columns(false))].join('')).toBe(toTsv(rows, columns(false)))
  })
})
