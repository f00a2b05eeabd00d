import {isUtf8} from 'node:buffer'
import {isValidCnpjShape, luhnValid} from './check-digits.js'
import {holdsCardNumber, isCardNumber, maskCardNumbers, maskPan} from './card-number.js'
import {isIdentifierTxid} from './payment-codes.js'
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
// Field names whose values are secrets (docs/output.md#redaction), by how the name ends, in any case and in
// snake_case, camelCase or kebab-case: `access_token`, `numberToken` (a card's number token charges the card),
// `x-api-key`, `privateKey`, `client_credentials`…
const SECRET_KEY =
  /(token|authorization|secret|password|passwd|credentials?|card_?number|card-number|cvv2?|cvc|security_?code|api[-_]?key|private[-_]?key)$/i
// Short names that are secrets only as the name's last word: `pin`, `card_pin`, `userPin`, `X-OTP`, `basicAuth`, `pwd`
// (not `spin`, `shipping`, `totp_period`).
const SECRET_WORD = /(?:^|[-_.\s])(auth|pwd|pin|otp)$/i
const SECRET_CAMEL_WORD = /[a-z0-9](Auth|Pwd|Pin|Otp|AUTH|PWD|PIN|OTP)$/
const TOKEN_KEY = /token$/i

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

/** What a redaction may leave: `showSecretFields` (`payctl api --show-secrets`) leaves secret-named fields as sent. */
export interface RedactOptions {
  showSecretFields?: boolean
}

/** How a field's name says its value is shown: as any value, masked as a secret, or masked as a card number. */
type KeyKind = 'plain' | 'secret' | 'card'
const keyKinds = new Map<string, KeyKind>()

function keyKind(key: string): KeyKind {
  let kind = keyKinds.get(key)
  if (kind === undefined) {
    const secret = SECRET_KEY.test(key) || SECRET_WORD.test(key) || SECRET_CAMEL_WORD.test(key)
    kind = !secret ? 'plain' : /card[-_]?number$/i.test(key) ? 'card' : 'secret'
    // Field names repeat from record to record: each is looked at once (a bounded cache: names come from answers).
    if (keyKinds.size < 10_000) keyKinds.set(key, kind)
  }
  return kind
}

/**
 * The one redaction policy for a record (docs/output.md#redaction), applied by every sink: --json, --jsonl, --csv,
 * the input of --jq, MCP results, --debug bodies. A copy of a JSON value (the value itself when nothing in it is
 * masked: copied on write) in which, in one pass over it:
 *
 * - a field whose name says it is a secret (`authorization`, `*token` — a card's `number_token` and a `credit_card`'s
 *   `token` too: either charges the card —, `secret`, `password`, `securityCode`, `cvv`, `cvv2`,
 *   `apiKey`/`api_key`/`x-api-key`, `private_key`, `credentials`…, and `auth`, `pwd`, `pin`, `otp` as the name's last
 *   word; any case, snake, camel or kebab) has its value masked, every part of it when it is an object or an array,
 *   unless `showSecretFields`; a card-number field (`card_number`) as a card number;
 * - known secrets (tokens in force) and card numbers are masked in every string, keys included (the card-number test
 *   only where a string has 13 digits or more: util/card-number.ts);
 * - an integer that is a card number becomes its masked string. The JSON is never broken: the digits of a float
 *   (`0.30000000000000004`) are not a card number and stay as they are;
 * - a valid CNPJ under a `document`/`cnpj` key is kept (a company's public registration, not a card).
 */
export function redactJsonValue(value: unknown, secrets: readonly (string | undefined)[] = [], options: RedactOptions = {}): unknown {
  return redactIn(value, secrets, options.showSecretFields === true, 0)
}

/** The same policy (an older name, for --debug bodies). */
export const redactValue = redactJsonValue

function redactIn(value: unknown, secrets: readonly (string | undefined)[], showSecretFields: boolean, depth: number): unknown {
  if (typeof value === 'string') return redactString(value, secrets)
  // Card numbers have 13 to 19 digits; larger numbers print with an exponent, whose digits are not a card number.
  if (
    typeof value === 'bigint' ||
    (typeof value === 'number' && Number.isInteger(value) && Math.abs(value) >= 1e12 && Math.abs(value) < 1e19)
  ) {
    const masked = maskCardNumbers(String(value))
    return masked === String(value) ? value : masked
  }
  if (value === null || typeof value !== 'object') return value
  if (depth > 64) return '[too deep]'
  // Copy on write: a record with nothing to mask is returned as it is (no copy, nothing for the collector).
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined
    for (let i = 0; i < value.length; i++) {
      const v = redactIn(value[i], secrets, showSecretFields, depth + 1)
      if (copy) copy.push(v)
      else if (v !== value[i]) copy = [...(value as unknown[]).slice(0, i), v]
    }
    return copy ?? value
  }
  const source = value as Record<string, unknown>
  const keys = Object.keys(source)
  let out: Record<string, unknown> | undefined
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!
    const v = source[key]
    const k = redactKey(key, secrets)
    const kind = showSecretFields ? 'plain' : keyKind(key)
    let clean: unknown
    if (kind !== 'plain' && (typeof v === 'string' || typeof v === 'number' || typeof v === 'bigint')) {
      clean = kind === 'card' ? maskPan(String(v)) : maskSecret(String(v))
    } else if (kind === 'secret' && v !== null && typeof v === 'object' && !TOKEN_KEY.test(key)) {
      // A secret made of parts (`credentials: {user, key}`, `auth: ["user", "pass"]`): every part is the secret's. An
      // object under a `*token` name describes a token (`config list --json`: its value, masked, and where it comes
      // from) and is redacted field by field like any other.
      clean = maskAll(v, depth + 1)
    } else if (typeof v === 'string' && DOCUMENT_KEY.test(key) && isValidCnpjShape(v)) {
      // A valid CNPJ is a company's public registration, not a card: keep it (a PAN passing mod-11 twice is rare).
      clean = replaceSecrets(v, secrets)
    } else if (typeof v === 'string' && key === 'txid' && isIdentifierTxid(v)) {
      // A Pix txid of letters and digits (`bolepix decode --json`) is kept whole as it is inside its BR Code
      // (util/payment-codes.ts): the same value, printed beside that code; a txid of digits only is still masked.
      clean = replaceSecrets(v, secrets)
    } else {
      clean = redactIn(v, secrets, showSecretFields, depth + 1)
    }
    if (!out && (k !== key || clean !== v)) {
      out = {}
      for (let j = 0; j < i; j++) setOwn(out, keys[j]!, source[keys[j]!])
    }
    // setOwn: a `__proto__` key in an answer is printed as the key it is (assigned, it would vanish into the prototype).
    if (out) setOwn(out, k, clean)
  }
  return out ?? source
}

/** Every string and number inside a secret's value masked as a secret; its shape (keys, arrays) kept. */
function maskAll(value: unknown, depth: number): unknown {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') return maskSecret(String(value))
  if (value === null || typeof value !== 'object') return value
  if (depth > 64) return '[too deep]'
  if (Array.isArray(value)) return value.map((v) => maskAll(v, depth + 1))
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) setOwn(out, k, maskAll(v, depth + 1))
  return out
}

/** redactText, with the one test that skips most values: shorter than a secret (6) holds neither it nor a card number. */
const redactString = (text: string, secrets: readonly (string | undefined)[]): string =>
  text.length < 6 ? text : redactText(text, secrets)

// Field names repeat from record to record: each is redacted once per set of secrets (bounded: names come from answers).
// The secrets are compared one by one (a few strings), not joined: a join per key was a tenth of the time of
// `bolepix list --json` of 100,000 invoices.
let keysFor: readonly (string | undefined)[] = []
const redactedKeys = new Map<string, string>()

function sameSecrets(a: readonly (string | undefined)[], b: readonly (string | undefined)[]): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

function redactKey(key: string, secrets: readonly (string | undefined)[]): string {
  if (key.length < 6) return key
  if (!sameSecrets(secrets, keysFor)) {
    keysFor = [...secrets]
    redactedKeys.clear()
  }
  let k = redactedKeys.get(key)
  if (k === undefined) {
    k = redactText(key, secrets)
    if (redactedKeys.size < 10_000) redactedKeys.set(key, k)
  }
  return k
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
  // eslint-disable-next-line no-control-regex
  return Buffer.concat(out.split(/([^\u0000-\u00ff]+)/).map((piece, i) => Buffer.from(piece, i % 2 === 0 ? 'latin1' : 'utf8')))
}
