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
import {maskSecret, redactJsonValue} from '../../src/util/redact.js'
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
  // A card's number token charges the card, as the other names say a secret, in any case, snake, camel or kebab.
  number_token: 'number-token-value-0010',
  numberToken: 'number-token-value-0011',
  private_key: 'private-key-value-0012',
  privateKey: 'private-key-value-0013',
  'PRIVATE-KEY': 'private-key-value-0014',
  credentials: 'credentials-value-0015',
  clientCredentials: 'credentials-value-0016',
  auth: 'auth-value-0017',
  basicAuth: 'auth-value-0018',
  'x-auth': 'auth-value-0019',
  pwd: 'pwd-value-0020',
  PWD: 'pwd-value-0021',
  pin: 'pin-value-0022',
  card_pin: 'pin-value-0023',
  userPin: 'pin-value-0024',
  otp: 'otp-value-0025',
  'X-OTP': 'otp-value-0026',
}
const RECORD = {
  id: 'w-1',
  target: 'https://example.invalid/hook',
  // Names that merely end in the letters of a short secret word are not secret-named.
  spin: 'spin-shown-0027',
  shipping: 'shipping-shown-0028',
  totp_period: 'totp-period-shown-0029',
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
  for (const shown of ['spin-shown-0027', 'shipping-shown-0028', 'totp-period-shown-0029']) expect(text, where).toContain(shown)
}

describe('one redaction policy, every sink', () => {
  it('masks secret-named fields in --json, --jsonl, --csv, --jq input, stream lines and records', async () => {
    expectMasked(await printed('json', (o) => o.printJson(RECORD)), 'printJson')
    expectMasked(await printed('json', (o) => o.list([RECORD], view)), '--json list')
    expectMasked(await printed('jsonl', (o) => o.list([RECORD], view)), '--jsonl list')
    const named = Object.keys(SECRETS)
    expectMasked(
      await printed('csv', (o) => o.list([RECORD], {...view, fields: [...view.fields, ...named, 'spin', 'shipping', 'totp_period']})),
      '--csv list',
    )
    expectMasked(
      await printed(
        'json',
        (o) => o.list([RECORD], view),
        '.[0] | [.authorization, .apiKey, .number_token, .nested, .spin, .shipping, .totp_period]',
      ),
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

  it("masks every part of a secret made of parts, and a credit card's token", () => {
    const clean = redactJsonValue({
      credentials: {user: 'cred-user-0030', key: 'cred-key-0031', list: ['cred-item-0032', 4321]},
      auth: ['auth-user-0033', 'auth-pass-0034'],
      payment: {credit: {credit_card: {token: 'card-token-value-0035'}}},
    })
    const text = JSON.stringify(clean)
    for (const v of [
      'cred-user-0030',
      'cred-key-0031',
      'cred-item-0032',
      '4321',
      'auth-user-0033',
      'auth-pass-0034',
      'card-token-value-0035',
    ]) {
      expect(text).not.toContain(v)
    }
    expect(Object.keys((clean as {credentials: object}).credentials)).toEqual(['user', 'key', 'list'])
  })

  it('reads an object under a *token name field by field: config list --json says where each token comes from', () => {
    const settings = {'access-token': {value: 'access-token-123456', source: 'keyring'}, 'client-token': {value: null, source: 'env'}}
    expect(redactJsonValue(settings, ['access-token-123456'])).toEqual({
      'access-token': {value: maskSecret('access-token-123456'), source: 'keyring'},
      'client-token': {value: null, source: 'env'},
    })
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
