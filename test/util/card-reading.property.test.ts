/**
 * Properties of the one card-number rule read as a person reads a value (src/util/card-reading.ts,
 * docs/card.md#design-notes): a Luhn-valid card number with invisible characters anywhere between its digits, any
 * Unicode space between every digit, or one symbol between its usual groups is always a card number, in the guards
 * (isCardNumber, holdsCardNumber, cardNumberPathsIn) and in the redactor; the codes and texts that are not card
 * numbers (boleto lines and barcodes, BR Codes, utility and tax slip lines and barcodes, TSV rows, timestamps) never
 * are, written with those characters or not.
 */
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {buildBoleto} from '../../src/sandbox/pdf/boleto.js'
import {buildBrCode} from '../../src/sandbox/pdf/brcode.js'
import {cardNumberPathsIn, holdsCardNumber, isCardNumber, maskCardNumbers} from '../../src/util/card-number.js'
import {isPaymentSlipCode, mod10} from '../../src/util/payment-codes.js'
import {luhnValid, redactJsonValue, redactText} from '../../src/util/redact.js'
import {showsNumber} from '../helpers/card-spellings.js'

const RUNS = {numRuns: 300}

/** Every code point up to U+2FFFF and in the tags block (U+E0000…) of which `test` holds. */
function codePoints(test: RegExp): string[] {
  const found: string[] = []
  for (const [from, to] of [
    [0, 0x2ffff],
    [0xe0000, 0xe0fff],
  ] as const) {
    for (let cp = from; cp <= to; cp++) {
      const ch = String.fromCodePoint(cp)
      if (test.test(ch)) found.push(ch)
    }
  }
  return found
}

// Invisible: what a terminal or a page draws as nothing (format controls, default-ignorable code points, marks drawn
// over the digit before them).
const INVISIBLES = codePoints(/^[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Mn}\p{Me}]$/u)
const SPACES = codePoints(/^[\p{Zs}\u2028\u2029\u0085]$/u)
// Any one character that is neither a letter nor a digit: a symbol, punctuation, a space, a control, a mark, an emoji.
const NON_ALPHANUMERIC = fc.oneof(
  fc.constantFrom('+', '|', '~', '=', '$', '^', '`', '\u2212', '<', '>', '×', '€', '→', '★', '😀', '-', '.', '/', '_', '\u00a0'),
  fc
    .integer({min: 0x21, max: 0x2ffff})
    .map((cp) => String.fromCodePoint(cp))
    .filter((ch) => !/[\p{L}\p{N}]/u.test(ch)),
)

/** The Luhn check digit of a payload. */
function luhnDigit(payload: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(`${payload}${d}`)) return String(d)
  throw new Error('unreachable')
}

const panOf = (length: number) =>
  fc
    .tuple(fc.integer({min: 1, max: 9}), fc.array(fc.integer({min: 0, max: 9}), {minLength: length - 2, maxLength: length - 2}))
    .map(([first, rest]) => {
      const payload = `${first}${rest.join('')}`
      return payload + luhnDigit(payload)
    })
const pan = fc.integer({min: 13, max: 19}).chain(panOf)

/** The usual groups of a card number of each length that has them. */
const GROUPS: Record<number, number[]> = {14: [4, 6, 4], 15: [4, 6, 5], 16: [4, 4, 4, 4], 19: [4, 4, 4, 4, 3]}
const grouped = (digits: string, sizes: readonly number[]): string[] => {
  let at = 0
  return sizes.map((n) => digits.slice(at, (at += n)))
}

/** Text around the number: letters, spaces and punctuation, never touching its digits. */
const around = fc.stringMatching(/^[A-Za-zçã ,:]{0,12}$/)

/** Checks that a spelling of `number` is a card number everywhere and is never shown by the redactor. */
function expectCaught(spelling: string, number: string, before: string, after: string) {
  const text = `${before} ${spelling} ${after}`
  expect(isCardNumber(spelling), JSON.stringify(spelling)).toBe(true)
  expect(holdsCardNumber(text), JSON.stringify(text)).toBe(true)
  expect(cardNumberPathsIn({debtor: {name: text}})).toEqual(['debtor.name'])
  expect(showsNumber(maskCardNumbers(text), spelling, number), JSON.stringify(text)).toBe(false)
  expect(showsNumber(redactText(text), spelling, number)).toBe(false)
  expect(showsNumber(JSON.stringify(redactJsonValue({[text]: text})), spelling, number)).toBe(false)
}

describe('a card number as a person reads it is always caught', () => {
  it('with invisible characters anywhere between its digits', () => {
    const spelled = pan.chain((p) =>
      fc
        .array(fc.array(fc.constantFrom(...INVISIBLES), {maxLength: 3}), {minLength: p.length - 1, maxLength: p.length - 1})
        .map((gaps) => ({pan: p, spelling: [...p].map((d, i) => d + (gaps[i]?.join('') ?? '')).join('')})),
    )
    fc.assert(
      fc.property(spelled, around, around, ({pan: p, spelling}, a, b) => expectCaught(spelling, p, a, b)),
      RUNS,
    )
  })

  it('with any Unicode space between every digit (and invisible characters beside it)', () => {
    const spelled = fc.tuple(pan, fc.constantFrom(...SPACES), fc.constantFrom('', ...INVISIBLES)).map(([p, space, invisible]) => ({
      pan: p,
      spelling: [...p].join(`${space}${invisible}`),
    }))
    fc.assert(
      fc.property(spelled, around, around, ({pan: p, spelling}, a, b) => expectCaught(spelling, p, a, b)),
      RUNS,
    )
  })

  it('with one and the same non-alphanumeric character between its usual groups', () => {
    const spelled = fc
      .constantFrom(14, 15, 16, 19)
      .chain((length) => fc.tuple(panOf(length), NON_ALPHANUMERIC, fc.constantFrom('', ...INVISIBLES)))
      .map(([p, separator, invisible]) => ({pan: p, spelling: grouped(p, GROUPS[p.length]!).join(`${separator}${invisible}`)}))
    fc.assert(
      fc.property(spelled, around, around, ({pan: p, spelling}, a, b) => expectCaught(spelling, p, a, b)),
      RUNS,
    )
  })
})

// ---- The families that are not card numbers ----

/** A text left exactly as it is by the redactor and seen by no guard. */
function expectLeftAlone(text: string) {
  expect(maskCardNumbers(text), JSON.stringify(text)).toBe(text)
  expect(holdsCardNumber(text)).toBe(false)
  expect(redactText(`linha: ${text}`)).toBe(`linha: ${text}`)
}

/** Unicode spaces where a value has spaces (a line copied from a PDF or a web page). */
const respaced = (text: string) => fc.constantFrom(...SPACES).map((space) => text.replaceAll(' ', space))

const isoDate = fc.date({min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true})

describe('what is not a card number never is', () => {
  it('a boleto barcode, typed line and formatted line with valid check digits', () => {
    const boleto = fc
      .tuple(fc.uuid(), isoDate, fc.integer({min: 1, max: 99_999_999}))
      .map(([invoiceId, due, amountCents]) => buildBoleto({invoiceId, dueDate: due.toISOString().slice(0, 10), amountCents}))
    fc.assert(
      fc.property(
        boleto.chain((b) => fc.tuple(fc.constant(b), respaced(b.formattedLine))),
        ([b, formatted]) => {
          for (const code of [b.barcode, b.digitableLine, b.formattedLine, formatted]) expectLeftAlone(code)
        },
      ),
      RUNS,
    )
  })

  it('a BR Code (Pix copy and paste) with a valid CRC', () => {
    const brCode = fc
      .tuple(
        fc.uuid(),
        fc.stringMatching(/^[A-Za-z ]{1,25}$/),
        fc.integer({min: 1, max: 99_999_999}),
        fc.stringMatching(/^[A-Za-z0-9]{1,25}$/),
      )
      .map(([pixKey, merchantName, amountCents, txid]) =>
        buildBrCode({pixKey, merchantName: merchantName.trim() || 'Loja', merchantCity: 'Sao Paulo', amountCents, txid}),
      )
    fc.assert(
      fc.property(brCode, (code) => expectLeftAlone(code)),
      RUNS,
    )
  })

  it('a utility or tax slip (arrecadação): its 44-digit barcode and 48-digit line, however it is printed', () => {
    fc.assert(
      fc.property(collectionSlip, fc.constantFrom(...SPACES), ({barcode, line}, space) => {
        const blocks = [0, 1, 2, 3].map((b) => line.slice(b * 12, b * 12 + 12))
        for (const text of [
          barcode,
          line,
          blocks.map((b) => `${b.slice(0, 11)}-${b.slice(11)}`).join(' '),
          blocks.map((b) => `${b.slice(0, 11)}-${b.slice(11)}`).join(space),
          blocks.map((b) => `${b.slice(0, 11)} ${b.slice(11)}`).join(' '),
          blocks.join(' '),
          blocks.join(space),
        ]) {
          expectLeftAlone(text)
        }
      }),
      RUNS,
    )
  })

  it('a TSV row of a list, whatever its numbers and names', () => {
    const cell = fc.oneof(
      fc.integer({min: 0, max: 99}).map(String),
      fc.integer({min: 1, max: 999_999}).map((cents) => (cents / 100).toFixed(2)),
      isoDate.map((d) => d.toISOString().slice(0, 10)),
      isoDate.map((d) => d.toISOString().slice(0, 19).replace('T', ' ')),
      fc.uuid(),
      fc.constantFrom('PENDING', 'PAID', 'João da Conceição', 'Ana Lúcia', 'R$ 150,75'),
    )
    fc.assert(
      fc.property(fc.array(cell, {minLength: 2, maxLength: 20}), (cells) => expectLeftAlone(cells.join('\t'))),
      RUNS,
    )
  })

  it('a timestamp, as payctl prints one and as the service sends one, with any space in it', () => {
    fc.assert(
      fc.property(isoDate, fc.constantFrom(...SPACES), (d, space) => {
        const iso = d.toISOString()
        const [date, time] = [iso.slice(0, 10), iso.slice(11, 19)]
        const br = `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`
        for (const text of [iso, `${date} ${time}`, `${date} ${time} -03:00`, `${br} ${time.slice(0, 5)}`, `${date}${space}${time}`]) {
          expectLeftAlone(text)
        }
      }),
      RUNS,
    )
  })
})

/** FEBRABAN's modulo 11 of utility and tax slips (remainder 0 or 1 gives 0, else 11 minus the remainder). */
function mod11Collection(digits: string): number {
  let sum = 0
  let weight = 2
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight
    weight = weight === 9 ? 2 : weight + 1
  }
  const r = sum % 11
  return r < 2 ? 0 : 11 - r
}

/**
 * A utility or tax slip with valid check digits: a barcode starting with 8, its value indicator (third digit) 6 or 7
 * (modulo 10) or 8 or 9 (modulo 11), its general digit the fourth; the line is its four blocks of 11, each followed
 * by its own digit.
 */
const collectionSlip = fc
  .tuple(
    fc.integer({min: 1, max: 9}),
    fc.constantFrom('6', '7', '8', '9'),
    fc.array(fc.integer({min: 0, max: 9}), {minLength: 40, maxLength: 40}),
  )
  .map(([segment, indicator, rest]) => {
    const check = indicator === '6' || indicator === '7' ? mod10 : mod11Collection
    const others = `8${segment}${indicator}${rest.join('')}`
    const barcode = `${others.slice(0, 3)}${check(others)}${others.slice(3)}`
    let line = ''
    for (let b = 0; b < 4; b++) {
      const block = barcode.slice(b * 11, b * 11 + 11)
      line += `${block}${check(block)}`
    }
    return {barcode, line}
  })
  .filter(({barcode, line}) => isPaymentSlipCode(barcode) && isPaymentSlipCode(line))
