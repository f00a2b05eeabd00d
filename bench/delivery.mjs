/**
 * Benchmark 4: the sandbox delivering 5,000 events to a local receiver. Each round starts a fresh sandbox
 * (`payctl sandbox start`), registers a webhook for `charge-create` pointing at a counting receiver, creates 5,000
 * Bolepix charges through the API (16 in flight), and times until the receiver has every event: from the first
 * create to the last delivery. Then it checks that none is lost: the receiver got exactly the ids of
 * GET /api/events, and GET /api/notifications shows all 5,000 DELIVERED (none PENDING or FAILED).
 * Baselines from the same run: the same 5,000 creations with no webhook (what the API alone takes), and a plain
 * undici loop POSTing 5,000 notifications of the same size to the same kind of receiver at 32 connections (what
 * the delivery alone could take).
 */
import {join} from 'node:path'
import {Pool} from 'undici'
import {ROOT, start, stop, waitForLine} from './lib/proc.mjs'
import {createInvoices, startSandboxProcess} from './lib/sandbox.mjs'
import {summarize} from './lib/stats.mjs'

const RECEIVER = join(ROOT, 'bench', 'lib', 'counting-receiver.mjs')

async function startReceiver() {
  const child = start(process.execPath, [RECEIVER])
  const line = await waitForLine(child.stderr, (l) => l.includes('http://'), 10_000, 'the receiver URL')
  const url = line.match(/http:\/\/127\.0\.0\.1:\d+/)[0]
  const pool = new Pool(url, {connections: 2})
  const get = async (path) => JSON.parse(await (await pool.request({method: 'GET', path})).body.text())
  return {child, url, stats: () => get('/stats'), ids: () => get('/ids'), stop: async () => (await pool.close(), await stop(child))}
}

async function waitFor(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const v = await check()
    if (v) return v
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

async function oneRound(node, events, concurrency) {
  const sandbox = await startSandboxProcess(['--retry-base-ms', '200', '--retry-max-ms', '2000'], node)
  const receiver = await startReceiver()
  try {
    await sandbox.call('POST', '/api/webhooks', {
      webhook: {events: ['charge-create'], target: `${receiver.url}/hooks`, authorization: 'bench-token'},
    })
    const t0 = Date.now()
    await createInvoices(sandbox, events, concurrency)
    const createdAt = Date.now()
    const stats = await waitFor(
      async () => {
        const s = await receiver.stats()
        return s.unique >= events ? s : undefined
      },
      120_000,
      `${events} deliveries`,
    )
    // None lost: the receiver has exactly the recorded events, and the sandbox says every one was DELIVERED.
    const recorded = (await sandbox.call('GET', '/api/events?event=charge-create')).data.map((e) => e.id).sort()
    const received = (await receiver.ids()).sort()
    const notifications = (await sandbox.call('GET', '/api/notifications')).data
    const byStatus = {}
    for (const n of notifications) byStatus[n.status] = (byStatus[n.status] ?? 0) + 1
    const lost = recorded.length !== events || received.length !== events || recorded.some((id, i) => id !== received[i])
    return {
      totalMs: stats.lastAt - t0,
      createMs: createdAt - t0,
      lagMs: Math.max(0, stats.lastAt - createdAt),
      deliveries: stats.total,
      byStatus,
      lost,
    }
  } finally {
    await receiver.stop()
    await sandbox.stop()
  }
}

async function createOnly(node, events, concurrency) {
  const sandbox = await startSandboxProcess([], node)
  try {
    const t0 = Date.now()
    await createInvoices(sandbox, events, concurrency)
    return Date.now() - t0
  } finally {
    await sandbox.stop()
  }
}

async function plainDelivery(events, bodyBytes) {
  const receiver = await startReceiver()
  const pool = new Pool(receiver.url, {connections: 32})
  try {
    const pad = 'x'.repeat(Math.max(0, bodyBytes - 200))
    let next = 0
    const t0 = Date.now()
    const worker = async () => {
      while (next < events) {
        const n = next++
        const res = await pool.request({
          method: 'POST',
          path: '/hooks',
          headers: {'content-type': 'application/json', authorization: 'bench-token'},
          body: JSON.stringify({id: `evt_${n}`, event: 'charge-create', inserted_at: new Date().toISOString(), data: {pad}}),
        })
        await res.body.dump()
      }
    }
    await Promise.all(Array.from({length: 32}, worker))
    const s = await receiver.stats()
    if (s.unique !== events) throw new Error(`plain delivery: ${s.unique} of ${events} arrived`)
    return s.lastAt - t0
  } finally {
    await pool.close()
    await receiver.stop()
  }
}

export async function runDelivery({node = process.execPath, rounds = 7, events = 5000, concurrency = 16, log = () => {}} = {}) {
  const sandboxRuns = []
  const createRuns = []
  const plainRuns = []
  for (let round = 0; round < rounds; round++) {
    sandboxRuns.push(await oneRound(node, events, concurrency))
    createRuns.push(await createOnly(node, events, concurrency))
    plainRuns.push(await plainDelivery(events, 700))
    log(`delivery: round ${round + 1}/${rounds}`)
  }
  const total = summarize(sandboxRuns.map((r) => r.totalMs))
  const create = summarize(createRuns)
  return {
    rounds,
    events,
    total,
    createWithHook: summarize(sandboxRuns.map((r) => r.createMs)),
    lag: summarize(sandboxRuns.map((r) => r.lagMs)),
    createOnly: create,
    plain: summarize(plainRuns),
    ratio: create.median / total.median,
    lost: sandboxRuns.filter((r) => r.lost).length,
    notDelivered: sandboxRuns.reduce((n, r) => n + (events - (r.byStatus.DELIVERED ?? 0)), 0),
    deliveries: summarize(sandboxRuns.map((r) => r.deliveries)),
  }
}
