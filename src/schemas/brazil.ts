/**
 * Brazilian document and address rules (docs/domain.md#brazilian-documents): CPF and CNPJ check digits (the alphanumeric CNPJ of July 2026
 * included), CEP and the 27 UF codes. Pure functions plus zod schemas that normalise (strip punctuation).
 */
import {z} from 'zod'
import {
  UF_CODES,
  cnpjProblem,
  cpfProblem,
  documentProblem,
  normalizeCep,
  normalizeCnpj,
  normalizeCpf,
  normalizeDocument,
  type Uf,
} from './documents.js'

export * from './documents.js'

export const cpfSchema = z
  .string()
  .superRefine((v, ctx) => {
    const p = cpfProblem(v)
    if (p) ctx.addIssue({code: 'custom', message: p})
  })
  .transform((v) => normalizeCpf(v)!)

export const cnpjSchema = z
  .string()
  .superRefine((v, ctx) => {
    const p = cnpjProblem(v)
    if (p) ctx.addIssue({code: 'custom', message: p})
  })
  .transform((v) => normalizeCnpj(v)!)

export const documentSchema = z
  .string()
  .superRefine((v, ctx) => {
    const p = documentProblem(v)
    if (p) ctx.addIssue({code: 'custom', message: p})
  })
  .transform(normalizeDocument)

export const cepSchema = z
  .string()
  .refine((v) => normalizeCep(v) !== undefined, {message: 'a CEP has 8 digits (01310-100 or 01310100)'})
  .transform((v) => normalizeCep(v)!)

/** A CEP sent with its hyphen (`01153000` → `01153-000`): the card customer's form, docs/decisions.md#the-two-postal-code-forms. */
export const hyphenatedCepSchema = cepSchema.transform((digits) => `${digits.slice(0, 5)}-${digits.slice(5)}`)

export const ufSchema = z
  .string()
  .transform((v) => v.trim().toUpperCase())
  .refine((v): v is Uf => (UF_CODES as readonly string[]).includes(v), {
    message: `must be one of the 27 UF codes (${UF_CODES.join(' ')})`,
  })
