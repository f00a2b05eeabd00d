/**
 * The transport's two senders (docs/http.md#senders): which one it chooses, and node:http's failures held to undici's
 * on the same loopback stand-ins (the same errors, messages, retries and --debug lines), plus what is node:http's own
 * to get right: a list read element by element at the reader's pace, a slow reader that is not a silent server, the
 * bytes of a non-JSON answer, and close() ending its keep-alive connections.
 */
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http'
import {createServer as createNetServer, type AddressInfo, type Socket} from 'node:net'
import {Readable} from 'node:stream'
import {Agent} from 'undici'
import {afterAll, describe, expect, it} from 'vitest'
import {silenceLimited} from '../../src/api/node-http-sender.js'
import {Transport, type TransportOptions} from '../../src/api/transport.js'
import {waitFor} from '../helpers/wait.js'

const ACCESS = 'access-token-0123456789abcdef'
// Run when the file ends, not after each test: the failure tests run at once (below), each on its own stand-ins.
const cleanups: (() => Promise<void> | void)[] = []
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

/** A loopback stand-in that stops by itself; its open connections are cut when the test ends. */
async function stand(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{url: string; hits: () => number; server: Server}> {
  let hits = 0
  const sockets = new Set<Socket>()
  const server = createServer((req, res) => {
    hits++
    handler(req, res)
  })
  server.on('connection', (s) => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const lifetime = setTimeout(() => server.close(), 30_000)
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        clearTimeout(lifetime)
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
  )
  return {url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits: () => hits, server}
}

function transport(baseUrl: string, opts: Partial<TransportOptions> = {}): {t: Transport; log: string[]} {
  const log: string[] = []
  const t = new Transport({
    baseUrl,
    sellerId: 'seller-1',
    credentials: {accessToken: ACCESS},
    retry: {baseMs: 1, capMs: 2, maxAttempts: 2},
    // Timeouts the loopback stand-ins beat by far even on a loaded machine (the tests wait for them at once, below).
    timeouts: {headersMs: 1000, bodyMs: 1000},
    env: {},
    debug: (l) => log.push(l),
    ...opts,
  })
  cleanups.push(() => t.close())
  return {t, log}
}

describe('the transport chooses its sender in one place', () => {
  const sends = (baseUrl: string, env: Record<string, string>, extra: Partial<TransportOptions> = {}) => {
    const t = new Transport({baseUrl, env, ...extra})
    cleanups.push(() => t.close())
    return t.sends
  }

  it('node:http when no proxy applies to the base URL; undici when one does, or when a dispatcher is given', () => {
    const proxy = 'http://127.0.0.1:9'
    expect(sends('https://api.payctl-test.invalid', {})).toBe('node:http')
    expect(sends('https://api.payctl-test.invalid', {HTTPS_PROXY: proxy})).toBe('undici')
    // An https target without HTTPS_PROXY goes through HTTP_PROXY (util/proxy.ts).
    expect(sends('https://api.payctl-test.invalid', {http_proxy: proxy})).toBe('undici')
    expect(sends('http://api.payctl-test.invalid', {HTTPS_PROXY: proxy})).toBe('node:http')
    expect(sends('https://api.payctl-test.invalid', {HTTPS_PROXY: proxy, NO_PROXY: 'payctl-test.invalid'})).toBe('node:http')
    // Loopback never goes through a proxy: the sandbox is reached by node:http whatever the environment says.
    expect(sends('http://127.0.0.1:4010', {HTTP_PROXY: proxy, HTTPS_PROXY: proxy})).toBe('node:http')
    expect(sends('http://127.0.0.1:4010', {}, {dispatcher: new Agent()})).toBe('undici')
  })
})

/** Runs `scenario` against a fresh stand-in with each sender; returns what each saw, to be compared. */
async function bothSenders(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  scenario: (t: Transport) => Promise<unknown>,
  opts: Partial<TransportOptions> = {},
) {
  const outcome = async (dispatcher?: Agent) => {
    const s = await stand(handler)
    const {t, log} = transport(s.url, {...opts, ...(dispatcher ? {dispatcher} : {})})
    if (dispatcher) cleanups.push(() => dispatcher.close())
    const error = await scenario(t).then(
      () => undefined,
      (err: Error) => ({type: err.constructor.name, message: err.message.replace(s.url, 'URL')}),
    )
    // The --debug lines as a user reads them: times and the port masked.
    const lines = log.map((l) => l.replaceAll(s.url, 'URL').replace(/\d+ ms/g, 'N ms'))
    return {sends: t.sends, error, hits: s.hits(), lines}
  }
  const [node, undici] = await Promise.all([outcome(), outcome(new Agent({connect: {timeout: 5000}}))])
  expect(node.sends).toBe('node:http')
  expect(undici.sends).toBe('undici')
  return {node, undici}
}

const get = (t: Transport) => t.request({method: 'GET', path: '/api/x'})
const post = (t: Transport) => t.request({method: 'POST', path: '/api/x', body: {a: 1}, subject: 'the charge'})

// Concurrent: these wait on timeouts (undici's are checked about once a second, so each of its runs takes ~1 s).
describe.concurrent('node:http fails as undici does (same error, message, retries and --debug lines)', {timeout: 20_000}, () => {
  const same = (r: Awaited<ReturnType<typeof bothSenders>>) => {
    expect(r.node.error).toEqual(r.undici.error)
    expect(r.node.hits).toBe(r.undici.hits)
    expect(r.node.lines).toEqual(r.undici.lines)
  }

  it('no answer headers in time (headers timeout): a GET retried, then a TimeoutError', async () => {
    const r = await bothSenders(() => undefined, get)
    expect(r.node.error).toEqual({type: 'TimeoutError', message: 'GET URL/api/x: no answer within 1000 ms'})
    expect(r.node.hits).toBe(2)
    same(r)
  })

  it('a POST whose answer does not come: outcome unknown, sent once', async () => {
    const r = await bothSenders(() => undefined, post)
    expect(r.node.error?.type).toBe('UnknownOutcomeError')
    expect(r.node.hits).toBe(1)
    same(r)
  })

  it('a body that stalls (body timeout)', async () => {
    const r = await bothSenders((_req, res) => {
      res.writeHead(200, {'content-type': 'application/json', 'content-length': '100'})
      res.write('{"data": [')
    }, get)
    expect(r.node.error).toEqual({type: 'TimeoutError', message: 'GET URL/api/x: the answer stalled for 1000 ms'})
    same(r)
  })

  it('a list streamed element by element whose body stalls', async () => {
    const r = await bothSenders(
      (_req, res) => {
        res.writeHead(200, {'content-type': 'application/json'})
        res.write('[{"a":1},{"a":2},')
      },
      (t) => t.request({method: 'GET', path: '/api/x', streamList: () => undefined}),
    )
    expect(r.node.error?.type).toBe('TimeoutError')
    // An element was handed on: not retried.
    expect(r.node.hits).toBe(1)
    same(r)
  })

  it('the connection closed before the answer, and in the middle of its body', async () => {
    const before = await bothSenders((req) => req.socket.end(), get)
    expect(before.node.error?.type).toBe('NetworkError')
    same(before)
    const midway = await bothSenders((_req, res) => {
      res.writeHead(200, {'content-type': 'application/json', 'content-length': '100'})
      res.write('{"data": [')
      setTimeout(() => res.socket?.end(), 20)
    }, get)
    expect(midway.node.error?.type).toBe('NetworkError')
    same(midway)
    const reset = await bothSenders((req) => req.socket.resetAndDestroy(), get)
    same(reset)
  })

  it('a refused connection: a POST is sent again (nothing reached the server)', async () => {
    const s = await stand(() => undefined)
    const url = s.url
    await new Promise<void>((resolve) => s.server.close(() => resolve()))
    const outcome = async (dispatcher?: Agent) => {
      const {t, log} = transport(url, dispatcher ? {dispatcher} : {})
      const err = await post(t).catch((e: Error) => e)
      return {message: (err as Error).message, lines: log.map((l) => l.replace(/\d+ ms/g, 'N ms'))}
    }
    const node = await outcome()
    const undici = await outcome(new Agent())
    expect(node.message).toMatch(/cannot connect to 127\.0\.0\.1:\d+: connection refused/)
    expect(node).toEqual(undici)
  })

  it('a TLS handshake that never ends is a connect timeout: a POST is sent again (nothing reached the server)', async () => {
    // A TCP listener that never speaks: the TLS handshake waits, as on a connection that hangs while it is made.
    const connections: Socket[] = []
    const silent = createNetServer((c) => void connections.push(c))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          for (const c of connections) c.destroy()
          silent.close(() => resolve())
        }),
    )
    const url = `https://127.0.0.1:${(silent.address() as AddressInfo).port}`
    const outcome = async (dispatcher?: Agent) => {
      const {t, log} = transport(url, {timeouts: {connectMs: 200, headersMs: 300, bodyMs: 300}, ...(dispatcher ? {dispatcher} : {})})
      const err = await post(t).catch((e: Error) => e)
      return {type: (err as Error).constructor.name, message: (err as Error).message, lines: log.map((l) => l.replace(/\d+ ms/g, 'N ms'))}
    }
    const node = await outcome()
    const before = connections.length
    const undici = await outcome(new Agent({connect: {timeout: 200}}))
    expect(node.type).toBe('TimeoutError')
    expect(node.message).toMatch(/^cannot connect to 127\.0\.0\.1:\d+: connect timed out after 200 ms$/)
    expect(before).toBe(2)
    expect(connections.length - before).toBe(2)
    expect(node).toEqual(undici)
  })

  it('the deadline, and Ctrl-C while waiting for the answer or while its body comes', async () => {
    const deadline = await bothSenders(() => undefined, get, {timeouts: {headersMs: 10_000, bodyMs: 10_000, deadlineMs: 2000}})
    expect(deadline.node.error).toEqual({type: 'TimeoutError', message: 'GET URL/api/x: no answer within the 2s deadline'})
    same(deadline)
    for (const handler of [
      () => undefined,
      (_req: IncomingMessage, res: ServerResponse) => {
        res.writeHead(200, {'content-type': 'application/json'})
        res.write('[1,')
      },
    ]) {
      // Ctrl-C once the server has the request (and has begun the body), not at a guessed time: on a loaded machine
      // the request may not have arrived 150 ms after it was sent. The timeouts are far off, so only Ctrl-C ends it.
      const outcome = async (dispatcher?: Agent) => {
        const c = new AbortController()
        let abortedAt = 0
        const s = await stand((req, res) => {
          handler(req, res)
          setTimeout(() => ((abortedAt = Date.now()), c.abort()), 50)
        })
        const {t} = transport(s.url, {signal: c.signal, timeouts: {headersMs: 10_000, bodyMs: 10_000}, ...(dispatcher ? {dispatcher} : {})})
        const err = await get(t).catch((e: Error) => e)
        return {type: (err as Error).constructor.name, fast: Date.now() - abortedAt < 3000, hits: s.hits()}
      }
      const node = await outcome()
      expect(node).toEqual({type: 'InterruptedError', fast: true, hits: 1})
      expect(node).toEqual(await outcome(new Agent()))
    }
  })
})

describe('node:http reads answers as undici does', {timeout: 20_000}, () => {
  it('a list is handed on element by element while it arrives, and a slow reader holds the server back (bounded memory)', async () => {
    let written = 0
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    let blocked!: () => void
    const serverBlocked = new Promise<void>((resolve) => (blocked = resolve))
    const item = JSON.stringify({invoiceId: 'x'.repeat(1000)})
    const s = await stand((_req, res) => {
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
    expect(t.sends).toBe('node:http')
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
    const s = await stand((_req, res) => {
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

  it('a body that is not JSON comes with its bytes; the JSON and the empty ones as undici gives them', async () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0xff, 0x00, 0xc3, 0x28, 0x0a])
    const answers: Record<string, (res: ServerResponse) => void> = {
      '/pdf': (res) => res.writeHead(200, {'content-type': 'application/pdf'}).end(bytes),
      '/json': (res) => res.writeHead(200, {'content-type': 'application/json; charset=utf-8'}).end('\ufeff{"a":[1,"é"]}'),
      '/empty': (res) => res.writeHead(204).end(),
      '/bad-json': (res) => res.writeHead(200, {'content-type': 'application/json'}).end('{nope'),
    }
    const s = await stand((req, res) => answers[req.url!]!(res))
    const node = transport(s.url).t
    const undici = transport(s.url, {dispatcher: new Agent()}).t
    for (const path of Object.keys(answers)) {
      const a = await node.request({method: 'GET', path})
      const b = await undici.request({method: 'GET', path})
      expect({status: a.status, body: a.body, text: a.text, bytes: a.bytes}, path).toEqual({
        status: b.status,
        body: b.body,
        text: b.text,
        bytes: b.bytes,
      })
    }
    expect((await node.request({method: 'GET', path: '/pdf'})).bytes).toEqual(bytes)
  })

  it('close() lets a request in flight finish, as undici does (cut, the transport would send it again), and refuses new ones', async () => {
    let arrived = false
    const s = await stand((_req, res) => {
      arrived = true
      setTimeout(() => res.writeHead(200, {'content-type': 'application/json'}).end('[1]'), 200)
    })
    const {t} = transport(s.url)
    const pending = t.request({method: 'GET', path: '/x'})
    await waitFor('the request at the server', () => arrived)
    await t.close()
    expect((await pending).body).toEqual([1])
    expect(s.hits()).toBe(1)
    await expect(t.request({method: 'GET', path: '/x'})).rejects.toThrow(/connection lost/)
    expect(s.hits()).toBe(1)
  })

  it('keeps one connection alive across requests, and close() ends it', async () => {
    const connections: Socket[] = []
    const s = await stand((_req, res) => res.writeHead(200, {'content-type': 'application/json'}).end('{}'))
    s.server.on('connection', (c) => connections.push(c))
    const {t} = transport(s.url)
    for (let i = 0; i < 3; i++) await t.request({method: 'GET', path: '/x'})
    expect(connections).toHaveLength(1)
    const closed = new Promise((resolve) => connections[0]!.once('close', resolve))
    await t.close()
    await closed
  })
})

describe("the body's chunks (silenceLimited), as Node's async iterator of a stream gives them", () => {
  const body = (chunks: string[], then?: (s: Readable) => void) => {
    const s = new Readable({read() {}})
    for (const c of chunks) s.push(c)
    then?.(s)
    return s as unknown as IncomingMessage
  }
  // The bytes read (Node 26 hands buffered chunks one by one where 20 joins them), and the error, if any.
  const read = async (s: IncomingMessage) => {
    let got = ''
    try {
      for await (const c of silenceLimited(s, 1_000)) got += String(c)
      return {got}
    } catch (err) {
      return {got, error: (err as Error & {code?: string}).code ?? (err as Error).message}
    }
  }

  it('every chunk, then the end; the error a stream is destroyed with; a close before the end', async () => {
    expect(await read(body(['a', 'b'], (s) => s.push(null)))).toEqual({got: 'ab'})
    const errored = body(['a'])
    setTimeout(() => errored.destroy(new Error('cut')), 10)
    expect(await read(errored)).toEqual({got: 'a', error: 'cut'})
    const closed = body([])
    setTimeout(() => closed.destroy(), 10)
    expect(await read(closed)).toEqual({got: '', error: 'ERR_STREAM_PREMATURE_CLOSE'})
  })

  it("a stream destroyed with an error before the first read: the error is thrown, and its 'error' event, a tick later, finds a listener (the review's crash)", async () => {
    const uncaught: unknown[] = []
    const onUncaught = (err: unknown) => uncaught.push(err)
    process.on('uncaughtException', onUncaught)
    try {
      const s = body(['a'], (r) => r.destroy(new Error('cut at once')))
      expect(await read(s)).toEqual({got: '', error: 'cut at once'})
      // A stream destroyed with an error emits it on a later tick: two turns of the event loop let it come.
      await new Promise((resolve) => setImmediate(resolve))
      await new Promise((resolve) => setImmediate(resolve))
      expect(uncaught).toEqual([])
    } finally {
      process.off('uncaughtException', onUncaught)
    }
  })

  it('a reader that stops early destroys the stream', async () => {
    const s = body(['a'])
    for await (const _ of silenceLimited(s, 1_000)) break
    expect(s.destroyed).toBe(true)
  })
})
