import {afterAll, describe, expect, test} from 'vitest'
import {closedPort, sendJson, startRecordingServer} from '../../helpers/recording-server.js'
import {jsonLines, notification, post, startListener, stopAllListeners} from './listener.js'

const TOKEN = 'forward-test-token-0123456789'
const auth = {authorization: TOKEN}

afterAll(stopAllListeners)

describe.concurrent('payctl listen --forward-to', {timeout: 60_000}, () => {
  test("relays headers and body; answers the app's status (503, then 200); an acknowledged repeat is not forwarded again", async () => {
    const app = await startRecordingServer()
    let calls = 0
    app.handle((_req, res) => (++calls === 1 ? sendJson(res, 503, {error: 'busy'}) : sendJson(res, 200, {ok: true})))
    const l = await startListener(['--port', '0', '--json', '--authorization', TOKEN, '--forward-to', `${app.url}/hooks/pay?x=1`])
    const body = notification('evt-fwd', 'charge-in', {invoiceId: 'inv-1'})
    const first = await post(l.url, body, {...auth, 'x-custom': 'kept'})
    expect(first).toEqual({status: 503, text: '{"error":"busy"}'})
    const second = await post(l.url, body, auth)
    expect(second).toEqual({status: 200, text: '{"ok":true}'})
    const third = await post(l.url, body, auth)
    expect(third.status).toBe(200)
    expect(app.requests).toHaveLength(2)
    const got = app.requests[0]!
    expect(got.method).toBe('POST')
    expect(got.path).toBe('/hooks/pay')
    expect(got.query).toEqual({x: '1'})
    expect(got.body).toBe(body)
    expect(got.headers.authorization).toBe(TOKEN)
    expect(got.headers['content-type']).toBe('application/json')
    expect(got.headers['x-custom']).toBe('kept')
    expect(got.headers['content-length']).toBe(String(Buffer.byteLength(body)))
    const end = await l.stop()
    await app.close()
    expect(end.code).toBe(0)
    expect(jsonLines(end.stdout).map((x) => [x.id, x.repeat, x.status])).toEqual([
      ['evt-fwd', 0, 503],
      ['evt-fwd', 1, 200],
      ['evt-fwd', 2, 200],
    ])
    expect(end.stderr).toMatch(/the app at http:\/\/127\.0\.0\.1:\d+\/hooks\/pay\?x=1 answered from 127\.0\.0\.1:\d+/)
  })

  test("human lines show the app's answer: an app that is down gives 502", async () => {
    const port = await closedPort()
    const down = await startListener(['--port', '0', '--authorization', TOKEN, '--forward-to', `http://127.0.0.1:${port}/`])
    expect((await post(down.url, notification('evt-down'), auth)).status).toBe(502)
    const downEnd = await down.stop()
    expect(downEnd.code).toBe(0)
    expect(downEnd.stdout).toMatch(
      new RegExp(`PAYMENT\\.PAID +pay-evt-down {2}502 {2}event evt-down {2}app down: connection refused at 127\\.0\\.0\\.1:${port}`),
    )
  })

  // A test of its own (the describe runs its tests at once): a listener's start and stop take ~0.4 s each.
  test("human lines show the app's answer: a slow app gives 504", async () => {
    const slowApp = await startRecordingServer()
    slowApp.handle(async (_req, res) => {
      await new Promise((r) => setTimeout(r, 3000))
      sendJson(res, 200, {})
    })
    const slow = await startListener(['--port', '0', '--authorization', TOKEN, '--forward-to', slowApp.url, '--forward-timeout', '300ms'])
    expect((await post(slow.url, notification('evt-slow'), auth)).status).toBe(504)
    const slowEnd = await slow.stop()
    await slowApp.close()
    expect(slowEnd.stdout).toMatch(/504 {2}event evt-slow {2}app too slow: no answer within 300 ms/)
  })

  test('localhost: says which address answered; --fail-first holds the first delivery back without forwarding it', async () => {
    const app = await startRecordingServer()
    const l = await startListener([
      '--port',
      '0',
      '--json',
      '--authorization',
      TOKEN,
      '--forward-to',
      `http://localhost:${app.port}/`,
      '--fail-first',
      '1',
    ])
    const body = notification('evt-held')
    expect((await post(l.url, body, auth)).status).toBe(500)
    expect(app.requests).toHaveLength(0)
    expect((await post(l.url, body, auth)).status).toBe(200)
    expect(app.requests).toHaveLength(1)
    const end = await l.stop()
    await app.close()
    expect(end.stderr).toMatch(new RegExp(`the app at http://localhost:${app.port}/ answered from 127\\.0\\.0\\.1:${app.port}`))
    expect(jsonLines(end.stdout).map((x) => x.status)).toEqual([500, 200])
  })

  test('a 3XX from the app is relayed and counts as a failure (the event is forwarded again next time)', async () => {
    const app = await startRecordingServer()
    let calls = 0
    app.handle((_req, res) => {
      if (++calls === 1) {
        res.writeHead(302, {location: 'https://elsewhere.example/'})
        res.end()
      } else sendJson(res, 204, {})
    })
    const l = await startListener(['--port', '0', '--authorization', TOKEN, '--forward-to', app.url])
    expect((await post(l.url, notification('evt-302'), auth)).status).toBe(302)
    expect((await post(l.url, notification('evt-302'), auth)).status).toBe(204)
    expect(app.requests).toHaveLength(2)
    const end = await l.stop()
    await app.close()
    expect(end.stdout).toMatch(/302 {2}app 302 in \d+ ms \(a redirect counts as a failure\)/)
    expect(end.stdout).toMatch(/204 {2}event \S+ {2}\(repeat 1\) {2}app 204 in \d+ ms/)
  })

  // In-process: the flags are refused by the command's function, before anything listens.
  test('bad flags exit 2 before listening', async () => {
    const {runInProcess: runCli} = await import('../../helpers/in-process.js')
    const r1 = await runCli(['listen', '--port', '0', '--forward-to', 'ftp://x'])
    expect(r1.code).toBe(2)
    expect(r1.stderr).toContain('--forward-to "ftp://x": must be an http(s) URL')
    const r2 = await runCli(['listen', '--port', '0', '--respond', '503', '--forward-to', 'http://127.0.0.1:1/'])
    expect(r2.code).toBe(2)
    expect(r2.stderr).toContain('cannot be combined with --forward-to')
    const r3 = await runCli(['listen', '--port', '0', '--event', 'PAY MENT'])
    expect(r3.code).toBe(2)
    expect(r3.stderr).toContain('--event "PAY MENT"')
    expect(r1.stdout + r2.stdout + r3.stdout).not.toContain('listening on')
  })
})
