/**
 * `events replay`: POSTs an event's notification payload `{id, event, inserted_at, data}` to a URL the way the
 * service delivers it (Content-Type application/json, the webhook token verbatim in Authorization, no redirects,
 * a 10 s limit). Never with the API's credentials: this request goes to a URL of the user's choice.
 */
import {NetworkError, TimeoutError} from '../../errors.js'
import type {PayEvent} from '../../schemas/events.js'
import {showProxy} from '../../util/proxy.js'

export interface ReplayResult {
  url: string
  status: number
  duration_ms: number
  content_type: string
  body: string
  /** The exact bytes sent. */
  sent: string
}

/** The notification payload of an event, keys in the service's order. */
export function notificationPayload(e: PayEvent): string {
  return JSON.stringify({id: e.id, event: e.event, inserted_at: e.inserted_at, data: e.data})
}

const MAX_ANSWER = 64 * 1024

/** Sends the payload once and returns the answer, whatever its status. Network failures throw (exit 1). */
export async function replayEvent(
  e: PayEvent,
  to: URL,
  options: {
    authorization?: string
    timeoutMs?: number
    signal?: AbortSignal
    debug?: (line: string) => void
    env?: Record<string, string | undefined>
  } = {},
): Promise<ReplayResult> {
  const {ProxyRouter, proxyRefusal, proxyRefusalMessage} = await import('../../api/proxy-router.js')
  const {tlsFailure, tlsFailureMessage} = await import('../../api/tls-failure.js')
  const timeoutMs = options.timeoutMs ?? 10_000
  // Through the proxy the environment names, as every request payctl sends (docs/http.md#proxies).
  const dispatcher = new ProxyRouter({connectMs: timeoutMs, env: options.env})
  const proxy = dispatcher.proxyFor(to)
  if (proxy) options.debug?.(`--> POST ${to.href} via proxy ${showProxy(proxy)}`)
  const sent = notificationPayload(e)
  const headers: Record<string, string> = {'content-type': 'application/json', 'user-agent': 'payctl-replay'}
  if (options.authorization !== undefined) headers.authorization = options.authorization
  const timer = AbortSignal.timeout(timeoutMs)
  const signal = options.signal ? AbortSignal.any([options.signal, timer]) : timer
  const t0 = performance.now()
  try {
    const res = await dispatcher.request({origin: to.origin, path: to.pathname + to.search, method: 'POST', headers, body: sent, signal})
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of res.body) {
      if (size < MAX_ANSWER) chunks.push(chunk as Buffer)
      size += (chunk as Buffer).length
    }
    const body = Buffer.concat(chunks).subarray(0, MAX_ANSWER).toString('utf8')
    return {
      url: to.href,
      status: res.statusCode,
      duration_ms: Math.round(performance.now() - t0),
      content_type: String(res.headers['content-type'] ?? ''),
      body,
      sent,
    }
  } catch (err) {
    if (timer.aborted)
      throw new TimeoutError(`POST ${to.href}: no answer within ${Math.round(timeoutMs / 1000)}s (the service gives up after 10 s too)`)
    if (options.signal?.aborted) throw err
    const tls = tlsFailure(err)
    if (tls) throw new NetworkError(`POST ${to.href} failed: ${tlsFailureMessage(to.host, tls)}`)
    const refusal = proxy && proxyRefusal(err)
    if (proxy && refusal) throw new NetworkError(`POST ${to.href} failed: ${proxyRefusalMessage(proxy, to, refusal)}`)
    const code = (err as {code?: string}).code ?? (err as {cause?: {code?: string}}).cause?.code
    const refused =
      code === 'ECONNREFUSED'
        ? proxy
          ? `connection refused by the proxy ${showProxy(proxy)}`
          : 'connection refused (is the handler running?)'
        : undefined
    throw new NetworkError(`POST ${to.href} failed: ${refused ?? code ?? (err as Error).message}`)
  } finally {
    await dispatcher.close().catch(() => undefined)
  }
}
