/**
 * The prompts: in a real pseudo-terminal, `bolepix create` asks for a missing field (rejecting a bad answer as it is
 * typed) and the picker filters as one types; with scripted answers in the test's process (the command's logic, not
 * the terminal's drawing), a declined confirmation sends nothing and `bolepix cancel` shows the charge and asks
 * (yes sends, no sends nothing).
 */
import {describe, expect, it} from 'vitest'
import {runInProcess} from '../../helpers/in-process.js'
import {sendJson} from '../../helpers/recording-server.js'
import {scriptedAsker} from '../../helpers/scripted-asker.js'
import {SELLER, apiEnv, expectedDebtor, inDays, recorder, requiredFlags} from './helpers.js'
import {ptyDriver, runInPty} from '../../helpers/pty.js'

const driver = ptyDriver()
if (!driver) console.warn('skipping the pseudo-terminal tests: neither `script` (util-linux) nor tmux is installed')

describe.skipIf(!driver)(`prompts in a pseudo-terminal (${driver ?? 'none'})`, () => {
  it('create asks for the missing fields, checks each answer as it is typed, then sends', async () => {
    // A UUID, as the service answers: the "Next:" steps must still fit 80 columns.
    const s = await recorder((_req, res) => sendJson(res, 200, {message: 'ok', invoiceId: '0b8c9c5e-2f5d-4f0b-9a57-3c1d2e4f5a6b'}))
    // Two required fields left out: the due date and the debtor's postal code.
    const flags = requiredFlags()
    const without = (list: string[], flag: string) => {
      const i = list.indexOf(flag)
      return [...list.slice(0, i), ...list.slice(i + 2)]
    }
    const args = ['bolepix', 'create', ...without(without(flags, '--due-date'), '--debtor-postal-code')]
    const r = await runInPty(args, {
      env: apiEnv(s.url),
      cols: 80,
      steps: [
        {waitFor: 'dueDate — due date', keys: 'yesterday\r'},
        {waitFor: 'must be a date YYYY-MM-DD, today or +Nd', keys: '\u0015+3d\r'}, // Ctrl-U clears the line
        {waitFor: 'debtor.postalCode', keys: '04538-133\r'},
        {waitFor: 'Create this charge?', keys: 'y\r'},
      ],
    })
    expect(r.screen).toContain('Bolepix charge created.')
    expect(r.code).toBe(0)
    // The summary before the question: the document masked, the amount, the due date, the instructions.
    const preview = r.screen.slice(r.screen.indexOf('About to create this charge:'), r.screen.indexOf('Create this charge?'))
    // Where it goes: a recording server is no sandbox (it answers no sandbox clock).
    expect(preview).toContain(`on             not a sandbox · profile default · ${s.url}`)
    expect(preview).toMatch(/debtor +Maria/)
    expect(preview).toMatch(/document +\*\*\*\.\d{3}\.\d{3}-\*\*\n/)
    expect(preview).toContain('R$ 150,75')
    expect(preview).toMatch(new RegExp(`due date +${inDays(3)}`))
    // The "Next:" steps fit 80 columns: no command is broken across lines.
    const next = r.screen.slice(r.screen.indexOf('Next:')).split('\n').slice(1, 4)
    expect(next.map((l) => l.trim().split(' ').slice(0, 3).join(' '))).toEqual([
      'payctl bolepix pdf',
      'payctl bolepix get',
      'payctl bolepix wait',
    ])
    for (const line of next) expect(line.length).toBeLessThanOrEqual(80)
    // The service checked before the first question, then the charge sent.
    // The service checked before the first question, whether it is a sandbox asked for the summary, then the POST.
    // After the create, on a terminal, the new charge's codes are read (test/commands/bolepix/codes.test.ts).
    expect(s.requests.slice(0, 3).map((q) => `${q.method} ${q.path}`)).toEqual([
      'GET /bolepix/invoices',
      'GET /_sandbox/clock',
      'POST /api/v2/payments/bolepix',
    ])
    const body = s.requests[2]!.json as Record<string, unknown>
    expect(body.dueDate).toBe(inDays(3))
    expect(body.debtor).toEqual({...expectedDebtor(), postalCode: '04538133'})
  })

  it('create with a bad amount on a terminal says what is wrong, asks for it, then for the missing fields', async () => {
    const s = await recorder((_req, res) => sendJson(res, 200, {message: 'ok', invoiceId: '0b8c9c5e-2f5d-4f0b-9a57-3c1d2e4f5a6b'}))
    const flags = requiredFlags({amount: '150,755', 'debtor-postal-code': undefined})
    const r = await runInPty(['bolepix', 'create', ...flags], {
      env: apiEnv(s.url),
      cols: 80,
      steps: [
        {waitFor: 'amount —', keys: '150,75\r'},
        {waitFor: 'debtor.postalCode', keys: '04538-133\r'},
        {waitFor: 'Create this charge?', keys: 'y\r'},
      ],
    })
    expect(r.code).toBe(0)
    const screen = r.screen.replace(/\s+/g, ' ')
    expect(screen).toContain('warning: amount: "150,755": three digits follow the comma')
    expect(screen.indexOf('type it again')).toBeLessThan(screen.indexOf('amount —'))
    expect(screen.indexOf('amount —')).toBeLessThan(screen.indexOf('debtor.postalCode'))
    expect(screen).toContain('Bolepix charge created.')
    const body = s.requests.find((q) => q.method === 'POST')!.json as Record<string, unknown>
    expect(body.amount).toBe(150.75)
    expect(body.debtor).toEqual({...expectedDebtor(), postalCode: '04538133'})
  })

  it('cancel with no id offers a picker of the PENDING charges', async () => {
    const s = await recorder((req, res) => {
      if (req.path === '/bolepix/invoices') {
        sendJson(res, 200, [
          {invoiceId: 'INV-PAID', status: 'PAID'},
          {invoiceId: 'INV-P1', status: 'PENDING', amount: 10},
          {invoiceId: 'INV-P2', status: 'PENDING', amount: 20},
        ])
      } else sendJson(res, 200, {message: 'ok'})
    })
    const r = await runInPty(['bolepix', 'cancel', '--reason', 'wrong amount', '--yes'], {
      env: apiEnv(s.url),
      steps: [{waitFor: 'INV-P2', keys: '\u001b[B\r'}], // arrow down, Enter
    })
    expect(r.screen).not.toContain('INV-PAID')
    expect(r.code).toBe(0)
    expect(s.requests.map((q) => `${q.method} ${q.path}`)).toEqual(['GET /bolepix/invoices', 'POST /api/v2/payments/bolepix/INV-P2/cancel'])
    expect(s.requests[0]!.query).toEqual({sellerId: SELLER, status: 'PENDING'})
  })

  it('the picker filters as you type: a few letters narrow 12 charges to one, Enter picks it', async () => {
    const names = [
      'Ana Souza',
      'Bruno Lima',
      'Carla Dias',
      'Diego Alves',
      'Elisa Rocha',
      'Fábio Nunes',
      'Gabriela Reis',
      'Heitor Melo',
      'Íris Costa',
      'João da Silva',
      'Maria Conceição Araújo',
      'Otávio Pinto',
    ]
    const s = await recorder((req, res) => {
      if (req.path === '/bolepix/invoices')
        sendJson(
          res,
          200,
          names.map((name, i) => ({invoiceId: `INV-${String(i).padStart(2, '0')}`, status: 'PENDING', amount: 10 + i, debtor: {name}})),
        )
      else sendJson(res, 200, {message: 'ok'})
    })
    const r = await runInPty(['bolepix', 'cancel', '--reason', 'wrong amount', '--yes'], {
      env: apiEnv(s.url),
      // Typed without the accents: "conceicao" still finds Conceição; the screen then lists that row alone.
      steps: [
        {waitFor: 'Otávio Pinto', keys: 'conceicao'},
        {waitFor: /conceicao[\s\S]*Maria Conceição Araújo/, keys: '\r'},
      ],
    })
    expect(r.code, r.screen).toBe(0)
    const afterTyping = r.screen.slice(r.screen.lastIndexOf('conceicao'))
    expect(afterTyping).not.toContain('Otávio Pinto')
    expect(s.requests.map((q) => `${q.method} ${q.path}`)).toEqual(['GET /bolepix/invoices', 'POST /api/v2/payments/bolepix/INV-10/cancel'])
  })
})

describe('prompts answered by a script (the logic, in-process)', () => {
  it('create: a declined confirmation after the prompts sends nothing (exit 1)', async () => {
    const s = await recorder((_req, res) => sendJson(res, 200, {message: 'ok', invoiceId: 'INV-NO'}))
    const flags = requiredFlags()
    const i = flags.indexOf('--debtor-postal-code')
    const asker = scriptedAsker([
      {to: 'debtor.postalCode', answer: '04538-133'},
      {to: 'Create this charge?', answer: false},
    ])
    const r = await runInProcess(['bolepix', 'create', ...flags.slice(0, i), ...flags.slice(i + 2)], {env: apiEnv(s.url), asker})
    expect(r.code).toBe(1)
    expect(asker.asked).toHaveLength(2)
    expect(r.stderr).toContain('error: not created: the confirmation was declined (nothing was sent)')
    expect(s.requests.map((q) => q.method)).toEqual(['GET', 'GET']) // the check before the questions, the sandbox probe
  })

  it('create: a bad value of a field is asked for again, before the missing ones; a refused answer is asked again too', async () => {
    const s = await recorder((_req, res) => sendJson(res, 200, {message: 'ok', invoiceId: 'INV-AGAIN'}))
    const asker = scriptedAsker([
      {to: 'amount —', answer: '1,234'},
      {to: 'amount —', answer: '150,75'},
      {to: 'debtor.state', answer: 'SP'},
      {to: 'dueDate', answer: '+3d'},
      {to: 'Create this charge?', answer: true},
    ])
    const flags = requiredFlags({amount: '150,755', 'debtor-state': 'XX', 'due-date': undefined})
    const r = await runInProcess(['bolepix', 'create', ...flags], {env: apiEnv(s.url), asker})
    expect(r.code).toBe(0)
    expect(r.stderr).toContain('warning: amount: "150,755": three digits follow the comma')
    expect(r.stderr).toMatch(/warning: debtor\.state: .*; type it again/)
    expect(asker.refused).toHaveLength(1)
    const body = s.requests.at(-1)!.json as Record<string, unknown>
    expect(body).toMatchObject({amount: 150.75, dueDate: inDays(3), debtor: expectedDebtor()})
  })

  it('create: without a terminal a bad value is still an error naming every field at once (exit 2, nothing sent)', async () => {
    const s = await recorder((_req, res) => sendJson(res, 200, {message: 'ok', invoiceId: 'INV-NO'}))
    const r = await runInProcess(['bolepix', 'create', ...requiredFlags({amount: '150,755', 'due-date': undefined})], {env: apiEnv(s.url)})
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(/^error: invalid input: dueDate: required; amount: "150,755": three digits/)
    expect(s.requests).toEqual([])
  })

  it('cancel shows the charge and asks; "no" sends nothing (exit 1), "yes" sends the cancellation', async () => {
    const s = await recorder((req, res) => {
      if (req.method === 'GET')
        sendJson(res, 200, [{invoiceId: 'INV-7', sellerId: SELLER, status: 'PENDING', amount: 1234.5, insertedAt: '2026-05-01T12:00:00Z'}])
      else sendJson(res, 200, {message: 'cancelada'})
    })
    const declined = await runInProcess(['bolepix', 'cancel', 'INV-7', '--reason', 'duplicate'], {
      env: apiEnv(s.url),
      asker: scriptedAsker([{to: 'Cancel charge INV-7?', answer: false}]),
    })
    expect(declined.stderr).toContain('R$ 1.234,50')
    expect(declined.stderr).toContain(`on  not a sandbox · profile default · ${s.url}`)
    expect(declined.stderr).toContain('not cancelled: the confirmation was declined')
    expect(declined.code).toBe(1)
    expect(s.requests.map((q) => `${q.method} ${q.path}`)).toEqual(['GET /bolepix/invoices/INV-7', 'GET /_sandbox/clock'])

    const confirmed = await runInProcess(['bolepix', 'cancel', 'INV-7', '--reason', 'duplicate'], {
      env: apiEnv(s.url),
      asker: scriptedAsker([{to: 'Cancel charge INV-7?', answer: true}]),
    })
    expect(confirmed.stdout).toContain('Charge INV-7 cancelled. cancelada')
    expect(confirmed.code).toBe(0)
    expect(s.requests.map((q) => `${q.method} ${q.path}`)).toEqual([
      'GET /bolepix/invoices/INV-7',
      'GET /_sandbox/clock',
      'GET /bolepix/invoices/INV-7',
      'GET /_sandbox/clock',
      'POST /api/v2/payments/bolepix/INV-7/cancel',
    ])
    expect(s.requests[4]!.body).toBe('{"reason":"duplicate"}')
  })
})
