/** The sandbox's HTTP contract: auth (401/403), refresh, 404/405/413/400/422 JSON answers, junk never a 5xx, load. */
import {request} from 'node:http'
import fc from 'fast-check'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {unprocessable} from '../../src/sandbox/http.js'
import {withSandbox, type TestSandbox} from '../helpers/sandbox.js'
import {bolepixBody, call} from './util.js'

let sb: TestSandbox
beforeAll(async () => {
  sb = await withSandbox()
})
afterAll(async () => {
  await sb.close()
})

const ACCESS_ROUTES: [string, string][] = [
  ['POST', '/api/v2/payments/bolepix'],
  ['GET', '/api/v2/payments/bolepix/X/pdf'],
  ['POST', '/api/v2/payments/bolepix/X/cancel'],
  ['GET', '/bolepix/invoices?sellerId=S'],
  ['GET', '/bolepix/invoices/X'],
  ['POST', '/api/sellers/S/payments'],
  ['POST', '/api/sellers/S/payments/X/capture'],
  ['POST', '/api/sellers/S/payments/X/cancel'],
  ['POST', '/api/webhooks'],
  ['GET', '/api/webhooks'],
  ['GET', '/api/events'],
  ['GET', '/api/notifications'],
  ['POST', '/_sandbox/bolepix/X/pay'],
  ['POST', '/_sandbox/clock'],
  ['GET', '/_sandbox/clock'],
  ['POST', '/_sandbox/orders/X'],
  ['POST', '/_sandbox/notifications/X/resend'],
]

describe('authentication', () => {
  it('answers 401 with a JSON body for a missing, wrong, unprefixed or client token on every access route', async () => {
    for (const [method, route] of ACCESS_ROUTES) {
      const path = route.replace('S', sb.sellerId)
      for (const auth of ['none', {raw: 'Bearer wrong'}, {raw: sb.sandbox.accessToken}, 'client'] as const) {
        const res = await call(sb, method, path, method === 'POST' ? {} : undefined, auth)
        expect(res.status, `${method} ${path}`).toBe(401)
        expect(res.body).toEqual({errors: {detail: 'invalid or missing access token'}})
        expect(res.headers.get('www-authenticate')).toBe('Bearer')
        expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
      }
    }
  })

  it("answers 403 when the seller id in the path or the query is not the token's", async () => {
    const forbidden = {errors: {detail: 'Forbidden: the seller id is not the one of this token'}}
    for (const [method, path] of [
      ['GET', '/bolepix/invoices?sellerId=someone-else'],
      ['POST', '/api/sellers/someone-else/payments'],
      ['POST', '/api/sellers/someone-else/payments/X/capture'],
      ['POST', '/api/sellers/someone-else/payments/X/cancel'],
    ]) {
      const res = await call(sb, method!, path!, method === 'POST' ? {} : undefined)
      expect(res.status, path).toBe(403)
      expect(res.body).toEqual(forbidden)
    }
    const missing = await call(sb, 'GET', '/bolepix/invoices')
    expect(missing.status).toBe(422)
    expect(missing.body).toEqual({errors: {sellerId: ['required (the seller whose charges to list)']}})
  })

  it('refresh issues a new access token and retires the old one', async () => {
    const own = await withSandbox({accessToken: 'old-access-token', refreshToken: 'the-refresh-token'})
    try {
      const path = `/api/${own.sellerId}/tokens`
      expect((await call(own, 'POST', path, {}, {raw: 'Bearer old-access-token'})).status).toBe(401)
      expect((await call(own, 'POST', `/api/other/tokens`, {}, {raw: 'Bearer the-refresh-token'})).status).toBe(403)
      const res = await call(own, 'POST', path, {}, {raw: 'Bearer the-refresh-token'})
      expect(res.status).toBe(200)
      expect(res.body).toEqual({data: expect.stringMatching(/^sbx_access_[a-p]{32}$/)})
      expect(own.sandbox.accessToken).toBe(res.body.data)
      expect((await call(own, 'GET', '/api/events', undefined, {raw: 'Bearer old-access-token'})).status).toBe(401)
      expect((await call(own, 'GET', '/api/events', undefined, {raw: `Bearer ${res.body.data}`})).status).toBe(200)
    } finally {
      await own.close()
    }
  })
})

describe('errors are JSON', () => {
  it('404 for unknown paths, 405 for a known path with another method', async () => {
    const res = await call(sb, 'GET', '/api/nothing-here')
    expect(res.status).toBe(404)
    expect(res.body).toEqual({errors: {detail: 'Not Found'}})
    const wrong = await call(sb, 'DELETE', '/api/webhooks')
    expect(wrong.status).toBe(405)
    expect(wrong.body).toEqual({errors: {detail: 'Method Not Allowed'}})
    expect(wrong.headers.get('allow')).toBe('POST, GET')
  })

  it('413 for a body over 1 MiB (declared or streamed)', async () => {
    const big = JSON.stringify({...bolepixBody(), padding: 'x'.repeat(1024 * 1024)})
    const res = await call(sb, 'POST', '/api/v2/payments/bolepix', big)
    expect(res.status).toBe(413)
    expect(res.body).toEqual({errors: {detail: 'request body larger than 1048576 bytes'}})
    // Chunked, no Content-Length: the limit applies while reading.
    const chunked = await new Promise<{status: number; text: string}>((resolve, reject) => {
      const req = request(`${sb.url}/api/webhooks`, {
        method: 'POST',
        headers: {authorization: `Bearer ${sb.sandbox.accessToken}`, 'content-type': 'application/json'},
      })
      req.on('response', (r) => {
        let text = ''
        r.on('data', (d) => (text += d))
        r.on('end', () => resolve({status: r.statusCode!, text}))
      })
      req.on('error', reject)
      for (let i = 0; i < 20; i++) req.write('x'.repeat(64 * 1024))
      req.end()
    })
    expect(chunked.status).toBe(413)
    expect(JSON.parse(chunked.text)).toEqual({errors: {detail: 'request body larger than 1048576 bytes'}})
  })

  it('400 for empty, broken, non-object, binary and absurdly nested bodies', async () => {
    const cases: [string | Uint8Array, string][] = [
      ['', 'the request body must be a JSON object'],
      ['{"webhook":', 'the request body is not valid JSON'],
      ['[1,2]', 'the request body must be a JSON object'],
      ['"text"', 'the request body must be a JSON object'],
      [new Uint8Array([0xff, 0xfe, 0x00, 0x81]), 'the request body is not valid UTF-8'],
      ['{"a":'.repeat(5000) + '1' + '}'.repeat(5000), 'the request body nests deeper than 32 levels'],
    ]
    for (const [body, detail] of cases) {
      const res = await call(sb, 'POST', '/api/webhooks', body)
      expect(res.status).toBe(400)
      expect(res.body.errors.detail.startsWith(detail)).toBe(true)
    }
  })

  // `POST /_sandbox/clock` with these bodies answered 500 "internal error" (the field errors were collected
  // in a plain {}, where `constructor` and `__proto__` are not free keys).
  it('400 naming the key for a body that uses a built-in property name, on every route that reads one; nothing changes', async () => {
    const before = await call(sb, 'POST', '/_sandbox/clock', {})
    const routes: [string, Parameters<typeof call>[4]][] = [
      ...ACCESS_ROUTES.filter(([m]) => m === 'POST').map(([, p]) => [p.replace('S', sb.sellerId), 'access'] as [string, 'access']),
      ['/api/tokenize', 'client'],
      [`/api/${sb.sellerId}/tokens`, {raw: `Bearer ${sb.sandbox.refreshToken}`}],
    ]
    const cases: [string, string][] = [
      ['{"constructor":1}', 'the request body uses the key "constructor", the name of a built-in property'],
      ['{"__proto__":{"advance":"6d"}}', 'the request body uses the key "__proto__", the name of a built-in property'],
      ['{"advance":"6d","__proto__":null}', 'the request body uses the key "__proto__"'],
      ['{"toString":"x"}', 'the request body uses the key "toString"'],
      ['{"webhook":{"events":["*"],"hasOwnProperty":1}}', 'the request body uses the key "hasOwnProperty" (at webhook.hasOwnProperty)'],
      ['{"payment":{"items":[{"prototype":{}}]}}', 'the request body uses the key "prototype" (at payment.items[0].prototype)'],
    ]
    for (const [path, auth] of routes) {
      for (const [body, detail] of cases) {
        const res = await call(sb, 'POST', path, body, auth)
        expect({path, body, status: res.status}).toEqual({path, body, status: 400})
        expect(res.body.errors.detail, `${path} ${body}`).toContain(detail)
      }
    }
    const after = await call(sb, 'POST', '/_sandbox/clock', {})
    expect(after.body.offset_ms).toBe(before.body.offset_ms)
  })

  it('a 422 names unknown fields even when they are built-in property names (field errors have no prototype)', () => {
    const err = unprocessable([
      {path: 'constructor', message: 'unknown field'},
      {path: '__proto__', message: 'a'},
      {path: '__proto__', message: 'b'},
      {path: 'toString', message: 'c'},
    ])
    expect(err.status).toBe(422)
    expect(JSON.parse(JSON.stringify(err.body))).toEqual({
      errors: {constructor: ['unknown field'], ['__proto__']: ['a', 'b'], toString: ['c']},
    })
    expect(({} as Record<string, unknown>).a).toBeUndefined()
  })

  it('422 for wrong types, naming each field', async () => {
    const res = await call(sb, 'POST', '/api/webhooks', {webhook: {events: 'PAYMENT.*', target: 42, authorization: ['x']}})
    expect(res.status).toBe(422)
    expect(Object.keys(res.body.errors).sort()).toEqual(['webhook.authorization', 'webhook.events', 'webhook.target'])
    const ctl = await call(sb, 'POST', '/api/webhooks', {
      webhook: {events: ['*'], target: 'http://127.0.0.1:9/x', authorization: 'a\r\nX-Evil: 1'},
    })
    expect(ctl.body).toEqual({errors: {'webhook.authorization': ['must not contain control characters (it is sent as a header)']}})
    const clock = await call(sb, 'POST', '/_sandbox/clock', {advance: '-2d'})
    expect(clock.body).toEqual({errors: {advance: ['must be a positive duration such as 6d, 12h or 30m']}})
  })

  it('never answers 5xx to junk on any route (property)', async () => {
    const routes = ACCESS_ROUTES.filter(([m]) => m === 'POST').map(([, p]) => p.replace('S', sb.sellerId))
    const junk = fc.oneof(
      fc.json(),
      fc.string(),
      fc.uint8Array({maxLength: 200}),
      fc.anything().map((v) => {
        try {
          return JSON.stringify(v) ?? 'null'
        } catch {
          return '{}'
        }
      }),
      fc
        .record({payment: fc.anything(), webhook: fc.anything(), reason: fc.anything(), advance: fc.anything()})
        .map((v) => JSON.stringify(v) ?? '{}'),
    )
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), junk, async (path, body) => {
        const res = await call(sb, 'POST', path, body)
        expect(res.status).toBeGreaterThanOrEqual(200)
        expect(res.status).toBeLessThan(500)
        expect(res.body).toBeTypeOf('object')
      }),
      {numRuns: 150},
    )
  })
})

describe('load', () => {
  it('200 concurrent creates give 200 distinct invoices', async () => {
    const before = (await call(sb, 'GET', `/bolepix/invoices?sellerId=${sb.sellerId}`)).body.length
    const answers = await Promise.all(Array.from({length: 200}, () => call(sb, 'POST', '/api/v2/payments/bolepix', bolepixBody())))
    expect(answers.map((a) => a.status)).toEqual(Array(200).fill(201))
    const ids = new Set(answers.map((a) => a.body.invoiceId))
    expect(ids.size).toBe(200)
    const listed = (await call(sb, 'GET', `/bolepix/invoices?sellerId=${sb.sellerId}`)).body
    expect(listed).toHaveLength(before + 200)
    for (const id of ids) expect(listed.some((r: any) => r.invoiceId === id)).toBe(true)
  })
})
