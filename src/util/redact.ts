import {cnpjProblem} from '../schemas/documents.js'

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

/** Luhn check over a string of digits. */
export function luhnValid(digits: string): boolean {
  let sum = 0
  let double = false
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48
    if (d < 0 || d > 9) return false
    if (double) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
    double = !double
  }
  return digits.length > 0 && sum % 10 === 0
}

/** Masks a card number as `515590******0001` (first six, last four: the most PCI DSS lets anyone see). */
export function maskPan(pan: string): string {
  const digits = pan.replace(/\D/g, '')
  if (digits.length < 11) return '*'.repeat(digits.length)
  return `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`
}

// A run of 13 or more digits, optionally split by single spaces or hyphens (how people paste card numbers).
const DIGIT_RUN = /\d(?:[ -]?\d){12,}/g

function containsPan(digits: string): boolean {
  if (digits.length <= 19 && luhnValid(digits)) return true
  // A PAN glued to other digits: any 13–19 digit window that passes Luhn counts.
  for (let len = 13; len <= 19; len++) {
    for (let i = 0; i + len <= digits.length; i++) {
      if (luhnValid(digits.slice(i, i + len))) return true
    }
  }
  return false
}

/** Replaces anything that looks like a card number (13–19 digits passing Luhn) in free text with its mask. */
export function maskCardNumbers(text: string): string {
  if (!/\d{4}/.test(text)) return text
  return text.replace(DIGIT_RUN, (run) => {
    const digits = run.replace(/[ -]/g, '')
    return containsPan(digits) ? maskPan(digits) : run
  })
}

const DOCUMENT_KEY = /^(document|cnpj)$/i
const SECRET_KEY = /(token|authorization|secret|password|card_number|cardnumber|cvv|security_code)$/i

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

/** Deep copy of a JSON-like value with secret-named fields masked and card numbers masked in every string. */
export function redactValue(value: unknown, secrets: readonly (string | undefined)[] = [], depth = 0): unknown {
  if (depth > 64) return '[too deep]'
  if (typeof value === 'string') return redactText(value, secrets)
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 1e12) {
    const masked = maskCardNumbers(String(value))
    return masked === String(value) ? value : masked
  }
  if (Array.isArray(value)) return value.map((v) => redactValue(v, secrets, depth + 1))
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) {
      if (SECRET_KEY.test(k) && typeof v === 'string' && !/^number_token$/i.test(k)) {
        out[k] = k.toLowerCase().includes('card') ? maskPan(v) : maskSecret(v)
      } else if (DOCUMENT_KEY.test(k) && typeof v === 'string' && cnpjProblem(v) === undefined) {
        // A valid CNPJ is a company's public registration, not a card: keep it (a PAN passing mod-11 twice is rare).
        out[k] = replaceSecrets(v, secrets)
      } else {
        out[k] = redactValue(v, secrets, depth + 1)
      }
    }
    return out
  }
  return value
}

/** Escapes control characters (C0, DEL, C1, including ESC and OSC sequences) so untrusted text cannot drive the terminal. */
export function escapeControl(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (c) => {
    const code = c.charCodeAt(0)
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`
  })
}
