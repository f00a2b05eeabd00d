/**
 * Brazilian document and address rules without any dependency (docs/domain.md#brazilian-documents): CPF and CNPJ check digits (the
 * alphanumeric CNPJ of July 2026 included), CEP and the 27 UF codes. `brazil.ts` wraps them in zod schemas;
 * the check-digit arithmetic itself is in util/check-digits.ts, which the redactor uses too.
 */
import {cnpjDigitsOk, compactDocument, cpfDigitsOk, upperAscii} from '../util/check-digits.js'

export const UF_CODES = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const
export type Uf = (typeof UF_CODES)[number]

const CPF_SHAPE = 'a CPF has 11 digits'
const CNPJ_SHAPE = 'a CNPJ has 14 characters (12 digits or capital letters, then 2 digits)'
const EITHER_SHAPE = 'must be a CPF (11 digits) or a CNPJ (14 characters)'
const ONLY_ASCII = 'only digits, the letters A to Z and the separators . - / are allowed'

type Kind = 'CPF' | 'CNPJ'
type Reading = {ok: true; kind: Kind; value: string} | {ok: false; problem: string}

/**
 * Reads a CPF or CNPJ as typed (docs/domain.md#reading-a-document-as-typed), in this order: remove outer ASCII
 * whitespace and the separators `.`, `-`, `/` (util/check-digits.ts `compactDocument`, which the redactor shares);
 * the length, on what was typed: 11 is a CPF, 14 a CNPJ, nothing else; then only ASCII `[0-9A-Za-z]`, checked before
 * any upper-casing; a CPF is 11 digits, a CNPJ has letters only in its first 12 places. Nothing else is ever removed,
 * so a label (`CPF 698.574.673-00`) or an inner space is an error, never a shorter document.
 */
function readDocument(input: string, want: Kind | 'either'): Reading {
  const typed = compactDocument(input)
  const kind: Kind | undefined = typed.length === 11 ? 'CPF' : typed.length === 14 ? 'CNPJ' : undefined
  if (kind === undefined || (want !== 'either' && want !== kind)) {
    return {ok: false, problem: want === 'CPF' ? CPF_SHAPE : want === 'CNPJ' ? CNPJ_SHAPE : EITHER_SHAPE}
  }
  if (!/^[0-9A-Za-z]+$/.test(typed)) return {ok: false, problem: want === 'CPF' ? CPF_SHAPE : ONLY_ASCII}
  if (kind === 'CPF') {
    if (!/^\d{11}$/.test(typed))
      return {ok: false, problem: want === 'CPF' ? CPF_SHAPE : `${CPF_SHAPE} (letters appear only in a 14-character CNPJ)`}
    if (/^(\d)\1{10}$/.test(typed)) return {ok: false, problem: 'invalid CPF (all digits equal)'}
    return cpfDigitsOk(typed) ? {ok: true, kind, value: typed} : {ok: false, problem: 'invalid CPF check digits'}
  }
  const cnpj = upperAscii(typed)
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj)) return {ok: false, problem: CNPJ_SHAPE}
  if (/^(.)\1{13}$/.test(cnpj)) return {ok: false, problem: 'invalid CNPJ (all characters equal)'}
  return cnpjDigitsOk(cnpj) ? {ok: true, kind, value: cnpj} : {ok: false, problem: 'invalid CNPJ check digits'}
}

const problemOf = (r: Reading) => (r.ok ? undefined : r.problem)

/** The 11 digits of a CPF as typed (`.`, `-`, `/` and outer whitespace removed), or undefined when the shape is wrong. */
export function normalizeCpf(input: string): string | undefined {
  const typed = compactDocument(input)
  return /^\d{11}$/.test(typed) ? typed : undefined
}

/** Why a CPF is invalid, or undefined when it is valid. */
export const cpfProblem = (input: string): string | undefined => problemOf(readDocument(input, 'CPF'))

export const isValidCpf = (input: string): boolean => cpfProblem(input) === undefined

/** A CNPJ upper-cased with `.`/`/`/`-` and outer whitespace removed, or undefined when the shape is wrong. */
export function normalizeCnpj(input: string): string | undefined {
  const typed = compactDocument(input)
  return /^[0-9A-Za-z]{12}\d{2}$/.test(typed) ? upperAscii(typed) : undefined
}

/** Why a CNPJ is invalid, or undefined when valid. Characters are valued by ASCII code − 48 (`A` = 17). */
export const cnpjProblem = (input: string): string | undefined => problemOf(readDocument(input, 'CNPJ'))

export const isValidCnpj = (input: string): boolean => cnpjProblem(input) === undefined

/** Why a debtor document (CPF or CNPJ) is invalid, or undefined. */
export const documentProblem = (input: string): string | undefined => problemOf(readDocument(input, 'either'))

/** Normalised document: digits for a CPF, upper-case alphanumerics for a CNPJ (only ASCII letters change case). */
export function normalizeDocument(input: string): string {
  return upperAscii(compactDocument(input))
}

/** CEP digits (`01310-100` → `01310100`) or undefined. */
export function normalizeCep(input: string): string | undefined {
  const m = /^(\d{5})-?(\d{3})$/.exec(input.trim())
  return m ? `${m[1]}${m[2]}` : undefined
}

/** Formats a CPF or CNPJ for display (`529.982.247-25`, `11.222.333/0001-81`). */
export function formatDocument(doc: string): string {
  const d = normalizeDocument(doc)
  if (d.length === 11) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`
  if (d.length === 14) return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`
  return d
}
