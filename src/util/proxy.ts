/**
 * Which proxy a request goes through (docs/http.md#proxies): the one decision every sender of payctl consults (the
 * API transport, downloads, `events replay --to`, `listen --forward-to`), from HTTPS_PROXY, HTTP_PROXY and NO_PROXY
 * (lower-case forms first), read as undici's EnvHttpProxyAgent reads them, with one rule added: a loopback target
 * (the sandbox, a listener, an app on this machine) never goes through a proxy.
 */
import {UsageError} from '../errors.js'
import {isLoopbackHost, redactUrlCredentials} from './url.js'

type Env = Record<string, string | undefined>

/** The first non-empty value among the names, with the name it came from. */
function fromEnv(env: Env, names: readonly string[]): {name: string; value: string} | undefined {
  for (const name of names) {
    const value = env[name]?.trim()
    if (value) return {name, value}
  }
  return undefined
}

/** A proxy setting as a URL: `host:port` alone means http://host:port (as curl reads it); http(s) only. */
function proxyUrl(name: string, value: string): URL {
  let url: URL | undefined
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`)
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    throw new UsageError(`${name} "${redactUrlCredentials(value)}": must be an http:// or https:// proxy URL (or host:port)`)
  }
  return url
}

interface NoProxyEntry {
  host: string
  port: number
}

function noProxyEntries(value: string): NoProxyEntry[] | '*' {
  if (value.trim() === '*') return '*'
  const entries: NoProxyEntry[] = []
  for (const raw of value.split(/[,\s]+/)) {
    if (!raw) continue
    const m = /^(.+?):(\d+)$/.exec(raw)
    const host = (m?.[1] ?? raw)
      .replace(/^\*?\./, '')
      .replace(/^\[|\]$/g, '')
      .toLowerCase()
    entries.push({host, port: m ? Number(m[2]) : 0})
  }
  return entries
}

const DEFAULT_PORT: Record<string, number> = {'http:': 80, 'https:': 443}

/** The proxies configured in an environment, checked once (a malformed one is a usage error, exit 2). */
export class ProxySettings {
  private readonly http?: URL
  private readonly https?: URL
  private readonly noProxy: NoProxyEntry[] | '*'

  constructor(env: Env = process.env) {
    const http = fromEnv(env, ['http_proxy', 'HTTP_PROXY'])
    // As undici's EnvHttpProxyAgent: an https target without HTTPS_PROXY goes through HTTP_PROXY.
    const https = fromEnv(env, ['https_proxy', 'HTTPS_PROXY']) ?? http
    this.http = http && proxyUrl(http.name, http.value)
    this.https = https && proxyUrl(https.name, https.value)
    this.noProxy = noProxyEntries(fromEnv(env, ['no_proxy', 'NO_PROXY'])?.value ?? '')
  }

  /** Whether any proxy is configured at all. */
  get any(): boolean {
    return Boolean(this.http || this.https)
  }

  /** The proxy a request to `target` goes through, or undefined for a direct connection. */
  proxyFor(target: URL): URL | undefined {
    const proxy = target.protocol === 'https:' ? this.https : target.protocol === 'http:' ? this.http : undefined
    if (!proxy) return undefined
    const host = target.hostname.replace(/^\[|\]$/g, '').toLowerCase()
    if (isLoopbackHost(host)) return undefined
    if (this.noProxy === '*') return undefined
    const port = Number(target.port) || DEFAULT_PORT[target.protocol]
    for (const entry of this.noProxy) {
      if (entry.port && entry.port !== port) continue
      if (host === entry.host || host.endsWith(`.${entry.host}`)) return undefined
    }
    return proxy
  }
}

/** A proxy as payctl shows it (--debug, errors): its origin, any user and password masked. */
export function showProxy(proxy: URL): string {
  return proxy.username || proxy.password ? `${proxy.protocol}//***@${proxy.host}` : proxy.origin
}
