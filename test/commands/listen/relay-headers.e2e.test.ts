/**
 * The relay (`listen --forward-to`) drops hop-by-hop headers, those the sender's Connection names, and the sender's
 * X-Forwarded-*, Forwarded, the client-address headers (X-Real-IP…), Via, the URL and method overrides and Cookie, and adds its own X-Forwarded-For (docs/listen.md#forwarding).
 * The notification is written on a raw socket, chunked, so the headers arrive exactly as a hostile sender wrote them.
 */
import {connect} from 'node:net'
import {afterAll, describe, expect, test} from 'vitest'
import {sendJson, startRecordingServer} from '../../helpers/recording-server.js'
import {notification, startListener, stopAllListeners} from './listener.js'

afterAll(stopAllListeners)

/** Sends a raw HTTP/1.1 request and resolves with the status line. */
function rawPost(port: number, head: string[], body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      const chunked = `${Buffer.byteLength(body).toString(16)}\r\n${body}\r\n0\r\n\r\n`
      socket.write(`POST /hook HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${head.join('\r\n')}\r\nTransfer-Encoding: chunked\r\n\r\n${chunked}`)
    })
    let answer = ''
    socket.setEncoding('utf8')
    socket.on('data', (d: string) => {
      answer += d
      if (answer.includes('\r\n')) {
        resolve(answer.split('\r\n')[0]!)
        socket.destroy()
      }
    })
    socket.on('error', reject)
    setTimeout(() => reject(new Error(`no answer: ${answer}`)), 20_000).unref()
  })
}

describe('listen --forward-to relays headers', {timeout: 60_000}, () => {
  test('hop-by-hop, Connection-named, X-Forwarded-*, Forwarded, client-address, Via, URL and method overrides and Cookie dropped; its own X-Forwarded-For added', async () => {
    const app = await startRecordingServer((_req, res) => sendJson(res, 200, {ok: true}))
    const l = await startListener(['--port', '0', '--authorization', 'relay-token-123456', '--forward-to', `${app.url}/app`])
    try {
      const status = await rawPost(
        l.port,
        [
          'Authorization: relay-token-123456',
          'Content-Type: application/json',
          'Connection: keep-alive, X-Hop-Secret, x-other-hop',
          'X-Hop-Secret: dropped-because-named',
          'X-Other-Hop: dropped-too',
          'Keep-Alive: timeout=5',
          'TE: trailers',
          'Trailer: X-Checksum',
          'Upgrade: h2c',
          'Proxy-Authorization: Basic c3B5OnNweQ==',
          'Proxy-Connection: keep-alive',
          'Proxy-Custom: x',
          'X-Forwarded-For: 6.6.6.6',
          'X-Forwarded-Host: bank.example',
          'X-Forwarded-Proto: https',
          'Forwarded: for=6.6.6.6;host=bank.example',
          'Cookie: session=stolen',
          'X-Real-IP: 6.6.6.6',
          'True-Client-IP: 6.6.6.6',
          'CF-Connecting-IP: 6.6.6.6',
          'X-Client-IP: 6.6.6.6',
          'X-Cluster-Client-IP: 6.6.6.6',
          'Fastly-Client-IP: 6.6.6.6',
          'Via: 1.1 bank-gateway',
          'X-Original-URL: /admin/refund',
          'X-Rewrite-URL: /admin/refund',
          'X-HTTP-Method-Override: DELETE',
          'X-HTTP-Method: DELETE',
          'X-Method-Override: DELETE',
          'X-Request-Id: kept-123',
          'User-Agent: payment-service/1.0',
        ],
        notification('ev-relay-1'),
      )
      expect(status).toBe('HTTP/1.1 200 OK')
    } finally {
      await l.stop()
      await app.close()
    }
    expect(app.requests).toHaveLength(1)
    const h = app.requests[0]!.headers
    for (const dropped of [
      'x-hop-secret',
      'x-other-hop',
      'keep-alive',
      'te',
      'trailer',
      'upgrade',
      'transfer-encoding',
      'proxy-authorization',
      'proxy-connection',
      'proxy-custom',
      'x-forwarded-host',
      'x-forwarded-proto',
      'forwarded',
      'cookie',
      // Claims an app behind a proxy or CDN trusts: the client's address, the hops, the real URL and method.
      'x-real-ip',
      'true-client-ip',
      'cf-connecting-ip',
      'x-client-ip',
      'x-cluster-client-ip',
      'fastly-client-ip',
      'via',
      'x-original-url',
      'x-rewrite-url',
      'x-http-method-override',
      'x-http-method',
      'x-method-override',
    ]) {
      expect(h[dropped], dropped).toBeUndefined()
    }
    expect(h['x-forwarded-for']).toBe('127.0.0.1')
    expect(h.authorization).toBe('relay-token-123456')
    expect(h['x-request-id']).toBe('kept-123')
    expect(h['user-agent']).toBe('payment-service/1.0')
    expect(h['content-length']).toBe(String(Buffer.byteLength(notification('ev-relay-1'))))
    expect(app.requests[0]!.body).toBe(notification('ev-relay-1'))
  })
})
