/**
 * The Bolepix creation fields: flag name (also a CSV header), body path (also a CSV header), help text. No zod here,
 * so that `bolepix create` can declare its flags from this table without slowing --help.
 */

import type {ValidationIssue} from '../../errors.js'

export interface BolepixField {
  /** The flag name without `--`, also accepted as a CSV header. */
  flag: string
  /** The body path, also accepted as a CSV header. */
  path: string
  description: string
  required: boolean
  /** Shown in prompts and help. */
  example?: string
}

export const BOLEPIX_FIELDS: readonly BolepixField[] = [
  {flag: 'order-id', path: 'order_id', description: 'order id (UUID; generated when missing)', required: false},
  {flag: 'amount', path: 'amount', description: 'amount in reais (150.75, 150,75, 1.234,56)', required: true, example: '150,75'},
  {flag: 'due-date', path: 'dueDate', description: 'due date: YYYY-MM-DD, today or +Nd', required: true, example: '+7d'},
  {
    flag: 'expiration-after-payment',
    path: 'expirationAfterPayment',
    description: 'days after the due date during which the charge can still be paid (>= 1)',
    required: true,
    example: '5',
  },
  {flag: 'debtor-name', path: 'debtor.name', description: "debtor's name (at most 25 characters)", required: true, example: 'Maria Silva'},
  {
    flag: 'debtor-document',
    path: 'debtor.document',
    description: "debtor's CPF or CNPJ (punctuation allowed)",
    required: true,
    example: '423.189.708-58',
  },
  {
    flag: 'debtor-public-area',
    path: 'debtor.publicArea',
    description: "debtor's street (logradouro)",
    required: true,
    example: 'Avenida Paulista',
  },
  {flag: 'debtor-number', path: 'debtor.number', description: "debtor's street number", required: true, example: '1000'},
  {
    flag: 'debtor-neighborhood',
    path: 'debtor.neighborhood',
    description: "debtor's neighborhood (bairro)",
    required: true,
    example: 'Bela Vista',
  },
  {flag: 'debtor-city', path: 'debtor.city', description: "debtor's city", required: true, example: 'São Paulo'},
  {flag: 'debtor-state', path: 'debtor.state', description: "debtor's state (UF, two letters)", required: true, example: 'SP'},
  {flag: 'debtor-postal-code', path: 'debtor.postalCode', description: "debtor's CEP (01310-100)", required: true, example: '01310-100'},
  {
    flag: 'fine',
    path: 'instructions.fine',
    description: 'fine after the due date, % of the amount (one time)',
    required: false,
    example: '2',
  },
  {
    flag: 'interest',
    path: 'instructions.interest',
    description: 'interest after the due date, % a month (pro rata per day)',
    required: false,
    example: '1',
  },
  {
    flag: 'discount-amount',
    path: 'instructions.discount.amount',
    description: 'discount for early payment (reais, or % with percent)',
    required: false,
  },
  {flag: 'discount-modality', path: 'instructions.discount.modality', description: 'discount modality: fixed or percent', required: false},
  {
    flag: 'discount-limit-date',
    path: 'instructions.discount.limitDate',
    description: 'last day of the discount (date or date-time, not after the due date)',
    required: false,
  },
]

/** Finds a field by flag name or body path (CSV headers may use either), case-insensitively. */
export function findBolepixField(name: string): BolepixField | undefined {
  const n = name.trim().replace(/^--/, '').toLowerCase()
  return BOLEPIX_FIELDS.find((f) => f.flag === n || f.path.toLowerCase() === n)
}

/**
 * The issues with each field's flag beside its path (`--due-date (dueDate): required`), for a reader who gives flags
 * and cannot be asked: an AI agent (docs/agents.md). The paths stay as they are, for whoever reads them.
 */
export function withFieldFlags(issues: readonly ValidationIssue[]): ValidationIssue[] {
  return issues.map((i) => {
    const field = BOLEPIX_FIELDS.find((f) => f.path === i.path)
    return field ? {...i, flag: `--${field.flag}`} : i
  })
}
