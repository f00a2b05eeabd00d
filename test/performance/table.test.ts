/**
 * Big tables: past the first 200 rows the lines are formatted without cli-table3 (whose time grows faster than the
 * row count); the text must be exactly what cli-table3 draws, colours, shortened cells and wide characters included.
 */
import {Writable} from 'node:stream'
import Table from 'cli-table3'
import {describe, expect, it} from 'vitest'
import {Output} from '../../src/render/output.js'
import {CellRows, cellTableChunks, cellTsvChunks, fitColumns, tableChunks, type Column} from '../../src/render/table.js'
import {toTable, toTsv, tsvChunks} from '../../src/render/table.js'

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
    // Where cli-table3 draws no colours (its colour library turns them off under CI=true), the fast path's coloured
    // rows cannot match it, so every row is drawn by cli-table3: still the same text, only slower.
    const tableColours = new Table({head: ['x'], style: {head: ['bold']}}).toString().includes('\u001b')
    expect(stats.drawnByCliTable3).toBe(color && !tableColours ? rows.length : 200 + (noteShown ? odd : 0))
  })

  it('small tables are cli-table3 alone, and toTable joins the pieces', async () => {
    const few = rows.slice(0, 5)
    expect(await toTable(few, columns(false), 120, false)).toBe([...(await tableChunks(few, columns(false), 120, false))].join(''))
  })

  it('TSV made line by line is the same text', () => {
    expect([...tsvChunks(rows, columns(false))].join('')).toBe(toTsv(rows, columns(false)))
  })
})

/** Rows with what UTF-8 and the NUL/0x01 separators of CellRows must carry unchanged. */
const oddRows: Row[] = [
  ...rows,
  {id: 'inv-lone-\ud800-high', status: 'PAID', amount: 'R$ 1,00', note: 'lone \udc00 low'},
  {id: 'inv-pair', status: 'PAID', amount: 'R$ 2,00', note: 'emoji 😀 pair'},
  {id: 'inv-ctl', status: 'PAID\u0000', amount: 'R$ 3,00', note: 'sep \u0001 and nul \u0000 and tab \t'},
  {id: 'inv-empty', status: '', amount: '', note: ''},
  {id: 'inv-huge', status: 'PAID', amount: 'R$ 4,00', note: 'ç'.repeat(40_000)},
  ...rows.slice(0, 30),
]

const kept = <T>(list: readonly T[], columns: readonly Column<T>[]) => {
  const cells = new CellRows(columns)
  for (const r of list) cells.add(r)
  return cells
}

describe('rows kept as cells (CellRows)', () => {
  it.each([
    [false, 120],
    [true, 120],
    [false, 50],
    [true, 44],
  ])('draw the same table as the records (colour %s, %i columns)', async (color, width) => {
    for (const list of [rows, oddRows, rows.slice(0, 3), rows.slice(0, 200), rows.slice(0, 201)]) {
      const want = {drawnByCliTable3: 0}
      const got = {drawnByCliTable3: 0}
      const expected = [...(await tableChunks(list, columns(color), width, color, want))].join('')
      const cells = kept(list, columns(color))
      expect(cells.length).toBe(list.length)
      expect([...(await cellTableChunks(cells, width, color, undefined, got))].join('')).toBe(expected)
      expect(got.drawnByCliTable3).toBe(want.drawnByCliTable3)
    }
  })

  it('draw only the columns asked for, as the records with those columns would', async () => {
    const cells = kept(oddRows, columns(true))
    const subset = [0, 1, 3]
    const expected = [...(await tableChunks(oddRows, subset.map((i) => columns(true)[i]!), 120, true))].join('')
    expect([...(await cellTableChunks(cells, 120, true, subset))].join('')).toBe(expected)
    expect([...cellTsvChunks(cells, [3, 0])].join('')).toBe(toTsv(oddRows, [3, 0].map((i) => columns(false)[i]!)))
  })

  it('give the same TSV as the records, empty lists included', () => {
    for (const list of [rows, oddRows, []]) {
      expect([...cellTsvChunks(kept(list, columns(false)))].join('')).toBe(toTsv(list, columns(false)))
    }
  })
})

class Capture extends Writable {
  text = ''
  constructor(
    readonly isTTY: boolean,
    readonly columns?: number,
  ) {
    super()
  }
  override _write(chunk: Buffer, _enc: string, done: () => void): void {
    this.text += chunk.toString('utf8')
    done()
  }
}

describe('Output.listRows: records added one at a time', () => {
  type Options = {json?: boolean; tty?: boolean; columns?: number; env?: NodeJS.ProcessEnv}
  const secret = 'sk_live_0123456789abcdef'
  const withSecret = (r: Row): Row => ({...r, note: `token ${secret} card 5155901222280001`})
  const secretRows: Row[] = oddRows.map((r, i) => (i % 50 === 7 ? withSecret(r) : r))
  const run = async (opts: Options, use: (out: Output) => Promise<void>) => {
    const stdout = new Capture(Boolean(opts.tty), opts.columns)
    const stderr = new Capture(false)
    const out = new Output({
      json: Boolean(opts.json),
      stdout: stdout as unknown as NodeJS.WriteStream,
      stderr: stderr as unknown as NodeJS.WriteStream,
      env: opts.env ?? {},
      secrets: () => [secret],
    })
    await use(out)
    return {stdout: stdout.text, stderr: stderr.text}
  }

  const cases: [string, Options][] = [
    ['a coloured terminal', {tty: true, columns: 120}],
    ['a narrow terminal without colour', {tty: true, columns: 44, env: {NO_COLOR: '1'}}],
    ['a pipe', {}],
    ['--json', {json: true}],
  ]
  const title = 'print what list() prints for all of them on %s, shown columns, redaction and empty lists included'
  it.each(cases)(title, async (_name, opts) => {
    for (const list of [secretRows, secretRows.slice(0, 4), []]) {
      for (const shown of [undefined, [0, 1, 3]]) {
        const cols = columns(!opts.env)
        const picked = shown ? shown.map((i) => cols[i]!) : cols
        const expected = await run(opts, (out) => out.list(list, picked, {empty: 'none here'}))
        const got = await run(opts, async (out) => {
          const streamed = out.listRows(cols)
          for (const r of list) streamed.add(r)
          await streamed.end({columns: shown, empty: 'none here'})
        })
        expect(got).toEqual(expected)
        expect(got.stdout).not.toContain(secret)
        expect(got.stdout).not.toContain('5155901222280001')
      }
    }
  })
})
