/**
 * The dispatcher behind every undici request payctl sends (docs/http.md#proxies): a direct keep-alive pool, or the
 * proxy util/proxy.ts picks for the request's origin. An http:// target is sent to an http:// proxy in absolute form
 * (`GET http://host/path`, as curl does: many proxies refuse CONNECT to port 80); an https:// target goes through a
 * CONNECT tunnel, TLS end to end. No Proxy-Authorization is ever made from the API's credentials: only a user and
 * password written in the proxy's own URL are sent, and only to the proxy.
 */
import {Agent, Dispatcher, ProxyAgent} from 'undici'
import {ProxySettings} from '../util/proxy.js'

// What a proxy's refusal means lives apart, so that failure.ts classifies one without loading undici.
export {proxyRefusal, proxyRefusalMessage} from './proxy-refusal.js'

export interface RouterOptions {
  /** TCP/TLS connection establishment, to the target or to the proxy. */
  connectMs: number
  keepAliveTimeout?: number
  connections?: number
  /** Where the proxy settings come from (default: process.env). */
  env?: Record<string, string | undefined>
}

export class ProxyRouter extends Dispatcher {
  readonly proxies: ProxySettings
  private readonly direct: Agent
  private readonly viaProxy = new Map<string, ProxyAgent>()

  constructor(private readonly options: RouterOptions) {
    super()
    this.proxies = new ProxySettings(options.env)
    this.direct = new Agent(this.agentOptions())
  }

  private agentOptions() {
    const {connectMs, keepAliveTimeout, connections} = this.options
    return {connect: {timeout: connectMs}, ...(keepAliveTimeout ? {keepAliveTimeout} : {}), ...(connections ? {connections} : {})}
  }

  /** The proxy a request to `url` goes through, or undefined (the one decision: util/proxy.ts). */
  proxyFor(url: URL): URL | undefined {
    return this.proxies.proxyFor(url)
  }

  private agentFor(origin: string): Dispatcher {
    const proxy = this.proxyFor(new URL(origin))
    if (!proxy) return this.direct
    let agent = this.viaProxy.get(proxy.href)
    if (!agent) {
      const timeout = {timeout: this.options.connectMs}
      agent = new ProxyAgent({...this.agentOptions(), uri: proxy.href, proxyTunnel: false, proxyTls: timeout, requestTls: timeout})
      this.viaProxy.set(proxy.href, agent)
    }
    return agent
  }

  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    return this.agentFor(String(options.origin)).dispatch(options, handler)
  }

  override close(): Promise<void>
  override close(callback: () => void): void
  override close(callback?: () => void): Promise<void> | void {
    const done = Promise.all([this.direct.close(), ...[...this.viaProxy.values()].map((a) => a.close())]).then(() => undefined)
    if (callback) void done.then(callback, callback)
    else return done
  }

  override destroy(): Promise<void>
  override destroy(err: Error | null): Promise<void>
  override destroy(callback: () => void): void
  override destroy(err: Error | null, callback: () => void): void
  override destroy(a?: Error | null | (() => void), b?: () => void): Promise<void> | void {
    const err = typeof a === 'function' ? null : (a ?? null)
    const callback = typeof a === 'function' ? a : b
    const done = Promise.all([this.direct.destroy(err), ...[...this.viaProxy.values()].map((x) => x.destroy(err))]).then(() => undefined)
    if (callback) void done.then(callback, callback)
    else return done
  }
}
