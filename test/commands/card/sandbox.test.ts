/**
 * The card journey end to end against the real sandbox: approved → PAID; --delay-capture → PRE_AUTHORIZED →
 * capture → PAID; cancel → CANCELLED; every decline card with its own reason; a second capture refused clearly.
 * Every run is made with --debug, and its output and files are searched for the card number and the credentials.
 * In-process; on a terminal the person's answers are scripted (the prompts' drawing is tested in prompts.e2e.test.ts).
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {tempDir, type RunResult} from '../../helpers/cli.js'
import {runInProcess} from '../../helpers/in-process.js'
import {withSandbox, type TestSandbox} from '../../helpers/sandbox.js'
import {TEST_CARDS} from '../../../src/schemas/card.js'
import {CARD_FLAGS, CUSTOMER_FLAGS, filesUnder} from './env.js'
import {scriptedAsker} from '../../helpers/scripted-asker.js'

let sb: TestSandbox
beforeAll(async () => {
  sb = await withSandbox()
})
afterAll(() => sb?.close())

/** Runs with --debug and checks that nothing it printed or wrote holds the number or a credential. */
async function card(argv: string[], number?: string): Promise<RunResult> {
  const configDir = tempDir('payctl-card-e2e-')
  const r = await runInProcess([...argv, '--debug'], {env: {...sb.env, PAYCTL_CONFIG_DIR: configDir}, input: number ? `${number}\n` : ''})
  for (const text of [r.stdout, r.stderr, ...filesUnder(configDir).map((f) => f.text)]) {
    if (number) expect(text).not.toContain(number)
    for (const secret of [sb.accessToken, sb.clientToken, sb.refreshToken]) expect(text).not.toContain(secret)
  }
  expect(r.stderr).toContain('[debug] -->')
  return r
}

const dataOf = (r: RunResult) => (JSON.parse(r.stdout) as {data: {id: string; status: string; total_cents: number}}).data

describe('card journey on the sandbox', () => {
  it('an approved card is PAID; a cancel makes it CANCELLED', async () => {
    const paid = await card(['card', 'pay', ...CARD_FLAGS, ...CUSTOMER_FLAGS, '--json'], '5155901222280001')
    expect(paid.code).toBe(0)
    const payment = dataOf(paid)
    expect(payment.status).toBe('PAID')
    expect(payment.total_cents).toBe(10000)

    const cancelled = await card(['card', 'cancel', payment.id, '--yes'])
    expect(cancelled.code).toBe(0)
    expect(cancelled.stdout).toMatch(/^status {8}CANCELLED$/m)

    const again = await card(['card', 'cancel', payment.id, '--yes'])
    expect(again.code).toBe(1)
    expect(again.stderr).toMatch(new RegExp(`error: cannot cancel payment ${payment.id}: HTTP 409 Conflict: the payment is CANCELLED`))
  })

  it('--delay-capture is PRE_AUTHORIZED, capture makes it PAID, a second capture fails clearly', async () => {
    const token = await card(['card', 'tokenize', '--json'], '4012001037141112')
    expect(token.code).toBe(0)
    const numberToken = (JSON.parse(token.stdout) as {data: {number_token: string}}).data.number_token

    const pre = await card(['card', 'pay', '--token', numberToken, ...CARD_FLAGS, ...CUSTOMER_FLAGS, '--delay-capture'])
    expect(pre.code).toBe(0)
    expect(pre.stdout).toMatch(/^status {8}PRE_AUTHORIZED$/m)
    expect(pre.stdout).toMatch(/^total {9}R\$ 100,00, the order's total$/m)
    const id = /^payment {7}(\S+)$/m.exec(pre.stdout)![1]!
    expect(pre.stdout).toContain(`next          payctl card capture ${id}`)

    const captured = await card(['card', 'capture', id, '--json'])
    expect(captured.code).toBe(0)
    expect(dataOf(captured)).toMatchObject({id, status: 'PAID'})

    const twice = await card(['card', 'capture', id])
    expect(twice.code).toBe(1)
    expect(twice.stderr).toMatch(
      new RegExp(
        `\\nerror: cannot capture payment ${id}: HTTP 409 Conflict: the payment is PAID; only a PRE_AUTHORIZED payment can be captured\\n$`,
      ),
    )
  })

  it('each decline card gives its own reason (exit 1)', async () => {
    const declines = TEST_CARDS.filter((c) => !c.approved)
    expect(declines).toHaveLength(7)
    const runs = await Promise.all(declines.map((c) => card(['card', 'pay', ...CARD_FLAGS, ...CUSTOMER_FLAGS], c.number)))
    runs.forEach((r, i) => {
      expect(r.code).toBe(1)
      expect(r.stdout).toBe('')
      expect(r.stderr).toMatch(
        new RegExp(`\\nerror: not authorized: ${declines[i]!.outcome} \\(payment [0-9a-f-]{36}, order [0-9a-f-]{36}\\)\\n$`),
      )
    })
  })

  it('a card number failing Luhn is refused before the sandbox sees it (exit 2)', async () => {
    const r = await runInProcess(['card', 'tokenize', '--debug'], {env: sb.env, input: '5155901222280002\n'})
    expect(r.code).toBe(2)
    expect(r.stderr).toBe(
      'error: card number refused (not repeated here): the card number fails its check digit (Luhn): mistyped?; nothing was sent\n',
    )
  })
})

describe('a declined card', () => {
  it('the --json error carries the payment id (details.payment_id), the one the PAYMENT.DECLINED event names', async () => {
    const r = await card(['card', 'pay', ...CARD_FLAGS, ...CUSTOMER_FLAGS, '--json'], '5155901222240005')
    expect(r.code).toBe(1)
    const error = (JSON.parse(r.stdout) as {error: {code: string; details: {payment_id: string; order_id: string; reasons: unknown[]}}})
      .error
    expect(error).toMatchObject({code: 'declined', details: {reasons: [{description: 'insufficient balance'}]}})
    const events = await runInProcess(['events', 'list', '--event', 'PAYMENT.DECLINED', '--json'], {env: sb.env})
    const declined = (JSON.parse(events.stdout) as {data: {id: string; order_id: string}}[])
      .map((e) => e.data)
      .find((p) => p.order_id === error.details.order_id)
    expect(error.details.payment_id).toBe(declined!.id)
  })
})

describe('card pay on a terminal, against the sandbox (scripted answers)', () => {
  it('a new order: asks for the customer, the holder, the expiry and the number, and the payment is PAID', async () => {
    const asker = scriptedAsker([
      {to: 'Customer name', answer: 'Maria Silva'},
      {to: 'Customer e-mail', answer: 'maria@example.com'},
      {to: 'Customer CPF or CNPJ', answer: '529.982.247-24'},
      {to: 'Customer CPF or CNPJ', answer: '529.982.247-25'},
      {to: 'Customer phone', answer: '+55 11 98765-4321'},
      {to: 'Cardholder name', answer: 'MARIA SILVA'},
      {to: 'Expiration (MM/YY)', answer: '12/30'},
      {to: 'Card number', answer: '5155901222280001'},
      {to: 'Charge the card?', answer: true},
    ])
    const r = await runInProcess(['card', 'pay'], {env: sb.env, asker, terminal: {columns: 100}})
    const screen = r.stdout + r.stderr
    expect(r.code, screen).toBe(0)
    expect(asker.refused).toEqual([expect.stringMatching(/invalid CPF check digits/)])
    expect(screen).toMatch(/customer +Maria Silva, maria@example\.com, \*\*\*\.982\.247-\*\*/)
    // The summary says where the charge goes: the profile, the base URL, SANDBOX (asked of the sandbox once).
    expect(screen).toContain(`on            SANDBOX · profile default · ${sb.url}`)

    expect(screen).toMatch(/status +PAID/)
    expect(screen).not.toContain('5155901222280001')
  })
})

describe('where an action goes, on a terminal', () => {
  it('card capture and card cancel name the profile, the base URL and SANDBOX', async () => {
    const pre = await card(['card', 'pay', ...CARD_FLAGS, ...CUSTOMER_FLAGS, '--delay-capture', '--json'], '5155901222280001')
    const id = dataOf(pre).id
    const terminal = {columns: 100}
    const dry = await runInProcess(['card', 'capture', id, '--dry-run'], {env: sb.env, terminal})
    expect(dry.stderr).toContain(`on  SANDBOX · profile default · ${sb.url}`) // the bulk form's summary
    const captured = await runInProcess(['card', 'capture', id], {env: sb.env, terminal})
    expect(captured.code, captured.stderr).toBe(0)
    expect(captured.stderr).toContain(`on  SANDBOX · profile default · ${sb.url}`)
    const cancelled = await runInProcess(['card', 'cancel', id], {
      env: sb.env,
      terminal,
      asker: scriptedAsker([{to: 'This cannot be undone', answer: true}]),
    })
    expect(cancelled.code, cancelled.stderr).toBe(0)
    expect(cancelled.stderr).toContain(`on  SANDBOX · profile default · ${sb.url}`)
  })
})
