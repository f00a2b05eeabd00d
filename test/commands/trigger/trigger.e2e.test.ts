/**
 * `payctl trigger` end to end. Against the sandbox with `payctl listen` registered and receiving, every scenario
 * brings the events it promises (bolepix-paid → charge-create, charge-in; card-declined → no PAYMENT.PAID) and `--json`
 * lists the ids; time moves with POST /_sandbox/clock for the expiry scenarios; overrides reach the bodies;
 * `--wait` prints the delivery outcome per webhook. Against a recording stand-in that is not a sandbox, the scenarios
 * that need one exit 2 having POSTed nothing, and the others ask to confirm (loopback or not: a port-forward to the real
 * service is loopback too), and a --set of a card field is refused.
 * `--card` takes only the sandbox's public test cards; any other number is refused unechoed.
 * trigger runs in-process (one --wait run spawned, the topic's journey); `payctl listen`, a long-running receiver, is a
 * process. The confirmation is answered by a scripted asker (the prompt's drawing is the prompts' own tests' business).
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {runCli as runSpawned} from '../../helpers/cli.js'
import {runInProcess} from '../../helpers/in-process.js'
import {api, waitFor} from '../../helpers/journey.js'
import {sendJson, startRecordingServer, type RecordingServer} from '../../helpers/recording-server.js'
import {scriptedAsker} from '../../helpers/scripted-asker.js'
import {withSandbox, type TestSandbox} from '../../helpers/sandbox.js'
import {jsonLines, startListener, stopAllListeners, type RunningListener} from '../listen/listener.js'

const TOKEN = 'trigger-listener-token-0123456789'

interface TriggerJson {
  scenario: string
  ok: boolean
  outcome: string
  ids: Record<string, string>
  steps: {request: string; result: string}[]
  events: {id: string; event: string; inserted_at: string}[]
  missing_events: string[]
  deliveries?: {target: string; event: string; status: string; delivered: boolean}[]
}

const EXPECTED: Record<string, string[]> = {
  'bolepix-created': ['charge-create'],
  'bolepix-paid': ['charge-create', 'charge-in'],
  'bolepix-cancelled': ['charge-create', 'charge-cancelled'],
  'bolepix-expired': ['charge-create'],
  'card-paid': ['ORDER.CREATED', 'PAYMENT.CREATED', 'PAYMENT.PAID', 'ORDER.PAID'],
  'card-declined': ['ORDER.CREATED', 'PAYMENT.CREATED', 'PAYMENT.DECLINED'],
  'card-preauthorized': ['ORDER.CREATED', 'PAYMENT.CREATED', 'PAYMENT.PRE_AUTHORIZED'],
  'card-captured': ['ORDER.CREATED', 'PAYMENT.CREATED', 'PAYMENT.PRE_AUTHORIZED', 'PAYMENT.PAID', 'ORDER.PAID'],
  'card-preauth-expired': ['ORDER.CREATED', 'PAYMENT.CREATED', 'PAYMENT.PRE_AUTHORIZED', 'PAYMENT.CANCELLED', 'ORDER.CANCELLED'],
}

describe('against the sandbox, with payctl listen receiving', () => {
  let sb: TestSandbox
  let listener: RunningListener
  beforeAll(async () => {
    sb = await withSandbox()
    listener = await startListener(['--port', '0', '--json', '--register', '--authorization', TOKEN], {env: sb.env})
    await waitFor('the registration', () => listener.stderr().includes('registered webhook'))
  })
  afterAll(async () => {
    await stopAllListeners()
    await sb?.close()
  })

  it.each(Object.entries(EXPECTED))(
    '%s: exit 0, --json lists the ids, and the listener receives exactly the events it promises',
    async (name, expected) => {
      const r = await runInProcess(['trigger', name, '--json'], {env: sb.env})
      expect(r.code, r.stderr).toBe(0)
      const out = JSON.parse(r.stdout) as TriggerJson
      expect(out).toMatchObject({scenario: name, ok: true, missing_events: []})
      expect(out.events.map((e) => e.event)).toEqual(expected)
      expect(out.ids.order_id).toMatch(/^[0-9a-f-]{36}$/)
      if (name.startsWith('bolepix')) expect(out.ids.invoice_id).toMatch(/^[0-9a-f-]{36}$/)
      else expect(out.ids.payment_id).toMatch(/^[0-9a-f-]{36}$/)
      // Each call printed on stderr as it was made.
      expect(r.stderr.split('\n').filter((l) => l.startsWith('→ ')).length).toBe(out.steps.length)

      const ids = new Set(out.events.map((e) => e.id))
      const received = await waitFor(`${expected.length} deliveries at the listener`, () => {
        const mine = jsonLines(listener.stdout()).filter((l) => ids.has(l.id as string))
        return mine.length >= expected.length && mine
      })
      expect(received.map((l) => l.event).sort()).toEqual([...expected].sort())
      expect(received.every((l) => l.status === 200)).toBe(true)
      if (name === 'card-declined') expect(received.some((l) => l.event === 'PAYMENT.PAID')).toBe(false)
    },
    60_000,
  )

  it("the expiry scenarios move the sandbox's clock, never back", async () => {
    const {body: clock} = await api<{offset_ms: number}>(sb.url, sb.accessToken, 'GET', '/_sandbox/clock')
    // bolepix-expired (2 days) and card-preauth-expired (5 days, the default --preauth-days) ran above.
    expect(clock.offset_ms).toBeGreaterThanOrEqual(7 * 86_400_000)
  })

  it("overrides reach the sandbox: --amount (a charge's amount, an order's total), --set, --card", async () => {
    const charge = await runInProcess(['trigger', 'bolepix-created', '--amount', '99,90', '--json'], {env: sb.env})
    expect(charge.code, charge.stderr).toBe(0)
    const created = (JSON.parse(charge.stdout) as TriggerJson).ids.invoice_id!
    const {body: record} = await api<Record<string, unknown>[]>(sb.url, sb.accessToken, 'GET', `/bolepix/invoices/${created}`)
    expect(record[0]).toMatchObject({amount: 99.9})

    const card = await runInProcess(['trigger', 'card-paid', '--amount', '150,75', '--set', 'credit.installments=3', '--json'], {
      env: sb.env,
    })
    expect(card.code, card.stderr).toBe(0)
    const out = JSON.parse(card.stdout) as TriggerJson
    expect(out.steps.map((s) => s.request)).toEqual([
      'POST /api/tokenize',
      `POST /_sandbox/orders/${out.ids.order_id}`,
      'POST /api/sellers/{sellerId}/payments',
    ])
    const {body: events} = await api<{data: {event: string; data: {total_cents?: number; credit?: {installments: number}; id: string}}[]}>(
      sb.url,
      sb.accessToken,
      'GET',
      '/api/events?event=PAYMENT.PAID',
    )
    const paid = events.data.find((e) => e.data.id === out.ids.payment_id)!
    expect(paid.data).toMatchObject({total_cents: 15_075, credit: {installments: 3}})

    const declined = await runInProcess(['trigger', 'card-declined', '--card', '5155901222270002'], {env: sb.env})
    expect(declined.code).toBe(0)
    expect(declined.stdout).toContain('✓ card-declined: the payment was declined: not authorized: invalid card')
    // An approved test card does not make card-declined's outcome: exit 1, said in words.
    const notDeclined = await runInProcess(['trigger', 'card-declined', '--card', '4012001037141112'], {env: sb.env})
    expect(notDeclined.code).toBe(1)
    expect(notDeclined.stdout).toContain('✗ card-declined: the payment is PAID, not declined')
  }, 60_000)

  it('--wait prints the delivery outcome per webhook; a webhook that fails makes it exit 1', async () => {
    // The topic's one spawned journey: the installed CLI, a real process, end to end.
    const ok = await runSpawned(['trigger', 'bolepix-paid', '--wait', '--json'], {env: sb.env})
    expect(ok.code, ok.stderr).toBe(0)
    const out = JSON.parse(ok.stdout) as TriggerJson
    expect(out.deliveries!.map((d) => [d.target, d.event, d.status])).toEqual([
      [listener.url, 'charge-create', 'DELIVERED'],
      [listener.url, 'charge-in', 'DELIVERED'],
    ])
    // A second webhook on a closed port, for charges only.
    await api(sb.url, sb.accessToken, 'POST', '/api/webhooks', {webhook: {target: 'http://127.0.0.1:9/closed', events: ['charge-in']}})
    const failing = await runInProcess(['trigger', 'bolepix-paid', '--wait'], {env: sb.env})
    expect(failing.code).toBe(1)
    expect(failing.stdout).toMatch(
      /deliveries \(3\)\n {2}→ http:\/\/127\.0\.0\.1:\d+\n {4}charge-create +DELIVERED \(1 attempt\)\n {4}charge-in +DELIVERED \(1 attempt\)\n {2}→ http:\/\/127\.0\.0\.1:9\/closed\n {4}charge-in +PENDING \(1 attempt, last: .*(ECONNREFUSED|refused).*\)\n/,
    )
    expect(failing.stderr).toContain('1 delivery did not get through (payctl webhook health)')
  }, 60_000)

  it('refuses before sending: a card number that is not a test card (never echoed), a body that fails its schema, an unknown scenario', async () => {
    const {body: before} = await api<{data: unknown[]}>(sb.url, sb.accessToken, 'GET', '/api/events')
    const real = '4111111111111111'
    for (const args of [
      ['card-paid', '--card', real],
      ['card-paid', `--card=${real}`],
      ['card-paid', '--set', `card_number=${real}`],
      ['card-paid', real],
    ]) {
      const r = await runInProcess(['trigger', ...args], {env: sb.env})
      expect(r.code, args.join(' ')).toBe(2)
      expect(r.stdout + r.stderr).not.toContain(real)
      expect(r.stderr).toMatch(/not repeated here/)
    }
    const past = await runInProcess(['trigger', 'bolepix-created', '--set', 'dueDate=2000-01-01'], {env: sb.env})
    expect(past.code).toBe(2)
    expect(past.stderr).toContain('dueDate: must be today')
    expect(past.stderr).toContain('(from --set dueDate)')
    const quoted = await runInProcess(['trigger', 'bolepix-created', '--set', 'debtor.document=52998224725'], {env: sb.env})
    expect(quoted.code).toBe(2)
    expect(quoted.stderr).toContain(`for text, quote it: --set 'debtor.document="…"'`)
    const unknown = await runInProcess(['trigger', 'bolepix-payed'], {env: sb.env})
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('no scenario "bolepix-payed"; the scenarios are bolepix-created, bolepix-paid,')
    const {body: after} = await api<{data: unknown[]}>(sb.url, sb.accessToken, 'GET', '/api/events')
    expect(after.data.length).toBe(before.data.length)
  }, 60_000)

  it('--list: every scenario, what it emits, which need the sandbox', async () => {
    const r = await runInProcess(['trigger', '--list', '--json'], {env: sb.env})
    expect(r.code).toBe(0)
    const list = JSON.parse(r.stdout) as {name: string; needs_sandbox: boolean; emits: string[]}[]
    expect(list.map((s) => [s.name, s.needs_sandbox, s.emits])).toEqual(
      Object.entries(EXPECTED).map(([name, emits]) => [
        name,
        ['bolepix-paid', 'bolepix-expired', 'card-preauth-expired'].includes(name),
        emits,
      ]),
    )
  })
})

describe('against a service that is not the sandbox (a recording stand-in)', () => {
  let stand: RecordingServer
  beforeAll(async () => {
    stand = await startRecordingServer()
  })
  afterAll(() => stand.close())
  const env = () => ({PAYCTL_BASE_URL: stand.url, PAYCTL_ACCESS_TOKEN: 'tok', PAYCTL_CLIENT_TOKEN: 'ctok', PAYCTL_SELLER_ID: 'seller-1'})
  const posts = () => stand.requests.filter((r) => r.method !== 'GET')

  it('bolepix-paid exits 2 naming the sandbox, having sent nothing but the GET that asked', async () => {
    stand.requests.length = 0
    stand.handle((_req, res) => sendJson(res, 404, {errors: {detail: 'Not Found'}}))
    for (const args of [['bolepix-paid'], ['bolepix-expired'], ['card-preauth-expired'], ['card-paid', '--amount', '10,00']]) {
      const r = await runInProcess(['trigger', ...args, '--yes'], {env: env()})
      expect(r.code, args.join(' ')).toBe(2)
      expect(r.stderr).toContain(`needs the payctl sandbox (payctl sandbox start)`)
      expect(r.stderr).toContain(`${stand.url} is not a payctl sandbox (GET /_sandbox/clock answered HTTP 404). Nothing was sent.`)
    }
    expect(posts()).toEqual([])
    expect(stand.requests.map((r) => `${r.method} ${r.path}`)).toEqual(Array(4).fill('GET /_sandbox/clock'))
  })

  it('a scenario that runs anywhere asks to confirm on a base URL that is not a sandbox: without a terminal it needs --yes', async () => {
    stand.requests.length = 0
    stand.handle((req, res) => {
      if (req.method === 'POST' && req.path === '/api/v2/payments/bolepix') return sendJson(res, 201, {message: 'ok', invoiceId: 'INV-1'})
      if (req.path === '/bolepix/invoices/INV-1')
        return sendJson(res, 200, [
          {id: 'INV-1', invoiceId: 'INV-1', sellerId: 'seller-1', status: 'PENDING', insertedAt: '2026-11-22T10:00:00Z'},
        ])
      if (req.path === '/api/events')
        return sendJson(res, 200, {
          data: [{id: 'ev-1', event: 'charge-create', inserted_at: '2026-11-22T10:00:00Z', data: {invoiceId: 'INV-1'}}],
        })
      sendJson(res, 404, {errors: {detail: 'Not Found'}})
    })
    // 0.0.0.0 reaches this machine, but is not a loopback name: payctl takes it for another service.
    const remote = {...env(), PAYCTL_BASE_URL: stand.url.replace('127.0.0.1', '0.0.0.0')}
    const refused = await runInProcess(['trigger', 'bolepix-created'], {env: remote})
    expect(refused.code).toBe(2)
    expect(refused.stderr).toContain('trigger bolepix-created creates real charges on http://0.0.0.0:')
    expect(refused.stderr).toContain('pass --yes to go on without a terminal. Nothing was sent.')
    expect(posts()).toEqual([])

    const confirmed = await runInProcess(['trigger', 'bolepix-created', '--yes', '--json'], {env: remote})
    expect(confirmed.code, confirmed.stderr).toBe(0)
    expect(posts().map((r) => r.path)).toEqual(['/api/v2/payments/bolepix'])
    expect(JSON.parse(confirmed.stdout)).toMatchObject({
      ok: true,
      ids: {invoice_id: 'INV-1'},
      events: [{id: 'ev-1', event: 'charge-create'}],
    })

    // On loopback too (a port-forward to the real service looks the same), --yes is needed; the overrides are in the body sent.
    stand.requests.length = 0
    const local = await runInProcess(
      [
        'trigger',
        'bolepix-created',
        '--yes',
        '--amount',
        '99,90',
        '--debtor-document',
        '11.222.333/0001-81',
        '--set',
        'debtor.name=ACME LTDA',
        '--set',
        'debtor.city="Rio de Janeiro"',
        '--set',
        'instructions.fine=2',
      ],
      {env: env()},
    )
    expect(local.code, local.stderr).toBe(0)
    expect(posts().map((r) => r.path)).toEqual(['/api/v2/payments/bolepix'])
    expect(posts()[0]!.json).toMatchObject({
      order_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      amount: 99.9,
      expirationAfterPayment: 5,
      debtor: {name: 'ACME LTDA', document: '11222333000181', city: 'Rio de Janeiro', state: 'SP', postalCode: '01310100'},
      instructions: {fine: 2},
    })
  })
})

describe('a loopback service that says it is not a sandbox (a tunnel or port-forward to the real one looks the same)', () => {
  let stand: RecordingServer
  beforeAll(async () => {
    // Answers every call as the real service would: a card payment goes through if anything is sent.
    stand = await startRecordingServer((req, res) => {
      if (req.path === '/api/tokenize') return sendJson(res, 200, {data: {number_token: 'tok-real'}})
      if (req.method === 'POST' && req.path.endsWith('/payments')) return sendJson(res, 201, {data: {id: 'pay-1', status: 'PAID'}})
      if (req.method === 'POST') return sendJson(res, 201, {message: 'ok', invoiceId: 'INV-9'})
      sendJson(res, 404, {errors: {detail: 'Not Found'}})
    })
  })
  afterAll(() => stand.close())
  const env = () => ({PAYCTL_BASE_URL: stand.url, PAYCTL_ACCESS_TOKEN: 'tok', PAYCTL_CLIENT_TOKEN: 'ctok', PAYCTL_SELLER_ID: 'seller-1'})

  // Failed on earlier code: card-paid tokenized the card and created a PAID payment, exit 0.
  it.each(['card-paid', 'card-declined', 'card-preauthorized', 'card-captured', 'bolepix-created', 'bolepix-cancelled'])(
    '%s without a terminal and without --yes: exit 2, nothing sent but the GET that asked',
    async (name) => {
      stand.requests.length = 0
      const r = await runInProcess(['trigger', name], {env: env()})
      expect(r.code, r.stderr).toBe(2)
      expect(r.stderr).toMatch(
        new RegExp(
          `trigger ${name} creates real (card payments|charges) on http://127\\.0\\.0\\.1:\\d+ \\(not a payctl sandbox: GET /_sandbox/clock answered HTTP 404\\)`,
        ),
      )
      expect(r.stderr).toContain('pass --yes to go on without a terminal. Nothing was sent.')
      expect(stand.requests.map((q) => `${q.method} ${q.path}`)).toEqual(['GET /_sandbox/clock'])
    },
  )

  it('--set of a card field (a stored card, a customer, the card itself) is refused even with --yes, nothing sent', async () => {
    const sets = [
      'credit.credit_card_id="6f1c0b1e-6a52-4c1b-9d7e-2f0e6c3b8a41"',
      'payment.credit.credit_card_id="6f1c0b1e-6a52-4c1b-9d7e-2f0e6c3b8a41"',
      'customer_id="6f1c0b1e-6a52-4c1b-9d7e-2f0e6c3b8a41"',
      'credit.credit_card.token="tok-of-a-real-card"',
      'credit.credit_card={"token":"x","holder_name":"A","expiration_month":1,"expiration_year":40}',
      'credit={"installments":1,"credit_card_id":"6f1c0b1e-6a52-4c1b-9d7e-2f0e6c3b8a41"}',
      'payment={"credit":{}}',
    ]
    for (const set of sets) {
      stand.requests.length = 0
      const r = await runInProcess(['trigger', 'card-paid', '--yes', '--set', set], {env: env()})
      expect(r.code, set).toBe(2)
      expect(r.stderr, set).toContain(
        `--set ${set.slice(0, set.indexOf('='))} is refused: ${stand.url} is not a payctl sandbox (GET /_sandbox/clock answered HTTP 404)`,
      )
      expect(r.stderr).toContain('Nothing was sent.')
      expect(stand.requests.map((q) => `${q.method} ${q.path}`)).toEqual(['GET /_sandbox/clock'])
    }
    // Other fields of the payment are not card fields: with --yes the run goes on.
    stand.requests.length = 0
    const r = await runInProcess(['trigger', 'card-paid', '--yes', '--set', 'credit.installments=3'], {env: env()})
    expect(stand.requests.filter((q) => q.method === 'POST').map((q) => q.path)).toEqual([
      '/api/tokenize',
      '/api/sellers/seller-1/payments',
    ])
    expect(r.stderr).not.toContain('is refused')
  }, 90_000)
})

describe('asking the person (scripted answers)', () => {
  it('against a base URL that is not loopback, asks before creating a real charge: "no" sends nothing (exit 1), "yes" sends it', async () => {
    const stand = await startRecordingServer((req, res) => {
      if (req.method === 'POST') return sendJson(res, 201, {message: 'ok', invoiceId: 'INV-2'})
      if (req.path === '/bolepix/invoices/INV-2')
        return sendJson(res, 200, [{id: 'INV-2', invoiceId: 'INV-2', sellerId: 's', status: 'PENDING', insertedAt: '2026-11-22T10:00:00Z'}])
      // The event the scenario promises, so that the run ends when it has it (not after waiting 5 s for it).
      if (req.path === '/api/events')
        return sendJson(res, 200, {
          data: [{id: 'ev-2', event: 'charge-create', inserted_at: '2026-11-22T10:00:00Z', data: {invoiceId: 'INV-2'}}],
        })
      sendJson(res, 404, {errors: {detail: 'Not Found'}})
    })
    try {
      const env = {PAYCTL_BASE_URL: stand.url.replace('127.0.0.1', '0.0.0.0'), PAYCTL_ACCESS_TOKEN: 'tok', PAYCTL_SELLER_ID: 's'}
      const asker = scriptedAsker([{to: 'Go on?', answer: false}])
      const no = await runInProcess(['trigger', 'bolepix-created'], {env, asker})
      expect(no.code).toBe(1)
      expect(asker.asked).toEqual([expect.stringContaining('trigger bolepix-created creates real charges on http://0.0.0.0:')])
      expect(no.stderr).toContain('not confirmed: nothing was sent')
      expect(stand.requests.filter((r) => r.method === 'POST')).toEqual([])
      const yes = await runInProcess(['trigger', 'bolepix-created'], {env, asker: scriptedAsker([{to: 'Go on?', answer: true}])})
      expect(yes.code, yes.stderr).toBe(0)
      expect(yes.stderr).toContain('→ POST /api/v2/payments/bolepix: invoice INV-2')
      expect(stand.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/api/v2/payments/bolepix'])
    } finally {
      await stand.close()
    }
  }, 60_000)
})
