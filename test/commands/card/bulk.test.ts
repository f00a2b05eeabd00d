/**
 * `card capture -` and `card cancel -` (docs/scripting.md#bulk-actions-from-stdin) against the sandbox: payment ids
 * from stdin (one per line, or the `{"data": {"id"}}` answers of `card pay --json` as JSON Lines), a line per id,
 * --json's array, exit 1 when any failed; `-q` on `card pay` for the ids. A card number among the ids refuses the
 * whole input before anything is sent, and is never repeated, in any of the forms people type it.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {runInProcess} from '../../helpers/in-process.js'
import {withSandbox, type TestSandbox} from '../../helpers/sandbox.js'
import {CARD_FLAGS, CUSTOMER_FLAGS} from './env.js'

let sb: TestSandbox
const requests: {method: string; path: string}[] = []
beforeAll(async () => {
  sb = await withSandbox({onRequest: (e) => requests.push({method: e.method, path: e.path})})
})
afterAll(() => sb?.close())

const PAY = ['card', 'pay', ...CARD_FLAGS, ...CUSTOMER_FLAGS]

/** A pre-authorized payment (--delay-capture), its id printed by -q. */
async function preAuthorized(): Promise<string> {
  const r = await runInProcess([...PAY, '--delay-capture', '-q'], {env: sb.env, input: '5155901222280001\n'})
  expect(r.code, r.stderr).toBe(0)
  expect(r.stdout).toMatch(/^[0-9a-f-]{36}\n$/)
  return r.stdout.trim()
}

describe('card capture - / card cancel - on the sandbox', () => {
  it('capture - : each pre-authorized payment captured (PAID), an unknown one reported, exit 1; --json has the status', async () => {
    const ids = [await preAuthorized(), await preAuthorized(), await preAuthorized()]
    const r = await runInProcess(['card', 'capture', '-', '--json'], {
      env: sb.env,
      input: `${ids[0]}\nno-such-payment\n${ids[1]}\n${ids[2]}\n`,
    })
    expect(r.code).toBe(1)
    const results = JSON.parse(r.stdout) as {id: string; ok: boolean; status?: string; error?: {code: string; status?: number}}[]
    expect(results.map((x) => [x.id, x.ok, x.status ?? x.error?.status])).toEqual([
      [ids[0], true, 'PAID'],
      ['no-such-payment', false, 404],
      [ids[1], true, 'PAID'],
      [ids[2], true, 'PAID'],
    ])
    expect(r.stderr).toBe('4 ids: 3 captured, 1 failed\n')
  })

  it('cancel - reads the JSON Lines that card pay --json prints; needs --yes (exit 2, nothing sent); --dry-run sends nothing', async () => {
    const answers: string[] = []
    for (let i = 0; i < 2; i++) {
      const paid = await runInProcess([...PAY, '--json'], {env: sb.env, input: '5155901222280001\n'})
      expect(paid.code, paid.stderr).toBe(0)
      answers.push(JSON.stringify(JSON.parse(paid.stdout)))
    }
    const ids = answers.map((a) => (JSON.parse(a) as {data: {id: string}}).data.id)
    requests.length = 0
    const noYes = await runInProcess(['card', 'cancel', '-'], {env: sb.env, input: answers.join('\n')})
    expect(noYes.code).toBe(2)
    expect(noYes.stderr).toMatch(/needs --yes/)
    const dry = await runInProcess(['card', 'cancel', '-', '--dry-run'], {env: sb.env, input: answers.join('\n')})
    expect(dry.code).toBe(0)
    expect(dry.stdout).toBe(ids.map((id) => `would cancel ${id}: POST /api/sellers/${sb.sellerId}/payments/${id}/cancel {}\n`).join(''))
    // The payments read from their events, once for all; nothing sent.
    expect(requests).toEqual([{method: 'GET', path: '/api/events?event=PAYMENT.*'}])
    // A PAID payment cannot be captured, a short or unknown id is not found: said before anything is sent, exit 1.
    const capture = await runInProcess(['card', 'capture', '-', '--dry-run'], {env: sb.env, input: `${ids[0]}\n${ids[1]!.slice(0, 8)}\n`})
    expect(capture.code).toBe(1)
    expect(capture.stdout).toBe(
      `would fail ${ids[0]}: already PAID: only a PRE_AUTHORIZED payment can be captured\n` +
        `would fail ${ids[1]!.slice(0, 8)}: not found: no PAYMENT event carries payment ${ids[1]!.slice(0, 8)} (card payment ids are whole, never short)\n`,
    )
    expect(capture.stderr).toBe('dry run: 2 ids: 0 would be captured, 2 would fail; nothing was sent\n')
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([])
    const r = await runInProcess(['card', 'cancel', '-', '--yes'], {env: sb.env, input: answers.join('\n')})
    expect(r.code, r.stderr).toBe(0)
    expect(r.stdout).toBe(ids.map((id) => `cancelled  ${id}\n`).join(''))
    expect(r.stderr).toBe('2 ids: 2 cancelled\n')
  })

  it.each([[['card', 'capture', '-']], [['card', 'cancel', '-', '--yes']]])(
    '%j refuses a card number among the ids in any typed form, never repeating it; nothing is sent',
    async (command) => {
      const id = await preAuthorized()
      requests.length = 0
      // Each typed form of the number once, each way of piping ids in at least once.
      const inputs = [
        (n: string) => `${id}\n${n}\n`,
        (n: string) => JSON.stringify([id, n]),
        (n: string) => `${JSON.stringify({id})}\n${JSON.stringify({id: n})}\n`,
        (n: string) => `ID\tSTATUS\n${id}\tPRE_AUTHORIZED\n${n}\tPAID\n`,
      ]
      const numbers = ['5155901222280001', '5155 9012 2228 0001', '5155.9012.2228.0001', '5155-9012-2228-0001', 'pay-5155901222280001']
      for (const [i, number] of numbers.entries()) {
        const r = await runInProcess([...command, '--json'], {env: sb.env, input: inputs[i % inputs.length]!(number)})
        expect(r.code).toBe(2)
        expect(r.stderr).toMatch(/refused: it holds what looks like a card number \(not repeated here\)/)
        for (const text of [r.stdout, r.stderr]) expect(text.replace(/\D/g, '')).not.toContain('5155901222280001')
      }
      expect(requests).toEqual([])
    },
  )
})
