/** services/bulk/ids.ts: every way ids are piped in reads back the same ids; what cannot be sent refuses the input. */
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {readIds} from '../../../src/services/bulk/ids.js'

const INVOICES = {keys: ['invoiceId', 'id'], what: 'invoice id'} as const

describe('readIds', () => {
  it('reads one id per line, TSV (first column, payctl\'s header skipped), a JSON array, {"data": [...]}, JSON Lines, JSON strings', () => {
    const want = {ids: ['inv-1', 'inv-2'], repeated: 0}
    for (const text of [
      'inv-1\ninv-2\n',
      '\r\n  inv-1  \r\n\r\ninv-2\r\n',
      'INVOICE ID\tSTATUS\tAMOUNT\ninv-1\tPENDING\tR$ 1,00\ninv-2\tPAID\tR$ 2,00\n',
      '["inv-1", "inv-2"]',
      JSON.stringify(
        [
          {id: 'rec-1', invoiceId: 'inv-1'},
          {id: 'rec-2', invoiceId: 'inv-2'},
        ],
        null,
        2,
      ),
      JSON.stringify({data: [{invoiceId: 'inv-1'}, {invoiceId: 'inv-2'}]}),
      '{"id":"rec-1","invoiceId":"inv-1"}\n{"invoiceId":"inv-2"}\n',
      '"inv-1"\n"inv-2"\n',
      '\ufeffinv-1\ninv-2',
    ]) {
      expect(readIds(text, INVOICES), JSON.stringify(text)).toEqual(want)
    }
    // A record without invoiceId gives its id; an answer in its envelope gives data.id (card pay --json).
    expect(readIds('{"id":"p-1"}\n{"data":{"id":"p-2","status":"PAID"}}', {keys: ['id'], what: 'payment id'}).ids).toEqual(['p-1', 'p-2'])
    expect(readIds(JSON.stringify({data: {id: 'p-3'}}, null, 2), {keys: ['id'], what: 'payment id'}).ids).toEqual(['p-3'])
  })

  it('an id given twice is taken once (and counted); nothing on stdin is no ids', () => {
    expect(readIds('a\nb\na\na\n', INVOICES)).toEqual({ids: ['a', 'b'], repeated: 2})
    expect(readIds(' \n\n', INVOICES)).toEqual({ids: [], repeated: 0})
  })

  it('a UUID is never taken for a card number, however its digit runs fall (10000403-1234-4503-8… holds 17 digits passing Luhn)', () => {
    expect(readIds('10000403-1234-4503-8abc-def012345678\n', INVOICES).ids).toEqual(['10000403-1234-4503-8abc-def012345678'])
    fc.assert(
      fc.property(
        fc.array(fc.uuid(), {minLength: 1, maxLength: 5}),
        (ids) => void expect(readIds(ids.join('\n'), INVOICES).ids).toEqual([...new Set(ids)]),
      ),
      {numRuns: 500},
    )
  })

  it('a line that only looks like a header is an id when the input is not tab-separated', () => {
    expect(readIds('ID\nABC123\n', INVOICES).ids).toEqual(['ID', 'ABC123'])
  })

  it('refuses, naming where and never repeating the value: card numbers, ids no URL path can carry, control characters, bad JSON', () => {
    const cases: [string, RegExp][] = [
      ['inv-1\n4111111111111111\n', /^line 2: refused: it holds what looks like a card number \(not repeated here\)/],
      ['["inv-1", "4111 1111 1111 1111"]', /^item 2: refused/],
      ['{"invoiceId":"4111-1111-1111-1111"}', /^the JSON value: refused/],
      ['inv-1\n{"invoiceId":"4111-1111-1111-1111"}', /^line 2: refused/],
      ['charge for 4111.1111.1111.1111\n', /^line 1: refused/],
      ['inv-1\n.\n', /^line 2: "\." cannot be sent as invoice id/],
      ['["inv-1", ""]', /^item 2: "" cannot be sent/],
      ['["a\\u001bb"]', /^item 1: invoice id holds control characters/],
      ['[1, 2', /not valid JSON/],
      ['{"invoiceId": 5}', /a record without "invoiceId" or "id"/],
      ['[null]', /expected invoice ids as strings or records with "invoiceId" or "id", not null/],
      ['inv-1\n{"invoiceId": \n', /^line 2: not valid JSON/],
    ]
    for (const [text, message] of cases) {
      expect(() => readIds(text, INVOICES), text).toThrow(message)
      try {
        readIds(text, INVOICES)
      } catch (err) {
        expect((err as Error).message).not.toMatch(/4111/)
        expect((err as {exitCode?: number}).exitCode).toBe(2)
      }
    }
  })

  it('any ids read back the same from every form they are piped in', () => {
    const id = fc
      .stringMatching(/^[A-Za-z0-9_-][A-Za-z0-9_. -]{0,30}[A-Za-z0-9_-]$/)
      .filter((s) => !/^[A-Z][A-Z ]*\bID$/.test(s) && !/\d{12}/.test(s))
    fc.assert(
      fc.property(fc.uniqueArray(id, {minLength: 1, maxLength: 8}), (ids) => {
        const forms = [
          ids.join('\n'),
          JSON.stringify(ids),
          ids.map((i) => JSON.stringify({invoiceId: i})).join('\n'),
          `INVOICE ID\tSTATUS\n${ids.map((i) => `${i}\tPENDING`).join('\n')}`,
        ]
        for (const text of forms) expect(readIds(text, INVOICES).ids).toEqual(ids.map((i) => i.trim()))
      }),
    )
  })
})
