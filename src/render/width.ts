/**
 * How wide text is on a terminal, and how to make it fit: the end cut (`Maria da Silv…`), the middle cut for URLs
 * (`https://hooks.examp…/payments/notify`), and shortest unique prefixes for ids (like git's short hashes). Text here
 * is plain: colour is added after fitting.
 */
import {uniquePrefixLengths} from '../util/prefix.js'

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

// The one rule for short ids, shared with services (find): util/prefix.ts.
export {uniquePrefixLengths}

/**
 * uniquePrefixLengths for a list too big to hold its ids (a table of 100,000 rows, whose cells CellRows keeps off the
 * heap), in two passes. `add` takes each id as its row arrives and keeps only, per `min`-character prefix, a 53-bit
 * hash of the one id seen under it or a mark that several distinct ids were. If any prefix is shared, `settle` reads
 * the ids once more and runs uniquePrefixLengths on the distinct ids of the shared prefixes alone (an id needs more
 * than `min` characters only to differ from ids sharing its first `min`). Two distinct ids sharing a prefix and a
 * 53-bit hash would be taken for repeats of one id (odds about 2^-53 per pair). Keeping the ids of 100,000 rows, and a
 * Set and a Map of them, once per id column, had cost the table +57 MB of peak memory (docs/performance.md, "Big lists").
 */
export class PrefixLengths {
  // An open-addressing table in typed arrays (no string or entry object per id): the prefix's hash + 1 (0: an empty
  // slot), and the hash of the one id seen under it, or SHARED. Two prefixes with one hash only send their ids to
  // the exact pass, which never errs.
  private keys = new Float64Array(1024)
  private values = new Float64Array(1024)
  private used = 0
  private longestShort = 0
  private exact: Map<string, number> | undefined
  private static readonly SHARED = -1

  constructor(private readonly min = 8) {}

  /** The first pass: one id, as its row arrives. */
  add(id: string): void {
    this.longestShort = Math.max(this.longestShort, Math.min(id.length, this.min))
    // An id of exactly `min` characters counts: a longer id it begins must show one more character.
    if (id.length < this.min) return
    const i = this.slot(hash53(id.slice(0, this.min)) + 1, true)
    const hash = hash53(id)
    if (this.values[i] === 0) this.values[i] = hash + 1
    else if (this.values[i] !== hash + 1) this.values[i] = PrefixLengths.SHARED
  }

  /** Whether some prefix is shared: then `settle` must read the ids again. */
  get needsSecondPass(): boolean {
    for (let i = 0; i < this.values.length; i++) if (this.values[i] === PrefixLengths.SHARED) return true
    return false
  }

  /** The second pass: the ids under shared prefixes (sharesPrefix; others are ignored) get their exact lengths. */
  settle(ids: Iterable<string>): void {
    const shared = new Set<string>()
    for (const id of ids) if (this.sharesPrefix(id)) shared.add(id)
    const distinct = [...shared]
    const lengths = uniquePrefixLengths(distinct, this.min)
    this.exact = new Map(distinct.map((id, k) => [id, lengths[k]!]))
  }

  /** How many characters of `id` to show. */
  lengthOf(id: string): number {
    if (id.length < this.min) return id.length
    return this.sharesPrefix(id) ? (this.exact?.get(id) ?? id.length) : this.min
  }

  /** The longest length any id gets. */
  widest(): number {
    let widest = this.longestShort
    for (const n of this.exact?.values() ?? []) widest = Math.max(widest, n)
    return widest
  }

  /** Whether `id`'s first `min` characters begin another id too (after the first pass). */
  sharesPrefix(id: string): boolean {
    return id.length >= this.min && this.values[this.slot(hash53(id.slice(0, this.min)) + 1, false)] === PrefixLengths.SHARED
  }

  /** The slot of `key` (linear probing), claimed for it when `claim`; the table doubles past half full. */
  private slot(key: number, claim: boolean): number {
    if (claim && (this.used + 1) * 2 > this.keys.length) this.grow()
    const size = this.keys.length
    let i = key % size
    while (this.keys[i] !== 0 && this.keys[i] !== key) i = (i + 1) % size
    if (claim && this.keys[i] === 0) {
      this.keys[i] = key
      this.used++
    }
    return i
  }

  private grow(): void {
    const {keys, values} = this
    this.keys = new Float64Array(keys.length * 2)
    this.values = new Float64Array(keys.length * 2)
    this.used = 0
    for (let i = 0; i < keys.length; i++) {
      if (keys[i] === 0) continue
      this.values[this.slot(keys[i]!, true)] = values[i]!
    }
  }
}

/** A 53-bit FNV-1a hash of a string's UTF-16 code units (two 32-bit halves with different offsets). */
function hash53(text: string): number {
  let a = 0x811c9dc5
  let b = 0x050c5d1f
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    a = Math.imul(a ^ c, 0x01000193)
    b = Math.imul(b ^ c, 0x01000193)
  }
  return (a >>> 0) * 0x200000 + ((b >>> 0) & 0x1fffff)
}

// eslint-disable-next-line no-control-regex
const SGR = /\u001b\[[0-9;]*m/g

/** The width of text that may hold colour codes. */
export const visibleWidth = (text: string): number => displayWidth(text.replace(SGR, ''))

/**
 * Human text wrapped at spaces to `width` columns, so that a terminal never breaks a word (`payc` / `tl card cancel`):
 * each line is wrapped on its own, continuation lines indented by `hang` spaces (default: the line's own indent plus
 * two). A word longer than the width stays whole on its own line. Colour codes are kept and take no room.
 */
export function wrapText(text: string, width: number, hang?: number): string {
  return text
    .split('\n')
    .map((line) => wrapLine(line, width, hang).join('\n'))
    .join('\n')
}

function wrapLine(line: string, width: number, hang?: number): string[] {
  if (width < 20 || visibleWidth(line) <= width) return [line]
  const indent = /^ */.exec(line)![0]
  const next = ' '.repeat(Math.min(hang ?? indent.length + 2, Math.floor(width / 2)))
  // Each word with the spaces before it: within a line the spacing is kept as written (aligned labels such as
  // `failed     ID`), at a break it is dropped.
  const lines: string[] = []
  let current = indent
  let used = indent.length
  let empty = true
  for (const {gap, word} of spacedWords(line.slice(indent.length))) {
    const spaced = ' '.repeat(gap) + word
    const w = visibleWidth(word)
    if (!empty && used + gap + w > width) {
      lines.push(current)
      current = next
      used = next.length
      empty = true
    }
    current += empty ? word : spaced
    used += empty ? w : gap + w
    empty = false
  }
  lines.push(current)
  return lines
}

/**
 * The words of `text` split at spaces, each with the number of spaces before it. A space is a separator only when it
 * is a grapheme of its own: one that a combining mark follows (` ́`) belongs to the word.
 */
function spacedWords(text: string): {gap: number; word: string}[] {
  const words: {gap: number; word: string}[] = []
  let gap = 0
  let word = ''
  for (const g of graphemes(text)) {
    if (g !== ' ') word += g
    else if (word === '') gap++
    else {
      words.push({gap, word})
      gap = 1
      word = ''
    }
  }
  if (word !== '') words.push({gap, word})
  return words
}

/** The words of a shell command line as written (quotes kept), split at spaces outside '…' and "…". */
function shellWords(line: string): string[] {
  const words = line.match(/(?:[^\s'"]+|'[^']*'|"(?:[^"\\]|\\.)*")+/g) ?? []
  if (SINGLES.test(line)) return words
  // A word that begins with a mark is one grapheme with the space before it (` ́`): kept with the word before.
  const joined: string[] = []
  for (const word of words) {
    if (joined.length > 0 && graphemes(` ${word}`)[0] !== ' ') joined[joined.length - 1] += ` ${word}`
    else joined.push(word)
  }
  return joined
}

/**
 * A shell command that fits `width` columns: wrapped at spaces (a flag kept with its value) with ` \` at the end of
 * each line but the last, so that it still pastes as one command. Kept as it is when it fits or when there is no width.
 */
export function wrapCommand(command: string, width: number | undefined): string {
  if (width === undefined || visibleWidth(command) <= width) return command
  const indent = /^ */.exec(command)![0]
  // A flag and its value stay together; a quoted word ("order cancelled") is one word, never broken.
  const words: string[] = []
  for (const word of shellWords(command.slice(indent.length))) {
    const last = words.at(-1)
    if (last !== undefined && /^--?[\w-]+$/.test(last) && !word.startsWith('-')) words[words.length - 1] = `${last} ${word}`
    else words.push(word)
  }
  const lines: string[] = []
  let current = indent
  for (const word of words) {
    if (current.trim() !== '' && visibleWidth(current) + 1 + visibleWidth(word) + 2 > width) {
      lines.push(`${current} \\`)
      current = `${indent}  ${word}`
    } else current += current.trim() === '' ? word : ` ${word}`
  }
  lines.push(current)
  return lines.join('\n')
}
