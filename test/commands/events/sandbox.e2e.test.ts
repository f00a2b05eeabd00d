/**
 * The whole webhook journey against the real sandbox: `listen --register` registers a webhook, fails the first
 * delivery of each event on purpose, the sandbox retries; `events tail` prints the new events as they happen;
 * `events list`, `events notifications` and `events show` then tell the story (failed, then delivered).
 * listen and tail run as processes (the topic's spawned journey; tail stops on a signal); the other commands in-process.
 */
import {spawn} from 'node:child_process'
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {BIN, ROOT, cliEnv} from '../../helpers/cli.js'
import {runInProcess} from '../../helpers/in-process.js'
import {waitFor} from '../../helpers/wait.js'
import {withSandbox, type TestSandbox} from '../../helpers/sandbox.js'
import {jsonLines, startListener, stopAllListeners, type RunningListener} from '../listen/listener.js'

const TOKEN = 'sandbox-journey-token-0123456789'

const until = <T>(probe: () => T | Promise<T>, what: string) => waitFor(what, probe, 25_000, 50)

describe('webhooks, listen and events against the sandbox', () => {
  let sb: TestSandbox
  let listener: RunningListener
  let eventPolls = 0
  let tailChild: ReturnType<typeof spawn> | undefined
  const ids: {invoiceId?: string} = {}

  beforeAll(async () => {
    sb = await withSandbox({
      retryBaseMs: 200,
      retryMaxMs: 1000,
      onRequest: (e) => void (e.method === 'GET' && e.path.startsWith('/api/events') && eventPolls++),
    })
  })
  afterAll(async () => {
    if (tailChild && tailChild.exitCode === null && tailChild.signalCode === null) tailChild.kill('SIGKILL')
    await listener?.stop()
    await stopAllListeners()
    await sb?.close()
  })

  test('a registered listener receives the events, fails each first delivery on purpose, and the retry is delivered; tail follows', async () => {
    listener = await startListener(
      ['--port', '0', '--json', '--fail-first', '1', '--register', '--authorization', TOKEN, '--event', 'charge-*'],
      {env: sb.env},
    )
    await until(() => listener.stderr().includes('registered webhook'), 'the registration')
    expect(listener.stderr()).toContain(`→ ${listener.url} for charge-*`)
    expect(listener.stderr()).toContain('warning: event pattern "charge-*" works on the sandbox')

    const hooks = await runInProcess(['webhook', 'list', '--json'], {env: sb.env})
    expect(JSON.parse(hooks.stdout)).toEqual([
      expect.objectContaining({target: listener.url, events: ['charge-*'], authorization: 'sand…6789'}),
    ])

    const tail = spawn(process.execPath, [BIN, 'events', 'tail', '--json', '--interval', '250ms'], {
      cwd: ROOT,
      env: cliEnv(sb.env),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    tailChild = tail
    let tailOut = ''
    tail.stdout.setEncoding('utf8').on('data', (d: string) => (tailOut += d))
    const tailExit = new Promise<number | null>((r) => tail.on('close', (code) => r(code)))
    const killer = setTimeout(() => tail.kill('SIGKILL'), 60_000)
    await until(() => eventPolls >= 1, 'the first poll of tail')

    const headers = {authorization: `Bearer ${sb.accessToken}`, 'content-type': 'application/json'}
    const created = await fetch(`${sb.url}/api/v2/payments/bolepix`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        amount: 150.75,
        dueDate: '2040-12-31',
        expirationAfterPayment: 5,
        debtor: {
          name: 'Maria Silva',
          document: '52998224725',
          publicArea: 'Rua A',
          number: '10',
          neighborhood: 'Centro',
          city: 'São Paulo',
          state: 'SP',
          postalCode: '01310100',
        },
      }),
    })
    expect(created.status).toBeLessThan(300)
    ids.invoiceId = ((await created.json()) as {invoiceId: string}).invoiceId
    expect((await fetch(`${sb.url}/_sandbox/bolepix/${ids.invoiceId}/pay`, {method: 'POST', headers, body: '{}'})).status).toBeLessThan(300)

    const lines = await until(() => {
      const l = jsonLines(listener.stdout())
      return l.length >= 4 && l
    }, 'four deliveries at the listener')
    const byEvent = (name: string) => lines.filter((x) => x.event === name).map((x) => [x.repeat, x.status])
    expect(byEvent('charge-create')).toEqual([
      [0, 500],
      [1, 200],
    ])
    expect(byEvent('charge-in')).toEqual([
      [0, 500],
      [1, 200],
    ])
    expect((lines[0]!.body as {data: {invoiceId: string}}).data.invoiceId).toBe(ids.invoiceId)

    await until(() => tailOut.split('\n').filter(Boolean).length >= 2, 'two events from tail')
    // Two more polls of the events after both were printed: nothing is printed twice.
    const polled = eventPolls
    await until(() => eventPolls >= polled + 2, 'two more polls of tail')
    tail.kill('SIGINT')
    expect(await tailExit).toBe(0)
    clearTimeout(killer)
    const tailed = tailOut
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as {event: string; data: {invoiceId: string}})
    expect(tailed.map((e) => e.event)).toEqual(['charge-create', 'charge-in'])
    expect(tailed.every((e) => e.data.invoiceId === ids.invoiceId)).toBe(true)
  }, 90_000)

  test('events list, notifications and show tell the story: failed first, then delivered', async () => {
    const headers = {authorization: `Bearer ${sb.accessToken}`}
    // Wait (through the API itself) until the sandbox has recorded both deliveries.
    await until(async () => {
      const r = (await (await fetch(`${sb.url}/api/notifications`, {headers})).json()) as {data: {status: string}[]}
      return r.data.length === 2 && r.data.every((n) => n.status === 'DELIVERED')
    }, 'both deliveries recorded')
    const list = await runInProcess(['events', 'list', '--event', 'charge-*', '--json'], {env: sb.env})
    expect(list.code).toBe(0)
    const events = JSON.parse(list.stdout) as {id: string; event: string; data: {invoiceId: string}}[]
    expect(events.map((e) => e.event)).toEqual(['charge-create', 'charge-in'])
    const paid = events[1]!

    const [byEvent, table, notifications, show, replay] = await Promise.all([
      runInProcess(['events', 'notifications', '--event-id', paid.id, '--json'], {env: sb.env}),
      runInProcess(['events', 'list'], {env: sb.env}),
      runInProcess(['events', 'notifications', '--status', 'delivered'], {env: sb.env}),
      runInProcess(['events', 'show', paid.id], {env: sb.env}),
      // A third delivery of the same id, to the listener: marked as a repeat.
      runInProcess(['events', 'replay', paid.id, '--to', listener.url, '--authorization', TOKEN], {env: sb.env}),
    ])
    const delivered = JSON.parse(byEvent.stdout) as {status: string; attempts: {status_code?: number}[]}[]
    expect(delivered.map((n) => [n.status, n.attempts.map((a) => a.status_code)])).toEqual([['DELIVERED', [500, 200]]])

    expect(table.stdout).toMatch(new RegExp(`\\tcharge-in\\t${ids.invoiceId}\\tDELIVERED\\t2\\n`))

    const rows = notifications.stdout.trimEnd().split('\n').slice(1)
    expect(rows).toHaveLength(2)
    expect(rows.every((l) => l.includes('\tDELIVERED\t2\t0\tHTTP 200\t'))).toBe(true)

    expect(show.code).toBe(0)
    expect(show.stdout).toContain(`name      charge-in\n`)
    expect(show.stdout).toContain(`resource  ${ids.invoiceId}\n`)
    expect(show.stdout).toMatch(
      new RegExp(
        `notification \\S+  → ${listener.url.replace(/\./g, '\\.')}  DELIVERED after 2 attempts\\n  ├─ .* ✗ #1 HTTP 500 +\\d+ ms\\n  └─ .* ✓ #2 HTTP 200 +\\d+ ms\\n`,
      ),
    )

    expect(replay.code).toBe(0)
    const last = jsonLines(listener.stdout()).at(-1)!
    expect([last.id, last.repeat, last.status]).toEqual([paid.id, 2, 200])
  }, 90_000)
})
