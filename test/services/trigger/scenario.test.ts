/**
 * The trigger scenarios as data and steps (src/services/trigger/): overrides parsed and applied, every body checked
 * with the schemas the CLI uses before anything is sent, which scenarios need the sandbox, and which events belong
 * to a run.
 */
import {describe, expect, it} from 'vitest'
import {ValidationError, UsageError} from '../../../src/errors.js'
import {SCENARIOS, findScenario, relatedEvents, sandboxRefusal} from '../../../src/services/trigger/index.js'
import {applySets, parseOverrides, parseSet, type TriggerOverrides} from '../../../src/services/trigger/scenario.js'

const TODAY = '2026-11-22'
let n = 0
const newId = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`

describe('--set', () => {
  it('reads the value as JSON when it is valid JSON, else as text', () => {
    expect(parseSet('instructions.fine=2')).toEqual({path: 'instructions.fine', value: 2})
    expect(parseSet('debtor.name=Ana Souza')).toEqual({path: 'debtor.name', value: 'Ana Souza'})
    expect(parseSet('debtor.name="Ana"')).toEqual({path: 'debtor.name', value: 'Ana'})
    expect(parseSet('credit.delay_capture=true')).toEqual({path: 'credit.delay_capture', value: true})
    expect(parseSet('x={"a":[1]}')).toEqual({path: 'x', value: {a: [1]}})
    expect(parseSet('note=a=b')).toEqual({path: 'note', value: 'a=b'})
    expect(parseSet('empty=')).toEqual({path: 'empty', value: ''})
  })

  it('refuses what is not path=value, empty path segments and built-in property names (exit 2)', () => {
    for (const bad of ['novalue', '=1', 'a..b=1', '__proto__.polluted=1', 'debtor.constructor=1'])
      expect(() => parseSet(bad), bad).toThrow(UsageError)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('applies inside a prefix unless the path already starts with it, on a copy', () => {
    const body = {payment: {credit: {installments: 1}}}
    expect(applySets(body, [parseSet('credit.installments=3')], 'payment')).toEqual({payment: {credit: {installments: 3}}})
    expect(applySets(body, [parseSet('payment.credit.installments=4')], 'payment')).toEqual({payment: {credit: {installments: 4}}})
    expect(body.payment.credit.installments).toBe(1)
  })
})

describe('overrides', () => {
  it('parses --amount, --debtor-document and --card, naming the flag when one is wrong', () => {
    expect(parseOverrides({amount: 'R$ 1.234,56', 'debtor-document': '423.189.708-58', card: '5155 9012 2228 0001'})).toEqual({
      amountCents: 123_456,
      document: '42318970858',
      card: '5155901222280001',
      sets: [],
    })
    expect(() => parseOverrides({amount: '-1'})).toThrow('--amount "-1"')
    expect(() => parseOverrides({'debtor-document': '012.345.678-91'})).toThrow('--debtor-document: invalid CPF check digits')
    expect(() => parseOverrides({card: '4111111111111111'})).toThrow("--card takes only one of the sandbox's public test card numbers")
  })
})

describe('every body is checked before anything is sent', () => {
  it('builds a valid body for every scenario with no overrides', () => {
    for (const s of SCENARIOS) expect(() => s.prepare({sets: []}, TODAY, newId), s.name).not.toThrow()
  })

  it('bolepix: the amount, the document and --set reach the body; a bad field is named with its --set', () => {
    const p = findScenario('bolepix-created').prepare(
      {amountCents: 9_990, document: '11222333000181', sets: [parseSet('debtor.name=ACME')]},
      TODAY,
      newId,
    ) as {
      body: Record<string, unknown>
    }
    expect(p.body).toMatchObject({
      amount: 99.9,
      dueDate: '2026-11-29',
      expirationAfterPayment: 5,
      debtor: {name: 'ACME', document: '11222333000181'},
    })
    expect(p.body.order_id).toMatch(/^0{8}-/)
    const expired = findScenario('bolepix-expired').prepare({sets: []}, TODAY, newId) as {body: Record<string, unknown>}
    expect(expired.body).toMatchObject({dueDate: TODAY, expirationAfterPayment: 1})
    let err: unknown
    try {
      findScenario('bolepix-paid').prepare({sets: [parseSet('debtor.document=52998224725'), parseSet('dueDate=2000-01-01')]}, TODAY, newId)
    } catch (e) {
      err = e
    }
    expect(err).toBeInstanceOf(ValidationError)
    expect((err as Error).message).toContain(
      `(from --set debtor.document) (read as JSON 52998224725; for text, quote it: --set 'debtor.document="…"')`,
    )
    expect((err as Error).message).toContain('dueDate: must be today (2026-11-22) or later (from --set dueDate)')
  })

  it("card: the document becomes the customer's cpf or cnpj, the card a test card, --set goes inside payment", () => {
    const o: TriggerOverrides = {document: '11222333000181', card: '4012001037141112', sets: [parseSet('credit.installments=3')]}
    const p = findScenario('card-captured').prepare(o, TODAY, newId) as {card: string; body: {payment: Record<string, unknown>}}
    expect(p.card).toBe('4012001037141112')
    expect(p.body.payment.customer).toEqual({name: 'Maria Silva', email: 'maria.silva@example.com', cnpj: '11222333000181'})
    expect(p.body.payment.credit).toMatchObject({
      installments: 3,
      delay_capture: true,
      credit_card: {expiration_month: 12, expiration_year: 31},
    })
    expect(() => findScenario('card-paid').prepare({sets: [parseSet('credit.installments=13')]}, TODAY, newId)).toThrow(
      'payment.credit.installments',
    )
  })
})

describe('where a scenario may run', () => {
  it('the scenarios of the issue are all there, and only pay/clock scenarios (or --amount for cards) need the sandbox', () => {
    expect(SCENARIOS.map((s) => s.name)).toEqual([
      'bolepix-created',
      'bolepix-paid',
      'bolepix-cancelled',
      'bolepix-expired',
      'card-paid',
      'card-declined',
      'card-preauthorized',
      'card-captured',
      'card-preauth-expired',
    ])
    const refused = (name: string, o: TriggerOverrides = {sets: []}) =>
      sandboxRefusal(findScenario(name), o, 'https://api.example.com', 'GET /_sandbox/clock answered HTTP 404')
    expect(SCENARIOS.filter((s) => refused(s.name)).map((s) => s.name)).toEqual(['bolepix-paid', 'bolepix-expired', 'card-preauth-expired'])
    expect(refused('bolepix-paid')).toBe(
      'trigger bolepix-paid needs the payctl sandbox (payctl sandbox start): it pays the charge with POST /_sandbox/bolepix/{id}/pay, which only the sandbox has; https://api.example.com is not a payctl sandbox (GET /_sandbox/clock answered HTTP 404). Nothing was sent.',
    )
    expect(refused('card-paid', {amountCents: 100, sets: []})).toContain("--amount sets the order's total with POST /_sandbox/orders/{id}")
    expect(refused('bolepix-created', {amountCents: 100, sets: []})).toBeUndefined()
  })

  it('an unknown scenario is a usage error listing them', () => {
    expect(() => findScenario('card-payed')).toThrow('no scenario "card-payed"; the scenarios are bolepix-created,')
  })
})

describe('the events of a run', () => {
  it('are those about its invoice, its order or its payment', () => {
    const events = [
      {id: '1', event: 'charge-create', inserted_at: '', data: {invoiceId: 'inv-1', orderId: 'ord-1'}},
      {id: '2', event: 'charge-create', inserted_at: '', data: {invoiceId: 'inv-2', orderId: 'ord-2'}},
      {id: '3', event: 'ORDER.CREATED', inserted_at: '', data: {id: 'ord-3'}},
      {id: '4', event: 'PAYMENT.DECLINED', inserted_at: '', data: {id: 'pay-9', order_id: 'ord-3'}},
      {id: '5', event: 'PAYMENT.PAID', inserted_at: '', data: {id: 'pay-8', order_id: 'ord-4'}},
      {id: '6', event: 'weird', inserted_at: '', data: null},
    ]
    expect(relatedEvents(events, {invoice_id: 'inv-1', order_id: 'ord-1'}).map((e) => e.id)).toEqual(['1'])
    expect(relatedEvents(events, {order_id: 'ord-3'}).map((e) => e.id)).toEqual(['3', '4'])
  })
})
