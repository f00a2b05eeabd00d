import {afterAll, describe, expect, test} from 'vitest'
import {runCli} from '../../helpers/cli.js'
import {sendJson, startRecordingServer} from '../../helpers/recording-server.js'
import {startListener, stopAllListeners} from './listener.js'

const ACCESS = 'access-token-for-register-tests'

afterAll(stopAllListeners)

describe.concurrent('payctl listen --register', {timeout: 60_000}, () => {
  test('registers a webhook for its own URL with its token (loopback API: the sandbox reaches it directly)', async () => {
    const api = await startRecordingServer((_req, res) => sendJson(res, 201, {data: {id: 'wh-1', target: 'x', events: ['PAYMENT.*']}}))
    const l = await startListener(
      ['--port', '0', '--json', '--register', '--authorization', 'tok-register-123456', '--event', 'PAYMENT.*'],
      {
        env: {PAYCTL_BASE_URL: api.url, PAYCTL_ACCESS_TOKEN: ACCESS},
      },
    )
    // Registration happens after the URL line: wait for it.
    for (let i = 0; i < 200 && !l.stderr().includes('registered webhook'); i++) await new Promise((r) => setTimeout(r, 25))
    const end = await l.stop()
    await api.close()
    expect(end.code).toBe(0)
    // The first request asks whether this is a payctl sandbox (it is not: the webhook stays registered).
    expect(api.requests.map((x) => `${x.method} ${x.path}`)).toEqual(['GET /_sandbox/clock', 'POST /api/webhooks'])
    const r = api.requests[1]!
    expect(r.method).toBe('POST')
    expect(r.path).toBe('/api/webhooks')
    expect(r.headers.authorization).toBe(`Bearer ${ACCESS}`)
    expect(r.body).toBe(JSON.stringify({webhook: {events: ['PAYMENT.*'], target: l.url, authorization: 'tok-register-123456'}}))
    expect(end.stderr).toContain(`registered webhook wh-1 → ${l.url} for PAYMENT.*`)
    expect(end.stderr).toContain('remove it in the account interface')
    expect(end.stdout).toBe('')
  })

  test('against a remote API it needs --public-url (exit 2, nothing sent); with it, registers that URL and every known event by default', async () => {
    const refused = await runCli(['listen', '--port', '0', '--register'], {
      env: {PAYCTL_BASE_URL: 'https://api.example.com', PAYCTL_ACCESS_TOKEN: ACCESS},
    })
    expect(refused.code).toBe(2)
    expect(refused.stderr).toContain('--register needs --public-url')
    const noRegister = await runCli(['listen', '--port', '0', '--public-url', 'https://x.example'])
    expect(noRegister.code).toBe(2)

    const api = await startRecordingServer((_req, res) => sendJson(res, 201, {data: {id: 'wh-2'}}))
    const l = await startListener(
      ['--port', '0', '--register', '--public-url', 'https://abc123.tunnel.example/hooks', '--authorization', 'tok-public-123456'],
      {
        env: {PAYCTL_BASE_URL: api.url, PAYCTL_ACCESS_TOKEN: ACCESS},
      },
    )
    for (let i = 0; i < 200 && !l.stdout().includes('registered webhook'); i++) await new Promise((r) => setTimeout(r, 25))
    const end = await l.stop()
    await api.close()
    expect(api.requests.filter((x) => x.path !== '/_sandbox/clock').map((x) => x.json)).toEqual([
      {
        webhook: {
          events: ['PAYMENT.*', 'ORDER.*', 'charge-create', 'charge-in', 'charge-cancelled'],
          target: 'https://abc123.tunnel.example/hooks',
          authorization: 'tok-public-123456',
        },
      },
    ])
    expect(end.stdout).toContain('registered webhook wh-2 → https://abc123.tunnel.example/hooks')
  })

  test('a base URL that only looks like loopback is not this machine: --public-url needed (exit 2, before any request or lookup)', async () => {
    for (const base of ['http://127.0.0.1.example.invalid:4010', 'http://127.attacker.invalid']) {
      const refused = await runCli(['listen', '--port', '0', '--register'], {env: {PAYCTL_BASE_URL: base, PAYCTL_ACCESS_TOKEN: ACCESS}})
      expect(refused.code, base).toBe(2)
      expect(refused.stderr).toContain('--register needs --public-url')
      expect(refused.stderr).toMatch(/is not a loopback address: it is a name that only starts like one/)
    }
  })

  test('a refused registration stops the listener with the API error (exit 4 for a 401)', async () => {
    const api = await startRecordingServer((_req, res) => sendJson(res, 401, {errors: {detail: 'Unauthorized'}}))
    const r = await runCli(['listen', '--port', '0', '--register', '--authorization', 'tok-refused-123456'], {
      env: {PAYCTL_BASE_URL: api.url, PAYCTL_ACCESS_TOKEN: ACCESS},
    })
    await api.close()
    expect(r.code).toBe(4)
    expect(r.stderr).toContain('Unauthorized')
  })
})
