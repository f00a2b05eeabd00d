/**
 * The transport against real loopback servers: retries, the unknown outcome of a POST, Retry-After, the 401
 * refresh flow, redirects and the readable error messages of every error shape. How each sender meets timeouts,
 * resets, refusals, Ctrl-C and TLS is senders.test.ts, run against both.
 */
import {createServer, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import {afterAll, describe, expect, it} from 'vitest'
import {networkWords} from '../../src/api/network-words.js'
import {Transport, backoffDelay, parseRetryAfter, type TransportOptions} from '../../src/api/transport.js'
import {describeErrorBody} from '../../src/api/error-body.js'
import {ApiError, AuthError, RateLimitedError, UnknownOutcomeError, ExitCode} from '../../src/errors.js'
import {sendJson, startRecordingServer, type RecordingServer} from '../helpers/recording-server.js'

const ACCESS = 'access-token-0123456789abcdef'
const CLIENT = 'client-token-0123456789abcdef'
const REFRESH = 'refresh-token-0123456789abcdef'

// Run when the file ends, not after each test: the Retry-After tests run at once (below), each on its own server.
const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

async function server(): Promise<RecordingServer> {
  const s = await startRecordingServer(undefined, 60_000)
  cleanups.push(() => s.close())
  return s
}

/** A transport with tiny backoff so retries cost nothing; the debug lines are collected. */
function transport(baseUrl: string, opts: Partial<TransportOptions> = {}): {t: Transport; log: string[]} {
  const log: string[] = []
  const t = new Transport({
    baseUrl,
    sellerId: 'seller-1',
    credentials: {accessToken: ACCESS, clientToken: CLIENT},
    retry: {baseMs: 1, capMs: 2},
    debug: (l) => log.push(l),
    ...opts,
  })
  cleanups.push(() => t.close())
  return {t, log}
}

async function rejection(p: Promise<unknown>): Promise<Error> {
  try {
    await p
  } catch (err) {
    return err as Error
  }
  throw new Error('expected a rejection')
}

describe('retries of a GET', () => {
  it('retries after a 503 and returns the later 200', async () => {
    const s = await server()
    let n = 0
    s.handle((_r, res) => (++n === 1 ? sendJson(res, 503, {error: 'busy'}) : sendJson(res, 200, {data: [1]})))
    const {t} = transport(s.url)
    const res = await t.request({method: 'GET', path: '/api/events'})
    expect(res.status).toBe(200)
    expect(res.body).toEqual({data: [1]})
    expect(s.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/events', 'GET /api/events'])
  })

  it('does not retry a 404', async () => {
    const s = await server()
    s.handle((_r, res) => sendJson(res, 404, {errors: {detail: 'Not Found'}}))
    const {t} = transport(s.url)
    const err = await rejection(t.request({method: 'GET', path: '/bolepix/invoices/X'}))
    expect(err.message).toBe('HTTP 404 Not Found')
    expect(s.requests).toHaveLength(1)
  })

  it('waits with full jitter: random(0, min(cap, base·2^n)) before each retry', async () => {
    const s = await server()
    s.handle((_r, res) => sendJson(res, 502, {}))
    const {t, log} = transport(s.url, {retry: {baseMs: 8, capMs: 20}, random: () => 0.5})
    await rejection(t.request({method: 'GET', path: '/x'}))
    const waits = log.filter((l) => l.includes('waiting')).map((l) => l.trim())
    expect(waits).toEqual(['waiting 4 ms before attempt 2', 'waiting 8 ms before attempt 3', 'waiting 10 ms before attempt 4'])
  })

  it('keeps every backoff delay within [0, min(cap, base·2^(n-1))) for any random value', () => {
    const policy = {maxAttempts: 4, baseMs: 250, capMs: 4000, maxRetryAfterMs: 30_000}
    for (const r of [0, 1e-9, 0.25, 0.5, 0.999_999_999]) {
      for (let attempt = 1; attempt <= 10; attempt++) {
        const bound = Math.min(4000, 250 * 2 ** (attempt - 1))
        const d = backoffDelay(attempt, policy, () => r)
        expect(d).toBeGreaterThanOrEqual(0)
        expect(d).toBeLessThan(bound)
        expect(d).toBe(Math.floor(r * bound))
      }
    }
  })
})

describe('POST and the unknown outcome', () => {
  it('does not resend a POST answered with 503, and says the outcome is unknown', async () => {
    const s = await server()
    s.handle((_r, res) => sendJson(res, 503, {error: 'upstream down'}))
    const {t} = transport(s.url)
    const err = await rejection(t.request({method: 'POST', path: '/api/v2/payments/bolepix', body: {amount: 1}, subject: 'the charge'}))
    expect(err).toBeInstanceOf(UnknownOutcomeError)
    expect(err.message).toBe(
      'outcome unknown: the charge may or may not have been created (HTTP 503 Service Unavailable: upstream down); check before sending it again',
    )
    expect((err as UnknownOutcomeError).exitCode).toBe(ExitCode.failure)
    expect(s.requests).toHaveLength(1)
  })

  it('a write accepted with an answer that does not fit is an unknown outcome; the same answer to a GET stays an ApiError', async () => {
    const s = await server()
    s.handle((_r, res) => sendJson(res, 201, {message: 'ok', id: 'inv-1', data: {order_id: 'o-1', deeper: {id: 'not-shown'}}}))
    const {t} = transport(s.url)
    const check = (body: unknown) =>
      body && typeof body === 'object' && 'invoiceId' in body
        ? {ok: true as const, value: body}
        : {ok: false as const, issues: [{path: 'invoiceId', message: 'required'}]}
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const err = await rejection(t.requestChecked({method, path: '/x', body: {}, subject: 'the charge', orderId: 'o 1'}, check))
      expect(err).toBeInstanceOf(UnknownOutcomeError)
      expect(err.message).toBe(
        "outcome unknown: the service accepted the charge (HTTP 201) but its answer could not be read (invoiceId: required), so it most likely took effect; in the answer: id inv-1, data.order_id o-1; order id o 1; check with payctl find 'o 1' before sending it again",
      )
      expect((err as UnknownOutcomeError).details).toEqual({
        status: 201,
        order_id: 'o 1',
        ids: {id: 'inv-1', 'data.order_id': 'o-1'},
        check: "payctl find 'o 1'",
        issues: [{path: 'invoiceId', message: 'required'}],
      })
    }
    // Without an order id, the first id of the answer is what to look for; without either, no command.
    const noOrder = await rejection(t.requestChecked({method: 'POST', path: '/x', body: {}}, check))
    expect(noOrder.message).toMatch(
      /^outcome unknown: the service accepted the request \(POST \/x\) \(HTTP 201\) .*; check with payctl find inv-1 before sending it again$/,
    )
    s.handle((_r, res) => sendJson(res, 200, ['no ids']))
    const bare = await rejection(t.requestChecked({method: 'POST', path: '/x', body: {}}, check))
    expect(bare.message).toMatch(/could not be read \(invoiceId: required\), so it most likely took effect; check before sending it again$/)
    const read = await rejection(t.requestChecked({method: 'GET', path: '/x'}, check))
    expect(read).toBeInstanceOf(ApiError)
    expect(read.message).toBe('unexpected answer from GET /x: invoiceId: required')
    expect(s.requests.filter((r) => r.method !== 'GET')).toHaveLength(6)
  })

  it('names network failures in words: every known code, and an unknown one as a failed connection', () => {
    for (const code of [
      'UND_ERR_DESTROYED',
      'UND_ERR_SOCKET',
      'UND_ERR_CLOSED',
      'ECONNRESET',
      'EPIPE',
      'ENOTFOUND',
      'EAI_AGAIN',
      'SOMETHING_NEW',
    ]) {
      expect(networkWords(code), code).not.toMatch(/[A-Z]{3,}_|^E[A-Z]+$/)
    }
    expect(networkWords('UND_ERR_DESTROYED')).toBe('the connection was closed')
    expect(networkWords('SOMETHING_NEW')).toBe('the connection failed')
  })

  it('without a subject, names the request', async () => {
    const s = await server()
    s.handle((_r, _res, raw) => {
      raw.socket.destroy()
    })
    const {t} = transport(s.url)
    const err = await rejection(t.request({method: 'POST', path: '/api/webhooks', body: {}}))
    expect(err.message.startsWith('outcome unknown: the request may or may not have been processed (')).toBe(true)
  })

  it('retries a POST refused before anything was sent (ECONNREFUSED), sending identical bytes', async () => {
    // A port that was free a moment ago: the first attempt is refused; the server starts listening on it as soon
    // as the transport logs the failure (the bind happens on the next tick, before any backoff timer fires).
    const probe = createServer()
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r))
    const port = (probe.address() as AddressInfo).port
    await new Promise<void>((r) => probe.close(() => r()))
    const bodies: string[] = []
    const late: Server = createServer((req, res) => {
      let body = ''
      req.setEncoding('utf8').on('data', (c) => (body += c))
      req.on('end', () => {
        bodies.push(body)
        res.writeHead(201, {'content-type': 'application/json'}).end('{"invoiceId":"ABC"}')
      })
    })
    cleanups.push(
      () =>
        new Promise<void>((r) => {
          late.closeAllConnections()
          late.close(() => r())
        }),
    )
    const log: string[] = []
    const t = new Transport({
      baseUrl: `http://127.0.0.1:${port}`,
      credentials: {accessToken: ACCESS},
      retry: {baseMs: 1, capMs: 2},
      debug: (l) => {
        log.push(l)
        if (l.includes('failed after') && !late.listening) late.listen(port, '127.0.0.1')
      },
    })
    cleanups.push(() => t.close())
    const res = await t.request({method: 'POST', path: '/api/v2/payments/bolepix', body: {amount: 150.75, b: [1]}, subject: 'the charge'})
    expect(res.status).toBe(201)
    expect(res.body).toEqual({invoiceId: 'ABC'})
    expect(bodies).toEqual(['{"amount":150.75,"b":[1]}'])
    expect(log.filter((l) => l.includes('failed after'))).toHaveLength(1)
    expect(log.find((l) => l.includes('failed after'))).toContain('connection refused')
  })
})

// Concurrent: two of these wait the 1–1.5 s that Retry-After says (whole seconds: the header's smallest step).
describe.concurrent('Retry-After', () => {
  it('honours Retry-After in seconds', async () => {
    const s = await server()
    let n = 0
    s.handle((_r, res) => (++n === 1 ? sendJson(res, 429, {}, {'retry-after': '1'}) : sendJson(res, 200, {ok: 1})))
    const {t, log} = transport(s.url)
    const t0 = Date.now()
    await t.request({method: 'GET', path: '/api/events'})
    expect(Date.now() - t0).toBeGreaterThanOrEqual(950)
    expect(log.filter((l) => l.includes('waiting')).map((l) => l.trim())).toEqual(['waiting 1000 ms before attempt 2 (Retry-After)'])
    expect(s.requests).toHaveLength(2)
  })

  it('honours Retry-After as an HTTP date', async () => {
    const s = await server()
    let n = 0
    s.handle((_r, res) =>
      ++n === 1 ? sendJson(res, 503, {}, {'retry-after': new Date(Date.now() + 1500).toUTCString()}) : sendJson(res, 200, {ok: 1}),
    )
    const {t, log} = transport(s.url)
    await t.request({method: 'GET', path: '/api/events'})
    const wait = log.find((l) => l.includes('waiting'))!
    expect(wait).toMatch(/waiting \d+ ms before attempt 2 \(Retry-After\)/)
    const ms = Number(/waiting (\d+)/.exec(wait)![1])
    expect(ms).toBeGreaterThan(0)
    expect(ms).toBeLessThanOrEqual(1500)
    expect(s.requests).toHaveLength(2)
  })

  it('stops with "rate limited, retry after …" when Retry-After is above 30 s, with no further attempt', async () => {
    const s = await server()
    s.handle((_r, res) => sendJson(res, 429, {error: 'quota'}, {'retry-after': '31'}))
    const {t} = transport(s.url)
    const err = await rejection(t.request({method: 'GET', path: '/api/events'}))
    expect(err).toBeInstanceOf(RateLimitedError)
    expect(err.message).toMatch(/^rate limited, retry after 31s \(\d{4}-\d{2}-\d{2}T[\d:.]+Z\)$/)
    expect((err as RateLimitedError).status).toBe(429)
    expect(s.requests).toHaveLength(1)
    // a POST too
    const err2 = await rejection(t.request({method: 'POST', path: '/api/webhooks', body: {}}))
    expect(err2).toBeInstanceOf(RateLimitedError)
    expect(s.requests).toHaveLength(2)
  })

  it('a long or absurd Retry-After is reported in minutes, never a crash', async () => {
    const s = await server()
    let value = '600'
    s.handle((_r, res) => sendJson(res, 429, {}, {'retry-after': value}))
    const {t} = transport(s.url)
    const err = await rejection(t.request({method: 'GET', path: '/api/events'}))
    expect(err.message).toMatch(/^rate limited, retry after 10 minutes \(\d{4}-.*Z\)$/)
    value = '99999999999999999999'
    const err2 = await rejection(t.request({method: 'GET', path: '/api/events'}))
    expect(err2).toBeInstanceOf(RateLimitedError)
    expect(err2.message).toMatch(/^rate limited, retry after \d+(\.\d+)?(e\+\d+)? minutes$/)
  })

  it('parses Retry-After values', () => {
    const now = Date.parse('2026-01-01T00:00:00Z')
    expect(parseRetryAfter('5', now)).toBe(5000)
    expect(parseRetryAfter(' 0 ', now)).toBe(0)
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:10 GMT', now)).toBe(10_000)
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0)
    expect(parseRetryAfter(['7'], now)).toBe(7000)
    expect(parseRetryAfter(undefined, now)).toBeUndefined()
    expect(parseRetryAfter('soon', now)).toBeUndefined()
  })
})

describe('authentication', () => {
  it('sends Bearer and Content-Type: application/json on every request, GETs included', async () => {
    const s = await server()
    const {t} = transport(s.url)
    await t.request({method: 'GET', path: '/api/events', query: {limit: 5, skip: undefined}})
    await t.request({method: 'POST', path: '/api/webhooks', body: {a: 1}})
    await t.request({method: 'GET', path: '/api/webhooks', auth: 'none'})
    expect(s.requests.map((r) => r.headers['content-type'])).toEqual(['application/json', 'application/json', 'application/json'])
    expect(s.requests.map((r) => r.headers.authorization)).toEqual([`Bearer ${ACCESS}`, `Bearer ${ACCESS}`, undefined])
    expect(s.requests[0]!.query).toEqual({limit: '5'})
    expect(s.requests[1]!.body).toBe('{"a":1}')
  })

  it('sends the client token raw, without a scheme, with auth "client"', async () => {
    const s = await server()
    const {t} = transport(s.url)
    await t.request({method: 'POST', path: '/api/tokenize', body: {card_number: 'x'}, auth: 'client'})
    expect(s.requests[0]!.headers.authorization).toBe(CLIENT)
  })

  it('refuses to send anything without the token it needs', async () => {
    const s = await server()
    const {t} = transport(s.url, {credentials: {}})
    const err = await rejection(t.request({method: 'GET', path: '/api/events'}))
    expect(err).toBeInstanceOf(AuthError)
    const err2 = await rejection(t.request({method: 'POST', path: '/api/tokenize', auth: 'client'}))
    expect(err2).toBeInstanceOf(AuthError)
    expect(err2.message).toBe('no client token configured (payctl config set client-token)')
    expect(s.requests).toHaveLength(0)
  })

  it('a missing token is not retried like a network failure', async () => {
    const s = await server()
    const {t, log} = transport(s.url, {credentials: {}, retry: {baseMs: 1000, capMs: 1000}, random: () => 0.99})
    const err = await rejection(t.request({method: 'POST', path: '/api/webhooks', body: {}}))
    expect(err).toBeInstanceOf(AuthError)
    expect(err.message).toBe('not logged in: no access token (run payctl login, or set PAYCTL_ACCESS_TOKEN)')
    expect(log).toEqual([])
  })

  it('refreshes the access token once on 401 and repeats the call with it', async () => {
    const s = await server()
    s.handle((r, res) => {
      if (r.path === '/api/seller-1/tokens') return sendJson(res, 200, {data: 'new-access-token-xyz'})
      if (r.headers.authorization === 'Bearer new-access-token-xyz') return sendJson(res, 200, {data: []})
      return sendJson(res, 401, {errors: {detail: 'Unauthorized'}})
    })
    const refreshed: string[] = []
    const {t, log} = transport(s.url, {
      credentials: {accessToken: ACCESS, refreshToken: REFRESH},
      onAccessTokenRefreshed: (tok) => {
        refreshed.push(tok)
      },
    })
    const res = await t.request({method: 'GET', path: '/api/events'})
    expect(res.body).toEqual({data: []})
    expect(s.requests.map((r) => [r.method, r.path, r.headers.authorization, r.body])).toEqual([
      ['GET', '/api/events', `Bearer ${ACCESS}`, ''],
      ['POST', '/api/seller-1/tokens', `Bearer ${REFRESH}`, '{}'],
      ['GET', '/api/events', 'Bearer new-access-token-xyz', ''],
    ])
    expect(s.requests[1]!.headers['content-type']).toBe('application/json')
    expect(refreshed).toEqual(['new-access-token-xyz'])
    expect(t.secrets()).toContain('new-access-token-xyz')
    // the debug log never shows a token in clear
    for (const tok of [ACCESS, REFRESH, 'new-access-token-xyz']) expect(log.join('\n')).not.toContain(tok)
  })

  it('gives an AuthError when the call answers 401 again after the refresh', async () => {
    const s = await server()
    s.handle((r, res) =>
      r.path.endsWith('/tokens')
        ? sendJson(res, 200, {data: 'new-access-token-xyz'})
        : sendJson(res, 401, {errors: {detail: 'Unauthorized'}}),
    )
    const {t} = transport(s.url, {credentials: {accessToken: ACCESS, refreshToken: REFRESH}})
    const err = await rejection(t.request({method: 'GET', path: '/api/events'}))
    expect(err).toBeInstanceOf(AuthError)
    expect((err as AuthError).exitCode).toBe(ExitCode.auth)
    expect(err.message).toBe('HTTP 401 Unauthorized (check the access token: payctl login)')
    expect(s.requests.map((r) => r.path)).toEqual(['/api/events', '/api/seller-1/tokens', '/api/events'])
  })

  it('gives an AuthError when the refresh itself is refused', async () => {
    const s = await server()
    s.handle((r, res) => sendJson(res, 401, {errors: {detail: r.path.endsWith('/tokens') ? 'invalid refresh token' : 'Unauthorized'}}))
    const {t} = transport(s.url, {credentials: {accessToken: ACCESS, refreshToken: REFRESH}})
    const err = await rejection(t.request({method: 'GET', path: '/api/events'}))
    expect(err).toBeInstanceOf(AuthError)
    expect(err.message).toContain('refreshing it failed')
    expect(err.message).toContain('invalid refresh token')
    expect(s.requests).toHaveLength(2)
  })

  it('without a refresh token, a 401 is an AuthError at once', async () => {
    const s = await server()
    s.handle((_r, res) => sendJson(res, 401, {errors: {detail: 'Unauthorized'}}))
    const {t} = transport(s.url)
    const err = await rejection(t.request({method: 'GET', path: '/api/events'}))
    expect(err).toBeInstanceOf(AuthError)
    expect(s.requests).toHaveLength(1)
  })
})

describe('the --debug log', () => {
  it('masks tokens, secret-named fields and card numbers in bodies, also where a long body is cut', async () => {
    const s = await server()
    const filler = 'x'.repeat(3965) // the token straddles the 4000-character cut
    s.handle((_r, res) =>
      sendJson(res, 201, {filler, echo: ACCESS, webhook: {authorization: 'webhook-secret-123456'}, card: '5155901222280001'}),
    )
    const {t, log} = transport(s.url)
    await t.request({
      method: 'POST',
      path: '/api/webhooks',
      body: {webhook: {target: 'https://h.test', authorization: 'webhook-secret-123456'}},
    })
    const all = log.join('\n')
    expect(all).not.toContain(ACCESS.slice(0, 12))
    expect(all).not.toContain('webhook-secret-123456')
    expect(all).not.toContain('5155901222280001')
    expect(log[0]).toContain('"authorization":"webh…3456"')
    expect(log[0]).toContain('https://h.test')
  })
})

describe('redirects and other origins', () => {
  it('does not follow a 302 on an API call at all', async () => {
    const a = await server()
    const b = await server()
    a.handle((_r, res) => {
      res.writeHead(302, {location: `${b.url}/steal`}).end()
    })
    const {t} = transport(a.url)
    const err = await rejection(t.request({method: 'GET', path: '/api/events'}))
    expect(err).toBeInstanceOf(ApiError)
    expect((err as ApiError).status).toBe(302)
    expect(err.message).toBe(`HTTP 302: unexpected redirect to ${b.url}/steal, not followed (credentials are never sent along a redirect)`)
    expect(a.requests).toHaveLength(1)
    expect(b.requests).toHaveLength(0)
  })

  it('download follows a redirect to another origin without the Authorization header', async () => {
    const a = await server()
    const b = await server()
    a.handle((_r, res) => {
      res.writeHead(302, {location: `${b.url}/files/invoice.pdf?sig=1`}).end()
    })
    b.handle((_r, res) => {
      res.writeHead(200, {'content-type': 'application/pdf'}).end('%PDF-1.4 fake')
    })
    const {t} = transport(a.url)
    const got = await t.download(`${a.url}/api/v2/payments/bolepix/X/pdf-file`)
    expect(got.body.toString()).toBe('%PDF-1.4 fake')
    expect(got.contentType).toBe('application/pdf')
    expect(got.url).toBe(`${b.url}/files/invoice.pdf?sig=1`)
    expect(a.requests[0]!.headers.authorization).toBe(`Bearer ${ACCESS}`)
    expect(b.requests).toHaveLength(1)
    expect(b.requests[0]!.headers.authorization).toBeUndefined()
    expect(b.requests[0]!.query).toEqual({sig: '1'})
  })

  it('download from another origin sends no credentials', async () => {
    const a = await server()
    const b = await server()
    b.handle((_r, res) => {
      res.writeHead(200, {'content-type': 'application/pdf'}).end('%PDF')
    })
    const {t} = transport(a.url)
    await t.download(`${b.url}/cdn/file.pdf`)
    expect(b.requests[0]!.headers.authorization).toBeUndefined()
    expect(a.requests).toHaveLength(0)
  })

  it('keeps every path on the base URL', () => {
    const {t} = transport('http://127.0.0.1:9/base/')
    expect(t.url('//evil.test/x').href).toBe('http://127.0.0.1:9/base//evil.test/x')
    expect(t.url('api/events', {q: 'a b'}).href).toBe('http://127.0.0.1:9/base/api/events?q=a+b')
    const {t: t2} = transport('http://127.0.0.1:9')
    expect(t2.url('//evil.test/x').origin).toBe('http://127.0.0.1:9')
    expect(t2.url('@evil.test/x').origin).toBe('http://127.0.0.1:9')
  })
})

describe('readable errors', () => {
  async function errorFor(status: number, body: string, contentType: string): Promise<ApiError> {
    const s = await server()
    s.handle((_r, res) => {
      res.writeHead(status, contentType ? {'content-type': contentType} : {}).end(body)
    })
    const {t} = transport(s.url, {retry: {maxAttempts: 1}})
    return (await rejection(t.request({method: 'GET', path: '/api/x'}))) as ApiError
  }

  it('shows an HTML 500 page as one readable line', async () => {
    const html = `<!DOCTYPE html>\n<html>\n<head><title>500 Internal Server Error</title></head>\n<body>\n<center><h1>500 Internal Server Error</h1></center>\n<hr><center>nginx</center>\n</body>\n</html>\n`
    const err = await errorFor(500, html, 'text/html')
    expect(err).toBeInstanceOf(ApiError)
    expect(err.status).toBe(500)
    expect(err.message).toBe('HTTP 500 Internal Server Error: 500 Internal Server Error (HTML error page)')
    expect(err.message).not.toContain('\n')
    expect(err.message).not.toContain('<')
  })

  it.each([
    [404, '{"errors": {"detail": "Not Found"}}', 'HTTP 404 Not Found'],
    [
      422,
      '{"errors": {"debtor.document": ["invalid CPF check digits"], "amount": ["must be greater than 0", "is required"]}}',
      'HTTP 422 Unprocessable Entity: debtor.document: invalid CPF check digits; amount: must be greater than 0, is required',
    ],
    [
      402,
      '{"message": "Payment declined", "details": [{"status": "DENIED", "description": "Insufficient funds"}, {"description": "Try another card"}]}',
      'HTTP 402 Payment Required: Payment declined: Insufficient funds; Try another card',
    ],
    [400, '{"message": "Bad order_id"}', 'HTTP 400 Bad Request: Bad order_id'],
    [400, '{"error": "invalid_request"}', 'HTTP 400 Bad Request: invalid_request'],
    [402, '{"message": "", "details": [{"description": "Card expired"}]}', 'HTTP 402 Payment Required: Card expired'],
    [400, '{"message": " ", "error": "bad_json"}', 'HTTP 400 Bad Request: bad_json'],
    [400, '{"error": {"message": "nested message"}}', 'HTTP 400 Bad Request: nested message'],
  ])('HTTP %i with JSON %s', async (status, body, message) => {
    const err = await errorFor(status, body, 'application/json; charset=utf-8')
    expect(err.message).toBe(message)
    expect(err.status).toBe(status)
    expect(err.body).toEqual(JSON.parse(body))
  })

  it('keeps the field errors as details', async () => {
    const err = await errorFor(422, '{"errors": {"debtor.document": ["invalid"]}}', 'application/json')
    expect(err.details).toEqual([{path: 'debtor.document', message: 'invalid'}])
  })

  it('shows plain text, empty bodies and control characters readably', async () => {
    expect((await errorFor(400, 'Bad Request: amount is wrong\nsecond line', 'text/plain')).message).toBe(
      'HTTP 400 Bad Request: Bad Request: amount is wrong',
    )
    expect((await errorFor(404, '', '')).message).toBe('HTTP 404 Not Found (empty response)')
    expect((await errorFor(400, '{not json', 'application/json')).message).toBe('HTTP 400 Bad Request: {not json')
    const evil = (await errorFor(400, 'oops \u001b[2J\u0007 done', 'text/plain')).message
    // eslint-disable-next-line no-control-regex
    expect(evil).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/)
  })

  it('describes an unknown status without a reason phrase', () => {
    expect(describeErrorBody(599, undefined, '').message).toBe('HTTP 599 (empty response)')
  })
})
