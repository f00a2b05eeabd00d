/** The one renderer: JSON, TTY tables fitted to the width, TSV on a pipe, redaction of every byte, formats. */
import {Writable} from 'node:stream'
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {Output, type Column, type ListView} from '../../src/render/output.js'
import {CellRows, fitColumns, tableChunks} from '../../src/render/table.js'
import {displayWidth, shortenUrl, truncateMiddle} from '../../src/render/width.js'
import {wrapCommand, wrapText} from '../../src/render/wrap.js'
import {uniquePrefixLengths} from '../../src/render/short-ids.js'
import {colorStatus, makeColors} from '../../src/render/format.js'
import {formatBrl, formatReais} from '../../src/format/money.js'
import {formatTime} from '../../src/format/dates.js'

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
  {header: 'ID', key: 'id', kind: 'id', get: (r) => r.id, drop: 0},
  {header: 'AMOUNT', key: 'amount', kind: 'fixed', get: (r) => formatReais(r.amount)},
  {header: 'STATUS', key: 'status', get: (r) => r.status},
]
const view: ListView<Row> = {columns, empty: 'nothing', fields: ['id', 'amount', 'status']}

describe('Output', () => {
  it('--json prints a bare array for a list and the value for a record', async () => {
    const {out, stdout, stderr} = output({json: true})
    await out.list(rows, view)
    out.record({data: {id: 'x'}}, [['id', 'x']])
    out.line('not in json mode')
    expect(stdout.text).toBe(`${JSON.stringify(rows, null, 2)}\n${JSON.stringify({data: {id: 'x'}}, null, 2)}\n`)
    expect(stderr.text).toBe('')
  })

  it('streams a long JSON array that still parses to the same value', async () => {
    const many = Array.from({length: 150}, (_, i) => ({id: `e${i}`, n: i}))
    const {out, stdout} = output({json: true})
    await out.list(many, {columns: [], empty: '', fields: []})
    expect(JSON.parse(stdout.text)).toEqual(many)
  })

  it('a pipe gets tab-separated text with a header row and no control characters', async () => {
    const {out, stdout} = output()
    await out.list(rows, view)
    expect(stdout.text).toBe('ID\tAMOUNT\tSTATUS\ninv-1\tR$ 1.234,56\tPAID\ninv-2\\x09x\tR$ 0,50\tPENDING\\x0a\n')
  })

  it('a terminal gets a table that fits its width, the id shortened to a unique prefix', async () => {
    const long = [{id: 'f47ac10b-58cc-4372-a567-0e02b2c3d479', amount: 1, status: 'A'.repeat(200)}]
    const {out, stdout} = output({tty: true, columns: 60})
    await out.list(long, view)
    const lines = stdout.text.trimEnd().split('\n')
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(60)
    expect(stdout.text).toContain('│ f47ac10b │')
    expect(stdout.text).toContain('…')
  })

  it('an empty list on a terminal says so on stderr', async () => {
    const {out, stdout, stderr} = output({tty: true})
    await out.list([], {...view, empty: 'no invoices'})
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
  const kinds = ['id', 'url', 'text', 'document', 'fixed'] as const
  it('fitColumns: the table fits unless only columns that cannot shrink or go are left; never-dropped columns stay', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({w: fc.integer({min: 1, max: 80}), kind: fc.constantFrom(...kinds), drop: fc.integer({min: 0, max: 5})}), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.integer({min: 20, max: 200}),
        (cols, total) => {
          const {shown, widths} = fitColumns(
            cols.map((c) => c.w),
            cols,
            total,
          )
          const used = widths.reduce((a, b) => a + b, 0) + widths.length * 3 + 1
          cols.forEach((c, i) => {
            if ((c.drop ?? 1) === 0 || (i === 0 && c.drop === undefined)) expect(shown).toContain(i)
          })
          shown.forEach((i, k) => {
            const c = cols[i]!
            if (c.kind === 'text' || c.kind === 'url') expect(widths[k]).toBeLessThanOrEqual(c.w)
            else expect(widths[k]).toBe(c.w)
          })
          if (used > total) {
            // Too wide only when every column left can neither go nor shrink further.
            shown.forEach((i, k) => {
              const c = cols[i]!
              expect(c.drop === 0 || shown.length === 1 || c.drop > 0).toBe(true)
              if (c.kind === 'text' || c.kind === 'url') expect(widths[k]).toBeLessThanOrEqual(Math.max(6, 0))
            })
            expect(shown.every((i) => cols[i]!.drop === 0)).toBe(true)
          }
        },
      ),
    )
  })

  it('draws every line within the width, boxed, with no line wrapped', () => {
    const cells = new CellRows(columns)
    for (const r of rows) cells.add(r)
    const text = [...tableChunks(cells, {width: 40, color: false})].join('')
    for (const l of text.trimEnd().split('\n')) expect(displayWidth(l)).toBeLessThanOrEqual(40)
    expect(text.split('\n')[0]).toMatch(/^┌─+┬/)
    expect(text).toContain('inv-1')
  })

  it('ids: the shortest unique prefix of at least 8 characters, like git', () => {
    expect(uniquePrefixLengths(['3b4eaa1d-3a20-403b', '3b4eaa1d-9f00-1111', '77777777-0000'])).toEqual([10, 10, 8])
    expect(uniquePrefixLengths(['abc', 'abcdefghij'])).toEqual([3, 8])
  })

  it('ids: an id that repeats (the resource of several events) is shortened like the others', () => {
    const a = '3a7d7d6f-bdbd-45bb-a8ef-090ad374b7ed'
    const b = 'ac223ef9-44a1-42f0-a23a-4d01d261854d'
    expect(uniquePrefixLengths([a, b, a, b, a])).toEqual([8, 8, 8, 8, 8])
    expect(uniquePrefixLengths([a, '3a7d7d6f-0000', a])).toEqual([10, 10, 10])
  })

  it('human lines wrap at spaces, never mid-word, under their own indent; colour codes take no room', () => {
    const hint =
      'keep the authorization token: it is shown only now. The service sends it in the Authorization header of every notification'
    const lines = wrapText(hint, 40).split('\n')
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(40)
    expect(lines.join(' ').replace(/ +/g, ' ')).toBe(hint)
    expect(wrapText('  payctl bolepix get 3b4eaa1d-3a20-403b-8f1e-2c9d3b7a1e55 --timeline', 60)).toBe(
      '  payctl bolepix get 3b4eaa1d-3a20-403b-8f1e-2c9d3b7a1e55\n    --timeline',
    )
    expect(wrapText('\u001b[33mwarning:\u001b[39m four words here', 26)).toBe('\u001b[33mwarning:\u001b[39m four words here')
    // Spacing inside a line is kept as written (aligned labels), and dropped at a break.
    expect(wrapText('failed     4ecdc930-a0a7-4468-b7c7-9947f7527b76: HTTP 409 Conflict', 60)).toBe(
      'failed     4ecdc930-a0a7-4468-b7c7-9947f7527b76: HTTP 409\n  Conflict',
    )
    // A word wider than the line stays whole.
    expect(wrapText('see https://example.com/a/very/long/path/that/does/not/fit', 30)).toBe(
      'see\n  https://example.com/a/very/long/path/that/does/not/fit',
    )
  })

  it('Output wraps human lines to a terminal (a record value under itself), and leaves piped text whole', () => {
    const hint = 'an uncaptured pre-authorization is reversed after a few days unless you capture it first'
    const tty = output({tty: true, columns: 50})
    tty.out.line(`note: ${hint}`)
    tty.out.record({}, [['next', `payctl card capture P1 and then ${hint}`]])
    const lines = tty.stdout.text.trimEnd().split('\n')
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(50)
    expect(lines.filter((l) => /^ {6}\S/.test(l)).length).toBeGreaterThan(0) // continuation under the value (label 4 + 2)
    const pipe = output({tty: false})
    pipe.out.line(`note: ${hint}`)
    expect(pipe.stdout.text).toBe(`note: ${hint}\n`)
  })

  it('a card number written with spaces is masked on a terminal even where a line wraps inside it', async () => {
    // Redacted before wrapping: after, a break between its groups of 4 hid it from the redactor.
    const said = 'the service said: the card 4111 1111 1111 1111 was refused by the issuer, try another card'
    for (const columns of [30, 40, 45, 50, 60]) {
      const tty = output({tty: true, columns})
      tty.out.line(said)
      tty.out.record({}, [['error', said]])
      await tty.out.list([{id: 'x'}], {columns: [], empty: '', fields: [], block: () => ({title: said, fields: [['why', said]]})})
      const flat = tty.stdout.text.replace(/\s+/g, '')
      expect(flat, `${columns} columns`).not.toContain('4111111111111111')
      expect(tty.stdout.text.match(/411111\*{6}1111/g), `${columns} columns`).toHaveLength(4)
      const stderr = new Capture(true, columns)
      const notes = new Output({
        json: false,
        stdout: new Capture(true, columns) as unknown as NodeJS.WriteStream,
        stderr: stderr as unknown as NodeJS.WriteStream,
        env: {NO_COLOR: '1'},
        secrets: () => [],
      })
      notes.info(said)
      expect(stderr.text.replace(/\s+/g, ''), `${columns} columns`).toContain('411111******1111')
    }
  })

  it('a command wider than the terminal is continued with \\ so that it still pastes whole', () => {
    const cmd = '  payctl webhook create --target URL --event PATTERN --authorization tok_1f0e8a4e3f0c4c1e9a570b0b7d0e4c11'
    const wrapped = wrapCommand(cmd, 80)
    expect(wrapped).toBe(
      '  payctl webhook create --target URL --event PATTERN \\\n    --authorization tok_1f0e8a4e3f0c4c1e9a570b0b7d0e4c11',
    )
    for (const l of wrapped.split('\n')) expect(l.length).toBeLessThanOrEqual(80)
    expect(wrapCommand(cmd, 120)).toBe(cmd)
    // A quoted value is one word: a break inside it would change what the shell reads.
    const quoted = `payctl bolepix cancel 6f1c0b1e-6a52-4c1b-9d7e-2f0e6c3b8a41 --reason "order cancelled by the customer" --yes --json`
    expect(wrapCommand(quoted, 60)).toBe(
      'payctl bolepix cancel 6f1c0b1e-6a52-4c1b-9d7e-2f0e6c3b8a41 \\\n  --reason "order cancelled by the customer" --yes --json',
    )
    expect(wrapCommand(`jq '.[] | select(.a > 1)' --x`, 12)).toBe(`jq \\\n  '.[] | select(.a > 1)' \\\n  --x`)
  })

  it('URLs are cut in the middle: the host and the end of the path stay', () => {
    const a = 'https://hooks.example.com/integrations/acme/production/payments/notify'
    const b = 'https://hooks.example.com/integrations/acme/production/orders/notify'
    expect(shortenUrl(a, 40)).toMatch(/^hooks\.example\.com…/)
    expect(shortenUrl(a, 40)).not.toBe(shortenUrl(b, 40))
    expect(displayWidth(shortenUrl(a, 40))).toBeLessThanOrEqual(40)
    expect(truncateMiddle('abcdefghij', 5)).toBe('ab…ij')
  })

  it('TSV has every column in a fixed order, the same header for an empty list', async () => {
    const {out, stdout} = output()
    await out.list([], view)
    expect(stdout.text).toBe('ID\tAMOUNT\tSTATUS\n')
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

describe('data forms for scripts (docs/scripting.md)', () => {
  async function dataOutput(opts: {tty?: boolean; jq?: string; format?: 'json' | 'jsonl' | 'csv'; quiet?: boolean}) {
    const {compileJq} = await import('../../src/render/jq.js')
    const stdout = new Capture(opts.tty)
    const stderr = new Capture(false)
    const out = new Output({
      json: false,
      format: opts.format,
      jq: opts.jq === undefined ? undefined : await compileJq(opts.jq),
      quiet: opts.quiet,
      stdout: stdout as unknown as NodeJS.WriteStream,
      stderr: stderr as unknown as NodeJS.WriteStream,
      env: {NO_COLOR: '1'},
    })
    return {out, stdout, stderr}
  }

  it('--jq prints a string raw on a pipe, and with its control characters escaped on a terminal', async () => {
    const value = {name: 'evil\u001b]52;c;aGk=\u0007name\tand tab'}
    const pipe = await dataOutput({jq: '.name'})
    pipe.out.printJson(value)
    expect(pipe.stdout.text).toBe(`${value.name}\n`)
    const tty = await dataOutput({jq: '.name', tty: true})
    tty.out.printJson(value)
    expect(tty.stdout.text).toBe('evil\\x1b]52;c;aGk=\\x07name\tand tab\n')
  })

  it('printLine: one terminal-safe JSON line per item, --jq on each; a failing item is said once per message and the stream goes on', async () => {
    const plain = await dataOutput({format: 'jsonl'})
    plain.out.printLine({note: 'a\u009bb'})
    expect(plain.stdout.text).toBe('{"note":"a\\u009bb"}\n')
    const {out, stdout, stderr} = await dataOutput({format: 'jsonl', jq: '.n // error("no n")'})
    for (const item of [{n: 1}, {}, {n: 2}, {}]) out.printLine(item)
    expect(stdout.text).toBe('1\n2\n')
    expect(stderr.text).toMatch(/^warning: jq: error \(at .*\): no n \(on one item: the stream goes on\)\n$/)
    expect(out.filterLine('{"n": 3}')).toBe('3\n')
    expect(out.filterLine('{}\n')).toBe('')
  })

  it('a JSON list printed as it arrives is the text of printJson of the whole array, a U+2028 or U+2029 in a value too', async () => {
    // The streamed list indented each record with /^/gm, which also starts a line after U+2028 and U+2029 (raw in
    // JSON.stringify's output): two spaces were added inside such a string.
    const rows = [{id: 'a\u2028b', note: 'c\u2029d', n: [1, {e: null}]}, {id: 'x', list: []}, 'plain', null]
    const whole = await dataOutput({format: 'json'})
    whole.out.printJson(rows)
    const streamed = await dataOutput({format: 'json'})
    await streamed.out.list(rows, {columns: []} as never)
    expect(streamed.stdout.text).toBe(whole.stdout.text)
    const empty = await dataOutput({format: 'json'})
    await empty.out.list([], {columns: []} as never)
    expect(empty.stdout.text).toBe('[]\n')
  })

  it('-q: human lines are not printed; printId prints the id alone, escaped', async () => {
    const {out, stdout} = await dataOutput({quiet: true})
    out.line('Bolepix charge created.')
    out.record({}, [['invoice id', 'inv-1']])
    out.printId('inv-1\u001b[2J')
    expect(stdout.text).toBe('inv-1\\x1b[2J\n')
  })
})

describe('recent lists (docs/decisions.md#lists-on-a-terminal)', () => {
  const many: Row[] = Array.from({length: 45}, (_, i) => ({id: `r${String(i).padStart(2, '0')}`, amount: i, status: 'PAID'}))
  const ids = (text: string) => [...text.matchAll(/r(\d\d)/g)].map((m) => Number(m[1]))

  it('on a terminal: the newest 30 first, and "30 of 45" on stderr', async () => {
    const {out, stdout, stderr} = output({tty: true, columns: 80})
    await out.list(many, view, {recent: true})
    expect(ids(stdout.text)).toEqual(Array.from({length: 30}, (_, i) => 44 - i))
    expect(stderr.text).toBe('30 of 45: --limit N or --all\n')
  })

  it('--all on a terminal: every one, newest first, no note', async () => {
    const {out, stdout, stderr} = output({tty: true, columns: 80})
    await out.list(many, view, {recent: true, all: true})
    expect(ids(stdout.text)).toEqual(Array.from({length: 45}, (_, i) => 44 - i))
    expect(stderr.text).toBe('')
  })

  it('on a pipe and with --json: complete, in the order given', async () => {
    for (const json of [false, true]) {
      const {out, stdout, stderr} = output({json})
      await out.list(many, view, {recent: true})
      expect(ids(stdout.text)).toEqual(many.map((_, i) => i))
      expect(stderr.text).toBe('')
    }
  })
})
