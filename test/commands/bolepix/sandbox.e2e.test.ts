/**
 * The Bolepix commands against the real sandbox: state changes (create → PENDING, pay → PAID, cancel → CANCELLED,
 * the clock → EXPIRED), `wait` while the charge is paid, `get --timeline` with real deliveries, and `pdf --output`
 * writing the sandbox's real PDF.
 */
import {spawn} from 'node:child_process'
import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {BIN, ROOT, cliEnv, tempDir} from '../../helpers/cli.js'
import {runInProcess} from '../../helpers/in-process.js'
import {sendJson} from '../../helpers/recording-server.js'
import {withSandbox, type TestSandbox} from '../../helpers/sandbox.js'
import {inDays, onCleanup, recorder, requiredFlags} from './helpers.js'

let sb: TestSandbox
const requests: {method: string; path: string}[] = []

beforeAll(async () => {
  sb = await withSandbox({retryBaseMs: 20, retryMaxMs: 50, onRequest: (e) => requests.push({method: e.method, path: e.path})})
})
afterAll(async () => {
  await sb?.close()
})

/** A call to the sandbox with the access token (sandbox-only routes, webhook registration). */
async function call(method: string, path: string, body?: unknown): Promise<{status: number; body: any}> {
  const res = await fetch(sb.url + path, {
    method,
    headers: {authorization: `Bearer ${sb.sandbox.accessToken}`, 'content-type': 'application/json'},
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return {status: res.status, body: text ? JSON.parse(text) : undefined}
}

async function create(overrides: Record<string, string> = {}): Promise<string> {
  const r = await runInProcess(['bolepix', 'create', ...requiredFlags(overrides), '--json'], {env: sb.env})
  expect(r.code, r.stderr).toBe(0)
  return (JSON.parse(r.stdout) as {invoiceId: string}).invoiceId
}

async function getJson(id: string, extra: string[] = []): Promise<any> {
  const r = await runInProcess(['bolepix', 'get', id, '--json', ...extra], {env: sb.env})
  expect(r.code, r.stderr).toBe(0)
  return JSON.parse(r.stdout)
}

describe('bolepix against the sandbox', () => {
  it('create → PENDING, listed; cancel → CANCELLED; a second cancel is refused (409, exit 1)', async () => {
    const id = await create()
    const rec = await getJson(id)
    expect(rec).toMatchObject({invoiceId: id, status: 'PENDING', amount: 150.75, dueDate: inDays(7), sellerId: sb.sellerId})

    const list = await runInProcess(['bolepix', 'list', '--status', 'pending', '--json'], {env: sb.env})
    expect(list.code).toBe(0)
    expect((JSON.parse(list.stdout) as {invoiceId: string}[]).map((r) => r.invoiceId)).toContain(id)

    const cancel = await runInProcess(['bolepix', 'cancel', id, '--reason', 'duplicate', '--yes'], {env: sb.env})
    expect(cancel.code, cancel.stderr).toBe(0)
    expect(cancel.stdout).toContain(`Charge ${id} cancelled.`)
    expect((await getJson(id)).status).toBe('CANCELLED')

    const again = await runInProcess(['bolepix', 'cancel', id, '--reason', 'duplicate', '--yes'], {env: sb.env})
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('CANCELLED')

    const wait = await runInProcess(['bolepix', 'wait', id, '--until', 'PAID', '--interval', '100ms'], {env: sb.env})
    expect(wait.code).toBe(1)
    expect(wait.stderr).toContain('is CANCELLED and will never be PAID')
  })

  it("a due date valid here but past on a sandbox whose clock moved ahead: the 422 says it is the sandbox's date", async () => {
    const own = await withSandbox()
    try {
      const moved = await runInProcess(['sandbox', 'clock', '+6d', '--json'], {env: own.env})
      expect(moved.code, moved.stderr).toBe(0)
      const r = await runInProcess(['bolepix', 'create', ...requiredFlags({'due-date': inDays(3)})], {env: own.env})
      expect(r.code).toBe(1)
      expect(r.stderr).toContain(`dueDate: must be today (${inDays(6)}, the sandbox's clock) or later`)
      // Checked here first: a date before payctl's own today is refused before anything is sent (exit 2).
      const local = await runInProcess(['bolepix', 'create', ...requiredFlags({'due-date': inDays(-1)})], {env: own.env})
      expect(local.code).toBe(2)
      expect(local.stderr).toContain(`dueDate: must be today (${inDays(0)}) or later`)
    } finally {
      await own.close()
    }
  })

  it('wait returns when the charge is paid while it waits', async () => {
    const id = await create()
    const child = spawn(
      process.execPath,
      [BIN, 'bolepix', 'wait', id, '--until', 'PAID', '--interval', '100ms', '--timeout', '60s', '--json'],
      {
        cwd: ROOT,
        env: cliEnv(sb.env),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    onCleanup(async () => void child.kill('SIGKILL'))
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (d) => (stdout += d))
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d))
    const exited = new Promise<number | null>((res) => child.on('close', (code) => res(code)))
    const polls = () => requests.filter((r) => r.method === 'GET' && r.path === `/bolepix/invoices/${id}`).length
    for (let i = 0; i < 400 && polls() < 1; i++) await new Promise((res) => setTimeout(res, 25))
    expect(polls()).toBeGreaterThanOrEqual(1) // it is waiting
    const paid = await call('POST', `/_sandbox/bolepix/${encodeURIComponent(id)}/pay`)
    expect(paid.status).toBe(200)
    expect(await exited).toBe(0)
    expect(stderr).toBe('')
    expect(JSON.parse(stdout)).toMatchObject({invoiceId: id, status: 'PAID', amountPaid: 150.75})
  })

  it('wait exits 1 when the charge expires, and 8 on a timeout', async () => {
    const id = await create({'due-date': 'today', 'expiration-after-payment': '1'})
    const timeout = await runInProcess(['bolepix', 'wait', id, '--until', 'PAID', '--timeout', '300ms', '--interval', '100ms'], {
      env: sb.env,
    })
    expect(timeout.code).toBe(8)
    expect(timeout.stderr).toContain('still PENDING')
    // Its own sandbox, so that moving the clock does not disturb the other tests.
    const own = await withSandbox()
    onCleanup(() => own.close())
    const r = await runInProcess(
      ['bolepix', 'create', ...requiredFlags({'due-date': 'today', 'expiration-after-payment': '1'}), '--json'],
      {env: own.env},
    )
    const ownId = JSON.parse(r.stdout).invoiceId as string
    const moved = await fetch(`${own.url}/_sandbox/clock`, {
      method: 'POST',
      headers: {authorization: `Bearer ${own.accessToken}`, 'content-type': 'application/json'},
      body: '{"advance":"3d"}',
    })
    expect(moved.status).toBe(200)
    const expired = await runInProcess(['bolepix', 'wait', ownId, '--until', 'PAID', '--interval', '100ms'], {env: own.env})
    expect(expired.code).toBe(1)
    expect(expired.stderr).toContain('is EXPIRED and will never be PAID')
  })

  it('pdf --output writes the real PDF served by the sandbox CDN', async () => {
    const id = await create()
    const dir = tempDir()
    const out = join(dir, 'charge.pdf')
    const r = await runInProcess(['bolepix', 'pdf', id, '--output', out], {env: sb.env})
    expect(r.code, r.stderr).toBe(0)
    expect(r.stdout.trim()).toMatch(new RegExp(`/bolepix/${id}\\.pdf$`))
    const pdf = readFileSync(out)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/)
    expect(r.stderr).toBe(`PDF saved to ${out} (${pdf.length} bytes)\n`)
  })

  it('get --timeline shows the events and every delivery attempt, in time order', async () => {
    let hits = 0
    const hook = await recorder((_req, res) => (++hits === 1 ? sendJson(res, 500, {oops: true}) : sendJson(res, 200, {})))
    const registered = await call('POST', '/api/webhooks', {
      webhook: {events: ['charge-*'], target: `${hook.url}/hook`, authorization: 'hook-secret'},
    })
    expect(registered.status).toBe(201)
    const id = await create()
    // The charge-create retry (20 ms after the 500) lands before the payment: a fast CLI returns sooner than that.
    for (let i = 0; i < 200; i++) {
      const n = await call('GET', '/api/notifications')
      if ((n.body.data as {event: string; status: string}[]).some((x) => x.event === 'charge-create' && x.status === 'DELIVERED')) break
      await new Promise((res) => setTimeout(res, 25))
    }
    expect((await call('POST', `/_sandbox/bolepix/${encodeURIComponent(id)}/pay`)).status).toBe(200)
    // Both notifications delivered (the first after one failed attempt).
    for (let i = 0; i < 200; i++) {
      const n = await call('GET', '/api/notifications')
      const mine = (n.body.data as {event: string; status: string; event_id: string}[]).filter(
        (x) => x.event === 'charge-create' || x.event === 'charge-in',
      )
      if (mine.length >= 2 && mine.every((x) => x.status === 'DELIVERED')) break
      await new Promise((res) => setTimeout(res, 25))
    }
    const rec = await getJson(id, ['--timeline'])
    expect(rec).toMatchObject({invoiceId: id, status: 'PAID'})
    const kinds = (rec.timeline as {kind: string; event?: string; ok?: boolean; statusCode?: number}[]).map((e) =>
      e.kind === 'event' ? `event ${e.event}` : `${e.kind} ${e.event} ${e.statusCode}`,
    )
    expect(kinds).toEqual([
      'event charge-create',
      'attempt charge-create 500',
      'attempt charge-create 200',
      'event charge-in',
      'attempt charge-in 200',
    ])
    const times = (rec.timeline as {at: string}[]).map((e) => Date.parse(e.at))
    expect([...times].sort((a, b) => a - b)).toEqual(times)

    const human = await runInProcess(['bolepix', 'get', id, '--timeline'], {env: sb.env})
    expect(human.code).toBe(0)
    expect(human.stdout).toContain('Timeline')
    expect(human.stdout).toMatch(/charge-create .*delivery #1 → http:\/\/127\.0\.0\.1:\d+\/hook: HTTP 500/)
    expect(human.stdout).toMatch(/charge-in .*delivery #1 → .*: HTTP 200/)
    expect(human.stdout).not.toContain('hook-secret')
  })
})
