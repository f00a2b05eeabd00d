/**
 * An interim `100 Continue` before the final answer (RFC 9110 §15.2: a client must read it and wait for the final
 * one), from a raw loopback server: `bolepix create` and `bolepix import` both read the 201 that follows. undici 7
 * destroys the connection on any 1XX, so the transport's writes go by node:http whenever no proxy applies
 * (docs/http.md#senders), the import's included.
 */
import {createServer, type Server, type Socket} from 'node:net'
import type {AddressInfo} from 'node:net'
import {describe, expect, it} from 'vitest'
import {Transport} from '../../src/api/transport.js'
import {RateGate} from '../../src/services/import/rate-gate.js'
import {runInProcess} from '../helpers/in-process.js'
import {onCleanup} from '../helpers/cleanup.js'
import {apiEnv, requiredFlags} from '../commands/bolepix/helpers.js'
import {importCli, rowLines} from '../services/import/cli.js'
import {csvText, writeTemp} from '../services/import/fixtures.js'

/** A server that answers every request `100 Continue`, then 201 with an invoice, on a connection it then closes. */
async function continueServer(): Promise<{url: string; posts: string[]}> {
  const posts: string[] = []
  const sockets = new Set<Socket>()
  const server: Server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    let raw = Buffer.alloc(0)
    socket.on('data', (chunk: Buffer) => {
      raw = Buffer.concat([raw, chunk])
      const end = raw.indexOf('\r\n\r\n')
      if (end < 0) return
      const head = raw.subarray(0, end).toString('latin1')
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0)
      if (raw.length < end + 4 + length) return
      posts.push(head.split('\r\n')[0]!)
      const body = JSON.stringify({message: 'Bolepix criado', invoiceId: `inv-${posts.length}`})
      socket.write('HTTP/1.1 100 Continue\r\n\r\n')
      socket.end(
        `HTTP/1.1 201 Created\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      )
      raw = Buffer.alloc(0)
    })
    socket.on('error', () => undefined)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  onCleanup(async () => {
    for (const s of sockets) s.destroy()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })
  return {url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, posts}
}

describe('an interim 100 Continue before the 201', () => {
  it('bolepix create reads the 201 that follows', async () => {
    const s = await continueServer()
    const r = await runInProcess(['bolepix', 'create', ...requiredFlags(), '-q'], {env: apiEnv(s.url)})
    expect(r.stderr).toMatch(/^(order id generated: \S+\n)?$/)
    expect(r.code).toBe(0)
    expect(r.stdout).toBe('inv-1\n')
    expect(s.posts).toEqual(['POST /api/v2/payments/bolepix HTTP/1.1'])
  })

  it('bolepix import reads the 201 of every row: each created once, none unknown', async () => {
    const s = await continueServer()
    const r = await importCli([writeTemp('continue.csv', csvText(3)), '--jsonl'], apiEnv(s.url))
    expect(r.code, r.stderr).toBe(0)
    const rows = rowLines(r.stdout).filter((l) => 'line' in l)
    expect(rows.map((l) => l.status)).toEqual(['created', 'created', 'created'])
    // (Besides the three creates, the one clock read an import makes of a loopback base URL: docs/import.md.)
    expect(s.posts.filter((line) => line.startsWith('POST '))).toHaveLength(3)
  })

  it("the import's transport, behind its gate, goes by node:http when no proxy applies, by undici when one does", async () => {
    const gate = new RateGate()
    const direct = new Transport({baseUrl: 'http://127.0.0.1:4010', gate})
    const proxied = new Transport({baseUrl: 'https://api.payctl-test.invalid', gate, env: {HTTPS_PROXY: 'http://127.0.0.1:9'}})
    expect([direct.sends, proxied.sends]).toEqual(['node:http', 'undici'])
    await Promise.all([direct.close(), proxied.close()])
  })
})
