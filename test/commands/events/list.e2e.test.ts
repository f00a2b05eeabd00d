import {describe, expect, test} from 'vitest'
import {runCli as spawnRun} from '../../helpers/cli.js'
import {runInProcess} from '../../helpers/in-process.js'
import {sendJson, startRecordingServer} from '../../helpers/recording-server.js'
import {EVENTS, NOTIFICATIONS, ignoringFilters} from './fixtures.js'

const ACCESS = 'access-token-for-events-tests'
const env = (url: string) => ({PAYCTL_BASE_URL: url, PAYCTL_ACCESS_TOKEN: ACCESS, TZ: 'UTC'})
// In-process the zone is this process's (each test file has its own with the forks pool): the local times below are UTC.
process.env.TZ = 'UTC'

async function fixtureApi() {
  return startRecordingServer((req, res) => {
    const body = ignoringFilters(req)
    if (body === undefined) sendJson(res, 404, {errors: {detail: 'Not Found'}})
    else sendJson(res, 200, body)
  })
}

/** `events list` stopped by its events' request, after its four attempts, with that error and no word of the side request. */
function expectTheErrorAlone(r: {code: number | null; stderr: string}, eventsFailed: number): void {
  expect(r.code).toBe(1)
  expect(eventsFailed).toBe(4)
  expect(r.stderr).toContain('events down')
  expect(r.stderr).not.toContain('could not fetch')
}

describe.concurrent('payctl events', {timeout: 60_000}, () => {
  test('list sends the filters as query parameters and applies them locally too (the server may ignore them)', async () => {
    const api = await fixtureApi()
    const r = await runInProcess(['events', 'list', '--event', 'PAYMENT.*', '--since', '2026-05-01T10:30:00Z', '--limit', '1', '--json'], {
      env: env(api.url),
    })
    await api.close()
    expect(r.code).toBe(0)
    expect(JSON.parse(r.stdout)).toEqual([EVENTS[2]])
    expect(api.requests).toHaveLength(1)
    expect(api.requests[0]!.path).toBe('/api/events')
    expect(api.requests[0]!.query).toEqual({event: 'PAYMENT.*', since: '2026-05-01T10:30:00.000Z', limit: '1'})
    expect(api.requests[0]!.headers.authorization).toBe(`Bearer ${ACCESS}`)
  })

  test('list: a table of time, event, resource, delivery status, attempts (TSV on a pipe)', async () => {
    const api = await fixtureApi()
    const r = await runInProcess(['events', 'list'], {env: env(api.url)})
    await api.close()
    expect(r.code).toBe(0)
    expect(r.stdout).toBe(
      [
        'ID\tTIME\tEVENT\tRESOURCE\tSTATUS\tATTEMPTS',
        'ev-1\t2026-05-01 10:00:00\tcharge-create\tinv-1\tDELIVERED\t2',
        'ev-2\t2026-05-01 11:00:00\tPAYMENT.CREATED\tpay-1\t-\t0',
        'ev-3\t2026-05-01 11:00:01\tPAYMENT.PAID\tpay-1\tFAILED\t2',
        'ev-4\t2026-05-02 09:30:00\tcharge-in\tinv-1\tPENDING\t1',
        '',
      ].join('\n'),
    )
  })

  test('list with two patterns filters locally and sends no event parameter; a bad --since exits 2', async () => {
    const api = await fixtureApi()
    const r = await runInProcess(['events', 'list', '--event', 'charge-in', '--event', 'charge-create', '--json'], {env: env(api.url)})
    const bad = await runInProcess(['events', 'list', '--since', 'yesterday-ish'], {env: env(api.url)})
    await api.close()
    expect(JSON.parse(r.stdout).map((e: {id: string}) => e.id)).toEqual(['ev-1', 'ev-4'])
    expect(api.requests[0]!.query).toEqual({})
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain('--since "yesterday-ish"')
    expect(api.requests).toHaveLength(1)
  })

  test("list: the notifications' request failing costs the status columns, with one warning; the table is printed", async () => {
    const api = await startRecordingServer((req, res) => {
      if (req.path === '/api/notifications') sendJson(res, 500, {errors: {detail: 'boom'}})
      else sendJson(res, 200, ignoringFilters(req))
    })
    const r = await runInProcess(['events', 'list'], {env: env(api.url)})
    await api.close()
    expect(r.code).toBe(0)
    expect(r.stderr).toMatch(/could not fetch the notifications \(.*\); those columns are left empty/)
    expect(r.stdout.split('\n')[1]).toBe('ev-1\t2026-05-01 10:00:00\tcharge-create\tinv-1\t-\t')
  })

  test("list: when the events' request fails, the notifications' request cut after it warns of nothing (a helper's attack found the warning after the error)", async () => {
    // The notifications' answers are held until the last of the events' four attempts has failed, then fail too: the
    // command has stopped with its error by then, and its transport is closing, while the notifications' request waits
    // to be tried again. A process, not in-process: that late warning came just before the process ended.
    let eventsFailed = 0
    const held: (() => void)[] = []
    const api = await startRecordingServer((req, res) => {
      if (req.path === '/api/events') {
        sendJson(res, 500, {errors: {detail: 'events down'}})
        if (++eventsFailed === 4) setTimeout(() => held.splice(0).forEach((answer) => answer()), 100)
      } else if (eventsFailed >= 4) sendJson(res, 500, {errors: {detail: 'notifications down'}})
      else held.push(() => sendJson(res, 500, {errors: {detail: 'notifications down'}}))
    })
    const r = await spawnRun(['events', 'list'], {env: env(api.url), timeoutMs: 30_000})
    await api.close()
    expectTheErrorAlone(r, eventsFailed)
  })

  test("list: when the notifications' request fails first and the events' after it, the error comes alone", async () => {
    // 400 is not tried again: the notifications fail at once, while the events' four attempts take their waits.
    let eventsFailed = 0
    const api = await startRecordingServer((req, res) => {
      if (req.path === '/api/notifications') sendJson(res, 400, {errors: {detail: 'notifications refused'}})
      else {
        eventsFailed++
        sendJson(res, 500, {errors: {detail: 'events down'}})
      }
    })
    const r = await runInProcess(['events', 'list'], {env: env(api.url)})
    await api.close()
    expectTheErrorAlone(r, eventsFailed)
  })

  test('notifications: --status is sent upper-case, --event-id and --since as given; filtered locally; bare array', async () => {
    const api = await fixtureApi()
    const r = await runInProcess(
      ['events', 'notifications', '--status', 'pending', '--event-id', 'ev-4', '--since', '2026-05-02', '--limit', '5', '--json'],
      {env: env(api.url)},
    )
    const bad = await runInProcess(['events', 'notifications', '--status', 'lost'], {env: env(api.url)})
    await api.close()
    expect(r.code).toBe(0)
    expect(JSON.parse(r.stdout)).toEqual([NOTIFICATIONS[1]])
    expect(api.requests[0]!.path).toBe('/api/notifications')
    expect(api.requests[0]!.query).toEqual({event_id: 'ev-4', status: 'PENDING', since: new Date(2026, 4, 2).toISOString(), limit: '5'})
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain('--status "lost": must be one of PENDING, DELIVERED, FAILED')
  })

  test('notifications table: target, status, attempts, failures in a row, last answer, next attempt, with the resource from the events', async () => {
    const api = await fixtureApi()
    const r = await runInProcess(['events', 'notifications'], {env: env(api.url)})
    await api.close()
    const lines = r.stdout.trimEnd().split('\n')
    expect(lines[0]).toBe('ID\tTIME\tEVENT\tRESOURCE\tTARGET\tSTATUS\tATTEMPTS\tFAILURES\tLAST ANSWER\tNEXT ATTEMPT\tEVENT ID')
    expect(lines[1]).toBe('nt-1\t2026-05-01 10:00:00\tcharge-create\tinv-1\thttp://127.0.0.1:4242/\tDELIVERED\t2\t0\tHTTP 200\t\tev-1')
    expect(lines[2]).toMatch(
      /^nt-2\t2026-05-02 09:30:00\tcharge-in\tinv-1\t\S+\tPENDING\t1\t1\tconnection refused\t2099-01-01 00:00:00 \(in \d+ days\)\tev-4$/,
    )
    expect(lines[3]).toBe('nt-3\t2026-05-01 11:00:01\tPAYMENT.PAID\tpay-1\thttps://example.com/gone\tFAILED\t2\t2\ttimeout\tgave up\tev-3')
  })

  test('notifications --failing: the deliveries whose last attempt failed, still retried (PENDING) or given up (FAILED); --status failed misses the first kind', async () => {
    const api = await fixtureApi()
    const [failing, status, tsv, none] = await Promise.all([
      runInProcess(['events', 'notifications', '--failing', '--json'], {env: env(api.url)}),
      runInProcess(['events', 'notifications', '--status', 'failed', '--json'], {env: env(api.url)}),
      runInProcess(['events', 'notifications', '--failing'], {env: env(api.url)}),
      runInProcess(['events', 'notifications', '--failing', '--event-id', 'ev-1', '--json'], {env: env(api.url)}),
    ])
    await api.close()
    expect(failing.code).toBe(0)
    // The same records, in the same shape, as events notifications --json prints.
    expect(JSON.parse(failing.stdout)).toEqual([NOTIFICATIONS[1], NOTIFICATIONS[2]])
    expect(JSON.parse(status.stdout)).toEqual([NOTIFICATIONS[2]])
    expect(
      tsv.stdout
        .split('\n')
        .slice(1, -1)
        .map((l) => l.split('\t')[0]),
    ).toEqual(['nt-2', 'nt-3'])
    // None found is not a failure.
    expect(none.code).toBe(0)
    expect(JSON.parse(none.stdout)).toEqual([])
    // The service has no such filter: nothing about it is sent, and no limit that would count the others.
    expect(
      api.requests.filter((q) => q.path === '/api/notifications').every((q) => q.query.status === undefined || q.query.status === 'FAILED'),
    ).toBe(true)
  })

  test('show: the event, its payload, and each notification drawn as an attempt timeline', async () => {
    const api = await fixtureApi()
    const [r, json, missing] = await Promise.all([
      runInProcess(['events', 'show', 'ev-1'], {env: env(api.url)}),
      runInProcess(['events', 'show', 'ev-3', '--json'], {env: env(api.url)}),
      runInProcess(['events', 'show', 'ev-404'], {env: env(api.url)}),
    ])
    await api.close()
    expect(r.code).toBe(0)
    expect(r.stdout).toContain('event     ev-1\nname      charge-create\ntime      2026-05-01 10:00:00\nresource  inv-1\n')
    expect(r.stdout).toContain('payload\n{\n  "id": "ev-1",\n  "event": "charge-create",')
    expect(r.stdout).toContain(
      [
        'deliveries (1)',
        'notification nt-1  → http://127.0.0.1:4242/  DELIVERED after 2 attempts',
        '  ├─ 2026-05-01 10:00:00  ✗ #1 HTTP 500          12 ms',
        '  └─ 2026-05-01 10:00:01  ✓ #2 HTTP 200           3 ms',
      ].join('\n'),
    )
    expect(
      api.requests
        .filter((q) => q.path === '/api/notifications')
        .map((q) => q.query.event_id)
        .sort(),
    ).toEqual(['ev-1', 'ev-3', 'ev-404'])
    expect(JSON.parse(json.stdout)).toEqual({event: EVENTS[2], notifications: [NOTIFICATIONS[2]]})
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('event ev-404 not found')
  })

  test('replay POSTs {id, event, inserted_at, data} with the given token and never the API credentials', async () => {
    const api = await fixtureApi()
    const handler = await startRecordingServer((_req, res) => sendJson(res, 200, {handled: true}))
    const r = await runInProcess(
      ['events', 'replay', 'ev-3', '--to', `${handler.url}/hooks?src=replay`, '--authorization', 'hook-token-123456'],
      {env: env(api.url)},
    )
    const failing = await startRecordingServer((_req, res) => sendJson(res, 500, {error: 'boom'}))
    const f = await runInProcess(['events', 'replay', 'ev-3', '--to', failing.url, '--json'], {env: env(api.url)})
    await Promise.all([api.close(), handler.close(), failing.close()])
    expect(r.code).toBe(0)
    expect(handler.requests).toHaveLength(1)
    const got = handler.requests[0]!
    expect(got.method).toBe('POST')
    expect(got.path).toBe('/hooks')
    expect(got.query).toEqual({src: 'replay'})
    expect(got.body).toBe(
      JSON.stringify({id: 'ev-3', event: 'PAYMENT.PAID', inserted_at: '2026-05-01T11:00:01.000Z', data: {id: 'pay-1', status: 'PAID'}}),
    )
    expect(got.headers.authorization).toBe('hook-token-123456')
    expect(got.headers['content-type']).toBe('application/json')
    expect(JSON.stringify(got.headers)).not.toContain(ACCESS)
    expect(r.stdout).toMatch(/answer {2}HTTP 200 in \d+ ms {2}application\/json\n\{"handled":true\}\n/)
    expect(f.code).toBe(1)
    expect(JSON.parse(f.stdout)).toMatchObject({status: 500, body: '{"error":"boom"}', content_type: 'application/json'})
    expect(failing.requests[0]!.headers.authorization).toBeUndefined()
    expect(f.stderr).toContain('the handler answered HTTP 500')
  })

  test('replay to a closed port exits 1 with a clear message; a bad --to exits 2 before anything is sent', async () => {
    const api = await fixtureApi()
    const [down, bad] = await Promise.all([
      runInProcess(['events', 'replay', 'ev-1', '--to', 'http://127.0.0.1:9/'], {env: env(api.url)}),
      runInProcess(['events', 'replay', 'ev-1', '--to', 'file:///etc/passwd'], {env: env(api.url)}),
    ])
    await api.close()
    expect(down.code).toBe(1)
    expect(down.stderr).toContain('connection refused')
    expect(bad.code).toBe(2)
    expect(api.requests).toHaveLength(1)
  })
})
