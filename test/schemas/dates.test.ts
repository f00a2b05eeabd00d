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
    expect(parseDueDate('+99999d', TODAY)).toEqual({ok: false, message: '+99999d is too far ahead: at most +9999d (2054-04-11)'})
    expect(parseDueDate('+9999d', TODAY)).toEqual({ok: true, value: '2054-04-11'})
  })
})
