/**
 * Who holds a port that is in use, when it can be told: a payctl sandbox answers `GET /_sandbox/health` with
 * `{"status": "ok", "now": …}`, a payctl listener answers `GET /health` with `{"status": "ok"}`. Anything else (no
 * answer within a second, another answer) is "another program". Only ever asked of this machine: the address a
 * server failed to bind, or loopback for a wildcard address.
 */
import {request} from 'node:http'

export type PortHolder = 'payctl sandbox' | 'payctl listener' | 'another program'

/** GET http://host:port/path → the parsed JSON body of a 200, or undefined. */
function getJson(host: string, port: number, path: string, timeoutMs: number): Promise<unknown> {
  return new Promise((resolve) => {
    const req = request({host, port, path, method: 'GET', timeout: timeoutMs, headers: {accept: 'application/json'}}, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (d: string) => {
        body += d
        if (body.length > 4096) req.destroy()
      })
      res.on('end', () => {
        try {
          resolve(res.statusCode === 200 ? JSON.parse(body) : undefined)
        } catch {
          resolve(undefined)
        }
      })
      res.on('error', () => resolve(undefined))
    })
    req.on('timeout', () => req.destroy())
    req.on('error', () => resolve(undefined))
    req.end()
  })
}

/** Which kind of process answers on `host:port` (a wildcard host is asked on loopback). */
export async function portHolder(host: string, port: number, timeoutMs = 1_000): Promise<PortHolder> {
  const at = host === '0.0.0.0' || host === '' ? '127.0.0.1' : host === '::' ? '::1' : host.replace(/^\[|\]$/g, '')
  const ok = (body: unknown): body is {status: string; now?: unknown} =>
    Boolean(body) && typeof body === 'object' && (body as {status?: unknown}).status === 'ok'
  const sandbox = await getJson(at, port, '/_sandbox/health', timeoutMs)
  if (ok(sandbox) && typeof sandbox.now === 'string') return 'payctl sandbox'
  const listener = await getJson(at, port, '/health', timeoutMs)
  if (ok(listener)) return 'payctl listener'
  return 'another program'
}

/** `port 4010 on 127.0.0.1 is in use by a payctl sandbox: stop it, or choose another port with --port (--port 0 picks a free one)`. */
export async function portInUseMessage(host: string, port: number): Promise<string> {
  const holder = await portHolder(host, port)
  const who = holder === 'another program' ? 'another program' : `a ${holder}`
  const stop = holder === 'another program' ? '' : ' stop it (Ctrl-C where it runs), or'
  return `port ${port} on ${host} is in use by ${who}:${stop} choose another port with --port (--port 0 picks a free one)`
}
