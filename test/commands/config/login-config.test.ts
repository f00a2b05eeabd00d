import {chmodSync, readFileSync, statSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {tempDir} from '../../helpers/cli.js'
import {runInProcess} from '../../helpers/in-process.js'
import {sendJson, startRecordingServer, type RecordingServer} from '../../helpers/recording-server.js'

const ACCESS = 'acc_9f8e7d6c5b4a39281706'
const CLIENT = 'cli_1a2b3c4d5e6f7a8b9c0d'
const REFRESH = 'ref_0a9b8c7d6e5f4a3b2c1d'

let server: RecordingServer

beforeAll(async () => {
  server = await startRecordingServer((req, res) => {
    if (req.headers.authorization !== `Bearer ${ACCESS}`) return sendJson(res, 401, {errors: {detail: 'Unauthorized'}})
    if (req.query.sellerId === 'seller-of-someone-else')
      return sendJson(res, 403, {errors: {detail: 'Forbidden: the seller id is not the one of this token'}})
    if (req.path === '/bolepix/invoices')
      return sendJson(res, 200, [
        {invoiceId: 'inv-1', status: 'PENDING'},
        {invoiceId: 'inv-2', status: 'PAID'},
      ])
    sendJson(res, 404, {errors: {detail: 'Not Found'}})
  })
})
afterAll(() => server.close())

function noSecrets(text: string) {
  for (const s of [ACCESS, CLIENT, REFRESH]) expect(text).not.toContain(s)
}

async function login(dir: string, extra: string[] = [], input = `${ACCESS}\n${CLIENT}\n${REFRESH}\n`) {
  return runInProcess(['login', '--base-url', server.url, '--seller-id', 'seller-1', '--with-token', ...extra], {
    env: {PAYCTL_CONFIG_DIR: dir},
    input,
  })
}

describe('login and config, end to end', () => {
  it('stores a verified profile 0600 in a 0700 folder and never prints a secret', async () => {
    const dir = join(tempDir(), 'cfg')
    const r = await login(dir, ['--debug'])
    expect(r.code).toBe(0)
    expect(r.stdout).toContain('seller seller-1 has 2 Bolepix charges')
    noSecrets(r.stdout + r.stderr)
    const verify = server.requests.at(-1)!
    expect(verify.method).toBe('GET')
    expect(verify.path).toBe('/bolepix/invoices')
    expect(verify.query).toEqual({sellerId: 'seller-1'})
    expect(verify.headers['content-type']).toBe('application/json')
    expect(statSync(dir).mode & 0o777).toBe(0o700)
    const file = join(dir, 'config.json')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const stored = JSON.parse(readFileSync(file, 'utf8'))
    expect(stored.profiles.default).toMatchObject({
      baseUrl: server.url,
      sellerId: 'seller-1',
      accessToken: ACCESS,
      clientToken: CLIENT,
      refreshToken: REFRESH,
    })

    const list = await runInProcess(['config', 'list'], {env: {PAYCTL_CONFIG_DIR: dir}})
    expect(list.code).toBe(0)
    expect(list.stdout).toContain('access-token\tacc_…1706\tprofile')
    noSecrets(list.stdout + list.stderr)
    const json = JSON.parse((await runInProcess(['config', 'list', '--json'], {env: {PAYCTL_CONFIG_DIR: dir}})).stdout)
    expect(json.settings['seller-id']).toEqual({value: 'seller-1', source: 'profile'})
    // Defaults in force are shown with their source: the timeout was shown as unset.
    expect(json.settings.timeout).toEqual({value: '120s', source: 'default'})
    expect(list.stdout).toContain('timeout\t120s\tdefault')

    const api = await runInProcess(['api', 'GET', '/bolepix/invoices?sellerId=seller-1', '--debug'], {env: {PAYCTL_CONFIG_DIR: dir}})
    expect(api.code).toBe(0)
    expect(JSON.parse(api.stdout)).toHaveLength(2)
    expect(api.stderr).toContain('[debug] -->')
    noSecrets(api.stdout + api.stderr)
  })

  it('refuses to save a token the API rejects (exit 4) and saves nothing', async () => {
    const dir = join(tempDir(), 'cfg')
    const r = await login(dir, [], 'not_the_right_token_123\n')
    expect(r.code).toBe(4)
    // Which value was refused, and what to check: not "run payctl login", the command just run.
    expect(r.stderr).toBe(
      `error: ${server.url} refused the access token (HTTP 401 Unauthorized); check the token piped on stdin. Nothing was saved.\n`,
    )
    expect(r.stderr).not.toContain('not_the_right_token_123')
    const profiles = await runInProcess(['config', 'profiles', '--json'], {env: {PAYCTL_CONFIG_DIR: dir}})
    expect(JSON.parse(profiles.stdout)).toEqual([])
  })

  it('a token of another seller: the seller id is the value named as refused (403)', async () => {
    const dir = join(tempDir(), 'cfg')
    const r = await runInProcess(['login', '--base-url', server.url, '--seller-id', 'seller-of-someone-else', '--with-token'], {
      env: {PAYCTL_CONFIG_DIR: dir},
      input: `${ACCESS}\n`,
    })
    expect(r.code).toBe(4)
    expect(r.stderr).toContain(
      `error: ${server.url} for seller seller-of-someone-else refused the seller id (HTTP 403 Forbidden: the seller id is not the one of this token); check --seller-id`,
    )
  })

  it('without a terminal and without --with-token, login exits 2 and says what to pass', async () => {
    const r = await runInProcess(['login'], {})
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('--with-token')
  })

  it('applies flags > environment > profile > defaults', async () => {
    const dir = join(tempDir(), 'cfg')
    expect((await login(dir)).code).toBe(0)
    const get = (args: string[], env: Record<string, string> = {}) =>
      runInProcess(['config', 'get', ...args, '--json'], {env: {PAYCTL_CONFIG_DIR: dir, ...env}})
    expect(JSON.parse((await get(['seller-id'])).stdout)).toMatchObject({value: 'seller-1', source: 'profile'})
    expect(JSON.parse((await get(['seller-id'], {PAYCTL_SELLER_ID: 'from-env'})).stdout)).toMatchObject({value: 'from-env', source: 'env'})
    const empty = join(tempDir(), 'cfg')
    expect(
      JSON.parse((await runInProcess(['config', 'get', 'base-url', '--json'], {env: {PAYCTL_CONFIG_DIR: empty}})).stdout),
    ).toMatchObject({
      value: 'http://127.0.0.1:4010',
      source: 'default',
    })
    // The environment beats the profile for tokens too: the first request carries the env token; its 401 then
    // triggers the refresh flow with the profile's refresh token.
    const before = server.requests.length
    await runInProcess(['api', 'GET', '/bolepix/invoices?sellerId=x'], {
      env: {PAYCTL_CONFIG_DIR: dir, PAYCTL_ACCESS_TOKEN: 'env_token_zzzzzzzzzz'},
    })
    const sent = server.requests.slice(before)
    expect(sent[0]!.headers.authorization).toBe('Bearer env_token_zzzzzzzzzz')
    expect(sent[1]).toMatchObject({method: 'POST', path: '/api/seller-1/tokens', body: '{}'})
    expect(sent[1]!.headers.authorization).toBe(`Bearer ${REFRESH}`)
    // PAYCTL_BASE_URL beats the profile's base URL.
    expect(JSON.parse((await get(['base-url', '--profile', 'default'], {PAYCTL_BASE_URL: 'http://10.9.9.9:1'})).stdout)).toMatchObject({
      source: 'env',
    })
  })

  it('config set reads secrets from stdin, never echoes them, and use/unset/logout work', async () => {
    const dir = join(tempDir(), 'cfg')
    const set = await runInProcess(['config', 'set', 'client-token', '-', '--profile', 'work'], {
      env: {PAYCTL_CONFIG_DIR: dir},
      input: `${CLIENT}\n`,
    })
    expect(set.code).toBe(0)
    noSecrets(set.stdout + set.stderr)
    expect((await runInProcess(['config', 'set', 'base-url', 'ftp://x'], {env: {PAYCTL_CONFIG_DIR: dir}})).code).toBe(2)
    expect((await runInProcess(['config', 'set', 'colour', 'x'], {env: {PAYCTL_CONFIG_DIR: dir}})).stderr).toContain('unknown key "colour"')
    expect((await runInProcess(['config', 'use', 'nope'], {env: {PAYCTL_CONFIG_DIR: dir}})).code).toBe(2)
    expect((await runInProcess(['config', 'use', 'work'], {env: {PAYCTL_CONFIG_DIR: dir}})).code).toBe(0)
    const got = await runInProcess(['config', 'get', 'client-token'], {env: {PAYCTL_CONFIG_DIR: dir}})
    expect(got.stdout.trim()).toBe('cli_…9c0d')
    expect((await runInProcess(['config', 'unset', 'client-token'], {env: {PAYCTL_CONFIG_DIR: dir}})).code).toBe(0)
    expect(JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')).profiles.work.clientToken).toBeUndefined()
    const out = await runInProcess(['logout', '--profile', 'work', '--all'], {env: {PAYCTL_CONFIG_DIR: dir}})
    expect(out.code).toBe(0)
    expect(JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')).profiles.work).toBeUndefined()
  })

  it('re-checks the modes on every load and fixes loosened ones with a warning', async () => {
    const dir = join(tempDir(), 'cfg')
    expect((await login(dir)).code).toBe(0)
    chmodSync(dir, 0o755)
    chmodSync(join(dir, 'config.json'), 0o644)
    const r = await runInProcess(['config', 'list'], {env: {PAYCTL_CONFIG_DIR: dir}})
    expect(r.code).toBe(0)
    expect(r.stderr).toContain('fixed to 700')
    expect(r.stderr).toContain('fixed to 600')
    expect(statSync(dir).mode & 0o777).toBe(0o700)
    expect(statSync(join(dir, 'config.json')).mode & 0o777).toBe(0o600)
  })
  it('a config file that is not JSON is named, with what to do, and left untouched (exit 2)', async () => {
    const dir = join(tempDir(), 'cfg')
    expect((await login(dir)).code).toBe(0)
    const file = join(dir, 'config.json')
    writeFileSync(file, '{"profiles": {', {mode: 0o600})
    for (const args of [
      ['config', 'list'],
      ['bolepix', 'list'],
      ['config', 'set', 'base-url', 'https://x.test'],
    ]) {
      const r = await runInProcess(args, {env: {PAYCTL_CONFIG_DIR: dir}})
      expect(r.code).toBe(2)
      expect(r.stderr).toContain(`the config file ${file} is not valid JSON`)
      expect(r.stderr).toContain('fix it, or remove it')
      expect(r.stderr).not.toMatch(/\n\s+at /)
    }
    expect(readFileSync(file, 'utf8')).toBe('{"profiles": {')
  })

  // Failed on earlier code: V8's message, printed whole, quoted the file around the fault: the token.
  it('a config file that is not JSON is named by path and position only: none of its text (tokens) is printed, --json included', async () => {
    const dir = join(tempDir(), 'cfg')
    expect((await login(dir)).code).toBe(0)
    const file = join(dir, 'config.json')
    const broken = [
      '{"profiles": {"default": {"accessToken": tok_live_SECRETSECRET, "baseUrl": "https://x.test"}}}',
      '{"profiles": {"default": {"accessToken": "tok_live_SECRETSECRET"}}}tok_live_SECRETSECRET',
      '{"profiles": {"default": {\n  "accessToken": "tok_live_SECRETSECRET",\n  "clientToken": tSECRETSECRET}}}',
    ]
    const where = [
      'line 1, column 43: an unexpected character where a value should be',
      'line 1, column 68: more text after the JSON value',
      'line 3, column 19: an unexpected character where a value should be',
    ]
    for (const [i, text] of broken.entries()) {
      writeFileSync(file, text, {mode: 0o600})
      for (const args of [
        ['config', 'list'],
        ['config', 'list', '--json'],
        ['bolepix', 'list', '--json'],
      ]) {
        const r = await runInProcess(args, {env: {PAYCTL_CONFIG_DIR: dir}})
        expect(r.code).toBe(2)
        expect(r.stderr).toContain(`the config file ${file} is not valid JSON (at ${where[i]}): fix it, or remove it`)
        for (const out of [r.stdout, r.stderr]) expect(out).not.toMatch(/SECRET|tok_|"profiles|accessToken/)
        if (args.includes('--json')) expect(JSON.parse(r.stdout)).toMatchObject({error: {message: expect.stringContaining(where[i]!)}})
      }
      expect(readFileSync(file, 'utf8')).toBe(text)
    }
  })

  it('profiles written by one command are read by the next (the read path parses the file conf writes)', async () => {
    const dir = join(tempDir(), 'cfg')
    const env = {PAYCTL_CONFIG_DIR: dir}
    expect((await login(dir, ['--profile', 'one'])).code).toBe(0)
    expect((await runInProcess(['config', 'set', 'timeout', '45s', '--profile', 'two'], {env})).code).toBe(0)
    expect((await runInProcess(['config', 'use', 'two'], {env})).code).toBe(0)
    expect((await runInProcess(['config', 'get', 'timeout'], {env})).stdout.trim()).toBe('45s')
    expect((await runInProcess(['config', 'profiles'], {env})).stdout).toMatch(/one[\s\S]*two/)
    expect((await runInProcess(['logout', '--all', '--profile', 'one'], {env})).code).toBe(0)
    const stored = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8'))
    expect(stored).toEqual({profiles: {two: {timeout: '45s'}}, currentProfile: 'two'})
  })
})
