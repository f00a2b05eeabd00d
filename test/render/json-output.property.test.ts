/**
 * --json output stays JSON whatever the API answers. Found by the listen fuzz: card-number masking applied to the
 * JSON *text* cut into numbers (the digits of 0.30000000000000004 pass Luhn: `0.3000000*****00004`), so scripts
 * piping `--json` into jq broke on ordinary floats. Masking now happens value by value (src/util/redact.ts
 * redactJsonValue, used by Output.printJson and the listener's JSON lines): floats are left alone, and a card number
 * sent as a JSON integer becomes its masked string.
 */
import {Writable} from 'node:stream'
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {Output} from '../../src/render/output.js'
import {runCli} from '../helpers/cli.js'
import {sendJson, startRecordingServer} from '../helpers/recording-server.js'
import {fuzzParams} from '../helpers/arbitraries.js'

class Sink extends Writable {
  text = ''
  override _write(chunk: Buffer, _enc: BufferEncoding, cb: () => void) {
    this.text += chunk.toString()
    cb()
  }
}

function printed(value: unknown): string {
  const stdout = new Sink()
  const out = new Output({
    json: true,
    stdout: stdout as unknown as NodeJS.WriteStream,
    stderr: new Sink() as unknown as NodeJS.WriteStream,
    env: {NO_COLOR: '1'},
    secrets: () => ['secret-token-0123456789'],
  })
  out.printJson(value)
  return stdout.text
}

/** A JSON text holding no digit run that could be a card number outside a float's fraction. */
const cardLike = /(?<![\d.])\d(?:[ -]?\d){12,}/

describe('--json output is always JSON', () => {
  it('Output.printJson: any JSON value (floats included) prints as parseable JSON, unchanged unless it holds a card number', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.jsonValue({maxDepth: 4}), fc.array(fc.double({noNaN: true, noDefaultInfinity: true}), {maxLength: 150})),
        (value) => {
          const text = printed(value)
          const back = JSON.parse(text) as unknown
          if (!cardLike.test(JSON.stringify(value))) expect(back).toEqual(JSON.parse(JSON.stringify(value)))
        },
      ),
      fuzzParams(800),
    )
    expect(JSON.parse(printed({amountPaid: 0.30000000000000004, n: 5155901222280001, s: 'card 5155901222280001'}))).toEqual({
      amountPaid: 0.30000000000000004,
      n: '515590******0001',
      s: 'card 515590******0001',
    })
  })

  it('end to end: payctl api and events list --json print floats intact and card numbers masked, as valid JSON', async ({
    onTestFinished,
  }) => {
    const events = [
      {
        id: 'ev-1',
        event: 'PAYMENT.PAID',
        inserted_at: '2026-11-22T10:00:00Z',
        data: {id: 'p-1', rate: 0.1 + 0.2, ratio: 1 / 7, pan: 4012001037141112, note: 'card 5155901222280001'},
      },
    ]
    const server = await startRecordingServer((req, res) => sendJson(res, 200, {data: events}), 60_000)
    onTestFinished(() => server.close())
    const env = {PAYCTL_BASE_URL: server.url, PAYCTL_SELLER_ID: 's', PAYCTL_ACCESS_TOKEN: 'access-token-0123456789'}
    for (const args of [
      ['api', 'GET', '/api/events'],
      ['events', 'list', '--json'],
    ]) {
      const r = await runCli(args, {env})
      expect(r.code, r.stderr).toBe(0)
      const out = JSON.parse(r.stdout) as {data?: typeof events} | typeof events
      const data = (Array.isArray(out) ? out : out.data!)[0]!.data
      expect(data).toEqual({id: 'p-1', rate: 0.30000000000000004, ratio: 1 / 7, pan: '401200******1112', note: 'card 515590******0001'})
    }
  })
})
