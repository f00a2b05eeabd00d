/**
 * What the money parser says when it refuses an amount (docs/contract.md#bolepix-charges): each message names what
 * is wrong with what was typed and how to write it instead.
 */
import {describe, expect, it} from 'vitest'
import {nonNegativeTwoDecimals, parseReais, reaisToCentsSchema} from '../../src/schemas/money.js'

const AMBIGUOUS = /^"[^"]+": three digits follow the (comma|point), so it reads two ways: write /

describe('money messages', () => {
  it('one separator followed by exactly three digits is ambiguous (1.000 is one thousand in Brazil), not "too many decimals"', () => {
    for (const typed of ['1.000', '123.456', '1,000', '12,345', 'R$ 5.000', ' 999.999 ']) {
      expect(parseReais(typed), typed).toEqual({ok: false, message: expect.stringMatching(AMBIGUOUS)})
      expect(parseReais(typed, {allowZero: true}), typed).toEqual({ok: false, message: expect.stringMatching(AMBIGUOUS)})
    }
    expect(reaisToCentsSchema.safeParse('1.000').error?.issues[0]?.message).toMatch(AMBIGUOUS)
    expect(nonNegativeTwoDecimals.safeParse('2.500').error?.issues[0]?.message).toMatch(AMBIGUOUS)
    // Written out, either reading is accepted.
    expect(parseReais('1.000,00')).toEqual({ok: true, cents: 100_000})
    expect(parseReais('1,00')).toEqual({ok: true, cents: 100})
  })

  it('three decimals that cannot be a thousands group are still "at most two decimals"', () => {
    for (const typed of ['0.500', '1234.567', '1.234,567', '1,234.567', '1.0000', '12.3456']) {
      expect(parseReais(typed), typed).toEqual({ok: false, message: `"${typed}": at most two decimals`})
    }
    // A JSON number has no thousands separator: 1.005 is one and five thousandths.
    expect(parseReais(1.005)).toEqual({ok: false, message: '1.005: at most two decimals'})
  })

  it('a trailing separator is named as such, not as a grouping error', () => {
    expect(parseReais('150,75.')).toEqual({ok: false, message: '"150,75.": ends with a separator: remove the trailing "." (150,75)'})
    // Without it, 1.234 would be ambiguous: no suggestion then.
    expect(parseReais('1.234,')).toEqual({ok: false, message: '"1.234,": ends with a separator: remove the trailing ","'})
    expect(parseReais('150,75.').ok).toBe(false)
    expect(parseReais('150,,75')).toEqual({ok: false, message: '"150,,75": two separators in a row: remove one'})
  })

  it('quotes the amount as typed and gives both readings of three digits after one separator', () => {
    const said = (typed: string) => (parseReais(typed) as {message: string}).message
    expect(said('150,755')).toBe(
      '"150,755": three digits follow the comma, so it reads two ways: write 150,76 (two decimals, rounded) or 150.755,00 (thousands)',
    )
    expect(said('10,999')).toBe(
      '"10,999": three digits follow the comma, so it reads two ways: write 11,00 (two decimals, rounded) or 10.999,00 (thousands)',
    )
    expect(said('150.755')).toBe(
      '"150.755": three digits follow the point, so it reads two ways: write 150.755,00 (thousands) or 150.76 (two decimals, rounded)',
    )
    expect(said('1.000')).toBe(
      '"1.000": three digits follow the point, so it reads two ways: write 1.000,00 (thousands) or 1.00 (two decimals)',
    )
    // Each reading, written out, is accepted.
    for (const written of ['150,76', '150.755,00', '11,00', '10.999,00', '150.76', '1.000,00', '1.00'])
      expect(parseReais(written).ok, written).toBe(true)
    expect(said(' abc ')).toBe('"abc": must be an amount such as 150.75 or 150,75')
  })
})
