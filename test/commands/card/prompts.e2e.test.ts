/**
 * Asking the person: asked-for card pieces, the charge's summary and confirmation, the cancel confirmation, answered
 * by a scripted asker in-process (the command's logic); the masked card number prompt is drawn in a pseudo-terminal.
 */
import {describe, expect, it} from 'vitest'
import {runInProcess} from '../../helpers/in-process.js'
import {sendJson, sharedRecordingServer} from '../../helpers/recording-server.js'
import {scriptedAsker} from '../../helpers/scripted-asker.js'
import {APPROVED, CARD_FLAGS, CUSTOMER_FLAGS, SELLER, apiEnv, samplePayment} from './env.js'
import {ptyDriver, runInPty} from '../../helpers/pty.js'

const TOKEN = '8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f'
const ID = '3b0c9f8e-1d2a-4c5b-8e7f-6a5b4c3d2e1f'
const ORDER = '0d5e7c1a-2b3c-4d5e-8f90-a1b2c3d4e5f6'
const server = sharedRecordingServer(() => {
  server.handle((req, res) => {
    if (req.path === '/api/tokenize') return sendJson(res, 200, {data: {number_token: TOKEN}})
    if (req.path === '/api/events') return sendJson(res, 200, {data: [{id: 'e1', event: 'PAYMENT.PAID', data: samplePayment({id: ID})}]})
    sendJson(res, 200, {data: samplePayment({status: req.path.endsWith('/cancel') ? 'CANCELLED' : 'PAID'})})
  })
})

describe.skipIf(!ptyDriver())('on a terminal', () => {
  it('card tokenize asks for the number with a masked prompt', async () => {
    const r = await runInPty(['card', 'tokenize'], {env: apiEnv(server.url), steps: [{waitFor: /Card number/, keys: `${APPROVED}\r`}]})
    expect(r.code).toBe(0)
    expect(server.requests[0]!.json).toEqual({card_number: APPROVED})
    expect(r.screen).toContain('****************')
    expect(r.screen).toContain('515590******0001')
    expect(r.screen).not.toContain(APPROVED)
  })
})

describe('asking the person (scripted answers)', () => {
  it('card pay asks for the holder, the expiry and the number, shows what will be charged, asks, then pays', async () => {
    const asker = scriptedAsker([
      {to: 'Cardholder name', answer: 'MARIA SILVA'},
      {to: 'Expiration (MM/YY)', answer: '12/2030'},
      {to: 'Card number', answer: APPROVED},
      {to: 'Charge the card?', answer: true},
    ])
    const r = await runInProcess(['card', 'pay', ...CUSTOMER_FLAGS, '--installments', '3'], {env: apiEnv(server.url), asker})
    expect(r.code, r.stderr).toBe(0)
    const preview = r.stderr.slice(r.stderr.indexOf('About to charge:'))
    expect(preview).toMatch(/order +[0-9a-f-]{36}\n/)
    expect(preview).toMatch(/amount +the order's total/)
    expect(preview).toMatch(/installments +3\n/)
    expect(preview).toMatch(/card +mastercard ending in 0001\n/)
    expect(preview).toMatch(/customer +Maria Silva, maria@example\.com, \*\*\*\.982\.247-\*\*\n/)
    expect(r.stdout).toContain("R$ 100,00, the order's total")
    // The service checked before the first question, then the card tokenized and paid.
    expect(server.requests.map((q) => q.path)).toEqual([
      '/bolepix/invoices',
      '/_sandbox/clock',
      '/api/tokenize',
      `/api/sellers/${SELLER}/payments`,
    ])
    expect((server.requests[3]!.json as {payment: {credit: unknown}}).payment.credit).toEqual({
      installments: 3,
      delay_capture: false,
      credit_card: {token: TOKEN, holder_name: 'MARIA SILVA', expiration_month: 12, expiration_year: 30},
    })
    expect(r.stdout + r.stderr).not.toContain(APPROVED)
  })

  it('card pay refuses a past expiry at the MM/YY prompt, before the card number is asked for', async () => {
    const asker = scriptedAsker([
      {to: 'Cardholder name', answer: 'MARIA SILVA'},
      {to: 'Expiration (MM/YY)', answer: '01/25'},
      {to: 'Expiration (MM/YY)', answer: '12/2030'},
      {to: 'Card number', answer: APPROVED},
      {to: 'Charge the card?', answer: true},
    ])
    const r = await runInProcess(['card', 'pay', '--order-id', ORDER], {env: apiEnv(server.url), asker})
    expect(r.code, r.stderr).toBe(0)
    expect(asker.refused).toEqual([expect.stringMatching(/the card expired at the end of 01\/25/)])
    expect((server.requests.at(-1)!.json as {payment: {credit: {credit_card: unknown}}}).payment.credit.credit_card).toMatchObject({
      expiration_month: 12,
      expiration_year: 30,
    })
  })

  it('card pay: a declined confirmation sends nothing, not even the card number (exit 1); --yes does not ask', async () => {
    const flags = ['--token', TOKEN, ...CARD_FLAGS, '--order-id', ORDER]
    const declined = await runInProcess(['card', 'pay', ...flags], {
      env: apiEnv(server.url),
      asker: scriptedAsker([{to: 'Charge the card?', answer: false}]),
    })
    expect(declined.code).toBe(1)
    expect(declined.stderr).toMatch(new RegExp(`card +token ${TOKEN}`))
    expect(declined.stderr).toMatch(/customer +the order's customer/)
    expect(declined.stderr).toContain('error: not charged: the confirmation was declined (nothing was sent)')
    expect(server.requests.map((q) => `${q.method} ${q.path}`)).toEqual(['GET /bolepix/invoices', 'GET /_sandbox/clock']) // the check before the question, the sandbox probe
    server.requests.length = 0

    const asker = scriptedAsker([])
    const yes = await runInProcess(['card', 'pay', ...flags, '--yes'], {env: apiEnv(server.url), asker})
    expect(yes.code, yes.stderr).toBe(0)
    expect(asker.asked).toEqual([])
    expect(server.requests.map((q) => q.path)).toEqual([`/api/sellers/${SELLER}/payments`])
  })

  it('card cancel shows the payment and a declined confirmation sends nothing (exit 1)', async () => {
    const asker = scriptedAsker([{to: 'This cannot be undone', answer: false}])
    const r = await runInProcess(['card', 'cancel', ID], {env: apiEnv(server.url), asker})
    expect(r.code).toBe(1)
    expect(asker.asked[0]).toMatch(
      /^Cancel card payment 3b0c9f8e-1d2a-4c5b-8e7f-6a5b4c3d2e1f \(PAID, R\$ 100,00 \(the order's total\), 1x\) of seller/,
    )
    expect(r.stderr).toContain('error: not cancelled: the confirmation was declined (nothing was sent)')
    expect(server.requests.map((q) => q.method)).toEqual(['GET', 'GET']) // the payment's events, the sandbox probe
  })

  it('card cancel sends the cancellation once confirmed', async () => {
    const r = await runInProcess(['card', 'cancel', ID], {
      env: apiEnv(server.url),
      asker: scriptedAsker([{to: 'This cannot be undone', answer: true}]),
    })
    expect(r.code, r.stderr).toBe(0)
    expect(server.requests.at(-1)!.path).toBe(`/api/sellers/${SELLER}/payments/${ID}/cancel`)
    expect(r.stdout).toMatch(/status\s+CANCELLED/)
  })
})
