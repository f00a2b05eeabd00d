import {describe, expect, it} from 'vitest'
import {ValidationError} from '../../src/errors.js'
import {cardNumberPaths, refuseCardNumbers} from '../../src/mcp/guard.js'

describe('refuseCardNumbers (docs/mcp.md#card-numbers)', () => {
  it('finds a card-number field at any depth, whatever its value, by its name', () => {
    expect(cardNumberPaths({card_number: 'x'})).toEqual(['card_number'])
    expect(cardNumberPaths({payment: {credit: {credit_card: {cardNumber: '1'}}}})).toEqual(['payment.credit.credit_card.cardNumber'])
    expect(cardNumberPaths({a: [{b: {'card-number': 4}}], PAN: null})).toEqual(['a[0].b.card-number', 'PAN'])
  })

  it('finds what passes for a card number in any string, number or key', () => {
    expect(cardNumberPaths({status: '4111 1111 1111 1111'})).toEqual(['status'])
    expect(cardNumberPaths({limit: 4111111111111111})).toEqual(['limit'])
    expect(cardNumberPaths({events: ['charge-in', 'x5155901222280001y']})).toEqual(['events[1]'])
    expect(cardNumberPaths({'5155901222280001': 1})).toEqual(['(the arguments) (a field name)'])
  })

  it('refuses arguments nested deeper than it searches as too deep, not as a card number', () => {
    let deep: unknown = {name: 'Ana'}
    for (let i = 0; i < 40; i++) deep = {a: deep}
    expect(() => refuseCardNumbers(deep)).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(/^arguments nested too deep, nothing was sent/),
        issues: [{path: `${'a.'.repeat(32)}a`, message: expect.stringMatching(/^nested too deep \(more than 32 levels/)}],
      }),
    )
    expect(String(catchError(() => refuseCardNumbers(deep)))).not.toMatch(/card number/)
    let fine: unknown = 'x'
    for (let i = 0; i < 32; i++) fine = [fine]
    expect(() => refuseCardNumbers({list: fine})).not.toThrow()
  })

  it('leaves ids, CPFs, valid CNPJs, street numbers and amounts alone', () => {
    const args = {
      invoice_id: '6f1c0b1e-6a52-4c1b-9d7e-2f0e6c3b8a41',
      debtor: {document: '423.189.708-58', number: '1000'},
      cnpj: '11.222.333/0001-81',
      amount: '1234567,89',
      text: 'Maria Silva',
    }
    expect(cardNumberPaths(args)).toEqual([])
    expect(() => refuseCardNumbers(args)).not.toThrow()
  })

  it('refuses with a validation error that names where and never repeats the number', () => {
    let err: unknown
    try {
      refuseCardNumbers({payment: {card_number: '4111111111111112'}, status: '5155901222280001'})
    } catch (e) {
      err = e
    }
    expect(err).toBeInstanceOf(ValidationError)
    const message = (err as Error).message
    expect(message).toMatch(
      /^card number refused, nothing was sent: payment\.card_number: a card number \(not repeated here\); status: a card number/,
    )
    expect(message).toMatch(/payctl card tokenize/)
    expect(message).not.toMatch(/4111|5155/)
    expect(JSON.stringify((err as ValidationError).details)).not.toMatch(/4111|5155/)
  })
})

function catchError(f: () => void): unknown {
  try {
    f()
  } catch (err) {
    return err
  }
  return undefined
}
