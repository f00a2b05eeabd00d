/**
 * How wide text is on a terminal, and how to make it fit: the end cut (`Maria da Silv…`), the middle cut for URLs
 * (`https://hooks.examp…/payments/notify`), and shortest unique prefixes for ids (like git's short hashes). Text here
 * is plain: colour is added after fitting.
 */
import {uniquePrefixLengths} from '../util/prefix.js'

// Zero-width: combining marks, zero-width joiners and spaces, variation selectors.
const ZERO_WIDTH = /[\u0300-\u036f\u0483-\u0489\u0591-\u05bd\u0610-\u061a\u064b-\u065f\u200b-\u200f\u20d0-\u20ff\ufe00-\ufe0f\ufe20-\ufe2f]/
// Two columns: East Asian wide and fullwidth forms, and emoji.
const WIDE =
  /[\u1100-\u115f\u231a\u231b\u2329\u232a\u23e9-\u23ec\u23f0\u23f3\u25fd\u25fe\u2614\u2615\u2648-\u2653\u267f\u2693\u26a1\u26aa\u26ab\u26bd\u26be\u26c4\u26c5\u26ce\u26d4\u26ea\u26f2\u26f3\u26f5\u26fa\u26fd\u2705\u270a\u270b\u2728\u274c\u274e\u2753-\u2755\u2757\u2795-\u2797\u27b0\u27bf\u2b1b\u2b1c\u2b50\u2b55\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\ua960-\ua97f\uac00-\ud7a3\uf900-\ufaff\ufe10-\ufe19\ufe30-\ufe6f\uff00-\uff60\uffe0-\uffe6]|[\u{1f300}-\u{1f64f}\u{1f900}-\u{1f9ff}\u{1f680}-\u{1f6ff}\u{20000}-\u{3fffd}]/u
// Printable ASCII only: the common case, one column per character.
const ASCII = /^[\x20-\x7e]*$/

/** Columns one character (a code point) takes. */
function charWidth(ch: string): number {
  if (ZERO_WIDTH.test(ch)) return 0
  return WIDE.test(ch) ? 2 : 1
}

/** The number of terminal columns `text` takes (no colour codes, no control characters: they are escaped before). */
export function displayWidth(text: string): number {
  if (ASCII.test(text)) return text.length
  let width = 0
  for (const ch of text) width += charWidth(ch)
  return width
}

/** `text` cut to at most `width` columns from the start, ending with `…` when it was cut. */
export function truncateEnd(text: string, width: number): string {
  if (displayWidth(text) <= width) return text
  if (width <= 0) return ''
  let out = ''
  let used = 0
  for (const ch of text) {
    const w = charWidth(ch)
    if (used + w > width - 1) break
    out += ch
    used += w
  }
  return `${out}…`
}

/** `text` cut to at most `width` columns in the middle, keeping its start and its end: `https://a.exa…/hooks/pay`. */
export function truncateMiddle(text: string, width: number): string {
  if (displayWidth(text) <= width) return text
  if (width <= 2) return truncateEnd(text, width)
  const chars = [...text]
  const keepEnd = Math.floor((width - 1) / 2)
  const keepStart = width - 1 - keepEnd
  const start: string[] = []
  let used = 0
  for (const ch of chars) {
    if (used + charWidth(ch) > keepStart) break
    start.push(ch)
    used += charWidth(ch)
  }
  const end: string[] = []
  used = 0
  for (let i = chars.length - 1; i >= start.length; i--) {
    if (used + charWidth(chars[i]!) > keepEnd) break
    end.unshift(chars[i]!)
    used += charWidth(chars[i]!)
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
  const chars = [...path]
  let tail = ''
  let used = 0
  for (let i = chars.length - 1; i >= 0; i--) {
    const w = charWidth(chars[i]!)
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
 * Set and a Map of them, once per id column, had cost the table +57 MB of peak memory (docs/performance.md §5).
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
  const words = line.slice(indent.length).match(/ *[^ ]+/g) ?? []
  const lines: string[] = []
  let current = indent
  let used = indent.length
  let empty = true
  for (const spaced of words) {
    const word = spaced.trimStart()
    const gap = spaced.length - word.length
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

/** The words of a shell command line as written (quotes kept), split at spaces outside '…' and "…". */
function shellWords(line: string): string[] {
  return line.match(/(?:[^\s'"]+|'[^']*'|"(?:[^"\\]|\\.)*")+/g) ?? []
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
