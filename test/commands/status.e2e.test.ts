/**
 * `payctl status` against a service that is not a payctl sandbox (a recording server): one request checks the token
 * (GET /_sandbox/clock answers 404, then GET /bolepix/invoices?sellerId=), and the exit code says whether it was
 * accepted (docs/tokens.md#reading-a-token). The sandbox case, and tokens in the keyring: test/config/keyring.e2e.test.ts.
 * Spawned: for two runs, two process starts (1.3-1.6 s the file) cost less than loading the commands into the test's
 * process (2.5-2.7 s, measured side by side).
 */
import {createServer} from 'node:net'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {runCli} from '../helpers/cli.js'
import {sendJson, startRecordingServer, type RecordingServer} from '../helpers/recording-server.js'

const TOKEN = 'acc_status_0123456789abcdef'
let server: RecordingServer

beforeAll(async () => {
  server = await startRecordingServer((req, res) => {
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return sendJson(res, 401, {errors: {detail: 'Unauthorized'}})
    if (req.path === '/bolepix/invoices') return sendJson(res, 200, [])
    sendJson(res, 404, {errors: {detail: 'Not Found'}})
  })
})
afterAll(() => server.close())

const env = (token: string) => ({PAYCTL_BASE_URL: server.url, PAYCTL_SELLER_ID: 'seller-1', PAYCTL_ACCESS_TOKEN: token})

describe('payctl status', () => {
  it('a token the service accepts: exit 0, not a sandbox, tokens from the environment, checked with the seller list', async () => {
    const before = server.requests.length
    const r = await runCli(['status', '--json'], {env: env(TOKEN)})
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    expect(JSON.parse(r.stdout)).toMatchObject({
      profile: 'default',
      profileStored: false,
      baseUrl: {value: server.url, source: 'env'},
      sellerId: {value: 'seller-1', source: 'env'},
      sandbox: false,
      tokens: {access: 'env', client: null, refresh: null},
      access: {accepted: true, checkedWith: 'GET /bolepix/invoices?sellerId=', error: null},
    })
    expect(server.requests.slice(before).map((q) => `${q.method} ${q.path}`)).toEqual(['GET /_sandbox/clock', 'GET /bolepix/invoices'])
  })

  it('a refused token: exit 4, the report still printed, the token never shown', async () => {
    const r = await runCli(['status'], {env: env('acc_wrong_token_000000000')})
    expect(r.code).toBe(4)
    expect(r.stdout).toContain('tokens        access-token env, client-token none, refresh-token none\n')
    expect(r.stdout).toMatch(/access token {2}refused: HTTP 401 Unauthorized/)
    expect(r.stdout + r.stderr).not.toContain('acc_wrong_token_000000000')
  })

  it('a service that is down: the profile, base URL, seller and token sources first, then the error (exit 1)', async () => {
    const closed = createServer()
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r))
    const port = (closed.address() as {port: number}).port
    await new Promise((r) => closed.close(r))
    const down = {...env(TOKEN), PAYCTL_BASE_URL: `http://127.0.0.1:${port}`}
    const r = await runCli(['status'], {env: down})
    expect(r.code).toBe(1)
    expect(r.stdout).toMatch(/^profile {7}default \(not stored\) — /)
    expect(r.stdout).toContain(`base URL      http://127.0.0.1:${port} (env)\n`)
    expect(r.stdout).toContain('seller        seller-1 (env)\n')
    expect(r.stdout).toContain('tokens        access-token env, client-token none, refresh-token none\n')
    expect(r.stdout).toContain('access token  not checked: the service could not be reached\n')
    expect(r.stderr).toBe(`error: cannot connect to 127.0.0.1:${port}: connection refused (is the service running?)\n`)
    // --json: one JSON value on stdout, the error.
    const json = await runCli(['status', '--json'], {env: down})
    expect(json.code).toBe(1)
    expect(JSON.parse(json.stdout)).toHaveProperty('error')
  })
})
