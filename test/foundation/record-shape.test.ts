/**
 * The zod-free shape check of list records (schemas/record-shape.ts) against the zod schema it stands in for:
 * the same values accepted, every offending field named, for random JSON values and records with random fields.
 */
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {bolepixCreateResponseSchema, invoiceRecordSchema} from '../../src/schemas/bolepix.js'
import {CREATE_ANSWER_SHAPE, INVOICE_RECORD_SHAPE} from '../../src/schemas/invoice-record.js'
import {shapeIssues} from '../../src/schemas/record-shape.js'

const fields = Object.keys(INVOICE_RECORD_SHAPE)
const anyJson = fc.jsonValue()
// Records whose known fields are often right, sometimes absent, sometimes of another JSON type, plus unknown fields.
const fieldValue = (type: string) =>
  fc.oneof(type.startsWith('string') ? fc.string() : fc.double({noNaN: true, noDefaultInfinity: true}), anyJson, fc.constant(undefined))
const recordish = fc
  .tuple(fc.record(Object.fromEntries(fields.map((f) => [f, fieldValue(INVOICE_RECORD_SHAPE[f]!)])), {requiredKeys: []}), fc.dictionary(fc.string(), anyJson, {maxKeys: 3}))
  .map(([known, extra]) => JSON.parse(JSON.stringify({...extra, ...known})) as unknown)

describe('shapeIssues (the list read path) agrees with invoiceRecordSchema', () => {
  it('accepts exactly what the zod schema accepts, and names the fields zod names', () => {
    fc.assert(
      fc.property(fc.oneof(recordish, anyJson), (value) => {
        const zod = invoiceRecordSchema.safeParse(value)
        const issues = shapeIssues(value, INVOICE_RECORD_SHAPE)
        expect(issues.length === 0).toBe(zod.success)
        if (!zod.success) expect(issues.map((i) => i.path).sort()).toEqual([...new Set(zod.error.issues.map((i) => i.path.join('.')))].sort())
      }),
      {numRuns: 2000, seed: 20261122},
    )
  })

  it('the creation answer\'s shape accepts exactly what bolepixCreateResponseSchema accepts', () => {
    const answerish = fc
      .tuple(fc.record({invoiceId: fc.oneof(fc.string(), anyJson), message: fc.oneof(fc.string(), anyJson)}, {requiredKeys: []}), fc.dictionary(fc.string(), anyJson, {maxKeys: 3}))
      .map(([known, extra]) => JSON.parse(JSON.stringify({...extra, ...known})) as unknown)
    fc.assert(
      fc.property(fc.oneof(answerish, anyJson), (value) => {
        const zod = bolepixCreateResponseSchema.safeParse(value)
        const issues = shapeIssues(value, CREATE_ANSWER_SHAPE)
        expect(issues.length === 0).toBe(zod.success)
        if (!zod.success) expect(issues.map((i) => i.path).sort()).toEqual([...new Set(zod.error.issues.map((i) => i.path.join('.')))].sort())
      }),
      {numRuns: 1000, seed: 20261122},
    )
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
