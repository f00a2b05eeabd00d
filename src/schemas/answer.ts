/**
 * How the client checks an answer of the API (Transport.requestChecked), always with a tolerant zod schema, in one
 * of two ways: `zodAnswer` hands on zod's parsed output; `answerAsSent` hands on the body as the API sent it
 * (unknown fields and key order kept, so `--json` prints it unchanged), and is what the records of the most frequent
 * commands use, with zod/mini schemas (schemas/bolepix-answers.ts, docs/performance.md). Both name every offending
 * field.
 */
import type * as zod from 'zod'
import * as z from 'zod/mini'
import type {ValidationIssue} from '../errors.js'
import {formatPath, validate} from './validate.js'

/** What an answer's check says: the value handed on, or the issues, each naming its field. */
export type Checked<T> = {ok: true; value: T} | {ok: false; issues: ValidationIssue[]}
export type AnswerCheck<T> = (body: unknown) => Checked<T>

/** An answer checked with a zod schema: its parsed output. */
export const zodAnswer =
  <S extends zod.ZodType>(schema: S): AnswerCheck<zod.output<S>> =>
  (body) =>
    validate(schema, body)

/** An answer checked with a zod or zod/mini schema: the body itself (fields the schema does not name are kept). */
export const answerAsSent =
  <S extends z.core.$ZodType>(schema: S): AnswerCheck<z.output<S>> =>
  (body) => {
    const issues = answerIssues(schema, body)
    return issues.length === 0 ? {ok: true, value: body as z.output<S>} : {ok: false, issues}
  }

function kind(value: unknown): string {
  if (value === undefined) return 'an empty answer'
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'object') return 'an object'
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value)
  return `a ${typeof value}`
}

/** An answer's issue in payctl's words: `required`, `must be a string, not a number`, `must be an object, not null`. */
function answerMessage(issue: z.core.$ZodIssue): string {
  if (issue.code !== 'invalid_type') return issue.message
  // A field that is absent (an absent body is an empty answer).
  if (issue.input === undefined && issue.path.length > 0) return 'required'
  return `must be ${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}, not ${kind(issue.input)}`
}

/**
 * The issues of `value` against an answer's schema (none: it fits), each naming its field. `at` prefixes the paths
 * (`[3]` → `[3].invoiceId`: a list's records are checked one at a time as they arrive).
 */
export function answerIssues(schema: z.core.$ZodType, value: unknown, at: readonly PropertyKey[] = []): ValidationIssue[] {
  // jitless: zod would otherwise generate and compile a parser for each object schema on its first parse (~0.5 ms
  // of start-up, no faster per record here); a list of many records uses z.compile instead (listRecordCheck).
  const r = z.safeParse(schema, value, {reportInput: true, jitless: true})
  return r.success ? [] : r.error.issues.map((issue) => ({path: formatPath([...at, ...issue.path]), message: answerMessage(issue)}))
}

/**
 * A check of a list's records, one at a time as they arrive: the issues of each, named by its index, as answerIssues
 * gives them. From the `compileAt`-th record on it uses zod's compiled clone of the schema (z.compile: generated code
 * for the records that fit, zod's own parser for the others, so the same issues), several times faster per record;
 * compiling costs 1–2 ms, which a short list does not win back (docs/performance.md, "Answers checked without zod").
 */
export function listRecordCheck(schema: z.core.$ZodType, compileAt = 1000): (record: unknown, index: number) => ValidationIssue[] {
  let checked = 0
  let current = schema
  return (record, index) => {
    if (++checked === compileAt) current = z.compile(schema)
    return answerIssues(current, record, [index])
  }
}
