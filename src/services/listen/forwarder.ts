/**
 * Relays a notification (headers and body) to the local app (--forward-to) over a keep-alive pool, and reports
 * what came back: the app's status, "down" (502), or "too slow" (504, after a limit shorter than the service's
 * 10 s). Reports which address answered: `localhost` may resolve to ::1 before 127.0.0.1.
 */
import http from 'node:http'
import https from 'node:https'
import type {IncomingHttpHeaders} from 'node:http'
import type {ProxyRouter} from '../../api/proxy-router.js'
import {tlsFailure} from '../../api/tls-failure.js'
import {ProxySettings, showProxy} from '../../util/proxy.js'
import type {ForwardOutcome} from './types.js'

// Hop-by-hop headers (RFC 9110 §7.6.1), the ones recomputed for the new request, and what a sender could use to pass
// itself off as someone else to the app: its own forwarding claims (the client-address headers proxies and CDNs set,
// which an app behind them trusts), cookies, and the headers that frameworks read as the request's real URL or method
// (docs/listen.md#forwarding).
const NOT_RELAYED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'host',
  'content-length',
  'expect',
  'forwarded',
  'via',
  'x-real-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'fastly-client-ip',
  'x-original-url',
  'x-rewrite-url',
  'x-http-method-override',
  'x-http-method',
  'x-method-override',
  'cookie',
])

/**
 * The sender's headers as the app gets them: without the hop-by-hop ones (those above, `Proxy-*`, and every header
 * the sender's `Connection` names), without `X-Forwarded-*`, `Forwarded`, `Via`, the client-address, URL and method
 * override headers above, and `Cookie`; with the listener's own
 * `X-Forwarded-For` (the sender's address) when it is known.
 */
export function relayedHeaders(headers: IncomingHttpHeaders, from?: string): Record<string, string | string[]> {
  const connection = headers.connection
  const named = new Set(
    (Array.isArray(connection) ? connection.join(',') : (connection ?? ''))
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  )
  const out: Record<string, string | string[]> = {}
  for (const [k, v] of Object.entries(headers)) {
    if (v === undefined || NOT_RELAYED.has(k) || named.has(k) || k.startsWith('proxy-') || k.startsWith('x-forwarded-')) continue
    out[k] = v
  }
  if (from) out['x-forwarded-for'] = from.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')
  return out
}

const MAX_APP_ANSWER = 64 * 1024

export interface ForwardResult {
  outcome: ForwardOutcome
  /** The app's answer body (at most 64 KiB) and type, relayed to the service. */
  body?: Buffer
  contentType?: string
}

interface NetError extends Error {
  code?: string
  address?: string
  port?: number
  errors?: NetError[]
}

function describeNetError(err: NetError): string {
  const tls = tlsFailure(err)
  if (tls) return `${tls.problem} (${tls.code})`
  const parts = (err.errors?.length ? err.errors : [err]).map((e) => {
    const where = e.address ? ` at ${e.address.includes(':') ? `[${e.address}]` : e.address}:${e.port}` : ''
    const what = e.code === 'ECONNREFUSED' ? 'connection refused' : e.code === 'ECONNRESET' ? 'connection reset' : (e.code ?? e.message)
    return `${what}${where}`
  })
  return [...new Set(parts)].join(', ')
}

export class Forwarder {
  private readonly agent: http.Agent
  private readonly client: typeof http | typeof https
  private lastAddress?: string
  /** Set when the environment names a proxy for the app's URL (never for loopback: docs/http.md#proxies). */
  // undici is loaded only when a proxy is used (the direct relay is node:http): the router is made on first use.
  private readonly viaProxy?: {router: Promise<ProxyRouter>; shown: string}

  constructor(
    readonly url: URL,
    readonly timeoutMs: number,
    private readonly onAddress: (address: string) => void,
    env: Record<string, string | undefined> = process.env,
  ) {
    const secure = url.protocol === 'https:'
    this.client = secure ? https : http
    const options = {keepAlive: true, maxSockets: 256, keepAliveMsecs: 1000}
    this.agent = secure ? new https.Agent(options) : new http.Agent(options)
    const proxy = new ProxySettings(env).proxyFor(url)
    if (proxy) {
      const router = import('../../api/proxy-router.js').then(
        ({ProxyRouter}) => new ProxyRouter({connectMs: timeoutMs, keepAliveTimeout: 10_000, env}),
      )
      router.catch(() => undefined) // reported by the first forward
      this.viaProxy = {router, shown: showProxy(proxy)}
    }
  }

  /** Sends one notification (`from`: the sender's address, for X-Forwarded-For); never throws. */
  forward(headers: IncomingHttpHeaders, body: Buffer, from?: string): Promise<ForwardResult> {
    const out = relayedHeaders(headers, from)
    out['content-length'] = String(body.length)
    const t0 = performance.now()
    if (this.viaProxy) return this.forwardViaProxy(this.viaProxy, out, body, t0)
    return new Promise((resolve) => {
      let settled = false
      const finish = (r: ForwardResult) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        resolve(r)
      }
      const req = this.client.request({
        protocol: this.url.protocol,
        hostname: this.url.hostname.replace(/^\[|\]$/g, ''),
        port: this.url.port || undefined,
        path: this.url.pathname + this.url.search,
        method: 'POST',
        headers: {...out, host: this.url.host},
        agent: this.agent,
      })
      const timer = setTimeout(() => {
        finish({outcome: {kind: 'timeout', ms: this.timeoutMs}})
        req.destroy()
      }, this.timeoutMs)
      req.on('response', (res) => {
        const socket = res.socket
        const address = socket?.remoteAddress
          ? `${socket.remoteAddress.includes(':') ? `[${socket.remoteAddress}]` : socket.remoteAddress}:${socket.remotePort}`
          : '?'
        if (address !== this.lastAddress) {
          this.lastAddress = address
          this.onAddress(address)
        }
        const chunks: Buffer[] = []
        let size = 0
        res.on('data', (c: Buffer) => {
          if (size < MAX_APP_ANSWER) chunks.push(c)
          size += c.length
        })
        res.on('end', () => {
          finish({
            outcome: {kind: 'answered', status: res.statusCode ?? 502, ms: Math.round(performance.now() - t0), address},
            body: Buffer.concat(chunks).subarray(0, MAX_APP_ANSWER),
            contentType: typeof res.headers['content-type'] === 'string' ? res.headers['content-type'] : undefined,
          })
        })
        res.on('error', (err: NetError) => finish({outcome: {kind: 'down', detail: `answer cut: ${describeNetError(err)}`}}))
      })
      req.on('error', (err: NetError) => finish({outcome: {kind: 'down', detail: describeNetError(err)}}))
      req.end(body)
    })
  }

  /** The same request through the proxy (undici's tunnel or absolute form: api/proxy-router.ts). */
  private async forwardViaProxy(
    via: {router: Promise<ProxyRouter>; shown: string},
    headers: Record<string, string | string[]>,
    body: Buffer,
    t0: number,
  ): Promise<ForwardResult> {
    const signal = AbortSignal.timeout(this.timeoutMs)
    try {
      const res = await (
        await via.router
      ).request({origin: this.url.origin, path: this.url.pathname + this.url.search, method: 'POST', headers, body, signal})
      const address = `the proxy ${via.shown}`
      if (address !== this.lastAddress) {
        this.lastAddress = address
        this.onAddress(address)
      }
      const chunks: Buffer[] = []
      let size = 0
      for await (const c of res.body) {
        if (size < MAX_APP_ANSWER) chunks.push(c as Buffer)
        size += (c as Buffer).length
      }
      const contentType = res.headers['content-type']
      return {
        outcome: {kind: 'answered', status: res.statusCode, ms: Math.round(performance.now() - t0), address},
        body: Buffer.concat(chunks).subarray(0, MAX_APP_ANSWER),
        contentType: typeof contentType === 'string' ? contentType : undefined,
      }
    } catch (err) {
      if (signal.aborted) return {outcome: {kind: 'timeout', ms: this.timeoutMs}}
      return {outcome: {kind: 'down', detail: `through the proxy ${via.shown}: ${describeNetError(err as NetError)}`}}
    }
  }

  close(): void {
    this.agent.destroy()
    void this.viaProxy?.router.then(
      (r) => r.close(),
      () => undefined,
    )
  }
}
