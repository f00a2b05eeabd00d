#!/usr/bin/env node
/**
 * A small undici load generator (run as its own process so that it does not share an event loop with the server
 * it measures): `node loadgen.mjs URL TOKEN CONNECTIONS DURATION_MS BODY_BYTES [ID_PREFIX]`. Keeps CONNECTIONS
 * requests in flight for DURATION_MS, each a webhook notification of exactly BODY_BYTES with a unique event id,
 * and prints one JSON line: {sent, ok, failed, errors, elapsedMs}.
 */
import {Pool} from 'undici'

const [url, token, connections = '32', durationMs = '2000', bodyBytes = '1024', prefix = 'evt'] = process.argv.slice(2)
const conns = Number(connections)
const target = new URL(url)
const pool = new Pool(target.origin, {connections: conns, pipelining: 1, keepAliveTimeout: 30_000})

/** A notification `{id, event, inserted_at, data}` padded to exactly `size` bytes. */
function body(n, size) {
  const base = {
    id: `${prefix}_${n.toString(36).padStart(8, '0')}`,
    event: 'charge-in',
    inserted_at: new Date().toISOString(),
    data: {invoiceId: `inv_${n}`, status: 'PAID', pad: ''},
  }
  const pad = size - Buffer.byteLength(JSON.stringify(base))
  base.data.pad = 'x'.repeat(Math.max(0, pad))
  return JSON.stringify(base)
}

let sent = 0
let ok = 0
let failed = 0
let errors = 0
let firstError
const deadline = performance.now() + Number(durationMs)
const t0 = performance.now()
async function loop() {
  while (performance.now() < deadline) {
    const n = sent++
    try {
      const res = await pool.request({
        method: 'POST',
        path: target.pathname,
        headers: {'content-type': 'application/json', authorization: token},
        body: body(n, Number(bodyBytes)),
      })
      await res.body.dump()
      if (res.statusCode >= 200 && res.statusCode < 300) ok++
      else failed++
    } catch (err) {
      errors++
      firstError ??= String(err?.message ?? err)
    }
  }
}
await Promise.all(Array.from({length: conns}, loop))
const elapsedMs = performance.now() - t0
await pool.close()
process.stdout.write(`${JSON.stringify({sent, ok, failed, errors, elapsedMs, firstError})}\n`)
