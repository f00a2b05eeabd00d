/**
 * `payctl mcp` driven by the MCP SDK's own Client over stdio (docs/mcp.md), against the in-process sandbox: the tools
 * offered in each mode, reads, writes confirmed or declined by a person (the sandbox's request log proves what was
 * sent), clients that cannot confirm, card numbers refused and never echoed, and the start-up refusal of
 * --no-confirm for a base URL that is not loopback or does not answer as a payctl sandbox.
 * The protocol is the command's logic: most tests run `payctl mcp` in-process (helpers/mcp.ts, startMcpInProcess: its
 * stdin and stdout a pair of streams the SDK's Client speaks newline-delimited JSON-RPC over). Two journeys spawn the
 * built CLI: the SDK's Client over a process's stdio (the read tools), and raw JSON-RPC lines to a process that ends
 * when its stdin closes, with nothing from Node on its stderr.
 */
import {afterAll, beforeAll, describe, expect, it, onTestFinished} from 'vitest'
import {createInvoice} from '../../src/api/bolepix.js'
import {tokenizeCard} from '../../src/api/card.js'
import {Transport} from '../../src/api/transport.js'
import {runInProcess} from '../helpers/in-process.js'
import {startMcp, startMcpInProcess, textOf, type McpRun} from '../helpers/mcp.js'
import {rawMcp as rawMcpOf} from '../helpers/mcp-raw.js'
import {sendJson, startRecordingServer} from '../helpers/recording-server.js'
import {withSandbox, type TestSandbox} from '../helpers/sandbox.js'

const READ_TOOLS = [
  'list_charges',
  'get_charge',
  'find',
  'list_events',
  'show_event',
  'list_notifications',
  'list_webhooks',
  'webhook_health',
  'test_cards',
  'sandbox_clock',
]
const WRITE_TOOLS = [
  'create_charge',
  'cancel_charge',
  'capture_payment',
  'cancel_payment',
  'pay_card',
  'create_webhook',
  'trigger',
  'sandbox_pay_charge',
  'sandbox_advance_clock',
]

const CPF = '423.189.708-58'
const chargeBody = (name: string, document = CPF) => ({
  amount: '150,75',
  dueDate: '+7d',
  expirationAfterPayment: 5,
  debtor: {
    name,
    document,
    publicArea: 'Avenida Paulista',
    number: '1000',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    postalCode: '01310-100',
  },
})

let sb: TestSandbox
const log: {method: string; path: string}[] = []
const posts = (path: string) => log.filter((e) => e.method === 'POST' && e.path === path).length
let seeded: string

beforeAll(async () => {
  sb = await withSandbox({onRequest: (e) => log.push({method: e.method, path: e.path})})
  const t = new Transport({baseUrl: sb.url, sellerId: sb.sellerId, credentials: {accessToken: sb.accessToken}})
  seeded = (
    await createInvoice(t, {
      ...chargeBody('Maria Silva'),
      dueDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      amount: 150.75,
      debtor: {...chargeBody('Maria Silva').debtor, document: '42318970858', postalCode: '01310100'},
    })
  ).invoiceId
  await createInvoice(t, {
    ...chargeBody('João Souza'),
    dueDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
    amount: 20,
    debtor: {...chargeBody('João Souza').debtor, document: '52998224725', postalCode: '01310100'},
  })
  await t.close()
})
afterAll(async () => {
  await sb?.close()
})

/** `payctl mcp ...args` in-process against the file's sandbox; one runs at a time (close it before the next). */
const start = (args: string[], elicit?: 'accept' | 'decline' | 'cancel', env: Record<string, string> = {}): Promise<McpRun> =>
  startMcpInProcess(args, {env: {...sb.env, ...env}, elicit, cleanup: onTestFinished})

describe('payctl mcp, read-only (the default)', () => {
  it('offers the read tools only, each saying what it costs; the instructions name the base URL and seller', async () => {
    // Spawned: the SDK's Client over the stdio of the built CLI, as an assistant starts it.
    const mcp = await startMcp([], {env: sb.env, cleanup: onTestFinished})
    const {tools} = await mcp.client.listTools()
    const names = tools.map((t) => t.name)
    expect(names).toEqual(expect.arrayContaining(READ_TOOLS))
    for (const w of WRITE_TOOLS) expect(names).not.toContain(w)
    for (const t of tools) {
      expect(t.description, t.name).toMatch(/Cost: /)
      expect(t.inputSchema.type, t.name).toBe('object')
      expect(t.annotations?.readOnlyHint, t.name).toBe(true)
    }
    const instructions = mcp.client.getInstructions() ?? ''
    expect(instructions).toContain(sb.url)
    expect(instructions).toContain(sb.sellerId)
    expect(instructions).toMatch(/Read-only/)
    expect(mcp.stderr()).not.toMatch(/error/i)
  })

  it('lists charges as {"items": [...]}, and says which base URL and seller', async () => {
    const mcp = await start([])
    const r = await mcp.call('list_charges', {})
    expect(r.isError).toBeFalsy()
    const listed = (r.structuredContent!.items as {invoiceId: string; debtor: {name: string}}[]).map((c) => c.invoiceId)
    expect(listed).toContain(seeded)
    expect(textOf(r)).toContain(`base URL ${sb.url}, seller ${sb.sellerId}`)
    expect(textOf(r)).toMatch(/2 charges/)
    // The JSON as a second text block, for clients that read only text.
    expect(JSON.parse((r.content[1] as {text: string}).text)).toEqual(r.structuredContent)
  })

  it('finds a charge by the CPF a customer reads out, in any usual format, then shows its timeline', async () => {
    const mcp = await start([])
    for (const text of ['529.982.247-25', '52998224725']) {
      const r = await mcp.call('find', {text})
      expect(r.isError, textOf(r)).toBeFalsy()
      const matches = r.structuredContent!.items as {kind: string; id: string; matched: string[]; record: {debtor: {name: string}}}[]
      expect(matches).toHaveLength(1)
      expect(matches[0]).toMatchObject({kind: 'charge', matched: ['debtor.document'], record: {debtor: {name: 'João Souza'}}})
      expect(textOf(r)).toMatch(/^1 match for "/)
    }
    const id = ((await mcp.call('find', {text: 'joao souza'})).structuredContent!.items as {id: string}[])[0]!.id
    const got = await mcp.call('get_charge', {invoice_id: id})
    expect(got.structuredContent).toMatchObject({invoiceId: id, amount: 20})
    expect((got.structuredContent!.timeline as {event?: string}[]).map((e) => e.event)).toContain('charge-create')
    const nothing = await mcp.call('find', {text: '111.444.777-35'})
    expect(nothing.isError).toBeFalsy()
    expect(nothing.structuredContent).toEqual({items: []})
    // The CPF searched for is echoed masked, as every document in a result is (docs/mcp.md#documents).
    expect(textOf(nothing)).toMatch(/^nothing matches "\*\*\*\.444\.777-\*\*"/)
  })

  it('shows one charge with its timeline (the charge-create event)', async () => {
    const mcp = await start([])
    const r = await mcp.call('get_charge', {invoice_id: seeded})
    expect(r.isError).toBeFalsy()
    expect(r.structuredContent).toMatchObject({invoiceId: seeded, status: 'PENDING'})
    const timeline = r.structuredContent!.timeline as {kind: string; event?: string}[]
    expect(timeline.some((e) => e.kind === 'event' && e.event === 'charge-create')).toBe(true)
    expect(textOf(r)).toMatch(/timeline: 1 event/)
    // By the first 8 characters of its id, as find and the commands show ids.
    const short = await mcp.call('get_charge', {invoice_id: seeded.slice(0, 8)})
    expect(short.structuredContent).toMatchObject({invoiceId: seeded})
  })

  it('names every invalid argument, sends nothing, and keeps serving after a failing call', async () => {
    const mcp = await start([])
    const before = log.length
    const bad = await mcp.call('list_charges', {limit: 0, status: 5, colour: 'red'})
    expect(bad.isError).toBe(true)
    expect(textOf(bad)).toMatch(/limit: must be at least 1/)
    expect(textOf(bad)).toMatch(/status: /)
    expect(textOf(bad)).toMatch(/colour: unknown field/)
    expect(bad.structuredContent).toMatchObject({error: {code: 'validation'}})
    const since = await mcp.call('list_charges', {since: 'last tuesday'})
    expect(textOf(since)).toMatch(/^error \(usage\): since "last tuesday" must be/)
    expect(log.length).toBe(before)
    const missing = await mcp.call('get_charge', {invoice_id: 'no-such-charge'})
    expect(missing.isError).toBe(true)
    expect(missing.structuredContent).toMatchObject({error: {code: 'not_found'}})
    const ok = await mcp.call('list_events', {})
    expect(ok.isError).toBeFalsy()
    expect((ok.structuredContent!.items as unknown[]).length).toBeGreaterThanOrEqual(2)
  })

  it('refuses a write tool it does not offer, saying how to allow writes', async () => {
    const mcp = await start([], 'accept')
    const r = await mcp.call('create_charge', chargeBody('Ana Lima'))
    expect(r.isError).toBe(true)
    expect(textOf(r)).toMatch(/only when payctl mcp is started with --allow-writes/)
    expect(mcp.asked).toEqual([])
  })
})

describe('payctl mcp --allow-writes', () => {
  it('lists the write tools too, and creates a charge once the person accepts', async () => {
    const mcp = await start(['--allow-writes'], 'accept')
    const names = (await mcp.client.listTools()).tools.map((t) => t.name)
    expect(names).toEqual(expect.arrayContaining([...READ_TOOLS, ...WRITE_TOOLS]))
    const r = await mcp.call('create_charge', chargeBody('Ana Lima'))
    expect(r.isError, textOf(r)).toBeFalsy()
    const invoiceId = r.structuredContent!.invoiceId as string
    expect(mcp.asked).toHaveLength(1)
    // What the person was shown: amount, debtor, the CPF masked, where.
    expect(mcp.asked[0]).toMatch(/R\$ 150,75/)
    expect(mcp.asked[0]).toContain('Ana Lima, CPF ***.189.708-**')
    expect(mcp.asked[0]).toContain(sb.url)
    expect(mcp.asked[0]).not.toContain('423.189.708-58')
    const got = await mcp.call('get_charge', {invoice_id: invoiceId})
    expect(got.structuredContent).toMatchObject({invoiceId, status: 'PENDING'})
  })

  it('sends nothing when the person declines or cancels, and says so as a tool error', async () => {
    for (const answer of ['decline', 'cancel'] as const) {
      const mcp = await start(['--allow-writes'], answer)
      const before = posts('/api/v2/payments/bolepix')
      const r = await mcp.call('create_charge', chargeBody('Bruno Dias'))
      expect(r.isError).toBe(true)
      expect(textOf(r)).toMatch(
        new RegExp(`the person ${answer === 'decline' ? 'declined' : 'cancelled'} the confirmation; nothing was sent`),
      )
      expect(mcp.asked).toHaveLength(1)
      expect(posts('/api/v2/payments/bolepix')).toBe(before)
      const cancel = await mcp.call('cancel_charge', {invoice_id: seeded, reason: 'duplicate'})
      expect(cancel.isError).toBe(true)
      expect(posts(`/api/v2/payments/bolepix/${seeded}/cancel`)).toBe(0)
      await mcp.close()
    }
  })

  it('refuses every write to a client that cannot confirm (no elicitation), before reading or sending anything', async () => {
    const mcp = await start(['--allow-writes'])
    const names = (await mcp.client.listTools()).tools.map((t) => t.name)
    expect(names).toContain('create_charge')
    const before = log.length
    for (const [tool, args] of [
      ['create_charge', chargeBody('Carla Reis')],
      ['cancel_charge', {invoice_id: seeded, reason: 'duplicate'}],
      ['sandbox_pay_charge', {invoice_id: seeded}],
    ] as const) {
      const r = await mcp.call(tool, args)
      expect(r.isError).toBe(true)
      expect(textOf(r)).toMatch(/this MCP client cannot ask \(it does not support elicitation\); nothing was sent/)
    }
    expect(log.length).toBe(before)
  })

  it('validates a write before asking anyone: every field named, nobody asked, nothing sent', async () => {
    const mcp = await start(['--allow-writes'], 'accept')
    const before = log.length
    const r = await mcp.call('create_charge', {...chargeBody('Dora Paz', '123.456.789-00'), amount: 'abc', dueDate: undefined})
    expect(r.isError).toBe(true)
    expect(textOf(r)).toMatch(/dueDate: required/)
    expect(textOf(r)).toMatch(/amount: /)
    expect(textOf(r)).toMatch(/debtor\.document: /)
    expect(mcp.asked).toEqual([])
    expect(log.length).toBe(before)
  })

  it('--no-confirm against the loopback sandbox writes without asking, even for a client that cannot', async () => {
    const mcp = await start(['--allow-writes', '--no-confirm'])
    expect(mcp.client.getInstructions()).toMatch(/without confirmation/)
    const r = await mcp.call('sandbox_pay_charge', {invoice_id: seeded})
    expect(r.isError, textOf(r)).toBeFalsy()
    expect(r.structuredContent).toMatchObject({data: {invoiceId: seeded, status: 'PAID'}})
  })
})

describe('deliveries that are not getting through', () => {
  it('list_notifications with failing keeps the deliveries still retried after a failed attempt, which status FAILED misses', async () => {
    // A webhook whose target refuses connections, on a sandbox that retries only much later.
    const closed = await startRecordingServer()
    const deadTarget = `${closed.url}/hook`
    await closed.close()
    const own = await withSandbox({retryBaseMs: 3_600_000})
    onTestFinished(() => own.close())
    const t = new Transport({baseUrl: own.url, sellerId: own.sellerId, credentials: {accessToken: own.accessToken}})
    const {createWebhook} = await import('../../src/api/webhook.js')
    await createWebhook(t, {webhook: {events: ['charge-create'], target: deadTarget, authorization: 'hook_token_0123456789'}})
    // And one that answers 200: its delivery is not failing.
    const live = await startRecordingServer()
    onTestFinished(() => live.close())
    await createWebhook(t, {webhook: {events: ['charge-create'], target: `${live.url}/hook`, authorization: 'hook_token_live_012345'}})
    await createInvoice(t, {
      ...chargeBody('Gil Lopes'),
      dueDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      amount: 10,
      debtor: {...chargeBody('Gil Lopes').debtor, document: '42318970858', postalCode: '01310100'},
    })
    await t.close()
    const mcp = await startMcpInProcess([], {env: own.env, cleanup: onTestFinished})
    let failing: {status: string; target: string}[] = []
    let all: {status: string}[] = []
    for (let i = 0; i < 50; i++) {
      failing = (await mcp.call('list_notifications', {failing: true})).structuredContent!.items as typeof failing
      all = (await mcp.call('list_notifications', {})).structuredContent!.items as typeof all
      if (failing.length > 0 && all.some((n) => n.status === 'DELIVERED')) break
      await new Promise((r) => setTimeout(r, 100))
    }
    expect(failing).toHaveLength(1)
    expect(failing[0]).toMatchObject({status: 'PENDING', target: deadTarget})
    expect(all.map((n) => n.status).sort()).toEqual(['DELIVERED', 'PENDING'])
    expect((await mcp.call('list_notifications', {status: 'failed'})).structuredContent).toEqual({items: []})
    // The same story, per webhook: the dead target first.
    const health = await mcp.call('webhook_health', {})
    expect(health.isError, textOf(health)).toBeFalsy()
    const rows = health.structuredContent!.items as {target: string; verdict: string; retrying: number; delivered: number}[]
    expect(rows.map((r) => [r.target, r.verdict])).toEqual([
      [deadTarget, 'down'],
      [`${live.url}/hook`, 'healthy'],
    ])
    expect(rows[0]).toMatchObject({retrying: 1, delivered: 0})
    expect(textOf(health)).toMatch(/^2 webhooks, 1 not healthy/)
    const webhooks = await mcp.call('list_webhooks', {})
    expect(JSON.stringify(webhooks)).not.toContain('hook_token_0123456789')
    expect(JSON.stringify(webhooks)).not.toContain('hook_token_live_012345')
  })
})

describe('the sandbox: its date, and trigger scenarios', () => {
  it("sandbox_clock reads the sandbox's date; trigger runs a scenario once the person accepts, and sends nothing when they decline", async () => {
    const requests: string[] = []
    const own = await withSandbox({onRequest: (e) => requests.push(`${e.method} ${e.path}`)})
    onTestFinished(() => own.close())
    const reader = await startMcpInProcess([], {env: own.env, cleanup: onTestFinished})
    const clock = await reader.call('sandbox_clock', {})
    expect(clock.isError, textOf(clock)).toBeFalsy()
    expect(clock.structuredContent).toMatchObject({today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), offset_ms: 0})
    expect(requests).toEqual(['GET /_sandbox/clock'])
    await reader.close()

    const declining = await startMcpInProcess(['--allow-writes'], {env: own.env, elicit: 'decline', cleanup: onTestFinished})
    const no = await declining.call('trigger', {scenario: 'bolepix-paid'})
    expect(no.isError).toBe(true)
    expect(textOf(no)).toMatch(/declined the confirmation; nothing was sent/)
    expect(requests.filter((r) => r.startsWith('POST'))).toEqual([])
    await declining.close()

    const mcp = await startMcpInProcess(['--allow-writes'], {env: own.env, elicit: 'accept', cleanup: onTestFinished})
    const r = await mcp.call('trigger', {scenario: 'bolepix-paid', amount: '42,50', set: {'debtor.name': 'Ana Trigger'}})
    expect(r.isError, textOf(r)).toBeFalsy()
    expect(r.structuredContent).toMatchObject({scenario: 'bolepix-paid', ok: true, missing_events: []})
    expect(mcp.asked[0]).toMatch(
      /^payctl asks you to confirm: run a trigger scenario on the sandbox\.\n {2}scenario: "bolepix-paid"\n(.*\n)* {2}emits: "charge-create, charge-in"\n {2}base URL: "http:\/\/127\.0\.0\.1:\d+"\n/,
    )
    const invoiceId = (r.structuredContent!.ids as {invoice_id: string}).invoice_id
    const got = await mcp.call('get_charge', {invoice_id: invoiceId})
    expect(got.structuredContent).toMatchObject({status: 'PAID', amount: 42.5, debtor: {name: 'Ana Trigger'}})
  })

  it('trigger and sandbox_clock refuse a base URL that is not a payctl sandbox, before sending anything', async () => {
    const server = await startRecordingServer((_req, res) => sendJson(res, 404, {message: 'not found'}))
    onTestFinished(() => server.close())
    const mcp = await startMcpInProcess(['--allow-writes'], {
      env: {
        PAYCTL_BASE_URL: server.url,
        PAYCTL_SELLER_ID: 'seller-1',
        PAYCTL_ACCESS_TOKEN: 'tok_test_ABCDEFGHIJKLMNOP',
        PAYCTL_CLIENT_TOKEN: 'cli_test_ABCDEFGHIJKLMNOP',
      },
      elicit: 'accept',
      cleanup: onTestFinished,
    })
    const r = await mcp.call('trigger', {scenario: 'bolepix-created'})
    expect(r.isError).toBe(true)
    expect(textOf(r)).toMatch(
      /trigger runs only against the payctl sandbox here; http:\/\/127\.0\.0\.1:\d+ is not one \(GET \/_sandbox\/clock answered HTTP 404\)/,
    )
    const clock = await mcp.call('sandbox_clock', {})
    expect(clock.structuredContent).toMatchObject({error: {code: 'not_found'}})
    expect(server.requests.map((q) => `${q.method} ${q.path}`)).toEqual(['GET /_sandbox/clock', 'GET /_sandbox/clock'])
  })
})

describe('card payments, with a number token', () => {
  it('pay_card pre-authorizes once the person accepts; capture_payment captures; cancel_payment cancels; a decline sends nothing', async () => {
    const t = new Transport({
      baseUrl: sb.url,
      sellerId: sb.sellerId,
      credentials: {accessToken: sb.accessToken, clientToken: sb.clientToken},
    })
    const token = (await tokenizeCard(t, '5155901222280001')).data.data.number_token
    await t.close()
    const payment = {
      credit: {delay_capture: true, credit_card: {token, holder_name: 'Ana Lima', expiration_month: 12, expiration_year: 30}},
      customer: {name: 'Ana Lima', email: 'ana@example.com', cpf: CPF},
    }
    const paymentsPath = `/api/sellers/${sb.sellerId}/payments`

    const declining = await start(['--allow-writes'], 'decline')
    const before = posts(paymentsPath)
    const no = await declining.call('pay_card', {payment})
    expect(no.isError).toBe(true)
    expect(textOf(no)).toMatch(/declined the confirmation; nothing was sent/)
    expect(posts(paymentsPath)).toBe(before)
    await declining.close()

    const mcp = await start(['--allow-writes'], 'accept')
    const paid = await mcp.call('pay_card', {payment})
    expect(paid.isError, textOf(paid)).toBeFalsy()
    const id = (paid.structuredContent!.data as {id: string; status: string}).id
    expect(paid.structuredContent).toMatchObject({data: {status: 'PRE_AUTHORIZED'}})
    // The person saw the card by its masked token, the customer's CPF masked, where it goes.
    expect(mcp.asked[0]).toMatch(
      /^payctl asks you to confirm: pay an order with a card; the amount is the order's total\.\n {2}order: "a new order [0-9a-f-]{36}"\n {2}card: "the card of token .{4}….{4}"\n {2}capture: "pre-authorize only \(capture later\)"\n {2}installments: "1 installment"\n {2}customer: "customer Ana Lima, ana@example.com, \*\*\*\.189\.708-\*\*"\n/,
    )
    expect(mcp.asked[0]).toContain(sb.url)
    expect(mcp.asked[0]).not.toContain(token)
    const captured = await mcp.call('capture_payment', {payment_id: id})
    expect(captured.isError, textOf(captured)).toBeFalsy()
    expect(captured.structuredContent).toMatchObject({data: {id, status: 'PAID'}})
    // A payment's confirmation: payctl's words, then the payment as its events show it.
    const confirmsPayment = (action: string, status: string) =>
      new RegExp(
        `^payctl asks you to confirm: ${action}\\n {2}payment: "${id}"\\n {2}as the events show it: "${status}, R\\$ 100,00 \\(the order's total\\), 1x"`,
      )
    expect(mcp.asked[1]).toMatch(confirmsPayment('capture a card payment\\. The customer is charged\\.', 'PRE_AUTHORIZED'))

    await mcp.close()

    // cancel_payment: the person sees the payment as its events carry it (services/card/cancel.ts asks through the
    // tool's asker, mcp/asker.ts); a decline sends nothing. (In-process servers take turns: one at a time.)
    const cancelPath = `${paymentsPath}/${id}/cancel`
    const keeping = await start(['--allow-writes'], 'decline')
    const kept = await keeping.call('cancel_payment', {payment_id: id})
    expect(kept.isError).toBe(true)
    expect(textOf(kept)).toMatch(/declined the confirmation; nothing was sent/)
    expect(posts(cancelPath)).toBe(0)
    await keeping.close()
    const cancelling = await start(['--allow-writes'], 'accept')
    const cancelled = await cancelling.call('cancel_payment', {payment_id: id})
    expect(cancelled.isError, textOf(cancelled)).toBeFalsy()
    expect(cancelled.structuredContent).toMatchObject({data: {id, status: 'CANCELLED'}})
    expect(cancelling.asked[0]).toMatch(confirmsPayment('cancel a card payment\\. This cannot be undone\\.', 'PAID'))
    await cancelling.close()
    expect(posts(cancelPath)).toBe(1)
  })
})

describe('card numbers', () => {
  // Not a sandbox test card, and not Luhn-valid: found by its field name, so nothing can mask it by chance.
  const NUMBER = '4111111111111112'
  const LUHN = '4111111111111111'

  it("a card_number in any tool's arguments is refused, and never appears in any output or log", async () => {
    const mcp = await start(['--allow-writes', '--debug'], 'accept')
    const calls: [string, Record<string, unknown>][] = [
      [
        'pay_card',
        {
          payment: {
            order_id: '6f1c0b1e-6a52-4c1b-9d7e-2f0e6c3b8a41',
            credit: {credit_card: {card_number: NUMBER, holder_name: 'Ana', expiration_month: 12, expiration_year: 30}},
          },
        },
      ],
      ['pay_card', {payment: {credit: {credit_card: {token: LUHN, holder_name: 'Ana', expiration_month: 12, expiration_year: 30}}}}],
      ['list_charges', {card_number: NUMBER}],
      ['list_charges', {status: LUHN}],
      ['create_charge', {...chargeBody('Eva Luz'), cardNumber: NUMBER}],
      ['get_charge', {invoice_id: seeded, extra: {deep: [{'card-number': NUMBER}]}}],
      ['no_such_tool', {card_number: NUMBER}],
    ]
    const before = log.length
    for (const [tool, args] of calls) {
      const r = await mcp.call(tool, args)
      expect(r.isError, tool).toBe(true)
      expect(textOf(r), tool).toMatch(
        /card number refused, nothing was sent: .*a card number \(not repeated here\); no tool takes a card number/,
      )
    }
    expect(mcp.asked).toEqual([])
    expect(log.length).toBe(before)
    const everything = [...mcp.received, mcp.stderr()].join('\n')
    expect(mcp.stderr()).toMatch(/\[debug\] mcp: pay_card → error validation/)
    for (const n of [NUMBER, LUHN, '4111 1111 1111 1112', '411111111111']) expect(everything).not.toContain(n)
    expect(mcp.errors).toEqual([])
  })
})

describe('unknown outcomes', () => {
  it('a create whose answer is lost is reported as an unknown outcome, and sent once', async () => {
    const server = await startRecordingServer((_req, res) => sendJson(res, 502, {message: 'bad gateway'}))
    onTestFinished(() => server.close())
    const mcp = await startMcpInProcess(['--allow-writes'], {
      env: {PAYCTL_BASE_URL: server.url, PAYCTL_SELLER_ID: 'seller-1', PAYCTL_ACCESS_TOKEN: 'tok_test_ABCDEFGHIJKLMNOP'},
      elicit: 'accept',
      cleanup: onTestFinished,
    })
    const r = await mcp.call('create_charge', chargeBody('Fábio Reis'))
    expect(r.isError).toBe(true)
    expect(r.structuredContent).toMatchObject({error: {code: 'unknown_outcome'}})
    expect(textOf(r)).toMatch(/outcome unknown: the charge may or may not have been created/)
    expect(server.requests.filter((q) => q.method === 'POST')).toHaveLength(1)
  })

  it('a create accepted with an answer that does not fit is an unknown outcome with the ids and payctl find, never a plain error', async () => {
    const server = await startRecordingServer((_req, res) => sendJson(res, 201, {message: 'criado', id: 'inv-renamed-1'}))
    onTestFinished(() => server.close())
    const mcp = await startMcpInProcess(['--allow-writes'], {
      env: {PAYCTL_BASE_URL: server.url, PAYCTL_SELLER_ID: 'seller-1', PAYCTL_ACCESS_TOKEN: 'tok_test_ABCDEFGHIJKLMNOP'},
      elicit: 'accept',
      cleanup: onTestFinished,
    })
    const r = await mcp.call('create_charge', chargeBody('Gil Nunes'))
    expect(r.isError).toBe(true)
    const posts = server.requests.filter((q) => q.method === 'POST')
    expect(posts).toHaveLength(1)
    const orderId = (posts[0]!.json as {order_id: string}).order_id
    expect(r.structuredContent).toMatchObject({
      error: {
        code: 'unknown_outcome',
        details: {status: 201, order_id: orderId, ids: {id: 'inv-renamed-1'}, check: `payctl find ${orderId}`},
      },
    })
    expect(textOf(r)).toMatch(/^error \(unknown_outcome\): outcome unknown: the service accepted the charge \(HTTP 201\)/)
    expect(textOf(r)).toContain(
      `in the answer: id inv-renamed-1; order id ${orderId}; check with payctl find ${orderId} before sending it again`,
    )
    expect(textOf(r)).not.toMatch(/retry|try again/i)
  })
})

/** Raw JSON-RPC to `payctl mcp` against the file's sandbox, opened with initialize (helpers/mcp-raw.ts). */
const rawMcp = (args: string[], how: 'spawned' | 'in-process') => rawMcpOf(args, {env: sb.env, how})

describe('the client closes stdin', () => {
  // Raw JSON-RPC lines: a dozen writes confirmed, one left open, then stdin closes. The open one is declined and sends
  // nothing; the answered ones are left alone (no notifications/cancelled for them, no listener piling up on one
  // signal: Node warned from the 11th).
  it('declines the confirmation still open, sends nothing for it, and says nothing more about the answered ones', async () => {
    // Spawned: the process ends when its stdin closes, and Node's own warnings would be on its stderr.
    const {child, messages, send, next, exited, stderr} = await rawMcp(['--allow-writes'], 'spawned')
    const before = posts('/api/v2/payments/bolepix')
    const answered: (number | string | null | undefined)[] = []
    for (let id = 100; id < 112; id++) {
      const asked = next((m) => m.method === 'elicitation/create')
      send({jsonrpc: '2.0', id, method: 'tools/call', params: {name: 'create_charge', arguments: chargeBody('Gil Prado')}})
      const elicit = await asked
      answered.push(elicit.id)
      const done = next((m) => m.id === id)
      send({jsonrpc: '2.0', id: elicit.id, result: {action: 'accept', content: {}}})
      await done
    }
    expect(posts('/api/v2/payments/bolepix')).toBe(before + 12)
    const asked = next((m) => m.method === 'elicitation/create')
    send({jsonrpc: '2.0', id: 200, method: 'tools/call', params: {name: 'create_charge', arguments: chargeBody('Gil Prado')}})
    const open = await asked
    child.stdin.end()
    expect(await exited).toBe(0)
    const last = messages.find((m) => m.id === 200)
    expect(last?.result?.isError).toBe(true)
    expect(last?.result?.content?.[0]?.text).toMatch(/the confirmation could not be asked or was not answered .*nothing was sent/)
    expect(posts('/api/v2/payments/bolepix')).toBe(before + 12)
    const cancelled = messages.filter((m) => m.method === 'notifications/cancelled').map((m) => m.params?.requestId)
    expect(cancelled).toEqual([open.id])
    expect(stderr()).not.toMatch(/MaxListenersExceeded|memory leak/)
  })
})

describe('a transport error', () => {
  // Failed on earlier code: the SDK closed the transport at once, the write in flight was never answered
  // and the server ended with exit 0.
  it('an 11 MiB message with no newline: the calls in flight are answered (the open confirmation declined, nothing sent), then exit 1', async () => {
    const {child, messages, send, next, exited, stderr} = await rawMcp(['--allow-writes'], 'in-process')
    const before = posts('/api/v2/payments/bolepix')
    const asked = next((m) => m.method === 'elicitation/create')
    send({jsonrpc: '2.0', id: 300, method: 'tools/call', params: {name: 'create_charge', arguments: chargeBody('Ivo Ramos')}})
    await asked
    // A whole read, then, in the same write, a message that never ends: the read is answered, the rest refused.
    child.stdin.write(
      `${JSON.stringify({jsonrpc: '2.0', id: 301, method: 'tools/call', params: {name: 'test_cards', arguments: {}}})}\n${'x'.repeat(11 * 1024 * 1024)}`,
    )
    expect(await exited).toBe(1)
    const write = messages.find((m) => m.id === 300)
    expect(write?.result?.isError).toBe(true)
    expect(write?.result?.content?.[0]?.text).toMatch(/the confirmation could not be asked or was not answered .*nothing was sent/)
    expect(messages.find((m) => m.id === 301)?.result?.isError).toBeFalsy()
    expect(posts('/api/v2/payments/bolepix')).toBe(before)
    expect(stderr()).toContain(
      "payctl mcp: the client's input failed (a message longer than 10 MiB with no newline yet): answering the calls in flight, then stopping",
    )
    expect(stderr()).toMatch(
      /error: the MCP client's input failed \(a message longer than 10 MiB with no newline yet\): the calls in flight were answered and the server stopped\n$/,
    )
  })
})

describe('start-up', () => {
  it('--allow-writes --no-confirm with a base URL that is not loopback exits 2 before serving', async () => {
    const r = await runInProcess(['mcp', '--allow-writes', '--no-confirm'], {
      env: {PAYCTL_BASE_URL: 'https://api.example.com', PAYCTL_SELLER_ID: 's', PAYCTL_ACCESS_TOKEN: 'tok_test_ABCDEFGHIJKLMNOP'},
    })
    expect(r.code).toBe(2)
    expect(r.stdout).toBe('')
    expect(r.stderr).toMatch(
      /--no-confirm is refused for https:\/\/api\.example\.com: writes go unconfirmed only against a loopback sandbox/,
    )
  })

  // Failed on earlier code: a loopback port was enough, though it may be a tunnel to the real service.
  it('--allow-writes --no-confirm against a loopback service that is not a payctl sandbox exits 2 before serving, having sent only the GET that asked', async () => {
    const server = await startRecordingServer((_req, res) => sendJson(res, 404, {errors: {detail: 'Not Found'}}))
    onTestFinished(() => server.close())
    const r = await runInProcess(['mcp', '--allow-writes', '--no-confirm'], {
      env: {PAYCTL_BASE_URL: server.url, PAYCTL_SELLER_ID: 's', PAYCTL_ACCESS_TOKEN: 'tok_test_ABCDEFGHIJKLMNOP'},
    })
    expect(r.code).toBe(2)
    expect(r.stdout).toBe('')
    expect(r.stderr).toContain(
      `--no-confirm is refused for ${server.url}: it is not a payctl sandbox (GET /_sandbox/clock answered HTTP 404)`,
    )
    expect(server.requests.map((q) => `${q.method} ${q.path}`)).toEqual(['GET /_sandbox/clock'])
  })

  it('--no-confirm without --allow-writes is a usage error', async () => {
    const r = await runInProcess(['mcp', '--no-confirm'], {env: sb.env})
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(/allow-writes/)
  })
})
