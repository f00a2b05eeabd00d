/**
 * Check-digit arithmetic, with no dependency: Luhn (card numbers) and the mod-11 digits of CPF and CNPJ (the
 * alphanumeric CNPJ of July 2026 included; docs/domain.md). The input rules built on them (separators, messages) are
 * in schemas/documents.ts; the redactor uses these directly.
 */

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

function mod11Digit(values: number[], weights: number[]): number {
  let sum = 0
  for (let i = 0; i < weights.length; i++) sum += values[i]! * weights[i]!
  const r = sum % 11
  return r < 2 ? 0 : 11 - r
}

/** Whether 11 digits carry valid CPF check digits (all-equal digits refused). */
export function cpfDigitsOk(cpf: string): boolean {
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false
  const d = [...cpf].map(Number)
  const dv1 = mod11Digit(d, [10, 9, 8, 7, 6, 5, 4, 3, 2])
  const dv2 = mod11Digit([...d.slice(0, 9), dv1], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2])
  return d[9] === dv1 && d[10] === dv2
}

/** Whether 14 characters `[0-9A-Z]{12}[0-9]{2}` carry valid CNPJ check digits (a character is worth its ASCII code − 48). */
export function cnpjDigitsOk(cnpj: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || /^(.)\1{13}$/.test(cnpj)) return false
  const v = [...cnpj].map((c) => c.charCodeAt(0) - 48)
  const dv1 = mod11Digit(v, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
  const dv2 = mod11Digit([...v.slice(0, 12), dv1], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
  return v[12] === dv1 && v[13] === dv2
}

const isAsciiSpace = (code: number) => code === 32 || (code >= 9 && code <= 13)

/**
 * A CPF or CNPJ as typed, with only what may surround or punctuate it removed: outer ASCII whitespace, then the
 * official separators `.`, `-` and `/` wherever they are (docs/domain.md#reading-a-document-as-typed). Nothing else
 * is removed and no case is changed, so what is left is what was typed: the checks look at it before any
 * upper-casing (`'ı'.toUpperCase()` is `I`, `'ﬁ'.toUpperCase()` is `FI`). `trim()` is not used: it also removes
 * non-ASCII spaces (U+00A0, U+3000, U+FEFF…), and a document with anything non-ASCII in it never passes.
 */
export function compactDocument(value: string): string {
  let start = 0
  let end = value.length
  while (start < end && isAsciiSpace(value.charCodeAt(start))) start++
  while (end > start && isAsciiSpace(value.charCodeAt(end - 1))) end--
  return value.slice(start, end).replace(/[./-]/g, '')
}

/** Upper-cases the ASCII letters `a`–`z` and nothing else (no Unicode case mapping can make a letter out of `ı`). */
export const upperAscii = (text: string): string => text.replace(/[a-z]+/g, (s) => s.toUpperCase())

/**
 * Whether a value written as a CNPJ (`11.222.333/0001-81`, letters in either case) is a valid one, read exactly as
 * schemas/documents.ts reads a CNPJ (test/schemas/documents.property.test.ts holds the two equal).
 */
export function isValidCnpjShape(value: string): boolean {
  return cnpjDigitsOk(upperAscii(compactDocument(value)))
}
