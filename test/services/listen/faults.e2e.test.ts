/**
 * `payctl listen` under hostile input and crashes:
 *  - random bytes, content types, invalid UTF-8, control characters and terminal escapes (fast-check), over HTTP
 *    and as raw TCP garbage: it answers every one with one of its documented statuses, keeps running, never writes a
 *    raw control character to the terminal, and with --json prints exactly one JSON line per 2XX;
 *  - it acknowledges nothing it has not written: with --output, each 2XX is answered only once its line is in the
 *    file (checked on arrival of every 2XX, and with an --output that cannot be written: /dev/full, never a 2XX);
 *  - a kill -9 in the middle of the sandbox's deliveries loses none of the notifications it answered 2XX for.
 * The kill -9 runs real processes; the others run the same `listen` in the test's own process
 * (startListenerInProcess), stopped by a Ctrl-C of its own: a crash there fails the run as an unhandled error, and
 * what it prints is captured as a process's stdout and stderr would be.
 */
import {existsSync, readFileSync} from 'node:fs'
import {request as httpRequest, Agent} from 'node:http'
import {connect} from 'node:net'
import {join} from 'node:path'
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {tempDir} from '../../helpers/cli.js'
import {withSandbox} from '../../helpers/sandbox.js'
import {contentType, fuzzParams, hostileBody, hostileBytes, rawControlIn} from '../../helpers/arbitraries.js'
import {api, bolepixBody, spawnCli, waitFor, type Cleanup, type Spawned} from '../../helpers/journey.js'
import {startListenerInProcess, type Listener} from '../../commands/listen/listener.js'

const TOKEN = 'listen-fuzz-token-0123456789'
const ALLOWED = new Set([200, 400, 401, 405, 413, 415])

interface Answer {
  status: number
  contentType?: string
  body: string
}

const agent = new Agent({keepAlive: true, maxSockets: 16})

function send(
  url: string,
  o: {method?: string; path?: string; headers?: Record<string, string | undefined>; body?: Buffer},
): Promise<Answer> {
  const u = new URL(url)
  const headers: Record<string, string> = {}
  for (const [k, v] of Object.entries(o.headers ?? {})) if (v !== undefined) headers[k] = v
  if (o.body) headers['content-length'] = String(o.body.length)
  return new Promise((resolve, reject) => {
    const req = httpRequest({host: u.hostname, port: u.port, method: o.method ?? 'POST', path: o.path ?? '/', headers, agent}, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({status: res.statusCode ?? 0, contentType: res.headers['content-type'], body: Buffer.concat(chunks).toString('utf8')}),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(o.body)
  })
}

/** Raw bytes over TCP; resolves with the status line's code, if any answer came within 3 s. */
function sendRaw(url: string, bytes: Buffer): Promise<number | undefined> {
  const u = new URL(url)
  return new Promise((resolve) => {
    const s = connect(Number(u.port), u.hostname)
    let got = ''
    const done = () => {
      clearTimeout(timer)
      s.destroy()
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(got)
      resolve(m ? Number(m[1]) : undefined)
    }
    const timer = setTimeout(done, 3_000)
    s.on('data', (d) => (got += d.toString('latin1')))
    s.on('error', done)
    s.on('close', done)
    s.end(bytes)
  })
}

/** `payctl listen` in-process on port 0 with the token, stopped when the test ends at the latest. */
async function listenInProcess(cleanup: Cleanup, args: string[]): Promise<Listener> {
  const l = await startListenerInProcess(['--port', '0', '--authorization', TOKEN, ...args], {lifetimeMs: 120_000})
  cleanup(async () => void (await l.stop()))
  return l
}

async function startListen(cleanup: Cleanup, args: string[]): Promise<Spawned & {url: string}> {
  const p = spawnCli(['listen', '--port', '0', '--authorization', TOKEN, ...args], {cleanup: cleanup, timeoutMs: 120_000})
  const m = await waitFor('the listener URL', () => /listening on (http:\/\/[\d.:]+)/.exec(`${p.out.stdout}\n${p.out.stderr}`))
  return {...p, url: m[1]!}
}

describe.concurrent('listen under hostile input', () => {
  for (const json of [false, true]) {
    it(`answers random bodies, content types, invalid UTF-8 and escapes without crashing or printing raw controls (${json ? '--json' : 'human'})`, async ({
      onTestFinished,
    }) => {
      const out = join(tempDir('payctl-listen-fuzz-'), 'out.jsonl')
      const l = await listenInProcess(onTestFinished, [...(json ? ['--json'] : []), '--output', out])
      let acked = 0
      let total = 0
      await fc.assert(
        fc.asyncProperty(
          hostileBody,
          contentType,
          fc.constantFrom('POST', 'POST', 'POST', 'POST', 'PUT', 'GET', 'DELETE', 'PATCH'),
          fc.constantFrom('/', '/webhooks', '/%1b%5b31m', '/health', '/a?b=%00', '/\u00e7'.normalize()),
          fc.oneof(
            {weight: 6, arbitrary: fc.constant(TOKEN)},
            {weight: 1, arbitrary: fc.constantFrom(undefined, '', 'Bearer x', `${TOKEN} `, TOKEN.slice(0, -1))},
          ),
          async (b, type, method, path, auth) => {
            total++
            const a = await send(l.url, {method, path: encodeURI(path), body: b.body, headers: {'content-type': type, authorization: auth}})
            expect(ALLOWED.has(a.status), `status ${a.status} for ${b.kind}`).toBe(true)
            expect(() => JSON.parse(a.body)).not.toThrow()
            if (a.status >= 200 && a.status < 300 && !(method === 'GET' && path === '/health')) acked++
          },
        ),
        fuzzParams(250),
      )
      // Still up, and said nothing raw.
      expect((await send(l.url, {method: 'GET', path: '/health'})).status).toBe(200)
      expect(l.running()).toBe(true)
      const r = await l.stop()
      expect(r.code).toBe(0)
      expect(rawControlIn(r.stdout)).toBeUndefined()
      expect(rawControlIn(r.stderr)).toBeUndefined()
      // One line per acknowledged notification, on the terminal and in the file.
      const fileLines = readFileSync(out, 'utf8').split('\n').filter(Boolean)
      expect(fileLines).toHaveLength(acked)
      for (const line of fileLines) expect(() => JSON.parse(line), line).not.toThrow()
      expect(rawControlIn(fileLines.join('\n'))).toBeUndefined()
      if (json) {
        const lines = r.stdout.split('\n').filter(Boolean)
        expect(lines).toHaveLength(acked)
        for (const line of lines) expect(() => JSON.parse(line)).not.toThrow()
      }
      expect(total).toBeGreaterThan(0)
    })
  }

  it('survives raw TCP garbage (broken request lines, bad headers, invalid UTF-8) and keeps serving', async ({onTestFinished}) => {
    const l = await listenInProcess(onTestFinished, [])
    const garbage = fc.oneof(
      hostileBytes(300),
      hostileBytes(100).map((b) => Buffer.concat([Buffer.from('POST /'), b, Buffer.from(' HTTP/1.1\r\nHost: x\r\n\r\n')])),
      hostileBytes(100).map((b) =>
        Buffer.concat([
          Buffer.from(`POST / HTTP/1.1\r\nHost: x\r\nAuthorization: ${TOKEN}\r\nX-Evil: `),
          b,
          Buffer.from('\r\nContent-Length: 2\r\n\r\n{}'),
        ]),
      ),
      hostileBytes(100).map((b) =>
        Buffer.concat([
          Buffer.from(
            `POST / HTTP/1.1\r\nHost: x\r\nAuthorization: ${TOKEN}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
          ),
          b,
        ]),
      ),
      fc.constant(Buffer.from(`POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999999999999\r\n\r\n`)),
      fc.constant(Buffer.from(`POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello`)),
    )
    await fc.assert(
      fc.asyncProperty(garbage, async (bytes) => {
        const status = await sendRaw(l.url, bytes)
        if (status !== undefined) expect([...ALLOWED, 408, 431, 501, 505]).toContain(status)
      }),
      fuzzParams(40),
    )
    expect((await send(l.url, {method: 'GET', path: '/health'})).status).toBe(200)
    const ok = await send(l.url, {
      body: Buffer.from('{"id":"ev-1","event":"charge-in","data":{"id":"inv-1"}}'),
      headers: {'content-type': 'application/json', authorization: TOKEN},
    })
    expect(ok.status).toBe(200)
    const r = await l.stop()
    expect(r.code).toBe(0)
    expect(rawControlIn(r.stdout)).toBeUndefined()
    expect(rawControlIn(r.stderr)).toBeUndefined()
  })
})

describe.concurrent('listen acknowledges nothing it has not written', () => {
  it('every 2XX arrives only once its line is in the --output file', async ({onTestFinished}) => {
    const out = join(tempDir('payctl-listen-ack-'), 'out.jsonl')
    const l = await listenInProcess(onTestFinished, ['--json', '--output', out])
    const ids = Array.from({length: 120}, (_, i) => `ev-${i}-${'x'.repeat(i % 7)}`)
    const missing: string[] = []
    await Promise.all(
      ids.map(async (id) => {
        const a = await send(l.url, {
          body: Buffer.from(JSON.stringify({id, event: 'charge-in', data: {id: `inv-${id}`}})),
          headers: {'content-type': 'application/json', authorization: TOKEN},
        })
        expect(a.status).toBe(200)
        // Read at the instant the 2XX arrived.
        if (!readFileSync(out, 'utf8').includes(`"id":"${id}"`)) missing.push(id)
      }),
    )
    expect(missing).toEqual([])
    expect((await l.stop()).code).toBe(0)
  })

  it.runIf(existsSync('/dev/full'))(
    'an --output that cannot be written (/dev/full) never gets a 2XX: 503, and the listener stops with an error',
    async ({onTestFinished}) => {
      const l = await listenInProcess(onTestFinished, ['--json', '--output', '/dev/full'])
      const statuses: number[] = []
      for (let i = 0; i < 5 && l.running(); i++) {
        try {
          statuses.push(
            (
              await send(l.url, {
                body: Buffer.from(JSON.stringify({id: `ev-${i}`, event: 'charge-in', data: {}})),
                headers: {'content-type': 'application/json', authorization: TOKEN},
              })
            ).status,
          )
        } catch {
          break // it stopped listening: also not a 2XX
        }
      }
      expect(statuses.length).toBeGreaterThan(0)
      expect(
        statuses.every((s) => s === 503),
        JSON.stringify(statuses),
      ).toBe(true)
      expect((await l.exited).code).toBe(1)
      const r = {stdout: l.stdout(), stderr: l.stderr()}
      expect(r.stderr).toContain('cannot write notifications')
      // What is printed says what was answered (defect 4: the first was printed "status":200).
      const printed = r.stdout
        .split('\n')
        .filter((line) => line.startsWith('{"received_at"'))
        .map((line) => (JSON.parse(line) as {status: number}).status)
      expect(printed.length).toBeGreaterThan(0)
      expect(
        printed.every((s) => s === 503),
        JSON.stringify(printed),
      ).toBe(true)
    },
  )

  it('kill -9 in the middle of the deliveries loses none of the notifications it answered 2XX for', async ({onTestFinished}) => {
    const out = join(tempDir('payctl-listen-kill-'), 'out.jsonl')
    const first = await startListen(onTestFinished, ['--json', '--output', out])
    const port = new URL(first.url).port
    const sb = await withSandbox({retryBaseMs: 50, retryMaxMs: 200, maxAttempts: 100})
    onTestFinished(() => sb.close())
    expect(
      (await api(sb.url, sb.accessToken, 'POST', '/api/webhooks', {webhook: {events: ['*'], target: first.url, authorization: TOKEN}}))
        .status,
    ).toBe(201)
    const creating = (async () => {
      for (let i = 0; i < 60; i++) await api(sb.url, sb.accessToken, 'POST', '/api/v2/payments/bolepix', bolepixBody())
    })()
    await waitFor('some notifications written', () => existsSync(out) && readFileSync(out, 'utf8').split('\n').length > 10)
    first.child.kill('SIGKILL')
    await first.result
    // Whatever the sandbox recorded as delivered (a 2XX from the listener) must be in the file.
    const written = () =>
      new Set(
        readFileSync(out, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => (JSON.parse(l) as {id: string}).id),
      )
    const notes = async () =>
      (await api<{data: {event_id: string; status: string}[]}>(sb.url, sb.accessToken, 'GET', '/api/notifications')).body.data
    const afterKill = written()
    const deliveredBeforeRestart = (await notes()).filter((n) => n.status === 'DELIVERED').map((n) => n.event_id)
    expect(deliveredBeforeRestart.length).toBeGreaterThan(0)
    expect(deliveredBeforeRestart.filter((id) => !afterKill.has(id))).toEqual([])
    // A new listener on the same port takes the rest; in the end every event is in the file.
    const second = spawnCli(['listen', '--port', port, '--authorization', TOKEN, '--json', '--output', out], {
      cleanup: onTestFinished,
      timeoutMs: 60_000,
    })
    await creating
    await waitFor('every notification delivered', async () => (await notes()).every((n) => n.status === 'DELIVERED'), 30_000)
    const all = written()
    const events = (await api<{data: {id: string}[]}>(sb.url, sb.accessToken, 'GET', '/api/events')).body.data.map((e) => e.id)
    expect(events).toHaveLength(60)
    expect(events.filter((id) => !all.has(id))).toEqual([])
    second.child.kill('SIGINT')
    expect((await second.result).code).toBe(0)
  })
})
