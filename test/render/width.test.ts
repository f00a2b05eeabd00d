/**
 * render/width.ts's widths (docs/output.md "Widths"): the names that once broke the tables, measured as string-width 7 measures them,
 * every code point of the Basic Multilingual Plane and the emoji planes alone, the code points the fast path measures
 * one by one checked to be graphemes of their own, the one deliberate difference from string-width (© ™ ❤ 1⃣ without
 * FE0F: one column), and the cutters and wrappers never splitting a grapheme. The generated-string properties are in
 * width.property.test.ts.
 */
import {eastAsianWidth} from 'get-east-asian-width'
import stringWidth from 'string-width'
import {describe, expect, it} from 'vitest'
import {SINGLE_CLASS, displayWidth, graphemePrefix, graphemes, shortenUrl, truncateEnd, truncateMiddle} from '../../src/render/width.js'
import {wrapCommand, wrapText} from '../../src/render/wrap.js'

const segmenter = new Intl.Segmenter(undefined, {granularity: 'grapheme'})
const split = (text: string) => Array.from(segmenter.segment(text), (s) => s.segment)

/** The names that once broke the tables, each with what string-width 7 and a terminal make of it. */
const NAMES = ['🟢', '❤️', '👍🏽', '👨‍👩‍👧', '🇧🇷', '1️⃣', 'สวัสดี', 'नमस्ते']

describe('displayWidth', () => {
  it('measures the names that broke the tables as string-width 7 does (the old code was off by up to 4 columns)', () => {
    expect(NAMES.map(displayWidth)).toEqual(NAMES.map((n) => stringWidth(n)))
    // Pinned, so that a change in string-width shows here too: emoji 2, Thai and Devanagari one per cluster.
    expect(NAMES.map(displayWidth)).toEqual([2, 2, 2, 2, 2, 2, 4, 3])
  })

  it('measures text around those names, and repeated texts (a cache) alike', () => {
    for (const name of NAMES) {
      for (const text of [`Maria ${name}`, `${name} da Conceição`, `山田 ${name} x`, `${name}${name}`]) {
        expect(displayWidth(text)).toBe(stringWidth(text))
        expect(displayWidth(text)).toBe(stringWidth(text))
      }
    }
  })

  it('matches string-width 7 where it makes a choice: lone regional indicators, pairs that name no region, marks', () => {
    const cases = [
      '🇧', // a lone regional indicator: not an emoji, 1 column
      '🇦🇦', // a pair that is no flag: 1 column
      '🇧🇷🇧', // a flag and a lone indicator: 3
      '\u0301a', // a mark that begins the text takes nothing
      'a🏻', // a skin tone after a letter: one grapheme with an emoji in it, 2
      'ｶﾞ', // halfwidth kana and its voiced mark: one grapheme, 1
      '1️', // a digit and FE0F without the keycap mark: 1
      '🏴󠁧󠁢󠁥󠁮󠁧󠁿', // a tag sequence (England): 2
      'x\u200dy', // a joiner between letters: 2
      '\u00ad', // a soft hyphen: 0
      '\u00ad\u0301', // an ignorable other than a joiner or a selector takes nothing only alone: 1
      '\u{e0020}\u0e31', // a tag with a Thai mark: 1
      '3\u20e3\ufe0f', // a keycap with FE0F after its mark: 2
    ]
    for (const text of cases) expect([text, displayWidth(text)]).toEqual([text, stringWidth(text)])
  })

  it('differs from string-width on purpose for symbols drawn as text unless FE0F follows: one column, as terminals draw them', () => {
    // string-width counts © ™ ❤ ‼ and an unqualified keycap as emoji (2 columns); terminals draw them as text (wcwidth:
    // 1), so a table with `Acme™` in it would be one column short on screen. With FE0F they are emoji for both.
    for (const [text, ours] of [
      ['©', 1],
      ['™', 1],
      ['❤', 1],
      ['‼', 1],
      ['1⃣', 1],
      ['❤\ufe0e', 1],
      ['Acme™ Ltda', 10],
    ] as const) {
      expect([text, displayWidth(text), stringWidth(text)]).toEqual([text, ours, ours + 1])
    }
    for (const text of ['©️', '❤️', '1️⃣', '™️']) expect([text, displayWidth(text)]).toEqual([text, stringWidth(text)])
  })

  it('measures each code point of the Basic Multilingual Plane, the emoji planes and the tags alone as string-width does', () => {
    const textDefault = new RegExp('[\\p{Emoji}--[\\p{Emoji_Presentation}#*0-9\\p{Regional_Indicator}]]', 'v')
    const differ: string[] = []
    const ranges = [
      [0x20, 0xffff],
      [0x1f000, 0x1ffff],
      [0xe0000, 0xe01ff],
    ] as const
    for (const [from, to] of ranges) {
      for (let cp = from; cp <= to; cp++) {
        if (cp >= 0xd800 && cp <= 0xdfff) continue
        const ch = String.fromCodePoint(cp)
        // Text-presentation symbols: the deliberate difference above (their East Asian Width, string-width's own
        // dependency: 〰 ㊗ 🈂 are Wide).
        const expected = textDefault.test(ch) ? eastAsianWidth(cp) : stringWidth(ch)
        if (displayWidth(ch) !== expected) differ.push(cp.toString(16))
      }
    }
    expect(differ).toEqual([])
  })

  it('measures one by one only code points that are graphemes of their own whatever surrounds them', () => {
    const single = new RegExp(`^[${SINGLE_CLASS}]$`)
    // A letter on each side catches marks, joiners, prepended marks and spacing marks; the code point twice catches
    // regional indicators and Hangul jamo (L L, V V, T T); a Hangul syllable and an emoji catch L/V/T with them.
    const around = (ch: string) => [`a${ch}a`, `${ch}${ch}`, `가${ch}`, `${ch}가`, `😀${ch}`]
    const texts: string[] = []
    for (let cp = 0x20; cp <= 0xffff; cp++) if (single.test(String.fromCharCode(cp))) texts.push(...around(String.fromCharCode(cp)))
    // Segmented 50 at a time (they only meet other such code points there): as many graphemes as code points.
    const joined: string[] = []
    for (let k = 0; k < texts.length; k += 50) {
      const batch = texts.slice(k, k + 50)
      const all = batch.join('')
      if (split(all).length !== [...all].length) joined.push(...batch.filter((t) => split(t).length !== [...t].length))
    }
    expect(joined).toEqual([])
  })
})

describe('cutting at grapheme boundaries', () => {
  const isGraphemePrefix = (part: string, whole: string) => {
    const w = split(whole)
    const p = split(part)
    return p.every((g, i) => g === w[i])
  }

  it('truncateEnd never splits a flag, a family, a keycap or a Thai cluster (the old code split 👨‍👩‍👧 and 🇧🇷)', () => {
    const text = `${NAMES.join('')}${NAMES.join('')}`
    for (let width = 1; width < displayWidth(text); width++) {
      const cut = truncateEnd(text, width)
      expect(stringWidth(cut)).toBeLessThanOrEqual(width)
      expect(cut.endsWith('…')).toBe(true)
      expect(isGraphemePrefix(cut.slice(0, -1), text)).toBe(true)
    }
    expect(truncateEnd('🇧🇷🇧🇷🇧🇷', 4)).toBe('🇧🇷…')
    expect(truncateEnd('👨‍👩‍👧👨‍👩‍👧', 3)).toBe('👨‍👩‍👧…')
  })

  it('truncateMiddle and shortenUrl keep whole graphemes at both ends', () => {
    const text = '🇧🇷👨‍👩‍👧स्ते1️⃣🇯🇵👍🏽'
    for (let width = 3; width < displayWidth(text); width++) {
      const cut = truncateMiddle(text, width)
      expect(stringWidth(cut)).toBeLessThanOrEqual(width)
      const [start, end] = cut.split('…') as [string, string]
      expect(isGraphemePrefix(start, text)).toBe(true)
      expect(
        split(text)
          .slice(split(text).length - split(end).length)
          .join(''),
      ).toBe(end)
    }
    const url = 'https://hooks.example.com/pedidos/🇧🇷/👨‍👩‍👧/notificações'
    for (let width = 20; width < displayWidth(url); width++) {
      const cut = shortenUrl(url, width)
      expect(stringWidth(cut)).toBeLessThanOrEqual(width)
      const tail = cut.slice(cut.lastIndexOf('…') + 1)
      expect(
        split(url)
          .slice(split(url).length - split(tail).length)
          .join(''),
      ).toBe(tail)
    }
  })

  it('graphemePrefix extends an id prefix to the end of its grapheme', () => {
    expect(graphemePrefix('abcdefghij', 8)).toBe('abcdefgh')
    expect(graphemePrefix('abcdefg🇧🇷xyz', 8)).toBe('abcdefg🇧🇷')
    expect(graphemePrefix('abcdefgé', 8)).toBe('abcdefgé')
    expect(graphemePrefix('abc', 8)).toBe('abc')
  })

  it('wrapText and wrapCommand break only at spaces that are graphemes of their own', () => {
    // ` \u0301` is one grapheme (a space with an acute accent): no line may begin with its mark alone.
    const line = `${'palavra '.repeat(3)}\u0301acentuada 👨‍👩‍👧 família 🇧🇷 bandeira ${'x'.repeat(10)} \u0301y`
    for (let width = 20; width <= 40; width++) {
      const out = wrapText(line, width)
      const kept = out
        .split('\n')
        .flatMap((l) => split(l))
        .filter((g) => g !== ' ')
      expect(kept).toEqual(split(line).filter((g) => g !== ' '))
    }
    const command = `payctl bolepix create --debtor-name 'Ana 👍🏽' --description 👨‍👩‍👧\u0301 \u0301x --amount 10`
    for (let width = 20; width <= 60; width++) {
      const out = wrapCommand(command, width)
      const kept = out
        .split('\n')
        .flatMap((l) => split(l.replace(/ \\$/, '')))
        .filter((g) => g !== ' ')
      expect(kept).toEqual(split(command).filter((g) => g !== ' '))
    }
  })

  it('graphemes splits as Intl.Segmenter does', () => {
    for (const text of [...NAMES, 'Conceição', 'a\u0301b', '가각', '🇧🇷🇧', '']) expect(graphemes(text)).toEqual(split(text))
  })
})
