/**
 * How wide text is on a terminal, and how to make it fit: the end cut (`Maria da Silv…`), the middle cut for URLs
 * (`https://hooks.examp…/payments/notify`), and shortest unique prefixes for ids (like git's short hashes). Text here
 * is plain: colour is added after fitting.
 */

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

/**
 * The shortest prefix of each id, at least `min` characters, that no other id in the list starts with (git's short
 * hashes): `3b4eaa1d` for a UUID unless another one starts with the same eight characters. An id that appears more
 * than once (the resource of several events) is one id: its repeats share its prefix. Ids shorter than `min` are
 * kept whole.
 */
export function uniquePrefixLengths(ids: readonly string[], min = 8): number[] {
  const distinct = [...new Set(ids)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const common = (a: string, b: string) => {
    let n = 0
    while (n < a.length && n < b.length && a.charCodeAt(n) === b.charCodeAt(n)) n++
    return n
  }
  const length = new Map<string, number>()
  for (let k = 0; k < distinct.length; k++) {
    const id = distinct[k]!
    const before = k > 0 ? common(id, distinct[k - 1]!) : 0
    const after = k + 1 < distinct.length ? common(id, distinct[k + 1]!) : 0
    length.set(id, Math.min(id.length, Math.max(min, before + 1, after + 1)))
  }
  return ids.map((id) => length.get(id)!)
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

/**
 * A shell command that fits `width` columns: wrapped at spaces (a flag kept with its value) with ` \` at the end of
 * each line but the last, so that it still pastes as one command. Kept as it is when it fits or when there is no width.
 */
export function wrapCommand(command: string, width: number | undefined): string {
  if (width === undefined || visibleWidth(command) <= width) return command
  const indent = /^ */.exec(command)![0]
  // A flag and its value stay together.
  const words: string[] = []
  for (const word of command.slice(indent.length).split(/ +/)) {
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
