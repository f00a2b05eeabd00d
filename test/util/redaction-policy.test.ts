/**
 * One redaction policy (src/util/redact.ts redactJsonValue) applied to every sink: --json, --jsonl,
 * --csv, --jq's input, a stream's lines, human record lines, MCP results and --debug bodies. Secret-named fields
 * (authorization, securityCode, cvv, cvv2, apiKey/api_key/x-api-key, case-insensitive) are masked in all of them.
 * On the old code --debug masked by key name while stdout JSON, CSV and MCP masked only tokens in force and card
 * numbers: this test failed for every sink but --debug.
 */
import {Writable} from 'node:stream'
import {describe, expect, it} from 'vitest'
import {Transport} from '../../src/api/transport.js'
import {okResult} from '../../src/mcp/result.js'
import {Output, type DataFormat} from '../../src/render/output.js'
import {compileJq} from '../../src/render/jq.js'
import {redactJsonValue} from '../../src/util/redact.js'
import {sendJson, startRecordingServer} from '../helpers/recording-server.js'

const SECRETS = {
  authorization: 'hook-secret-authorization-0001',
  securityCode: 'sec-code-value-0002',
  cvv: 'cvv-value-0003',
  cvv2: 'cvv2-value-0004',
  apiKey: 'api-key-value-0005',
  api_key: 'api-key-value-0006',
  'x-api-key': 'api-key-value-0007',
  'X-API-KEY': 'api-key-value-0008',
  Authorization: 'Bearer api-key-value-0009',
}
const RECORD = {
  id: 'w-1',
  target: 'https://example.invalid/hook',
  number_token: 'number-token-shown-0010',
  ...SECRETS,
  nested: [{...SECRETS}],
}
const values = Object.values(SECRETS)

class Sink extends Writable {
  text = ''
  isTTY = false
  columns = 120
  override _write(chunk: Buffer, _enc: BufferEncoding, cb: () => void) {
    this.text += chunk.toString()
    cb()
  }
}

async function printed(format: DataFormat | undefined, act: (out: Output) => Promise<void> | void, jq?: string): Promise<string> {
  const stdout = new Sink()
  const stderr = new Sink()
  const out = new Output({
    json: format !== undefined,
    format,
    jq: jq ? await compileJq(jq) : undefined,
    stdout: stdout as unknown as NodeJS.WriteStream,
    stderr: stderr as unknown as NodeJS.WriteStream,
    env: {NO_COLOR: '1'},
  })
  await act(out)
  return stdout.text + stderr.text
}

const view = {
  empty: 'none',
  fields: ['id', 'authorization', 'apiKey', 'nested'],
  columns: [{header: 'ID', key: 'id', kind: 'id' as const, get: (r: typeof RECORD) => r.id}],
}

function expectMasked(text: string, where: string) {
  for (const v of values) expect(text, `${where}: ${v}`).not.toContain(v)
  expect(text, where).toContain('number-token-shown-0010')
}

describe('one redaction policy, every sink', () => {
  it('masks secret-named fields in --json, --jsonl, --csv, --jq input, stream lines and records', async () => {
    expectMasked(await printed('json', (o) => o.printJson(RECORD)), 'printJson')
    expectMasked(await printed('json', (o) => o.list([RECORD], view)), '--json list')
    expectMasked(await printed('jsonl', (o) => o.list([RECORD], view)), '--jsonl list')
    expectMasked(await printed('csv', (o) => o.list([RECORD], {...view, fields: [...view.fields, 'number_token']})), '--csv list')
    expectMasked(
      await printed('json', (o) => o.list([RECORD], view), '.[0] | [.authorization, .apiKey, .number_token, .nested]'),
      '--jq list',
    )
    expectMasked(await printed('json', (o) => o.printLine(RECORD), 'tojson'), '--jq stream line')
    expectMasked(await printed('jsonl', (o) => o.printLine(RECORD)), 'stream line')
    expectMasked(await printed('json', (o) => o.record(RECORD, [])), 'record --json')
  })

  it('masks them in MCP results', () => {
    const r = okResult({data: RECORD, summary: 'one webhook'}, [], {baseUrl: 'http://127.0.0.1:1', profileName: 'default'}, [])
    expectMasked(JSON.stringify(r), 'MCP result')
  })

  it('masks them in --debug bodies, sent and received', async () => {
    const server = await startRecordingServer((_req, res) => sendJson(res, 200, RECORD))
    try {
      const lines: string[] = []
      const t = new Transport({
        baseUrl: server.url,
        credentials: {accessToken: 'access-token-123456'},
        debug: (l) => lines.push(l),
        retry: {maxAttempts: 1},
      })
      await t.request({method: 'POST', path: '/api/webhooks', body: RECORD, auth: 'access'})
      await t.close()
      const text = lines.join('\n')
      for (const v of values) expect(text).not.toContain(v)
    } finally {
      await server.close()
    }
  })

  it('leaves them only when asked (payctl api --show-secrets), never card numbers or tokens in force', () => {
    const shown = JSON.stringify(
      redactJsonValue({...RECORD, card: '4111 1111 1111 1111', echo: 'access-token-123456'}, ['access-token-123456'], {
        showSecretFields: true,
      }),
    )
    for (const v of values) expect(shown).toContain(v)
    expect(shown).not.toContain('4111 1111 1111 1111')
    expect(shown).not.toContain('access-token-123456')
  })
})

describe('a Pix txid under the key txid (bolepix decode --json), as inside its BR Code (util/payment-codes.ts)', () => {
  // Its digit run 4582049148409 passes Luhn: as a free value it is masked (seen once in .ci/run, with the sandbox's
  // txid of a random charge id); under `txid`, letters and digits, it is kept, as in the code printed beside it.
  const txid = '0c45820491484093b3d115f02'
  it('keeps a txid of letters and digits whole, and masks one of digits only or the same value under another key', () => {
    expect(redactJsonValue({txid})).toEqual({txid})
    expect(redactJsonValue({note: txid})).toEqual({note: '0c458204***84093b3d115f02'})
    expect(redactJsonValue({txid: '4111111111111111'})).toEqual({txid: '411111******1111'})
    expect(redactJsonValue({txid: 'x4111111111111111 1'})).not.toEqual({txid: 'x4111111111111111 1'})
  })
})
