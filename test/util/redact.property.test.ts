/**
 * Property: a Luhn-valid card number of 13–19 digits, placed anywhere (free text, object keys and values, numbers,
 * arrays, error messages, --debug lines), never comes out of the redactor or the printers with more than its
 * first six and last four digits visible. Checked as: no 11-digit stretch of the number appears in the output.
 */
import {Writable} from 'node:stream'
import fc from 'fast-check'
import {afterEach, describe, expect, it} from 'vitest'
import {BaseCommand} from '../../src/cli/base-command.js'
import {ApiError, PayctlError, ValidationError} from '../../src/errors.js'
import {Output} from '../../src/render/output.js'
import {luhnValid, maskCardNumbers, redactText, redactValue} from '../../src/util/redact.js'
import {Transport} from '../../src/api/transport.js'
import {sendJson, startRecordingServer} from '../helpers/recording-server.js'

/** Luhn check digit for a payload of digits. */
function checkDigit(payload: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(payload + d)) return String(d)
  throw new Error('unreachable')
}

const pan = fc
  .integer({min: 13, max: 19})
  .chain((len) => fc.tuple(fc.integer({min: 1, max: 9}), fc.array(fc.integer({min: 0, max: 9}), {minLength: len - 2, maxLength: len - 2})))
  .map(([first, rest]) => {
    // Card numbers never start with 0 (the first digit is the industry: 1–9).
    const payload = `${first}${rest.join('')}`
    return payload + checkDigit(payload)
  })

/** The number, or any 11-digit stretch of it, appears in `out`. */
function leaks(out: string, number: string): boolean {
  for (let i = 0; i + 11 <= number.length; i++) if (out.includes(number.slice(i, i + 11))) return true
  return false
}

// Surrounding text: anything, including digits, separators and control characters next to the number.
const around = fc.oneof(
  fc.string({maxLength: 12}),
  fc.stringMatching(/^[0-9 -]{0,8}$/),
  fc.constantFrom('', ' ', '-', '\n', '\u001b[31m', '"', '=', '\t'),
)
const placed = fc.tuple(around, pan, around).map(([a, p, b]) => ({text: `${a}${p}${b}`, pan: p}))

// A JSON-like value with the number somewhere: a string value, part of a string, a key, a number, in arrays.
const safeKey = fc.string({maxLength: 8}).filter((k) => !/^(document|cnpj)$/i.test(k)) // valid CNPJs under these keys are kept on purpose
function withNumber(p: string, text: string): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(
    fc.constant<unknown>(text),
    fc.constant<unknown>(p),
    Number(p) <= Number.MAX_SAFE_INTEGER ? fc.constant<unknown>(Number(p)) : fc.constant<unknown>(p),
  )
  return fc
    .tuple(leaf, fc.array(fc.tuple(safeKey, fc.jsonValue({maxDepth: 2})), {maxLength: 4}), safeKey, fc.integer({min: 0, max: 3}))
    .map(([value, noise, key, shape]) => {
      const base: Record<string, unknown> = Object.fromEntries(noise)
      if (shape === 0) return {...base, [key]: value}
      if (shape === 1) return {...base, nested: [1, {[key]: value}]}
      if (shape === 2) return {...base, [text]: 'value under a key that holds the number'}
      return [value, base]
    })
}

class Sink extends Writable {
  text = ''
  isTTY = false
  columns = 80
  override _write(chunk: Buffer, _enc: BufferEncoding, cb: () => void) {
    this.text += chunk.toString()
    cb()
  }
}

function output(options: {json?: boolean; tty?: boolean; columns?: number} = {}) {
  const stdout = new Sink()
  const stderr = new Sink()
  stdout.isTTY = Boolean(options.tty)
  stdout.columns = options.columns ?? 80
  const out = new Output({
    json: Boolean(options.json),
    stdout: stdout as unknown as NodeJS.WriteStream,
    stderr: stderr as unknown as NodeJS.WriteStream,
    env: {NO_COLOR: '1'},
    secrets: () => ['access-token-123456', 'client-token-abcdef'],
  })
  return {out, all: () => stdout.text + stderr.text}
}

describe('redactor', () => {
  it('masks a number anywhere in free text', () => {
    fc.assert(
      fc.property(placed, ({text, pan: p}) => {
        expect(leaks(redactText(text, ['some-secret-value']), p)).toBe(false)
        expect(leaks(maskCardNumbers(text), p)).toBe(false)
      }),
      {numRuns: 2000},
    )
  })

  it('masks a number glued to other digits and between several numbers', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,25}$/), pan, fc.stringMatching(/^\d{0,25}$/), pan, (a, p, b, q) => {
        const out = maskCardNumbers(`${a}${p}${b} ${q}`)
        expect(leaks(out, p)).toBe(false)
        expect(leaks(out, q)).toBe(false)
      }),
      {numRuns: 1000},
    )
  })

  it('masks a number anywhere in an object (keys, values, numbers, arrays)', () => {
    fc.assert(
      fc.property(
        placed.chain(({text, pan: p}) => withNumber(p, text).map((value) => ({value, pan: p}))),
        ({value, pan: p}) => {
          expect(leaks(JSON.stringify(redactValue(value, [])), p)).toBe(false)
        },
      ),
      {numRuns: 1000},
    )
  })

  it('keeps UUIDs whole (ids stay copyable), but not a number glued to one', () => {
    fc.assert(
      fc.property(fc.uuid(), pan, fc.constantFrom('', ' ', '-', ':', '0', 'a'), (id, p, sep) => {
        expect(maskCardNumbers(`payment ${id} ok`)).toBe(`payment ${id} ok`)
        expect(JSON.stringify(redactValue({id, data: [id]}))).toBe(JSON.stringify({id, data: [id]}))
        expect(leaks(maskCardNumbers(`${id}${sep}${p}`), p)).toBe(false)
        expect(leaks(maskCardNumbers(`${p}${sep}${id}`), p)).toBe(false)
      }),
      {numRuns: 1000},
    )
  })

  it('leaves text without card numbers alone', () => {
    expect(maskCardNumbers('invoice 1234567890123 of 2026-11-22, R$ 1.234,56, CNPJ 11222333000181')).toBe(
      'invoice 1234567890123 of 2026-11-22, R$ 1.234,56, CNPJ 11222333000181',
    )
    expect(maskCardNumbers('card 5155901222280001.')).toBe('card 515590******0001.')
    expect(maskCardNumbers('5155 9012 2228 0001')).toBe('515590******0001')
    // A card's number token charges the card: masked as a secret (card tokenize alone prints it).
    expect(redactValue({card_number: '4012001037141112', number_token: 'b6f7c9e2-1111-4222-8333-944455556666'})).toEqual({
      card_number: '401200******1112',
      number_token: 'b6f7…6666',
    })
  })
})

describe('printers (Output)', () => {
  it('never print a number, whatever the method and mode', async () => {
    await fc.assert(
      fc.asyncProperty(
        placed.chain(({text, pan: p}) => withNumber(p, text).map((value) => ({value, text, pan: p}))),
        fc.boolean(),
        fc.boolean(),
        fc.integer({min: 20, max: 120}),
        async ({value, text, pan: p}, json, tty, columns) => {
          const {out, all} = output({json, tty, columns})
          out.line(text)
          out.info(`[debug] --> POST http://127.0.0.1/api/tokenize ${JSON.stringify({card_number: text})}`)
          out.warn(text)
          out.printJson(value)
          out.record(value, [
            ['card', text],
            ['id', p],
          ])
          await out.list(
            [
              {id: p, note: text},
              {id: 'x', note: `${p}`},
            ],
            {
              empty: 'none',
              fields: ['id', 'note'],
              columns: [
                {header: 'ID', key: 'id', kind: 'id', get: (r) => r.id},
                {header: 'NOTE', key: 'note', get: (r) => r.note},
              ],
            },
          )
          expect(leaks(all(), p)).toBe(false)
        },
      ),
      {numRuns: 400},
    )
  })
})

class Probe extends BaseCommand {
  static override id = 'card:probe'
  async run(): Promise<void> {}
  async fail(err: Error): Promise<void> {
    await this.catch(err)
  }
}

describe('the base command error printer', () => {
  const saved = {out: process.stdout.write, err: process.stderr.write, exitCode: process.exitCode}
  afterEach(() => {
    process.stdout.write = saved.out
    process.stderr.write = saved.err
    process.exitCode = saved.exitCode
  })

  async function printed(err: Error, argv: string[]): Promise<string> {
    let text = ''
    const capture = ((chunk: string | Uint8Array) => {
      text += String(chunk)
      return true
    }) as typeof process.stdout.write
    process.stdout.write = capture
    process.stderr.write = capture
    try {
      await new Probe(argv, {bin: 'payctl'} as never).fail(err)
    } finally {
      process.stdout.write = saved.out
      process.stderr.write = saved.err
      process.exitCode = saved.exitCode
    }
    return text
  }

  it('never prints a number from a message or details, with or without --json', async () => {
    await fc.assert(
      fc.asyncProperty(
        placed.chain(({text, pan: p}) => withNumber(p, text).map((details) => ({details, text, pan: p}))),
        fc.constantFrom<'api' | 'validation' | 'oclif' | 'internal' | 'payctl'>('api', 'validation', 'oclif', 'internal', 'payctl'),
        fc.boolean(),
        async ({details, text, pan: p}, kind, json) => {
          const err =
            kind === 'api'
              ? new ApiError(422, `HTTP 422: ${text}`, {errors: {card_number: [text]}}, details)
              : kind === 'validation'
                ? new ValidationError([{path: `payment.${text}`, message: text}])
                : kind === 'oclif'
                  ? Object.assign(new Error(`Unexpected argument: ${text}\nSee more help with --help`), {oclif: {exit: 2}})
                  : kind === 'internal'
                    ? new TypeError(`cannot read ${text}`)
                    : new PayctlError(text, {details})
          const out = await printed(err, json ? ['--json'] : [])
          expect(out).toMatch(/error/)
          expect(leaks(out, p)).toBe(false)
        },
      ),
      {numRuns: 300},
    )
  })
})

describe('--debug lines of the transport', () => {
  it('never carry a number sent or received', async () => {
    const server = await startRecordingServer((req, res) =>
      sendJson(res, 422, {errors: {card_number: [`${(req.json as {card_number: string}).card_number} is invalid`]}}),
    )
    try {
      await fc.assert(
        fc.asyncProperty(placed, async ({text, pan: p}) => {
          const lines: string[] = []
          const t = new Transport({
            baseUrl: server.url,
            credentials: {clientToken: 'client-token-abcdef'},
            debug: (l) => lines.push(l),
            retry: {maxAttempts: 1},
          })
          const err = await t
            .request({
              method: 'POST',
              path: `/api/tokenize/${encodeURIComponent(p)}`,
              body: {card_number: text, nested: {p}},
              auth: 'client',
            })
            .catch((e: Error) => e)
          await t.close()
          expect(err).toBeInstanceOf(ApiError)
          const {out, all} = output()
          for (const l of lines) out.info(`[debug] ${l}`)
          out.info((err as Error).message)
          expect(lines.length).toBeGreaterThanOrEqual(2)
          expect(leaks(lines.join('\n'), p)).toBe(false)
          expect(leaks(all(), p)).toBe(false)
        }),
        {numRuns: 60},
      )
    } finally {
      await server.close()
    }
  })
})
