/**
 * Hostile input for every parser and validator (fast-check): money, dates and durations, CPF/CNPJ/CEP/UF, the
 * request schemas (Bolepix, card, webhook, cancel), the CSV and JSON Lines readers and the import's row check,
 * body files, the card-number argv guard, Retry-After, error bodies and the sandbox's body parser. Each either
 * returns its result or throws a validation/usage error (exit 2) — never anything else (a TypeError, a RangeError, a
 * crash that would print a stack trace or exit 1 for bad input).
 */
import {writeFileSync} from 'node:fs'
import {join} from 'node:path'
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {parseRetryAfter} from '../../src/api/transport.js'
import {describeErrorBody} from '../../src/api/error-body.js'
import {UsageError} from '../../src/errors.js'
import {bolepixCancelSchema, bolepixCreateSchema} from '../../src/schemas/bolepix.js'
import {
  cepSchema,
  cnpjProblem,
  cpfProblem,
  documentProblem,
  documentSchema,
  normalizeCep,
  normalizeDocument,
  ufSchema,
} from '../../src/schemas/brazil.js'
import {cardBrand, cardNumberProblem, paymentRequestSchema, tokenizeRequestSchema} from '../../src/schemas/card.js'
import {httpUrl, intInRange, looseBoolean, uuid} from '../../src/schemas/common.js'
import {parseDueDate, parseDuration, parsePastDate, parseSince, toSevenFractionDateTime} from '../../src/schemas/dates.js'
import {matchesEventPattern, patternProblem, webhookCreateSchema} from '../../src/schemas/events.js'
import {nonNegativeTwoDecimals, parseReais, reaisToCentsSchema} from '../../src/schemas/money.js'
import {validate, validateOrThrow} from '../../src/schemas/validate.js'
import {readJsonFile, readJsonObjectFile} from '../../src/cli/body-file.js'
import {checkBolepixInput, prepareBolepix} from '../../src/services/bolepix/body.js'
import {refuseCardNumbersInArgv} from '../../src/cli/card/argv.js'
import {detectDelimiter, parseCsv} from '../../src/services/import/csv.js'
import {checkRows} from '../../src/services/import/rows.js'
import {parseImportText, readImportSource} from '../../src/services/import/source.js'
import {HttpError, parseJsonObject} from '../../src/sandbox/http.js'
import {tempDir} from '../helpers/cli.js'
import {fuzzParams, hostileBytes, hostileString} from '../helpers/arbitraries.js'
import {bolepixBody, today} from '../helpers/journey.js'

/** Calls fn; passes when it returns or throws a UsageError (ValidationError is one); fails on anything else. */
async function onlyUsageErrors(what: string, fn: () => unknown): Promise<void> {
  try {
    await fn()
  } catch (err) {
    if (err instanceof UsageError) {
      expect(err.message.length, what).toBeGreaterThan(0)
      return
    }
    throw new Error(`${what} threw ${(err as Error)?.constructor?.name}: ${(err as Error)?.message}`, {cause: err})
  }
}

/** Text as people might type it into a field: numbers, dates, documents, garbage. */
const fieldText = fc.oneof(
  hostileString(30),
  fc.stringMatching(/^[0-9.,R$ +-]{0,24}$/),
  fc.stringMatching(/^[0-9A-Za-z./-]{0,20}$/),
  fc.constantFrom(
    '',
    ' ',
    '1e309',
    'NaN',
    'Infinity',
    '-0',
    '0x10',
    '1_000',
    '١٢٣',
    '１２３',
    '+7d',
    '+99999d',
    '2026-02-30',
    '9999-12-31T23:59:59.9999999999',
    'today',
    '\u0000',
  ),
)
/** Any JSON-ish value, including the awkward ones. */
const anyValue = fc.oneof(
  fc.jsonValue({maxDepth: 3}),
  fieldText,
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0, 1e308, 2 ** 53 + 1, [], {}, null),
)

/** A valid creation body with one field replaced by anything, or removed, or the whole thing wrapped. */
const mutatedBolepix = fc
  .tuple(
    fc.constantFrom(
      'amount',
      'dueDate',
      'expirationAfterPayment',
      'order_id',
      'debtor',
      'debtor.name',
      'debtor.document',
      'debtor.state',
      'debtor.postalCode',
      'instructions',
      'instructions.fine',
      'instructions.discount',
      'instructions.discount.limitDate',
      'extra',
    ),
    fc.option(anyValue, {nil: undefined}),
  )
  .map(([path, value]) => {
    const body = bolepixBody({
      instructions: {fine: 2, interest: 1, discount: {amount: 5, modality: 'fixed', limitDate: today()}},
    }) as Record<string, unknown>
    const parts = path.split('.')
    let node = body
    for (const p of parts.slice(0, -1)) node = node[p] as Record<string, unknown>
    if (value === undefined) delete node[parts.at(-1)!]
    else node[parts.at(-1)!] = value
    return body
  })

describe('parsers and validators never throw anything but a validation error', () => {
  it('money, dates, durations', async () => {
    await fc.assert(
      fc.asyncProperty(fieldText, anyValue, fc.date({noInvalidDate: true}), async (text, value, now) => {
        const t = today()
        for (const [what, fn] of [
          ['parseReais(text)', () => parseReais(text)],
          ['parseReais(number)', () => (typeof value === 'number' ? parseReais(value) : undefined)],
          ['parseReais(allowZero)', () => parseReais(text, {allowZero: true})],
          ['parseDueDate', () => parseDueDate(text, t)],
          ['parsePastDate', () => parsePastDate(text, t)],
          ['toSevenFractionDateTime', () => toSevenFractionDateTime(text)],
          ['parseDuration', () => parseDuration(text)],
          ['parseSince', () => parseSince(text, now)],
          ['reaisToCentsSchema', () => validate(reaisToCentsSchema, value)],
          ['nonNegativeTwoDecimals', () => validate(nonNegativeTwoDecimals, value)],
          ['looseBoolean', () => validate(looseBoolean, value)],
          ['intInRange', () => validate(intInRange(1, 12), value)],
          ['uuid', () => validate(uuid, value)],
          ['httpUrl', () => validate(httpUrl, value)],
        ] as const)
          await onlyUsageErrors(what, fn)
        const r = parseReais(text)
        if (r.ok) expect(Number.isSafeInteger(r.cents) && r.cents > 0).toBe(true)
      }),
      fuzzParams(600),
    )
  })

  it('CPF, CNPJ, CEP, UF, card numbers, event patterns', async () => {
    await fc.assert(
      fc.asyncProperty(fieldText, anyValue, async (text, value) => {
        for (const [what, fn] of [
          ['cpfProblem', () => cpfProblem(text)],
          ['cnpjProblem', () => cnpjProblem(text)],
          ['documentProblem', () => documentProblem(text)],
          ['normalizeDocument', () => normalizeDocument(text)],
          ['normalizeCep', () => normalizeCep(text)],
          ['documentSchema', () => validate(documentSchema, value)],
          ['cepSchema', () => validate(cepSchema, value)],
          ['ufSchema', () => validate(ufSchema, value)],
          ['cardNumberProblem', () => cardNumberProblem(text)],
          ['cardBrand', () => cardBrand(text.replace(/\D/g, ''))],
          ['patternProblem', () => patternProblem(text)],
          ['matchesEventPattern', () => matchesEventPattern('PAYMENT.PAID', text)],
        ] as const)
          await onlyUsageErrors(what, fn)
      }),
      fuzzParams(600),
    )
  })

  it('request schemas: Bolepix create (and its checker), cancel, card payment, tokenize, webhook', async () => {
    const t = today()
    const create = bolepixCreateSchema(t)
    const payment = paymentRequestSchema(t)
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(mutatedBolepix, fc.jsonValue({maxDepth: 4}), fc.object({maxDepth: 3}), fc.anything({maxDepth: 3})),
        async (input) => {
          const obj = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {value: input}
          for (const [what, fn] of [
            ['bolepixCreateSchema', () => validateOrThrow(create, input)],
            ['checkBolepixInput', () => checkBolepixInput(obj, {today: t})],
            ['prepareBolepix', () => prepareBolepix(obj, {today: t})],
            ['bolepixCancelSchema', () => validateOrThrow(bolepixCancelSchema, input)],
            ['paymentRequestSchema', () => validateOrThrow(payment, {payment: input})],
            ['tokenizeRequestSchema', () => validateOrThrow(tokenizeRequestSchema, input)],
            ['webhookCreateSchema', () => validateOrThrow(webhookCreateSchema, {webhook: input})],
          ] as const)
            await onlyUsageErrors(what, fn)
          // The checker names every problem by its body path.
          const r = checkBolepixInput(obj, {today: t})
          if (!r.ok) for (const i of r.issues) expect(typeof i.path === 'string' && i.message.length > 0).toBe(true)
        },
      ),
      fuzzParams(500),
    )
  })

  it('CSV and JSON Lines rows: read and checked, every problem reported with its line', async () => {
    const header =
      'amount,due-date,expiration-after-payment,debtor.name,debtor.document,debtor.publicArea,debtor.number,debtor.neighborhood,debtor.city,debtor.state,debtor.postalCode'
    const cell = fc.oneof(fieldText, fc.constantFrom('"', '""', '"a,b"', '"\n"', 'a"b', '\r', ';', '\t'))
    const csvText = fc.oneof(
      hostileString(300),
      fc
        .array(
          fc.array(cell, {maxLength: 13}).map((cells) => cells.join(',')),
          {maxLength: 8},
        )
        .map((rows) => [header, ...rows].join('\n')),
      fc
        .array(
          fc.array(cell, {maxLength: 13}).map((cells) => cells.join(';')),
          {maxLength: 8},
        )
        .map((rows) => `\ufeff${header.replaceAll(',', ';')}\r\n${rows.join('\r\n')}`),
    )
    const jsonlText = fc
      .array(
        fc.oneof(
          mutatedBolepix.map((b) => JSON.stringify(b)),
          fc.jsonValue().map((v) => JSON.stringify(v)),
          hostileString(60),
        ),
        {maxLength: 8},
      )
      .map((lines) => lines.join('\n'))
    let rowsChecked = 0
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          csvText.map((text) => ({text, format: 'csv' as const})),
          jsonlText.map((text) => ({text, format: 'jsonl' as const})),
        ),
        async ({text, format}) => {
          await onlyUsageErrors('detectDelimiter', () => detectDelimiter(text))
          await onlyUsageErrors('parseCsv', () => parseCsv(text, ';'))
          let rows: ReturnType<typeof parseImportText> = []
          await onlyUsageErrors('parseImportText', () => (rows = parseImportText(text, format)))
          const lineCount = text.split(/\r\n|\r|\n/).length
          for (const r of rows) expect(r.line >= 1 && r.line <= lineCount + 1, `line ${r.line} of ${lineCount}`).toBe(true)
          await onlyUsageErrors('checkRows', () => {
            const checked = checkRows({sha256: 'f'.repeat(64), rows}, {today: today()})
            rowsChecked += checked.valid.length + checked.invalid.length
            expect(checked.valid.length + checked.invalid.length).toBe(rows.length)
            for (const bad of checked.invalid) expect(bad.issues.length).toBeGreaterThan(0)
          })
        },
      ),
      fuzzParams(400),
    )
    expect(rowsChecked).toBeGreaterThan(100)
  })

  it('body files and import files of any content, and the sandbox body parser', async () => {
    const dir = tempDir('payctl-bodies-')
    let n = 0
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileBytes(300),
          fc.jsonValue().map((v) => Buffer.from(JSON.stringify(v))),
          mutatedBolepix.map((b) => Buffer.from(JSON.stringify(b))),
        ),
        fc.constantFrom('.json', '.csv', '.jsonl', ''),
        async (bytes, ext) => {
          const file = join(dir, `body-${n++}${ext}`)
          writeFileSync(file, bytes)
          await onlyUsageErrors('readJsonFile', () => readJsonFile(file, process.stdin))
          await onlyUsageErrors('readJsonObjectFile + prepareBolepix', async () =>
            prepareBolepix(await readJsonObjectFile(file, process.stdin), {today: today()}),
          )
          await onlyUsageErrors('readImportSource + checkRows', async () => checkRows(await readImportSource(file), {today: today()}))
          try {
            parseJsonObject(bytes)
          } catch (err) {
            expect(err).toBeInstanceOf(HttpError)
            expect((err as HttpError).status).toBe(400)
          }
        },
      ),
      fuzzParams(250),
    )
    await onlyUsageErrors('a missing file', () => readJsonFile(join(dir, 'nope.json'), process.stdin))
    await onlyUsageErrors('a folder', () => readJsonFile(dir, process.stdin))
  })

  it('the card-number argv guard, Retry-After, error bodies', async () => {
    const flags = {
      'holder-name': {type: 'option'},
      token: {type: 'option'},
      json: {type: 'boolean', allowNo: false},
      yes: {type: 'boolean', char: 'y'},
    }
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(fieldText, fc.constantFrom('--token', '--holder-name', '--json', '-y', '--', '-', '--token=5155901222280001', '--nope')),
          {maxLength: 6},
        ),
        anyValue,
        fc.integer({min: 100, max: 599}),
        fieldText,
        async (argv, body, status, text) => {
          await onlyUsageErrors('refuseCardNumbersInArgv', () =>
            refuseCardNumbersInArgv(argv, flags, {command: 'card pay', cardishFlags: ['token', 'holder-name']}),
          )
          await onlyUsageErrors('parseRetryAfter', () => parseRetryAfter(text))
          await onlyUsageErrors('describeErrorBody', () => {
            const d = describeErrorBody(status, body, typeof body === 'string' ? body : (JSON.stringify(body) ?? ''), text)
            expect(typeof d.message).toBe('string')
          })
        },
      ),
      fuzzParams(500),
    )
  })
})
