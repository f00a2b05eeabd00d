/** The one renderer: JSON, TTY tables fitted to the width, TSV on a pipe, redaction of every byte, formats. */
import {Writable} from 'node:stream'
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {Output, type Column} from '../../src/render/output.js'
import {fitWidths, toTable, toTsv} from '../../src/render/table.js'
import {colorStatus, formatBrl, formatReais, formatTime, makeColors} from '../../src/render/format.js'

class Capture extends Writable {
  text = ''
  isTTY: boolean
  columns?: number
  constructor(tty = false, columns?: number) {
    super()
    this.isTTY = tty
    this.columns = columns
  }
  override _write(chunk: Buffer, _enc: string, done: () => void): void {
    this.text += chunk.toString('utf8')
    done()
  }
}

function output(opts: {json?: boolean; tty?: boolean; columns?: number; secrets?: string[]; env?: NodeJS.ProcessEnv} = {}) {
  const stdout = new Capture(opts.tty, opts.columns)
  const stderr = new Capture(false)
  const out = new Output({
    json: Boolean(opts.json),
    stdout: stdout as unknown as NodeJS.WriteStream,
    stderr: stderr as unknown as NodeJS.WriteStream,
    env: opts.env ?? {NO_COLOR: '1'},
    secrets: () => opts.secrets ?? [],
  })
  return {out, stdout, stderr}
}

interface Row {
  id: string
  amount: number
  status: string
}
const rows: Row[] = [
  {id: 'inv-1', amount: 1234.56, status: 'PAID'},
  {id: 'inv-2\tx', amount: 0.5, status: 'PENDING\n'},
]
const columns: Column<Row>[] = [
  {header: 'ID', get: (r) => r.id, keep: true},
  {header: 'AMOUNT', get: (r) => formatReais(r.amount)},
  {header: 'STATUS', get: (r) => r.status},
]

describe('Output', () => {
  it('--json prints a bare array for a list and the value for a record', async () => {
    const {out, stdout, stderr} = output({json: true})
    await out.list(rows, columns)
    out.record({data: {id: 'x'}}, [['id', 'x']])
    out.line('not in json mode')
    expect(stdout.text).toBe(`${JSON.stringify(rows, null, 2)}\n${JSON.stringify({data: {id: 'x'}}, null, 2)}\n`)
    expect(stderr.text).toBe('')
  })

  it('streams a long JSON array that still parses to the same value', async () => {
    const many = Array.from({length: 150}, (_, i) => ({id: `e${i}`, n: i}))
    const {out, stdout} = output({json: true})
    await out.list(many, [])
    expect(JSON.parse(stdout.text)).toEqual(many)
  })

  it('a pipe gets tab-separated text with a header row and no control characters', async () => {
    const {out, stdout} = output()
    await out.list(rows, columns)
    expect(stdout.text).toBe('ID\tAMOUNT\tSTATUS\ninv-1\tR$ 1.234,56\tPAID\ninv-2\\x09x\tR$ 0,50\tPENDING\\x0a\n')
  })

  it('a terminal gets a table that fits its width, id column intact', async () => {
    const long = [{id: 'f47ac10b-58cc-4372-a567-0e02b2c3d479', amount: 1, status: 'A'.repeat(200)}]
    const {out, stdout} = output({tty: true, columns: 60})
    await out.list(long, columns)
    const lines = stdout.text.trimEnd().split('\n')
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(60)
    expect(stdout.text).toContain('f47ac10b-58cc-4372-a567-0e02b2c3d479')
    expect(stdout.text).toContain('…')
  })

  it('an empty list on a terminal says so on stderr', async () => {
    const {out, stdout, stderr} = output({tty: true})
    await out.list([], columns, {empty: 'no invoices'})
    expect(stdout.text).toBe('')
    expect(stderr.text).toBe('no invoices\n')
  })

  it('redacts secrets and card numbers in every kind of output', async () => {
    const secret = 'sk_live_0123456789abcdef'
    const {out, stdout, stderr} = output({secrets: [secret]})
    out.line(`token ${secret} card 5155 9012 2228 0001`)
    out.info(`info ${secret}`)
    out.warn(`warn 5155901222280001`)
    out.record({}, [['token', secret]])
    out.printJson({token: secret, pan: '5155901222280001'})
    const all = stdout.text + stderr.text
    expect(all).not.toContain(secret)
    expect(all).not.toContain('5155901222280001')
    expect(all).not.toContain('5155 9012 2228 0001')
    expect(stdout.text).toContain('sk_l…cdef')
    expect(stdout.text).toContain('515590******0001')
  })

  it('record prints aligned label/value lines, skipping empty values and escaping control characters', () => {
    const {out, stdout} = output()
    out.record({}, [
      ['id', 'inv-1'],
      ['amount', 'R$ 1,00'],
      ['empty', ''],
      ['none', undefined],
      ['name', 'evil\u001b[31m'],
    ])
    expect(stdout.text).toBe('id      inv-1\namount  R$ 1,00\nname    evil\\x1b[31m\n')
  })

  it('colours only on a terminal without NO_COLOR', () => {
    expect(output({tty: true, env: {}}).out.colors.enabled).toBe(true)
    expect(output({tty: true, env: {NO_COLOR: '1'}}).out.colors.enabled).toBe(false)
    expect(output({tty: false, env: {}}).out.colors.enabled).toBe(false)
    expect(output({tty: true, json: true, env: {}}).out.colors.enabled).toBe(false)
    expect(output({tty: true, env: {TERM: 'dumb'}}).out.colors.enabled).toBe(false)
  })
})

describe('tables', () => {
  it('fitWidths never exceeds the total unless every shrinkable column is at its minimum', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({w: fc.integer({min: 1, max: 80}), keep: fc.boolean()}), {minLength: 1, maxLength: 8}),
        fc.integer({min: 20, max: 200}),
        (cols, total) => {
          const widths = fitWidths(
            cols.map((c) => c.w),
            cols.map((c) => c.keep),
            total,
          )
          const used = widths.reduce((a, b) => a + b, 0) + widths.length * 3 + 1
          cols.forEach((c, i) => {
            if (c.keep) expect(widths[i]).toBe(c.w)
            else {
              expect(widths[i]).toBeLessThanOrEqual(c.w)
              if (widths[i]! < c.w) expect(widths[i]).toBeGreaterThanOrEqual(6)
            }
          })
          // still too wide only when nothing can shrink any further
          if (used > total) cols.forEach((c, i) => expect(c.keep || widths[i]! <= 6).toBe(true))
          else expect(used).toBeGreaterThanOrEqual(Math.min(total, cols.reduce((a, c) => a + c.w, 0) + cols.length * 3 + 1))
        },
      ),
    )
  })

  it('toTable draws the rows within the width', async () => {
    const text = await toTable(rows, columns, 40, false)
    for (const l of text.trimEnd().split('\n')) expect(l.length).toBeLessThanOrEqual(40)
    expect(text).toContain('inv-1')
  })

  it('toTsv has one line per row plus the header', () => {
    expect(toTsv([], columns)).toBe('ID\tAMOUNT\tSTATUS\n')
  })
})

describe('formats', () => {
  it('money, times and statuses', () => {
    expect(formatBrl(123456)).toBe('R$ 1.234,56')
    expect(formatBrl(-5)).toBe('-R$ 0,05')
    expect(formatReais(150.75)).toBe('R$ 150,75')
    expect(formatReais(0.1 + 0.2)).toBe('R$ 0,30')
    expect(formatReais(undefined)).toBe('')
    expect(formatTime('not a time')).toBe('not a time')
    expect(formatTime(undefined)).toBe('')
    const t = new Date(2026, 10, 22, 7, 8, 1)
    expect(formatTime(t.toISOString())).toBe('2026-11-22 07:08:01')
    const c = makeColors(true)
    expect(colorStatus('paid', c)).toBe('\u001b[32mpaid\u001b[39m')
    expect(colorStatus('EXPIRED', c)).toBe('\u001b[31mEXPIRED\u001b[39m')
    expect(colorStatus('PENDING', makeColors(false))).toBe('PENDING')
  })
})
