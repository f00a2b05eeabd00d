/** src/util/proxy.ts: which proxy a request goes through (docs/http.md#proxies). */
import {describe, expect, it} from 'vitest'
import {ProxySettings, showProxy} from '../../src/util/proxy.js'

const via = (env: Record<string, string>, target: string) => new ProxySettings(env).proxyFor(new URL(target))?.href

describe('ProxySettings', () => {
  it('http:// targets use HTTP_PROXY, https:// ones HTTPS_PROXY, else HTTP_PROXY (as undici reads them); lower case first', () => {
    const env = {HTTP_PROXY: 'http://plain:3128', HTTPS_PROXY: 'http://secure:3128'}
    expect(via(env, 'http://api.example.com/x')).toBe('http://plain:3128/')
    expect(via(env, 'https://api.example.com/x')).toBe('http://secure:3128/')
    expect(via({HTTP_PROXY: 'http://plain:3128'}, 'https://api.example.com')).toBe('http://plain:3128/')
    expect(via({HTTPS_PROXY: 'http://secure:3128'}, 'http://api.example.com')).toBeUndefined()
    expect(via({http_proxy: 'http://lower:1', HTTP_PROXY: 'http://upper:2'}, 'http://a.example')).toBe('http://lower:1/')
    expect(via({http_proxy: '', HTTP_PROXY: 'http://upper:2'}, 'http://a.example')).toBe('http://upper:2/')
    expect(via({HTTP_PROXY: 'proxy.corp:8080'}, 'http://a.example')).toBe('http://proxy.corp:8080/')
    expect(via({}, 'http://a.example')).toBeUndefined()
  })

  it('loopback targets never go through a proxy; names that only look like loopback do', () => {
    const env = {HTTP_PROXY: 'http://p:1', HTTPS_PROXY: 'http://p:1'}
    for (const t of ['http://127.0.0.1:4010', 'http://127.8.9.1', 'http://localhost:3000', 'https://app.localhost', 'http://[::1]:80']) {
      expect(via(env, t), t).toBeUndefined()
    }
    for (const t of ['http://127.0.0.1.example.invalid', 'http://localhost.attacker.invalid', 'http://10.0.0.1']) {
      expect(via(env, t), t).toBe('http://p:1/')
    }
  })

  it('NO_PROXY: exact hosts, domains (with or without a leading dot or *.), ports, *; commas or spaces', () => {
    const env = (noProxy: string) => ({HTTP_PROXY: 'http://p:1', HTTPS_PROXY: 'http://p:1', NO_PROXY: noProxy})
    expect(via(env('api.example.com'), 'http://api.example.com')).toBeUndefined()
    expect(via(env('API.Example.com'), 'http://api.example.com')).toBeUndefined()
    expect(via(env('example.com'), 'https://api.example.com')).toBeUndefined()
    expect(via(env('.example.com'), 'https://api.example.com')).toBeUndefined()
    expect(via(env('*.example.com'), 'https://api.example.com')).toBeUndefined()
    expect(via(env('example.com'), 'https://badexample.com')).toBe('http://p:1/')
    expect(via(env('api.example.com:8443'), 'https://api.example.com:8443')).toBeUndefined()
    expect(via(env('api.example.com:8443'), 'https://api.example.com')).toBe('http://p:1/')
    expect(via(env('api.example.com:443'), 'https://api.example.com')).toBeUndefined()
    expect(via(env('a.example b.example,  c.example'), 'http://c.example')).toBeUndefined()
    expect(via(env('*'), 'http://anything.example')).toBeUndefined()
    expect(via(env('10.1.2.3'), 'http://10.1.2.3:8080')).toBeUndefined()
    expect(via(env('[fd00::1]'), 'http://[fd00::1]:8080')).toBeUndefined()
    expect(via({...env(''), no_proxy: 'x.example'}, 'http://x.example')).toBeUndefined()
  })

  it('a malformed proxy is a usage error naming the variable, its password masked; showProxy masks user info', () => {
    expect(() => new ProxySettings({HTTPS_PROXY: 'socks5://u:pw@h:1080'})).toThrow(
      'HTTPS_PROXY "socks5://***@h:1080": must be an http:// or https:// proxy URL (or host:port)',
    )
    expect(() => new ProxySettings({http_proxy: 'http://'})).toThrow(/^http_proxy "http:\/\/"/)
    expect(showProxy(new URL('http://user:secret@proxy.corp:3128'))).toBe('http://***@proxy.corp:3128')
    expect(showProxy(new URL('http://user@proxy.corp:3128'))).toBe('http://***@proxy.corp:3128')
    expect(showProxy(new URL('https://proxy.corp'))).toBe('https://proxy.corp')
  })
})
