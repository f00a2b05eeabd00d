/**
 * The card payment request's rules that the service's own documentation decides (docs/contract.md#card-payments,
 * docs/decisions.md#card-expiry-year-and-session_id, docs/decisions.md#the-two-postal-code-forms): the expiry year in
 * two or four digits and never past, `session_id` any short string, the customer's CEP with its hyphen.
 */
import {describe, expect, it} from 'vitest'
import {bolepixCreateSchema} from '../../src/schemas/bolepix.js'
import {expiryProblem, parseExpiry, paymentRequestSchema} from '../../src/schemas/card.js'
import {validate} from '../../src/schemas/validate.js'
import {bolepixBody} from '../helpers/journey.js'

const TODAY = '2026-03-10'

/** A payment with a token card and a new customer; `card` and `payment` override their parts. */
function payment(card: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  return {
    payment: {
      session_id: '1e2d3c4b-5a69-4788-9a0b-c1d2e3f40516',
      order_id: '0d5e7c1a-2b3c-4d5e-8f90-a1b2c3d4e5f6',
      method: 'CREDIT_CARD',
      credit: {credit_card: {token: 'tok', holder_name: 'MARIA SILVA', expiration_month: 12, expiration_year: 30, ...card}},
      customer: {name: 'Maria Silva', email: 'maria@example.com', cpf: '529.982.247-25'},
      ...extra,
    },
  }
}

const issuesOf = (body: unknown, options?: {refuseExpired: boolean}) => {
  const r = validate(paymentRequestSchema(TODAY, options), body)
  return r.ok ? [] : r.issues
}
const sent = (body: unknown) => {
  const r = validate(paymentRequestSchema(TODAY), body)
  if (!r.ok) throw new Error(JSON.stringify(r.issues))
  return r.value.payment
}

describe('card expiry', () => {
  it('refuses an expiry before the current month, naming the field; the current month and later pass', () => {
    for (const [month, year] of [
      [1, 25],
      [2, 26],
      ['2', '26'],
      [12, 2025],
      [1, '2026'],
    ] as const) {
      expect(issuesOf(payment({expiration_month: month, expiration_year: year})), `${month}/${year}`).toEqual([
        {
          path: 'payment.credit.credit_card.expiration_year',
          message: expect.stringMatching(/^the card expired at the end of \d\d\/\d\d: check the month and year on the card$/),
        },
      ])
    }
    expect(issuesOf(payment({expiration_month: 1, expiration_year: 25}))[0]!.message).toBe(
      'the card expired at the end of 01/25: check the month and year on the card',
    )
    for (const [month, year] of [
      [3, 26],
      [4, 26],
      [1, 27],
      [12, 99],
    ] as const)
      expect(issuesOf(payment({expiration_month: month, expiration_year: year}))).toEqual([])
  })

  it('the sandbox reads the same body without refusing a past expiry: it declines it as the provider does', () => {
    expect(issuesOf(payment({expiration_month: 1, expiration_year: 25}), {refuseExpired: false})).toEqual([])
  })

  it('accepts a four-digit year (number or text) and sends two digits', () => {
    for (const year of [2030, '2030', ' 2030 ', 30, '30'])
      expect(sent(payment({expiration_year: year})).credit.credit_card!.expiration_year, String(year)).toBe(30)
    for (const year of [203, '203', '1999', 2100, '30.0', '', 'XX']) {
      expect(issuesOf(payment({expiration_year: year})), String(year)).toEqual([
        {path: 'payment.credit.credit_card.expiration_year', message: 'must be a year: two digits (30) or four (2030)'},
      ])
    }
  })

  it('the prompt reads MM/YY or MM/YYYY and refuses a past expiry', () => {
    expect(parseExpiry('12/2030', TODAY)).toEqual({month: 12, year: 30})
    expect(parseExpiry(' 3 / 26 ', TODAY)).toEqual({month: 3, year: 26})
    expect(parseExpiry('01/25', TODAY)).toEqual({problem: 'the card expired at the end of 01/25: check the month and year on the card'})
    expect(parseExpiry('13/30', TODAY)).toEqual({problem: 'month/year, such as 12/28'})
    expect(parseExpiry('12/1930', TODAY)).toEqual({problem: 'month/year, such as 12/28'})
    expect(expiryProblem(2, 26, TODAY)).toBeDefined()
    expect(expiryProblem(3, 26, TODAY)).toBeUndefined()
  })
})

describe('session_id', () => {
  it('is any non-empty string of at most 255 characters, as the service documentation uses "123"', () => {
    for (const id of ['123', 's', 'x'.repeat(255), 'sessão 42', '1e2d3c4b-5a69-4788-9a0b-c1d2e3f40516'])
      expect(sent(payment({}, {session_id: id})).session_id).toBe(id)
    expect(issuesOf(payment({}, {session_id: 'x'.repeat(256)}))).toEqual([{path: 'payment.session_id', message: 'at most 255 characters'}])
    for (const id of ['', '   '])
      expect(issuesOf(payment({}, {session_id: id}))).toEqual([{path: 'payment.session_id', message: 'must not be empty'}])
    expect(issuesOf(payment({}, {session_id: 123}))).toEqual([{path: 'payment.session_id', message: expect.any(String)}])
  })
})

describe('the card customer CEP', () => {
  it('is sent with its hyphen, as the service documentation shows (01153-000); the Bolepix debtor CEP stays 8 digits', () => {
    for (const cep of ['01153000', '01153-000', ' 01153-000 ']) {
      expect(
        sent(payment({}, {customer: {name: 'M', email: 'm@example.com', cpf: '52998224725', address: {postal_code: cep}}})).customer!
          .address!.postal_code,
      ).toBe('01153-000')
    }
    expect(
      issuesOf(payment({}, {customer: {name: 'M', email: 'm@example.com', cpf: '52998224725', address: {postal_code: '0115300'}}})),
    ).toEqual([{path: 'payment.customer.address.postal_code', message: 'a CEP has 8 digits (01310-100 or 01310100)'}])
    const bolepix = bolepixCreateSchema(TODAY).parse(
      bolepixBody({dueDate: '2026-03-20', debtor: {...(bolepixBody().debtor as object), postalCode: '01153-000'}}),
    )
    expect(bolepix.debtor.postalCode).toBe('01153000')
  })
})
