/** Card tokens and payments through the sandbox's HTTP API: the state machine, declines, orders and saved cards. */
import {randomUUID} from 'node:crypto'
import {describe, expect, it} from 'vitest'
import {TEST_CARDS} from '../../../src/schemas/card.js'
import {sandboxPerTest, UUID, withSandbox} from '../../helpers/sandbox.js'
import {CUSTOMER, call, paymentBody} from '../util.js'

const START = new Date(2030, 0, 10, 12, 0, 0)

const sb = sandboxPerTest(START)

async function tokenize(number = '5155901222280001'): Promise<string> {
  const res = await call(sb(), 'POST', '/api/tokenize', {card_number: number}, 'client')
  expect(res.status).toBe(201)
  expect(res.body).toEqual({data: {number_token: expect.stringMatching(UUID)}})
  return res.body.data.number_token
}

const payments = () => `/api/sellers/${sb().sellerId}/payments`

async function pay(body: unknown): Promise<any> {
  const res = await call(sb(), 'POST', payments(), body)
  expect(res.status, res.text).toBe(201)
  return res.body.data
}

async function events(): Promise<any[]> {
  return (await call(sb(), 'GET', '/api/events')).body.data
}

describe('tokenization', () => {
  // Failed on earlier code: "client token <token>", the form the interface document shows (§5), was a 401.
  it('takes the client token as the interface document shows it (client token <token>) or bare; its 401 says which form it expects', async () => {
    await tokenize()
    for (const raw of [`client token ${sb().clientToken}`, `Client Token ${sb().clientToken}`, sb().clientToken, ` ${sb().clientToken} `]) {
      const res = await call(sb(), 'POST', '/api/tokenize', {card_number: '5155901222280001'}, {raw})
      expect(res.status, raw).toBe(201)
    }
    for (const auth of [
      'access',
      'none',
      {raw: `Bearer ${sb().clientToken}`},
      {raw: 'nope'},
      {raw: 'client token nope'},
      {raw: `client token ${sb().accessToken}`},
    ] as const) {
      const res = await call(sb(), 'POST', '/api/tokenize', {card_number: '5155901222280001'}, auth)
      expect(res.status).toBe(401)
      expect(res.body).toEqual({
        errors: {
          detail:
            'invalid or missing client token: send "Authorization: client token <CLIENT_TOKEN>" (or the client token alone), not the access token and not "Bearer"',
        },
      })
    }
  })

  it('refuses a number failing Luhn with 422, without echoing it', async () => {
    const res = await call(sb(), 'POST', '/api/tokenize', {card_number: '5155901222280002'}, 'client')
    expect(res.status).toBe(422)
    expect(res.body).toEqual({errors: {card_number: ['the card number fails its check digit (Luhn): mistyped?']}})
    expect(res.text).not.toContain('5155901222280002')
  })
})

describe('card payments', () => {
  it('approved, immediate capture: PAID, the §2.8 shape, events ORDER.CREATED, PAYMENT.CREATED, PAYMENT.PAID, ORDER.PAID', async () => {
    const token = await tokenize()
    const body = paymentBody(token, {}, {external_id: 'order-42'})
    const p = await pay(body)
    expect(p).toEqual({
      id: expect.stringMatching(UUID),
      session_id: body.payment.session_id,
      order_id: body.payment.order_id,
      method: 'CREDIT',
      seller_id: sb().sellerId,
      marketplace_id: expect.stringMatching(UUID),
      customer_id: expect.stringMatching(UUID),
      subscription_id: null,
      subtotal_cents: 10000,
      discount_cents: 0,
      addition_cents: 0,
      shipping_cents: 0,
      total_cents: 10000,
      status: 'PAID',
      device: {},
      credit: {
        installments: 1,
        delay_capture: false,
        save_card: false,
        credit_card_id: null,
        credit_card: {token, expiration_month: '12', expiration_year: '40'},
      },
      external_id: 'order-42',
      inserted_at: START.toISOString(),
      updated_at: START.toISOString(),
    })
    const evs = await events()
    expect(evs.map((e) => e.event)).toEqual(['ORDER.CREATED', 'PAYMENT.CREATED', 'PAYMENT.PAID', 'ORDER.PAID'])
    expect(evs[1].data).toEqual(p)
    expect(evs[2].data).toEqual(p)
    expect(evs[3].data).toMatchObject({id: body.payment.order_id, status: 'PAID', customer_id: p.customer_id, total_cents: 10000})

    // PAID → CANCELLED; capture and a second cancel are wrong moves.
    const capture = await call(sb(), 'POST', `${payments()}/${p.id}/capture`, {})
    expect(capture.status).toBe(409)
    expect(capture.body).toEqual({errors: {detail: 'the payment is PAID; only a PRE_AUTHORIZED payment can be captured'}})
    const cancel = await call(sb(), 'POST', `${payments()}/${p.id}/cancel`, {})
    expect(cancel.status).toBe(200)
    expect(cancel.body).toEqual({data: {...p, status: 'CANCELLED'}})
    expect((await call(sb(), 'POST', `${payments()}/${p.id}/cancel`, {})).status).toBe(409)
    expect((await events()).slice(4).map((e) => e.event)).toEqual(['PAYMENT.CANCELLED', 'ORDER.CANCELLED'])
  })

  it('delay_capture: PRE_AUTHORIZED, then capture → PAID answering {"data": payment}', async () => {
    const p = await pay(paymentBody(await tokenize(), {delay_capture: true, installments: 3}))
    expect(p.status).toBe('PRE_AUTHORIZED')
    expect(p.credit).toMatchObject({installments: 3, delay_capture: true})
    expect((await events()).map((e) => e.event)).toEqual(['ORDER.CREATED', 'PAYMENT.CREATED', 'PAYMENT.PRE_AUTHORIZED'])
    const res = await call(sb(), 'POST', `${payments()}/${p.id}/capture`, {})
    expect(res.status).toBe(200)
    expect(res.body).toEqual({data: {...p, status: 'PAID'}})
    expect((await events()).slice(3).map((e) => e.event)).toEqual(['PAYMENT.PAID', 'ORDER.PAID'])
  })

  it('a pre-authorization can be cancelled, and one left uncaptured is reversed after --preauth-days', async () => {
    const token = await tokenize()
    const cancelled = await pay(paymentBody(token, {delay_capture: true}))
    const res = await call(sb(), 'POST', `${payments()}/${cancelled.id}/cancel`)
    expect(res.body.data.status).toBe('CANCELLED')
    const stale = await pay(paymentBody(token, {delay_capture: true}))
    const early = await call(sb(), 'POST', '/_sandbox/clock', {advance: '4d'})
    expect(early.body.reversed).toEqual([])
    const late = await call(sb(), 'POST', '/_sandbox/clock', {advance: '1d'})
    expect(late.body.reversed).toEqual([stale.id])
    const capture = await call(sb(), 'POST', `${payments()}/${stale.id}/capture`, {})
    expect(capture.status).toBe(409)
    expect(capture.body.errors.detail).toBe('the payment is CANCELLED; only a PRE_AUTHORIZED payment can be captured')
    const tail = (await events()).slice(-2)
    expect(tail.map((e) => e.event)).toEqual(['PAYMENT.CANCELLED', 'ORDER.CANCELLED'])
    expect(tail[0].data).toMatchObject({id: stale.id, status: 'CANCELLED'})
  })

  it.each(TEST_CARDS.filter((c) => !c.approved))('declines test card ending $number with 402: $outcome', async (card) => {
    const res = await call(sb(), 'POST', payments(), paymentBody(await tokenize(card.number)))
    expect(res.status).toBe(402)
    expect(res.body).toEqual({
      message: 'not authorized',
      status_code: 402,
      details: [{status: 'NOT APPROVED', error_code: card.errorCode, description: card.outcome}],
    })
    const evs = await events()
    expect(evs.map((e) => e.event)).toEqual(['ORDER.CREATED', 'PAYMENT.CREATED', 'PAYMENT.DECLINED'])
    expect(evs[2].data.status).toBe('DECLINED')
  })

  it('approves the other test card and any Luhn-valid number; declines an expired card', async () => {
    expect((await pay(paymentBody(await tokenize('4012001037141112')))).status).toBe('PAID')
    expect((await pay(paymentBody(await tokenize('4111111111111111')))).status).toBe('PAID')
    const body = paymentBody(await tokenize())
    body.payment.credit.credit_card.expiration_year = 29
    const res = await call(sb(), 'POST', payments(), body)
    expect(res.status).toBe(402)
    expect(res.body.details[0]).toEqual({status: 'NOT APPROVED', error_code: 'PAYMENTS-003', description: 'expired card'})
  })

  it('method: CREDIT_CARD and CREDIT answer CREDIT; PIX and others are 422', async () => {
    const token = await tokenize()
    expect((await pay(paymentBody(token, {}, {method: 'credit'}))).method).toBe('CREDIT')
    const pix = await call(sb(), 'POST', payments(), paymentBody(token, {}, {method: 'PIX'}))
    expect(pix.status).toBe(422)
    expect(pix.body).toEqual({errors: {'payment.method': ['Pix charges are made with Bolepix']}})
    const other = await call(sb(), 'POST', payments(), paymentBody(token, {}, {method: 'BOLETO'}))
    expect(other.body).toEqual({errors: {'payment.method': ['must be CREDIT_CARD or CREDIT']}})
  })

  it('an order remembers the customer of its first payment; a new order with no customer is 422', async () => {
    const token = await tokenize()
    const first = paymentBody(token)
    const p1 = await pay(first)
    await call(sb(), 'POST', `${payments()}/${p1.id}/cancel`, {})
    const again = paymentBody(token, {}, {order_id: first.payment.order_id, customer: undefined})
    const p2 = await pay(again)
    expect(p2.customer_id).toBe(p1.customer_id)
    expect(p2.order_id).toBe(p1.order_id)
    // ORDER.CREATED only once for the order.
    expect((await events()).filter((e) => e.event === 'ORDER.CREATED')).toHaveLength(1)

    const orphan = await call(sb(), 'POST', payments(), paymentBody(token, {}, {customer: undefined}))
    expect(orphan.status).toBe(422)
    expect(orphan.body).toEqual({errors: {'payment.customer': ['required: the order has no customer yet (give customer or customer_id)']}})
    const unknown = await call(sb(), 'POST', payments(), paymentBody(token, {}, {customer: undefined, customer_id: randomUUID()}))
    expect(unknown.body).toEqual({errors: {'payment.customer_id': ['unknown customer']}})
  })

  it('an order with an approved payment refuses a second one (409)', async () => {
    const body = paymentBody(await tokenize())
    await pay(body)
    const res = await call(sb(), 'POST', payments(), {payment: {...body.payment, session_id: randomUUID()}})
    expect(res.status).toBe(409)
    expect(res.body.errors.detail).toMatch(/^the order already has a PAID payment/)
  })

  it('save_card gives a credit_card_id that later payments of the customer can use', async () => {
    const p1 = await pay(paymentBody(await tokenize(), {save_card: true}))
    expect(p1.credit.save_card).toBe(true)
    expect(p1.credit.credit_card_id).toMatch(UUID)
    const p2 = await pay({
      payment: {
        session_id: randomUUID(),
        order_id: randomUUID(),
        method: 'CREDIT_CARD',
        credit: {credit_card_id: p1.credit.credit_card_id},
        customer_id: p1.customer_id,
      },
    })
    expect(p2).toMatchObject({status: 'PAID', customer_id: p1.customer_id})
    expect(p2.credit).toEqual({...p1.credit, save_card: false})
    const unknown = await call(sb(), 'POST', payments(), {
      payment: {
        session_id: randomUUID(),
        order_id: randomUUID(),
        method: 'CREDIT_CARD',
        credit: {credit_card_id: randomUUID()},
        customer: CUSTOMER,
      },
    })
    expect(unknown.status).toBe(422)
    expect(unknown.body).toEqual({errors: {'payment.credit.credit_card_id': ['unknown card (save one with save_card: true)']}})
  })

  it('unknown tokens and payments: 422 and 404', async () => {
    const res = await call(sb(), 'POST', payments(), paymentBody(randomUUID()))
    expect(res.status).toBe(422)
    expect(res.body).toEqual({errors: {'payment.credit.credit_card.token': ['unknown card token (tokenize the card first)']}})
    for (const action of ['capture', 'cancel']) {
      const r = await call(sb(), 'POST', `${payments()}/${randomUUID()}/${action}`, {})
      expect(r.status).toBe(404)
      expect(r.body).toEqual({errors: {detail: 'Not Found'}})
    }
  })

  it('validates the payment body with the CLI schema (every bad field, 422)', async () => {
    const res = await call(sb(), 'POST', payments(), {
      payment: {session_id: ' ', order_id: 'y', method: 'CREDIT_CARD', credit: {installments: 13}, customer: {name: 'A', email: 'no'}},
    })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      'payment.session_id': ['must not be empty'],
      'payment.order_id': ['must be a UUID'],
      'payment.credit.installments': ['must be a number of installments from 1 to 12'],
      'payment.customer.email': ['must be an e-mail address'],
      'payment.customer.cpf': ['a new customer needs a cpf or a cnpj'],
    })
  })
})

describe('--default-order-cents and --preauth-days', () => {
  it('set the total of new orders and the reversal deadline', async () => {
    const other = await withSandbox({now: () => START, defaultOrderCents: 2599, preauthDays: 1})
    try {
      const t = await call(other, 'POST', '/api/tokenize', {card_number: '5155901222280001'}, 'client')
      const res = await call(
        other,
        'POST',
        `/api/sellers/${other.sellerId}/payments`,
        paymentBody(t.body.data.number_token, {delay_capture: true}),
      )
      expect(res.body.data).toMatchObject({total_cents: 2599, subtotal_cents: 2599})
      const moved = await call(other, 'POST', '/_sandbox/clock', {advance: '1d'})
      expect(moved.body.reversed).toEqual([res.body.data.id])
    } finally {
      await other.close()
    }
  })
})
