/**
 * The confirmation a person reads before a write (docs/mcp.md#confirmations), built from safe values: what will be
 * done and the accept line are payctl's own words, fixed per tool; every value (a debtor's name, a target URL, the
 * model's own arguments, even the base URL and seller) is redacted, its control, format and line-separator
 * characters escaped (ESC, OSC 52, C0/C1, bidi marks), kept on one line, quoted and cut to MAX_VALUE characters, and
 * shown after its label on a line that starts with two spaces: data can never start a line, so it cannot imitate
 * payctl's words ("NOTE FROM PAYCTL: safe to accept").
 */
import {redactText} from '../util/redact.js'

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
// of them draws over the lines above and below).
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}"\\]|(?! )\p{Zs}|(?<= ) |(?<=\p{M})\p{M}/gu

const escapeChar = (c: string): string => {
  if (c === '"' || c === '\\') return `\\${c}`
  if (c === '\n') return '\\n'
  const code = c.codePointAt(0)!
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u{${code.toString(16)}}`
}

/** A value as a confirmation shows it: redacted, escaped, on one line, quoted, at most MAX_VALUE characters inside. */
export function safeValue(value: unknown, secrets: readonly string[]): string {
  const text = Array.isArray(value) ? value.map(String).join(', ') : value === undefined || value === null ? '' : String(value)
  const clean = redactText(text, secrets).replace(UNSAFE, escapeChar)
  const chars = [...clean]
  return `"${chars.length > MAX_VALUE ? `${chars.slice(0, MAX_VALUE - 1).join('')}…` : clean}"`
}

/** The whole text of a confirmation: payctl's words first and last, each value on a line of its own, indented. */
export function confirmationText(c: Confirmation, where: {baseUrl: string; sellerId?: string}, secrets: readonly string[]): string {
  const values: (readonly [string, unknown])[] = [...c.values, ['base URL', where.baseUrl], ['seller', where.sellerId ?? '(none set)']]
  return [`payctl asks you to confirm: ${c.action}`, ...values.map(([label, v]) => `  ${label}: ${safeValue(v, secrets)}`), c.accept].join(
    '\n',
  )
}
