/** What the date parsers say when they refuse a date: a day that does not exist, a `+Nd` too far ahead. */
import {describe, expect, it} from 'vitest'
import {parseDueDate, parsePastDate, toSevenFractionDateTime} from '../../src/schemas/dates.js'
import {parseSinceFlag} from '../../src/services/events/query.js'

const TODAY = '2026-11-25'

describe('date messages', () => {
  it('a date written YYYY-MM-DD that names no day says it does not exist, and why', () => {
    expect(parseDueDate('2027-02-30', TODAY)).toEqual({ok: false, message: '2027-02-30 does not exist: February 2027 has 28 days'})
    expect(parseDueDate('2028-02-30', TODAY)).toEqual({ok: false, message: '2028-02-30 does not exist: February 2028 has 29 days'})
    expect(parseDueDate('2027-04-31', TODAY)).toEqual({ok: false, message: '2027-04-31 does not exist: April 2027 has 30 days'})
    expect(parseDueDate('2027-13-01', TODAY)).toEqual({ok: false, message: '2027-13-01 does not exist: there is no month 13'})
    expect(parsePastDate('1990-02-30', TODAY)).toEqual({ok: false, message: '1990-02-30 does not exist: February 1990 has 28 days'})
    expect(toSevenFractionDateTime('2027-02-30T10:00')).toEqual({
      ok: false,
      message: '2027-02-30 does not exist: February 2027 has 28 days',
    })
    expect(() => parseSinceFlag('2026-02-30')).toThrow('--since "2026-02-30": 2026-02-30 does not exist: February 2026 has 28 days')
    // Not written as a date at all: the usual message.
    expect(parseDueDate('next week', TODAY)).toEqual({ok: false, message: 'must be a date YYYY-MM-DD, today or +Nd'})
  })

  it('+Nd too far ahead says how far is allowed', () => {
    expect(parseDueDate('+99999d', TODAY)).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^\+99999d is too far ahead for a boleto's line.*: the last due date it can carry is 2041-12-16 \(\+5500d\)$/,
      ),
    })
    expect(parseDueDate('+5500d', TODAY)).toEqual({ok: true, value: '2041-12-16'})
  })

  it("refuses a due date a boleto's line cannot carry without ambiguity, naming the last one that can", () => {
    // The factor repeats every 9,000 days: 2049-10-20 has the factor of 2025-02-28, and readers take that date.
    const tooFar = (date: string) =>
      `${date} is too far ahead for a boleto's line, whose due-date factor repeats every 9,000 days (it would read as a date in the past): the last due date it can carry is 2041-12-16 (+5500d)`
    expect(parseDueDate('2049-10-20', TODAY)).toEqual({ok: false, message: tooFar('2049-10-20')})
    expect(parseDueDate('+5501d', TODAY)).toEqual({ok: false, message: tooFar('+5501d')})
    expect(parseDueDate('2041-12-16', TODAY)).toEqual({ok: true, value: '2041-12-16'})
  })
})
