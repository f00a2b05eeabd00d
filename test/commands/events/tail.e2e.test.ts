import {spawn} from 'node:child_process'
import {afterAll, describe, expect, test} from 'vitest'
import {BIN, ROOT, cliEnv} from '../../helpers/cli.js'
import {sendJson, startRecordingServer} from '../../helpers/recording-server.js'
import {waitFor} from '../../helpers/wait.js'
import {EVENTS} from './fixtures.js'

const ACCESS = 'access-token-for-tail-tests'

const children = new Set<ReturnType<typeof spawn>>()
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL')
})

function spawnTail(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [BIN, 'events', 'tail', ...args], {cwd: ROOT, env: cliEnv(env), stdio: ['ignore', 'pipe', 'pipe']})
  children.add(child)
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d))
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d))
  const killer = setTimeout(() => child.kill('SIGKILL'), 60_000)
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => (clearTimeout(killer), resolve(code))))
  return {child, exited, out: () => stdout, err: () => stderr}
}

const until = (check: () => boolean, what: string, ms = 20_000) => waitFor(what, check, ms, 20)

describe.concurrent('payctl events tail', {timeout: 60_000}, () => {
  test('prints only events that appear after it starts, once each (the server ignores since), JSON lines; Ctrl-C exits 0', async () => {
    const events: {id: string; event: string; inserted_at: string; data: unknown}[] = [...EVENTS]
    const api = await startRecordingServer((_req, res) => sendJson(res, 200, {data: events}))
    const tail = spawnTail(['--json', '--interval', '200ms', '--event', 'PAYMENT.*', '--event', 'ORDER.*'], {
      PAYCTL_BASE_URL: api.url,
      PAYCTL_ACCESS_TOKEN: ACCESS,
    })
    await until(() => api.requests.length >= 2, 'two polls')
    events.push({id: 'ev-5', event: 'PAYMENT.PAID', inserted_at: '2026-05-03T10:00:00.000Z', data: {id: 'pay-2', status: 'PAID'}})
    events.push({id: 'ev-6', event: 'charge-in', inserted_at: '2026-05-03T10:00:01.000Z', data: {invoiceId: 'inv-2'}})
    await until(() => tail.out().includes('ev-5'), 'ev-5')
    events.push({id: 'ev-7', event: 'ORDER.PAID', inserted_at: '2026-05-03T10:00:02.000Z', data: {id: 'ord-2'}})
    await until(() => tail.out().includes('ev-7'), 'ev-7')
    const polls = api.requests.length
    await until(() => api.requests.length >= polls + 2, 'two more polls')
    tail.child.kill('SIGINT')
    const code = await tail.exited
    await api.close()
    expect(code).toBe(0)
    const lines = tail
      .out()
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(lines).toEqual([events[4], events[6]])
    // The first poll asks for everything; later ones since the newest event seen (by the server's clock) less a minute.
    expect(api.requests[0]!.query).toEqual({})
    expect(api.requests.at(-1)!.query).toEqual({since: '2026-05-03T09:59:02.000Z'})
    expect(tail.err()).toBe('')
  })

  test('human lines; a failing poll is reported and the tail goes on', async () => {
    const events: {id: string; event: string; inserted_at: string; data: unknown}[] = [...EVENTS]
    let failures = 0
    const api = await startRecordingServer((_req, res) =>
      failures > 0 ? (failures--, sendJson(res, 503, {error: 'maintenance'})) : sendJson(res, 200, {data: events}),
    )
    const tail = spawnTail(['--interval', '200ms'], {PAYCTL_BASE_URL: api.url, PAYCTL_ACCESS_TOKEN: ACCESS, TZ: 'UTC'})
    await until(() => api.requests.length >= 1, 'first poll')
    failures = 4 // every attempt of one poll (the client retries a GET 4 times)
    await until(() => tail.err().includes('maintenance'), 'the warning')
    events.push({id: 'ev-8', event: 'charge-cancelled', inserted_at: '2026-05-03T11:00:00.000Z', data: {invoiceId: 'inv-\u001b[31m3'}})
    await until(() => tail.out().includes('ev-8'), 'ev-8')
    tail.child.kill('SIGTERM')
    expect(await tail.exited).toBe(0)
    await api.close()
    expect(tail.out()).toBe('2026-05-03 11:00:00  charge-cancelled        inv-\\x1b[31m3  event ev-8\n')
    expect(tail.err()).toMatch(/warning: .*maintenance.*; trying again in \d+s/)
  })

  test("timeout ends it with exit 0, though it sends SIGTERM twice (to its child, then to the child's process group)", async () => {
    const api = await startRecordingServer((_req, res) => sendJson(res, 200, {data: [...EVENTS]}))
    // The user's own line: with the handler removed after the first signal (process.once), the second killed the
    // process (exit by signal: 143 here), about one run in three on a loaded machine. timeout's alarm is not waited
    // for: a SIGTERM sent to timeout itself takes the same path (it sends it on to its child, then to the child's
    // process group), and it is sent once the tail has polled, so its stop handler is installed (actions/events/tail.ts
    // installs it first). Three runs at once, each known by its own token.
    const round = (n: number) =>
      new Promise<{code: number | null; signal: NodeJS.Signals | null}>((resolve, reject) => {
        const token = `${ACCESS}-${n}`
        const child = spawn('timeout', ['--preserve-status', '60', process.execPath, BIN, 'events', 'tail', '--interval', '200ms'], {
          cwd: ROOT,
          env: cliEnv({PAYCTL_BASE_URL: api.url, PAYCTL_ACCESS_TOKEN: token}),
          stdio: 'ignore',
        })
        children.add(child)
        child.on('close', (code, signal) => resolve({code, signal}))
        until(() => api.requests.some((r) => r.headers.authorization === `Bearer ${token}`), `run ${n}'s first poll`).then(
          () => child.kill('SIGTERM'),
          reject,
        )
      })
    expect(await Promise.all([0, 1, 2].map(round))).toEqual(Array(3).fill({code: 0, signal: null}))
    await api.close()
  })

  test('--jsonl is --json here; --jq runs on each event, and a program failing on one event is said and the tail goes on', async () => {
    const events: {id: string; event: string; inserted_at: string; data: unknown}[] = [...EVENTS]
    const api = await startRecordingServer((_req, res) => sendJson(res, 200, {data: events}))
    const tail = spawnTail(['--jsonl', '--interval', '200ms', '--jq', '"\\(.event) \\(.data.status // error("no status"))"'], {
      PAYCTL_BASE_URL: api.url,
      PAYCTL_ACCESS_TOKEN: ACCESS,
    })
    await until(() => api.requests.length >= 2, 'two polls')
    events.push({id: 'ev-5', event: 'PAYMENT.PAID', inserted_at: '2026-05-03T10:00:00.000Z', data: {id: 'pay-2', status: 'PAID'}})
    events.push({id: 'ev-6', event: 'charge-in', inserted_at: '2026-05-03T10:00:01.000Z', data: {invoiceId: 'inv-2'}})
    events.push({id: 'ev-7', event: 'ORDER.PAID', inserted_at: '2026-05-03T10:00:02.000Z', data: {id: 'ord-2', status: 'PAID'}})
    await until(() => tail.out().includes('ORDER.PAID'), 'ev-7')
    tail.child.kill('SIGINT')
    expect(await tail.exited).toBe(0)
    await api.close()
    expect(tail.out()).toBe('PAYMENT.PAID PAID\nORDER.PAID PAID\n')
    expect(tail.err()).toMatch(/^warning: jq: error \(at .*\): no status \(on one item: the stream goes on\)\n$/)
  })

  test('a refused token ends the tail with exit 4', async () => {
    const api = await startRecordingServer((_req, res) => sendJson(res, 401, {errors: {detail: 'Unauthorized'}}))
    const tail = spawnTail(['--interval', '200ms'], {PAYCTL_BASE_URL: api.url, PAYCTL_ACCESS_TOKEN: ACCESS})
    expect(await tail.exited).toBe(4)
    await api.close()
    expect(tail.err()).toContain('Unauthorized')
  })
})
