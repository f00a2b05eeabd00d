/**
 * `payctl mcp` attacked with odd messages over raw JSON-RPC (src/mcp/transport.ts): every malformed message gets the
 * JSON-RPC answer it is owed (-32700 for a line that is not JSON; -32600 for a batch, a non-object, an id that is null
 * or neither a string nor an integer; -32602 for a tools/call whose name is not a string or whose arguments are not an
 * object), and the server goes on serving. Arguments that fail validation stay tool errors (code `validation`) naming
 * the fields in payctl's words; arguments nested too deep are refused as too deep. On the old server (SDK 1.32's
 * transport) a line that was not JSON, a batch and a null id got no answer at all: the client waited for ever.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {modernMeta, rawMcp, type RawMessage} from '../helpers/mcp-raw.js'
import {withSandbox, type TestSandbox} from '../helpers/sandbox.js'

let sb: TestSandbox
beforeAll(async () => {
  sb = await withSandbox()
})
afterAll(async () => {
  await sb?.close()
})

/** The next answer to come, whatever its id (a malformed message's answer may carry id null). */
const nextAnswer = (mcp: Awaited<ReturnType<typeof rawMcp>>) => mcp.next((m: RawMessage) => 'error' in m || 'result' in m)

describe('malformed messages', () => {
  it.each([
    ['a line that is not JSON', -32700, '{"jsonrpc": "2.0", "id": 7, "method": ', null],
    ['a batch', -32600, JSON.stringify([{jsonrpc: '2.0', id: 7, method: 'tools/list'}]), null],
    ['a JSON value that is not an object', -32600, '42', null],
    ['an id that is null', -32600, JSON.stringify({jsonrpc: '2.0', id: null, method: 'tools/list'}), null],
    ['an id that is not an integer', -32600, JSON.stringify({jsonrpc: '2.0', id: 1.5, method: 'tools/list'}), null],
    ['an id that is an object', -32600, JSON.stringify({jsonrpc: '2.0', id: {a: 1}, method: 'tools/list'}), null],
    ['jsonrpc other than 2.0', -32600, JSON.stringify({jsonrpc: '1.0', id: 7, method: 'tools/list'}), 7],
    ['a method that is not a string', -32600, JSON.stringify({jsonrpc: '2.0', id: 7, method: 5}), 7],
    [
      'a tool name that is not a string',
      -32602,
      JSON.stringify({jsonrpc: '2.0', id: 7, method: 'tools/call', params: {name: 5, arguments: {}}}),
      7,
    ],
    [
      'arguments that are not an object',
      -32602,
      JSON.stringify({jsonrpc: '2.0', id: 7, method: 'tools/call', params: {name: 'list_charges', arguments: [1, 2]}}),
      7,
    ],
    ['params that are not an object', -32602, JSON.stringify({jsonrpc: '2.0', id: 7, method: 'tools/list', params: 'x'}), 7],
  ] as const)('%s: answered with %s, and the server goes on', async (_what, code, line, id) => {
    const mcp = await rawMcp([], {env: sb.env, how: 'in-process'})
    const answer = nextAnswer(mcp)
    mcp.sendLine(line)
    expect(await answer).toMatchObject({jsonrpc: '2.0', id, error: {code}})
    const listed = await mcp.request(8, 'tools/list', {})
    expect(listed.result?.tools).toBeDefined()
  })

  it('on 2026-07-28 too: a line that is not JSON and a null id are answered, then a call is served', async () => {
    const mcp = await rawMcp([], {env: sb.env, how: 'in-process', open: 'modern'})
    let answer = nextAnswer(mcp)
    mcp.sendLine('not json')
    expect(await answer).toMatchObject({id: null, error: {code: -32700}})
    answer = nextAnswer(mcp)
    mcp.send({jsonrpc: '2.0', id: null, method: 'tools/list', params: {_meta: modernMeta()}})
    expect(await answer).toMatchObject({id: null, error: {code: -32600}})
    const r = await mcp.request(9, 'tools/call', {name: 'test_cards', arguments: {}, _meta: modernMeta()})
    expect(r.result?.isError).toBeFalsy()
  })
})

describe('arguments that fail validation', () => {
  it("are tool errors (code validation) naming each field in payctl's words, not a schema library's dump", async () => {
    const mcp = await rawMcp([], {env: sb.env, how: 'in-process'})
    const r = await mcp.request(5, 'tools/call', {name: 'list_charges', arguments: {limit: 'ten', colour: 'red', since: 5}})
    expect(r.result?.isError).toBe(true)
    const error = r.result!.structuredContent!.error as {code: string; message: string; details: {path: string; message: string}[]}
    expect(error.code).toBe('validation')
    expect(error.details.map((d) => d.path).sort()).toEqual(['colour', 'limit', 'since'])
    expect(error.details).toEqual(
      expect.arrayContaining([
        {path: 'limit', message: 'must be a number, not a string'},
        {path: 'since', message: 'must be a string, not a number'},
        {path: 'colour', message: 'unknown field (tools/list shows the fields this tool takes)'},
      ]),
    )
    const text = r.result!.content![0]!.text
    expect(text).toMatch(/^error \(validation\): invalid arguments \(nothing was sent\): /)
    expect(text).not.toMatch(/Invalid input|expected|received|invalid_type|ZodError|\[\s*\{/)
  })

  it("a write's body too: each field named, in payctl's words, nothing asked or sent", async () => {
    const mcp = await rawMcp(['--allow-writes'], {env: sb.env, how: 'in-process'})
    const body = {amount: '10,00', dueDate: 5, expirationAfterPayment: 2, debtor: {name: 5, document: '42318970858', pet: 'cat'}}
    const r = await mcp.request(7, 'tools/call', {name: 'create_charge', arguments: body})
    const error = r.result!.structuredContent!.error as {code: string; details: {path: string; message: string}[]}
    expect(error.code).toBe('validation')
    expect(error.details).toEqual(
      expect.arrayContaining([
        {path: 'dueDate', message: 'must be a string, not a number'},
        {path: 'debtor.name', message: 'must be a string, not a number'},
        {path: 'debtor.pet', message: 'unknown field (tools/list shows the fields this tool takes)'},
        {path: 'debtor.city', message: 'required'},
      ]),
    )
    expect(r.result!.content![0]!.text).not.toMatch(/Invalid input|expected|received/)
    expect(mcp.messages.some((m) => m.method === 'elicitation/create')).toBe(false)
  })

  it('nested too deep: refused as too deep, not as a card number', async () => {
    const mcp = await rawMcp([], {env: sb.env, how: 'in-process'})
    let deep: unknown = 'Ana'
    for (let i = 0; i < 40; i++) deep = {a: deep}
    const r = await mcp.request(6, 'tools/call', {name: 'find', arguments: {text: deep}})
    expect(r.result?.isError).toBe(true)
    const text = r.result!.content![0]!.text
    expect(text).toMatch(/arguments nested too deep, nothing was sent/)
    expect(text).not.toMatch(/card number/)
  })
})
