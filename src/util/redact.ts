import {isValidCnpjShape, luhnValid} from './check-digits.js'
import {maskAroundPaymentCodes, mayHoldPaymentCode} from './payment-codes.js'
import {setOwn} from './object-path.js'

export {luhnValid}

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

/** Masks a card number as `515590******0001` (first six, last four: the most PCI DSS lets anyone see). */
export function maskPan(pan: string): string {
  const digits = pan.replace(/\D/g, '')
  if (digits.length < 11) return '*'.repeat(digits.length)
  return `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`
}

/**
 * Whether a whole value is a card number as people type one: 13–19 digits, with the spaces, dots and hyphens people
 * put between groups, passing Luhn (any such run when `strict`: a mistyped card number is still one).
 */
export function looksLikeCardNumber(value: string, strict = false): boolean {
  const digits = value.replace(/[\s.-]/g, '')
  return /^\d{13,19}$/.test(digits) && (strict || luhnValid(digits))
}

// A run of 13 or more digits, optionally split by single spaces or hyphens (how people paste card numbers).
const DIGIT_RUN = /\d(?:[ -]?\d){12,}/g
const DOUBLED = [0, 2, 4, 6, 8, 1, 3, 5, 7, 9]

/**
 * Which digits of a run to hide: for every 13–19 digit window that passes Luhn (a card number, possibly glued to
 * other digits), everything but its first six and last four. So no card number survives anywhere in the run, while
 * a run that holds none is left alone. Luhn sums of all windows come from prefix sums (the run may be long).
 */
function hiddenDigits(digits: string): boolean[] | undefined {
  const n = digits.length
  // plain[p][i]: sum of the digits before i at positions of parity p; doubled[p][i]: the same, doubled per Luhn.
  const plain = [new Array<number>(n + 1).fill(0), new Array<number>(n + 1).fill(0)]
  const doubled = [new Array<number>(n + 1).fill(0), new Array<number>(n + 1).fill(0)]
  for (let i = 0; i < n; i++) {
    const d = digits.charCodeAt(i) - 48
    for (const p of [0, 1]) {
      const own = (i & 1) === p
      plain[p]![i + 1] = plain[p]![i]! + (own ? d : 0)
      doubled[p]![i + 1] = doubled[p]![i]! + (own ? DOUBLED[d]! : 0)
    }
  }
  let hidden: boolean[] | undefined
  for (let end = 13; end <= n; end++) {
    // In a window ending at `end`, the last digit (index end-1) is not doubled, the one before it is, and so on.
    const keep = (end - 1) & 1
    const flip = keep ^ 1
    for (let len = 13; len <= 19 && len <= end; len++) {
      const start = end - len
      const sum = plain[keep]![end]! - plain[keep]![start]! + doubled[flip]![end]! - doubled[flip]![start]!
      if (sum % 10 !== 0) continue
      hidden ??= new Array<boolean>(n).fill(false)
      for (let i = start + 6; i < end - 4; i++) hidden[i] = true
    }
  }
  return hidden
}

// A whole UUID (not part of a longer hex string): ids such as payment ids are never card numbers, even when their
// last groups happen to be all digits, and must stay copyable. No 13-digit run fits inside one.
const WHOLE_UUID = /(?<![0-9a-f-])[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![0-9a-f-])/gi

/**
 * Replaces anything that looks like a card number (13–19 digits passing Luhn) in free text with its mask. A boleto
 * line or barcode whose check digits hold and a Pix BR Code's structure are not card numbers and are left whole, but a
 * card number inside a BR Code's fields is still masked (util/payment-codes.ts maskAroundPaymentCodes, docs/bolepix.md).
 */
export function maskCardNumbers(text: string): string {
  if (!/\d{4}/.test(text)) return text
  if (mayHoldPaymentCode(text)) return maskAroundPaymentCodes(text, maskPlain)
  return maskPlain(text)
}

function maskPlain(text: string): string {
  if (!/[0-9a-f]{8}-/i.test(text)) return maskRuns(text)
  let out = ''
  let last = 0
  for (const m of text.matchAll(WHOLE_UUID)) {
    out += maskRuns(text.slice(last, m.index)) + m[0]
    last = m.index + m[0].length
  }
  return out + maskRuns(text.slice(last))
}

/**
 * Whether a text holds a card number anywhere (an id read from a pipe): a run of digits with the spaces, dots or
 * hyphens people type between groups (`pay 4111.1111.1111.1111`), or digits maskCardNumbers would mask (a card number
 * glued to other digits). Whole UUIDs are left out, as maskCardNumbers leaves them: their digit runs are not card
 * numbers, however they fall.
 */
export function holdsCardNumber(text: string): boolean {
  const rest = text.replace(WHOLE_UUID, ' ')
  return rest.split(/[^\d\s.-]+/).some((run) => looksLikeCardNumber(run.trim())) || maskCardNumbers(rest) !== rest
}

function maskRuns(text: string): string {
  return text.replace(DIGIT_RUN, (run) => {
    const digits = run.replace(/[ -]/g, '')
    const hidden = hiddenDigits(digits)
    if (!hidden) return run
    // A lone card number prints as 515590******0001; a longer run keeps what is not part of a card number.
    if (digits.length <= 19 && luhnValid(digits)) return maskPan(digits)
    let out = ''
    for (let i = 0; i < digits.length; i++) out += hidden[i] ? '*' : digits[i]
    return out
  })
}

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
 * of a secret or a card number, masked as everywhere else. Secrets (tokens, which travel in headers) and card
 * numbers are ASCII, so they are found in the bytes read one character per byte; the masks are written as UTF-8.
 */
export function redactBytes(bytes: Buffer, secrets: readonly (string | undefined)[] = []): Buffer {
  const text = bytes.toString('latin1')
  const out = redactText(text, secrets)
  if (out === text) return bytes
  // Pieces of the original (one byte per character) alternate with mask characters beyond U+00FF (the ellipsis).
  return Buffer.concat(out.split(/([^\u0000-\u00ff]+)/).map((piece, i) => Buffer.from(piece, i % 2 === 0 ? 'latin1' : 'utf8')))
}
