import {describe, expect, it} from 'vitest'
import {reflow} from '../src/help.js'

describe('help descriptions are re-flowed', () => {
  it('joins hard-wrapped lines of a paragraph and keeps paragraphs, lists and indented lines', () => {
    const text = 'First line of a\nparagraph that goes on.\n\nSecond paragraph\n- a list item\n- another\n  indented code\nend'
    expect(reflow(text)).toBe('First line of a paragraph that goes on.\n\nSecond paragraph\n- a list item\n- another\n  indented code\nend')
  })
  it('leaves an empty description alone', () => {
    expect(reflow(undefined)).toBeUndefined()
    expect(reflow('')).toBe('')
  })
})
