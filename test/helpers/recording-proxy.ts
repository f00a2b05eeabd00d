/**
 * A forward proxy on 127.0.0.1:0 for tests of HTTP_PROXY/HTTPS_PROXY (docs/http.md#proxies), as a corporate proxy
 * is reached: by CONNECT (a tunnel, for https://) or by absolute-form requests (`GET http://host/path`, for http://).
 * It records each request (how it came, the target, the headers the proxy itself saw) and sends it on to where
 * `route` says, always a loopback address, so a target whose name does not resolve (`api.payctl-test.invalid`) is
 * still answered and no traffic leaves the machine. `refuse(status)` answers every request with that status instead
 * (407 for a proxy that wants credentials). It stops by itself after `lifetimeMs` at the latest.
 */
import {createServer, request as httpRequest, type IncomingHttpHeaders} from 'node:http'
import {connect, type AddressInfo, type Socket} from 'node:net'

export interface ProxyRecord {
  mode: 'connect' | 'absolute'
  /** `host:port` for a CONNECT, the absolute URL for the other form. */
  target: string
  method: string
  /** The headers the proxy received (a tunnel's inner request is not seen: it is TLS). */
  headers: IncomingHttpHeaders
}

export interface RecordingProxy {
  url: string
  port: number
  records: ProxyRecord[]
  /** Answer every request with this status from now on (407, 403), or pass them again (undefined). */
  refuse(status: number | undefined): void
  close(): Promise<void>
}

/** Where the proxy sends a target host:port: a loopback port, or undefined for "no such host" (502). */
export type Route = (host: string, port: number) => number | undefined

export async function startRecordingProxy(route: Route, lifetimeMs = 60_000): Promise<RecordingProxy> {
  const records: ProxyRecord[] = []
  const sockets = new Set<Socket>()
  let refusal: number | undefined
  const server = createServer((req, res) => {
    // Absolute form: the request line names the whole URL.
    const target = req.url ?? ''
    records.push({mode: 'absolute', target, method: req.method ?? '', headers: req.headers})
    let url: URL
    try {
      url = new URL(target)
    } catch {
      res.writeHead(400).end('absolute-form request expected')
      return
    }
    if (refusal) {
      res.writeHead(refusal, refusal === 407 ? {'proxy-authenticate': 'Basic realm="test"'} : {}).end()
      return
    }
    const port = route(url.hostname, Number(url.port) || 80)
    if (port === undefined) {
      res.writeHead(502).end('no such host')
      return
    }
    const headers = {...req.headers}
    delete headers['proxy-authorization']
    delete headers['proxy-connection']
    const upstream = httpRequest({host: '127.0.0.1', port, method: req.method, path: url.pathname + url.search, headers}, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    upstream.on('error', () => res.writeHead(502).end('upstream failed'))
    req.pipe(upstream)
  })
  server.on('connect', (req, client: Socket, head: Buffer) => {
    const target = req.url ?? ''
    records.push({mode: 'connect', target, method: 'CONNECT', headers: req.headers})
    client.on('error', () => undefined)
    if (refusal) {
      client.end(
        `HTTP/1.1 ${refusal} Refused\r\n${refusal === 407 ? 'Proxy-Authenticate: Basic realm="test"\r\n' : ''}Content-Length: 0\r\n\r\n`,
      )
      return
    }
    const m = /^(.+):(\d+)$/.exec(target)
    const port = m ? route(m[1]!.replace(/^\[|\]$/g, ''), Number(m[2])) : undefined
    if (port === undefined) {
      client.end('HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n')
      return
    }
    const upstream = connect(port, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      if (head.length) upstream.write(head)
      upstream.pipe(client)
      client.pipe(upstream)
    })
    sockets.add(upstream)
    upstream.on('close', () => sockets.delete(upstream))
    upstream.on('error', () => client.destroy())
  })
  server.on('connection', (s: Socket) => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const port = (server.address() as AddressInfo).port
  const close = () =>
    new Promise<void>((resolve) => {
      clearTimeout(timer)
      for (const s of sockets) s.destroy()
      server.close(() => resolve())
    })
  const timer = setTimeout(() => void close(), lifetimeMs)
  timer.unref()
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    records,
    refuse: (status) => {
      refusal = status
    },
    close,
  }
}
