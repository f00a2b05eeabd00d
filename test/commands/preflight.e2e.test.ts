/**
 * No prompt is wasted: on a terminal, before the first question, one cheap request checks that the service
 * answers and accepts the credentials; without a terminal no extra request is sent; when sending fails after the
 * questions, the one command that sends the same charge again is printed (flags, no secret, no card number).
 * In-process with scripted answers (helpers/in-process.ts, helpers/scripted-asker.ts): what is asked, and when, is
 * the commands' logic. card pay's questions stay on a real terminal (a pty): the card number typed is never drawn.
 */
import {describe, expect, it} from 'vitest'
import {runShell} from '../helpers/cli.js'
import {runInProcess} from '../helpers/in-process.js'
import {scriptedAsker} from '../helpers/scripted-asker.js'
import {closedPort, sendJson} from '../helpers/recording-server.js'
import {ptyDriver, runInPty} from '../helpers/pty.js'
import {apiEnv, recorder, requiredFlags} from './bolepix/helpers.js'
import {APPROVED, apiEnv as cardEnv} from './card/env.js'

const without = (list: string[], ...flags: string[]) => list.filter((_, i) => !flags.includes(list[i]!) && !flags.includes(list[i - 1]!))
const CREATED = {message: 'ok', invoiceId: '0b8c9c5e-2f5d-4f0b-9a57-3c1d2e4f5a6b'}
const TOKEN = '8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f'

/** A terminal 80 columns wide, and a person who answers `steps` (none: any question fails the run). */
const onTerminal = (env: Record<string, string | undefined>, steps: Parameters<typeof scriptedAsker>[0] = []) => {
  const asker = scriptedAsker(steps)
  return {asker, options: {env, asker, terminal: {columns: 80}}}
}

describe('on a terminal: the service is checked before the first question', () => {
  it('bolepix create with a service that is down: no question asked, the network error at once (exit 1)', async () => {
    const port = await closedPort()
    const t = onTerminal(apiEnv(`http://127.0.0.1:${port}`))
    const r = await runInProcess(['bolepix', 'create', ...without(requiredFlags(), '--debtor-postal-code')], t.options)
    expect(r.code).toBe(1)
    expect(t.asker.asked).toEqual([])
    expect(r.stderr).toMatch(/error: .*(refused|127\.0\.0\.1)/)
  })

  it('bolepix create with a refused token: no question asked (exit 4)', async () => {
    const s = await recorder((_req, res) => sendJson(res, 401, {message: 'invalid token'}))
    const t = onTerminal(apiEnv(s.url))
    const r = await runInProcess(['bolepix', 'create', ...without(requiredFlags(), '--debtor-postal-code')], t.options)
    expect(r.code).toBe(4)
    expect(t.asker.asked).toEqual([])
    expect(s.requests.map((q) => `${q.method} ${q.path}`)).toEqual(['GET /bolepix/invoices'])
  })

  it('card pay with a refused token: no question asked, not even for the card number (exit 4)', async () => {
    const s = await recorder((_req, res) => sendJson(res, 401, {message: 'invalid token'}))
    const t = onTerminal(cardEnv(s.url))
    const r = await runInProcess(['card', 'pay', '--holder-name', 'MARIA SILVA'], t.options)
    expect(r.code).toBe(4)
    expect(t.asker.asked).toEqual([])
    expect(s.requests.map((q) => `${q.method} ${q.path}`)).toEqual(['GET /bolepix/invoices'])
  })

  it('bolepix create: the check reads the list only up to its first record, then the answers are asked and sent', async () => {
    const many = Array.from({length: 5000}, (_, i) => ({invoiceId: `INV-${i}`, status: 'PENDING', amount: 1, sellerId: 's'}))
    const s = await recorder((req, res) => (req.method === 'GET' ? sendJson(res, 200, many) : sendJson(res, 200, CREATED)))
    const t = onTerminal(apiEnv(s.url), [
      {to: 'debtor.postalCode', answer: '04538-133'},
      {to: 'Create this charge?', answer: true},
    ])
    const r = await runInProcess(['bolepix', 'create', ...without(requiredFlags(), '--debtor-postal-code')], t.options)
    expect(r.code, r.stderr).toBe(0)
    // What follows the create on a terminal is the new charge's codes being read (test/commands/bolepix/codes.test.ts).
    expect(s.requests.slice(0, 3).map((q) => `${q.method} ${q.path}`)).toEqual([
      'GET /bolepix/invoices',
      'GET /_sandbox/clock',
      'POST /api/v2/payments/bolepix',
    ])
  })

  it('bolepix create: when sending fails after the questions, the command that sends the same charge again', async () => {
    const s = await recorder((req, res) =>
      req.method === 'GET' ? sendJson(res, 200, []) : sendJson(res, 400, {message: 'provider unavailable'}),
    )
    const t = onTerminal(apiEnv(s.url), [
      {to: 'amount', answer: '150,75'},
      {to: 'debtor.postalCode', answer: '04538-133'},
      {to: 'Create this charge?', answer: true},
    ])
    const r = await runInProcess(['bolepix', 'create', ...without(requiredFlags(), '--debtor-postal-code', '--amount')], t.options)
    expect(r.code).toBe(1)
    const sent = s.requests.at(-1)!.json as Record<string, unknown>
    const at = r.stderr.indexOf('to send the same charge again:')
    expect(at, r.stderr).toBeGreaterThan(-1)
    const command = r.stderr.slice(at).split('\n').slice(1).join('\n').split('\nerror:')[0]!
    expect(command).toContain(`--order-id ${String(sent.order_id)}`)
    for (const line of command.split('\n')) expect(line.length).toBeLessThanOrEqual(80)
    expect(r.stderr).toContain('error: HTTP 400')
    // Pasted as printed (` \` continuations), it sends the same body, asking nothing.
    const again = await recorder((_req, res) => sendJson(res, 200, CREATED))
    const rerun = await runShell(command, {env: apiEnv(again.url)})
    expect(rerun.code, rerun.stderr).toBe(0)
    expect(again.requests.map((q) => q.json)).toEqual([sent])
  })
})

describe.skipIf(!ptyDriver())('on a real terminal', () => {
  it('card pay: when the payment fails after the questions, the command has the token, never the number', async () => {
    const s = await recorder((req, res) => {
      if (req.method === 'GET') return sendJson(res, 200, [])
      if (req.path === '/api/tokenize') return sendJson(res, 200, {data: {number_token: TOKEN}})
      sendJson(res, 502, {message: 'bad gateway'})
    })
    const r = await runInPty(['card', 'pay', '--customer-id', 'e1e1e1e1-f2f2-4a3a-8b4b-c5c5c5c5c5c5', '--installments', '2'], {
      env: cardEnv(s.url),
      steps: [
        {waitFor: /Cardholder name/, keys: 'MARIA SILVA\r'},
        {waitFor: /Expiration \(MM\/YY\)/, keys: '12/30\r'},
        {waitFor: /Card number/, keys: `${APPROVED}\r`},
        {waitFor: /Charge the card\?/, keys: 'y\r'},
      ],
    })
    expect(r.code).toBe(1)
    expect(r.screen).not.toContain(APPROVED)
    const sent = (s.requests.at(-1)!.json as {payment: Record<string, unknown>}).payment
    expect(r.screen.replace(/\s+/g, ' ')).toContain(
      `check first with payctl find ${String(sent.order_id)}; to send the same payment again:`,
    )
    const command = r.screen
      .slice(r.screen.indexOf('to send the same payment again:'))
      .split('\n')
      .slice(1)
      .join('\n')
      .split('\nerror:')[0]!
    expect(command).toContain(`--token ${TOKEN}`)
    expect(command).toContain("--holder-name 'MARIA SILVA'")
    const again = await recorder((_req, res) =>
      sendJson(res, 201, {data: {id: 'p1', status: 'PAID', order_id: sent.order_id, total_cents: 100}}),
    )
    const rerun = await runShell(command, {env: cardEnv(again.url)})
    expect(rerun.code, rerun.stderr).toBe(0)
    expect((again.requests[0]!.json as {payment: unknown}).payment).toEqual(sent)
  })
})

describe('without a terminal no extra request is sent', () => {
  it('bolepix create sends its one POST; card pay its tokenize and payment', async () => {
    const s = await recorder((req, res) => {
      if (req.path === '/api/tokenize') return sendJson(res, 200, {data: {number_token: TOKEN}})
      if (req.path.startsWith('/api/sellers/')) return sendJson(res, 201, {data: {id: 'p1', status: 'PAID', total_cents: 100}})
      sendJson(res, 200, CREATED)
    })
    const create = await runInProcess(['bolepix', 'create', ...requiredFlags()], {env: apiEnv(s.url)})
    expect(create.code, create.stderr).toBe(0)
    const pay = await runInProcess(
      [
        'card',
        'pay',
        '--holder-name',
        'M S',
        '--expiration-month',
        '12',
        '--expiration-year',
        '30',
        '--customer-id',
        'e1e1e1e1-f2f2-4a3a-8b4b-c5c5c5c5c5c5',
      ],
      {
        env: cardEnv(s.url),
        input: `${APPROVED}\n`,
      },
    )
    expect(pay.code, pay.stderr).toBe(0)
    expect(s.requests.map((q) => `${q.method} ${q.path.replace(/\/sellers\/[^/]+/, '/sellers/S')}`)).toEqual([
      'POST /api/v2/payments/bolepix',
      'POST /api/tokenize',
      'POST /api/sellers/S/payments',
    ])
  })
})
