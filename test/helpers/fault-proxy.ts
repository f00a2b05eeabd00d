/**
 * A small fault-injecting HTTP proxy for tests (toxiproxy is not installable here). It sits on 127.0.0.1:0 in front
 * of an upstream (the sandbox, a recording server) and, request by request, lets a rule decide what happens:
 *
 *   pass       forward to the upstream and relay its answer
 *   drop       cut the client's connection after the whole request was received, with no answer; `forward: true`
 *              first sends it on and waits for the upstream's answer (the upstream acted: a charge was created)
 *   delay      wait `ms` (past the client's timeouts), then pass
 *   hang       never answer (until the proxy closes)
 *   status     answer this status (bursts of 5xx, 429 with Retry-After) without reaching the upstream
 *   redirect   answer a 3XX with a Location on another origin
 *
 * and as a whole it can refuse connections (`refuse()`: stops listening, so connects get ECONNREFUSED) and take them
 * again on the same port (`accept()`). Every request is recorded (method, path, headers, raw body, its fate). Hooks
 * (`onReceived`, `onForwarded`, `onAnswered`) let a test act at exact points: SIGKILL the CLI when the Nth POST
 * arrives, once the upstream has acted on it but before its answer goes back, or right after the answer.
 * It stops by itself after `lifetimeMs` at the latest.
 */
import {Agent, createServer, request as httpRequest, type IncomingHttpHeaders, type Server} from 'node:http'
import type {AddressInfo, Socket} from 'node:net'

export interface ProxiedRequest {
  /** 1-based, in arrival order. */
  n: number
  method: string
  /** Path and query, as received. */
  url: string
  headers: IncomingHttpHeaders
  body: Buffer
  /** What the proxy did with it (set once decided). */
  fate?: Fault['kind']
  /** The status the client was sent, when it was sent one. */
  status?: number
}

export type Fault =
  | {kind: 'pass'}
  | {kind: 'drop'; forward?: boolean}
  | {kind: 'delay'; ms: number}
  | {kind: 'hang'}
  | {kind: 'status'; status: number; headers?: Record<string, string>; body?: string}
  | {kind: 'redirect'; location: string; status?: 301 | 302 | 303 | 307 | 308}

export type Rule = (req: ProxiedRequest) => Fault | Promise<Fault>

export interface FaultProxyOptions {
  /** Where `pass` goes (`http://127.0.0.1:PORT`); without one, `pass` answers 502. */
  upstream?: string
  rule?: Rule
  lifetimeMs?: number
  /** Called once a request's body has been fully received, before the rule runs (awaited). */
  onReceived?: (req: ProxiedRequest) => void | Promise<void>
  /** Called when the upstream has answered a forwarded request, before the client is answered (awaited). */
  onForwarded?: (req: ProxiedRequest, status: number) => void | Promise<void>
  /** Called right after an answer was written to the client (not awaited by the client). */
  onAnswered?: (req: ProxiedRequest) => void
}

export interface FaultProxy {
  url: string
  port: number
  requests: ProxiedRequest[]
  setRule(rule: Rule): void
  setUpstream(upstream: string): void
  /** Stops listening and cuts every connection: new connections are refused. */
  refuse(): Promise<void>
  /** Listens again on the same port. */
  accept(): Promise<void>
  close(): Promise<void>
}

/** Rules for the usual cases. */
export const faults = {
  pass: (): Fault => ({kind: 'pass'}),
  /** The first `count` requests matching `match` get `fault`, the rest pass. */
  firstN(count: number, fault: Fault, match: (r: ProxiedRequest) => boolean = () => true): Rule {
    let seen = 0
    return (r) => (match(r) && seen++ < count ? fault : {kind: 'pass'})
  },
  always:
    (fault: Fault): Rule =>
    () =>
      fault,
}

export async function startFaultProxy(options: FaultProxyOptions = {}): Promise<FaultProxy> {
  let upstream = options.upstream
  let rule: Rule = options.rule ?? (() => ({kind: 'pass'}))
  const requests: ProxiedRequest[] = []
  const sockets = new Set<Socket>()
  const timers = new Set<NodeJS.Timeout>()
  const agent = new Agent({keepAlive: true, maxSockets: 64})
  let closed = false

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        timers.delete(t)
        resolve()
      }, ms)
      timers.add(t)
    })

  /** Sends the request on to the upstream; resolves with its whole answer. */
  const forward = (req: ProxiedRequest) =>
    new Promise<{status: number; headers: IncomingHttpHeaders; body: Buffer}>((resolve, reject) => {
      if (!upstream)
        return resolve({status: 502, headers: {'content-type': 'application/json'}, body: Buffer.from('{"error":"no upstream"}')})
      const target = new URL(upstream)
      const headers = {...req.headers, host: target.host}
      delete headers.connection
      const up = httpRequest({host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent}, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks)}))
        res.on('error', reject)
      })
      up.on('error', reject)
      up.end(req.body)
    })

  const server: Server = createServer((raw, res) => {
    const chunks: Buffer[] = []
    raw.on('data', (c: Buffer) => chunks.push(c))
    raw.on('end', () => {
      void (async () => {
        const rec: ProxiedRequest = {
          n: requests.length + 1,
          method: raw.method ?? '',
          url: raw.url ?? '/',
          headers: raw.headers,
          body: Buffer.concat(chunks),
        }
        requests.push(rec)
        const answer = (status: number, headers: IncomingHttpHeaders, body: Buffer | string) => {
          if (res.destroyed) return
          rec.status = status
          const h: Record<string, string | string[]> = {}
          for (const [k, v] of Object.entries(headers))
            if (v !== undefined && !['transfer-encoding', 'connection', 'keep-alive'].includes(k)) h[k] = v
          h['content-length'] = String(Buffer.byteLength(body))
          res.writeHead(status, h)
          res.end(body, () => options.onAnswered?.(rec))
        }
        try {
          await options.onReceived?.(rec)
          const fault = await rule(rec)
          rec.fate = fault.kind
          switch (fault.kind) {
            case 'pass': {
              const r = await forward(rec)
              await options.onForwarded?.(rec, r.status)
              return answer(r.status, r.headers, r.body)
            }
            case 'delay': {
              await wait(fault.ms)
              if (closed || res.destroyed) return
              const r = await forward(rec)
              await options.onForwarded?.(rec, r.status)
              return answer(r.status, r.headers, r.body)
            }
            case 'drop': {
              if (fault.forward) await forward(rec)
              raw.socket.destroy()
              return
            }
            case 'hang':
              return
            case 'status':
              return answer(
                fault.status,
                {'content-type': 'application/json', ...fault.headers},
                fault.body ?? JSON.stringify({errors: {detail: `injected ${fault.status}`}}),
              )
            case 'redirect':
              return answer(fault.status ?? 307, {location: fault.location, 'content-type': 'text/plain'}, `see ${fault.location}`)
          }
        } catch (err) {
          if (!res.headersSent && !res.destroyed)
            answer(502, {'content-type': 'application/json'}, JSON.stringify({error: `proxy: ${(err as Error).message}`}))
        }
      })()
    })
  })
  server.on('connection', (s: Socket) => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  server.keepAliveTimeout = 30_000

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port

  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve()
      server.close(() => resolve())
      for (const s of sockets) s.destroy()
    })

  const close = async () => {
    if (closed) return
    closed = true
    clearTimeout(lifetime)
    for (const t of timers) clearTimeout(t)
    await stopListening()
    agent.destroy()
  }
  const lifetime = setTimeout(() => void close(), options.lifetimeMs ?? 180_000)
  lifetime.unref()

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    setRule(r) {
      rule = r
    },
    setUpstream(u) {
      upstream = u
    },
    refuse: stopListening,
    accept: () =>
      new Promise<void>((resolve, reject) => {
        if (server.listening || closed) return resolve()
        server.once('error', reject)
        server.listen(port, '127.0.0.1', () => {
          server.off('error', reject)
          resolve()
        })
      }),
    close,
  }
}
