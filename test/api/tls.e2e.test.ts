/**
 * TLS failures through the installed CLI (docs/http.md#tls-failures): a GET tried once that says what is wrong with the
 * certificate (never "connection lost"), a POST that says nothing was sent (never "outcome unknown"), exit 1, error
 * code `network` (docs/contract.md#errors-and-exit-codes), the hint to trust a CA only where that can help, and
 * NODE_EXTRA_CA_CERTS as Node reads it at start-up. Every kind of bad certificate, against each sender, is
 * senders.test.ts; here one that the hint can cure and one it cannot.
 */
import {describe, expect, test} from 'vitest'
import {runCli} from '../helpers/cli.js'
import {sendJson, startRecordingServer} from '../helpers/recording-server.js'
import {EVENTS} from '../commands/events/fixtures.js'
import {makeCerts, startTlsServer, type KeyCert} from '../helpers/tls.js'

const certs = makeCerts('api.payctl-test.invalid')
const env = (url: string, extra: Record<string, string> = {}) => ({
  PAYCTL_BASE_URL: url,
  PAYCTL_ACCESS_TOKEN: 'tok_tls_ACCESS_abcdefghijklmnop',
  HTTPS_PROXY: undefined,
  HTTP_PROXY: undefined,
  https_proxy: undefined,
  http_proxy: undefined,
  ...extra,
})

/** Each certificate, what is said about it, and whether trusting an authority (NODE_EXTRA_CA_CERTS) can cure it. */
const cases: [string, KeyCert, Record<string, string>, RegExp, boolean][] = [
  ['self-signed', certs.selfSigned, {}, /its certificate is self-signed \(DEPTH_ZERO_SELF_SIGNED_CERT\)/, true],
  ['expired', certs.expired, {NODE_EXTRA_CA_CERTS: certs.caFile}, /its certificate has expired \(CERT_HAS_EXPIRED\)/, false],
]

describe.concurrent('TLS failures', {timeout: 60_000}, () => {
  test.each(cases)('a certificate %s: a GET is tried once and says why; a POST is not sent', async (_what, kc, extra, problem, hint) => {
    const server = await startTlsServer(kc)
    try {
      const get = await runCli(['api', 'GET', '/api/webhooks', '--debug'], {env: env(server.url, extra)})
      expect(get.code, get.stderr).toBe(1)
      expect(get.stderr).toMatch(problem)
      expect(get.stderr).toContain(`cannot connect securely to 127.0.0.1:${server.port}`)
      expect(get.stderr).not.toMatch(/connection lost|attempt 2\/4/)
      // The hint to trust an authority only where that can help: not for an expired certificate or another name's.
      expect(get.stderr.includes('trust its CA with NODE_EXTRA_CA_CERTS'), get.stderr).toBe(hint)
      expect(server.connections).toBe(1)

      const post = await runCli(
        [
          'api',
          'POST',
          '/api/webhooks',
          '--body',
          '{"webhook":{"events":["charge-in"],"target":"https://hooks.example.com/h","authorization":"s3cret-hook-token"}}',
          '--json',
        ],
        {env: env(server.url, extra)},
      )
      expect(post.code, post.stderr).toBe(1)
      expect(post.stderr).toMatch(problem)
      expect(post.stderr).toContain('nothing was sent')
      expect(post.stderr).not.toMatch(/outcome unknown|may or may not/)
      expect(server.connections).toBe(2)
      expect(server.requests).toEqual([])
    } finally {
      await server.close()
    }
  })

  test('events replay --to a handler with a self-signed certificate says so, and sends nothing', async () => {
    const api = await startRecordingServer((_req, res) => sendJson(res, 200, {data: EVENTS}))
    const handler = await startTlsServer(certs.selfSigned)
    try {
      const r = await runCli(['events', 'replay', 'ev-3', '--to', `${handler.url}/hook`, '--authorization', 'hook-token-123456'], {
        env: env(api.url),
      })
      expect(r.code, r.stderr).toBe(1)
      expect(r.stderr).toContain(
        `POST ${handler.url}/hook failed: cannot connect securely to 127.0.0.1:${handler.port}: its certificate is self-signed (DEPTH_ZERO_SELF_SIGNED_CERT); nothing was sent`,
      )
      expect(handler.requests).toEqual([])
    } finally {
      await Promise.all([api.close(), handler.close()])
    }
  })

  test('the same server with its authority trusted answers (the test certificates are sound)', async () => {
    const server = await startTlsServer(certs.leaf)
    try {
      const r = await runCli(['api', 'GET', '/api/webhooks'], {env: env(server.url, {NODE_EXTRA_CA_CERTS: certs.caFile})})
      expect(r.code, r.stderr).toBe(0)
      expect(server.requests).toHaveLength(1)
    } finally {
      await server.close()
    }
  })
})
