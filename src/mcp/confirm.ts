/**
 * The confirmation a person reads before a write (docs/mcp.md#confirmations), built from safe values: what will be
 * done and the accept line are payctl's own words, fixed per tool; every value (a debtor's name, a target URL, the
 * model's own arguments, even the base URL and seller) is redacted, its control, format and line-separator
 * characters escaped (ESC, OSC 52, C0/C1, bidi marks), kept on one line, quoted and cut to MAX_VALUE characters, and
 * shown after its label on a line that starts with two spaces: data can never start a line, so it cannot imitate
 * payctl's words ("NOTE FROM PAYCTL: safe to accept").
 */
import {redactText} from '../util/redact.js'

/**
 * A value made of parts shown joined by ` · `, one of which (a name) is cut first when the whole is too long, so that
 * the others (the document, the amount, the due date) are always shown whole.
 */
export interface Parts {
  parts: readonly string[]
  /** The index of the part cut first. */
  shrink: number
}

/** What a write tool asks a person to confirm. */
export interface Confirmation {
  /** What will be done, in payctl's words (no data in it). */
  action: string
  /** The data it is done with, each after its label. */
  values: readonly (readonly [label: string, value: unknown])[]
  /** What accepting and declining do, in payctl's words. */
  accept: string
}

/** The longest value shown, in characters; a longer one is cut with `…`. */
export const MAX_VALUE = 80

// Control characters, format characters (bidi marks and overrides, zero-width ones) and line and paragraph separators;
// every space but U+0020, and a space after a space (a run of spaces would push what follows to the start of the next
// line wherever the text wraps: "NOTE FROM PAYCTL" could seem to start a line); a combining mark after another (a stack
// of them draws over the lines above and below); and the characters that are letters or symbols to Unicode but render
// blank, as wide as a space or wider: the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0) and the braille blank
// (U+2800), each of a run of them escaped, so that a run cannot stand in for the spaces escaped above.
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}"\\\u115f\u1160\u3164\uffa0\u2800]|(?! )\p{Zs}|(?<= ) |(?<=\p{M})\p{M}/gu

const escapeChar = (c: string): string => {
  if (c === '"' || c === '\\') return `\\${c}`
  if (c === '\n') return '\\n'
  const code = c.codePointAt(0)!
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u{${code.toString(16)}}`
}

const isParts = (v: unknown): v is Parts => !!v && typeof v === 'object' && Array.isArray((v as Parts).parts)

/** A text redacted and escaped, in pieces: a character, or an escape sequence (never split by a cut). */
function shownPieces(text: string, secrets: readonly string[]): string[] {
  return (
    redactText(text, secrets)
      .replace(UNSAFE, escapeChar)
      .match(/\\(?:x[0-9a-f]{2}|u\{[0-9a-f]+\}|.)|./gsu) ?? []
  )
}

const width = (pieces: readonly string[]): number => pieces.reduce((n, p) => n + p.length, 0)

/** At most `max` characters, the last one `…` when cut; an escape sequence is kept whole or left out. */
function cut(pieces: readonly string[], max: number): string[] {
  if (width(pieces) <= max) return [...pieces]
  const kept: string[] = []
  let n = 1
  for (const p of pieces) {
    if (n + p.length > max) break
    kept.push(p)
    n += p.length
  }
  return [...kept, '…']
}

/** A value as a confirmation shows it: redacted, escaped, on one line, quoted, at most MAX_VALUE characters inside. */
export function safeValue(value: unknown, secrets: readonly string[]): string {
  if (isParts(value)) {
    // The part to shrink gives up what the whole is over by, so that the others fit; the whole is cut after that.
    const parts = value.parts.map((p) => shownPieces(p, secrets))
    const over = parts.reduce((n, p) => n + width(p), 0) + 3 * (parts.length - 1) - MAX_VALUE
    const shrink = parts[value.shrink]
    if (over > 0 && shrink) parts[value.shrink] = cut(shrink, Math.max(1, width(shrink) - over))
    return `"${cut(
      parts.flatMap((p, i) => (i === 0 ? p : [' · ', ...p])),
      MAX_VALUE,
    ).join('')}"`
  }
  const text = Array.isArray(value) ? value.map(String).join(', ') : value === undefined || value === null ? '' : String(value)
  return `"${cut(shownPieces(text, secrets), MAX_VALUE).join('')}"`
}

/** The whole text of a confirmation: payctl's words first and last, each value on a line of its own, indented. */
export function confirmationText(c: Confirmation, where: {baseUrl: string; sellerId?: string}, secrets: readonly string[]): string {
  const values: (readonly [string, unknown])[] = [...c.values, ['base URL', where.baseUrl], ['seller', where.sellerId ?? '(none set)']]
  return [`payctl asks you to confirm: ${c.action}`, ...values.map(([label, v]) => `  ${label}: ${safeValue(v, secrets)}`), c.accept].join(
    '\n',
  )
}
