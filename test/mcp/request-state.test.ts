/**
 * The requestState of a 2026-07-28 confirmation, attacked over raw JSON-RPC (a client can send anything): an altered
 * state, a state sent back with other arguments or to another tool, an answer without a state, and the same
 * acceptance sent twice each send nothing and say why in a tool error; none of them spends the state, so the genuine
 * retry still sends the write, once. The sandbox's request log proves what was sent.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {modernMeta, rawMcp, type RawMessage} from '../helpers/mcp-raw.js'
import {withSandbox, type TestSandbox} from '../helpers/sandbox.js'

let sb: TestSandbox
const log: {method: string; path: string}[] = []
const creates = () => log.filter((e) => e.method === 'POST' && e.path === '/api/v2/payments/bolepix').length

const charge = (name: string) => ({
  amount: '99,90',
  dueDate: '+5d',
  expirationAfterPayment: 3,
  debtor: {
    name,
    document: '529.982.247-25',
    publicArea: 'Rua Augusta',
    number: '10',
    neighborhood: 'Consolação',
    city: 'São Paulo',
    state: 'SP',
    postalCode: '01305-000',
  },
})

beforeAll(async () => {
  sb = await withSandbox({onRequest: (e) => log.push({method: e.method, path: e.path})})
})
afterAll(async () => {
  await sb?.close()
})

const accept = {confirm: {action: 'accept', content: {}}}
const errorText = (m: RawMessage) => (m.result?.isError ? m.result.content?.[0]?.text : `not a tool error: ${JSON.stringify(m)}`)

describe('requestState on 2026-07-28, attacked', () => {
  it('refuses an altered state, other arguments, another tool, an answer without a state and a replay; the genuine retry sends once', async () => {
    const mcp = await rawMcp(['--allow-writes'], {env: sb.env, how: 'in-process', open: 'modern'})
    let id = 10
    const call = (name: string, args: object, extra: object = {}) =>
      mcp.request(id++, 'tools/call', {name, arguments: args, _meta: modernMeta(), ...extra})

    const before = creates()
    const first = await call('create_charge', charge('Ana Lima'))
    expect(first.result?.resultType).toBe('input_required')
    const ask = first.result!.inputRequests!.confirm!
    expect(ask.method).toBe('elicitation/create')
    expect(ask.params.message).toMatch(/^payctl asks you to confirm: create a Bolepix charge\./)
    const state = first.result!.requestState!
    expect(creates()).toBe(before)

    // One character of the signed body changed.
    const [body, mac] = state.split('.') as [string, string]
    const flipped = `${body.slice(0, 5)}${body[5] === 'A' ? 'B' : 'A'}${body.slice(6)}.${mac}`
    expect(errorText(await call('create_charge', charge('Ana Lima'), {inputResponses: accept, requestState: flipped}))).toMatch(
      /^error \(declined\): refused: the requestState was not made by this server or was altered .*nothing was sent/,
    )
    // A state made by another server (another key), with a body this server would accept.
    expect(
      errorText(await call('create_charge', charge('Ana Lima'), {inputResponses: accept, requestState: `${body}.${'A'.repeat(43)}`})),
    ).toMatch(/not made by this server or was altered/)
    // The person confirmed a charge to Ana Lima: the state does not confirm one to someone else.
    expect(errorText(await call('create_charge', charge('Bruno Dias'), {inputResponses: accept, requestState: state}))).toMatch(
      /refused: the requestState confirms other arguments than these.*nothing was sent/,
    )
    expect(
      errorText(await call('create_charge', {...charge('Ana Lima'), amount: '9999,90'}, {inputResponses: accept, requestState: state})),
    ).toMatch(/confirms other arguments/)
    expect(errorText(await call('sandbox_advance_clock', {advance: '6d'}, {inputResponses: accept, requestState: state}))).toMatch(
      /refused: the requestState confirms another tool \(create_charge\), not sandbox_advance_clock/,
    )
    expect(errorText(await call('create_charge', charge('Ana Lima'), {inputResponses: accept}))).toMatch(
      /refused: an answer came without the requestState it answers; nothing was sent/,
    )
    expect(errorText(await call('create_charge', charge('Ana Lima'), {requestState: state}))).toMatch(
      /refused: the call carried no answer to the confirmation; nothing was sent/,
    )
    expect(creates()).toBe(before)

    // None of those spent it: the genuine retry sends the charge, once.
    const sent = await call('create_charge', charge('Ana Lima'), {inputResponses: accept, requestState: state})
    expect(sent.result?.isError, JSON.stringify(sent)).toBeFalsy()
    expect(sent.result?.structuredContent?.invoiceId).toEqual(expect.any(String))
    expect(creates()).toBe(before + 1)

    // The same acceptance again sends nothing.
    expect(errorText(await call('create_charge', charge('Ana Lima'), {inputResponses: accept, requestState: state}))).toMatch(
      /refused: this confirmation was already used: the write it confirmed was sent once, and is not sent again; nothing was sent/,
    )
    expect(creates()).toBe(before + 1)
  })
})
