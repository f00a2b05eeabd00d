/**
 * The shape check of records the API answers in lists (`bolepix list`), without zod: the read path of the most
 * frequent commands stays off zod's ~20 ms of loading (docs/performance.md). It accepts exactly what the matching
 * zod schema accepts (test/foundation/record-shape.test.ts checks it against the schema with random values), and
 * names each offending field.
 */
import type {ValidationIssue} from '../errors.js'

/** A field's type: a JSON string or a finite number; `?` when it may be absent. */
export type FieldType = 'string' | 'number' | 'string?' | 'number?'
export type RecordShape = Readonly<Record<string, FieldType>>

function kind(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'object') return 'an object'
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value)
  return `a ${typeof value}`
}

/**
 * The issues of `value` against `shape` (none: it fits). Fields not in the shape are allowed and kept, as the
 * tolerant schemas do. `at` prefixes the paths (`[3]` → `[3].invoiceId`).
 */
export function shapeIssues(value: unknown, shape: RecordShape, at = ''): ValidationIssue[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [{path: at, message: `must be an object, not ${kind(value)}`}]
  }
  const issues: ValidationIssue[] = []
  const record = value as Record<string, unknown>
  for (const [field, type] of Object.entries(shape)) {
    const v = Object.hasOwn(record, field) ? record[field] : undefined
    const path = at ? `${at}.${field}` : field
    if (v === undefined) {
      if (!type.endsWith('?')) issues.push({path, message: 'required'})
      continue
    }
    const want = type.endsWith('?') ? type.slice(0, -1) : type
    const fits = want === 'string' ? typeof v === 'string' : typeof v === 'number' && Number.isFinite(v)
    if (!fits) issues.push({path, message: `must be a ${want}, not ${kind(v)}`})
  }
  return issues
}
