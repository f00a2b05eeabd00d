/**
 * Which events `events replay --failing` sends (src/services/events/replay-failing.ts), against a recording stand-in
 * serving canned records: every event with a failing delivery — still retried (PENDING) or given up (FAILED) — and
 * no other, once each, oldest first whatever the order of the records; --webhook keeps one webhook.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {Transport} from '../../../src/api/transport.js'
import {findFailingEvents} from '../../../src/services/events/replay-failing.js'
import {sendJson, startRecordingServer, type RecordingServer} from '../../helpers/recording-server.js'

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 10, minute)).toISOString()
const event = (id: string, minute: number) => ({id, event: 'charge-in', inserted_at: at(minute), data: {invoiceId: `inv-${id}`}})
const failed = {at: at(30), status_code: 500, duration_ms: 3}
const ok = {at: at(31), status_code: 200, duration_ms: 3}
const delivery = (id: string, eventId: string, status: string, attempts: object[], webhook = 'w-1') => ({
  id,
  event_id: eventId,
  webhook_id: webhook,
  target: `http://127.0.0.1:9/${webhook}`,
  status,
  attempts,
  inserted_at: at(20),
})

const EVENTS = [
  event('e-late', 9),
  event('e-early', 1),
  event('e-delivered', 2),
  event('e-queued', 3),
  event('e-other', 4),
  event('e-both', 5),
]
const NOTIFICATIONS = [
  delivery('n1', 'e-late', 'PENDING', [failed]), // still retried: failing
  delivery('n2', 'e-early', 'FAILED', [failed, failed]), // given up: failing
  delivery('n3', 'e-delivered', 'DELIVERED', [failed, ok]), // got through in the end
  delivery('n4', 'e-queued', 'PENDING', []), // not attempted yet: nothing failed
  delivery('n5', 'e-other', 'FAILED', [failed], 'w-2'),
  delivery('n6', 'e-both', 'PENDING', [failed]),
  delivery('n7', 'e-both', 'FAILED', [failed], 'w-2'),
]

let server: RecordingServer
let t: Transport
beforeAll(async () => {
  server = await startRecordingServer((req, res) => sendJson(res, 200, {data: req.path === '/api/events' ? EVENTS : NOTIFICATIONS}))
  t = new Transport({baseUrl: server.url, credentials: {accessToken: 'tok'}, retry: {maxAttempts: 1}})
})
afterAll(async () => {
  await t.close()
  await server.close()
})

describe('the events replay --failing sends', () => {
  it('every event with a failing delivery, PENDING or FAILED, once each, oldest first', async () => {
    const {events, missing} = await findFailingEvents(t, {since: new Date(at(0))})
    expect(events.map((e) => e.id)).toEqual(['e-early', 'e-other', 'e-both', 'e-late'])
    expect(missing).toEqual([])
  })

  it("--webhook keeps that webhook's failing deliveries", async () => {
    expect((await findFailingEvents(t, {since: new Date(at(0)), webhookId: 'w-2'})).events.map((e) => e.id)).toEqual(['e-other', 'e-both'])
  })

  it('the window is the time the deliveries were created', async () => {
    expect((await findFailingEvents(t, {since: new Date(at(21))})).events).toEqual([])
    expect(server.requests.at(-1)!.query.since).toBe(at(21))
  })
})
