/**
 * The creation body exactly as the interface document types it (docs/service-interface.md §2.1), for the sandbox:
 * payctl reads what people type (`150,75`, `+7d`, `423.189.708-58`, `01310-100`, `sp`) and sends the document's
 * forms, but a service reached by other clients must refuse the forms the document rules out, or a client tested
 * against the sandbox fails against the real service (docs/sandbox.md, "What it accepts that the document leaves
 * open"). Only types and formats are checked here; what a valid value means (check digits, a date not past, a state
 * that exists) is bolepixCreateSchema's, which runs too.
 */
import type {ValidationIssue} from '../errors.js'

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

type Check = (v: unknown) => string | undefined

const DOC = 'the interface document, §2.1'
const jsonNumber: Check = (v) =>
  typeof v === 'number'
    ? undefined
    : `must be a JSON number (${DOC}: number)${typeof v === 'string' ? ', not a string: write 150.75, not "150.75"' : ''}`
const jsonInteger: Check = (v) =>
  typeof v === 'number' && Number.isInteger(v)
    ? undefined
    : `must be a JSON integer (${DOC}: integer)${typeof v === 'string' ? ', not a string: write 5, not "5"' : ''}`
const matching =
  (pattern: RegExp, what: string): Check =>
  (v) =>
    typeof v === 'string' && pattern.test(v) ? undefined : `must be ${what} (${DOC})`

/** Each checked field: its path, and its check (applied when the field is present; missing ones are the schema's). */
const FIELDS: readonly [path: string, check: Check][] = [
  ['expirationAfterPayment', jsonInteger],
  ['dueDate', matching(/^\d{4}-\d{2}-\d{2}$/, 'a date written YYYY-MM-DD; relative forms such as "+7d" are payctl\'s, not the service\'s')],
  ['amount', jsonNumber],
  // Digits; the alphanumeric CNPJ of July 2026 (capital letters) is taken too (docs/sandbox.md).
  ['debtor.document', matching(/^[0-9A-Z]+$/, "the document's digits only (string (digits)), without dots, dashes, slashes or spaces")],
  ['debtor.state', matching(/^[A-Z]{2}$/, 'a two-letter state code in capitals (string (two-letter state code)), such as SP')],
  ['debtor.postalCode', matching(/^\d{8}$/, 'the 8 digits of the CEP (string (digits)), without the hyphen')],
  ['instructions.fine', jsonNumber],
  ['instructions.interest', jsonNumber],
  ['instructions.discount.amount', jsonNumber],
  ['instructions.discount.modality', matching(/^(fixed|percent)$/, '"fixed" (or "percent", docs/sandbox.md), in small letters')],
  [
    'instructions.discount.limitDate',
    matching(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{7}$/,
      'a date-time without zone with seven fractional-second digits, YYYY-MM-DDTHH:MM:SS.fffffff',
    ),
  ],
]

function at(body: unknown, path: string): {found: boolean; value?: unknown} {
  let v: unknown = body
  for (const key of path.split('.')) {
    if (!isRecord(v) || !Object.hasOwn(v, key)) return {found: false}
    v = v[key]
  }
  return {found: true, value: v}
}

/** The fields of a creation body whose JSON type or format is not the document's, each named once. */
export function bolepixWireIssues(body: unknown): ValidationIssue[] {
  const issues: ValidationIssue[] = []
  for (const [path, check] of FIELDS) {
    const {found, value} = at(body, path)
    const problem = found && value !== undefined ? check(value) : undefined
    if (problem) issues.push({path, message: problem})
  }
  return issues
}
