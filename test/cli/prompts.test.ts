/** What a picker keeps as you type (cli/prompts.ts matchesTerm): every typed word, case and accents aside. */
import {describe, expect, it} from 'vitest'
import {matchesTerm} from '../../src/cli/prompts.js'

describe('matchesTerm', () => {
  const label = 'Maria Conceição Araújo  R$ 1.234,56  due 2026-12-01  PENDING  3a7d7d6f'
  it('keeps every row when nothing is typed', () => {
    expect(matchesTerm(label, undefined)).toBe(true)
    expect(matchesTerm(label, '   ')).toBe(true)
  })
  it('matches words anywhere, in any order, without case or accents', () => {
    expect(matchesTerm(label, 'conceicao')).toBe(true)
    expect(matchesTerm(label, 'ARAÚJO maria')).toBe(true)
    expect(matchesTerm(label, '3a7d 1.234')).toBe(true)
  })
  it('drops a row missing any word', () => {
    expect(matchesTerm(label, 'maria silva')).toBe(false)
  })
})
