/**
 * HTTPS_PROXY, HTTP_PROXY and NO_PROXY (docs/http.md#proxies), with the installed CLI: every request payctl sends
 * (the API, a PDF download, `events replay --to`, `listen --forward-to`) goes through the proxy the environment
 * names, by CONNECT for https:// and in absolute form for http://, except to loopback and to NO_PROXY's hosts. The
 * targets are names under .invalid, which never resolve: a command can only succeed through the proxy (a loopback
 * recording proxy, test/helpers/recording-proxy.ts, that sends each request on to a loopback server). Some commands
 * run in-process (the proxy settings come from the command's environment); spawned stay a CA trusted by
 * NODE_EXTRA_CA_CERTS (read by Node at start-up), the NO_PROXY runs (each waits on a DNS lookup that fails, and
 * in-process runs take turns), `events replay` (it still sets process.exitCode itself) and `listen` (a long-running
 * receiver).
 */
import {request} from 'node:http'
import {afterAll, describe, expect, test, type TestContext} from 'vitest'
import {runCli, spawnCli, tempDir} from '../helpers/cli.js'
import {runInProcess} from '../helpers/in-process.js'
import {startRecordingProxy} from '../helpers/recording-proxy.js'
import {sendJson, startRecordingServer} from '../helpers/recording-server.js'
import {makeCerts, startTlsServer} from '../helpers/tls.js'
import {stopAllListeners} from '../commands/listen/listener.js'
import {EVENTS} from '../commands/events/fixtures.js'

const ACCESS = 'tok_proxy_ACCESS_abcdefghijklmnop'
const API_HOST = 'api.payctl-test.invalid'
const env = (extra: Record<string, string | undefined>) => ({
  PAYCTL_ACCESS_TOKEN: ACCESS,
  PAYCTL_SELLER_ID: 'seller-1',
  HTTP_PROXY: undefined,
  HTTPS_PROXY: undefined,
  NO_PROXY: undefined,
  http_proxy: undefined,
  https_proxy: undefined,
  no_proxy: undefined,
  ...extra,
})

afterAll(stopAllListeners)

/** A proxy that sends `host` (any port) to a loopback port. */
async function proxyTo({onTestFinished}: TestContext, routes: Record<string, number>) {
  const proxy = await startRecordingProxy((host) => routes[host])
  onTestFinished(() => proxy.close())
  return proxy
}

async function api({onTestFinished}: TestContext) {
  const server = await startRecordingServer((req, res) => sendJson(res, 200, req.path === '/api/events' ? {data: EVENTS} : {data: []}))
  onTestFinished(() => server.close())
  return server
}

describe.concurrent('proxies', {timeout: 60_000}, () => {
  test('HTTP_PROXY: an http:// API is reached through the proxy in absolute form, its credentials to the API only; --debug names the proxy', async (t) => {
    const server = await api(t)
    const proxy = await proxyTo(t, {[API_HOST]: server.port})
    const r = await runInProcess(['api', 'GET', '/api/webhooks', '--debug'], {
      env: env({PAYCTL_BASE_URL: `http://${API_HOST}`, HTTP_PROXY: proxy.url}),
    })
    expect(r.stderr).not.toMatch(/unexpected error/)
    expect(r.code).toBe(0)
    expect(proxy.records).toHaveLength(1)
    expect(proxy.records[0]).toMatchObject({mode: 'absolute', method: 'GET', target: `http://${API_HOST}/api/webhooks`})
    expect(proxy.records[0]!.headers.authorization).toBe(`Bearer ${ACCESS}`)
    expect(proxy.records[0]!.headers['proxy-authorization']).toBeUndefined()
    expect(server.requests.map((q) => q.path)).toEqual(['/api/webhooks'])
    expect(r.stderr).toContain(`--> GET http://${API_HOST}/api/webhooks (attempt 1/4) via proxy ${proxy.url}`)
  })

  test("the proxy's own user and password go to the proxy only, and --debug masks them", async (t) => {
    const server = await api(t)
    const proxy = await proxyTo(t, {[API_HOST]: server.port})
    const withUser = `http://proxyuser:proxy-secret-99@127.0.0.1:${proxy.port}`
    const r = await runInProcess(['api', 'GET', '/api/webhooks', '--debug'], {
      env: env({PAYCTL_BASE_URL: `http://${API_HOST}`, http_proxy: withUser}),
    })
    expect(r.code).toBe(0)
    expect(proxy.records[0]!.headers['proxy-authorization']).toBe(`Basic ${Buffer.from('proxyuser:proxy-secret-99').toString('base64')}`)
    expect(server.requests[0]!.headers['proxy-authorization']).toBeUndefined()
    expect(r.stderr).toContain(`via proxy http://***@127.0.0.1:${proxy.port}`)
    expect(r.stderr + r.stdout).not.toContain('proxy-secret-99')
  })

  test('HTTPS_PROXY: an https:// API is reached through a CONNECT tunnel (the proxy never sees the token)', async (t) => {
    const certs = makeCerts(API_HOST)
    const tls = await startTlsServer(certs.leaf, (_req, res) => res.writeHead(200, {'content-type': 'application/json'}).end('{"data":[]}'))
    t.onTestFinished(() => tls.close())
    const proxy = await proxyTo(t, {[API_HOST]: tls.port})
    const r = await runCli(['api', 'GET', '/api/webhooks', '--debug'], {
      env: env({PAYCTL_BASE_URL: `https://${API_HOST}`, HTTPS_PROXY: proxy.url, NODE_EXTRA_CA_CERTS: certs.caFile}),
    })
    expect(r.stderr).not.toMatch(/unexpected error/)
    expect(r.code).toBe(0)
    expect(proxy.records).toHaveLength(1)
    expect(proxy.records[0]).toMatchObject({mode: 'connect', target: `${API_HOST}:443`})
    expect(proxy.records[0]!.headers.authorization).toBeUndefined()
    expect(proxy.records[0]!.headers['proxy-authorization']).toBeUndefined()
    expect(tls.requests[0]!.headers.authorization).toBe(`Bearer ${ACCESS}`)
    expect(r.stderr).toContain(`via proxy ${proxy.url}`)
  })

  test('NO_PROXY keeps a listed host (or its domain) off the proxy; loopback never goes through one', async (t) => {
    const server = await api(t)
    const proxy = await proxyTo(t, {[API_HOST]: server.port})
    // The five runs at once (spawned: each waits on its DNS lookup, and in-process runs take turns).
    const direct = [{NO_PROXY: API_HOST}, {no_proxy: '.payctl-test.invalid'}, {NO_PROXY: `other.example, ${API_HOST}:80`}].map(
      async (noProxy) => {
        const r = await runCli(['api', 'GET', '/api/webhooks'], {
          env: env({PAYCTL_BASE_URL: `http://${API_HOST}`, HTTP_PROXY: proxy.url, ...noProxy}),
        })
        // Sent directly: the name does not resolve, so the command fails, and the proxy saw nothing.
        expect(r.code, JSON.stringify(noProxy)).toBe(1)
        // Sent directly, the name is looked up (and not found): the network code in words (api/network-words.ts).
        expect(r.stderr).toMatch(new RegExp(`cannot reach ${API_HOST.replaceAll('.', '\\.')}: (no such host|the DNS lookup failed)`))
      },
    )
    const loopback = [server.url, `http://localhost:${server.port}`].map(async (base) => {
      const r = await runCli(['api', 'GET', '/api/webhooks', '--debug'], {
        env: env({PAYCTL_BASE_URL: base, HTTP_PROXY: proxy.url, HTTPS_PROXY: proxy.url}),
      })
      expect(r.code, `${base}: ${r.stderr}`).toBe(0)
      expect(r.stderr).not.toContain('via proxy')
    })
    await Promise.all([...direct, ...loopback])
    expect(proxy.records).toEqual([])
  })

  test('a proxy that wants credentials: one attempt, and the error says the proxy refused (exit 1); a malformed proxy URL exits 2', async (t) => {
    const proxy = await proxyTo(t, {})
    proxy.refuse(407)
    const r = await runInProcess(['api', 'GET', '/api/webhooks'], {
      env: env({PAYCTL_BASE_URL: `http://${API_HOST}`, HTTP_PROXY: proxy.url}),
    })
    expect(r.code, r.stderr).toBe(1)
    expect(r.stderr).toContain(`the proxy ${proxy.url} refused to reach ${API_HOST} (HTTP 407: proxy authentication required`)
    const tunnel = await runInProcess(['api', 'GET', '/api/webhooks'], {
      env: env({PAYCTL_BASE_URL: `https://${API_HOST}`, HTTPS_PROXY: proxy.url}),
    })
    expect(tunnel.code, tunnel.stderr).toBe(1)
    expect(tunnel.stderr).toContain(`the proxy ${proxy.url} refused to reach ${API_HOST} (HTTP 407`)
    expect(proxy.records).toHaveLength(2)
    const bad = await runInProcess(['api', 'GET', '/api/webhooks'], {
      env: env({PAYCTL_BASE_URL: `http://${API_HOST}`, HTTPS_PROXY: 'socks9://u:pw-hidden@proxy'}),
    })
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain('HTTPS_PROXY "socks9://***@proxy": must be an http:// or https:// proxy URL')
  })

  test('a PDF download goes through the proxy too, without credentials for the CDN', async (t) => {
    const pdf = await startRecordingServer((_req, res) => {
      res.writeHead(200, {'content-type': 'application/pdf'})
      res.end('%PDF-1.4\n%fake\n')
    })
    t.onTestFinished(() => pdf.close())
    const server = await startRecordingServer((_req, res) => sendJson(res, 200, {url: 'http://cdn.payctl-test.invalid/files/inv-1.pdf'}))
    t.onTestFinished(() => server.close())
    const proxy = await proxyTo(t, {[API_HOST]: server.port, 'cdn.payctl-test.invalid': pdf.port})
    const out = `${tempDir()}/inv.pdf`
    const r = await runInProcess(['bolepix', 'pdf', 'INV-PROXY-1', '--output', out], {
      env: env({PAYCTL_BASE_URL: `http://${API_HOST}`, HTTP_PROXY: proxy.url}),
    })
    expect(r.stderr).not.toMatch(/unexpected error/)
    expect(r.code).toBe(0)
    expect(proxy.records.map((x) => x.target)).toEqual([
      `http://${API_HOST}/api/v2/payments/bolepix/INV-PROXY-1/pdf`,
      'http://cdn.payctl-test.invalid/files/inv-1.pdf',
    ])
    expect(proxy.records[1]!.headers.authorization).toBeUndefined()
  })

  test('events replay --to goes through the proxy, with the given token only', async (t) => {
    const server = await api(t)
    const handler = await startRecordingServer((_req, res) => sendJson(res, 200, {ok: true}))
    t.onTestFinished(() => handler.close())
    const proxy = await proxyTo(t, {'hooks.payctl-test.invalid': handler.port})
    const r = await runCli(
      ['events', 'replay', 'ev-3', '--to', 'http://hooks.payctl-test.invalid/h', '--authorization', 'hook-token-123456', '--debug'],
      {
        env: env({PAYCTL_BASE_URL: server.url, HTTP_PROXY: proxy.url}),
      },
    )
    expect(r.stderr).not.toMatch(/unexpected error/)
    expect(r.code).toBe(0)
    // The API is on loopback: only the replay went through the proxy.
    expect(proxy.records.map((x) => `${x.method} ${x.target}`)).toEqual(['POST http://hooks.payctl-test.invalid/h'])
    expect(handler.requests[0]!.headers.authorization).toBe('hook-token-123456')
    expect(JSON.stringify(proxy.records[0]!.headers)).not.toContain(ACCESS)
    expect(r.stderr).toContain(`--> POST http://hooks.payctl-test.invalid/h via proxy ${proxy.url}`)
  })

  test('listen --forward-to a remote app goes through the proxy; a loopback app does not', async (t) => {
    const app = await startRecordingServer((_req, res) => sendJson(res, 200, {ok: true}))
    t.onTestFinished(() => app.close())
    const proxy = await proxyTo(t, {'app.payctl-test.invalid': app.port})
    for (const [target, proxied] of [
      ['http://app.payctl-test.invalid/hook', true],
      [`${app.url}/hook`, false],
    ] as const) {
      const before = proxy.records.length
      const l = spawnCli(['listen', '--port', '0', '--authorization', 'listen-token-123456', '--forward-to', target], {
        env: env({HTTP_PROXY: proxy.url}),
        cleanup: t.onTestFinished,
      })
      const url = (await l.line((x) => /http:\/\/127\.0\.0\.1:\d+/.test(x), 'the listening URL')).match(/http:\/\/127\.0\.0\.1:\d+/)![0]
      const status = await new Promise<number>((resolve, reject) => {
        const req = request(
          url,
          {method: 'POST', headers: {authorization: 'listen-token-123456', 'content-type': 'application/json'}},
          (res) => {
            res.resume()
            resolve(res.statusCode ?? 0)
          },
        )
        req.on('error', reject)
        req.end(JSON.stringify({id: 'ev-proxy-1', event: 'charge-in', inserted_at: '2026-05-01T00:00:00Z', data: {}}))
      })
      l.child.kill('SIGTERM')
      const end = await l.result
      expect(status, target).toBe(200)
      expect(proxy.records.length - before, target).toBe(proxied ? 1 : 0)
      if (proxied) {
        expect(proxy.records.at(-1)).toMatchObject({mode: 'absolute', method: 'POST', target: 'http://app.payctl-test.invalid/hook'})
        expect(end.stderr + end.stdout).toContain(`answered from the proxy ${proxy.url}`)
      }
    }
    expect(app.requests).toHaveLength(2)
  })
})
