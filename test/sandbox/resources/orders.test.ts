/**
 * The sandbox's own controls for a repair story: `POST /_sandbox/orders/{orderId}` sets what an order charges before it is
 * paid (the payment request carries no amount), and `GET /_sandbox/clock` reads the sandbox's time without moving it
 * (how payctl tells a sandbox from the service).
 */
import {randomUUID} from 'node:crypto'
import {describe, expect, it} from 'vitest'
import {sandboxPerTest} from '../../helpers/sandbox.js'
import {call, paymentBody} from '../util.js'

const START = new Date(2030, 0, 10, 12, 0, 0)
const sb = sandboxPerTest(START)

async function token(number = '5155901222280001'): Promise<string> {
  return (await call(sb(), 'POST', '/api/tokenize', {card_number: number}, 'client')).body.data.number_token
}

const payments = () => `/api/sellers/${sb().sellerId}/payments`
const eventNames = async () => ((await call(sb(), 'GET', '/api/events')).body.data as {event: string}[]).map((e) => e.event)

describe('POST /_sandbox/orders/{orderId}', () => {
  it("sets an order's total before its first payment, which then charges it; ORDER.CREATED still follows that payment, once", async () => {
    const body = paymentBody(await token())
    const orderId = body.payment.order_id
    const set = await call(sb(), 'POST', `/_sandbox/orders/${orderId}`, {total_cents: 15_075})
    expect(set.status).toBe(200)
    expect(set.body.data).toMatchObject({id: orderId, seller_id: sb().sellerId, customer_id: null, status: 'CREATED', total_cents: 15_075})
    expect(await eventNames()).toEqual([])
    // Changed again before it is paid: the last total wins.
    expect((await call(sb(), 'POST', `/_sandbox/orders/${orderId}`, {total_cents: 20_000})).body.data.total_cents).toBe(20_000)

    const paid = await call(sb(), 'POST', payments(), body)
    expect(paid.status, paid.text).toBe(201)
    expect(paid.body.data).toMatchObject({status: 'PAID', subtotal_cents: 20_000, total_cents: 20_000})
    expect(await eventNames()).toEqual(['ORDER.CREATED', 'PAYMENT.CREATED', 'PAYMENT.PAID', 'ORDER.PAID'])
    const created = (await call(sb(), 'GET', '/api/events?event=ORDER.CREATED')).body.data[0]
    expect(created.data).toMatchObject({id: orderId, total_cents: 20_000, customer_id: paid.body.data.customer_id})
  })

  it('an order it was not told about still costs --default-order-cents', async () => {
    const paid = await call(sb(), 'POST', payments(), paymentBody(await token()))
    expect(paid.body.data.total_cents).toBe(10_000)
  })

  it('refuses to change a paid or pre-authorized order (409), and keeps a declined one open', async () => {
    const approved = paymentBody(await token(), {delay_capture: true})
    expect((await call(sb(), 'POST', payments(), approved)).status).toBe(201)
    const again = await call(sb(), 'POST', `/_sandbox/orders/${approved.payment.order_id}`, {total_cents: 1})
    expect(again.status).toBe(409)
    expect(again.body).toEqual({errors: {detail: 'the order is PRE_AUTHORIZED; its total can be set only before it is paid'}})

    const declined = paymentBody(await token('5155901222240005'))
    expect((await call(sb(), 'POST', payments(), declined)).status).toBe(402)
    const retry = await call(sb(), 'POST', `/_sandbox/orders/${declined.payment.order_id}`, {total_cents: 5_000})
    expect(retry.status).toBe(200)
    expect(retry.body.data).toMatchObject({status: 'CREATED', total_cents: 5_000})
    // Its next payment is not its first: no second ORDER.CREATED.
    const second = {
      payment: {
        ...declined.payment,
        session_id: randomUUID(),
        credit: {...declined.payment.credit, credit_card: {...declined.payment.credit.credit_card, token: await token()}},
      },
    }
    expect((await call(sb(), 'POST', payments(), second)).body.data).toMatchObject({status: 'PAID', total_cents: 5_000})
    expect((await eventNames()).filter((e) => e === 'ORDER.CREATED')).toHaveLength(2)
  })

  it('names what is wrong with 422: the body (exactly {"total_cents": N}, N ≥ 1 whole cents) and the order id (a UUID)', async () => {
    const id = randomUUID()
    const cases: [string, unknown, Record<string, string[]>][] = [
      [id, {}, {total_cents: ['required']}],
      [id, {total_cents: 0}, {total_cents: ['must be at least 1 (cents)']}],
      [id, {total_cents: 10.5}, {total_cents: ['must be a whole number of cents']}],
      [id, {total_cents: '100'}, {total_cents: ['Invalid input: expected number, received string']}],
      [id, {total_cents: 100, amount: 1}, {body: ['unknown field amount']}],
      ['not-an-order', {total_cents: 100}, {orderId: ['must be a UUID (the order_id card payments send)']}],
    ]
    for (const [orderId, body, errors] of cases) {
      const res = await call(sb(), 'POST', `/_sandbox/orders/${orderId}`, body)
      expect(res.status, JSON.stringify(body)).toBe(422)
      expect(res.body.errors).toEqual(errors)
    }
    expect((await call(sb(), 'POST', `/_sandbox/orders/${id}`, {total_cents: 1}, 'none')).status).toBe(401)
  })
})

describe('GET /_sandbox/clock', () => {
  it("reads the sandbox's time, date and offset without moving it; the same as POST {} reads", async () => {
    const read = await call(sb(), 'GET', '/_sandbox/clock')
    expect(read.status).toBe(200)
    expect(read.body).toEqual({now: START.toISOString(), today: '2030-01-10', offset_ms: 0})
    await call(sb(), 'POST', '/_sandbox/clock', {advance: '2d'})
    const after = await call(sb(), 'GET', '/_sandbox/clock')
    expect(after.body).toEqual({now: new Date(START.getTime() + 2 * 86_400_000).toISOString(), today: '2030-01-12', offset_ms: 172_800_000})
    expect((await call(sb(), 'GET', '/_sandbox/clock')).body).toEqual(after.body)
    expect((await call(sb(), 'GET', '/_sandbox/clock', undefined, 'none')).status).toBe(401)
  })
})
