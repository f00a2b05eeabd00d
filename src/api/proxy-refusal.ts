/**
 * A proxy's refusal (docs/http.md#proxies): the status in undici's error, and the message that names the proxy. Apart
 * from proxy-router.ts (which loads undici) so that failure.ts can classify a failure on the node:http path too.
 */
import {showProxy} from '../util/proxy.js'

/** The status a proxy refused a tunnel with (`Proxy response (403) !== 200`), or 407 in absolute form; else undefined. */
export function proxyRefusal(err: unknown): number | undefined {
  const message = err instanceof Error ? err.message : ''
  const m = /^Proxy response \((\d{3})\) !== 200/.exec(message)
  if (m) return Number(m[1])
  return /^Proxy Authentication Required \(407\)/.test(message) ? 407 : undefined
}

/** `the proxy http://***@proxy:3128 refused to reach api.example.com (HTTP 407: …)`: nothing reached the target. */
export function proxyRefusalMessage(proxy: URL, target: URL, status: number): string {
  const why = status === 407 ? ": proxy authentication required; put the proxy's user and password in its URL" : ''
  return `the proxy ${showProxy(proxy)} refused to reach ${target.host} (HTTP ${status}${why})`
}
