/**
 * `bolepix create`: the body from --body-file and flags (flags win), missing required fields asked for on a
 * terminal (each answer checked as it is typed, with the same rules as everything else), every rule checked before
 * anything is sent. Without a terminal every missing and invalid field is named at once (exit 2).
 */
import {ValidationError, type ValidationIssue} from '../../errors.js'
import {getPath, setPath} from '../../util/object-path.js'
import {
  BOLEPIX_FIELDS,
  applyFieldValues,
  cardNumberIssues,
  checkBolepixInput,
  missingBolepixFields,
  pruneEmpty,
  type BolepixField,
  type PrepareOptions,
} from './body.js'
import type {Asker} from '../ask.js'

export interface CreateInput {
  /** The base body (from --body-file), which the flag values override. */
  base?: Record<string, unknown>
  /** Flag values keyed by flag name (`debtor-name`); other keys are ignored. */
  values: Record<string, unknown>
  /** --skip-validation: send what was given (broken JSON is still refused when the file is read). */
  skipValidation?: boolean
  /**
   * When set (a terminal), a field given with a bad value and the missing required fields are asked for
   * (services/ask.ts; each answer checked on Enter).
   */
  asker?: Asker
  /** Says what is wrong with a given value before it is asked for again (`amount "150,755": …`). */
  beforeAskingAgain?: (problem: string) => void
  options?: PrepareOptions
}

export interface CreateBody {
  body: Record<string, unknown>
  /** Set when payctl generated the order id (to print it). */
  generatedOrderId?: string
  /** Some fields were asked for: the person is shown the charge and confirms it before it is sent. */
  asked?: boolean
}

/** The problem with one field's candidate value, in the context of the rest of the body, or undefined. */
export function fieldProblem(
  input: Record<string, unknown>,
  field: BolepixField,
  value: string,
  options: PrepareOptions = {},
): string | undefined {
  const candidate = structuredClone(input)
  setPath(candidate, field.path, value)
  const r = checkBolepixInput(candidate, options)
  if (r.ok) return undefined
  const own = r.issues.filter((i) => i.path === field.path || i.path.startsWith(`${field.path}.`))
  return own.length > 0 ? own.map((i) => i.message).join('; ') : undefined
}

/** The prompt text for a field: its body path and what it takes. */
export function promptFor(field: BolepixField): string {
  return `${field.path} — ${field.description}${field.example ? ` (e.g. ${field.example})` : ''}:`
}

/** Builds the creation body; throws ValidationError (exit 2) naming every missing and invalid field. */
export async function buildCreateBody(input: CreateInput): Promise<CreateBody> {
  const merged = applyFieldValues(input.base ?? {}, input.values)
  if (input.skipValidation) {
    // Unchecked, but never with a card number in it (docs/contract.md#card-numbers).
    const cards = cardNumberIssues(merged)
    if (cards.length > 0) throw new ValidationError(cards)
    return {body: merged}
  }

  const first = checkBolepixInput(merged, input.options)
  if (first.ok) return first.prepared
  const missing = new Set(missingBolepixFields(pruneEmpty(merged)))
  const issues = withoutParentRequired(first.issues, missing)
  const invalid: ValidationIssue[] = issues.filter((i) => !missing.has(i.path))
  // A bad value of a field that can be typed is asked for again, as a missing one is (one typo does not end the
  // command); a problem no answer to one field can fix is reported before anyone is asked anything.
  const wrong = BOLEPIX_FIELDS.filter((f) => invalid.some((i) => i.path === f.path))
  const fixable = invalid.every((i) => wrong.some((f) => f.path === i.path))
  if (!input.asker || !fixable || (wrong.length === 0 && missing.size === 0)) throw new ValidationError(issues)

  const answers = structuredClone(merged)
  const ask = async (field: BolepixField) => {
    const value = await input.asker!.text(promptFor(field), {validate: (v) => fieldProblem(answers, field, v, input.options) ?? true})
    setPath(answers, field.path, value)
  }
  for (const field of wrong) {
    input.beforeAskingAgain?.(
      invalid
        .filter((i) => i.path === field.path)
        .map(describeIssue)
        .join('; '),
    )
    await ask(field)
  }
  for (const field of BOLEPIX_FIELDS) if (missing.has(field.path)) await ask(field)
  const final = checkBolepixInput(answers, input.options)
  if (!final.ok) throw new ValidationError(withoutParentRequired(final.issues, new Set(missingBolepixFields(pruneEmpty(answers)))))
  return {...final.prepared, asked: true}
}

/** `amount: "150,755": three digits follow the comma…`, as the error that names every field says it. */
const describeIssue = (i: ValidationIssue): string => (i.path ? `${i.path}: ${i.message}` : i.message)

/** Drops `debtor: required` when its fields are already named one by one (`debtor.name: required`, …). */
function withoutParentRequired(issues: ValidationIssue[], missing: ReadonlySet<string>): ValidationIssue[] {
  return issues.filter((i) => !(i.message === 'required' && [...missing].some((m) => m.startsWith(`${i.path}.`))))
}

/**
 * The flags that send this body again (`bolepix create` then takes no question): every field as its flag, the order
 * id included, so a charge whose sending failed after the prompts is one command away (docs/bolepix.md).
 */
export function createAgainArgs(body: Record<string, unknown>): string[] {
  const args: string[] = []
  for (const field of BOLEPIX_FIELDS) {
    const v = getPath(body, field.path)
    if (v !== undefined && v !== null && v !== '') args.push(`--${field.flag}`, String(v))
  }
  return args
}
