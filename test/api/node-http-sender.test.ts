/**
 * Which sender the transport chooses (docs/http.md#senders), and what is NodeHttpSender's own to get right: close()
 * letting a request in flight finish and ending its keep-alive connections, and its body iterator (silenceLimited).
 * What both senders must do alike (timeouts, resets, retries, TLS, lists, interim answers) is senders.test.ts, run
 * against each.
 */
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http'
import {readdirSync, readFileSync} from 'node:fs'
import type {AddressInfo, Socket} from 'node:net'
import {join, sep} from 'node:path'
import {Readable} from 'node:stream'
import {Agent} from 'undici'
import {afterAll, describe, expect, it} from 'vitest'
import {silenceLimited} from '../../src/api/node-http-sender.js'
import {Transport, type TransportOptions} from '../../src/api/transport.js'
import {waitFor} from '../helpers/wait.js'

const ACCESS = 'access-token-0123456789abcdef'
// Run when the file ends, not after each test.
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
    // Timeouts the loopback stand-ins beat by far even on a loaded machine.
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

  it('and nothing else knows which it has: no module of src/ but the transport makes, tests or asks for a sender', () => {
    const src = join(import.meta.dirname, '..', '..', 'src')
    const own = new Set(['api/transport.ts', 'api/sender.ts', 'api/node-http-sender.ts'])
    const leaks = readdirSync(src, {recursive: true, encoding: 'utf8'})
      .map((f) => f.split(sep).join('/'))
      .filter((f) => f.endsWith('.ts') && !own.has(f))
      .flatMap((f) => {
        const code = readFileSync(join(src, f), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
        const found = [
          ...code.matchAll(/node-http-sender\.js|\b(?:new|instanceof)\s+(?:UndiciSender|NodeHttpSender)\b|\.sends\b/g),
          // A transport's options from above api/: a dispatcher would choose undici behind the transport's back.
          ...(f.startsWith('api/') ? [] : code.matchAll(/\bdispatcher\s*:/g)),
        ]
        return found.map((m) => `${f}: ${m[0]}`)
      })
    expect(leaks).toEqual([])
  })
})

describe("node:http's connections, as undici's pool keeps them", {timeout: 20_000}, () => {
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
