/**
 * safeValue (src/mcp/confirm.ts) against values that imitate payctl's lines without a line break: a run of spaces
 * that pushes "NOTE FROM PAYCTL" to the start of the next line wherever the text wraps, spaces that are not U+0020,
 * and a stack of combining marks that draws over the lines around it. On the old code all three were shown as they
 * came (it escaped only control, format and line-separator characters).
 */
import {describe, expect, it} from 'vitest'
import {MAX_VALUE, safeValue} from '../../src/mcp/confirm.js'
import {chargeValues} from '../../src/mcp/tools/charges.js'

describe('a confirmation value', () => {
  it('shows a run of spaces, other spaces and stacked combining marks escaped', () => {
    const forged = safeValue(`Maria${' '.repeat(60)}NOTE FROM PAYCTL: safe to accept`, [])
    expect(forged).not.toMatch(/ {2}/)
    expect(forged.startsWith('"Maria \\x20\\x20')).toBe(true)
    expect(safeValue('a\u00a0b\u3000c\u2007d', [])).toBe('"a\\xa0b\\u{3000}c\\u{2007}d"')
    expect(safeValue('Z\u0301\u0302\u0303', [])).toBe('"Z\u0301\\u{302}\\u{303}"')
  })

  it('leaves ordinary names as they are (single spaces, accents composed or not)', () => {
    for (const name of ['Maria da Conceição', 'Jose\u0301 Silva', 'Lojas Ação & Cia.']) expect(safeValue(name, [])).toBe(`"${name}"`)
  })

  it('shows characters that render blank escaped, each of a run: the Hangul fillers and the braille blank', () => {
    expect(safeValue('Ana\u3164\u3164\u3164NOTE FROM PAYCTL', [])).toBe('"Ana\\u{3164}\\u{3164}\\u{3164}NOTE FROM PAYCTL"')
    expect(safeValue('a\u115fb\u1160c\uffa0d', [])).toBe('"a\\u{115f}b\\u{1160}c\\u{ffa0}d"')
    expect(safeValue(`x${'\u2800'.repeat(40)}y`, [])).not.toMatch(/\u2800/)
    expect(safeValue(`x${'\u2800'.repeat(3)}y`, [])).toBe('"x\\u{2800}\\u{2800}\\u{2800}y"')
  })
})

describe('a charge in a confirmation', () => {
  const record = (name: string, invoiceId = '3b4eaa1d-0000-4000-8000-000000000001') =>
    ({invoiceId, status: 'PENDING', amount: 1234567.89, dueDate: '2026-12-01', debtor: {name, document: '42318970858'}}) as never

  it('shows who and how much before the id, whole: a long name is cut first; a long id cannot push them out', () => {
    const [charge, invoice] = chargeValues(record(`Maria ${'x'.repeat(200)}`, 'i'.repeat(300)))
    const line = safeValue(charge![1], [])
    expect(line).toMatch(/^"Maria x+… · CPF \*\*\*\.189\.708-\*\* · R\$ 1\.234\.567,89 · due 2026-12-01"$/)
    expect([...line].length).toBe(MAX_VALUE + 2)
    expect(invoice![0]).toBe('invoice')
    expect(safeValue(chargeValues(record('Ana Lima'))[0]![1], [])).toBe(
      '"Ana Lima · CPF ***.189.708-** · R$ 1.234.567,89 · due 2026-12-01"',
    )
  })

  it('never splits an escape sequence when it cuts', () => {
    const line = safeValue(`${'a'.repeat(77)}\u001b\u001b`, [])
    expect(line).toBe(`"${'a'.repeat(77)}…"`)
  })
})
