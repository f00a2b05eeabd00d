/**
 * render/width.ts held to string-width 7 (a devDependency) on generated strings: pieces of ASCII, accented Latin, CJK,
 * emoji, joiner sequences, flags (and lone or unnamed regional indicators), keycaps, skin tones, variation selectors,
 * combining marks (Thai, Devanagari, Latin) and any control-free text, in any order. And the cutters never split a
 * grapheme: the graphemes of truncateEnd's result are a prefix of the input's, plus the ellipsis.
 */
import fc from 'fast-check'
import stringWidth from 'string-width'
import {describe, expect, it} from 'vitest'
import {displayWidth, graphemes, truncateEnd, truncateMiddle} from '../../src/render/width.js'

const segmenter = new Intl.Segmenter(undefined, {granularity: 'grapheme'})
const split = (text: string) => Array.from(segmenter.segment(text), (s) => s.segment)

const printableAscii = Array.from({length: 95}, (_, i) => String.fromCharCode(0x20 + i))
const piece = fc.oneof(
  fc.string({unit: fc.constantFrom(...printableAscii), maxLength: 5}),
  fc.constantFrom('ç', 'ã', 'é', 'Ü', 'ñ', 'Conceição', 'Ω', 'Ж'),
  fc.constantFrom('山', '田', '太郎', 'テスト', '김민준', '中', 'ｶ', 'Ａ', '、'),
  fc.constantFrom('🟢', '😀', '🔥', '🚀', '❤️', '✅', '⌚', '🏳️', '☝️', '©️', '™️'),
  fc.constantFrom('👨‍👩‍👧', '👩‍💻', '🏳️‍🌈', '❤️‍🔥', '🧑🏽‍🚀', '\u200d', '\u200c'),
  fc.constantFrom('🇧🇷', '🇺🇸', '🇯🇵', '🇦🇦', '🇧', '🇷'),
  fc.constantFrom('1️⃣', '#️⃣', '*️⃣', '0️⃣', '\u20e3'),
  fc.constantFrom('👍🏽', '👋🏻', '🏻', '🏿'),
  fc.constantFrom('\ufe0f', '\ufe0e'),
  fc.constantFrom('ั', 'ี', '่', 'สวัสดี', '्', 'े', 'ि', 'नमस्ते', 'क्ष', '\u0301', '\u0327', 'e\u0301'),
  // Any text without control characters (payctl escapes those before measuring: util/redact.ts escapeControl).
  fc.string({unit: 'binary', maxLength: 4}).map((s) => s.replace(/\p{Cc}/gu, '')),
)
const text = fc.array(piece, {maxLength: 8}).map((pieces) => pieces.join(''))

/**
 * Whether string-width and payctl differ on purpose in `s`: a grapheme that holds a symbol drawn as text unless FE0F
 * follows it (© ™ ❤ ‼, a keycap without FE0F), with no FE0F and no emoji-presentation code point. string-width counts
 * it as an emoji (2 columns); payctl as the terminal draws it (its East Asian Width, mostly 1): see width.test.ts.
 */
const textSymbol = new RegExp('[\\p{Emoji}--[\\p{Emoji_Presentation}#*0-9\\p{Regional_Indicator}]]|[#*0-9]\\u20e3', 'v')
const differsOnPurpose = (s: string) =>
  split(s).some((g) => !g.includes('\ufe0f') && !/\p{Emoji_Presentation}/u.test(g) && textSymbol.test(g))

describe('widths by grapheme', () => {
  it('displayWidth equals string-width 7 on generated strings', () => {
    fc.assert(
      fc.property(text, (s) => {
        fc.pre(!differsOnPurpose(s))
        expect(displayWidth(s)).toBe(stringWidth(s))
      }),
      {numRuns: 2000},
    )
  })

  it('segments a long text a window at a time exactly as Intl.Segmenter does at once', () => {
    fc.assert(
      fc.property(text, fc.integer({min: 2, max: 120}), (s, times) => {
        const long = s.repeat(times)
        // A grapheme longer than a window (256 code units: a letter under hundreds of marks, emoji joined by hundreds
        // of joiners) is cut at the window's end on purpose (render/width.ts segments): no such text here.
        fc.pre(split(long).every((g) => g.length <= 128))
        expect(graphemes(long)).toEqual(split(long))
      }),
      {numRuns: 200},
    )
  })

  it('measures 190,000 characters of emoji in linear time (Intl.Segmenter alone takes seconds: its time is quadratic)', () => {
    const big = '👍🏽 🇧🇷é\u0301👨‍👩‍👧'.repeat(10_000)
    const started = performance.now()
    expect(displayWidth(big)).toBe(80_000)
    expect(truncateEnd(big, 10)).toBe('👍🏽 🇧🇷é\u0301👨‍👩‍👧…')
    expect(performance.now() - started).toBeLessThan(5_000)
  })

  it('truncateEnd keeps a prefix of whole graphemes and the ellipsis, within the width', () => {
    fc.assert(
      fc.property(text, fc.integer({min: 0, max: 30}), (s, width) => {
        const cut = truncateEnd(s, width)
        if (cut === s) {
          expect(displayWidth(s)).toBeLessThanOrEqual(width)
          return
        }
        expect(displayWidth(cut)).toBeLessThanOrEqual(width)
        if (!differsOnPurpose(s)) expect(stringWidth(cut)).toBeLessThanOrEqual(width)
        if (width === 0) {
          expect(cut).toBe('')
          return
        }
        const got = split(cut)
        const input = split(s)
        expect(got.at(-1)).toBe('…')
        expect(got.slice(0, -1)).toEqual(input.slice(0, got.length - 1))
      }),
      {numRuns: 1000},
    )
  })

  it('truncateMiddle keeps whole graphemes at both ends', () => {
    fc.assert(
      fc.property(text, fc.integer({min: 3, max: 30}), (s, width) => {
        const cut = truncateMiddle(s, width)
        if (cut === s) return
        expect(displayWidth(cut)).toBeLessThanOrEqual(width)
        const input = split(s)
        const got = split(cut)
        // Some graphemes of the start, the ellipsis, then the input's last graphemes (the input may hold `…` too).
        const same = (a: string[], b: string[]) => a.length === b.length && a.every((g, i) => g === b[i])
        const whole = got.some((g, at) => {
          const start = got.slice(0, at)
          const end = got.slice(at + 1)
          return g === '…' && same(start, input.slice(0, start.length)) && same(end, input.slice(input.length - end.length))
        })
        expect(whole).toBe(true)
      }),
      {numRuns: 1000},
    )
  })
})
