/**
 * util/json-syntax.ts agrees with JSON.parse on what is JSON (any text: JSON, JSON with a character inserted, removed
 * or replaced, noise), finds the same offset where V8 names one, and never quotes the text.
 */
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {findJsonSyntaxError} from '../../src/util/json-syntax.js'

const parses = (t: string) => {
  try {
    JSON.parse(t)
    return true
  } catch {
    return false
  }
}

const PIECES = [
  '{',
  '}',
  '[',
  ']',
  ',',
  ':',
  '"',
  '\\',
  'u',
  '0',
  '1',
  '-',
  '.',
  'e',
  'E',
  '+',
  't',
  'true',
  'null',
  'false',
  ' ',
  '\n',
  '\t',
  '\u0001',
  'x',
  "'",
]

/** JSON, then changed at one place: most texts are near JSON, as a hand-edited config file is. */
const nearJson = fc
  .tuple(fc.json({depthSize: 'small'}), fc.nat(), fc.constantFrom('insert', 'delete', 'replace', 'none'), fc.constantFrom(...PIECES))
  .map(([t, at, how, piece]) => {
    const i = at % (t.length + 1)
    return how === 'insert'
      ? t.slice(0, i) + piece + t.slice(i)
      : how === 'delete'
        ? t.slice(0, i) + t.slice(i + 1)
        : how === 'replace'
          ? t.slice(0, i) + piece + t.slice(i + 1)
          : t
  })
const noise = fc.array(fc.constantFrom(...PIECES), {maxLength: 30}).map((p) => p.join(''))

describe('findJsonSyntaxError', () => {
  it('finds an error exactly when JSON.parse throws, at the offset V8 names when it names one', () => {
    fc.assert(
      fc.property(fc.oneof(nearJson, noise, fc.string()), (t) => {
        const found = findJsonSyntaxError(t)
        expect(found === undefined, JSON.stringify(t)).toBe(parses(t))
        if (!found) return
        let message = ''
        try {
          JSON.parse(t)
        } catch (err) {
          message = (err as Error).message
        }
        const at = /at position (\d+)/.exec(message)
        if (at) expect(found.offset, `${JSON.stringify(t)}: ${message}`).toBe(Number(at[1]))
      }),
      {numRuns: 3000},
    )
  })

  it('gives line and column, and its problem never quotes the text', () => {
    const text = '{\n  "profiles": {\n    "default": {"accessToken": tok_live_SECRET}\n  }\n}\n'
    expect(findJsonSyntaxError(text)).toEqual({
      offset: text.indexOf('tok_') + 1,
      line: 3,
      column: 33,
      problem: 'an unexpected character where a value should be',
    })
    expect(findJsonSyntaxError('{"a": "tok_live_SECRET')).toMatchObject({
      line: 1,
      column: 23,
      problem: 'a string not closed before the end of the file',
    })
    expect(findJsonSyntaxError('')).toMatchObject({offset: 0, problem: 'the file ends before the JSON does'})
  })

  it('does not overflow on deep nesting', () => {
    expect(findJsonSyntaxError('['.repeat(1e6))).toMatchObject({offset: 1e6, problem: 'the file ends before the JSON does'})
    expect(findJsonSyntaxError('['.repeat(1e5) + ']'.repeat(1e5))).toBeUndefined()
  })
})
