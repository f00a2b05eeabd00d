/** Human text and shell commands wrapped at spaces to a terminal's width, never inside a word. */
import {allSingles, graphemes, visibleWidth} from './width.js'

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
  if (allSingles(line)) return words
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
