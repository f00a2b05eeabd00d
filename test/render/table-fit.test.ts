import {describe, expect, it} from 'vitest'
import {fitColumns} from '../../src/render/table.js'

describe('fitting a table to the terminal', () => {
  const columns = [
    {kind: 'id' as const, drop: 0},
    {kind: 'fixed' as const, drop: 2},
    {kind: 'fixed' as const, drop: 0},
    {kind: 'fixed' as const, drop: 1},
  ]
  it('leaves out columns by their drop order, the highest first, and never one with drop 0', () => {
    // ID, TIME, EVENT, STATUS at 80 columns: with borders they need 90; TIME (drop 2) goes first.
    expect(fitColumns([36, 19, 13, 9], columns, 80)).toEqual({shown: [0, 2, 3], widths: [36, 13, 9]})
    // Narrower: STATUS (drop 1) goes next; ID and EVENT stay even when they overflow.
    expect(fitColumns([36, 19, 13, 9], columns, 50)).toEqual({shown: [0, 2], widths: [36, 13]})
    expect(fitColumns([36, 19, 13, 9], columns, 30).shown).toEqual([0, 2])
    // Wide enough: everything stays.
    expect(fitColumns([36, 19, 13, 9], columns, 120).shown).toEqual([0, 1, 2, 3])
  })

  it('cuts text and URL columns to a comfortable width before leaving any column out, then further', () => {
    const cols = [
      {kind: 'id' as const, drop: 0},
      {kind: 'url' as const, drop: 0, comfortable: 24},
      {kind: 'text' as const, drop: 1},
      {kind: 'fixed' as const, drop: 2},
    ]
    // 8 + 60 + 30 + 19 + 13 = 130 > 80: the URL and the text shrink to their comfortable widths (24, 20): 8+24+20+19+13 = 84 > 80,
    // so the fixed column (drop 2) goes, and the URL gets the room back: 8 + w + 20 + 10 = 80 → w = 42.
    const fit = fitColumns([8, 60, 30, 19], cols, 80)
    expect(fit.shown).toEqual([0, 1, 2])
    expect(fit.widths.reduce((a, b) => a + b, 0) + 3 * 3 + 1).toBeLessThanOrEqual(80)
    expect(fit.widths[1]).toBeGreaterThanOrEqual(24)
  })

  it('a column that cannot shrink and goes before a cut one marked whole gives way when that shows it whole', () => {
    // bolepix list at 120: ID, STATUS, AMOUNT, DUE, DEBTOR (text, drop 3, natural 23), DOCUMENT, CREATED, ORDER ID (drop 7).
    const cols = [
      {kind: 'id' as const, drop: 0},
      {kind: 'fixed' as const, drop: 0},
      {kind: 'fixed' as const, drop: 0},
      {kind: 'fixed' as const, drop: 2},
      {kind: 'text' as const, drop: 3, comfortable: 16, whole: true},
      {kind: 'document' as const, drop: 5},
      {kind: 'fixed' as const, drop: 6},
      {kind: 'fixed' as const, drop: 7},
    ]
    const fit = fitColumns([10, 9, 12, 10, 23, 18, 10, 8], cols, 120)
    expect(fit.shown).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(fit.widths[4]).toBe(23)
    // When giving way would not show it whole, nothing goes: the URL is cut and the others stay.
    const urls = [
      {kind: 'id' as const, drop: 0},
      {kind: 'url' as const, drop: 0, comfortable: 30, whole: true},
      {kind: 'fixed' as const, drop: 2},
    ]
    expect(fitColumns([8, 200, 19], urls, 80).shown).toEqual([0, 1, 2])
    // Not marked whole: it is cut, and the others stay.
    expect(
      fitColumns(
        [10, 9, 12, 10, 23, 18, 10, 8],
        cols.map((c) => ({...c, whole: false})),
        120,
      ).shown,
    ).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
  })
})
