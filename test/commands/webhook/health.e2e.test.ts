/**
 * `payctl webhook health` end to end: against the sandbox (healthy → exit 0; a receiver failing and still retried →
 * down, with the retrying count and the next attempt; one that failed once then recovered → degraded; --webhook),
 * and the table in a real pseudo-terminal at 80 and 120 columns against canned delivery records, kept as golden
 * files (PAYCTL_UPDATE_GOLDEN=1 rewrites them): no line wider than the terminal, the reasons in words under it.
 */
import {join} from 'node:path'
import {afterEach, describe, expect, it} from 'vitest'
import {runInProcess} from '../../helpers/in-process.js'
import {expectGolden} from '../../helpers/golden.js'
import {api, bolepixBody, waitFor} from '../../helpers/journey.js'
import {ptyDriver, runInPty} from '../../helpers/pty.js'
import {sendJson, startRecordingServer, type RecordingServer} from '../../helpers/recording-server.js'
import {withSandbox, type TestSandbox} from '../../helpers/sandbox.js'

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  while (closers.length) await closers.pop()!()
})

async function sandbox(options: Parameters<typeof withSandbox>[0] = {}): Promise<TestSandbox> {
  const sb = await withSandbox(options)
  closers.push(() => sb.close())
  return sb
}

async function receiver(status: (event: string) => number): Promise<RecordingServer> {
  const s = await startRecordingServer((req, res) => sendJson(res, status((req.json as {event: string}).event), {}))
  closers.push(() => s.close())
  return s
}

async function hook(sb: TestSandbox, target: string, events = ['*']): Promise<string> {
  return (await api<{data: {id: string}}>(sb.url, sb.accessToken, 'POST', '/api/webhooks', {webhook: {target, events}})).body.data.id
}

async function chargePaid(sb: TestSandbox): Promise<void> {
  const created = await api<{invoiceId: string}>(sb.url, sb.accessToken, 'POST', '/api/v2/payments/bolepix', bolepixBody())
  await api(sb.url, sb.accessToken, 'POST', `/_sandbox/bolepix/${created.body.invoiceId}/pay`, {})
}

async function attempted(sb: TestSandbox, count: number): Promise<void> {
  await waitFor(`${count} deliveries attempted`, async () => {
    const {body} = await api<{data: {attempts: unknown[]}[]}>(sb.url, sb.accessToken, 'GET', '/api/notifications')
    return body.data.length === count && body.data.every((n) => n.attempts.length > 0)
  })
}

describe('against the sandbox', () => {
  it('every webhook healthy: exit 0; on a pipe every column, with a header, full ids', async () => {
    const sb = await sandbox()
    const ok = await receiver(() => 200)
    const id = await hook(sb, ok.url)
    await chargePaid(sb)
    await attempted(sb, 2)
    const r = await runInProcess(['webhook', 'health'], {env: sb.env})
    expect(r.code, r.stderr).toBe(0)
    const [header, row] = r.stdout.trimEnd().split('\n')
    expect(header).toBe(
      'WEBHOOK\tTARGET\tVERDICT\tDELIVERED\tRETRYING\tFAILED\tOK\tIN A ROW\tLAST ERROR\tLAST ERROR AT\tLAST SUCCESS\tNEXT ATTEMPT',
    )
    expect(row!.split('\t').slice(0, 8)).toEqual([id, ok.url, 'healthy', '2', '0', '0', '100%', '0'])
  }, 30_000)

  it('a receiver failing while the service retries is down (retrying, next attempt); one whose last attempt failed after a success is degraded; exit 1', async () => {
    // Retries a minute apart: the failed deliveries stay PENDING while the command runs.
    const sb = await sandbox({retryBaseMs: 60_000, retryMaxMs: 60_000})
    const failing = await receiver(() => 503)
    const flaky = await receiver((event) => (event === 'charge-create' ? 200 : 500))
    const down = await hook(sb, failing.url)
    const degraded = await hook(sb, flaky.url)
    await chargePaid(sb)
    await attempted(sb, 4)
    const r = await runInProcess(['webhook', 'health', '--json'], {env: sb.env})
    expect(r.code).toBe(1)
    const rows = JSON.parse(r.stdout) as Record<string, unknown>[]
    expect(rows.map((x) => [x.webhook_id, x.verdict])).toEqual([
      [down, 'down'],
      [degraded, 'degraded'],
    ])
    expect(rows[0]).toMatchObject({
      delivered: 0,
      retrying: 2,
      failed: 0,
      success_rate: 0,
      consecutive_failures: 2,
      last_error: 'HTTP 503',
      last_success_at: null,
    })
    expect(Date.parse(rows[0]!.next_attempt_at as string)).toBeGreaterThan(Date.parse(rows[0]!.last_error_at as string))
    expect(rows[1]).toMatchObject({
      delivered: 1,
      retrying: 1,
      failed: 0,
      success_rate: 0.5,
      consecutive_failures: 1,
      last_error: 'HTTP 500',
    })

    const one = await runInProcess(['webhook', 'health', '--webhook', degraded, '--json', '--since', '1h'], {env: sb.env})
    expect(one.code).toBe(1)
    expect((JSON.parse(one.stdout) as {webhook_id: string}[]).map((x) => x.webhook_id)).toEqual([degraded])
    const unknown = await runInProcess(['webhook', 'health', '--webhook', 'no-such-webhook'], {env: sb.env})
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('no webhook no-such-webhook (payctl webhook list shows them)')
    const bad = await runInProcess(['webhook', 'health', '--since', 'last tuesday'], {env: sb.env})
    expect(bad.code).toBe(2)
  }, 30_000)
})

describe('a receiver that fails then recovers', () => {
  it('down while it fails (exit 1); healthy as soon as its deliveries succeed (exit 0), the failures shown as history', async () => {
    const sb = await sandbox({retryBaseMs: 300, retryMaxMs: 300})
    let up = false
    const flaky = await receiver(() => (up ? 200 : 500))
    const id = await hook(sb, flaky.url)
    await chargePaid(sb)
    // Each of the two deliveries failed twice: the target is down.
    await waitFor('two failed attempts each', async () => {
      const {body} = await api<{data: {attempts: unknown[]}[]}>(sb.url, sb.accessToken, 'GET', '/api/notifications')
      return body.data.length === 2 && body.data.every((n) => n.attempts.length >= 2)
    })
    const failing = await runInProcess(['webhook', 'health', '--json'], {env: sb.env})
    expect(failing.code).toBe(1)
    expect((JSON.parse(failing.stdout) as {verdict: string}[])[0]!.verdict).toBe('down')

    up = true
    await waitFor('every delivery delivered', async () => {
      const {body} = await api<{data: {status: string}[]}>(sb.url, sb.accessToken, 'GET', '/api/notifications')
      return body.data.every((n) => n.status === 'DELIVERED')
    })
    const healthy = await runInProcess(['webhook', 'health', '--json'], {env: sb.env})
    expect(healthy.code, healthy.stdout).toBe(0)
    expect((JSON.parse(healthy.stdout) as Record<string, unknown>[])[0]).toMatchObject({
      webhook_id: id,
      verdict: 'healthy',
      consecutive_failures: 0,
      delivered: 2,
      last_error: 'HTTP 500',
    })
    if (driver) {
      const screen = (await runInPty(['webhook', 'health'], {env: sb.env, steps: [], cols: 120})).screen.replace(/\s+/g, ' ')
      expect(screen).toMatch(/healthy: \S+ — recovered at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d after \d+ failures/)
    }
  }, 30_000)
})

// Canned records: three webhooks whose targets share nothing but the scheme, one healthy, one down for a while
// (given up on some deliveries, still retrying others), one degraded.
const W = {
  shop: '5f0c6a8e-2b1d-4c3e-9f8a-7b6c5d4e3f2a',
  erp: '88b8369a-c48a-4173-a1e8-b8b4e49afe4d',
  dev: '88b8369a-0000-4000-8000-000000000003',
}
const T = {
  shop: 'https://shop.example.com/hooks/payments',
  erp: 'https://erp.example.com.br/integrations/genpag/webhooks/notifications',
  dev: 'http://127.0.0.1:4242/',
}
const attempt = (minute: number, result: number | string) => ({
  at: new Date(Date.UTC(2026, 10, 22, 13, minute)).toISOString(),
  ...(typeof result === 'number' ? {status_code: result} : {error: result}),
  duration_ms: 5,
})
const refused = 'connect ECONNREFUSED 10.0.0.5:443'
let n = 0
const delivery = (webhook: keyof typeof W, status: string, attempts: ReturnType<typeof attempt>[], next?: number) => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  event_id: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  event: 'charge-in',
  webhook_id: W[webhook],
  target: T[webhook],
  status,
  attempt_count: attempts.length,
  attempts,
  ...(next === undefined ? {} : {next_attempt_at: new Date(Date.UTC(2026, 10, 22, 15, next)).toISOString()}),
  inserted_at: attempts[0]!.at,
})
const CANNED = {
  webhooks: [
    {id: W.shop, target: T.shop, events: ['*'], inserted_at: '2026-11-01T10:00:00.000Z'},
    {id: W.erp, target: T.erp, events: ['charge-*'], inserted_at: '2026-11-01T10:00:00.000Z'},
    {id: W.dev, target: T.dev, events: ['PAYMENT.*'], inserted_at: '2026-11-01T10:00:00.000Z'},
  ],
  notifications: [
    delivery('shop', 'DELIVERED', [attempt(1, 200)]),
    delivery('erp', 'DELIVERED', [attempt(1, 200)]),
    delivery('erp', 'FAILED', [attempt(2, refused), attempt(3, refused), attempt(4, refused), attempt(5, refused)]),
    delivery('erp', 'PENDING', [attempt(6, refused), attempt(7, refused), attempt(8, refused)], 30),
    delivery('dev', 'DELIVERED', [attempt(9, 500), attempt(10, 200)]),
    delivery('shop', 'DELIVERED', [attempt(11, 200)]),
  ],
}

const driver = ptyDriver()
const GOLDEN = join(import.meta.dirname, '__golden__')

describe.skipIf(!driver)(`the table in a pseudo-terminal (${driver ?? 'none'})`, () => {
  it.each([80, 120])(
    'at %i columns: the golden capture, no line wider than the terminal, exit 1',
    async (cols) => {
      const api = await startRecordingServer((req, res) => {
        if (req.path === '/api/webhooks') return sendJson(res, 200, {data: CANNED.webhooks})
        if (req.path === '/api/notifications') return sendJson(res, 200, {data: CANNED.notifications})
        sendJson(res, 404, {errors: {detail: 'Not Found'}})
      })
      closers.push(() => api.close())
      const r = await runInPty(['webhook', 'health', '--since', '2026-11-01'], {
        env: {PAYCTL_BASE_URL: api.url, PAYCTL_ACCESS_TOKEN: 'golden-token', PAYCTL_SELLER_ID: 'seller', TZ: 'UTC'},
        steps: [],
        cols,
      })
      expect(r.code).toBe(1)
      const screen = r.screen.replace(/\s+$/, '\n')
      for (const line of screen.split('\n')) expect(line.length, line).toBeLessThanOrEqual(cols)
      expectGolden(join(GOLDEN, `health-canned-${cols}.txt`), screen)
    },
    30_000,
  )
})
