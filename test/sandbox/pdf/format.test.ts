import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {clip, formatBrl, formatCep, formatDateBr, formatDocument, formatPercent, winAnsiSafe} from '../../../src/sandbox/pdf/format.js'

describe('formatBrl', () => {
  it('writes reais the Brazilian way', () => {
    expect(formatBrl(0)).toBe('R$ 0,00')
    expect(formatBrl(5)).toBe('R$ 0,05')
    expect(formatBrl(123456)).toBe('R$ 1.234,56')
    expect(formatBrl(100_000_000)).toBe('R$ 1.000.000,00')
  })

  it('round-trips every amount in cents exactly', () => {
    fc.assert(
      fc.property(fc.integer({min: 0, max: Number.MAX_SAFE_INTEGER}), (cents) => {
        const digits = formatBrl(cents).replace(/^R\$ /, '').replace(/\./g, '').replace(',', '')
        expect(BigInt(digits)).toBe(BigInt(cents))
      }),
    )
  })
})

describe('other formats', () => {
  it('formats dates, documents, CEPs and percentages', () => {
    expect(formatDateBr('2026-03-15')).toBe('15/03/2026')
    expect(formatDateBr('2026-03-10T00:00:00.0000000')).toBe('10/03/2026')
    expect(formatDocument('42318970858')).toBe('423.189.708-58')
    expect(formatDocument('12ABC34501DE35')).toBe('12.ABC.345/01DE-35')
    expect(formatDocument('11.222.333/0001-81')).toBe('11.222.333/0001-81')
    expect(formatCep('01310100')).toBe('01310-100')
    expect(formatPercent(2)).toBe('2%')
    expect(formatPercent(1.5)).toBe('1,5%')
    expect(formatPercent(0.1 + 0.2)).toBe('0,3%')
  })

  it('keeps what Helvetica can show and replaces the rest', () => {
    expect(winAnsiSafe('Ação – “ok” €')).toBe('Ação – “ok” €')
    expect(winAnsiSafe('Łódź 中\n😀')).toBe('?ódz ? ?')
    expect(clip('abcdef', 4)).toBe('abc…')
    expect(clip('abc', 4)).toBe('abc')
  })
})
