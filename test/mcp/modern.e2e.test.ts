/**
 * `payctl mcp` on protocol revision 2026-07-28, driven by the official SDK v2 client pinned to it (helpers/mcp-modern.ts)
 * against the in-process sandbox: the tools and their schemas, a read whose structuredContent fits its outputSchema
 * (checked here by Ajv in strict mode as well as by the client), a write confirmed through `input_required` (one form,
 * the same text as on the 2025 revisions, then the retry with the answer and the requestState), a declined write, a
 * client that cannot ask; the sandbox's request log proves what was sent. On the old server (SDK 1.32) the client
 * could not connect: the server did not offer 2026-07-28.
 */
import {Ajv2020} from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import {afterAll, beforeAll, describe, expect, it, onTestFinished} from 'vitest'
import {createInvoice} from '../../src/api/bolepix.js'
import {tokenizeCard} from '../../src/api/card.js'
import {Transport} from '../../src/api/transport.js'
import {startModernMcp, MODERN, type Answer} from '../helpers/mcp-modern.js'
import {withSandbox, type TestSandbox} from '../helpers/sandbox.js'

let sb: TestSandbox
const log: {method: string; path: string}[] = []
const posts = (path: string) => log.filter((e) => e.method === 'POST' && e.path === path).length

const body = (name: string) => ({
  amount: '150,75',
  dueDate: '+7d',
  expirationAfterPayment: 5,
  debtor: {
    name,
    document: '423.189.708-58',
    publicArea: 'Avenida Paulista',
    number: '1000',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    postalCode: '01310-100',
  },
})

beforeAll(async () => {
  sb = await withSandbox({onRequest: (e) => log.push({method: e.method, path: e.path})})
  const t = new Transport({baseUrl: sb.url, sellerId: sb.sellerId, credentials: {accessToken: sb.accessToken}})
  await createInvoice(t, {
    ...body('Rita Prado'),
    dueDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    amount: 150.75,
    debtor: {...body('Rita Prado').debtor, document: '42318970858', postalCode: '01310100'},
  })
  await t.close()
})
afterAll(async () => {
  await sb?.close()
})

const start = (args: string[], elicit?: Answer) => startModernMcp(args, {env: sb.env, elicit, cleanup: onTestFinished})

describe('payctl mcp on 2026-07-28 (SDK v2 client, pinned)', () => {
  it('connects by server/discover, lists the tools with output schemas, and reads; the result fits its schema under Ajv strict', async () => {
    const mcp = await start([])
    expect(mcp.wire.some((m) => m.includes('"server/discover"'))).toBe(true)
    expect(mcp.wire.some((m) => m.includes('"initialize"'))).toBe(false)
    const discovered = mcp.wire
      .map((m) => JSON.parse(m) as {result?: {supportedVersions?: string[]}})
      .find((m) => m.result?.supportedVersions)
    expect(discovered?.result?.supportedVersions).toContain(MODERN)
    const {tools} = await mcp.client.listTools()
    expect(tools.map((t) => t.name)).toContain('list_charges')
    for (const t of tools) expect(t.outputSchema?.type, t.name).toBe('object')
    // Each request carried the revision in its _meta.
    const calls = mcp.wire.map((m) => JSON.parse(m) as {method?: string; params?: {_meta?: Record<string, unknown>}})
    const listing = calls.find((m) => m.method === 'tools/list')!
    expect(listing.params?._meta?.['io.modelcontextprotocol/protocolVersion']).toBe(MODERN)

    const r = await mcp.call('list_charges', {})
    expect(r.isError).toBeFalsy()
    expect((r.structuredContent!.items as unknown[]).length).toBeGreaterThan(0)
    const ajv = new Ajv2020({strict: true})
    addFormats.default(ajv)
    const fits = ajv.compile(tools.find((t) => t.name === 'list_charges')!.outputSchema!)
    expect(fits(r.structuredContent), JSON.stringify(fits.errors)).toBe(true)
    // The debtor's CPF is masked as the tables mask it.
    expect(JSON.stringify(r.structuredContent)).toContain('***.189.708-**')
    expect(JSON.stringify(r)).not.toContain('42318970858')
  })

  it('a write: input_required with one form (the confirmation text) and a requestState; accepted, the retry sends it once', async () => {
    const mcp = await start(['--allow-writes'], 'accept')
    const before = posts('/api/v2/payments/bolepix')
    const r = await mcp.call('create_charge', body('Lia Campos'))
    expect(r.isError, JSON.stringify(r.structuredContent)).toBeFalsy()
    expect(r.structuredContent!.invoiceId).toEqual(expect.any(String))
    expect(posts('/api/v2/payments/bolepix')).toBe(before + 1)
    expect(mcp.asked).toHaveLength(1)
    expect(mcp.asked[0]).toMatch(/^payctl asks you to confirm: create a Bolepix charge\.\n {2}amount: "R\$ 150,75"/)
    expect(mcp.asked[0]).toContain('CPF ***.189.708-**')
    const messages = mcp.wire.map(
      (m) => JSON.parse(m) as {result?: {resultType?: string; requestState?: string}; params?: {requestState?: string}},
    )
    const asking = messages.filter((m) => m.result?.resultType === 'input_required')
    expect(asking).toHaveLength(1)
    const state = asking[0]!.result!.requestState!
    expect(state).toMatch(/^[\w-]+\.[\w-]+$/)
    // The retry carried the state back, byte for byte, with the answer.
    expect(messages.filter((m) => m.params?.requestState === state)).toHaveLength(1)
    // The order id the person was shown is the one sent.
    const shownOrder = /order \(generated\): "([0-9a-f-]{36})"/.exec(mcp.asked[0]!)?.[1]
    expect(shownOrder).toBeDefined()
    const listed = await mcp.call('list_charges', {})
    const created = (listed.structuredContent!.items as {invoiceId: string; orderId?: string}[]).find(
      (c) => c.invoiceId === r.structuredContent!.invoiceId,
    )
    expect(created?.orderId).toBe(shownOrder)
  })

  it('a write whose service asks through the asker (cancel_charge): the same round trip, the charge cancelled once', async () => {
    const mcp = await start(['--allow-writes'], 'accept')
    const created = await mcp.call('create_charge', body('Noa Vidal'))
    const id = created.structuredContent!.invoiceId as string
    const before = log.filter((e) => e.method === 'POST' && e.path.endsWith('/cancel')).length
    const r = await mcp.call('cancel_charge', {invoice_id: id.slice(0, 8), reason: 'duplicate'})
    expect(r.isError, JSON.stringify(r.structuredContent)).toBeFalsy()
    expect(mcp.asked.at(-1)).toMatch(
      /^payctl asks you to confirm: cancel a Bolepix charge\. .*\n {2}charge: "Noa Vidal · CPF \*\*\*\.189\.708-\*\* · R\$ 150,75 · due /,
    )
    expect(log.filter((e) => e.method === 'POST' && e.path.endsWith('/cancel')).length).toBe(before + 1)
    const got = await mcp.call('get_charge', {invoice_id: id})
    expect(got.structuredContent!.status).toBe('CANCELLED')
  })

  it('pay_card: the order id generated for the person to see is the one paid, on the retry', async () => {
    const t = new Transport({
      baseUrl: sb.url,
      sellerId: sb.sellerId,
      credentials: {accessToken: sb.accessToken, clientToken: sb.clientToken},
    })
    const token = (await tokenizeCard(t, '5155901222280001')).data.data.number_token
    await t.close()
    const mcp = await start(['--allow-writes'], 'accept')
    const paid = await mcp.call('pay_card', {
      payment: {
        credit: {delay_capture: true, credit_card: {token, holder_name: 'Ana Lima', expiration_month: 12, expiration_year: 30}},
        customer: {name: 'Ana Lima', email: 'ana@example.com', cpf: '423.189.708-58'},
      },
    })
    expect(paid.isError, JSON.stringify(paid.structuredContent)).toBeFalsy()
    const shown = /order: "a new order ([0-9a-f-]{36})"/.exec(mcp.asked[0]!)?.[1]
    expect(shown).toBeDefined()
    expect(JSON.stringify(paid.structuredContent)).toContain(shown)
  })

  it('--show-documents gives the CPFs whole', async () => {
    const mcp = await start(['--show-documents'])
    const r = await mcp.call('list_charges', {})
    expect(JSON.stringify(r.structuredContent)).toContain('"document":"42318970858"')
  })

  it('a declined write sends nothing and says so', async () => {
    const mcp = await start(['--allow-writes'], 'decline')
    const before = posts('/api/v2/payments/bolepix')
    const r = await mcp.call('create_charge', body('Caio Reis'))
    expect(r.isError).toBe(true)
    expect(r.structuredContent).toMatchObject({error: {code: 'declined'}})
    expect(JSON.stringify(r.content)).toMatch(/declined the confirmation; nothing was sent/)
    expect(mcp.asked).toHaveLength(1)
    expect(posts('/api/v2/payments/bolepix')).toBe(before)
  })

  it('a client that cannot ask (no elicitation in its _meta) is refused every write, before anything is read or sent', async () => {
    const mcp = await start(['--allow-writes'])
    const before = log.length
    const r = await mcp.call('cancel_charge', {invoice_id: '6f1c0b1e-6a52-4c1b-9d7e-2f0e6c3b8a41', reason: 'duplicate'})
    expect(r.isError).toBe(true)
    expect(JSON.stringify(r.content)).toMatch(/cannot ask \(it does not support elicitation\); nothing was sent/)
    expect(log.length).toBe(before)
  })

  it('spawned: the built CLI serves the pinned client over its stdio', async () => {
    const mcp = await startModernMcp([], {env: sb.env, spawned: true, cleanup: onTestFinished})
    const r = await mcp.call('sandbox_clock', {})
    expect(r.isError).toBeFalsy()
    expect(r.structuredContent).toMatchObject({today: expect.any(String)})
  })
})
