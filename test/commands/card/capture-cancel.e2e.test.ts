/** `card capture` and `card cancel` against a recording server; `card test-cards`. In-process but --help (oclif's help). */
import {describe, expect, it} from 'vitest'
import {runCli as runSpawned} from '../../helpers/cli.js'
import {runInProcess} from '../../helpers/in-process.js'
import {sendJson, sharedRecordingServer} from '../../helpers/recording-server.js'
import {ACCESS, SELLER, apiEnv, samplePayment} from './env.js'
import {TEST_CARDS} from '../../../src/schemas/card.js'

const ID = '3b0c9f8e-1d2a-4c5b-8e7f-6a5b4c3d2e1f'
const server = sharedRecordingServer((s) =>
  s.handle((req, res) => sendJson(res, 200, {data: samplePayment({status: req.path.endsWith('/cancel') ? 'CANCELLED' : 'PAID'})})),
)

/** The one request of a payment action: POST {} to …/payments/{id}/{verb}, JSON, with the bearer token. */
function expectOneAction(verb: 'capture' | 'cancel') {
  expect(server.requests).toHaveLength(1)
  const req = server.requests[0]!
  expect(req.method).toBe('POST')
  expect(req.path).toBe(`/api/sellers/${SELLER}/payments/${ID}/${verb}`)
  expect(req.body).toBe('{}')
  expect(req.headers.authorization).toBe(`Bearer ${ACCESS}`)
  expect(req.headers['content-type']).toBe('application/json')
}

describe('card capture', () => {
  it('POSTs {} to …/payments/{id}/capture with the bearer token and prints the payment', async () => {
    const r = await runInProcess(['card', 'capture', ID], {env: apiEnv(server.url)})
    expect(r.code).toBe(0)
    expectOneAction('capture')
    expect(r.stdout).toMatch(/^payment {7}3b0c9f8e-1d2a-4c5b-8e7f-6a5b4c3d2e1f\nstatus {8}PAID\ntotal {9}R\$ 100,00, the order's total\n/)
  })

  it('sends ids as given, URL-encoded, and --json prints the answer unchanged, whatever it is', async () => {
    server.handle((_req, res) => sendJson(res, 200, {ok: true}))
    const r = await runInProcess(['card', 'capture', 'ABC 1/2', '--seller-id', 'S#1', '--json'], {env: apiEnv(server.url)})
    expect(r.code).toBe(0)
    expect(server.requests[0]!.path).toBe('/api/sellers/S%231/payments/ABC%201%2F2/capture')
    expect(JSON.parse(r.stdout)).toEqual({ok: true})
    const plain = await runInProcess(['card', 'capture', 'ABC123'], {env: apiEnv(server.url)})
    expect(plain.stdout).toBe('captured payment ABC123\n')
  })

  it('a second capture fails with a clear message (exit 1)', async () => {
    server.handle((_req, res) => sendJson(res, 409, {errors: {detail: 'payment is PAID: only a PRE_AUTHORIZED payment can be captured'}}))
    const r = await runInProcess(['card', 'capture', ID], {env: apiEnv(server.url)})
    expect(r.code).toBe(1)
    expect(r.stderr).toBe(
      `error: cannot capture payment ${ID}: HTTP 409 Conflict: payment is PAID: only a PRE_AUTHORIZED payment can be captured\n`,
    )
  })

  it('needs the payment id (exit 2)', async () => {
    const r = await runInProcess(['card', 'capture'], {env: apiEnv(server.url)})
    expect(r.code).toBe(2)
    expect(server.requests).toHaveLength(0)
  })
})

describe('card cancel', () => {
  it('without a terminal and without --yes: exit 2, nothing sent', async () => {
    const r = await runInProcess(['card', 'cancel', ID], {env: apiEnv(server.url)})
    expect(r.code).toBe(2)
    expect(r.stderr).toBe(
      `error: card cancel needs --yes when it cannot ask (no terminal); nothing was sent: payctl card cancel ${ID} --yes\n`,
    )
    expect(server.requests).toHaveLength(0)
  })

  it('--yes: POSTs {} to the assumed …/payments/{id}/cancel and prints the cancelled payment', async () => {
    const r = await runInProcess(['card', 'cancel', ID, '--yes'], {env: apiEnv(server.url)})
    expect(r.code).toBe(0)
    expectOneAction('cancel')
    expect(r.stdout).toContain('status        CANCELLED\n')
  })

  it('--json prints the answer unchanged but its card token; a refusal is exit 1 with the reason', async () => {
    const ok = await runInProcess(['card', 'cancel', ID, '-y', '--json'], {env: apiEnv(server.url)})
    // The card's token charges the card: a secret-named field, masked as every printer masks one (docs/output.md).
    const answer = samplePayment({status: 'CANCELLED'})
    answer.credit.credit_card.token = '****'
    expect(JSON.parse(ok.stdout)).toEqual({data: answer})
    server.handle((_req, res) => sendJson(res, 409, {errors: {detail: 'payment is CANCELLED'}}))
    const r = await runInProcess(['card', 'cancel', ID, '--yes'], {env: apiEnv(server.url)})
    expect(r.code).toBe(1)
    expect(r.stderr).toBe(`error: cannot cancel payment ${ID}: HTTP 409 Conflict: payment is CANCELLED\n`)
  })

  it('says in its help that the path is assumed', async () => {
    const r = await runSpawned(['card', 'cancel', '--help'])
    expect(r.code).toBe(0)
    expect(r.stdout).toContain('/api/sellers/{sellerId}/payments/{paymentId}/cancel (assumed path)')
  })
})

describe('card test-cards', () => {
  it('lists every test number in full with its outcome (TSV on a pipe)', async () => {
    const r = await runInProcess(['card', 'test-cards'])
    expect(r.code).toBe(0)
    const lines = r.stdout.trimEnd().split('\n')
    expect(lines[0]).toBe('NUMBER\tBRAND\tOUTCOME\tERROR CODE')
    expect(lines.slice(1)).toEqual(
      TEST_CARDS.map((c) =>
        [
          c.number,
          c.number.startsWith('4') ? 'visa' : 'mastercard',
          c.approved ? 'approved' : `not authorized: ${c.outcome}`,
          c.errorCode ?? '',
        ].join('\t'),
      ),
    )
    expect(lines).toContain('5155901222240005\tmastercard\tnot authorized: insufficient balance\tPAYMENTS-051')
  })

  it('--json prints a bare array', async () => {
    const r = await runInProcess(['card', 'test-cards', '--json'])
    const rows = JSON.parse(r.stdout) as {number: string; approved: boolean; outcome: string}[]
    expect(rows).toHaveLength(TEST_CARDS.length)
    expect(rows[0]).toEqual({number: '5155901222280001', brand: 'mastercard', approved: true, outcome: 'approved', error_code: null})
  })
})

describe('a card number given where a payment id goes', () => {
  it.each([['capture'], ['cancel']])('card %s refuses it unechoed and sends nothing', async (verb) => {
    const r = await runInProcess(['card', verb, '5155901222280001', '--yes'], {env: apiEnv(server.url)})
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('looks like a card number (not repeated here)')
    expect(r.stdout + r.stderr).not.toContain('5155901222280001')
    expect(server.requests).toHaveLength(0)
  })
})
