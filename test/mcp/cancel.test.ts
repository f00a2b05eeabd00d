/**
 * A call cancelled while its confirmation is open (2025 revisions: the server asked with elicitation/create): the
 * client's `notifications/cancelled` declines the confirmation, and nothing is sent, even when an `accept` for it
 * arrives after. On the old code the question stayed open and an accept sent the write the client had cancelled.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {rawMcp} from '../helpers/mcp-raw.js'
import {withSandbox, type TestSandbox} from '../helpers/sandbox.js'

let sb: TestSandbox
const log: {method: string; path: string}[] = []
const creates = () => log.filter((e) => e.method === 'POST' && e.path === '/api/v2/payments/bolepix').length

beforeAll(async () => {
  sb = await withSandbox({onRequest: (e) => log.push({method: e.method, path: e.path})})
})
afterAll(async () => {
  await sb?.close()
})

const charge = {
  amount: '12,00',
  dueDate: '+3d',
  expirationAfterPayment: 2,
  debtor: {
    name: 'Davi Nunes',
    document: '111.444.777-35',
    publicArea: 'Rua XV',
    number: '7',
    neighborhood: 'Centro',
    city: 'Curitiba',
    state: 'PR',
    postalCode: '80020-310',
  },
}

describe('notifications/cancelled while a confirmation is open', () => {
  it('declines it: the accept that follows sends nothing, and the server goes on', async () => {
    const mcp = await rawMcp(['--allow-writes'], {env: sb.env, how: 'in-process'})
    const before = creates()
    const asked = mcp.next((m) => m.method === 'elicitation/create')
    mcp.send({jsonrpc: '2.0', id: 40, method: 'tools/call', params: {name: 'create_charge', arguments: charge}})
    const question = await asked
    mcp.send({jsonrpc: '2.0', method: 'notifications/cancelled', params: {requestId: 40, reason: 'the user stopped it'}})
    mcp.send({jsonrpc: '2.0', id: question.id, result: {action: 'accept', content: {}}})
    // The server still serves; by the time it answers this, the cancelled call has settled.
    const listed = await mcp.request(41, 'tools/call', {name: 'test_cards', arguments: {}})
    expect(listed.result?.isError).toBeFalsy()
    // "Nothing sent" has no event of its own: a create sent by mistake would reach the sandbox within this time.
    await new Promise((r) => setTimeout(r, 300))
    expect(creates()).toBe(before)
    // Not even a late answer for the cancelled call says it was done.
    const answer = mcp.messages.find((m) => m.id === 40)
    if (answer) expect(answer.result?.isError).toBe(true)
  })
})
