/** The Bolepix creation schema's messages: "required" for missing number-or-string fields, discounts that leave nothing to pay. */
import {describe, expect, it} from 'vitest'
import {bolepixCreateSchema} from '../../src/schemas/bolepix.js'
import {validate} from '../../src/schemas/validate.js'

describe('validation messages', () => {
  it('a missing amount or day count is "required", a wrong type names the types', () => {
    const r = validate(bolepixCreateSchema('2026-01-01'), {instructions: {discount: {modality: 'fixed', limitDate: '2026-01-01'}}})
    expect(r.ok).toBe(false)
    const byPath = Object.fromEntries((r.ok ? [] : r.issues).map((i) => [i.path, i.message]))
    expect(byPath.amount).toBe('required')
    expect(byPath.expirationAfterPayment).toBe('required')
    expect(byPath['instructions.discount.amount']).toBe('required')
    const t = validate(bolepixCreateSchema('2026-01-01'), {amount: true})
    expect(t.ok ? [] : t.issues).toContainEqual({path: 'amount', message: 'must be a string or number'})
  })
})

describe('discounts that leave nothing to pay', () => {
  const base = {
    amount: '100',
    dueDate: '2026-02-01',
    expirationAfterPayment: 1,
    debtor: {
      name: 'A',
      document: '42318970858',
      publicArea: 'x',
      number: '1',
      neighborhood: 'n',
      city: 'c',
      state: 'SP',
      postalCode: '01310100',
    },
  }
  const issues = (discount: object) => {
    const r = validate(bolepixCreateSchema('2026-01-01'), {...base, instructions: {discount: {limitDate: '2026-01-15', ...discount}}})
    return r.ok ? [] : r.issues
  }
  it('refuses a percent discount of 100 or more and a fixed one not below the amount; accepts the rest', () => {
    expect(issues({amount: 100, modality: 'percent'})).toEqual([
      {path: 'instructions.discount.amount', message: 'a percent discount must be less than 100'},
    ])
    expect(issues({amount: '100', modality: 'fixed'})).toEqual([
      {path: 'instructions.discount.amount', message: 'a fixed discount must be less than the amount (100)'},
    ])
    expect(issues({amount: 99.99, modality: 'percent'})).toEqual([])
    expect(issues({amount: '99,99', modality: 'fixed'})).toEqual([])
  })
})
