/**
 * The Bolepix creation body from its inputs: a base body (file or JSON line), flag values or CSV cells keyed by flag
 * name (`debtor-name`) or body path (`debtor.name`), validated with the shared schema. Shared by `bolepix create`
 * and `bolepix import`, so both accept exactly the same fields and say exactly the same things about them.
 */
import {randomUUID} from 'node:crypto'
import {ValidationError, type ValidationIssue} from '../errors.js'
import {BOLEPIX_REQUIRED_PATHS, bolepixCreateSchema, type BolepixCreateBody} from '../schemas/bolepix.js'
import {localDate} from '../schemas/dates.js'
import {validate} from '../schemas/validate.js'
import {getPath, setPath} from './body-input.js'

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
  {flag: 'expiration-after-payment', path: 'expirationAfterPayment', description: 'days after the due date during which the charge can still be paid (>= 1)', required: true, example: '5'},
  {flag: 'debtor-name', path: 'debtor.name', description: "debtor's name (at most 25 characters)", required: true, example: 'Maria Silva'},
  {flag: 'debtor-document', path: 'debtor.document', description: "debtor's CPF or CNPJ (punctuation allowed)", required: true, example: '423.189.708-58'},
  {flag: 'debtor-public-area', path: 'debtor.publicArea', description: "debtor's street (logradouro)", required: true, example: 'Avenida Paulista'},
  {flag: 'debtor-number', path: 'debtor.number', description: "debtor's street number", required: true, example: '1000'},
  {flag: 'debtor-neighborhood', path: 'debtor.neighborhood', description: "debtor's neighborhood (bairro)", required: true, example: 'Bela Vista'},
  {flag: 'debtor-city', path: 'debtor.city', description: "debtor's city", required: true, example: 'São Paulo'},
  {flag: 'debtor-state', path: 'debtor.state', description: "debtor's state (UF, two letters)", required: true, example: 'SP'},
  {flag: 'debtor-postal-code', path: 'debtor.postalCode', description: "debtor's CEP (01310-100)", required: true, example: '01310-100'},
  {flag: 'fine', path: 'instructions.fine', description: 'fine after the due date, % of the amount (one time)', required: false, example: '2'},
  {flag: 'interest', path: 'instructions.interest', description: 'interest after the due date, % a month (pro rata per day)', required: false, example: '1'},
  {flag: 'discount-amount', path: 'instructions.discount.amount', description: 'discount for early payment (reais, or % with percent)', required: false},
  {flag: 'discount-modality', path: 'instructions.discount.modality', description: 'discount modality: fixed or percent', required: false},
  {flag: 'discount-limit-date', path: 'instructions.discount.limitDate', description: 'last day of the discount (date or date-time, not after the due date)', required: false},
]

/** Finds a field by flag name or body path (CSV headers may use either), case-insensitively. */
export function findBolepixField(name: string): BolepixField | undefined {
  const n = name.trim().replace(/^--/, '').toLowerCase()
  return BOLEPIX_FIELDS.find((f) => f.flag === n || f.path.toLowerCase() === n)
}

/** Applies values keyed by flag name on top of a base body (flags override the file's fields). */
export function applyFieldValues(base: Record<string, unknown>, values: Record<string, unknown>): Record<string, unknown> {
  const body = structuredClone(base)
  for (const field of BOLEPIX_FIELDS) {
    const v = values[field.flag]
    if (v !== undefined && v !== '') setPath(body, field.path, v)
  }
  return body
}

const isMissing = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')

/** The required body paths that have no value yet. */
export function missingBolepixFields(input: Record<string, unknown>): string[] {
  return BOLEPIX_REQUIRED_PATHS.filter((p) => isMissing(getPath(input, p)))
}

export interface PreparedBolepix {
  body: BolepixCreateBody & {order_id: string}
  /** Set when payctl generated the order id (to print it). */
  generatedOrderId?: string
}

export interface PrepareOptions {
  today?: string
  newId?: () => string
}

export type BolepixCheckResult = {ok: true; prepared: PreparedBolepix} | {ok: false; issues: ValidationIssue[]}

/** Validates a creation input; every issue (missing and invalid fields) is returned at once. */
export function checkBolepixInput(input: Record<string, unknown>, options: PrepareOptions = {}): BolepixCheckResult {
  return bolepixChecker(options)(input)
}

/**
 * checkBolepixInput for many inputs (bolepix import): the schema is built once, not per row (building it costs
 * about 8x the validation itself). `newId` may be given per call, for ids derived from the row.
 */
export function bolepixChecker(options: PrepareOptions = {}): (input: Record<string, unknown>, newId?: () => string) => BolepixCheckResult {
  const schema = bolepixCreateSchema(options.today ?? localDate(new Date()))
  return (input, newId) => checkWithSchema(schema, input, newId ?? options.newId)
}

function checkWithSchema(schema: ReturnType<typeof bolepixCreateSchema>, input: Record<string, unknown>, newId: (() => string) | undefined): BolepixCheckResult {
  const cleaned = pruneEmpty(input)
  const r = validate(schema, cleaned)
  if (!r.ok) {
    // "required" for every missing field first, then the rest, each path once per message.
    const missing = missingBolepixFields(cleaned).map((path) => ({path, message: 'required'}))
    const rest = r.issues.filter((i) => !missing.some((m) => m.path === i.path || i.path.startsWith(`${m.path}.`)))
    return {ok: false, issues: [...missing, ...rest]}
  }
  const generatedOrderId = r.value.order_id ? undefined : (newId ?? randomUUID)()
  const {order_id: given, ...rest} = r.value
  return {ok: true, prepared: {body: {order_id: given ?? generatedOrderId!, ...rest}, generatedOrderId}}
}

/** As checkBolepixInput, throwing a ValidationError (exit 2) that names every field. */
export function prepareBolepix(input: Record<string, unknown>, options: PrepareOptions = {}): PreparedBolepix {
  const r = checkBolepixInput(input, options)
  if (!r.ok) throw new ValidationError(r.issues)
  return r.prepared
}

/** Removes empty strings and empty objects (a blank CSV cell or flag means "not given"). */
export function pruneEmpty(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined || (typeof v === 'string' && v.trim() === '')) continue
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const inner = pruneEmpty(v as Record<string, unknown>)
      if (Object.keys(inner).length > 0) out[k] = inner
      continue
    }
    out[k] = v
  }
  return out
}
