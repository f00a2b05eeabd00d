/**
 * Delivery guarantees of the sandbox: it keeps retrying through a receiver outage (refused connections, then 5xx
 * and redirects) and every event is delivered, byte-identical on every attempt; a `kill -9` of the sandbox
 * (`payctl sandbox start --data`) with deliveries queued loses none of them after a restart.
 */
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {tempDir} from '../helpers/cli.js'
import {startFaultProxy, type FaultProxy} from '../helpers/fault-proxy.js'
import {startRecordingServer, type RecordingServer} from '../helpers/recording-server.js'
import {withSandbox} from '../helpers/sandbox.js'
import {api, bolepixBody, spawnCli, waitFor, type Cleanup} from '../helpers/journey.js'

interface Notification {
  id: string
  event_id: string
  status: 'PENDING' | 'DELIVERED' | 'FAILED'
  attempt_count: number
  attempts: {status_code?: number; error?: string}[]
}

/** A receiver (recording server answering 200) behind a fault proxy: the proxy decides whether it is "up". */
async function receiver(cleanup: Cleanup): Promise<{rec: RecordingServer; proxy: FaultProxy}> {
  const rec = await startRecordingServer(undefined, 120_000)
  cleanup(() => rec.close())
  const proxy = await startFaultProxy({upstream: rec.url})
  cleanup(() => proxy.close())
  return {rec, proxy}
}

/** Creates `n` charges and pays or cancels some of them: about 1.5 events per charge. */
async function makeEvents(base: string, token: string, sellerId: string, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const created = await api<{invoiceId: string}>(base, token, 'POST', '/api/v2/payments/bolepix', bolepixBody())
    expect(created.status).toBe(201)
    if (i % 3 === 1)
      expect((await api(base, token, 'POST', `/_sandbox/bolepix/${created.body.invoiceId}/pay`, {})).status).toBeLessThan(300)
    if (i % 3 === 2)
      expect(
        (await api(base, token, 'POST', `/api/v2/payments/bolepix/${created.body.invoiceId}/cancel`, {reason: 'test'})).status,
      ).toBeLessThan(300)
  }
  void sellerId
}

const notifications = async (base: string, token: string) =>
  (await api<{data: Notification[]}>(base, token, 'GET', '/api/notifications')).body.data
const eventIds = async (base: string, token: string) =>
  (await api<{data: {id: string}[]}>(base, token, 'GET', '/api/events')).body.data.map((e) => e.id)

/** What the receiver saw: event id → the distinct bodies it was sent (through the proxy, every attempt). */
function bodiesByEvent(proxy: FaultProxy): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>()
  for (const r of proxy.requests) {
    const text = r.body.toString('utf8')
    const id = (JSON.parse(text) as {id: string}).id
    out.set(id, (out.get(id) ?? new Set()).add(text))
  }
  return out
}

describe.concurrent('the sandbox delivers every event', () => {
  it('keeps retrying through a receiver outage (refused, then 503s and redirects) and delivers everything, byte-identical', async ({
    onTestFinished,
  }) => {
    const {rec, proxy} = await receiver(onTestFinished)
    const sb = await withSandbox({retryBaseMs: 60, retryMaxMs: 300, maxAttempts: 40})
    onTestFinished(() => sb.close())
    const token = sb.accessToken
    await proxy.refuse()
    const hook = await api(sb.url, token, 'POST', '/api/webhooks', {
      webhook: {events: ['*'], target: `${proxy.url}/hooks?x=1`, authorization: 'hook-token-0123456789'},
    })
    expect(hook.status).toBe(201)
    await makeEvents(sb.url, token, sb.sellerId, 12)
    const ids = await eventIds(sb.url, token)
    expect(ids.length).toBe(12 + 4 + 4)

    // Down: every notification fails at least twice with a connection error.
    await waitFor('two refused attempts per notification', async () => {
      const n = await notifications(sb.url, token)
      return n.length === ids.length && n.every((x) => x.status === 'PENDING' && x.attempts.filter((a) => a.error).length >= 2)
    })
    expect(rec.requests).toHaveLength(0)
    // Up, but failing: the first two deliveries of each event get a 503, the third a redirect (a failure too).
    const tries = new Map<string, number>()
    proxy.setRule((r) => {
      const id = (JSON.parse(r.body.toString('utf8')) as {id: string}).id
      const k = (tries.get(id) ?? 0) + 1
      tries.set(id, k)
      if (k <= 2) return {kind: 'status', status: 503}
      if (k === 3) return {kind: 'redirect', location: `${rec.url}/elsewhere`, status: 307}
      return {kind: 'pass'}
    })
    await proxy.accept()
    const done = await waitFor(
      'every notification delivered',
      async () => {
        const n = await notifications(sb.url, token)
        return n.every((x) => x.status === 'DELIVERED') && n
      },
      30_000,
    )

    // Every event reached the receiver exactly once as a success, after its failures, with the same bytes each time.
    expect(done).toHaveLength(ids.length)
    expect(rec.requests.filter((r) => r.path === '/hooks')).toHaveLength(ids.length)
    expect(rec.requests.filter((r) => r.path === '/elsewhere')).toHaveLength(0) // redirects were not followed
    expect(new Set(rec.requests.map((r) => (r.json as {id: string}).id))).toEqual(new Set(ids))
    for (const [id, bodies] of bodiesByEvent(proxy)) expect({id, distinctBodies: bodies.size}).toEqual({id, distinctBodies: 1})
    for (const n of done) {
      expect(n.attempts.slice(-4).map((a) => a.status_code ?? 'error')).toEqual([503, 503, 307, 200])
      expect(n.attempts.filter((a) => a.error).length).toBeGreaterThanOrEqual(2)
    }
    for (const r of rec.requests) {
      expect(r.headers.authorization).toBe('hook-token-0123456789')
      expect(r.headers['content-type']).toBe('application/json')
    }
  })

  it('kill -9 of the sandbox with deliveries queued loses none of them: after a restart on the same data, all arrive', async ({
    onTestFinished,
  }) => {
    const {rec, proxy} = await receiver(onTestFinished)
    await proxy.refuse()
    const data = join(tempDir('payctl-kill9-'), 'sandbox.jsonl')
    const creds = ['--seller-id', 'seller-k9', '--access-token', 'access-k9-0123456789', '--client-token', 'client-k9-0123456789']
    const start = async () => {
      const p = spawnCli(
        ['sandbox', 'start', '--port', '0', '--data', data, '--json', '--retry-base-ms', '100', '--retry-max-ms', '400', ...creds],
        {cleanup: onTestFinished, timeoutMs: 90_000},
      )
      const line = await waitFor('the sandbox to listen', () => p.out.stdout.split('\n').find((l) => l.includes('"listening"')))
      return {p, url: (JSON.parse(line) as {url: string}).url}
    }
    const token = 'access-k9-0123456789'
    const first = await start()
    expect(
      (
        await api(first.url, token, 'POST', '/api/webhooks', {
          webhook: {events: ['charge-*'], target: proxy.url, authorization: 'k9-hook-secret'},
        })
      ).status,
    ).toBe(201)
    await makeEvents(first.url, token, 'seller-k9', 15)
    const ids = await eventIds(first.url, token)
    expect(ids).toHaveLength(15 + 5 + 5)
    await waitFor('a failed attempt on every notification', async () => {
      const n = await notifications(first.url, token)
      return n.length === ids.length && n.every((x) => x.status === 'PENDING' && x.attempt_count >= 1)
    })
    first.p.child.kill('SIGKILL')
    expect((await first.p.result).signal).toBe('SIGKILL')

    await proxy.accept()
    const second = await start()
    const done = await waitFor(
      'every notification delivered after the restart',
      async () => {
        const n = await notifications(second.url, token)
        return n.length === ids.length && n.every((x) => x.status === 'DELIVERED') && n
      },
      30_000,
    )
    expect(done).toHaveLength(ids.length)
    expect(await eventIds(second.url, token)).toEqual(ids)
    expect(new Set(rec.requests.map((r) => (r.json as {id: string}).id))).toEqual(new Set(ids))
    for (const [id, bodies] of bodiesByEvent(proxy)) expect({id, distinctBodies: bodies.size}).toEqual({id, distinctBodies: 1})
    second.p.child.kill('SIGTERM')
    expect((await second.p.result).code).toBe(0)
  })

  it('kill -9 while deliveries are in flight (the receiver hangs): the unanswered ones are sent again after the restart', async ({
    onTestFinished,
  }) => {
    const {rec, proxy} = await receiver(onTestFinished)
    proxy.setRule(() => ({kind: 'hang'}))
    const data = join(tempDir('payctl-kill9-'), 'sandbox.jsonl')
    const creds = ['--seller-id', 'seller-k9b', '--access-token', 'access-k9b-0123456789', '--client-token', 'client-k9b-0123456789']
    const start = async () => {
      const p = spawnCli(
        ['sandbox', 'start', '--port', '0', '--data', data, '--json', '--retry-base-ms', '100', '--retry-max-ms', '400', ...creds],
        {cleanup: onTestFinished, timeoutMs: 90_000},
      )
      const line = await waitFor('the sandbox to listen', () => p.out.stdout.split('\n').find((l) => l.includes('"listening"')))
      return {p, url: (JSON.parse(line) as {url: string}).url}
    }
    const token = 'access-k9b-0123456789'
    const first = await start()
    expect(
      (
        await api(first.url, token, 'POST', '/api/webhooks', {
          webhook: {events: ['*'], target: proxy.url, authorization: 'k9b-hook-secret'},
        })
      ).status,
    ).toBe(201)
    await makeEvents(first.url, token, 'seller-k9b', 6)
    const ids = await eventIds(first.url, token)
    await waitFor('every delivery in flight', () => proxy.requests.length >= ids.length)
    first.p.child.kill('SIGKILL')
    await first.p.result
    proxy.setRule(() => ({kind: 'pass'}))
    const second = await start()
    await waitFor(
      'every notification delivered after the restart',
      async () => {
        const n = await notifications(second.url, token)
        return n.length === ids.length && n.every((x) => x.status === 'DELIVERED')
      },
      30_000,
    )
    expect(new Set(rec.requests.map((r) => (r.json as {id: string}).id))).toEqual(new Set(ids))
    second.p.child.kill('SIGTERM')
    await second.p.result
  })
})
