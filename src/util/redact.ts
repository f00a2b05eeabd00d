import {isUtf8} from 'node:buffer'
import {isValidCnpjShape, luhnValid} from './check-digits.js'
import {holdsCardNumber, isCardNumber, maskCardNumbers, maskPan} from './card-number.js'
import {setOwn} from './object-path.js'

export {holdsCardNumber, luhnValid, maskCardNumbers, maskPan}

/**
 * Redaction of secrets and card numbers. Every byte that payctl prints (output, errors, --debug lines) and every
 * file it writes passes through these functions, so that tokens and primary account numbers (PANs) never leak.
 */

/** Shows at most the first and last four characters of a secret, fewer for short ones. */
export function maskSecret(secret: string): string {
  if (secret.length >= 16) return `${secret.slice(0, 4)}…${secret.slice(-4)}`
  if (secret.length >= 10) return `…${secret.slice(-2)}`
  return '****'
}

/**
 * Whether a whole value is a card number as people type one (the one rule: card-number.ts): 13–19 digits with any
 * separators between groups, passing Luhn (any such run when `strict`: a mistyped card number is still one).
 */
export const looksLikeCardNumber = isCardNumber

const DOCUMENT_KEY = /^(document|cnpj)$/i
const SECRET_KEY = /(token|authorization|secret|password|card_?number|card-number|cvv|cvc|security_code)$/i

/**
 * Redacts a free-text line: known secret values (tokens from the profile or flags) are masked wherever they
 * appear, then card numbers. Secrets shorter than 6 characters are not searched for (they would mask noise).
 */
export function redactText(text: string, secrets: readonly (string | undefined)[] = []): string {
  return maskCardNumbers(replaceSecrets(text, secrets))
}

/** Masks every occurrence of the given secret values (6 characters or longer) in a text. */
export function replaceSecrets(text: string, secrets: readonly (string | undefined)[]): string {
  let out = text
  for (const secret of secrets) {
    if (secret && secret.length >= 6 && out.includes(secret)) out = out.split(secret).join(maskSecret(secret))
  }
  return out
}

/** Deep copy of a JSON-like value with secret-named fields masked and card numbers masked in every string (keys too). */
export function redactValue(value: unknown, secrets: readonly (string | undefined)[] = [], depth = 0): unknown {
  if (depth > 64) return '[too deep]'
  if (typeof value === 'string') return redactText(value, secrets)
  if (typeof value === 'bigint' || (typeof value === 'number' && Number.isInteger(value) && value >= 1e12)) {
    // A card number that arrived as a JSON number (the digits printed are the ones that would be shown).
    const masked = maskCardNumbers(String(value))
    return masked === String(value) ? value : masked
  }
  if (Array.isArray(value)) return value.map((v) => redactValue(v, secrets, depth + 1))
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, v] of Object.entries(value)) {
      const k = redactText(key, secrets)
      if (SECRET_KEY.test(key) && typeof v === 'string' && !/^number_token$/i.test(key)) {
        setOwn(out, k, /card/i.test(key) ? maskPan(v) : maskSecret(v))
      } else if (DOCUMENT_KEY.test(key) && typeof v === 'string' && isValidCnpjShape(v)) {
        // A valid CNPJ is a company's public registration, not a card: keep it (a PAN passing mod-11 twice is rare).
        setOwn(out, k, replaceSecrets(v, secrets))
      } else {
        setOwn(out, k, redactValue(v, secrets, depth + 1))
      }
    }
    return out
  }
  return value
}

/**
 * Deep copy of a JSON value for printing as JSON: known secrets and card numbers masked in every string (keys too),
 * and an integer that is a card number becomes its masked string. Unlike masking the JSON text, this never breaks
 * the JSON: the digits of a float (`0.30000000000000004`) are not a card number and stay as they are.
 */
export function redactJsonValue(value: unknown, secrets: readonly (string | undefined)[] = [], depth = 0): unknown {
  if (depth > 64) return '[too deep]'
  if (typeof value === 'string') return redactText(value, secrets)
  // Card numbers have 13 to 19 digits; larger numbers print with an exponent, whose digits are not a card number.
  if (typeof value === 'bigint' || (typeof value === 'number' && Number.isInteger(value) && Math.abs(value) >= 1e12 && Math.abs(value) < 1e19)) {
    const masked = maskCardNumbers(String(value))
    return masked === String(value) ? value : masked
  }
  if (Array.isArray(value)) return value.map((v) => redactJsonValue(v, secrets, depth + 1))
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    // setOwn: a `__proto__` key in an answer is printed as the key it is (assigned, it would vanish into the prototype).
    for (const [key, v] of Object.entries(value)) setOwn(out, redactText(key, secrets), redactJsonValue(v, secrets, depth + 1))
    return out
  }
  return value
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g
// The same but newline and tab.
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g

const escaped = (c: string): string => {
  const code = c.charCodeAt(0)
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`
}

// Characters that are valid inside JSON strings but can still drive a terminal (C1 controls such as CSI) or break
// line-oriented readers (U+2028/2029), and bidirectional overrides: written as \uXXXX escapes, which JSON allows.
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_JSON = /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g

/** Escapes, inside JSON text, the characters JSON.stringify leaves raw but a terminal would obey. */
export function terminalSafeJson(json: string): string {
  return json.replace(UNSAFE_IN_JSON, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

/** Escapes control characters (C0, DEL, C1, including ESC and OSC sequences) so untrusted text cannot drive the terminal. */
export function escapeControl(text: string): string {
  return text.replace(CONTROL, escaped)
}

/**
 * escapeControl for a text of several lines (a body): newlines and tabs are kept, CRLF counts as a newline, and a
 * lone CR, which would let a line overwrite what the terminal shows, is escaped.
 */
export function escapeControlKeepingLines(text: string): string {
  return text.replace(/\r\n/g, '\n').replace(CONTROL_BUT_LINES, escaped)
}

/**
 * redactText for raw bytes passed on as they came (a body that is not JSON, on a pipe): every byte is kept but those
 * of a secret or a card number, masked as everywhere else; the masks are written as UTF-8.
 */
export function redactBytes(bytes: Buffer, secrets: readonly (string | undefined)[] = []): Buffer {
  // Text in UTF-8 is read as such (a card number may be written in full-width digits); any other bytes one
  // character per byte, which keeps every byte that is not part of a secret or an ASCII card number.
  const utf8 = isUtf8(bytes)
  const text = bytes.toString(utf8 ? 'utf8' : 'latin1')
  const out = redactText(text, secrets)
  if (out === text) return bytes
  if (utf8) return Buffer.from(out, 'utf8')
  // Pieces of the original (one byte per character) alternate with mask characters beyond U+00FF (the ellipsis).
  return Buffer.concat(out.split(/([^\u0000-\u00ff]+)/).map((piece, i) => Buffer.from(piece, i % 2 === 0 ? 'latin1' : 'utf8')))
}
