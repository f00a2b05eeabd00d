/**
 * The zod-free record shapes (schemas/record-shape.ts) against zod itself as the oracle: a zod `looseObject` built
 * here from the same fields must accept exactly the values shapeIssues accepts and name the same fields, for random
 * JSON values and records. zod is not a second definition of the records (there is none in src/): it is the
 * independent checker.
 */
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {z} from 'zod'
import {CREATE_ANSWER_SHAPE, INVOICE_RECORD_SHAPE} from '../../src/schemas/bolepix-answers.js'
import {shapeIssues, type RecordShape} from '../../src/schemas/record-shape.js'

/** The zod schema a shape stands for. */
function zodOf(shape: RecordShape): z.ZodType {
  const field = (t: string) => {
    const base = t.startsWith('string') ? z.string() : t.startsWith('number') ? z.number() : z.record(z.string(), z.unknown())
    return t.endsWith('?') ? base.optional() : base
  }
  return z.looseObject(Object.fromEntries(Object.entries(shape).map(([f, t]) => [f, field(t)])))
}

const anyJson = fc.jsonValue()

/** Objects whose fields of `shape` are often right, sometimes absent, sometimes of another JSON type, plus unknown fields. */
function shapedLike(shape: RecordShape) {
  const fieldValue = (type: string) =>
    fc.oneof(
      type.startsWith('string') ? fc.string() : type.startsWith('number') ? fc.double({noNaN: true, noDefaultInfinity: true}) : fc.dictionary(fc.string(), anyJson, {maxKeys: 2}),
      anyJson,
      fc.constant(undefined),
    )
  return fc
    .tuple(fc.record(Object.fromEntries(Object.entries(shape).map(([f, t]) => [f, fieldValue(t)])), {requiredKeys: []}), fc.dictionary(fc.string(), anyJson, {maxKeys: 3}))
    .map(([known, extra]) => JSON.parse(JSON.stringify({...extra, ...known})) as unknown)
}

/** shapeIssues with `shape` accepts exactly what `schema` accepts, and names the fields zod names. */
function agreesWith(schema: z.ZodType, shape: RecordShape, numRuns: number): void {
  fc.assert(
    fc.property(fc.oneof(shapedLike(shape), anyJson), (value) => {
      const zod = schema.safeParse(value)
      const issues = shapeIssues(value, shape)
      expect(issues.length === 0).toBe(zod.success)
      if (!zod.success) expect(issues.map((i) => i.path).sort()).toEqual([...new Set(zod.error.issues.map((i) => i.path.join('.')))].sort())
    }),
    {numRuns, seed: 20261122},
  )
}

describe('shapeIssues agrees with zod', () => {
  it('an invoice record: accepts exactly what the zod looseObject of its fields accepts, and names the fields zod names', () => {
    agreesWith(zodOf(INVOICE_RECORD_SHAPE), INVOICE_RECORD_SHAPE, 2000)
  })

  it('the creation answer: likewise', () => {
    agreesWith(zodOf(CREATE_ANSWER_SHAPE), CREATE_ANSWER_SHAPE, 1000)
  })

  it('says what is wrong, with the path prefix it is given', () => {
    expect(shapeIssues({invoiceId: 'a', status: 'PAID'}, INVOICE_RECORD_SHAPE)).toEqual([])
    expect(shapeIssues({status: 7, amount: '1.00', extra: [1]}, INVOICE_RECORD_SHAPE, '[3]')).toEqual([
      {path: '[3].invoiceId', message: 'required'},
      {path: '[3].status', message: 'must be a string, not a number'},
      {path: '[3].amount', message: 'must be a number, not a string'},
    ])
    expect(shapeIssues(null, INVOICE_RECORD_SHAPE, '[0]')).toEqual([{path: '[0]', message: 'must be an object, not null'}])
    expect(shapeIssues(['x'], INVOICE_RECORD_SHAPE)).toEqual([{path: '', message: 'must be an object, not an array'}])
  })
})
