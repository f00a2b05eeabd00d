#!/usr/bin/env node
/**
 * The importer's baseline: a plain undici loop that sends the same creation requests as `payctl bolepix import`
 * (POST /api/v2/payments/bolepix, the same headers and bodies) with the same concurrency over a keep-alive pool,
 * and nothing else (no validation, no journal). `node import-baseline.mjs FILE.jsonl BASE_URL ACCESS_TOKEN CONCURRENCY`
 */
import {readFileSync} from 'node:fs'
import {Agent} from 'undici'

const [file, baseUrl, token, concurrency = '16'] = process.argv.slice(2)
const bodies = readFileSync(file, 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
const agent = new Agent({keepAliveTimeout: 10_000, connections: 64})
const origin = new URL(baseUrl).origin
let next = 0
let ok = 0
const failures = []
async function worker() {
  while (next < bodies.length) {
    const body = bodies[next++]
    const res = await agent.request({
      origin,
      path: '/api/v2/payments/bolepix',
      method: 'POST',
      headers: {authorization: `Bearer ${token}`, 'content-type': 'application/json'},
      body,
    })
    const text = await res.body.text()
    if (res.statusCode >= 200 && res.statusCode < 300) ok++
    else failures.push(`${res.statusCode} ${text.slice(0, 200)}`)
  }
}
await Promise.all(Array.from({length: Number(concurrency)}, worker))
await agent.close()
process.stdout.write(`${JSON.stringify({ok, failed: failures.length, firstFailure: failures[0]})}\n`)
process.exitCode = failures.length ? 1 : 0
