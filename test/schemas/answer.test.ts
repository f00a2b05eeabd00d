/**
 * The API's answers checked with their zod/mini schemas (schemas/answer.ts, schemas/bolepix-answers.ts): tolerant of
 * what the service may add, handed on as sent, and every offending field named in payctl's words (docs/http.md,
 * "Response validation"). These are the words and paths of the hand-written checker they replaced.
 */
import {describe, expect, it} from 'vitest'
import * as z from 'zod'
import * as zm from 'zod/mini'
import {answerAsSent, answerIssues, listRecordCheck} from '../../src/schemas/answer.js'
import {createAnswerSchema, invoiceRecordSchema, pdfAnswerSchema} from '../../src/schemas/bolepix-answers.js'

describe('answerIssues', () => {
  it('names each offending field of a record, with the prefix it is given', () => {
    expect(answerIssues(invoiceRecordSchema, {invoiceId: 'a', status: 'PAID'})).toEqual([])
    expect(answerIssues(invoiceRecordSchema, {status: 7, amount: '1.00', extra: [1]}, [3])).toEqual([
      {path: '[3].invoiceId', message: 'required'},
      {path: '[3].status', message: 'must be a string, not a number'},
      {path: '[3].amount', message: 'must be a number, not a string'},
    ])
    expect(
      answerIssues(invoiceRecordSchema, {invoiceId: 'a', status: 'PAID', id: NaN, amount: Infinity, paidAt: null, debtor: []}),
    ).toEqual([
      {path: 'id', message: 'must be a string, not NaN'},
      {path: 'amount', message: 'must be a number, not Infinity'},
      {path: 'paidAt', message: 'must be a string, not null'},
      {path: 'debtor', message: 'must be an object, not an array'},
    ])
  })

  it('says what a record that is not an object is, and an empty answer is not "required"', () => {
    expect(answerIssues(invoiceRecordSchema, null, [0])).toEqual([{path: '[0]', message: 'must be an object, not null'}])
    expect(answerIssues(invoiceRecordSchema, ['x'])).toEqual([{path: '', message: 'must be an object, not an array'}])
    expect(answerIssues(invoiceRecordSchema, 'x')).toEqual([{path: '', message: 'must be an object, not a string'}])
    expect(answerIssues(createAnswerSchema, undefined)).toEqual([{path: '', message: 'must be an object, not an empty answer'}])
  })

  it('is tolerant: unknown fields of any type, absent optional fields, built-in names as keys', () => {
    const record = JSON.parse(
      '{"__proto__": {"invoiceId": 1}, "constructor": 1, "toString": [], "status": "PAID", "invoiceId": "a", "debtor": {"__proto__": 5}, "newField": {"x": null}}',
    )
    expect(answerIssues(invoiceRecordSchema, record)).toEqual([])
    // A key named __proto__ is data, not where invoiceId comes from.
    expect(answerIssues(invoiceRecordSchema, JSON.parse('{"__proto__": {"invoiceId": "x"}, "status": "P"}'))).toEqual([
      {path: 'invoiceId', message: 'required'},
    ])
  })

  it('names nested paths (a record inside an envelope) and takes full zod schemas too', () => {
    const pay = z.looseObject({data: invoiceRecordSchema})
    expect(answerIssues(pay, {message: 'paid', data: {invoiceId: 'a'}})).toEqual([{path: 'data.status', message: 'required'}])
    expect(answerIssues(pay, {message: 'paid'})).toEqual([{path: 'data', message: 'required'}])
  })
})

describe('answerAsSent', () => {
  it('hands on the body itself: unknown fields and key order kept, so --json prints it unchanged', () => {
    const body = {z: 1, url: 'https://cdn.invalid/x.pdf', a: {b: [1]}}
    const r = answerAsSent(pdfAnswerSchema)(body)
    expect(r.ok && r.value).toBe(body)
    expect(JSON.stringify(r.ok && r.value)).toBe('{"z":1,"url":"https://cdn.invalid/x.pdf","a":{"b":[1]}}')
  })

  it('refuses an answer without what payctl needs, naming it', () => {
    expect(answerAsSent(createAnswerSchema)({message: 'created'})).toEqual({ok: false, issues: [{path: 'invoiceId', message: 'required'}]})
    expect(answerAsSent(createAnswerSchema)({invoiceId: 'a', message: 5})).toEqual({
      ok: false,
      issues: [{path: 'message', message: 'must be a string, not a number'}],
    })
  })
})

describe('listRecordCheck', () => {
  // Records that fit and records that do not, in every way the tests above name; checked before and after the switch
  // to zod's compiled schema (z.compile), which must accept the same records and name the same issues.
  const records: unknown[] = [
    {invoiceId: 'a', status: 'PAID', amount: 1.5, debtor: {name: 'Ana'}, extra: [1]},
    {status: 7, amount: '1.00', extra: [1]},
    {invoiceId: 'a', status: 'PAID', id: NaN, amount: Infinity, paidAt: null, debtor: []},
    null,
    ['x'],
    JSON.parse('{"__proto__": {"invoiceId": "x"}, "constructor": 1, "status": "P"}'),
    {invoiceId: 'b', status: 'PENDING'},
  ]

  it('names the same issues, at the record index, before and after compiling', () => {
    const expected = records.map((r, i) => answerIssues(invoiceRecordSchema, r, [i]))
    expect(expected[0]).toEqual([])
    expect(expected[1]![0]).toEqual({path: '[1].invoiceId', message: 'required'})
    for (const compileAt of [1, 4, 1000]) {
      const check = listRecordCheck(invoiceRecordSchema, compileAt)
      expect(records.map((r, i) => check(r, i))).toEqual(expected)
    }
  })

  it('compiles the invoice record schema for real (z.compile would otherwise fall back to the parser silently)', () => {
    expect(() => zm.compile(invoiceRecordSchema, {strict: true})).not.toThrow()
  })
})
