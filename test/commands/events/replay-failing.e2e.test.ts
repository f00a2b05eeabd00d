/**
 * The repair story of a failing webhook, end to end against the sandbox: one receiver up, one down (a closed port). `webhook
 * health --json` says healthy and down with the right counts and exits 1; then a receiver comes up on that same port
 * and `events replay --failing --to URL` sends it every missed event exactly once, in event order, with its original
 * id and the service's exact bytes, and exits 0. Also: a receiver still failing (exit 1), --dry-run, --webhook.
 */
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import {runInProcess} from '../../helpers/in-process.js'
import {api, bolepixBody, waitFor} from '../../helpers/journey.js'
import {closedPort, sendJson, startRecordingServer, type RecordingServer} from '../../helpers/recording-server.js'
import {ptyDriver, runInPty} from '../../helpers/pty.js'
import {withSandbox, type TestSandbox} from '../../helpers/sandbox.js'

interface Outage {
  sb: TestSandbox
  up: RecordingServer
  downPort: number
  hooks: {up: string; down: string}
  /** The events the down receiver missed, in the API's order. */
  missed: {id: string; event: string; inserted_at: string; data: unknown}[]
}

let outage: Outage
const closers: (() => Promise<void>)[] = []

beforeEach(async () => {
  // Three attempts 10–20 ms apart, then FAILED: the down receiver's deliveries are given up at once (each test waits for it).
  const sb = await withSandbox({retryBaseMs: 10, retryMaxMs: 20, maxAttempts: 3})
  const up = await startRecordingServer()
  closers.push(
    () => up.close(),
    () => sb.close(),
  )
  const downPort = await closedPort()
  const hook = async (target: string, events: string[], authorization: string) =>
    (await api<{data: {id: string}}>(sb.url, sb.accessToken, 'POST', '/api/webhooks', {webhook: {target, events, authorization}})).body.data
      .id
  const hooks = {
    up: await hook(`${up.url}/hooks`, ['*'], 'tok-up'),
    down: await hook(`http://127.0.0.1:${downPort}/hooks`, ['charge-*'], 'tok-down'),
  }
  for (let i = 0; i < 3; i++) {
    const created = await api<{invoiceId: string}>(
      sb.url,
      sb.accessToken,
      'POST',
      '/api/v2/payments/bolepix',
      bolepixBody({amount: 100 + i}),
    )
    if (i === 1) await api(sb.url, sb.accessToken, 'POST', `/_sandbox/bolepix/${created.body.invoiceId}/pay`, {})
  }
  await waitFor('every delivery settled', async () => {
    const {body} = await api<{data: {status: string}[]}>(sb.url, sb.accessToken, 'GET', '/api/notifications')
    return body.data.length === 8 && body.data.every((n) => n.status !== 'PENDING')
  })
  const missed = (await api<{data: Outage['missed']}>(sb.url, sb.accessToken, 'GET', '/api/events')).body.data
  outage = {sb, up, downPort, hooks, missed}
})

afterEach(async () => {
  while (closers.length) await closers.pop()!()
})

describe('a receiver down, then repaired', () => {
  it('health says healthy and down with the counts (exit 1); replay --failing sends each missed event once, in order, as the service would (exit 0)', async () => {
    const {sb, up, downPort, hooks, missed} = outage
    expect(missed.map((e) => e.event)).toEqual(['charge-create', 'charge-create', 'charge-in', 'charge-create'])

    const health = await runInProcess(['webhook', 'health', '--json'], {env: sb.env})
    expect(health.code, health.stderr).toBe(1)
    const rows = JSON.parse(health.stdout) as Record<string, unknown>[]
    expect(rows.map((r) => Object.keys(r))).toEqual([
      [
        'webhook_id',
        'target',
        'verdict',
        'delivered',
        'retrying',
        'failed',
        'success_rate',
        'consecutive_failures',
        'last_error',
        'last_error_at',
        'last_success_at',
        'next_attempt_at',
      ],
      [
        'webhook_id',
        'target',
        'verdict',
        'delivered',
        'retrying',
        'failed',
        'success_rate',
        'consecutive_failures',
        'last_error',
        'last_error_at',
        'last_success_at',
        'next_attempt_at',
      ],
    ])
    expect(rows[0]).toMatchObject({
      webhook_id: hooks.down,
      target: `http://127.0.0.1:${downPort}/hooks`,
      verdict: 'down',
      delivered: 0,
      retrying: 0,
      failed: 4,
      success_rate: 0,
      consecutive_failures: 12,
      last_success_at: null,
      next_attempt_at: null,
    })
    expect(rows[0]!.last_error).toMatch(/ECONNREFUSED|connection refused/)
    expect(rows[1]).toMatchObject({
      webhook_id: hooks.up,
      verdict: 'healthy',
      delivered: 4,
      retrying: 0,
      failed: 0,
      success_rate: 1,
      consecutive_failures: 0,
      last_error: null,
    })

    // The receiver comes back on the same port; support resends what it missed.
    const back = await startRecordingServer(undefined, 60_000, downPort)
    closers.push(() => back.close())
    const delivered = up.requests.length
    const replay = await runInProcess(['events', 'replay', '--failing', '--to', `${back.url}/hooks`, '--authorization-stdin'], {
      env: sb.env,
      input: 'tok-down\n',
    })
    expect(replay.code, replay.stderr).toBe(0)
    expect(back.requests.map((r) => (r.json as {id: string}).id)).toEqual(missed.map((e) => e.id))
    for (const [i, r] of back.requests.entries()) {
      const e = missed[i]!
      expect(r.method).toBe('POST')
      expect(r.path).toBe('/hooks')
      expect(r.headers.authorization).toBe('tok-down')
      expect(r.headers['content-type']).toBe('application/json')
      expect(r.body).toBe(JSON.stringify({id: e.id, event: e.event, inserted_at: e.inserted_at, data: e.data}))
    }
    expect(up.requests.length).toBe(delivered) // nothing went to the receiver that was fine
    expect(replay.stdout).toMatch(
      /^✓ HTTP 200 .* charge-create .*\n✓ HTTP 200 .* charge-create .*\n✓ HTTP 200 .* charge-in .*\n✓ HTTP 200 .* charge-create .*\n4 events sent to http:\/\/127\.0\.0\.1:\d+\/hooks: all answered 2XX\n$/,
    )
    expect(replay.stderr).not.toContain('tok-down')
  }, 60_000)

  it('exits 1 when some event does not get a 2XX, says which, and goes on with the rest', async () => {
    const {sb, downPort, missed} = outage
    const back = await startRecordingServer(
      (req, res) => sendJson(res, (req.json as {event: string}).event === 'charge-in' ? 500 : 202, {}),
      60_000,
      downPort,
    )
    closers.push(() => back.close())
    const replay = await runInProcess(['events', 'replay', '--failing', '--to', back.url, '--json'], {env: sb.env})
    expect(replay.code).toBe(1)
    const report = JSON.parse(replay.stdout)
    expect(report).toMatchObject({to: `${back.url}/`, dry_run: false, sent: 4, succeeded: 3, failed: 1})
    expect(report.results.map((r: {event_id: string; status: number}) => [r.event_id, r.status])).toEqual(
      missed.map((e) => [e.id, e.event === 'charge-in' ? 500 : 202]),
    )
    expect(back.requests).toHaveLength(4)
  }, 60_000)

  it("a network failure is that event's line, not the end: every event is tried once, exit 1", async () => {
    const {sb, downPort} = outage
    const replay = await runInProcess(['events', 'replay', '--failing', '--to', `http://127.0.0.1:${downPort}/hooks`], {env: sb.env})
    expect(replay.code).toBe(1)
    const lines = replay.stdout.trimEnd().split('\n')
    expect(lines.slice(0, 4).every((l) => l.startsWith('✗ no answer') && l.includes('failed: connection refused'))).toBe(true)
    expect(lines[4]).toMatch(/^4 events sent to http:\/\/127\.0\.0\.1:\d+\/hooks: 0 answered 2XX, 4 did not/)
  }, 60_000)

  // Both counted back from this machine's now: the failures of the sandbox's three days ago were still in the last day.
  it("on a sandbox whose clock was moved, health's --since and replay --failing's last 24h count back from the sandbox's now", async () => {
    const {sb, hooks} = outage
    const moved = await runInProcess(['sandbox', 'clock', '+3d', '--json'], {env: sb.env})
    expect(moved.code, moved.stderr).toBe(0)
    await api(sb.url, sb.accessToken, 'POST', '/api/v2/payments/bolepix', bolepixBody({amount: 200}))
    await waitFor('the new charge delivered and given up', async () => {
      const {body} = await api<{data: {status: string}[]}>(sb.url, sb.accessToken, 'GET', '/api/notifications')
      return body.data.length === 10 && body.data.every((n) => n.status !== 'PENDING')
    })
    const latest = (await api<{data: {id: string}[]}>(sb.url, sb.accessToken, 'GET', '/api/events')).body.data.at(-1)!.id

    const dry = await runInProcess(['events', 'replay', '--failing', '--dry-run', '--json'], {env: sb.env})
    expect(dry.code, dry.stderr).toBe(0)
    expect((JSON.parse(dry.stdout) as {results: {event_id: string}[]}).results.map((r) => r.event_id)).toEqual([latest])

    const health = await runInProcess(['webhook', 'health', '--since', '1d', '--json'], {env: sb.env})
    expect(health.code, health.stderr).toBe(1)
    const rows = JSON.parse(health.stdout) as {webhook_id: string; delivered: number; failed: number}[]
    expect(rows.find((r) => r.webhook_id === hooks.down)).toMatchObject({failed: 1})
    expect(rows.find((r) => r.webhook_id === hooks.up)).toMatchObject({delivered: 1})
  })

  it('--dry-run lists what would be sent and sends nothing; --webhook keeps one webhook; concurrency keeps every event once', async () => {
    const {sb, downPort, hooks, missed} = outage
    const back = await startRecordingServer(undefined, 60_000, downPort)
    closers.push(() => back.close())
    const dry = await runInProcess(['events', 'replay', '--failing', '--to', back.url, '--dry-run'], {env: sb.env})
    expect(dry.code).toBe(0)
    expect(
      dry.stdout
        .trimEnd()
        .split('\n')
        .map((l) => l.split('event ').at(-1)),
    ).toEqual(missed.map((e) => e.id))
    expect(dry.stderr).toContain('4 events would be sent')
    expect(back.requests).toHaveLength(0)
    // --dry-run sends nothing, so it needs no --to; the real run does.
    const noTo = await runInProcess(['events', 'replay', '--failing', '--dry-run', '--json'], {env: sb.env})
    expect(noTo.code, noTo.stderr).toBe(0)
    expect(noTo.stderr).toContain('4 events would be sent, oldest first (--dry-run: nothing sent)')
    expect(JSON.parse(noTo.stdout)).toMatchObject({to: null, dry_run: true, sent: 0})
    const needsTo = await runInProcess(['events', 'replay', '--failing'], {env: sb.env})
    expect(needsTo.code).toBe(2)
    expect(needsTo.stderr).toBe('error: missing required flag --to: URL that receives the POST (your handler, or payctl listen)\n')

    const healthyOnly = await runInProcess(['events', 'replay', '--failing', '--webhook', hooks.up, '--to', back.url], {env: sb.env})
    expect(healthyOnly.code).toBe(0)
    expect(healthyOnly.stderr).toContain(`no failing deliveries to webhook ${hooks.up}`)
    expect(back.requests).toHaveLength(0)

    const parallel = await runInProcess(
      ['events', 'replay', '--failing', '--webhook', hooks.down, '--concurrency', '4', '--to', back.url],
      {
        env: sb.env,
      },
    )
    expect(parallel.code).toBe(0)
    expect(back.requests.map((r) => (r.json as {id: string}).id).sort()).toEqual(missed.map((e) => e.id).sort())
  }, 60_000)

  it('refuses what it cannot do before sending: no id and no --failing, both, bulk flags alone, a bad --since (exit 2)', async () => {
    const {sb} = outage
    const back = await startRecordingServer()
    closers.push(() => back.close())
    const cases: [string[], string][] = [
      [[], 'give the EVENT_ID to send, or --failing'],
      [['some-event', '--failing'], 'give an EVENT_ID or --failing, not both'],
      [['some-event', '--dry-run'], '--dry-run goes with --failing'],
      [['--failing', '--since', 'yesterday-ish'], '--since "yesterday-ish": must be a date'],
      [['--failing', '--authorization-stdin', '--authorization', 'x'], 'give the token once'],
    ]
    for (const [args, message] of cases) {
      const r = await runInProcess(['events', 'replay', ...args, '--to', back.url], {env: sb.env})
      expect(r.code, args.join(' ')).toBe(2)
      expect(r.stderr).toContain(message)
    }
    expect(back.requests).toHaveLength(0)
  }, 60_000)

  it('--authorization works, with a warning that others can read it', async () => {
    const {sb, downPort} = outage
    const back = await startRecordingServer(undefined, 60_000, downPort)
    closers.push(() => back.close())
    const r = await runInProcess(['events', 'replay', '--failing', '--to', back.url, '--authorization', 'tok-visible'], {env: sb.env})
    expect(r.code).toBe(0)
    expect(r.stderr).toContain('warning: --authorization: the token is visible to other users of this machine')
    expect(back.requests.every((q) => q.headers.authorization === 'tok-visible')).toBe(true)
  }, 60_000)
})

const driver = ptyDriver()

describe.skipIf(!driver)(`on a terminal (${driver ?? 'none'})`, () => {
  it("asks for the target's token with a masked prompt; the token is sent, never shown", async () => {
    const {sb, downPort} = outage
    const back = await startRecordingServer(undefined, 60_000, downPort)
    closers.push(() => back.close())
    const r = await runInPty(['events', 'replay', '--failing', '--to', back.url], {
      env: sb.env,
      steps: [{waitFor: 'Authorization header for', keys: 'tok-typed-secret\r'}],
    })
    expect(r.code).toBe(0)
    expect(r.screen).not.toContain('tok-typed-secret')
    expect(back.requests).toHaveLength(4)
    expect(back.requests.every((q) => q.headers.authorization === 'tok-typed-secret')).toBe(true)
  }, 60_000)
})
