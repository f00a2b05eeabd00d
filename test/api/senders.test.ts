/**
 * The one suite of the transport's two senders (docs/http.md#senders), run against each: node:http (NodeHttpSender,
 * the transport's own choice when no proxy applies) and undici (UndiciSender through the ProxyRouter the transport
 * makes when one does). Every expectation is written once for both, against the same loopback stand-ins: timeouts,
 * resets, early closes, refusals, the deadline, Ctrl-C, retries, the --debug lines, TLS, a streamed list and its
 * back-pressure, an interim `100 Continue`, proxies. What one sender cannot do is stated for that sender by name in
 * SENDERS and asserted as such, never skipped: this suite is what keeps the two alike, and what would show whether
 * one could go. node:http's own internals (its body iterator, its agents) are tested in node-http-sender.test.ts.
 */
import {readFileSync} from 'node:fs'
import {createServer as createNetServer, type AddressInfo, type Server as NetServer, type Socket} from 'node:net'
import tls from 'node:tls'
import {afterAll, describe, expect, it} from 'vitest'
import {ProxyRouter} from '../../src/api/proxy-router.js'
import {Transport, type TransportOptions} from '../../src/api/transport.js'
import {closedPort, sendJson, startRecordingServer, type Handler, type RecordingServer} from '../helpers/recording-server.js'
import {startRecordingProxy} from '../helpers/recording-proxy.js'
import {makeCerts, startTlsServer, type KeyCert} from '../helpers/tls.js'

const ACCESS = 'access-token-0123456789abcdef'
const API_HOST = 'api.payctl-test.invalid'

interface SenderCase {
  name: 'node:http' | 'undici'
  /** What makes a transport to a loopback stand-in send by this sender (`connectMs`: the transport's connect timeout). */
  options(connectMs: number): Partial<TransportOptions>
  /**
   * An interim `100 Continue` before the 201 (RFC 9110 §15.2): node:http reads it and waits for the final answer;
   * undici 7 destroys the connection on any 1XX, so the answer is lost.
   */
  interimContinue: 'reads the 201' | 'loses the answer'
  /**
   * Through a proxy: undici's ProxyAgent makes the tunnel; node:http has no proxy path, so a transport whose origin a
   * proxy applies to sends by undici whatever it would otherwise choose.
   */
  proxy: 'sends through it' | 'hands the origin to undici'
}

// Run when the file ends, not after each test: the tests of a group run at once, each on its own stand-ins.
const cleanups: (() => Promise<unknown> | void)[] = []
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

const SENDERS: SenderCase[] = [
  {name: 'node:http', options: () => ({}), interimContinue: 'reads the 201', proxy: 'hands the origin to undici'},
  {
    name: 'undici',
    options: (connectMs) => {
      // As the transport makes it when a proxy applies; with no proxy in `env` it connects directly.
      const dispatcher = new ProxyRouter({connectMs, keepAliveTimeout: 10_000, connections: 64, env: {}})
      cleanups.push(() => dispatcher.close())
      return {dispatcher}
    },
    interimContinue: 'loses the answer',
    proxy: 'sends through it',
  },
]

async function server(handler?: Handler): Promise<RecordingServer> {
  const s = await startRecordingServer(handler, 60_000)
  // Connections a test left hanging are cut, or close() would wait for them.
  cleanups.push(() => s.close())
  return s
}

/** A TCP listener that hands each connection to `onSocket` (raw HTTP, or silence); it stops when the file ends. */
async function rawServer(onSocket: (socket: Socket) => void): Promise<{url: string; port: number; connections: number}> {
  const sockets = new Set<Socket>()
  const state = {connections: 0}
  const s: NetServer = createNetServer((socket) => {
    state.connections++
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => undefined)
    onSocket(socket)
  })
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve))
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        for (const c of sockets) c.destroy()
        s.close(() => resolve())
      }),
  )
  const port = (s.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    get connections() {
      return state.connections
    },
  }
}

/** A failure as a user reads it: its type and message, the stand-in's URL and port masked. */
async function failure(p: Promise<unknown>, url: string): Promise<{type: string; message: string}> {
  const port = new URL(url).port
  return p.then(
    () => ({type: 'none', message: 'it succeeded'}),
    (err: Error) => ({type: err.constructor.name, message: err.message.replaceAll(url, 'URL').replaceAll(port, 'PORT')}),
  )
}

const pending = () => undefined
const stallBody: Handler = (_r, res) => {
  res.writeHead(200, {'content-type': 'application/json', 'content-length': '100'})
  res.write('{"data": [')
}

describe.each(SENDERS)('the $name sender', (sc) => {
  /** A transport that sends by this sender: tiny backoffs, two attempts, timeouts a loopback stand-in beats by far. */
  function transport(baseUrl: string, opts: Partial<TransportOptions> = {}): {t: Transport; log: string[]} {
    const log: string[] = []
    const connectMs = opts.timeouts?.connectMs ?? 10_000
    const t = new Transport({
      baseUrl,
      sellerId: 'seller-1',
      credentials: {accessToken: ACCESS},
      retry: {baseMs: 1, capMs: 2, maxAttempts: 2},
      timeouts: {headersMs: 1000, bodyMs: 1000},
      env: {},
      debug: (l) => log.push(l),
      ...sc.options(connectMs),
      ...opts,
    })
    expect(t.sends).toBe(sc.name)
    cleanups.push(() => t.close())
    return {t, log}
  }
  const get = (t: Transport) => t.request({method: 'GET', path: '/api/x'})
  const post = (t: Transport) => t.request({method: 'POST', path: '/api/x', body: {a: 1}, subject: 'the charge'})

  // Concurrent: these wait on timeouts (undici checks its own about once a second, so each such run takes ~1 s).
  describe.concurrent('timeouts, resets and early closes', {timeout: 30_000}, () => {
    it('no answer headers in time: a GET retried, then a TimeoutError; the --debug lines say each step', async () => {
      const s = await server(pending)
      const {t, log} = transport(s.url)
      expect(await failure(get(t), s.url)).toEqual({type: 'TimeoutError', message: 'GET URL/api/x: no answer within 1000 ms'})
      expect(s.requests).toHaveLength(2)
      const lines = log.map((l) => l.replaceAll(s.url, 'URL').replace(/\d+ ms/g, 'N ms'))
      expect(lines).toEqual([
        '--> GET URL/api/x (attempt 1/2)',
        '<-- GET URL/api/x failed after N ms: GET URL/api/x: no answer within N ms [UND_ERR_HEADERS_TIMEOUT]',
        '    waiting N ms before attempt 2',
        '--> GET URL/api/x (attempt 2/2)',
        '<-- GET URL/api/x failed after N ms: GET URL/api/x: no answer within N ms [UND_ERR_HEADERS_TIMEOUT]',
      ])
    })

    it('a POST whose answer does not come: outcome unknown, sent once', async () => {
      const s = await server(pending)
      const {t} = transport(s.url)
      expect(await failure(post(t), s.url)).toEqual({
        type: 'UnknownOutcomeError',
        message:
          'outcome unknown: the charge may or may not have been created (POST URL/api/x: no answer within 1000 ms); check before sending it again',
      })
      expect(s.requests).toHaveLength(1)
    })

    it('a body that stalls (body timeout): a GET retried, then a TimeoutError', async () => {
      const s = await server(stallBody)
      const {t} = transport(s.url)
      expect(await failure(get(t), s.url)).toEqual({type: 'TimeoutError', message: 'GET URL/api/x: the answer stalled for 1000 ms'})
      expect(s.requests).toHaveLength(2)
    })

    it('a list streamed element by element whose body stalls: not retried once an element was handed on', async () => {
      const s = await server((_r, res) => {
        res.writeHead(200, {'content-type': 'application/json'})
        res.write('[{"a":1},{"a":2},')
      })
      const {t} = transport(s.url)
      const seen: unknown[] = []
      const err = await failure(t.request({method: 'GET', path: '/api/x', streamList: (x) => void seen.push(x)}), s.url)
      expect(err).toEqual({type: 'TimeoutError', message: 'GET URL/api/x: the answer stalled for 1000 ms'})
      expect(seen).toEqual([{a: 1}, {a: 2}])
      expect(s.requests).toHaveLength(1)
    })

    const lost = {type: 'NetworkError', message: 'GET URL/api/x: connection lost (the connection closed before the answer was complete)'}
    const reset = {type: 'NetworkError', message: 'GET URL/api/x: connection lost (the connection was reset)'}

    it('the connection closed before the answer: a GET retried, then "connection lost"', async () => {
      const s = await server((_r, _res, raw) => void raw.socket.end())
      const {t} = transport(s.url)
      expect(await failure(get(t), s.url)).toEqual(lost)
      expect(s.requests).toHaveLength(2)
    })

    it('the connection closed in the middle of the body', async () => {
      const s = await server((_r, res) => {
        res.writeHead(200, {'content-type': 'application/json', 'content-length': '100'})
        // Flushed before the close, so that the client has the headers and part of the body when the connection ends.
        res.write('{"data": [', () => res.socket?.end())
      })
      const {t} = transport(s.url)
      expect(await failure(get(t), s.url)).toEqual(lost)
      expect(s.requests).toHaveLength(2)
    })

    it('a reset before the answer: a GET retried, then "connection lost (the connection was reset)"', async () => {
      const s = await server((_r, _res, raw) => void raw.socket.resetAndDestroy())
      const {t} = transport(s.url)
      expect(await failure(get(t), s.url)).toEqual(reset)
      expect(s.requests).toHaveLength(2)
    })

    it('a reset within the body, once part of it was read: named a reset too, not retried after an element', async () => {
      // The reset only once the client has read an element: a reset that overtook the unread headers would discard
      // them (TCP drops what the reader has not taken), which would be the case above.
      let read!: () => void
      const elementRead = new Promise<void>((resolve) => (read = resolve))
      const s = await server((_r, res, raw) => {
        res.writeHead(200, {'content-type': 'application/json'})
        res.write('[1,')
        void elementRead.then(() => raw.socket.resetAndDestroy())
      })
      const {t} = transport(s.url)
      expect(await failure(t.request({method: 'GET', path: '/api/x', streamList: () => read()}), s.url)).toEqual(reset)
      expect(s.requests).toHaveLength(1)
    })

    it('a POST whose connection is reset after it was sent: outcome unknown, in words, sent once', async () => {
      const s = await server((_r, _res, raw) => void raw.socket.resetAndDestroy())
      const {t} = transport(s.url)
      const err = await failure(post(t), s.url)
      expect(err).toEqual({
        type: 'UnknownOutcomeError',
        message:
          'outcome unknown: the charge may or may not have been created (POST URL/api/x: connection lost (the connection was reset)); check before sending it again',
      })
      expect(s.requests).toHaveLength(1)
    })

    it('a refused connection: a POST is sent again (nothing reached the server), then says so, never "unknown"', async () => {
      const port = await closedPort()
      const url = `http://127.0.0.1:${port}`
      const {t, log} = transport(url)
      expect(await failure(post(t), url)).toEqual({
        type: 'NetworkError',
        message: 'cannot connect to 127.0.0.1:PORT: connection refused (is the service running?)',
      })
      expect(
        log.map((l) =>
          l
            .replaceAll(url, 'URL')
            .replace(/\d+ ms/g, 'N ms')
            .replaceAll(String(port), 'PORT'),
        ),
      ).toEqual([
        '--> POST URL/api/x (attempt 1/2) 7B {"a":1}',
        '<-- POST URL/api/x failed after N ms: cannot connect to 127.0.0.1:PORT: connection refused (is the service running?) [ECONNREFUSED]',
        '    waiting N ms before attempt 2',
        '--> POST URL/api/x (attempt 2/2) 7B {"a":1}',
        '<-- POST URL/api/x failed after N ms: cannot connect to 127.0.0.1:PORT: connection refused (is the service running?) [ECONNREFUSED]',
      ])
    })

    it('a TLS handshake that never ends is a connect timeout: a POST is sent again (nothing reached the server)', async () => {
      // A TCP listener that never speaks: the handshake waits, as on a connection that hangs while it is made.
      const silent = await rawServer(() => undefined)
      const url = `https://127.0.0.1:${silent.port}`
      const {t} = transport(url, {timeouts: {connectMs: 200, headersMs: 300, bodyMs: 300}})
      expect(await failure(post(t), url)).toEqual({
        type: 'TimeoutError',
        message: 'cannot connect to 127.0.0.1:PORT: connect timed out after 200 ms',
      })
      expect(silent.connections).toBe(2)
    })

    it('the overall deadline ends the retries with a TimeoutError', async () => {
      const s = await server(pending)
      const {t} = transport(s.url, {timeouts: {headersMs: 10_000, bodyMs: 10_000, deadlineMs: 2000}})
      expect(await failure(get(t), s.url)).toEqual({type: 'TimeoutError', message: 'GET URL/api/x: no answer within the 2s deadline'})
      expect(s.requests).toHaveLength(1)
    })
  })

  describe.concurrent('Ctrl-C', {timeout: 30_000}, () => {
    // Ctrl-C on an event (the request at the server, an element of the body read), not at a guessed time; the
    // timeouts are far off, so only Ctrl-C ends the request, and it must end it at once.
    const interrupted = async (handler: Handler, send: (t: Transport, c: AbortController) => Promise<unknown>) => {
      const c = new AbortController()
      const s = await server(handler)
      const {t} = transport(s.url, {signal: c.signal, timeouts: {headersMs: 20_000, bodyMs: 20_000}})
      const started = Date.now()
      const err = await failure(send(t, c), s.url)
      return {...err, fast: Date.now() - started < 10_000, hits: s.requests.length}
    }
    const stopped = {type: 'InterruptedError', message: 'interrupted', fast: true, hits: 1}

    it('while waiting for the answer: interrupted at once, a GET not retried, a POST not an unknown outcome', async () => {
      for (const send of [get, post]) {
        let c!: AbortController
        const r = await interrupted(
          () => c.abort(),
          (t, ctl) => ((c = ctl), send(t)),
        )
        expect(r).toEqual(stopped)
      }
    })

    it('while the body comes', async () => {
      const begun: Handler = (_r, res) => {
        res.writeHead(200, {'content-type': 'application/json'})
        res.write('[1,')
      }
      const r = await interrupted(begun, (t, c) => t.request({method: 'GET', path: '/api/x', streamList: () => c.abort()}))
      expect(r).toEqual(stopped)
    })

    it('during a backoff wait: at once, not after the 25 s Retry-After', async () => {
      const s = await server((_r, res) => sendJson(res, 503, {}, {'retry-after': '25'}))
      const c = new AbortController()
      const {t} = transport(s.url, {
        signal: c.signal,
        retry: {baseMs: 1, capMs: 2, maxAttempts: 2, maxRetryAfterMs: 30_000},
        debug: (l) => l.includes('waiting 25000 ms') && c.abort(),
      })
      const started = Date.now()
      expect(await failure(get(t), s.url)).toEqual({type: 'InterruptedError', message: 'interrupted'})
      expect(Date.now() - started).toBeLessThan(20_000)
      expect(s.requests).toHaveLength(1)
    })
  })

  describe.concurrent('retries: what is sent again, and how many times', {timeout: 30_000}, () => {
    it('a GET rides out 503s up to its attempts; the default is 4', async () => {
      const s = await server((_r, res) => sendJson(res, 503, {errors: {detail: 'Service Unavailable'}}))
      const {t} = transport(s.url, {retry: {baseMs: 1, capMs: 2}})
      expect(await failure(get(t), s.url)).toEqual({type: 'ApiError', message: 'HTTP 503 Service Unavailable'})
      expect(s.requests).toHaveLength(4)
    })

    it('a GET whose connection was reset once is sent again and succeeds', async () => {
      const s = await server((_r, res, raw) => {
        if (s.requests.length === 1) raw.socket.resetAndDestroy()
        else sendJson(res, 200, {ok: true})
      })
      const {t} = transport(s.url)
      expect((await get(t)).body).toEqual({ok: true})
      expect(s.requests).toHaveLength(2)
    })

    it('a POST answered 503 is sent once (the server may have acted); one answered 429 is sent again, byte for byte', async () => {
      const busy = await server((_r, res) => sendJson(res, 503, {error: 'upstream down'}))
      expect((await failure(post(transport(busy.url).t), busy.url)).type).toBe('UnknownOutcomeError')
      expect(busy.requests).toHaveLength(1)
      const limited = await server((_r, res) =>
        limited.requests.length === 1 ? sendJson(res, 429, {error: 'slow down'}) : sendJson(res, 201, {id: 'w1'}),
      )
      expect((await post(transport(limited.url).t)).body).toEqual({id: 'w1'})
      expect(limited.requests.map((r) => r.body)).toEqual(['{"a":1}', '{"a":1}'])
    })
  })

  // One at a time: the test CA is trusted for the length of one request (below), which must not reach another test.
  describe('TLS: a certificate that cannot be trusted is final and "not sent"', {timeout: 60_000}, () => {
    const certs = makeCerts(API_HOST)
    const ca = readFileSync(certs.caFile, 'utf8')
    // NODE_EXTRA_CA_CERTS, as Node reads it only at start-up: both senders connect by tls.connect (node:https through
    // its agent, undici directly), so the test CA is added to each connection's authorities, as the variable would.
    const connect = tls.connect
    const trusted = ((...args: Parameters<typeof tls.connect>) => {
      const options = args.find((a): a is tls.ConnectionOptions => typeof a === 'object' && a !== null)
      if (options && !options.ca) options.ca = [...tls.rootCertificates, ca]
      return connect(...args)
    }) as typeof tls.connect

    const refused = async (kc: KeyCert, trust: boolean) => {
      const s = await startTlsServer(kc)
      cleanups.push(() => s.close())
      if (trust) tls.connect = trusted
      try {
        const {t} = transport(s.url)
        const gets = await failure(get(t), s.url)
        const posts = await failure(post(t), s.url)
        return {gets, posts, connections: s.connections, requests: s.requests.length}
      } finally {
        tls.connect = connect
      }
    }
    const notSent = (problem: string, hint = '') => ({
      gets: {type: 'NetworkError', message: `cannot connect securely to 127.0.0.1:PORT: ${problem}; nothing was sent${hint}`},
      posts: {type: 'NetworkError', message: `cannot connect securely to 127.0.0.1:PORT: ${problem}; nothing was sent${hint}`},
      connections: 2,
      requests: 0,
    })
    const TRUST_HINT = ' (a test server of your own: trust its CA with NODE_EXTRA_CA_CERTS=ca.pem)'

    it('from an unknown authority, or self-signed: tried once each, a POST not sent', async () => {
      expect(await refused(certs.leaf, false)).toEqual(
        notSent(
          'its certificate was issued by an unknown authority (not one this machine trusts) (UNABLE_TO_VERIFY_LEAF_SIGNATURE)',
          TRUST_HINT,
        ),
      )
      expect(await refused(certs.selfSigned, false)).toEqual(
        notSent('its certificate is self-signed (DEPTH_ZERO_SELF_SIGNED_CERT)', TRUST_HINT),
      )
    })

    it('expired, or for another host name, though its authority is trusted', async () => {
      expect(await refused(certs.expired, true)).toEqual(notSent('its certificate has expired (CERT_HAS_EXPIRED)'))
      expect(await refused(certs.otherName, true)).toEqual(
        notSent('its certificate is for another host name (ERR_TLS_CERT_ALTNAME_INVALID)'),
      )
    })

    it('a sound certificate of a trusted authority is answered (the refusals above are about the certificates)', async () => {
      const s = await startTlsServer(certs.leaf)
      cleanups.push(() => s.close())
      tls.connect = trusted
      try {
        expect((await get(transport(s.url).t)).body).toEqual({})
      } finally {
        tls.connect = connect
      }
      expect(s.requests).toHaveLength(1)
    })
  })

  describe.concurrent('reading answers', {timeout: 60_000}, () => {
    it('a list is handed on element by element while it arrives, and a slow reader holds the server back (bounded memory)', async () => {
      let written = 0
      let release!: () => void
      const released = new Promise<void>((resolve) => (release = resolve))
      let blocked!: () => void
      const serverBlocked = new Promise<void>((resolve) => (blocked = resolve))
      const item = JSON.stringify({invoiceId: 'x'.repeat(1000)})
      const s = await server((_r, res) => {
        res.writeHead(200, {'content-type': 'application/json'})
        res.write('[')
        let n = 0
        const more = () => {
          while (n < 50_000) {
            const ok = res.write(`${n++ ? ',' : ''}${item}`)
            written += item.length + 1
            if (!ok) {
              blocked()
              res.once('drain', more)
              return
            }
          }
          res.end(']')
        }
        more()
      })
      const {t} = transport(s.url, {timeouts: {headersMs: 5000, bodyMs: 5000}})
      let seen = 0
      const done = t.request({
        method: 'GET',
        path: '/list',
        streamList: async () => {
          if (seen++ === 0) await released
        },
      })
      // The reader holds the first element: the server meets back-pressure long before its 50 MB are written.
      await serverBlocked
      // What is shown is that nothing more is written while the reader holds: no event marks "still nothing", so the
      // test gives the server time in which it could have written more.
      await new Promise((r) => setTimeout(r, 300))
      expect(written).toBeLessThan(10 * 1024 * 1024)
      release()
      await done
      expect(seen).toBe(50_000)
    })

    it('a reader slower than the body timeout is not a silent server', async () => {
      const items = Array.from({length: 3}, (_, i) => ({i, pad: 'p'.repeat(70_000)}))
      const s = await server((_r, res) => {
        res.writeHead(200, {'content-type': 'application/json'})
        res.end(JSON.stringify(items))
      })
      const {t} = transport(s.url, {timeouts: {headersMs: 2000, bodyMs: 150}})
      const seen: number[] = []
      await t.request({
        method: 'GET',
        path: '/list',
        streamList: async (x) => {
          seen.push((x as {i: number}).i)
          await new Promise((r) => setTimeout(r, 250))
        },
      })
      expect(seen).toEqual([0, 1, 2])
    })

    it('a body that is not JSON comes with its bytes; a BOM is dropped; an empty or broken JSON body is read as such', async () => {
      const pdf = Buffer.from([0x25, 0x50, 0x44, 0x46, 0xff, 0x00, 0xc3, 0x28, 0x0a])
      const answers: Record<string, (res: Parameters<Handler>[1]) => void> = {
        '/pdf': (res) => res.writeHead(200, {'content-type': 'application/pdf'}).end(pdf),
        '/json': (res) => res.writeHead(200, {'content-type': 'application/json; charset=utf-8'}).end('\ufeff{"a":[1,"é"]}'),
        '/empty': (res) => res.writeHead(204).end(),
        '/bad-json': (res) => res.writeHead(200, {'content-type': 'application/json'}).end('{nope'),
      }
      const s = await server((req, res) => answers[req.path]!(res))
      const {t} = transport(s.url)
      const read = async (path: string) => {
        const a = await t.request({method: 'GET', path})
        return {status: a.status, body: a.body, text: a.text, bytes: a.bytes}
      }
      expect(await read('/pdf')).toEqual({status: 200, body: '%PDF\ufffd\u0000\ufffd(\n', text: '%PDF\ufffd\u0000\ufffd(\n', bytes: pdf})
      expect(await read('/json')).toEqual({status: 200, body: {a: [1, 'é']}, text: '{"a":[1,"é"]}', bytes: undefined})
      expect(await read('/empty')).toEqual({status: 204, body: undefined, text: '', bytes: undefined})
      expect(await read('/bad-json')).toEqual({status: 200, body: '{nope', text: '{nope', bytes: Buffer.from('{nope')})
    })

    it(`an interim 100 Continue before the 201: ${sc.name} ${sc.interimContinue}`, async () => {
      const posts: string[] = []
      const s = await rawServer((socket) => {
        let raw = Buffer.alloc(0)
        socket.on('data', (chunk: Buffer) => {
          raw = Buffer.concat([raw, chunk])
          const end = raw.indexOf('\r\n\r\n')
          const length = Number(/\r\ncontent-length: *(\d+)/i.exec(raw.subarray(0, end).toString('latin1'))?.[1] ?? 0)
          if (end < 0 || raw.length < end + 4 + length) return
          posts.push(raw.subarray(0, raw.indexOf('\r\n')).toString('latin1'))
          const body = '{"invoiceId":"inv-1"}'
          socket.write('HTTP/1.1 100 Continue\r\n\r\n')
          socket.end(
            `HTTP/1.1 201 Created\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n${body}`,
          )
        })
      })
      const {t} = transport(s.url)
      const outcome = await post(t).then(
        (res) => ({status: res.status, body: res.body}),
        (err: Error) => ({type: err.constructor.name, message: err.message.replaceAll(s.url, 'URL')}),
      )
      expect(outcome).toEqual(
        sc.interimContinue === 'reads the 201'
          ? {status: 201, body: {invoiceId: 'inv-1'}}
          : {
              type: 'UnknownOutcomeError',
              message:
                'outcome unknown: the charge may or may not have been created (POST URL/api/x: connection lost (the connection closed before the answer was complete)); check before sending it again',
            },
      )
      expect(posts).toEqual(['POST /api/x HTTP/1.1'])
    })
  })

  it(`a proxy: ${sc.name} ${sc.proxy}`, {timeout: 30_000}, async () => {
    const api = await server((_r, res) => sendJson(res, 200, {data: []}))
    const proxy = await startRecordingProxy((host) => (host === API_HOST ? api.port : undefined))
    cleanups.push(() => proxy.close())
    const baseUrl = `http://${API_HOST}`
    const options = {baseUrl, credentials: {accessToken: ACCESS}, env: {HTTP_PROXY: proxy.url}}
    // The transport's own choice: a proxy applies to the origin, whatever sender it would use without one.
    const t = new Transport(options)
    cleanups.push(() => t.close())
    expect(t.sends).toBe('undici')
    expect((await t.request({method: 'GET', path: '/api/webhooks'})).body).toEqual({data: []})
    expect(proxy.records.map((r) => [r.mode, r.target])).toEqual([['absolute', `${baseUrl}/api/webhooks`]])
    expect(api.requests[0]!.headers.authorization).toBe(`Bearer ${ACCESS}`)
  })
})
