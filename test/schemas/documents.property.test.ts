/**
 * The document check, for every string (docs/domain.md#reading-a-document-as-typed): it accepts a string only if,
 * after removing `.`, `-`, `/` and outer whitespace, it is exactly 11 digits with valid CPF check digits, or 14
 * characters `[0-9A-Z]{12}[0-9]{2}` (lower-case letters upper-cased first) with valid CNPJ check digits; non-ASCII
 * input never passes. The check digits are judged three ways that payctl did not write: the reference in
 * test/helpers/brazil-reference.ts and two published validators, `validation-br` (CPF and CNPJ) and `@fnando/cnpj` 2
 * (CNPJ). Those validators each tolerate different separators, so they are asked about the normalised value only.
 */
import fc from 'fast-check'
import {isValid as fnandoCnpjValid} from '@fnando/cnpj'
import {isCNPJ, isCPF} from 'validation-br'
import {describe, expect, it} from 'vitest'
import {cnpjProblem, cnpjSchema, cpfProblem, cpfSchema, documentProblem, documentSchema} from '../../src/schemas/brazil.js'
import {isValidCnpjShape} from '../../src/util/check-digits.js'
import {fuzzParams, hostileString} from '../helpers/arbitraries.js'
import {refCnpjDigits, refCnpjValid, refCpfDigits, refCpfValid} from '../helpers/brazil-reference.js'

/** ASCII whitespace only: anything else is non-ASCII, and non-ASCII input never passes. */
const ASCII_SPACE = ' \t\n\v\f\r'

function trimAscii(s: string): string {
  let start = 0
  let end = s.length
  while (start < end && ASCII_SPACE.includes(s[start]!)) start++
  while (end > start && ASCII_SPACE.includes(s[end - 1]!)) end--
  return s.slice(start, end)
}

/** What the rule says a string is: 'CPF', 'CNPJ', or undefined (refused); and the value that would be sent. */
function reference(s: string): {kind?: 'CPF' | 'CNPJ'; value: string} {
  // eslint-disable-next-line no-control-regex
  if (/[^\x00-\x7f]/.test(s)) return {value: ''}
  const bare = trimAscii(s)
    .split('')
    .filter((c) => c !== '.' && c !== '-' && c !== '/')
    .join('')
  if (/^\d{11}$/.test(bare)) return {kind: refCpfValid(bare) ? 'CPF' : undefined, value: bare}
  const upper = bare.toUpperCase()
  if (/^[0-9A-Z]{12}\d{2}$/.test(upper)) return {kind: refCnpjValid(upper) ? 'CNPJ' : undefined, value: upper}
  return {value: bare}
}

/** What upper-casing everything first (the old reading) would have accepted: the property must see such strings. */
function upperFirstWouldPass(s: string): boolean {
  const bare = s
    .trim()
    .toUpperCase()
    .replace(/[.\-/\s]/g, '')
  return (/^\d{11}$/.test(bare) && refCpfValid(bare)) || (/^[0-9A-Z]{12}\d{2}$/.test(bare) && refCnpjValid(bare))
}

const pick = <T>(xs: readonly T[]) => fc.constantFrom(...xs)
const DIGITS = '0123456789'
const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const chars = (pool: string, n: number) => fc.array(pick(pool.split('')), {minLength: n, maxLength: n}).map((a) => a.join(''))

const validCpf = chars(DIGITS, 9)
  .filter((d) => new Set(d).size > 1)
  .map((d) => d + refCpfDigits(d))
const validCnpj = chars(ALNUM, 12)
  .filter((d) => new Set(d).size > 1)
  .map((d) => d + refCnpjDigits(d))
const core = fc.oneof(
  {weight: 4, arbitrary: validCpf},
  {weight: 4, arbitrary: validCnpj},
  {weight: 1, arbitrary: chars(DIGITS, 11)},
  {weight: 1, arbitrary: chars(ALNUM, 12).chain((t) => chars(DIGITS, 2).map((d) => t + d))},
  {weight: 1, arbitrary: fc.integer({min: 9, max: 16}).chain((n) => chars(ALNUM + 'abcxyz', n))},
)

/** Non-ASCII look-alikes (upper-casing turns some into ASCII letters, or into two), labels, stray marks. */
const INTRUDERS = [
  'ı',
  'ſ',
  'ﬁ',
  'ﬀ',
  'ß',
  'İ',
  '\u212a',
  'ŉ',
  '１',
  '٣',
  '\u00a0',
  '\u3000',
  '\u200b',
  '\ufeff',
  '\u2028',
  ' ',
  '_',
  ',',
  '\\',
  '(',
  'a',
  'z',
  'S',
  '0',
  '9',
  'CPF ',
  'CPF',
  'CNPJ: ',
  'cnpj',
]
const SEPARATORS = ['', '', '', '', '.', '-', '/', '..', '-/']
const OUTER = ['', '', '', '', '', ' ', '\t', '\r\n', ' \v\f ', '\u00a0', '\ufeff', '\u3000']

/** A document as people might type it: separators anywhere, outer whitespace, lower case, an intruder or two. */
const typed = fc
  .record({
    core,
    seps: fc.array(pick(SEPARATORS), {minLength: 15, maxLength: 15}),
    lead: pick(OUTER),
    trail: pick(OUTER),
    lower: fc.boolean(),
    intrusions: fc.oneof(
      fc.constant([]),
      fc.array(fc.record({at: fc.nat(20), what: pick(INTRUDERS), replace: fc.boolean()}), {minLength: 1, maxLength: 2}),
    ),
    ascii: fc.oneof(fc.constant(true), fc.boolean()),
  })
  .map(({core, seps, lead, trail, lower, intrusions, ascii}) => {
    let body = lower ? core.toLowerCase() : core
    // A non-ASCII look-alike in place of the ASCII letter it upper-cases to (ı for I, ſ for S, ﬁ for FI).
    if (!ascii) body = body.replace('I', 'ı').replace('S', 'ſ').replace('FI', 'ﬁ').replace('i', 'ı').replace('s', 'ſ')
    let text = [...body].map((c, i) => seps[i]! + c).join('')
    for (const {at, what, replace} of intrusions) {
      const i = at % (text.length + 1)
      text = text.slice(0, i) + what + text.slice(replace ? i + 1 : i)
    }
    return lead + text + trail
  })

const anyString = fc.oneof(
  {weight: 12, arbitrary: typed},
  {weight: 2, arbitrary: fc.string({unit: pick([...'0123456789AbcSı./- \t']), maxLength: 20})},
  {weight: 1, arbitrary: fc.string({unit: 'grapheme', maxLength: 24})},
  {weight: 1, arbitrary: fc.string({unit: 'binary', maxLength: 24})},
  {weight: 1, arbitrary: hostileString(16)},
)

describe('the document check, for every string', () => {
  it('accepts exactly what the rule accepts, sends the normalised value, never passes non-ASCII, and agrees with independent validators', () => {
    const seen = {cpf: 0, cnpj: 0, refused: 0, upperFirstOnly: 0, nonAscii: 0}
    fc.assert(
      fc.property(anyString, (s) => {
        const want = reference(s)
        const accepted = documentProblem(s) === undefined
        expect(accepted, JSON.stringify(s)).toBe(want.kind !== undefined)
        expect(cpfProblem(s) === undefined, JSON.stringify(s)).toBe(want.kind === 'CPF')
        expect(cnpjProblem(s) === undefined, JSON.stringify(s)).toBe(want.kind === 'CNPJ')
        expect(isValidCnpjShape(s), JSON.stringify(s)).toBe(want.kind === 'CNPJ')
        const parsed = documentSchema.safeParse(s)
        expect(parsed.success).toBe(accepted)
        if (parsed.success) expect(parsed.data).toBe(want.value)
        if (want.kind === 'CPF') expect(cpfSchema.parse(s)).toBe(want.value)
        if (want.kind === 'CNPJ') expect(cnpjSchema.parse(s)).toBe(want.value)
        // eslint-disable-next-line no-control-regex
        if (/[^\x00-\x7f]/.test(s)) {
          seen.nonAscii++
          expect(accepted, JSON.stringify(s)).toBe(false)
        }
        // The check digits, three ways: on the normalised value, whatever the separators were.
        if (/^\d{11}$/.test(want.value)) {
          expect(isCPF(want.value), want.value).toBe(refCpfValid(want.value))
          expect(cpfProblem(want.value) === undefined, want.value).toBe(refCpfValid(want.value))
        }
        if (/^[0-9A-Z]{12}\d{2}$/.test(want.value)) {
          expect(isCNPJ(want.value), want.value).toBe(refCnpjValid(want.value))
          expect(fnandoCnpjValid(want.value), want.value).toBe(refCnpjValid(want.value))
          expect(cnpjProblem(want.value) === undefined, want.value).toBe(refCnpjValid(want.value))
        }
        if (want.kind === 'CPF') seen.cpf++
        else if (want.kind === 'CNPJ') seen.cnpj++
        else seen.refused++
        if (!accepted && upperFirstWouldPass(s)) seen.upperFirstOnly++
      }),
      fuzzParams(6000),
    )
    // The property means something only if every outcome is common, including the strings the old reading let
    // through (non-ASCII letters upper-cased into ASCII ones, labels and inner spaces squeezed out).
    const {numRuns} = fuzzParams(6000)
    expect(seen.cpf).toBeGreaterThan(numRuns / 20)
    expect(seen.cnpj).toBeGreaterThan(numRuns / 20)
    expect(seen.refused).toBeGreaterThan(numRuns / 4)
    expect(seen.upperFirstOnly).toBeGreaterThan(numRuns / 50)
    expect(seen.nonAscii).toBeGreaterThan(numRuns / 10)
  })

  it('the independent validators agree with the reference on random documents, valid or not', () => {
    fc.assert(
      fc.property(validCpf, validCnpj, fc.nat(10), fc.nat(13), fc.nat(35), (cpf, cnpj, i, j, k) => {
        for (const c of [cpf, cpf.slice(0, i) + DIGITS[k % 10] + cpf.slice(i + 1)]) {
          expect(isCPF(c), c).toBe(refCpfValid(c))
          expect(cpfProblem(c) === undefined, c).toBe(refCpfValid(c))
        }
        for (const c of [cnpj, cnpj.slice(0, j) + (j < 12 ? ALNUM[k] : DIGITS[k % 10]) + cnpj.slice(j + 1)]) {
          expect(isCNPJ(c), c).toBe(refCnpjValid(c))
          expect(fnandoCnpjValid(c), c).toBe(refCnpjValid(c))
          expect(cnpjProblem(c) === undefined, c).toBe(refCnpjValid(c))
        }
      }),
      fuzzParams(2000),
    )
  })
})
