/** What someone most likely meant by a name payctl does not know: a flag, a field, a column. */
import {describe, expect, it} from 'vitest'
import {didYouMean, nearest, suggest} from '../../src/util/nearest.js'

const FLAGS = ['--amount', '--due-date', '--debtor-name', '--debtor-document', '--debtor-state', '--debtor-postal-code', '--order-id']
const FIELDS = ['invoiceId', 'status', 'amount', 'dueDate', 'debtor.name', 'debtor.document', 'amountPaid']

describe('suggest', () => {
  it('a flag people shorten, or name by what it holds', () => {
    expect(suggest('--due', FLAGS)).toBe('--due-date')
    expect(suggest('--cpf', FLAGS)).toBe('--debtor-document')
    expect(suggest('--cnpj', FLAGS)).toBe('--debtor-document')
    expect(suggest('--state', FLAGS)).toBe('--debtor-state')
    expect(suggest('--cpf', ['--customer-name', '--customer-cpf', '--customer-cnpj'])).toBe('--customer-cpf')
    // A typo still finds its flag; a prefix of two flags names neither.
    expect(suggest('--amout', FLAGS)).toBe('--amount')
    expect(suggest('--debtor', FLAGS)).toBeUndefined()
  })

  it('a field by its start, its last word or its case', () => {
    expect(suggest('due', FIELDS)).toBe('dueDate')
    expect(suggest('name', FIELDS)).toBe('debtor.name')
    expect(suggest('duedate', FIELDS)).toBe('dueDate')
    expect(suggest('amount', FIELDS)).toBe('amount')
    expect(suggest('zzz', FIELDS)).toBeUndefined()
    expect(nearest('due', FIELDS)).toBeUndefined()
  })

  it('didYouMean: only for one unknown name', () => {
    expect(didYouMean(['"due"'], FIELDS)).toBe(' (did you mean dueDate?)')
    expect(didYouMean(['due', 'name'], FIELDS)).toBe('')
  })
})
