/**
 * The back-office MCP tools against the sandbox (docs/mcp.md#tools): `report` and `decode` are read-only (offered
 * without --allow-writes), give amounts in pt-BR in the text and exact cents in structuredContent, and agree with
 * the CLI's --json.
 */
import {afterAll, beforeAll, describe, expect, it, onTestFinished} from 'vitest'
import {runCli} from '../helpers/cli.js'
import {startMcp, textOf} from '../helpers/mcp.js'
import {withSandbox, type TestSandbox} from '../helpers/sandbox.js'
import {requiredFlags} from '../commands/bolepix/helpers.js'

let sb: TestSandbox
let id: string
let record: {digitableLine: string; pixCode: string}

beforeAll(async () => {
  sb = await withSandbox()
  id = (await runCli(['bolepix', 'create', ...requiredFlags({amount: '1.234,56'}), '-q'], {env: sb.env})).stdout.trim()
  await runCli(['sandbox', 'pay', id], {env: sb.env})
  record = JSON.parse((await runCli(['bolepix', 'get', id, '--json'], {env: sb.env})).stdout)
}, 60_000)
afterAll(async () => {
  await sb?.close()
})

describe('MCP report and decode', () => {
  it('are offered read-only; report gives pt-BR amounts in the text and exact cents, as payctl report --json', async () => {
    const mcp = await startMcp([], {env: sb.env, cleanup: onTestFinished})
    const names = (await mcp.client.listTools()).tools.map((t) => t.name)
    expect(names).toEqual(expect.arrayContaining(['report', 'decode']))
    const r = await mcp.call('report', {since: '1h'})
    expect(r.isError, textOf(r)).toBeFalsy()
    expect(textOf(r)).toMatch(/paid +1 {2}R\$ 1\.234,56/)
    expect(textOf(r)).toContain('Not in the API: fees')
    const cli = JSON.parse((await runCli(['report', '--since', '1h', '--json'], {env: sb.env})).stdout)
    expect(r.structuredContent!.total).toEqual(cli.total)
    expect((r.structuredContent!.total as any).bolepix.paid).toEqual({count: 1, amount: 1234.56, amountCents: 123456})
    const bad = await mcp.call('report', {since: 'someday', by: 'year'})
    expect(bad.isError).toBe(true)
  })

  it("decode reads the sandbox's line and Pix code whole and finds the charge; a wrong digit is named", async () => {
    const mcp = await startMcp([], {env: sb.env, cleanup: onTestFinished})
    const line = await mcp.call('decode', {text: record.digitableLine})
    expect(line.isError, textOf(line)).toBeFalsy()
    expect(textOf(line)).toContain('amount: R$ 1.234,56')
    expect(line.structuredContent).toMatchObject({
      kind: 'boleto',
      typedLine: record.digitableLine,
      amount: 1234.56,
      amountCents: 123456,
      matches: [{invoiceId: id, by: 'typed line'}],
    })
    const pix = await mcp.call('decode', {text: record.pixCode})
    expect(textOf(pix)).toContain(`code: ${record.pixCode}`)
    expect(pix.structuredContent).toMatchObject({
      kind: 'pix',
      code: record.pixCode,
      amountCents: 123456,
      matches: [{invoiceId: id, by: 'pix code'}],
    })
    const crc = await mcp.call('decode', {text: `${record.pixCode.slice(0, -1)}${record.pixCode.endsWith('0') ? '1' : '0'}`, offline: true})
    expect(crc.isError).toBe(true)
    expect(textOf(crc)).toContain('CRC (field 63)')
    // A utility bill as printed: read (not refused as a card number), never matched to the seller's charges.
    const printed = '82680000001-8 09880010070-7 02410202400-7 00020510451-6'
    const bill = await mcp.call('decode', {text: printed})
    expect(bill.isError, textOf(bill)).toBeFalsy()
    expect(textOf(bill)).toContain(`typed line: ${printed}`)
    expect(bill.structuredContent).toMatchObject({kind: 'arrecadacao', amountCents: 10988, matches: null})
  })
})
