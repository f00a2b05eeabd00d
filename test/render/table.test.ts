/**
 * The table drawer against an independent one: every table payctl draws (colours, cut cells, wide characters,
 * lone surrogates, 450 rows) is parsed back into its cells and widths and drawn again by cli-table3 in the same
 * compact style; the two texts must be identical. cli-table3 (a devDependency) measures width with string-width,
 * so this also checks render/width.ts's idea of how wide CJK, accents and emoji are.
 */
import Table from 'cli-table3'
import {describe, expect, it} from 'vitest'
import {CellRows, tableChunks, tsvHeader, tsvRow, type Column} from '../../src/render/table.js'
import {displayWidth} from '../../src/render/width.js'

interface Row {
  id: string
  status: string
  amount: string
  note: string
  url: string
}

const STATUSES = ['PENDING', 'PAID', 'CANCELLED', 'EXPIRED']
const NOTES = ['ok', 'ação', '中文の名前', 'a…b', 'plain text that is rather long and will be shortened', '', 'emoji 😀 pair']
const rows: Row[] = Array.from({length: 450}, (_, i) => ({
  id: `inv-${String(i).padStart(6, '0')}-${'x'.repeat(i % 7)}`,
  status: STATUSES[i % 4]!,
  amount: `R$ ${i},${String(i % 100).padStart(2, '0')}`,
  note: NOTES[i % NOTES.length]!,
  url: `https://hooks.example.com/tenants/${i % 3}/payments/notify-${i}`,
}))
const columns = (color: boolean): Column<Row>[] => [
  {header: 'ID', key: 'id', kind: 'id', get: (r) => r.id, drop: 0},
  {
    header: 'STATUS',
    key: 'status',
    kind: 'fixed',
    get: (r) => r.status,
    style: color ? (s) => `\u001b[31m${s}\u001b[39m` : undefined,
    drop: 0,
  },
  {header: 'AMOUNT', key: 'amount', kind: 'fixed', get: (r) => r.amount, drop: 1},
  {header: 'NOTE', key: 'note', get: (r) => r.note, drop: 3},
  {header: 'URL', key: 'url', kind: 'url', get: (r) => r.url, drop: 2},
]

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g

/** cli-table3's drawing of the cells and widths read back from payctl's table. */
function redraw(text: string, color: boolean, styleOf: (header: string) => ((s: string) => string) | undefined): string {
  text = text.replace(ANSI, '')
  const lines = text.trimEnd().split('\n')
  const plain = lines.map((l) => l.replace(ANSI, ''))
  const widths = plain[0]!
    .slice(1, -1)
    .split('┬')
    .map((seg) => displayWidth(seg))
  const cellsOf = (line: string) =>
    line
      .slice(1, -1)
      .split('│')
      .map((c) => c.slice(1, -1).trimEnd())
  const head = cellsOf(plain[1]!)
  const table = new Table({
    head,
    style: {head: color ? ['bold'] : [], border: color ? ['grey'] : [], compact: true},
    colWidths: widths,
    wordWrap: false,
  })
  for (const line of plain.slice(3, -1)) {
    table.push(cellsOf(line).map((cell, k) => (color && cell !== '' && styleOf(head[k]!) ? styleOf(head[k]!)!(cell) : cell)))
  }
  return `${table.toString()}\n`
}

const kept = <T>(list: readonly T[], cols: readonly Column<T>[]) => {
  const cells = new CellRows(cols)
  for (const r of list) cells.add(r)
  return cells
}

describe('the table drawer', () => {
  it.each([
    [false, 120],
    [true, 120],
    [false, 60],
    [true, 44],
  ])('draws what cli-table3 draws for the same cells (colour %s, %i columns), every line within the width', (color, width) => {
    const cols = columns(color)
    const text = [...tableChunks(kept(rows, cols), {width, color})].join('')
    for (const line of text.trimEnd().split('\n')) expect(displayWidth(line.replace(ANSI, ''))).toBeLessThanOrEqual(width)
    // cli-table3 splits its colour codes differently (borders in segments): the texts are compared without them, and
    // the colours are checked on their own.
    expect(text.replace(ANSI, '')).toBe(redraw(text, false, () => undefined))
    if (color) {
      expect(text).toContain('\u001b[31mPAID\u001b[39m')
      expect(text).toContain('\u001b[90m│\u001b[39m')
    }
  })

  it('keeps the columns people came for and leaves out the others by their drop order', () => {
    const at = (width: number) => [...tableChunks(kept(rows, columns(false)), {width, color: false})].join('').split('\n')[1]!
    expect(at(200)).toMatch(/ID .*STATUS .*AMOUNT .*NOTE .*URL/)
    expect(at(80)).toMatch(/ID .*STATUS .*AMOUNT .*URL/)
    expect(at(80)).not.toContain('NOTE')
    expect(at(40)).toMatch(/ID .*STATUS/)
  })

  it('--wide shows every column and every cell whole; --columns picks and orders them', () => {
    const wide = [...tableChunks(kept(rows, columns(false)), {width: 40, color: false, wide: true})].join('')
    expect(wide).toContain(rows[449]!.url)
    expect(wide).toContain(rows[449]!.id)
    const picked = [...tableChunks(kept(rows, columns(false)), {width: 120, color: false, columns: ['url', 'id']})].join('')
    expect(picked.split('\n')[1]).toMatch(/^│ URL +│ ID +│$/)
  })

  it('carries lone surrogates, control characters and huge cells through the cell buffers', () => {
    const odd: Row[] = [
      {id: 'inv-lone-\ud800-high', status: 'PAID', amount: 'R$ 1,00', note: 'lone \udc00 low', url: 'http://a/b'},
      {id: 'inv-ctl', status: 'PAID\u0000', amount: 'R$ 3,00', note: 'sep \u0001 and nul \u0000 and tab \t', url: ''},
      {id: 'inv-huge', status: 'PAID', amount: 'R$ 4,00', note: 'ç'.repeat(40_000), url: 'x'},
    ]
    const cells = kept(odd, columns(false))
    expect([...cells.rows()].map((r) => r[0])).toEqual(['inv-lone-\ud800-high', 'inv-ctl', 'inv-huge'])
    expect([...cells.rows()][1]![1]).toBe('PAID\\x00')
    const text = [...tableChunks(cells, {width: 80, color: false})].join('')
    for (const line of text.trimEnd().split('\n')) expect(displayWidth(line)).toBeLessThanOrEqual(80)
  })

  it('TSV: every column, whole values, the same header for an empty list', () => {
    const cols = columns(false)
    expect(tsvHeader(cols)).toBe('ID\tSTATUS\tAMOUNT\tNOTE\tURL\n')
    expect(tsvRow(cols, rows[1]!)).toBe(`${rows[1]!.id}\tPAID\tR$ 1,01\tação\t${rows[1]!.url}\n`)
  })
})
