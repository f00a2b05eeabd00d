/**
 * safeValue (src/mcp/confirm.ts) against values that imitate payctl's lines without a line break: a run of spaces
 * that pushes "NOTE FROM PAYCTL" to the start of the next line wherever the text wraps, spaces that are not U+0020,
 * and a stack of combining marks that draws over the lines around it. On the old code all three were shown as they
 * came (it escaped only control, format and line-separator characters).
 */
import {describe, expect, it} from 'vitest'
import {safeValue} from '../../src/mcp/confirm.js'

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
})
