import {eventLine} from '../../src/render/events.js'
import {closeSync, existsSync, mkdtempSync, openSync, readFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {PassThrough} from 'node:stream'
import {describe, expect, test} from 'vitest'
import {makeColors} from '../../src/render/format.js'
import {ListenPresenter, notificationHumanLine, notificationJsonLine} from '../../src/render/listen.js'
import {createListenSink} from '../../src/services/listen/sink.js'
import type {ReceivedNotification, RecordOutcome} from '../../src/services/listen/types.js'

const plain = makeColors(false)
process.env.TZ = 'UTC'

function received(over: Partial<ReceivedNotification> = {}): ReceivedNotification {
  const raw = '{"id":"ev-1","event":"PAYMENT.PAID","inserted_at":"2026-05-01T10:00:00Z","data":{"id":"pay-1"}}'
  return {
    receivedAt: '2026-05-01T10:00:01.000Z',
    id: 'ev-1',
    event: 'PAYMENT.PAID',
    repeat: 0,
    status: 200,
    body: JSON.parse(raw),
    raw,
    ...over,
  }
}

describe('notification lines', () => {
  test('the JSON line has the six keys in order and the body verbatim', () => {
    const n = received()
    const line = notificationJsonLine(n)
    expect(line).toBe(
      `{"received_at":"2026-05-01T10:00:01.000Z","id":"ev-1","event":"PAYMENT.PAID","repeat":0,"status":200,"body":${n.raw}}\n`,
    )
  })

  test('a body with line breaks or C1 controls is re-encoded on one line, same value', () => {
    const raw = '{\n  "id": "ev-2",\n  "note": "a\u009bb\u2028c"\n}'
    const line = notificationJsonLine(received({raw, body: JSON.parse(raw), id: 'ev-2\u0085'}))
    expect(line.split('\n')).toHaveLength(2)
    expect(line).toContain('"body":{"id":"ev-2","note":"a\\u009bb\\u2028c"}')
    expect(line).toContain('"id":"ev-2\\u0085"')
    expect(JSON.parse(line).body).toEqual(JSON.parse(raw))
  })

  test('human line: repeats, forward outcomes, escaped fields', () => {
    expect(notificationHumanLine(received({repeat: 2}), plain)).toBe(
      '2026-05-01 10:00:01  PAYMENT.PAID            pay-1  200  event ev-1  (repeat 2)\n',
    )
    expect(
      notificationHumanLine(
        received({status: 502, forward: {kind: 'down', detail: 'connection refused at [::1]:3000, 127.0.0.1:3000'}}),
        plain,
      ),
    ).toContain('502  event ev-1  app down: connection refused at [::1]:3000, 127.0.0.1:3000')
    expect(notificationHumanLine(received({repeat: 1, forward: {kind: 'acknowledged'}}), plain)).toContain(
      '200  event ev-1  (repeat 1)  already acknowledged by the app: not forwarded again',
    )
    const evil = received({event: 'X\u001b[2J', id: null, body: {data: {invoiceId: '\u009b1m'}}})
    expect(notificationHumanLine(evil, plain)).toBe('2026-05-01 10:00:01  X\\x1b[2J                \\x9b1m  200  no event id\n')
  })

  test('on a terminal the line fits its width, 80 or 120 (never wraps): short ids, then no date, then no padding, then cut', () => {
    const uuid = (c: string) => `${c.repeat(8)}-${c.repeat(4)}-4${c.repeat(3)}-a${c.repeat(3)}-${c.repeat(12)}`
    const body = {id: uuid('e'), event: 'PAYMENT.PRE_AUTHORIZED', inserted_at: '2026-05-01T10:00:00Z', data: {id: uuid('b')}}
    const n = received({
      id: uuid('e'),
      event: 'PAYMENT.PRE_AUTHORIZED',
      body,
      raw: JSON.stringify(body),
      repeat: 1,
      forward: {kind: 'answered', status: 200, ms: 12, address: '127.0.0.1'},
    })
    const whole = notificationHumanLine(n, plain)
    expect(whole.length).toBeGreaterThan(120)
    const at120 = notificationHumanLine(n, plain, 120)
    expect(at120).toBe('2026-05-01 10:00:01  PAYMENT.PRE_AUTHORIZED  bbbbbbbb  200  event eeeeeeee  (repeat 1)  app 200 in 12 ms\n')
    const at80 = notificationHumanLine(n, plain, 80)
    expect(at80).toBe(`${'10:00:01  PAYMENT.PRE_AUTHORIZED  bbbbbbbb  200  event eeeeeeee  (repeat 1)  app 200 in 12 ms'.slice(0, 79)}…\n`)
    // The date and the padding go by the columns every line has (and room for a short note), not by the notes, which
    // are cut (the columns stay aligned from one line to the next, with or without notes).
    const paid = notificationHumanLine({...n, event: 'PAYMENT.PAID', forward: undefined}, plain, 80)
    expect(paid).toBe('10:00:01  PAYMENT.PAID            bbbbbbbb  200  event eeeeeeee  (repeat 1)\n')
    expect(notificationHumanLine({...n, event: 'PAYMENT.PAID', forward: undefined, repeat: 0}, plain, 80)).toBe(
      '10:00:01  PAYMENT.PAID            bbbbbbbb  200  event eeeeeeee\n',
    )
    // Narrower still: the event name loses its padding before anything is cut.
    expect(notificationHumanLine({...n, event: 'PAYMENT.PAID', forward: undefined}, plain, 66)).toBe(
      '10:00:01  PAYMENT.PAID  bbbbbbbb  200  event eeeeeeee  (repeat 1)\n',
    )
    const colored = notificationHumanLine(
      {...n, forward: {kind: 'down', detail: 'connection refused at [::1]:3000, 127.0.0.1:3000'}},
      makeColors(true),
      80,
    )
    // eslint-disable-next-line no-control-regex
    const visible = colored.replace(/\u001b\[[0-9;]*m/g, '')
    expect(visible.length - 1).toBeLessThanOrEqual(80)
    expect(visible).toMatch(/…\n$/)
  })
})

describe('presenter', () => {
  test('answers only after both stdout and the file have the line; --output gets JSON lines in human mode', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'payctl-presenter-'))
    const fd = openSync(join(dir, 'out.jsonl'), 'a', 0o600)
    const stdout = new PassThrough() as unknown as NodeJS.WriteStream
    const stderr = new PassThrough() as unknown as NodeJS.WriteStream
    let printed = ''
    ;(stdout as unknown as PassThrough).setEncoding('utf8').on('data', (d: string) => (printed += d))
    const sink = createListenSink(stdout, {fd, regular: true, syncable: true})
    const p = new ListenPresenter(sink, {
      json: false,
      stderr,
      colors: plain,
      errColors: plain,
      redact: (s) => s.replace('pay-1', 'pay-X'),
      startup: {},
    })
    const done = await new Promise<RecordOutcome>((resolve) => p.notification(received(), resolve))
    expect(done).toEqual({recorded: true})
    expect(printed).toBe('2026-05-01 10:00:01  PAYMENT.PAID            pay-X  200  event ev-1\n')
    expect(readFileSync(join(dir, 'out.jsonl'), 'utf8')).toBe(notificationJsonLine(received()).replace('pay-1', 'pay-X'))
    await sink.drained()
    closeSync(fd)
  })

  // Stdout printed "status":200 for a notification answered 503 because --output was full.
  test.runIf(existsSync('/dev/full'))(
    'a line the file could not take is printed with the 503 answered, not the status intended',
    async () => {
      for (const json of [true, false]) {
        const fd = openSync('/dev/full', 'a')
        const stdout = new PassThrough()
        let printed = ''
        stdout.setEncoding('utf8').on('data', (d: string) => (printed += d))
        const sink = createListenSink(stdout as unknown as NodeJS.WriteStream, {fd, regular: false, syncable: false})
        const p = new ListenPresenter(sink, {
          json,
          stderr: new PassThrough() as unknown as NodeJS.WriteStream,
          colors: plain,
          errColors: plain,
          redact: (s) => s,
          startup: {},
        })
        const outcome = await new Promise<RecordOutcome>((resolve) =>
          p.notification(received({forward: {kind: 'answered', status: 200, ms: 3, address: '127.0.0.1:3000'}}), resolve),
        )
        expect(outcome.recorded).toBe(false)
        expect(outcome.error).toHaveProperty('code', 'ENOSPC')
        if (json) {
          expect(JSON.parse(printed)).toMatchObject({id: 'ev-1', status: 503})
        } else {
          expect(printed).toBe(
            '2026-05-01 10:00:01  PAYMENT.PAID            pay-1  503  event ev-1  not written to --output: answered this instead  app 200 in 3 ms\n',
          )
        }
        await sink.drained()
        closeSync(fd)
      }
    },
  )

  test('the note on a registered webhook is wrapped at spaces on a terminal, never inside a word', async () => {
    for (const json of [false, true]) {
      let out = ''
      let err = ''
      const stdout = new PassThrough()
      stdout.setEncoding('utf8').on('data', (d: string) => (out += d))
      const stderr = {write: (s: string) => ((err += s), true)} as unknown as NodeJS.WriteStream
      const sink = createListenSink(stdout as unknown as NodeJS.WriteStream)
      const p = new ListenPresenter(sink, {
        json,
        stderr,
        colors: plain,
        errColors: plain,
        redact: (s) => s,
        startup: {},
        width: 80,
        errWidth: 80,
      })
      p.event({type: 'registered', id: 'wh-1', target: 'https://abc123.tunnel.example/hooks', events: ['PAYMENT.*']})
      await sink.drained()
      const lines = (json ? err : out).trimEnd().split('\n')
      expect(lines.length).toBeGreaterThan(1)
      for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(80)
      expect(lines.join(' ').replace(/ +/g, ' ')).toContain('registered webhook wh-1 → https://abc123.tunnel.example/hooks for PAYMENT.*')
    }
  })

  test('warnings about rejected requests are throttled and counted', () => {
    let now = 0
    let err = ''
    const stderr = {write: (s: string) => ((err += s), true)} as unknown as NodeJS.WriteStream
    const p = new ListenPresenter(createListenSink(new PassThrough() as unknown as NodeJS.WriteStream), {
      json: true,
      stderr,
      colors: plain,
      errColors: plain,
      redact: (s) => s,
      startup: {},
      now: () => now,
    })
    const reject = () =>
      p.event({
        type: 'rejected',
        status: 401,
        reason: 'auth',
        method: 'POST',
        path: '/',
        remote: '10.0.0.1:5',
        detail: 'wrong or missing Authorization',
      })
    reject()
    reject()
    reject()
    now = 2500
    reject()
    expect(err.trimEnd().split('\n')).toEqual([
      'warning: answered 401 to POST / from 10.0.0.1:5: wrong or missing Authorization (not printed)',
      'warning: answered 401 to POST / from 10.0.0.1:5: wrong or missing Authorization (not printed) (and 2 more like it)',
    ])
  })
})

// Events tail printed whole uuids (a line of ~120 columns that wrapped at 80); listen's notes came before
// the event id, so the ids did not line up.
describe("events tail's line and listen's columns", () => {
  const uuid = (c: string) => `${c.repeat(8)}-${c.repeat(4)}-4${c.repeat(3)}-8${c.repeat(3)}-${c.repeat(12)}`
  test('on a terminal an event is one line with short ids, as listen shows them; on a pipe the ids are whole', () => {
    const e = {id: uuid('e'), event: 'PAYMENT.PRE_AUTHORIZED', inserted_at: '2026-05-01T10:00:01.000Z', data: {id: uuid('b')}}
    expect(eventLine(e, plain, 80)).toBe('2026-05-01 10:00:01  PAYMENT.PRE_AUTHORIZED  bbbbbbbb  event eeeeeeee')
    expect(eventLine(e, plain, 50)).toBe('10:00:01  PAYMENT.PRE_AUTHORIZED  bbbbbbbb  event eeeeeeee'.slice(0, 49) + '…')
    expect(eventLine(e, plain)).toContain(`${uuid('b')}  event ${uuid('e')}`)
  })

  test("listen's event id keeps its column whatever the notes", () => {
    const at = (over: Partial<Parameters<typeof notificationHumanLine>[0]>) =>
      notificationHumanLine(received(over), plain, 120).indexOf('event ev-1')
    expect(new Set([at({}), at({repeat: 3}), at({repeat: 1, forward: {kind: 'acknowledged'}})]).size).toBe(1)
  })
})
