/**
 * Property tests of the shared parsers and validators: CPF, CNPJ (alphanumeric too), CEP, money, dates and
 * durations, checked against independent reference implementations (test/helpers/brazil-reference.ts and here).
 */
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {
  cepSchema,
  cnpjProblem,
  cnpjSchema,
  cpfProblem,
  cpfSchema,
  documentProblem,
  documentSchema,
  formatDocument,
  isValidCnpj,
  isValidCpf,
  normalizeCep,
  normalizeCnpj,
  normalizeCpf,
  ufSchema,
  UF_CODES,
} from '../../src/schemas/brazil.js'
import {
  centsToDecimal,
  centsToReais,
  formatBrl,
  nonNegativeTwoDecimals,
  parseReais,
  reaisToCents,
  reaisToCentsSchema,
} from '../../src/schemas/money.js'
import {
  addDays,
  daysBetween,
  isCalendarDate,
  parseDueDate,
  parseDuration,
  parsePastDate,
  parseSince,
  toSevenFractionDateTime,
} from '../../src/schemas/dates.js'
import {formatPath, validate, validateOrThrow} from '../../src/schemas/validate.js'
import {httpUrl, intInRange, looseBoolean, uuid} from '../../src/schemas/common.js'
import {ValidationError} from '../../src/errors.js'
import {z} from 'zod'
import {fmtCnpj, fmtCpf, refCnpjDigits, refCnpjValid, refCpfDigits, refCpfValid} from '../helpers/brazil-reference.js'

const digit = fc.constantFrom(...'0123456789'.split(''))
const alnum = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''))
const digits = (n: number) => fc.array(digit, {minLength: n, maxLength: n}).map((a) => a.join(''))
const alnums = (n: number) => fc.array(alnum, {minLength: n, maxLength: n}).map((a) => a.join(''))

/** Replaces the character at i by another one from `pool`. */
function mutate(text: string, i: number, pick: number, pool: string): string {
  const others = pool.split('').filter((c) => c !== text[i])
  return text.slice(0, i) + others[pick % others.length] + text.slice(i + 1)
}

// ---------- CPF ----------

describe('CPF', () => {
  it('accepts the known valid numbers and refuses the known invalid one', () => {
    for (const v of ['529.982.247-25', '111.444.777-35', '423.189.708-58', '52998224725']) expect(cpfProblem(v)).toBeUndefined()
    expect(cpfProblem('012.345.678-91')).toBe('invalid CPF check digits')
    expect(cpfProblem('012.345.678-90')).toBeUndefined()
    expect(cpfProblem('111.111.111-11')).toBe('invalid CPF (all digits equal)')
    expect(cpfProblem('123')).toBe('a CPF has 11 digits')
    expect(cpfProblem('529.982.247-2X')).toBe('a CPF has 11 digits')
  })

  it('9 random digits plus computed check digits are valid, formatted or not', () => {
    fc.assert(
      fc.property(
        digits(9).filter((d) => new Set(d).size > 1),
        (nine) => {
          const cpf = nine + refCpfDigits(nine)
          expect(isValidCpf(cpf)).toBe(true)
          expect(isValidCpf(fmtCpf(cpf))).toBe(true)
          expect(normalizeCpf(fmtCpf(cpf))).toBe(cpf)
          expect(cpfSchema.parse(fmtCpf(cpf))).toBe(cpf)
          expect(documentSchema.parse(fmtCpf(cpf))).toBe(cpf)
          expect(formatDocument(cpf)).toBe(fmtCpf(cpf))
        },
      ),
      {numRuns: 500},
    )
  })

  it('a changed second check digit is always invalid; any changed digit agrees with the reference', () => {
    fc.assert(
      fc.property(
        digits(9).filter((d) => new Set(d).size > 1),
        fc.integer({min: 0, max: 10}),
        fc.integer({min: 0, max: 8}),
        (nine, pos, pick) => {
          const cpf = nine + refCpfDigits(nine)
          expect(isValidCpf(mutate(cpf, 10, pick, '0123456789'))).toBe(false)
          const changed = mutate(cpf, pos, pick, '0123456789')
          expect(isValidCpf(changed)).toBe(refCpfValid(changed))
          expect(isValidCpf(fmtCpf(changed))).toBe(refCpfValid(changed))
        },
      ),
      {numRuns: 500},
    )
  })

  it('random 11-digit strings: formatted and unformatted agree with the reference', () => {
    fc.assert(
      fc.property(digits(11), (d) => {
        expect(isValidCpf(d)).toBe(refCpfValid(d))
        expect(isValidCpf(fmtCpf(d))).toBe(refCpfValid(d))
        expect(documentProblem(fmtCpf(d)) === undefined).toBe(refCpfValid(d))
      }),
      {numRuns: 1000},
    )
  })

  it('never throws on junk', () => {
    fc.assert(
      fc.property(fc.string({unit: 'grapheme', maxLength: 40}), (s) => {
        expect(typeof isValidCpf(s)).toBe('boolean')
        // What is accepted, for every string: documents.property.test.ts.
        expect(cpfSchema.safeParse(s).success).toBe(isValidCpf(s))
      }),
    )
  })
})

// ---------- CNPJ ----------

describe('CNPJ', () => {
  it('accepts the known valid numbers (alphanumeric included) and refuses the known invalid one', () => {
    for (const v of ['12.ABC.345/01DE-35', '11.222.333/0001-81', '11222333000181', '12ABC34501DE35', '12.abc.345/01de-35']) {
      expect(cnpjProblem(v)).toBeUndefined()
    }
    expect(cnpjProblem('12.345.678/0001-66')).toBe('invalid CNPJ check digits')
    expect(cnpjProblem('12.345.678/0001-95')).toBeUndefined()
    expect(cnpjProblem('00.000.000/0000-00')).toBe('invalid CNPJ (all characters equal)')
    expect(cnpjProblem('12.ABC.345/01DE-3A')).toBe('a CNPJ has 14 characters (12 digits or capital letters, then 2 digits)')
    expect(cnpjSchema.parse('12.abc.345/01de-35')).toBe('12ABC34501DE35')
    expect(documentSchema.parse('12.ABC.345/01DE-35')).toBe('12ABC34501DE35')
    expect(formatDocument('12ABC34501DE35')).toBe('12.ABC.345/01DE-35')
  })

  it('12 random characters (digits or capitals) plus computed check digits are valid, formatted or not', () => {
    fc.assert(
      fc.property(
        fc.oneof(digits(12), alnums(12)).filter((d) => new Set(d).size > 1),
        (twelve) => {
          const cnpj = twelve + refCnpjDigits(twelve)
          expect(isValidCnpj(cnpj)).toBe(true)
          expect(isValidCnpj(fmtCnpj(cnpj))).toBe(true)
          expect(isValidCnpj(fmtCnpj(cnpj).toLowerCase())).toBe(true)
          expect(normalizeCnpj(fmtCnpj(cnpj))).toBe(cnpj)
          expect(documentSchema.parse(fmtCnpj(cnpj))).toBe(cnpj)
          expect(documentProblem(cnpj)).toBeUndefined()
        },
      ),
      {numRuns: 500},
    )
  })

  it('a changed second check digit is always invalid; any changed character agrees with the reference', () => {
    fc.assert(
      fc.property(
        alnums(12).filter((d) => new Set(d).size > 1),
        fc.integer({min: 0, max: 13}),
        fc.integer({min: 0, max: 40}),
        (twelve, pos, pick) => {
          const cnpj = twelve + refCnpjDigits(twelve)
          expect(isValidCnpj(mutate(cnpj, 13, pick, '0123456789'))).toBe(false)
          const changed = mutate(cnpj, pos, pick, pos < 12 ? '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ' : '0123456789')
          expect(isValidCnpj(changed)).toBe(refCnpjValid(changed))
          expect(isValidCnpj(fmtCnpj(changed))).toBe(refCnpjValid(changed))
        },
      ),
      {numRuns: 500},
    )
  })

  it('random 14-character strings agree with the reference', () => {
    fc.assert(
      fc.property(fc.oneof(digits(14), alnums(14)), (d) => {
        expect(isValidCnpj(d)).toBe(refCnpjValid(d))
        expect(isValidCnpj(fmtCnpj(d))).toBe(refCnpjValid(d))
      }),
      {numRuns: 1000},
    )
  })

  it('never throws on junk', () => {
    fc.assert(
      fc.property(fc.string({unit: 'grapheme', maxLength: 40}), (s) => {
        expect(typeof isValidCnpj(s)).toBe('boolean')
        expect(typeof documentProblem(s)).not.toBe('number')
        expect(documentSchema.safeParse(s).success).toBe(documentProblem(s) === undefined)
      }),
    )
  })
})

// ---------- CEP and UF ----------

describe('CEP and UF', () => {
  it('8 random digits are a CEP with or without the hyphen, sent as digits', () => {
    fc.assert(
      fc.property(digits(8), (d) => {
        const hyphen = `${d.slice(0, 5)}-${d.slice(5)}`
        expect(normalizeCep(d)).toBe(d)
        expect(normalizeCep(hyphen)).toBe(d)
        expect(cepSchema.parse(hyphen)).toBe(d)
        expect(cepSchema.parse(` ${d} `)).toBe(d)
      }),
    )
  })

  it('other lengths and shapes are refused', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          digits(7),
          digits(9),
          digits(5).map((d) => `${d}-12`),
          fc.string({maxLength: 12}),
        ),
        (s) => {
          const ok = /^\s*\d{5}-?\d{3}\s*$/.test(s)
          expect(normalizeCep(s) !== undefined).toBe(ok)
          expect(cepSchema.safeParse(s).success).toBe(ok)
        },
      ),
    )
    expect(normalizeCep('01310-1000')).toBeUndefined()
    expect(normalizeCep('0131-0100')).toBeUndefined()
  })

  it('accepts the 27 UF codes in any case and nothing else', () => {
    expect(UF_CODES).toHaveLength(27)
    for (const uf of UF_CODES) {
      expect(ufSchema.parse(uf.toLowerCase())).toBe(uf)
    }
    fc.assert(
      fc.property(fc.string({maxLength: 3}), (s) => {
        expect(ufSchema.safeParse(s).success).toBe((UF_CODES as readonly string[]).includes(s.trim().toUpperCase()))
      }),
    )
  })
})

// ---------- money ----------

/** The reference decimal text of a cents amount with trailing zeros removed: 15070 → "150.7", 15000 → "150". */
function refDecimal(cents: number): string {
  const int = String(Math.floor(cents / 100))
  const frac = String(cents % 100)
    .padStart(2, '0')
    .replace(/0+$/, '')
  return frac ? `${int}.${frac}` : int
}

function group(int: string, sep: string): string {
  let out = ''
  for (let i = 0; i < int.length; i++) {
    if (i > 0 && (int.length - i) % 3 === 0) out += sep
    out += int[i]
  }
  return out
}

describe('money', () => {
  const cents = fc.integer({min: 1, max: 100_000_000_000})

  it('parses every way people write an amount back to the same cents', () => {
    fc.assert(
      fc.property(cents, (c) => {
        const int = String(Math.floor(c / 100))
        const frac = String(c % 100).padStart(2, '0')
        for (const text of [
          `${group(int, '.')},${frac}`, // 1.234,56
          `${group(int, ',')}.${frac}`, // 1,234.56
          `${int}.${frac}`, // 1234.56
          `${int},${frac}`, // 1234,56
          `R$ ${group(int, '.')},${frac}`,
        ]) {
          expect(parseReais(text)).toEqual({ok: true, cents: c})
        }
        expect(parseReais(centsToReais(c))).toEqual({ok: true, cents: c})
        expect(reaisToCentsSchema.parse(`${int},${frac}`)).toBe(c)
      }),
      {numRuns: 1000},
    )
  })

  it('centsToReais gives the exact decimal on the wire: no float artefacts', () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(JSON.stringify(centsToReais(c))).toBe(refDecimal(c))
        expect(JSON.stringify({amount: centsToReais(c)})).toBe(`{"amount":${refDecimal(c)}}`)
        expect(reaisToCents(centsToReais(c))).toBe(c)
        expect(centsToDecimal(c)).toBe(`${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`)
      }),
      {numRuns: 2000},
    )
    expect(JSON.stringify(centsToReais(15075))).toBe('150.75')
    expect(JSON.stringify(centsToReais(1))).toBe('0.01')
    expect(JSON.stringify(centsToReais(10))).toBe('0.1')
  })

  it('formats cents as Brazilians read money', () => {
    expect(formatBrl(123456)).toBe('R$ 1.234,56')
    expect(formatBrl(5)).toBe('R$ 0,05')
    fc.assert(
      fc.property(cents, (c) => {
        const shown = formatBrl(c)
        expect(parseReais(shown)).toEqual({ok: true, cents: c})
      }),
    )
  })

  it('refuses more than two decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({min: 0, max: 10_000_000}),
        digits(3),
        fc.string({unit: fc.constantFrom('0', '1', '9'), maxLength: 3}),
        fc.constantFrom('.', ','),
        (i, d, more, sep) => {
          // One separator then exactly three digits may be a thousands group (1.000): ambiguous, with its own message.
          const group = more === '' && i >= 1 && i <= 999
          const typed = `${i}${sep}${d}${more}`
          const message = group ? expect.stringMatching(/^"[^"]+": three digits follow the/) : `"${typed}": at most two decimals`
          expect(parseReais(typed)).toEqual({ok: false, message})
        },
      ),
    )
    expect(parseReais('1.234,567').ok).toBe(false)
    expect(parseReais(1.005)).toEqual({ok: false, message: '1.005: at most two decimals'})
  })

  it('refuses zero, negatives, ambiguous grouping and nonsense with a message', () => {
    for (const bad of [
      '0',
      '0,00',
      '-1',
      '-0,50',
      '',
      ' ',
      'abc',
      '1.234.567',
      '12,34,56',
      '1,23.45',
      '1.2345,00',
      '1,',
      '.',
      ',5.',
      '1e3',
      'NaN',
      'Infinity',
      '١٢٣',
    ]) {
      const r = parseReais(bad)
      expect(r.ok, bad).toBe(false)
      if (!r.ok) expect(r.message.length).toBeGreaterThan(0)
    }
    expect(parseReais(',5')).toEqual({ok: true, cents: 50})
    expect(parseReais('0', {allowZero: true})).toEqual({ok: true, cents: 0})
    expect(parseReais(Number.NaN).ok).toBe(false)
    expect(parseReais(1e21).ok).toBe(false)
    expect(parseReais('10000000000,01').ok).toBe(false)
    expect(parseReais('10000000000,00')).toEqual({ok: true, cents: 1_000_000_000_000})
    expect(nonNegativeTwoDecimals.parse('2,5')).toBe(2.5)
    expect(nonNegativeTwoDecimals.parse(0)).toBe(0)
    expect(nonNegativeTwoDecimals.safeParse('x').success).toBe(false)
  })

  it('never throws on random junk: only {ok: false}', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({unit: 'grapheme', maxLength: 30}),
          fc.string({unit: fc.constantFrom('1', '2', '0', '.', ',', ' ', '-', 'R', '$', 'e'), maxLength: 20}),
        ),
        (s) => {
          const r = parseReais(s)
          expect(typeof r.ok).toBe('boolean')
          if (r.ok) {
            expect(Number.isSafeInteger(r.cents)).toBe(true)
            expect(r.cents).toBeGreaterThan(0)
          } else {
            expect(typeof r.message).toBe('string')
          }
        },
      ),
      {numRuns: 2000},
    )
    fc.assert(
      fc.property(fc.double(), (n) => {
        const r = parseReais(n)
        if (r.ok) expect(r.cents).toBe(Math.round(n * 100))
      }),
    )
  })
})

// ---------- dates and durations ----------

describe('dates', () => {
  const day = fc
    .date({min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true})
    .map((d) => d.toISOString().slice(0, 10))

  it('parseDueDate: today, tomorrow, +Nd and dates from today on; earlier dates refused', () => {
    fc.assert(
      fc.property(day, fc.integer({min: 0, max: 3650}), (today, n) => {
        const later = addDays(today, n)
        expect(parseDueDate(`+${n}d`, today)).toEqual({ok: true, value: later})
        expect(parseDueDate(later, today)).toEqual({ok: true, value: later})
        expect(parseDueDate(` ${later} `, today)).toEqual({ok: true, value: later})
        expect(daysBetween(today, later)).toBe(n)
        expect(parseDueDate('today', today)).toEqual({ok: true, value: today})
        expect(parseDueDate('TOMORROW', today)).toEqual({ok: true, value: addDays(today, 1)})
        if (n > 0) expect(parseDueDate(addDays(today, -n), today)).toEqual({ok: false, message: `must be today (${today}) or later`})
      }),
      {numRuns: 500},
    )
    expect(parseDueDate('2026-02-30', '2026-01-01').ok).toBe(false)
    expect(parseDueDate('2028-02-29', '2026-01-01')).toEqual({ok: true, value: '2028-02-29'})
    expect(parseDueDate('-1d', '2026-01-01').ok).toBe(false)
    expect(parseDueDate('01/02/2026', '2026-01-01').ok).toBe(false)
  })

  it('addDays agrees with the calendar', () => {
    fc.assert(
      fc.property(day, fc.integer({min: -5000, max: 5000}), (d, n) => {
        const out = addDays(d, n)
        expect(isCalendarDate(out)).toBe(true)
        expect(addDays(out, -n)).toBe(d)
        expect(Date.parse(`${out}T00:00:00Z`) - Date.parse(`${d}T00:00:00Z`)).toBe(n * 86_400_000)
      }),
    )
  })

  it('toSevenFractionDateTime always gives seven fraction digits', () => {
    const pad = (n: number, w = 2) => String(n).padStart(w, '0')
    fc.assert(
      fc.property(
        day,
        fc.integer({min: 0, max: 23}),
        fc.integer({min: 0, max: 59}),
        fc.integer({min: 0, max: 59}),
        fc.option(
          digits(1).chain(() => fc.integer({min: 1, max: 9}).chain((w) => digits(w))),
          {nil: undefined},
        ),
        fc.constantFrom('date', 'hm', 'hms', 'hmsf', 'space'),
        (d, h, m, s, frac, shape) => {
          const input =
            shape === 'date'
              ? d
              : shape === 'hm'
                ? `${d}T${pad(h)}:${pad(m)}`
                : shape === 'hms'
                  ? `${d}T${pad(h)}:${pad(m)}:${pad(s)}`
                  : shape === 'space'
                    ? `${d} ${pad(h)}:${pad(m)}:${pad(s)}`
                    : `${d}T${pad(h)}:${pad(m)}:${pad(s)}${frac ? `.${frac}` : ''}`
          const r = toSevenFractionDateTime(input)
          expect(r.ok).toBe(true)
          if (!r.ok) return
          expect(r.value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{7}$/)
          expect(r.value.slice(0, 10)).toBe(d)
          const hh = shape === 'date' ? '00' : pad(h)
          const mm = shape === 'date' ? '00' : pad(m)
          const ss = shape === 'date' || shape === 'hm' ? '00' : pad(s)
          const ff = shape === 'hmsf' && frac ? frac.padEnd(7, '0').slice(0, 7) : '0000000'
          expect(r.value).toBe(`${d}T${hh}:${mm}:${ss}.${ff}`)
        },
      ),
      {numRuns: 500},
    )
    expect(toSevenFractionDateTime('2026-03-10')).toEqual({ok: true, value: '2026-03-10T00:00:00.0000000'})
    expect(toSevenFractionDateTime('2026-03-10T24:00:00').ok).toBe(false)
    expect(toSevenFractionDateTime('2026-13-10').ok).toBe(false)
  })

  it('never throws on random strings', () => {
    fc.assert(
      fc.property(fc.string({unit: 'grapheme', maxLength: 40}), (s) => {
        expect(typeof parseDueDate(s, '2026-01-01').ok).toBe('boolean')
        expect(typeof toSevenFractionDateTime(s).ok).toBe('boolean')
        expect(typeof parsePastDate(s, '2026-01-01').ok).toBe('boolean')
        const since = parseSince(s, new Date('2026-01-01T00:00:00Z'))
        if (since !== undefined) expect(Number.isNaN(since.getTime())).toBe(false)
        const d = parseDuration(s)
        if (d !== undefined) expect(Number.isSafeInteger(d)).toBe(true)
      }),
      {numRuns: 2000},
    )
  })

  it('parseDuration: N units → milliseconds', () => {
    const units: [string, number][] = [
      ['ms', 1],
      ['s', 1000],
      ['m', 60_000],
      ['h', 3_600_000],
      ['d', 86_400_000],
      ['w', 604_800_000],
    ]
    fc.assert(
      fc.property(fc.integer({min: 0, max: 500}), fc.constantFrom(...units), (n, [unit, ms]) => {
        expect(parseDuration(`${n}${unit}`)).toBe(n * ms)
        expect(parseDuration(` ${n}${unit.toUpperCase()} `)).toBe(n * ms)
      }),
    )
    expect(parseDuration('1.5s')).toBe(1500)
    expect(parseDuration('10m')).toBe(600_000)
    for (const bad of ['', '5', 's', '5 s', '-5s', '5y', '1e3s', '99999w']) expect(parseDuration(bad), bad).toBeUndefined()
  })

  it('parseSince: durations back from now, local dates, date-times', () => {
    const now = new Date('2026-05-10T12:00:00Z')
    expect(parseSince('2h', now)!.toISOString()).toBe('2026-05-10T10:00:00.000Z')
    expect(parseSince('7d', now)!.toISOString()).toBe('2026-05-03T12:00:00.000Z')
    expect(parseSince('2026-05-01', now)!.getTime()).toBe(new Date(2026, 4, 1).getTime())
    expect(parseSince('2026-05-01T08:30:00Z', now)!.toISOString()).toBe('2026-05-01T08:30:00.000Z')
    expect(parseSince('yesterday', now)).toBeUndefined()
    expect(parseSince('2026-02-30', now)).toBeUndefined()
    expect(parseSince('2026-02-30T10:00:00Z', now)).toBeUndefined()
    expect(parseSince('2026-02-28 10:00', now)!.getTime()).toBe(new Date(2026, 1, 28, 10, 0).getTime())
  })

  it('parsePastDate: only real dates before today', () => {
    expect(parsePastDate('1990-05-17', '2026-01-01')).toEqual({ok: true, value: '1990-05-17'})
    expect(parsePastDate('2026-01-01', '2026-01-01').ok).toBe(false)
    expect(parsePastDate('1990-02-30', '2026-01-01').ok).toBe(false)
  })
})

// ---------- common and validate ----------

describe('common building blocks and validation', () => {
  it('intInRange, looseBoolean, uuid, httpUrl', () => {
    const installments = intInRange(1, 12)
    fc.assert(
      fc.property(fc.integer({min: -100, max: 100}), (n) => {
        const ok = n >= 1 && n <= 12
        expect(installments.safeParse(n).success).toBe(ok)
        expect(installments.safeParse(String(n)).success).toBe(ok)
      }),
    )
    expect(installments.safeParse('1.5').success).toBe(false)
    expect(installments.safeParse('').success).toBe(false)
    expect(looseBoolean.parse('Yes')).toBe(true)
    expect(looseBoolean.parse('0')).toBe(false)
    expect(looseBoolean.safeParse('maybe').success).toBe(false)
    fc.assert(
      fc.property(fc.uuid(), (u) => {
        expect(uuid.parse(u.toUpperCase())).toBe(u.toUpperCase())
      }),
    )
    expect(uuid.safeParse('not-a-uuid').success).toBe(false)
    expect(httpUrl.safeParse('https://example.com/hook').success).toBe(true)
    expect(httpUrl.safeParse('ftp://example.com').success).toBe(false)
    expect(httpUrl.safeParse('javascript:alert(1)').success).toBe(false)
  })

  it('validate names every offending field by its body path, all at once', () => {
    const schema = z.strictObject({
      amount: reaisToCentsSchema,
      debtor: z.object({document: documentSchema, postalCode: cepSchema}),
      webhook: z.object({events: z.array(z.string().min(1, 'must not be empty'))}),
    })
    const r = validate(schema, {amount: '1,234', debtor: {document: '012.345.678-91'}, webhook: {events: ['a', '']}, extra: 1})
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.issues).toEqual([
      {
        path: 'amount',
        message: '"1,234": three digits follow the comma, so it reads two ways: write 1,23 (two decimals, rounded) or 1.234,00 (thousands)',
      },
      {path: 'debtor.document', message: 'invalid CPF check digits'},
      {path: 'debtor.postalCode', message: 'required'},
      {path: 'webhook.events[1]', message: 'must not be empty'},
      {path: '', message: 'unknown field extra'},
    ])
    let err: unknown
    try {
      validateOrThrow(schema, {amount: '0'}, 'invalid charge')
    } catch (e) {
      err = e
    }
    expect(err).toBeInstanceOf(ValidationError)
    expect((err as ValidationError).exitCode).toBe(2)
    expect((err as ValidationError).message).toBe(
      'invalid charge: amount: "0": must be greater than 0; debtor: required; webhook: required',
    )
    expect(formatPath(['a', 0, 'b', 2])).toBe('a[0].b[2]')
    expect(
      validateOrThrow(schema, {
        amount: '1.234,56',
        debtor: {document: '11.222.333/0001-81', postalCode: '01310-100'},
        webhook: {events: ['*']},
      }),
    ).toEqual({
      amount: 123456,
      debtor: {document: '11222333000181', postalCode: '01310100'},
      webhook: {events: ['*']},
    })
  })
})
