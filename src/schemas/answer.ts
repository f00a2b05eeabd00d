/**
 * How the client checks an answer of the API (Transport.requestChecked): either a tolerant zod schema, or, on the
 * paths that must not load zod (the invoice list read by the most frequent command, a bulk import's thousands of
 * creation answers: docs/performance.md), a zod-free record shape (schemas/record-shape.ts). Both name every
 * offending field the same way.
 */
import type {z} from 'zod'
import type {ValidationIssue} from '../errors.js'
import {shapeIssues, type RecordShape, type ShapedRecord} from './record-shape.js'
import {validate} from './validate.js'

export type AnswerCheck<T> = (body: unknown) => {ok: true; value: T} | {ok: false; issues: ValidationIssue[]}

/** An answer checked with a zod schema: its parsed output. */
export const zodAnswer =
  <S extends z.ZodType>(schema: S): AnswerCheck<z.output<S>> =>
  (body) =>
    validate(schema, body)

/** An answer checked against a record shape: the body itself (fields the shape does not name are kept). */
export const shapedAnswer =
  <S extends RecordShape>(shape: S): AnswerCheck<ShapedRecord<S>> =>
  (body) => {
    const issues = shapeIssues(body, shape)
    return issues.length === 0 ? {ok: true, value: body as ShapedRecord<S>} : {ok: false, issues}
  }
