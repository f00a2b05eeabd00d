/**
 * Record shapes: the tolerant schema of a flat answer record written without zod, so that the read path of the most
 * frequent commands stays off zod's ~20 ms of loading (docs/performance.md). A shape is the one definition of its
 * record: ShapedRecord gives its TypeScript type. The check accepts exactly what a zod `looseObject` of the same
 * fields accepts (test/schemas/record-shape.property.test.ts holds it to that with random values) and names each
 * offending field.
 */
import type {ValidationIssue} from '../errors.js'

/** A field's type: a JSON string, a finite number or an object; `?` when it may be absent. */
export type FieldType = 'string' | 'number' | 'object' | 'string?' | 'number?' | 'object?'
export type RecordShape = Readonly<Record<string, FieldType>>

type ValueOf<F extends FieldType> = F extends 'string' | 'string?' ? string : F extends 'number' | 'number?' ? number : Record<string, unknown>
type Required<S extends RecordShape> = {[K in keyof S as S[K] extends `${string}?` ? never : K]: ValueOf<S[K]>}
type Optional<S extends RecordShape> = {[K in keyof S as S[K] extends `${string}?` ? K : never]?: ValueOf<S[K]>}
/** The type of a record that fits shape S (fields S does not name are kept, as unknowns). */
export type ShapedRecord<S extends RecordShape> = Required<S> & Optional<S> & {[key: string]: unknown}

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
    const fits =
      want === 'string'
        ? typeof v === 'string'
        : want === 'number'
          ? typeof v === 'number' && Number.isFinite(v)
          : typeof v === 'object' && v !== null && !Array.isArray(v)
    if (!fits) issues.push({path, message: `must be ${want === 'object' ? 'an' : 'a'} ${want}, not ${kind(v)}`})
  }
  return issues
}
