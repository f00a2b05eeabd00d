/**
 * Webhook delivery end to end: the sandbox on port 0 and receivers written here. Matching, exact headers and
 * bodies, retries with backoff, FAILED after the last attempt, redirects, timeouts, isolation between targets.
 */
import {afterEach, describe, expect, it} from 'vitest'
import {startRecordingServer, type RecordingServer} from '../helpers/recording-server.js'
import {withSandbox, type TestSandbox} from '../helpers/sandbox.js'
import {bolepixBody, call, paymentBody, waitFor} from './util.js'

const cleanup: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c()
})

async function sandbox(opts: Parameters<typeof withSandbox>[0] = {}): Promise<TestSandbox> {
  const sb = await withSandbox({retryBaseMs: 1, retryMaxMs: 5, ...opts})
  cleanup.push(() => sb.close())
  return sb
}

async function receiver(status: (n: number) => number = () => 200): Promise<RecordingServer> {
  let n = 0
  const r = await startRecordingServer((_req, res) => {
    res.writeHead(status(++n), {'content-type': 'text/plain'})
    res.end('ok')
  })
  cleanup.push(() => r.close())
  return r
}

async function webhook(sb: TestSandbox, target: string, events: string[], authorization?: string): Promise<any> {
  const res = await call(sb, 'POST', '/api/webhooks', {webhook: {target, events, ...(authorization ? {authorization} : {})}})
  expect(res.status).toBe(201)
  return res.body.data
}

async function notifications(sb: TestSandbox, query = ''): Promise<any[]> {
  return (await call(sb, 'GET', `/api/notifications${query}`)).body.data
}

/** Waits until no notification is PENDING. */
async function settled(sb: TestSandbox): Promise<any[]> {
  return waitFor('deliveries to settle', async () => {
    const all = await notifications(sb)
    return all.every((n) => n.status !== 'PENDING') ? all : undefined
  })
}

describe('webhooks', () => {
  it('are registered (201 {"data": webhook}) and listed ({"data": [...]})', async () => {
    const sb = await sandbox()
    const created = await webhook(sb, 'https://example.com/hooks?x=1', ['PAYMENT.*', 'charge-in'], 'Token abc')
    expect(created).toEqual({
      id: expect.any(String),
      target: 'https://example.com/hooks?x=1',
      events: ['PAYMENT.*', 'charge-in'],
      authorization: 'Token abc',
      inserted_at: expect.any(String),
    })
    expect((await call(sb, 'GET', '/api/webhooks')).body).toEqual({data: [created]})
  })
})

describe('delivery', () => {
  it('delivers each event to the matching webhooks only, with the Authorization verbatim and the event as body', async () => {
    const sb = await sandbox()
    const [charges, paid, all, orders, none] = await Promise.all([receiver(), receiver(), receiver(), receiver(), receiver()])
    const hooks = {
      charges: await webhook(sb, `${charges.url}/charges`, ['charge-*'], 'Bearer s3cret token=='),
      paid: await webhook(sb, `${paid.url}/paid`, ['PAYMENT.PAID'], 'paid-token'),
      all: await webhook(sb, `${all.url}/all?source=sandbox`, ['*'], 'all-token'),
      orders: await webhook(sb, `${orders.url}/orders`, ['ORDER.*', 'charge-in'], 'orders-token'),
      none: await webhook(sb, `${none.url}/none`, ['PAYMENT.REFUNDED'], 'none-token'),
    }
    const invoice = (await call(sb, 'POST', '/api/v2/payments/bolepix', bolepixBody())).body.invoiceId
    await call(sb, 'POST', `/_sandbox/bolepix/${invoice}/pay`)
    const token = (await call(sb, 'POST', '/api/tokenize', {card_number: '5155901222280001'}, 'client')).body.data.number_token
    await call(sb, 'POST', `/api/sellers/${sb.sellerId}/payments`, paymentBody(token))
    const events = (await call(sb, 'GET', '/api/events')).body.data as any[]
    expect(events.map((e) => e.event)).toEqual([
      'charge-create',
      'charge-in',
      'ORDER.CREATED',
      'PAYMENT.CREATED',
      'PAYMENT.PAID',
      'ORDER.PAID',
    ])
    const sent = await settled(sb)
    expect(sent.every((n) => n.status === 'DELIVERED' && n.attempt_count === 1)).toBe(true)

    const expectDeliveries = (r: RecordingServer, path: string, names: string[], authorization: string) => {
      const expected = events.filter((e) => names.includes(e.event))
      expect(r.requests.map((q) => JSON.parse(q.body).event).sort()).toEqual(expected.map((e) => e.event).sort())
      for (const q of r.requests) {
        const event = events.find((e) => e.id === JSON.parse(q.body).id)
        expect(q.method).toBe('POST')
        expect(q.path + (Object.keys(q.query).length ? `?${new URLSearchParams(q.query)}` : '')).toBe(path)
        expect(q.headers.authorization).toBe(authorization)
        expect(q.headers['content-type']).toBe('application/json')
        // The exact bytes: {id, event, inserted_at, data} as the events list shows it.
        expect(q.body).toBe(JSON.stringify({id: event.id, event: event.event, inserted_at: event.inserted_at, data: event.data}))
      }
    }
    expectDeliveries(charges, '/charges', ['charge-create', 'charge-in'], 'Bearer s3cret token==')
    expectDeliveries(paid, '/paid', ['PAYMENT.PAID'], 'paid-token')
    expectDeliveries(
      all,
      '/all?source=sandbox',
      events.map((e) => e.event),
      'all-token',
    )
    expectDeliveries(orders, '/orders', ['ORDER.CREATED', 'ORDER.PAID', 'charge-in'], 'orders-token')
    expect(none.requests).toEqual([])
    expect(sent.filter((n) => n.webhook_id === hooks.none.id)).toEqual([])
    expect(sent.filter((n) => n.webhook_id === hooks.all.id)).toHaveLength(6)
  })

  it('a receiver failing twice then answering 2XX gets exactly three identical attempts; DELIVERED, attempt_count 3', async () => {
    const sb = await sandbox()
    const r = await receiver((n) => (n <= 2 ? 503 : 204))
    await webhook(sb, `${r.url}/hook`, ['charge-create'], 'tok')
    await call(sb, 'POST', '/api/v2/payments/bolepix', bolepixBody())
    const [n] = await settled(sb)
    expect(r.requests).toHaveLength(3)
    expect(new Set(r.requests.map((q) => q.body)).size).toBe(1)
    expect(r.requests.every((q) => q.headers.authorization === 'tok')).toBe(true)
    expect(n).toEqual({
      id: expect.any(String),
      event_id: JSON.parse(r.requests[0]!.body).id,
      event: 'charge-create',
      webhook_id: expect.any(String),
      target: `${r.url}/hook`,
      status: 'DELIVERED',
      attempt_count: 3,
      attempts: [
        {at: expect.any(String), status_code: 503, duration_ms: expect.any(Number)},
        {at: expect.any(String), status_code: 503, duration_ms: expect.any(Number)},
        {at: expect.any(String), status_code: 204, duration_ms: expect.any(Number)},
      ],
      inserted_at: expect.any(String),
      updated_at: expect.any(String),
    })
  })

  it('a receiver that always fails gets exactly 20 attempts; the notification ends FAILED', async () => {
    const sb = await sandbox()
    const r = await receiver(() => 500)
    await webhook(sb, `${r.url}/hook`, ['*'], 'tok')
    await call(sb, 'POST', '/api/v2/payments/bolepix', bolepixBody())
    const [n] = await settled(sb)
    expect(n.status).toBe('FAILED')
    expect(n.attempt_count).toBe(20)
    expect(n.attempts).toHaveLength(20)
    expect(n.attempts.every((a: any) => a.status_code === 500)).toBe(true)
    expect(n).not.toHaveProperty('next_attempt_at')
    expect(r.requests).toHaveLength(20)
    expect(new Set(r.requests.map((q) => q.body)).size).toBe(1)
    // Nothing more arrives after FAILED: no event marks "no more", so a retry scheduled by mistake is given time to come.
    await new Promise((res) => setTimeout(res, 50))
    expect(r.requests).toHaveLength(20)
    expect((await notifications(sb, '?status=failed')).map((x) => x.id)).toEqual([n.id])
    expect(await notifications(sb, '?status=PENDING')).toEqual([])
  })

  it('counts a redirect as a failure and never follows it; --max-attempts bounds the attempts', async () => {
    const sb = await sandbox({maxAttempts: 3})
    const elsewhere = await receiver()
    const r = await startRecordingServer((_req, res) => {
      res.writeHead(307, {location: `${elsewhere.url}/stolen`})
      res.end()
    })
    cleanup.push(() => r.close())
    await webhook(sb, `${r.url}/hook`, ['*'], 'secret-token')
    await call(sb, 'POST', '/api/v2/payments/bolepix', bolepixBody())
    const [n] = await settled(sb)
    expect(n.status).toBe('FAILED')
    expect(n.attempts.map((a: any) => a.status_code)).toEqual([307, 307, 307])
    expect(elsewhere.requests).toEqual([])
  })

  it('records connection errors and timeouts as failed attempts', async () => {
    const sb = await sandbox({maxAttempts: 2, deliveryTimeoutMs: 200})
    const closed = await receiver()
    const deadUrl = closed.url
    await closed.close()
    const stalled = await startRecordingServer(() => {}) // never answers
    cleanup.push(() => stalled.close())
    await webhook(sb, `${deadUrl}/gone`, ['charge-create'])
    await webhook(sb, `${stalled.url}/slow`, ['charge-create'])
    await call(sb, 'POST', '/api/v2/payments/bolepix', bolepixBody())
    const all = await settled(sb)
    const gone = all.find((n) => n.target.endsWith('/gone'))
    const slow = all.find((n) => n.target.endsWith('/slow'))
    expect(gone.status).toBe('FAILED')
    expect(gone.attempts.map((a: any) => a.error)).toEqual(['connection refused', 'connection refused'])
    expect(slow.status).toBe('FAILED')
    expect(slow.attempts.map((a: any) => a.error)).toEqual(['timeout after 200 ms', 'timeout after 200 ms'])
    expect(stalled.requests).toHaveLength(2)
  })

  it('a stalled target does not hold up deliveries to another', async () => {
    const sb = await sandbox()
    const stalled = await startRecordingServer(() => {}) // never answers (the 10 s timeout is far away)
    cleanup.push(() => stalled.close())
    const fast = await receiver()
    await webhook(sb, `${stalled.url}/slow`, ['*'])
    await webhook(sb, `${fast.url}/fast`, ['*'])
    for (let i = 0; i < 3; i++) await call(sb, 'POST', '/api/v2/payments/bolepix', bolepixBody())
    await waitFor('the fast target to get its 3 deliveries', () => (fast.requests.length === 3 ? true : undefined))
    await waitFor('the stalled target to be tried', () => (stalled.requests.length === 3 ? true : undefined))
    const pending = await notifications(sb, '?status=PENDING')
    expect(pending.map((n) => n.target)).toEqual([`${stalled.url}/slow`, `${stalled.url}/slow`, `${stalled.url}/slow`])
    expect(pending.every((n) => n.attempt_count === 0)).toBe(true)
    expect((await notifications(sb, '?status=DELIVERED')).map((n) => n.target)).toEqual(Array(3).fill(`${fast.url}/fast`))
  })

  it('shows next_attempt_at while PENDING; moving the sandbox clock makes due retries at once', async () => {
    const sb = await sandbox({retryBaseMs: 3_600_000, retryMaxMs: 3_600_000})
    const r = await receiver((n) => (n === 1 ? 500 : 200))
    await webhook(sb, `${r.url}/hook`, ['charge-create'])
    await call(sb, 'POST', '/api/v2/payments/bolepix', bolepixBody())
    const waiting = await waitFor('the first attempt', async () => (await notifications(sb)).find((n) => n.attempt_count === 1))
    expect(waiting.status).toBe('PENDING')
    // The wait is planned from the moment the failed attempt was recorded (updated_at).
    const wait = Date.parse(waiting.next_attempt_at) - Date.parse(waiting.updated_at)
    expect(wait).toBeGreaterThanOrEqual(0.75 * 3_600_000)
    expect(wait).toBeLessThanOrEqual(3_600_000)
    await call(sb, 'POST', '/_sandbox/clock', {advance: '2h'})
    const [done] = await settled(sb)
    expect(done).toMatchObject({status: 'DELIVERED', attempt_count: 2})
    expect(r.requests).toHaveLength(2)
  })

  it('resends a notification on request: a new notification, same event, same bytes', async () => {
    const sb = await sandbox()
    const r = await receiver()
    await webhook(sb, `${r.url}/hook`, ['charge-create'], 'tok')
    await call(sb, 'POST', '/api/v2/payments/bolepix', bolepixBody())
    const [first] = await settled(sb)
    const res = await call(sb, 'POST', `/_sandbox/notifications/${first.id}/resend`)
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({event_id: first.event_id, webhook_id: first.webhook_id, resent_from: first.id})
    const all = await settled(sb)
    expect(all.map((n) => [n.status, n.attempt_count])).toEqual([
      ['DELIVERED', 1],
      ['DELIVERED', 1],
    ])
    expect(r.requests).toHaveLength(2)
    expect(r.requests[1]!.body).toBe(r.requests[0]!.body)
    expect((await notifications(sb, `?event_id=${first.event_id}`)).length).toBe(2)
    expect((await call(sb, 'POST', '/_sandbox/notifications/nope/resend')).status).toBe(404)
  })
})

describe('event and notification lists', () => {
  it('filter by event pattern, id, since and limit, oldest first', async () => {
    const sb = await sandbox()
    const r = await receiver()
    await webhook(sb, `${r.url}/hook`, ['charge-*'])
    const ids: string[] = []
    for (let i = 0; i < 3; i++) ids.push((await call(sb, 'POST', '/api/v2/payments/bolepix', bolepixBody())).body.invoiceId)
    await call(sb, 'POST', `/_sandbox/bolepix/${ids[0]}/pay`)
    const all = (await call(sb, 'GET', '/api/events')).body.data as any[]
    expect(all.map((e) => e.event)).toEqual(['charge-create', 'charge-create', 'charge-create', 'charge-in'])
    expect((await call(sb, 'GET', '/api/events?event=charge-in')).body.data).toEqual([all[3]])
    expect((await call(sb, 'GET', '/api/events?event=charge-*&limit=2')).body.data).toEqual(all.slice(2))
    expect((await call(sb, 'GET', `/api/events?event_id=${all[1].id}`)).body.data).toEqual([all[1]])
    expect((await call(sb, 'GET', '/api/events?event=PAYMENT.*')).body.data).toEqual([])
    expect((await call(sb, 'GET', '/api/events?since=1h')).body.data).toEqual(all)
    expect((await call(sb, 'GET', `/api/events?since=${new Date(Date.now() + 60_000).toISOString()}`)).body.data).toEqual([])
    await settled(sb)
    const ns = await notifications(sb, '?event=charge-in')
    expect(ns.map((n) => n.event_id)).toEqual([all[3].id])
  })
})
