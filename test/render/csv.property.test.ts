/**
 * render/csv.ts against a real CSV parser, for any text: whatever a cell holds (quotes, commas, CR, LF, any Unicode),
 * csv-parse reads back the same cells, a string a spreadsheet would run as a formula with `'` in front; numbers as
 * JSON writes them; --fields picks dotted paths with absent values as null.
 */
import {parse} from 'csv-parse/sync'
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {csvCell, csvHeader, csvRecord, pickFields} from '../../src/render/csv.js'

const FORMULA = /^[=+\-@\t\r]/

describe('CSV', () => {
  it('any record of strings and numbers reads back cell for cell', () => {
    const cell = fc.oneof(
      fc.string({unit: 'grapheme'}),
      fc.constantFrom('=1+1', '+1', '-1', '@A1', '\tx', '\rx', 'a,b', 'a"b', 'a\r\nb', '"'),
      fc.double({noNaN: true, noDefaultInfinity: true}),
      fc.integer(),
    )
    fc.assert(
      fc.property(fc.array(cell, {minLength: 1, maxLength: 6}), (cells) => {
        const fields = cells.map((_, i) => `f${i}`)
        const record = Object.fromEntries(cells.map((c, i) => [`f${i}`, c]))
        const text = csvHeader(fields) + csvRecord(record, fields)
        const rows = parse(text) as string[][]
        expect(rows).toEqual([fields, cells.map((c) => (typeof c === 'number' ? String(c) : FORMULA.test(c) ? `'${c}` : c))])
      }),
      {numRuns: 300},
    )
  })

  it('absent values are empty cells; objects and arrays are their JSON text', () => {
    expect(csvRecord({a: null, b: {c: [1, 'x']}}, ['a', 'b', 'z'])).toBe(',"{""c"":[1,""x""]}",\r\n')
    expect(csvCell(true)).toBe('true')
  })

  it('--fields: an object whose keys are the dotted paths, in order, null when absent', () => {
    const picked = pickFields({status: 'PAID', debtor: {name: 'Maria'}, __proto__x: 1}, ['debtor.name', 'status', 'debtor.document'])
    expect(Object.keys(picked)).toEqual(['debtor.name', 'status', 'debtor.document'])
    expect(picked).toEqual({'debtor.name': 'Maria', status: 'PAID', 'debtor.document': null})
  })
})
