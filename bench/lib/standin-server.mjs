#!/usr/bin/env node
/**
 * A stand-in for the service's list endpoint: `GET /bolepix/invoices?sellerId=…` answers a JSON array of COUNT
 * invoice records (built once, sent from memory) to `Authorization: Bearer TOKEN`. `node standin-server.mjs COUNT
 * TOKEN SELLER_ID`; prints `listening on URL (N bytes)` on stderr.
 */
import {createServer} from 'node:http'

const [count = '100000', token = 'bench-token', sellerId = 'seller-bench'] = process.argv.slice(2)
const statuses = ['PENDING', 'PAID', 'CANCELLED', 'EXPIRED']
const t0 = Date.parse('2026-01-01T00:00:00Z')
const hex = (n, len) => n.toString(16).padStart(len, '0').slice(-len)
const uuid = (n, salt) => `${hex(n * 2654435761 + salt, 8)}-${hex(n, 4)}-4${hex(n * 7, 3)}-a${hex(n * 13, 3)}-${hex(n * 40503 + salt, 12)}`
const records = []
for (let i = 0; i < Number(count); i++) {
  records.push({
    id: uuid(i, 1),
    sellerId,
    invoiceId: uuid(i, 2),
    status: statuses[i % 4],
    insertedAt: new Date(t0 + i * 60_000).toISOString(),
    orderId: uuid(i, 3),
    amount: Number(`${100 + (i % 900)}.${String(i % 100).padStart(2, '0')}`),
    dueDate: new Date(t0 + i * 60_000 + 7 * 86_400_000).toISOString().slice(0, 10),
  })
}
const body = Buffer.from(JSON.stringify(records))
records.length = 0

const server = createServer((req, res) => {
  if (req.headers.authorization !== `Bearer ${token}`) {
    res.writeHead(401, {'content-type': 'application/json'}).end('{"errors":{"detail":"Unauthorized"}}')
    return
  }
  if (req.method === 'GET' && req.url.startsWith('/bolepix/invoices')) {
    res.writeHead(200, {'content-type': 'application/json', 'content-length': body.length}).end(body)
    return
  }
  res.writeHead(404, {'content-type': 'application/json'}).end('{"errors":{"detail":"Not Found"}}')
})
server.listen(0, '127.0.0.1', () => process.stderr.write(`listening on http://127.0.0.1:${server.address().port} (${body.length} bytes)\n`))
process.on('SIGTERM', () => process.exit(0))
