/**
 * A write the service accepted (a 2XX) whose answer payctl cannot read: every write command, in-process against a
 * stand-in server that answers each with bodies that do not fit. The commands that need the answer (bolepix create,
 * card pay) report an unknown outcome with the ids they know and `payctl find`; those that only show it (card capture
 * and cancel, bolepix cancel, webhook create) report the success the 2XX is. None reports a plain api_error (exit 1 that
 * invites sending it again), and each request is sent exactly once.
 */
import {describe, expect, it} from 'vitest'
import {runInProcess} from '../helpers/in-process.js'
import {startRecordingServer, type RecordingServer} from '../helpers/recording-server.js'
import {onCleanup} from '../helpers/cleanup.js'
import {requiredFlags} from '../commands/bolepix/helpers.js'
import {CARD_FLAGS, apiEnv} from '../commands/card/env.js'

/** Answers that a 2XX may carry and that fit no record: a field renamed, a bare string, HTML, nothing at all. */
const ODD: readonly {status: number; type?: string; text: string}[] = [
  {status: 201, type: 'application/json', text: '{"message":"criado","id":"id-odd-1"}'},
  {status: 201, type: 'application/json', text: '{"data":{"id":"id-odd-2"}}'},
  {status: 200, type: 'text/html', text: '<html>ok</html>'},
  {status: 200, type: 'application/json', text: '"ok"'},
  {status: 204, text: ''},
]

async function oddServer(answer: (typeof ODD)[number]): Promise<RecordingServer> {
  const s = await startRecordingServer((_req, res) => {
    res.writeHead(answer.status, answer.type ? {'content-type': answer.type} : {})
    res.end(answer.text)
  }, 60_000)
  onCleanup(() => s.close())
  return s
}

const PAY = ['card', 'pay', '--token', 'tok-1', ...CARD_FLAGS, '--customer-id', 'e1e1e1e1-f2f2-4a3a-8b4b-c5c5c5c5c5c5']

describe('a write whose accepted answer cannot be read', () => {
  it.each([
    ['bolepix create', ['bolepix', 'create', ...requiredFlags()], (j: unknown) => (j as {order_id: string}).order_id],
    ['card pay', PAY, (j: unknown) => (j as {payment: {order_id: string}}).payment.order_id],
  ])('%s: unknown_outcome with the order id, the ids in the answer and payctl find, sent once', async (_name, args, orderOf) => {
    for (const answer of ODD) {
      const s = await oddServer(answer)
      const r = await runInProcess([...args, '--json'], {env: apiEnv(s.url)})
      expect(r.code, answer.text).toBe(1)
      expect(s.requests, answer.text).toHaveLength(1)
      const orderId = orderOf(s.requests[0]!.json)
      const {error} = JSON.parse(r.stdout) as {error: {code: string; message: string; details: {ids: Record<string, string>}}}
      expect(error.code, answer.text).toBe('unknown_outcome')
      expect(error.message, answer.text).toMatch(
        /^outcome unknown: the service accepted the (charge|payment) \(HTTP 20[014]\) but its answer/,
      )
      expect(error.message, answer.text).toContain(`order id ${orderId}; check with payctl find ${orderId} before sending it again`)
      expect(error.details, answer.text).toMatchObject({status: answer.status, order_id: orderId, check: `payctl find ${orderId}`})
      const id = /"id":"([^"]+)"/.exec(answer.text)?.[1]
      if (id) expect(Object.values(error.details.ids)).toEqual([id])
      expect(r.stderr).toContain(`error: ${error.message}\n`)
    }
  })

  it.each([
    ['card capture', ['card', 'capture', 'pay-1'], /^captured payment pay-1\n$/],
    ['card cancel', ['card', 'cancel', 'pay-1', '--yes'], /^cancelled payment pay-1\n$/],
    ['bolepix cancel', ['bolepix', 'cancel', 'inv-1', '--reason', 'duplicate', '--yes'], /^Charge inv-1 cancelled\./],
    ['webhook create', ['webhook', 'create', '--target', 'https://hooks.example/p', '--event', 'PAYMENT.*'], /^webhook created/],
  ])('%s: the success the 2XX is, whatever the answer holds, sent once', async (_name, args, said) => {
    for (const answer of ODD) {
      const s = await oddServer(answer)
      const r = await runInProcess(args, {env: apiEnv(s.url)})
      expect(r.code, `${answer.text}: ${r.stderr}`).toBe(0)
      expect(r.stdout, answer.text).toMatch(said)
      expect(s.requests, answer.text).toHaveLength(1)
      const json = await runInProcess([...args, '--json'], {env: apiEnv(s.url)})
      expect(json.code, answer.text).toBe(0)
      expect(json.stdout, answer.text).not.toContain('"error"')
    }
  })
})
