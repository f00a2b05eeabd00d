import {describe, expect, test} from 'vitest'
import {runInProcess} from '../../helpers/in-process.js'
import {sendJson, startRecordingServer} from '../../helpers/recording-server.js'

const ACCESS = 'access-token-for-webhook-tests'
const env = (url: string) => ({PAYCTL_BASE_URL: url, PAYCTL_ACCESS_TOKEN: ACCESS})

describe.concurrent('payctl webhook', {timeout: 60_000}, () => {
  test('create sends exactly {"webhook": {events, target, authorization}} with POST and the Bearer token', async () => {
    const api = await startRecordingServer((_req, res) => sendJson(res, 201, {data: {id: 'wh-9', target: 'https://example.com/hook'}}))
    const r = await runInProcess(
      [
        'webhook',
        'create',
        '--target',
        'https://example.com/hook',
        '--event',
        'PAYMENT.*',
        '--event',
        'charge-in',
        '--authorization',
        'given-token-123456',
      ],
      {env: env(api.url)},
    )
    await api.close()
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    expect(api.requests).toHaveLength(1)
    const req = api.requests[0]!
    expect(req.method).toBe('POST')
    expect(req.path).toBe('/api/webhooks')
    expect(req.headers.authorization).toBe(`Bearer ${ACCESS}`)
    expect(req.headers['content-type']).toBe('application/json')
    expect(req.body).toBe(
      '{"webhook":{"events":["PAYMENT.*","charge-in"],"target":"https://example.com/hook","authorization":"given-token-123456"}}',
    )
    expect(r.stdout).toContain('webhook created: wh-9')
    expect(r.stdout).toMatch(
      /PAYMENT\.\* +covers PAYMENT\.CREATED, PAYMENT\.PAID, PAYMENT\.PRE_AUTHORIZED, PAYMENT\.CANCELLED, PAYMENT\.DECLINED/,
    )
    expect(r.stdout).toMatch(/charge-in +covers charge-in\n/)
    // A token the user gave is not echoed back.
    expect(r.stdout).not.toContain('given-token-123456')
    expect(r.stdout).toContain('give…3456 (as given)')
  })

  test('without --authorization a 32-byte base64url token is generated, sent, and shown once', async () => {
    const api = await startRecordingServer((_req, res) => sendJson(res, 201, {data: {id: 'wh-1'}}))
    const r = await runInProcess(['webhook', 'create', '--target', 'http://127.0.0.1:4242', '--event', '*'], {env: env(api.url)})
    await api.close()
    expect(r.code).toBe(0)
    const sent = (api.requests[0]!.json as {webhook: {authorization: string}}).webhook.authorization
    expect(sent).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(r.stdout.split(sent).length - 1).toBe(1)
    expect(r.stderr).not.toContain(sent)
    expect(r.stderr).toContain('keep the authorization token: it is shown only now')
    // `*` works on the sandbox only.
    expect(r.stderr).toContain(
      'warning: event pattern "*" works on the sandbox, but the real service documents only exact names and CATEGORY.*',
    )
  })

  test('--json prints the API answer unchanged; the generated token goes to stderr', async () => {
    const answer = {data: {id: 'wh-2', target: 'https://example.com/h', events: ['ORDER.*'], inserted_at: '2026-05-01T10:00:00Z'}}
    const api = await startRecordingServer((_req, res) => sendJson(res, 201, answer))
    const r = await runInProcess(['webhook', 'create', '--target', 'https://example.com/h', '--event', 'ORDER.*', '--json'], {
      env: env(api.url),
    })
    await api.close()
    expect(r.code).toBe(0)
    expect(JSON.parse(r.stdout)).toEqual(answer)
    const sent = (api.requests[0]!.json as {webhook: {authorization: string}}).webhook.authorization
    expect(r.stderr).toContain(`authorization token (generated, shown only now; keep it): ${sent}`)
  })

  test('warns on patterns that match no known event or that the real service may refuse', async () => {
    const api = await startRecordingServer((_req, res) => sendJson(res, 201, {data: {id: 'wh-3'}}))
    const r = await runInProcess(
      [
        'webhook',
        'create',
        '--target',
        'https://example.com/h',
        '--event',
        'REFUND.*',
        '--event',
        'charge-*',
        '--authorization',
        'tok-123456',
      ],
      {env: env(api.url)},
    )
    await api.close()
    expect(r.code).toBe(0)
    expect(r.stderr).toContain('warning: event pattern "REFUND.*" matches none of the known events')
    expect(r.stderr).not.toMatch(/"REFUND\.\*" works on the sandbox/)
    expect(r.stderr).toContain('warning: event pattern "charge-*" works on the sandbox')
    expect(r.stdout).toMatch(/charge-\* +covers charge-create, charge-in, charge-cancelled/)
    expect(r.stdout).toMatch(/REFUND\.\* +covers no known event/)
  })

  test('invalid target or pattern: exit 2 naming every field, nothing sent', async () => {
    const api = await startRecordingServer()
    const r = await runInProcess(
      ['webhook', 'create', '--target', 'not a url', '--event', 'PAY MENT', '--event', 'ok', '--authorization', 'tok-123456'],
      {env: env(api.url)},
    )
    const r2 = await runInProcess(['webhook', 'create', '--target', 'https://example.com', '--event', 'PAYMENT.*', '--json'], {
      env: env(api.url),
    })
    await api.close()
    expect(r.code).toBe(2)
    expect(r.stderr).toContain(
      'invalid webhook: webhook.events[0]: must be an event name or a pattern ending in * (PAYMENT.*); webhook.target: must be an http(s) URL',
    )
    expect(api.requests).toHaveLength(1) // only the valid second run
    expect(r2.code).toBe(0)
  })

  test('warns when the target is a local address and the API is remote', async () => {
    const r = await runInProcess(
      ['webhook', 'create', '--target', 'http://127.0.0.1:4242', '--event', 'charge-in', '--authorization', 'tok-123456'],
      {
        env: env('https://api.invalid'),
      },
    )
    expect(r.stderr).toContain('warning: http://127.0.0.1:4242 is a local address: the service at https://api.invalid cannot reach it')
    expect(r.code).toBe(1) // and the unknown host fails the request
  })

  test('list: GET /api/webhooks, a table with masked tokens, or the bare array with --json', async () => {
    const hooks = [
      {
        id: 'wh-1',
        target: 'https://example.com/a',
        events: ['PAYMENT.*', 'ORDER.*'],
        authorization: 'secret-token-abcdefghij',
        inserted_at: '2026-05-01T10:00:00Z',
      },
      {id: 'wh-2', target: 'https://example.com/b', events: ['charge-in']},
    ]
    const api = await startRecordingServer((_req, res) => sendJson(res, 200, {data: hooks}))
    const table = await runInProcess(['webhook', 'list'], {env: env(api.url)})
    const json = await runInProcess(['webhook', 'list', '--json'], {env: env(api.url)})
    await api.close()
    expect(api.requests.map((r) => [r.method, r.path, r.headers.authorization])).toEqual([
      ['GET', '/api/webhooks', `Bearer ${ACCESS}`],
      ['GET', '/api/webhooks', `Bearer ${ACCESS}`],
    ])
    const lines = table.stdout.split('\n')
    expect(lines[0]).toBe('ID\tTARGET\tEVENTS\tAUTHORIZATION\tCREATED')
    expect(lines[1]).toMatch(/^wh-1\thttps:\/\/example\.com\/a\tPAYMENT\.\*, ORDER\.\*\tsecr…ghij\t2026-05-01 \d\d:00:00$/)
    expect(lines[2]).toBe('wh-2\thttps://example.com/b\tcharge-in\t\t')
    expect(table.stdout).not.toContain('secret-token-abcdefghij')
    expect(JSON.parse(json.stdout)).toEqual(hooks.map((h) => (h.authorization ? {...h, authorization: 'secr…ghij'} : h)))
    expect(json.stdout).not.toContain('secret-token-abcdefghij')
  })
})
