/** Pure pieces of the card area: the argv guard, the decline reading, the payment summary. */
import {describe, expect, it} from 'vitest'
import {Flags} from '@oclif/core'
import {refuseCardNumbersInArgv, refuseCardNumbersInValues} from '../../../src/cli/card/argv.js'
import {declineFrom, pathSegment} from '../../../src/api/card.js'
import {ApiError, AuthError, UsageError} from '../../../src/errors.js'
import {paymentFields} from '../../../src/render/card.js'

const flags = {
  json: Flags.boolean(),
  yes: Flags.boolean({char: 'y'}),
  'delay-capture': Flags.boolean({allowNo: true}),
  token: Flags.string(),
  'external-id': Flags.string(),
  'customer-cnpj': Flags.string(),
}
const guard =
  (argv: string[], maxArgs = 0) =>
  () =>
    refuseCardNumbersInArgv(argv, flags, {command: 'card pay', maxArgs, digitFlags: ['customer-cnpj'], cardishFlags: ['token']})

describe('refuseCardNumbersInArgv', () => {
  it('lets ordinary command lines through', () => {
    expect(
      guard([
        '--json',
        '-y',
        '--no-delay-capture',
        '--token',
        'abc',
        '--external-id=pedido-1234567890123',
        '--customer-cnpj',
        '11222333000181',
      ]),
    ).not.toThrow()
    expect(guard(['ID-1', '--json'], 1)).not.toThrow()
    expect(guard(['--external-id', '4556737586899856'])).not.toThrow() // 16 digits failing Luhn: an ordinary id
  })

  it.each([
    [['4556737586899855']],
    [['--', '4556 7375 8689 9855']],
    [['--external-id', '4556-7375-8689-9855']],
    [['--external-id=4556737586899855']],
    [['--token', '4556737586899856']], // any 13-19 digits in a card flag, Luhn or not
    [['--pan=4556737586899856']],
    [['-y4556737586899855']],
  ])('refuses %j without repeating it', (argv) => {
    expect(guard(argv)).toThrow(UsageError)
    try {
      guard(argv)()
    } catch (err) {
      expect((err as Error).message).not.toMatch(/45567|89985/)
    }
  })

  it('refuses unknown flags and extra arguments without repeating values', () => {
    expect(guard(['--nope'])).toThrow('unknown flag --nope; see payctl card pay --help')
    expect(guard(['--tokne', 'abc'])).toThrow('unknown flag --tokne. Did you mean --token? See payctl card pay --help')
    expect(guard(['--card-number'])).toThrow(/never taken from arguments or flags/)
    expect(guard(['id', 'extra'], 1)).toThrow(
      'card pay takes at most 1 argument; an unexpected one was given (not repeated here); see payctl card pay --help',
    )
  })
})

describe('declineFrom', () => {
  const details = [{status: 'NOT APPROVED', error_code: 'PAYMENTS-051', description: 'insufficient balance'}]
  it('reads a 402 with details as the reason in words', () => {
    const d = declineFrom(
      new ApiError(402, 'HTTP 402 Payment Required: not authorized: insufficient balance', {message: 'not authorized', details}),
    )
    expect(d?.message).toBe('not authorized: insufficient balance')
    expect(d?.status).toBe(402)
    expect(d?.exitCode).toBe(1)
    expect(d?.code).toBe('declined')
  })
  it('reads any status with the details shape, and a bare 402', () => {
    expect(declineFrom(new ApiError(400, 'x', {message: 'm', details}))?.message).toBe('not authorized: insufficient balance')
    expect(declineFrom(new ApiError(402, 'HTTP 402 Payment Required: card blocked', {error: 'card blocked'}))?.message).toBe(
      'not authorized: card blocked',
    )
    expect(declineFrom(new ApiError(402, 'HTTP 402 Payment Required (empty response)'))?.message).toBe(
      'not authorized: the payment was declined',
    )
  })
  it('leaves other failures alone', () => {
    expect(declineFrom(new ApiError(422, 'HTTP 422', {errors: {a: ['b']}}))).toBeUndefined()
    expect(declineFrom(new AuthError(401, 'HTTP 401', {message: 'x', details}))).toBeUndefined()
    expect(declineFrom(new Error('boom'))).toBeUndefined()
  })
})

describe('pathSegment and paymentFields', () => {
  it('encodes ids and refuses only what cannot be a segment', () => {
    expect(pathSegment('AB C/1', 'payment id')).toBe('AB%20C%2F1')
    expect(() => pathSegment('..', 'payment id')).toThrow(UsageError)
    expect(() => pathSegment('', 'payment id')).toThrow(UsageError)
  })
  it('shows the next step only for a pre-authorized payment', () => {
    const f = (status: string) => Object.fromEntries(paymentFields({id: 'P1', status, total_cents: 123456}))
    expect(f('PRE_AUTHORIZED').next).toBe('payctl card capture P1')
    expect(f('PRE_AUTHORIZED').or).toBe('payctl card cancel P1')
    expect(f('PAID').next).toBeUndefined()
    expect(f('PAID').total).toBe("R$ 1.234,56, the order's total")
  })
})

describe("the card-number check of every command's values", () => {
  it('refuses a card number in a flag or an argument, but never reads a --jq program (code run here, never sent) as one', () => {
    expect(() => refuseCardNumbersInValues({status: '4111 1111 1111 1111'}, {})).toThrow(UsageError)
    expect(() => refuseCardNumbersInValues({}, {id: '4111111111111111'})).toThrow(UsageError)
    // jq's own test suite, line 2232: a float literal whose digits pass Luhn.
    expect(() => refuseCardNumbersInValues({jq: '[1E+1000,-1E+1000 | tojson] == ["1.7976931348623157e+308"]'}, {})).not.toThrow()
  })

  it('lets an argument that takes a payment code have a wrong digit (bolepix decode names it), but not be a card number', () => {
    // A Caixa line with field 2's digit wrong: no longer a valid line, and its digits hold a run that passes Luhn.
    const mistyped = '10492.00650 61000.100043 00997.263900 9 89810000021403'
    expect(() => refuseCardNumbersInValues({}, {text: mistyped})).toThrow(UsageError)
    expect(() => refuseCardNumbersInValues({}, {text: mistyped}, ['text'])).not.toThrow()
    expect(() => refuseCardNumbersInValues({}, {text: '4111 1111 1111 1111'}, ['text'])).toThrow(UsageError)
  })
})
