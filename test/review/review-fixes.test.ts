/** Fixes made during the spec review: one clear usage line, "required" for missing number-or-string fields,
 * no repeated status text in API errors, and tables that never overflow the terminal. */
import {describe, expect, it} from 'vitest'
import {describeErrorBody} from '../../src/api/error-body.js'
import {usageMessage} from '../../src/cli/base-command.js'
import {fitColumns, toTable, type Column} from '../../src/render/table.js'
import {bolepixCreateSchema} from '../../src/schemas/bolepix.js'
import {validate} from '../../src/schemas/validate.js'
import {invoiceColumns} from '../../src/render/bolepix.js'

describe('usageMessage (oclif parse errors on one line)', () => {
  it.each([
    ['Parsing --limit \n\tExpected an integer greater than or equal to 1 but received: 0\nSee more help with --help', '--limit: Expected an integer greater than or equal to 1 but received: 0'],
    ['Missing 1 required arg:\ninvoice_id  the invoice id\nSee more help with --help', 'Missing 1 required arg: invoice_id the invoice id'],
    ['The following error occurred:\n  Missing required flag until\nSee more help with --help', 'Missing required flag until'],
    ['Nonexistent flag: --x\nSee more help with --help', 'Nonexistent flag: --x'],
    ['Flag --s expects a value', 'Flag --s expects a value'],
  ])('%j', (raw, expected) => expect(usageMessage(raw)).toBe(expected))
})

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

describe('error bodies', () => {
  it('does not repeat the status text', () => {
    expect(describeErrorBody(404, {errors: {detail: 'Not Found'}}, '').message).toBe('HTTP 404 Not Found')
    expect(describeErrorBody(403, {errors: {detail: 'Forbidden: the seller id is not the one of this token'}}, '').message).toBe(
      'HTTP 403 Forbidden: the seller id is not the one of this token',
    )
    expect(describeErrorBody(409, {errors: {detail: 'the charge is PAID'}}, '').message).toBe('HTTP 409 Conflict: the charge is PAID')
  })
})

describe('tables fit the terminal', () => {
  it('leaves out columns from the right (unkept first) instead of overflowing; the id stays', () => {
    expect(fitColumns([36, 7, 19, 9, 36], [true, false, true, true, false], 80)).toEqual({shown: [0, 2, 3], widths: [36, 19, 9]})
    expect(fitColumns([36, 40], [true, true], 20)).toEqual({shown: [0], widths: [36]})
    expect(fitColumns([5, 5], [true, false], 80)).toEqual({shown: [0, 1], widths: [5, 5]})
  })

  it('a Bolepix list at 80 columns shows id, status and amount, unshortened, within 80 columns', async () => {
    const rows = [
      {invoiceId: 'f5347257-78dd-4798-b6d4-b8d7d14ec5d2', status: 'CANCELLED', amount: 1234.56, insertedAt: '2026-11-22T07:41:04Z', orderId: '09d3a052-502f-47f3-9fe0-60933c28956f'},
    ]
    const columns = invoiceColumns(rows) as Column<(typeof rows)[number]>[]
    const text = await toTable(rows, columns, 80, false)
    const lines = text.trimEnd().split('\n')
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(80)
    expect(lines[1]).toBe('│ INVOICE ID                           │ STATUS    │ AMOUNT      │')
    expect(lines[3]).toBe('│ f5347257-78dd-4798-b6d4-b8d7d14ec5d2 │ CANCELLED │ R$ 1.234,56 │')
    const wide = await toTable(rows, columns, 200, false)
    expect(wide).toContain('09d3a052-502f-47f3-9fe0-60933c28956f')
  })
})

describe('discounts that leave nothing to pay', () => {
  const base = {
    amount: '100',
    dueDate: '2026-02-01',
    expirationAfterPayment: 1,
    debtor: {name: 'A', document: '42318970858', publicArea: 'x', number: '1', neighborhood: 'n', city: 'c', state: 'SP', postalCode: '01310100'},
  }
  const issues = (discount: object) => {
    const r = validate(bolepixCreateSchema('2026-01-01'), {...base, instructions: {discount: {limitDate: '2026-01-15', ...discount}}})
    return r.ok ? [] : r.issues
  }
  it('refuses a percent discount of 100 or more and a fixed one not below the amount; accepts the rest', () => {
    expect(issues({amount: 100, modality: 'percent'})).toEqual([{path: 'instructions.discount.amount', message: 'a percent discount must be less than 100'}])
    expect(issues({amount: '100', modality: 'fixed'})).toEqual([
      {path: 'instructions.discount.amount', message: 'a fixed discount must be less than the amount (100)'},
    ])
    expect(issues({amount: 99.99, modality: 'percent'})).toEqual([])
    expect(issues({amount: '99,99', modality: 'fixed'})).toEqual([])
  })
})
