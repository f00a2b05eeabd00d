/**
 * The sandbox under random input: every route gets random bodies (raw bytes, invalid UTF-8, hostile text, random
 * JSON, mutated valid bodies, absurd nesting, bodies with a built-in property name such as `__proto__` or
 * `constructor` as a key anywhere), random content types and, for GETs, random query strings (built-in names as
 * keys and values too); ids in paths may be built-in names; random methods and paths too. Every answer is JSON and
 * below 500; a body that is not a JSON object, or that uses a built-in name as a key, gets a 4xx; the sandbox keeps
 * running and still creates a charge afterwards.
 */
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {withSandbox} from '../helpers/sandbox.js'
import {contentType, fuzzParams, hostileBody, hostileString} from '../helpers/arbitraries.js'
import {api, bolepixBody} from '../helpers/journey.js'

interface RouteSpec {
  method: string
  path: (ids: Ids) => string
  auth: 'access' | 'client' | 'refresh' | 'none'
  /** Reads a JSON object body; `empty` when an empty body counts as `{}`. */
  body?: 'object' | 'empty-ok'
  /** A valid body to mutate. */
  valid?: () => Record<string, unknown>
}

interface Ids {
  seller: string
  invoice: string
  payment: string
  notification: string
  random: string
}

const ROUTES: RouteSpec[] = [
  {method: 'POST', path: () => '/api/v2/payments/bolepix', auth: 'access', body: 'object', valid: () => bolepixBody()},
  {
    method: 'POST',
    path: (i) => `/api/v2/payments/bolepix/${i.invoice}/cancel`,
    auth: 'access',
    body: 'object',
    valid: () => ({reason: 'x'}),
  },
  {
    method: 'POST',
    path: (i) => `/api/v2/payments/bolepix/${i.random}/cancel`,
    auth: 'access',
    body: 'object',
    valid: () => ({reason: 'x'}),
  },
  {method: 'POST', path: () => '/api/tokenize', auth: 'client', body: 'object', valid: () => ({card_number: '5155901222280001'})},
  {
    method: 'POST',
    path: (i) => `/api/sellers/${i.seller}/payments`,
    auth: 'access',
    body: 'object',
    valid: () => ({
      payment: {
        order_id: '3d5e7c1a-2b3c-4d5e-8f90-a1b2c3d4e5f6',
        session_id: '1d5e7c1a-2b3c-4d5e-8f90-a1b2c3d4e5f6',
        method: 'CREDIT_CARD',
        credit: {
          installments: 1,
          delay_capture: true,
          credit_card: {token: 'tok', holder_name: 'A', expiration_month: '12', expiration_year: '30'},
        },
      },
    }),
  },
  {
    method: 'POST',
    path: (i) => `/api/sellers/${i.seller}/payments/${i.payment}/capture`,
    auth: 'access',
    body: 'empty-ok',
    valid: () => ({}),
  },
  {
    method: 'POST',
    path: (i) => `/api/sellers/${i.seller}/payments/${i.payment}/cancel`,
    auth: 'access',
    body: 'empty-ok',
    valid: () => ({}),
  },
  {method: 'POST', path: (i) => `/api/sellers/${i.random}/payments/${i.random}/cancel`, auth: 'access', body: 'empty-ok'},
  {
    method: 'POST',
    path: () => '/api/webhooks',
    auth: 'access',
    body: 'object',
    valid: () => ({webhook: {events: ['charge-in'], target: 'http://127.0.0.1:9/x', authorization: 'tok'}}),
  },
  {method: 'POST', path: (i) => `/api/${i.seller}/tokens`, auth: 'refresh', body: 'empty-ok'},
  {method: 'POST', path: (i) => `/_sandbox/bolepix/${i.invoice}/pay`, auth: 'access', body: 'empty-ok', valid: () => ({})},
  {method: 'POST', path: () => '/_sandbox/clock', auth: 'access', body: 'empty-ok', valid: () => ({advance: '1h'})},
  {method: 'GET', path: () => '/_sandbox/clock', auth: 'access'},
  {
    method: 'POST',
    path: () => '/_sandbox/orders/3d5e7c1a-2b3c-4d5e-8f90-a1b2c3d4e5f6',
    auth: 'access',
    body: 'object',
    valid: () => ({total_cents: 1500}),
  },
  {method: 'POST', path: (i) => `/_sandbox/orders/${i.random}`, auth: 'access', body: 'object', valid: () => ({total_cents: 1500})},
  {method: 'POST', path: (i) => `/_sandbox/notifications/${i.notification}/resend`, auth: 'access', body: 'empty-ok'},
  {method: 'GET', path: (i) => `/bolepix/invoices?sellerId=${i.seller}`, auth: 'access'},
  {method: 'GET', path: (i) => `/bolepix/invoices/${i.invoice}`, auth: 'access'},
  {method: 'GET', path: (i) => `/api/v2/payments/bolepix/${i.invoice}/pdf`, auth: 'access'},
  {method: 'GET', path: (i) => `/api/v2/payments/bolepix/${i.random}/pdf`, auth: 'access'},
  {method: 'GET', path: () => '/api/webhooks', auth: 'access'},
  {method: 'GET', path: () => '/api/events', auth: 'access'},
  {method: 'GET', path: () => '/api/notifications', auth: 'access'},
  {method: 'GET', path: (i) => `/cdn/bolepix/${i.random}.pdf`, auth: 'none'},
  {method: 'GET', path: () => '/_sandbox/health', auth: 'none'},
]

/** A valid body with one field replaced, removed or retyped at a random path. */
function mutated(valid: Record<string, unknown>): fc.Arbitrary<Buffer> {
  const paths: string[][] = []
  const walk = (v: unknown, at: string[]) => {
    if (v && typeof v === 'object' && !Array.isArray(v))
      for (const [k, x] of Object.entries(v)) {
        paths.push([...at, k])
        walk(x, [...at, k])
      }
  }
  walk(valid, [])
  if (paths.length === 0) return fc.jsonValue().map((v) => Buffer.from(JSON.stringify({x: v})))
  return fc
    .tuple(
      fc.constantFrom(...paths),
      fc.oneof(fc.jsonValue({maxDepth: 2}), hostileString(), fc.constant(undefined), fc.double(), fc.constant(1e308)),
    )
    .map(([path, value]) => {
      const copy = structuredClone(valid)
      let node = copy as Record<string, unknown>
      for (const k of path.slice(0, -1)) node = node[k] as Record<string, unknown>
      if (value === undefined) delete node[path.at(-1)!]
      else node[path.at(-1)!] = value
      return Buffer.from(JSON.stringify(copy))
    })
}

/** Names every object inherits (and `prototype`): as keys, they trip code that indexes a plain object by input. */
const BUILTIN_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupSetter__',
]

/** Bodies that once broke the sandbox, verbatim. */
const BUILTIN_REPRODUCTIONS = ['{"constructor":1}', '{"__proto__":{"advance":"6d"}}', '{"advance":"6d","__proto__":null}']

/**
 * A body with a built-in name as a key: the reproductions, or a valid body (or `{}`) with such a key put first or
 * last in the top-level object or in any nested one, holding any JSON value (a whole valid body, to smuggle fields).
 */
function withBuiltinKey(valid?: () => Record<string, unknown>): fc.Arbitrary<{kind: string; body: Buffer}> {
  const base = valid?.() ?? {}
  const objects: string[][] = [[]]
  const walk = (v: unknown, at: string[]) => {
    if (v && typeof v === 'object' && !Array.isArray(v))
      for (const [k, x] of Object.entries(v)) {
        if (x && typeof x === 'object' && !Array.isArray(x)) objects.push([...at, k])
        walk(x, [...at, k])
      }
  }
  walk(base, [])
  const value = fc.oneof(fc.jsonValue({maxDepth: 2}), fc.constant(null), fc.constant({advance: '6d'}), fc.constant(base))
  const inserted = fc
    .tuple(fc.constantFrom(...objects), fc.constantFrom(...BUILTIN_NAMES), value, fc.boolean())
    .map(([path, name, v, first]) => {
      const copy = structuredClone(base)
      let parent: Record<string, unknown> | undefined
      let node = copy as Record<string, unknown>
      for (const k of path) [parent, node] = [node, node[k] as Record<string, unknown>]
      // Built as entries, so that `__proto__` is an own key (as JSON.parse makes it), first or last.
      const entries: [string, unknown][] = first ? [[name, v], ...Object.entries(node)] : [...Object.entries(node), [name, v]]
      const replaced = Object.fromEntries(entries)
      if (parent) parent[path.at(-1)!] = replaced
      return {kind: 'builtin-key', body: Buffer.from(JSON.stringify(parent ? copy : replaced))}
    })
  return fc.oneof(
    fc.constantFrom(...BUILTIN_REPRODUCTIONS).map((t) => ({kind: 'builtin-key', body: Buffer.from(t)})),
    inserted,
  )
}

const queryValue = fc.oneof(
  hostileString(20),
  fc.constantFrom('2h', '7d', '-1', '0', '1e9', 'PAID', 'paid', '2026-02-30', '', '%', '%ZZ', '99999999999999999999', ...BUILTIN_NAMES),
)
const query = fc.dictionary(
  fc.constantFrom('status', 'since', 'limit', 'event', 'event_id', 'sellerId', 'x', ...BUILTIN_NAMES),
  queryValue,
  {maxKeys: 4},
)

function isJsonObject(b: Buffer): boolean | 'empty' {
  let text: string
  try {
    text = new TextDecoder('utf-8', {fatal: true}).decode(b)
  } catch {
    return false
  }
  if (text.trim() === '') return 'empty'
  try {
    const v = JSON.parse(text)
    return Boolean(v) && typeof v === 'object' && !Array.isArray(v)
  } catch {
    return false
  }
}

describe('the sandbox under random input', () => {
  it('answers every route with JSON below 500 (a 4xx for a body that is not a JSON object) and keeps running', async ({onTestFinished}) => {
    const warnings: string[] = []
    const sb = await withSandbox({warn: (m) => warnings.push(m)})
    onTestFinished(() => sb.close())
    const token = () => sb.sandbox.accessToken
    // Something for the id routes to find.
    const inv = await api<{invoiceId: string}>(sb.url, token(), 'POST', '/api/v2/payments/bolepix', bolepixBody())
    await api(sb.url, token(), 'POST', '/api/webhooks', {webhook: {events: ['*'], target: 'http://127.0.0.1:9/x', authorization: 'tok'}})
    const pay = await fetch(`${sb.url}/api/tokenize`, {
      method: 'POST',
      headers: {authorization: sb.clientToken, 'content-type': 'application/json'},
      body: JSON.stringify({card_number: '5155901222280001'}),
    })
    const numberToken = ((await pay.json()) as {data: {number_token: string}}).data.number_token
    const payment = await api<{data: {id: string}}>(sb.url, token(), 'POST', `/api/sellers/${sb.sellerId}/payments`, {
      payment: {
        session_id: '2d5e7c1a-2b3c-4d5e-8f90-a1b2c3d4e5f6',
        order_id: '3d5e7c1a-2b3c-4d5e-8f90-a1b2c3d4e5f6',
        method: 'CREDIT_CARD',
        customer: {name: 'Ana', email: 'ana@example.com', cpf: '52998224725'},
        credit: {
          installments: 1,
          delay_capture: true,
          credit_card: {token: numberToken, holder_name: 'ANA', expiration_month: '12', expiration_year: '30'},
        },
      },
    })
    expect(payment.status).toBe(201)
    const notes = await api<{data: {id: string}[]}>(sb.url, token(), 'GET', '/api/notifications')
    const ids: Ids = {
      seller: sb.sellerId,
      invoice: inv.body.invoiceId,
      payment: payment.body.data.id,
      notification: notes.body.data[0]!.id,
      random: 'nope%20%1b%5B31m',
    }

    const credential = (auth: RouteSpec['auth']) =>
      auth === 'access'
        ? `Bearer ${token()}`
        : auth === 'client'
          ? sb.clientToken
          : auth === 'refresh'
            ? `Bearer ${sb.refreshToken}`
            : undefined
    const counts = {requests: 0, fourxx: 0, builtin: 0}
    const request = fc.constantFrom(...ROUTES).chain((route) =>
      fc.record({
        route: fc.constant(route),
        body: fc.oneof(
          route.valid
            ? fc.oneof(
                hostileBody,
                mutated(route.valid()).map((body) => ({kind: 'mutated', body})),
              )
            : hostileBody,
          withBuiltinKey(route.valid),
        ),
        randomId: fc.constantFrom(ids.random, ...BUILTIN_NAMES),
        type: contentType,
        query: route.method === 'GET' ? query : fc.constant({}),
        goodAuth: fc.oneof({weight: 9, arbitrary: fc.constant(true)}, {weight: 1, arbitrary: fc.constant(false)}),
      }),
    )
    await fc.assert(
      fc.asyncProperty(request, async ({route, body, randomId, type, query: q, goodAuth}) => {
        let path = route.path({...ids, random: randomId})
        const qs = new URLSearchParams(Object.entries(q as Record<string, string>)).toString()
        if (qs) path += (path.includes('?') ? '&' : '?') + qs
        const headers: Record<string, string> = {}
        if (type !== undefined) headers['content-type'] = type
        const cred = goodAuth ? credential(route.auth) : 'Bearer wrong-token'
        if (cred) headers.authorization = cred
        const res = await fetch(sb.url + path, {method: route.method, headers, body: route.method === 'GET' ? undefined : body.body})
        const text = await res.text()
        counts.requests++
        const where = `${route.method} ${path} (${body.kind}) → ${res.status} ${text.slice(0, 200)}`
        expect(res.status, where).toBeLessThan(500)
        if (!(res.headers.get('content-type') ?? '').includes('pdf')) {
          expect(res.headers.get('content-type'), where).toMatch(/json/)
          expect(() => JSON.parse(text), where).not.toThrow()
        }
        const obj = route.method === 'POST' ? isJsonObject(body.body) : true
        if (obj === false || (obj === 'empty' && route.body === 'object')) {
          expect(res.status, where).toBeGreaterThanOrEqual(400)
          counts.fourxx++
        }
        if (route.method === 'POST' && body.kind === 'builtin-key') {
          expect(res.status, where).toBeGreaterThanOrEqual(400)
          counts.builtin++
        }
      }),
      fuzzParams(500),
    )

    const weird = fc.record({
      method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
      path: fc.oneof(
        fc.webPath(),
        hostileString(30).map(
          (s) =>
            `/${[...Buffer.from(s, 'utf8')].map((b) => (b > 0x20 && b < 0x7f && b !== 0x25 && b !== 0x3f && b !== 0x23 ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0')}`)).join('')}`,
        ),
        fc.constantFrom(
          '/api',
          '/api/',
          '//',
          '///',
          '//x',
          '//@evil.example/',
          '//api//webhooks',
          '/api/webhooks/',
          '/%',
          '/%E0%A4%A',
          '/..%2f..%2fetc/passwd',
        ),
      ),
    })
    await fc.assert(
      fc.asyncProperty(weird, async ({method, path}) => {
        const res = await fetch(sb.url + (path.startsWith('/') ? path : `/${path}`), {
          method,
          headers: {authorization: `Bearer ${token()}`},
        })
        const text = await res.text()
        expect(res.status, `${method} ${path}`).toBeLessThan(500)
        if (method !== 'OPTIONS' || text) expect(() => JSON.parse(text), `${method} ${path}: ${text}`).not.toThrow()
        counts.requests++
      }),
      fuzzParams(150),
    )

    // Still running, and still right.
    expect((await api(sb.url, '', 'GET', '/_sandbox/health')).status).toBe(200)
    const after = await api<{invoiceId: string}>(sb.url, token(), 'POST', '/api/v2/payments/bolepix', bolepixBody())
    expect(after.status).toBe(201)
    expect(warnings.filter((w) => /internal|error/i.test(w))).toEqual([])
    expect(counts.fourxx).toBeGreaterThan(50)
    expect(counts.builtin).toBeGreaterThan(50)
    console.log(
      `sandbox fuzz: ${counts.requests} requests, ${counts.fourxx} non-object bodies and ${counts.builtin} bodies with built-in keys refused with a 4xx`,
    )
  }, 120_000)
  // Found by the fuzz above: a request target of `//` threw inside the request listener (new URL('//', base)) and
  // the uncaught exception stopped the whole sandbox.
  it('a request for // (or //host/x, or an absolute URL) gets a JSON 404, and the sandbox keeps running', async ({onTestFinished}) => {
    const sb = await withSandbox()
    onTestFinished(() => sb.close())
    const {request} = await import('node:http')
    for (const path of ['//', '///', '//evil.example/api/webhooks', 'http://evil.example/api/webhooks']) {
      const status = await new Promise<number>((resolve, reject) => {
        const u = new URL(sb.url)
        const req = request({host: u.hostname, port: u.port, path, method: 'GET'}, (res) => {
          res.resume()
          res.on('end', () => resolve(res.statusCode ?? 0))
        })
        req.on('error', reject)
        req.end()
      })
      expect({path, status}).toEqual({path, status: 404})
    }
    expect((await api(sb.url, '', 'GET', '/_sandbox/health')).status).toBe(200)
  })
})
