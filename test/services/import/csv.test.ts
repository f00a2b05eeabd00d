import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {detectDelimiter, formatCsvRecord, parseCsv} from '../../../src/services/import/csv.js'

describe('parseCsv (RFC 4180)', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and numbers records by their first line', () => {
    const text = 'a,b,c\r\n"1,5","say ""hi""","two\nlines"\r\nx,,z\n'
    expect(parseCsv(text)).toEqual([
      {line: 1, fields: ['a', 'b', 'c']},
      {line: 2, fields: ['1,5', 'say "hi"', 'two\nlines']},
      {line: 4, fields: ['x', '', 'z']},
    ])
  })

  it('tolerates a BOM, blank lines, a missing final newline, lone CRs and spaces before an opening quote', () => {
    expect(parseCsv('\uFEFFa,b\n\n1, "2,3"\r\r4,5')).toEqual([
      {line: 1, fields: ['a', 'b']},
      {line: 3, fields: ['1', '2,3']},
      {line: 5, fields: ['4', '5']},
    ])
  })

  it('flags an unterminated quote and text after a closing quote on the record, not the file', () => {
    const recs = parseCsv('a,b\n"x"y,1\n2,3\n"open,4\n5,6')
    expect(recs[1]).toMatchObject({line: 2, error: expect.stringContaining('unexpected text after a closing quote')})
    expect(recs[2]).toEqual({line: 3, fields: ['2', '3']})
    expect(recs[3]).toMatchObject({line: 4, error: 'unterminated quoted field (a " opened on line 4 is never closed)'})
  })

  it('detects ; and tab separators from the header row', () => {
    expect(detectDelimiter('amount;due-date;debtor.name\n"1,5";x;y')).toBe(';')
    expect(detectDelimiter('amount\tdue-date\n')).toBe('\t')
    expect(detectDelimiter('amount,due-date\n1;2;3;4')).toBe(',')
    expect(detectDelimiter('"a;b",c\n')).toBe(',')
    expect(parseCsv('a;b\n"1,5";2\n', ';')).toEqual([
      {line: 1, fields: ['a', 'b']},
      {line: 2, fields: ['1,5', '2']},
    ])
  })

  it('round-trips any fields written by formatCsvRecord (property)', () => {
    const cell = fc.string({unit: fc.constantFrom('a', 'Z', '1', ',', ';', '"', '\n', '\r\n', ' ', 'ã', '\t'), maxLength: 12})
    fc.assert(
      fc.property(fc.array(fc.array(cell, {minLength: 2, maxLength: 5}), {minLength: 1, maxLength: 6}), (rows) => {
        const width = rows[0]!.length
        const table = rows.map((r) => Array.from({length: width}, (_, i) => r[i] ?? 'x'))
        const text = table.map((r) => formatCsvRecord(r)).join('\r\n')
        const parsed = parseCsv(text)
        // Rows whose only cell would be blank are skipped by design; with >= 2 cells none is.
        expect(parsed.map((r) => r.fields)).toEqual(table)
        expect(parsed.every((r) => r.error === undefined)).toBe(true)
        // Line numbers: each record starts one line after the previous record's line breaks.
        let line = 1
        for (let i = 0; i < table.length; i++) {
          expect(parsed[i]!.line).toBe(line)
          line += 1 + table[i]!.join('').split('\n').length - 1
        }
      }),
      {numRuns: 300},
    )
  })
})
