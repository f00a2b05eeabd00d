#!/usr/bin/env node
/**
 * A webhook target for the delivery benchmark: answers 200 to every POST at once, counts deliveries and distinct
 * event ids, and remembers when the last new id arrived. `GET /stats` → {total, unique, firstAt, lastAt}
 * (epoch ms); `GET /ids` → the distinct ids. Prints its URL on stderr once listening.
 */
import {createServer} from 'node:http'

const ids = new Set()
let total = 0
let firstAt = 0
let lastAt = 0
const server = createServer((req, res) => {
  if (req.method === 'GET') {
    const body = req.url === '/ids' ? JSON.stringify([...ids]) : JSON.stringify({total, unique: ids.size, firstAt, lastAt})
    res.writeHead(200, {'content-type': 'application/json'}).end(body)
    return
  }
  const chunks = []
  req.on('data', (c) => chunks.push(c))
  req.on('end', () => {
    total++
    try {
      const id = JSON.parse(Buffer.concat(chunks).toString('utf8')).id
      if (!ids.has(id)) {
        ids.add(id)
        lastAt = Date.now()
        firstAt ||= lastAt
      }
    } catch {}
    res.writeHead(200, {'content-type': 'application/json'}).end('{}')
  })
})
server.keepAliveTimeout = 30_000
server.listen(0, '127.0.0.1', () => process.stderr.write(`listening on http://127.0.0.1:${server.address().port}\n`))
process.on('SIGTERM', () => process.exit(0))
