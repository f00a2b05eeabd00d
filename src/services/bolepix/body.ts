/**
 * The Bolepix creation body from its inputs: a base body (file or JSON line), flag values or CSV cells keyed by flag
 * name (`debtor-name`) or body path (`debtor.name`), validated with the shared schema. Shared by `bolepix create`
 * and `bolepix import`, so both accept exactly the same fields and say exactly the same things about them.
 */
import {randomUUID} from 'node:crypto'
import {ValidationError, type ValidationIssue} from '../../errors.js'
import {BOLEPIX_REQUIRED_PATHS, bolepixCreateSchema, quickBolepixCreate, type BolepixCreateBody} from '../../schemas/bolepix.js'
import {localDate} from '../../schemas/dates.js'
import {validate} from '../../schemas/validate.js'
import {cardNumberPathsIn, DIGIT_FIELDS} from '../../util/card-number.js'
import {getPath, setOwn, setPath} from '../../util/object-path.js'
import {BOLEPIX_FIELDS} from './fields.js'

export {BOLEPIX_FIELDS, findBolepixField, type BolepixField} from './fields.js'

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
  const today = options.today ?? localDate(new Date())
  const schema = bolepixCreateSchema(today)
  return (input, newId) => checkWithSchema(schema, today, input, newId ?? options.newId)
}

/** What a charge's field holding a card number is told (its value never repeated). */
export const CARD_NUMBER_IN_FIELD = 'holds what looks like a card number (not repeated here); a charge never carries one'

/**
 * The fields of a charge's input that hold a card number, whatever else is right or wrong with them: a flag, a
 * prompt's answer, a body file or an import cell never sends one (docs/contract.md#card-numbers); the digit fields
 * (document, postal code) aside.
 */
export function cardNumberIssues(input: unknown): ValidationIssue[] {
  return cardNumberPathsIn(input, (path) => DIGIT_FIELDS.test(path)).map((path) => ({path, message: CARD_NUMBER_IN_FIELD}))
}

function checkWithSchema(
  schema: ReturnType<typeof bolepixCreateSchema>,
  today: string,
  input: Record<string, unknown>,
  newId: (() => string) | undefined,
): BolepixCheckResult {
  const cleaned = pruneEmpty(input)
  const cards = cardNumberIssues(cleaned)
  // A plain valid body is checked without zod (the same rules, the same output); anything else goes to the schema.
  const quick = quickBolepixCreate(cleaned, today)
  const r = quick ? ({ok: true, value: quick} as const) : validate(schema, cleaned)
  if (r.ok && cards.length > 0) return {ok: false, issues: cards}
  if (!r.ok) {
    // "required" for every missing field first, then the rest, each path once per message. What zod says about a
    // missing field's parent (`debtor: required`) goes, but not an unknown field in it: that is often why the
    // required ones are missing (a typo, or fields put under `__proto__`).
    const missing = missingBolepixFields(cleaned).map((path) => ({path, message: 'required'}))
    const rest = r.issues.filter(
      (i) =>
        !missing.some(
          (m) =>
            m.path === i.path ||
            i.path.startsWith(`${m.path}.`) ||
            (m.path.startsWith(`${i.path}.`) && !i.message.startsWith('unknown field')),
        ),
    )
    return {ok: false, issues: [...missing, ...cards, ...rest.filter((i) => !cards.some((c) => c.path === i.path))]}
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

/**
 * Removes empty strings and empty objects (a blank CSV cell or flag means "not given"). Every key stays a plain key:
 * a `__proto__` in a body file is an unknown field, never the prototype its fields would be read through.
 */
export function pruneEmpty(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined || (typeof v === 'string' && v.trim() === '')) continue
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const inner = pruneEmpty(v as Record<string, unknown>)
      if (Object.keys(inner).length > 0) setOwn(out, k, inner)
      continue
    }
    setOwn(out, k, v)
  }
  return out
}
