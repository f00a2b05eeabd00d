#!/usr/bin/env node
/**
 * The listener's baseline: a minimal node:http receiver doing the same work per notification as `payctl listen
 * --json` (POST only, the token checked in constant time through SHA-256 digests, the body read and parsed as JSON,
 * one JSON line written to stdout, 200) and nothing else. `node baseline-receiver.mjs TOKEN`; prints its URL on
 * stderr once listening.
 */
import {createHash, timingSafeEqual} from 'node:crypto'
import {createServer} from 'node:http'

const digest = (s) => createHash('sha256').update(s).digest()
const expected = digest(process.argv[2] ?? '')

const server = createServer((req, res) => {
  if (req.method !== 'POST') {
    res.writeHead(405).end()
    return
  }
  if (!timingSafeEqual(digest(req.headers.authorization ?? ''), expected)) {
    res.writeHead(401).end()
    return
  }
  const chunks = []
  req.on('data', (c) => chunks.push(c))
  req.on('end', () => {
    let body
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
    } catch {
      res.writeHead(400).end()
      return
    }
    const line = JSON.stringify({received_at: new Date().toISOString(), id: body.id, event: body.event, repeat: 0, status: 200, body})
    process.stdout.write(`${line}\n`)
    res.writeHead(200, {'content-type': 'application/json'}).end('{"received":true}')
  })
})
server.listen(0, '127.0.0.1', () => process.stderr.write(`listening on http://127.0.0.1:${server.address().port}\n`))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
