/**
 * How wide text is on a terminal, and how to make it fit: the end cut (`Maria da Silv…`) and the middle cut for URLs
 * (`https://hooks.examp…/payments/notify`). Text here is plain: colour is added after fitting. Short ids are in
 * short-ids.ts, wrapping at spaces in wrap.ts.
 */
import {widthTables} from './width-tables.js'

// Widths are string-width 7's (docs/output.md "Widths"): text is measured by graphemes (what a person sees as one
// character: 👨‍👩‍👧, 🇧🇷, 1️⃣, ดี), each as wide as string-width says, and is only ever cut between graphemes. One
// deliberate difference: a symbol drawn as text unless FE0F follows it (©, ™, ❤, 1⃣) takes one column, as terminals
// draw it, where string-width counts two.

// Printable ASCII only: the common case, one column per character.
const ASCII = /^[\x20-\x7e]*$/
// Code points that are each a grapheme of their own whatever surrounds them (no mark, joiner, variation selector, skin
// tone, regional indicator, keycap or Hangul jamo is among them): Latin (accents precomposed, as Brazilian names
// come), Greek, Cyrillic, punctuation, symbols, kana, CJK, Hangul syllables. Text made of them is measured code point
// by code point, and text that is not is segmented only from one of them before its first other code point to one
// after its last (two of them side by side always have a grapheme boundary between them). Exported for
// test/render/width.test.ts, which checks that each of these code points stands alone.
export const SINGLE_CLASS =
  '\\x20-\\x7e\\u00a0-\\u02ff\\u0370-\\u0482\\u048a-\\u052f\\u2010-\\u2027\\u2030-\\u205e\\u20a0-\\u20c0' +
  '\\u2100-\\u23ff\\u2460-\\u27bf\\u2b00-\\u2bff' +
  '\\u3000-\\u3029\\u3030-\\u3098\\u309b-\\u30ff\\u4e00-\\u9fff\\uac00-\\ud7a3\\uff01-\\uff9d\\uffe0-\\uffee'
const SINGLES = new RegExp(`^[${SINGLE_CLASS}]*$`)
/** Whether `text` is made of SINGLE code points only: each its own grapheme, so no segmenting is needed. */
export const allSingles = (text: string): boolean => SINGLES.test(text)
const SINGLE = new RegExp(`[${SINGLE_CLASS}]`)
const NOT_SINGLE = new RegExp(`[^${SINGLE_CLASS}]`)
// Default_Ignorable_Code_Point (Unicode's DerivedCoreProperties.txt), which takes no room, as [start, end, …].
const IGNORABLE = [
  0xad, 0xad, 0x34f, 0x34f, 0x61c, 0x61c, 0x115f, 0x1160, 0x17b4, 0x17b5, 0x180b, 0x180f, 0x200b, 0x200f, 0x202a, 0x202e, 0x2060, 0x206f,
  0x3164, 0x3164, 0xfe00, 0xfe0f, 0xfeff, 0xfeff, 0xffa0, 0xffa0, 0xfff0, 0xfff8, 0x1bca0, 0x1bca3, 0x1d173, 0x1d17a, 0xe0000, 0xe0fff,
]
// What makes a grapheme that begins with it take nothing, as string-width has it: controls, zero-width spaces and
// joiners, combining marks (a mark at the start of the text), surrogates, variation selectors: [start, end, …]. The
// other ignorables (above) take nothing only alone.
const NOTHING_FIRST = [
  0x0, 0x1f, 0x7f, 0x9f, 0x300, 0x36f, 0x1ab0, 0x1aff, 0x1dc0, 0x1dff, 0x200b, 0x200f, 0x20d0, 0x20ff, 0xd800, 0xdfff, 0xfe00, 0xfe0f,
  0xfe20, 0xfe2f, 0xfeff, 0xfeff,
]
const KEYCAP = /[#*0-9]\ufe0f?\u20e3/

/** Whether `cp` is in one of the sorted [start, end, …] `ranges` (a binary search). */
function inRanges(ranges: readonly number[], cp: number): boolean {
  if (cp < ranges[0]! || cp > ranges[ranges.length - 1]!) return false
  let lo = 0
  let hi = ranges.length / 2 - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    if (cp < ranges[mid * 2]!) hi = mid - 1
    else if (cp > ranges[mid * 2 + 1]!) lo = mid + 1
    else return true
  }
  return false
}

/** Columns a grapheme of one code point takes. */
function codePointWidth(cp: number): number {
  if (cp < 0x7f) return cp < 0x20 ? 0 : 1
  if (inRanges(NOTHING_FIRST, cp) || inRanges(IGNORABLE, cp)) return 0
  return isEmojiPresented(cp) || inRanges(widthTables().wide, cp) ? 2 : 1
}

/** Whether `cp` alone is drawn as an emoji (🟢, not © or ❤, which are drawn as text unless FE0F follows). */
const isEmojiPresented = (cp: number): boolean => inRanges(widthTables().emoji, cp) && !inRanges(widthTables().textDefault, cp)

/**
 * Whether a grapheme is drawn as an emoji: it holds an emoji code point (followed by FE0F if it is drawn as text by
 * default: ❤️), a keycap (1️⃣), or a flag (a pair of regional indicators that names a region: 🇧🇷).
 */
function holdsEmoji(grapheme: string): boolean {
  const selected = grapheme.includes('\ufe0f')
  for (let i = 0; i < grapheme.length; i++) {
    const cp = grapheme.codePointAt(i)!
    if (cp > 0xffff) i++
    if (selected ? inRanges(widthTables().emoji, cp) : isEmojiPresented(cp)) return true
    if (cp >= 0x1f1e6 && cp <= 0x1f1ff) {
      const next = grapheme.codePointAt(i + 1) ?? 0
      if (next >= 0x1f1e6 && next <= 0x1f1ff && widthTables().flags.has(String.fromCharCode(cp - 0x1f1e6 + 65, next - 0x1f1e6 + 65)))
        return true
    }
  }
  return selected && KEYCAP.test(grapheme)
}

/**
 * Columns one grapheme takes, as string-width 7 counts them: none for a control, a zero-width character or a mark
 * that begins it; two for an emoji (a lone regional indicator, or a pair that names no region, is not one); otherwise
 * its first code point's East Asian Width (two for Wide and Fullwidth, one else: a Thai or Devanagari cluster takes
 * one column, ambiguous ones are narrow). But © ™ ❤ 1⃣ without FE0F take one column, where string-width counts two.
 */
function graphemeWidth(grapheme: string): number {
  const cp = grapheme.codePointAt(0)
  if (cp === undefined) return 0
  if (grapheme.length === (cp > 0xffff ? 2 : 1)) return codePointWidth(cp)
  if (inRanges(NOTHING_FIRST, cp)) return 0
  if (holdsEmoji(grapheme)) return 2
  return inRanges(widthTables().wide, cp) ? 2 : 1
}

let segmenter: Intl.Segmenter | undefined
/**
 * The part of `text` to segment, [start, end): from the SINGLE code point before its first other one to the one after
 * its last (all of `text` when it begins or ends with another). Outside it every code point is a grapheme.
 */
function segmentedSpan(text: string): [number, number] {
  const first = text.search(NOT_SINGLE)
  let last = text.length - 1
  while (last > first && SINGLE.test(text[last]!)) last--
  return [Math.max(0, first - 1), Math.min(text.length, last + 2)]
}

// V8's Intl.Segmenter takes time that grows with the square of the text's length (80,000 characters: 15 s), so a long
// text is segmented a window at a time: each window's last grapheme may go on past it, so the next window starts
// there (a grapheme boundary: the rules look back only within a grapheme, and regional indicators pair up from it).
const WINDOW = 256

function* segments(text: string): Generator<string> {
  segmenter ??= new Intl.Segmenter(undefined, {granularity: 'grapheme'})
  let at = 0
  while (at < text.length) {
    let end = Math.min(text.length, at + WINDOW)
    if (end < text.length && /[\ud800-\udbff]/.test(text[end - 1]!)) end-- // never half a surrogate pair
    let last = ''
    let count = 0
    for (const {segment} of segmenter.segment(text.slice(at, end))) {
      if (count++ > 0) yield last
      last = segment
    }
    // The text's end; or one grapheme longer than a window (a letter under hundreds of marks), cut there.
    if (end === text.length || count === 1) {
      yield last
      at = end
    } else at = end - last.length
  }
}

/** `text`'s graphemes, in order. */
export function graphemes(text: string): string[] {
  if (SINGLES.test(text)) return Array.from(text)
  const [start, end] = segmentedSpan(text)
  return [...text.slice(0, start), ...segments(text.slice(start, end)), ...text.slice(end)]
}

/** The width of text[start, end), made of SINGLE code points (all in the Basic Multilingual Plane). */
function singlesWidth(text: string, start: number, end: number): number {
  let width = 0
  for (let i = start; i < end; i++) {
    const cp = text.charCodeAt(i)
    width += cp < 0x7f ? 1 : codePointWidth(cp)
  }
  return width
}

// The widths of the last texts that had to be segmented (Intl.Segmenter costs microseconds a call): a table measures
// each cell up to three times.
const segmentedWidths = new Map<string, number>()

/** The number of terminal columns `text` takes (no colour codes, no control characters: they are escaped before). */
export function displayWidth(text: string): number {
  if (ASCII.test(text)) return text.length
  if (SINGLES.test(text)) return singlesWidth(text, 0, text.length)
  const known = segmentedWidths.get(text)
  if (known !== undefined) return known
  const [start, end] = segmentedSpan(text)
  let width = singlesWidth(text, 0, start) + singlesWidth(text, end, text.length)
  for (const g of segments(text.slice(start, end))) width += graphemeWidth(g)
  remember(text, width)
  return width
}

/** `text`, its width kept for displayWidth when it had to be segmented (a cut cell is measured again to pad it). */
function remember(text: string, width: number): string {
  if (text.length <= 256 && !SINGLES.test(text)) {
    if (segmentedWidths.size >= 512) segmentedWidths.clear()
    segmentedWidths.set(text, width)
  }
  return text
}

/**
 * The shortest start of `text` that has at least `length` UTF-16 code units and ends between graphemes (an id's
 * unique prefix, counted in code units, never ends inside 🇧🇷 or half a surrogate pair).
 */
export function graphemePrefix(text: string, length: number): string {
  if (length >= text.length) return text
  if (SINGLES.test(text)) return text.slice(0, length)
  let end = 0
  for (const g of graphemes(text)) {
    if (end >= length) break
    end += g.length
  }
  return text.slice(0, end)
}

/** `text` cut to at most `width` columns from the start, ending with `…` when it was cut. */
export function truncateEnd(text: string, width: number): string {
  if (ASCII.test(text)) return text.length <= width ? text : width <= 0 ? '' : `${text.slice(0, width - 1)}…`
  if (SINGLES.test(text) && displayWidth(text) <= width) return text
  // One pass over the graphemes: the total, and the start that fits before `…` (segmenting costs microseconds).
  let out = ''
  let used = 0
  let total = 0
  let cut = false
  for (const g of graphemes(text)) {
    const w = graphemeWidth(g)
    total += w
    if (!cut && used + w <= width - 1) {
      out += g
      used += w
    } else cut = true
  }
  if (total <= width) return remember(text, total)
  if (width <= 0) return ''
  return remember(`${out}…`, used + 1)
}

/** `text` cut to at most `width` columns in the middle, keeping its start and its end: `https://a.exa…/hooks/pay`. */
export function truncateMiddle(text: string, width: number): string {
  if (displayWidth(text) <= width) return text
  if (width <= 2) return truncateEnd(text, width)
  const chars = graphemes(text)
  const keepEnd = Math.floor((width - 1) / 2)
  const keepStart = width - 1 - keepEnd
  const start: string[] = []
  let used = 0
  for (const g of chars) {
    if (used + graphemeWidth(g) > keepStart) break
    start.push(g)
    used += graphemeWidth(g)
  }
  const end: string[] = []
  used = 0
  for (let i = chars.length - 1; i >= start.length; i--) {
    if (used + graphemeWidth(chars[i]!) > keepEnd) break
    end.unshift(chars[i]!)
    used += graphemeWidth(chars[i]!)
  }
  return `${start.join('')}…${end.join('')}`
}

/**
 * A URL cut to `width` columns keeping what tells two apart: the scheme is dropped first, then the middle goes, so
 * the host and the end of the path stay (`hooks.example.com…/v2/payments/notify`), never only its start.
 */
export function shortenUrl(url: string, width: number): string {
  if (displayWidth(url) <= width) return url
  const bare = url.replace(/^https?:\/\//, '')
  if (displayWidth(bare) <= width) return bare
  const slash = bare.indexOf('/')
  const host = slash === -1 ? bare : bare.slice(0, slash)
  const path = slash === -1 ? '' : bare.slice(slash)
  // Host first (cut in its middle if it alone is too long), then as much of the path's end as fits.
  if (displayWidth(host) + 2 >= width || path === '') return truncateMiddle(bare, width)
  const room = width - displayWidth(host) - 1
  const chars = graphemes(path)
  let tail = ''
  let used = 0
  for (let i = chars.length - 1; i >= 0; i--) {
    const w = graphemeWidth(chars[i]!)
    if (used + w > room) break
    tail = chars[i]! + tail
    used += w
  }
  return `${host}…${tail}`
}

// eslint-disable-next-line no-control-regex
const SGR = /\u001b\[[0-9;]*m/g

/** The width of text that may hold colour codes. */
export const visibleWidth = (text: string): number => displayWidth(text.replace(SGR, ''))
