import {describe, expect, it, type TestContext} from 'vitest'
import {Transport} from '../../../src/api/transport.js'
import {NotSentError, RateGate} from '../../../src/services/import/rate-gate.js'
import {sendJson, startRecordingServer, type Handler, type RecordingServer} from '../../helpers/recording-server.js'

/** A recording server and a Transport to it behind `gate`, closed when the test ends. */
async function serverAndTransport(
  {onTestFinished}: TestContext,
  handler: Handler,
  gate: RateGate,
): Promise<{server: RecordingServer; t: Transport}> {
  const server = await startRecordingServer(handler)
  const t = new Transport({baseUrl: server.url, credentials: {accessToken: 'token-abcdef'}, gate, retry: {maxAttempts: 1}})
  onTestFinished(async () => {
    await t.close()
    await server.close()
  })
  return {server, t}
}

// Concurrent: two of these wait the 1 s that Retry-After says (whole seconds: the header's smallest step).
describe.concurrent('the shared 429 pause', () => {
  it('holds every request after a 429 for Retry-After, then lets them all go', async (ctx) => {
    const received: number[] = []
    let answered429At = 0
    const pauses: number[] = []
    const gate = new RateGate((ms) => pauses.push(ms))
    const {t} = await serverAndTransport(
      ctx,
      (_req, res) => {
        received.push(Date.now())
        if (received.length === 1) {
          sendJson(res, 429, {errors: {detail: 'slow down'}}, {'retry-after': '1'})
          answered429At = Date.now()
        } else sendJson(res, 200, {ok: true})
      },
      gate,
    )
    await expect(t.request({method: 'GET', path: '/a'})).rejects.toMatchObject({status: 429})
    expect(pauses).toEqual([1000])
    const later = await Promise.all([1, 2, 3].map(async () => (await t.request({method: 'GET', path: '/b'})).status))
    expect(later).toEqual([200, 200, 200])
    // Nothing reached the server during the pause (same clock, so this lower bound holds by construction).
    for (const at of received.slice(1)) expect(at - answered429At).toBeGreaterThanOrEqual(999)
  })

  it('grows the pause without Retry-After, resets on success, and never shortens one in force', () => {
    const pauses: number[] = []
    const gate = new RateGate((ms) => pauses.push(ms))
    gate.observe(429, undefined, 0)
    gate.observe(429, undefined, 0)
    gate.observe(429, undefined, 0)
    gate.observe(429, '0', 0) // would end sooner than the pause in force
    gate.observe(200, undefined, 0)
    gate.observe(429, undefined, 10_000)
    expect(pauses).toEqual([500, 1000, 2000, 500])
  })

  it('releases waiting requests as not sent when closed, and refuses new ones', async () => {
    const gate = new RateGate()
    gate.observe(429, '30')
    const waiting = gate.pass()
    gate.close('interrupted')
    await expect(waiting).rejects.toThrow(NotSentError)
    await expect(gate.pass()).rejects.toThrow('not sent: interrupted')
  })

  it('makes a Transport POST retried after a 429 wait together with the others, and succeed once', async (ctx) => {
    let posts = 0
    const gate = new RateGate()
    const {server, t} = await serverAndTransport(
      ctx,
      (_req, res) => {
        posts++
        if (posts === 1) sendJson(res, 429, {errors: {detail: 'slow down'}}, {'retry-after': '1'})
        else sendJson(res, 201, {invoiceId: `inv-${posts}`})
      },
      gate,
    )
    const retrying = new Transport({baseUrl: server.url, credentials: {accessToken: 'token-abcdef'}, gate})
    ctx.onTestFinished(() => retrying.close())
    expect(t.sends).toBe('node:http')
    const res = await retrying.request({method: 'POST', path: '/api/v2/payments/bolepix', body: {a: 1}, subject: 'the charge'})
    expect(res.body).toEqual({invoiceId: 'inv-2'})
    expect(server.requests.map((r) => r.body)).toEqual(['{"a":1}', '{"a":1}'])
  })
})
