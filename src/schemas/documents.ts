/**
 * Brazilian document and address rules without any dependency (docs/domain.md#brazilian-documents): CPF and CNPJ check digits (the
 * alphanumeric CNPJ of July 2026 included), CEP and the 27 UF codes. `brazil.ts` wraps them in zod schemas;
 * the check-digit arithmetic itself is in util/check-digits.ts, which the redactor uses too.
 */
import {cnpjDigitsOk, cpfDigitsOk} from '../util/check-digits.js'

export const UF_CODES = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const
export type Uf = (typeof UF_CODES)[number]

/** Digits of a CPF with `.`/`-` punctuation removed, or undefined when other characters are present. */
export function normalizeCpf(input: string): string | undefined {
  const stripped = input.trim().replace(/[.\-\s]/g, '')
  return /^\d{11}$/.test(stripped) ? stripped : undefined
}

/** Why a CPF is invalid, or undefined when it is valid. */
export function cpfProblem(input: string): string | undefined {
  const cpf = normalizeCpf(input)
  if (!cpf) return 'a CPF has 11 digits'
  if (/^(\d)\1{10}$/.test(cpf)) return 'invalid CPF (all digits equal)'
  return cpfDigitsOk(cpf) ? undefined : 'invalid CPF check digits'
}

export const isValidCpf = (input: string): boolean => cpfProblem(input) === undefined

/** A CNPJ upper-cased with `.`/`/`/`-` removed, or undefined when the shape is wrong. */
export function normalizeCnpj(input: string): string | undefined {
  const stripped = input.trim().replace(/[.\-/\s]/g, '').toUpperCase()
  return /^[0-9A-Z]{12}\d{2}$/.test(stripped) ? stripped : undefined
}

/** Why a CNPJ is invalid, or undefined when valid. Characters are valued by ASCII code − 48 (`A` = 17). */
export function cnpjProblem(input: string): string | undefined {
  const cnpj = normalizeCnpj(input)
  if (!cnpj) return 'a CNPJ has 14 characters (12 digits or capital letters, then 2 digits)'
  if (/^(.)\1{13}$/.test(cnpj)) return 'invalid CNPJ (all characters equal)'
  return cnpjDigitsOk(cnpj) ? undefined : 'invalid CNPJ check digits'
}

export const isValidCnpj = (input: string): boolean => cnpjProblem(input) === undefined

/** Why a debtor document (CPF or CNPJ) is invalid, or undefined. */
export function documentProblem(input: string): string | undefined {
  const compact = input.trim().replace(/[.\-/\s]/g, '')
  if (compact.length === 11) return cpfProblem(compact)
  if (compact.length === 14) return cnpjProblem(compact)
  return 'must be a CPF (11 digits) or a CNPJ (14 characters)'
}

/** Normalised document: digits for a CPF, upper-case alphanumerics for a CNPJ. */
export function normalizeDocument(input: string): string {
  return input.trim().replace(/[.\-/\s]/g, '').toUpperCase()
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
