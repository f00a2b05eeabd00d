/**
 * What the config commands refuse (docs/contract.md#configuration): a config file or folder that is a symbolic link,
 * and a base URL that carries credentials, from every source, without echoing the password. Also the warning for a
 * plain http:// base URL to another machine. In-process (helpers/in-process.ts): what is refused is the commands' logic.
 */
import {chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {tempDir, type RunResult} from '../../helpers/cli.js'
import {runInProcess} from '../../helpers/in-process.js'
import {sendJson, startRecordingServer, type RecordingServer} from '../../helpers/recording-server.js'

const ACCESS = 'acc_5e6f7a8b9c0d1e2f3a4b'
const PASSWORD = 'Hunter2Password'

let server: RecordingServer

beforeAll(async () => {
  server = await startRecordingServer((req, res) => sendJson(res, req.headers.authorization === `Bearer ${ACCESS}` ? 200 : 401, []))
})
afterAll(() => server.close())

const posixOnly = process.platform === 'win32' ? it.skip : it

/** What a run left in the config folder (none: it may not have been created). */
const leftIn = (dir: string) => (existsSync(dir) ? readdirSync(dir) : [])

/** One line on stderr, `error: …`, and nothing on stdout but a --json error. */
function oneLineError(r: RunResult, code: number): string {
  expect(r.code, r.stderr).toBe(code)
  expect(r.stderr.trimEnd().split('\n')).toHaveLength(1)
  expect(r.stderr).toMatch(/^error: /)
  return r.stderr
}

describe('a config file or folder that is a symbolic link is refused, untouched', () => {
  function target(base: string): {file: string; text: string} {
    const file = join(base, 'other.json')
    const text = '{"profiles": {"victim": {"sellerId": "keep-me"}}}\n'
    writeFileSync(file, text)
    chmodSync(file, 0o644)
    return {file, text}
  }

  posixOnly(
    'config.json → another file: config set, login, config list and bolepix list exit 2 with one line; the target keeps mode and bytes',
    async () => {
      const base = tempDir()
      const dir = join(base, 'cfg')
      mkdirSync(dir, {mode: 0o700})
      const other = target(base)
      symlinkSync(other.file, join(dir, 'config.json'))
      const env = {PAYCTL_CONFIG_DIR: dir}
      const runs = [
        await runInProcess(['config', 'set', 'seller-id', 'seller-1'], {env}),
        await runInProcess(['login', '--base-url', server.url, '--seller-id', 's', '--with-token'], {env, input: `${ACCESS}\n`}),
        await runInProcess(['config', 'list'], {env}),
        await runInProcess(['bolepix', 'list', '--json'], {env}),
      ]
      for (const r of runs) {
        expect(oneLineError(r, 2)).toContain(`the config file ${join(dir, 'config.json')} is a symbolic link, which payctl does not follow`)
        expect(r.stderr + r.stdout).not.toContain(ACCESS)
      }
      expect(statSync(other.file).mode & 0o777).toBe(0o644)
      expect(readFileSync(other.file, 'utf8')).toBe(other.text)
      expect(readdirSync(dir)).toEqual(['config.json'])
      expect(server.requests).toHaveLength(0)
    },
  )

  posixOnly('the config folder → another folder: exit 2, the folder keeps its mode and stays empty', async () => {
    const base = tempDir()
    const real = join(base, 'real')
    mkdirSync(real)
    chmodSync(real, 0o755)
    symlinkSync(real, join(base, 'cfg'))
    const r = await runInProcess(['config', 'set', 'seller-id', 'seller-1'], {env: {PAYCTL_CONFIG_DIR: join(base, 'cfg')}})
    expect(oneLineError(r, 2)).toContain(`the config folder ${join(base, 'cfg')} is a symbolic link`)
    expect(statSync(real).mode & 0o777).toBe(0o755)
    expect(readdirSync(real)).toEqual([])
  })
})

describe('a base URL with credentials is refused from every source, and the password is never echoed', () => {
  const withPassword = () => `http://ops:${PASSWORD}@127.0.0.1:${server.port}`
  const noPassword = (r: RunResult) => expect(r.stdout + r.stderr).not.toContain(PASSWORD)

  it('config set base-url: exit 2, nothing stored (also with --json and --debug)', async () => {
    const dir = join(tempDir(), 'cfg')
    for (const extra of [[], ['--json'], ['--debug']]) {
      const r = await runInProcess(['config', 'set', 'base-url', withPassword(), ...extra], {env: {PAYCTL_CONFIG_DIR: dir}})
      expect(r.code).toBe(2)
      expect(r.stderr).toContain('put credentials in the tokens, not the URL')
      noPassword(r)
      if (extra[0] === '--json') expect(JSON.parse(r.stdout).error.message).toContain('put credentials in the tokens, not the URL')
    }
    expect(leftIn(dir)).toEqual([])
  })

  it('login --base-url: exit 2 before anything is sent or stored', async () => {
    const dir = join(tempDir(), 'cfg')
    const before = server.requests.length
    const r = await runInProcess(['login', '--base-url', withPassword(), '--seller-id', 's', '--with-token', '--debug', '--json'], {
      env: {PAYCTL_CONFIG_DIR: dir},
      input: `${ACCESS}\n`,
    })
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('put credentials in the tokens, not the URL')
    noPassword(r)
    expect(server.requests.length).toBe(before)
    expect(leftIn(dir)).toEqual([])
  })

  it('PAYCTL_BASE_URL: exit 2 before anything is sent, with --debug and --json', async () => {
    const before = server.requests.length
    for (const args of [
      ['api', 'GET', '/bolepix/invoices', '--debug'],
      ['bolepix', 'list', '--json', '--debug'],
      ['config', 'list', '--json'],
    ]) {
      const r = await runInProcess(args, {env: {PAYCTL_BASE_URL: withPassword(), PAYCTL_ACCESS_TOKEN: ACCESS, PAYCTL_SELLER_ID: 's'}})
      expect(r.code, args.join(' ')).toBe(2)
      expect(r.stderr).toContain('PAYCTL_BASE_URL carries credentials: put credentials in the tokens, not the URL')
      noPassword(r)
    }
    expect(server.requests.length).toBe(before)
  })

  it('a profile that already stores one: commands that use it exit 2; config profiles shows it masked', async () => {
    const dir = join(tempDir(), 'cfg')
    mkdirSync(dir, {mode: 0o700})
    writeFileSync(
      join(dir, 'config.json'),
      JSON.stringify({profiles: {ops: {baseUrl: withPassword(), sellerId: 's', accessToken: ACCESS}}}),
      {mode: 0o600},
    )
    const env = {PAYCTL_CONFIG_DIR: dir, PAYCTL_PROFILE: 'ops'}
    const before = server.requests.length
    for (const args of [
      ['config', 'list'],
      ['config', 'list', '--json'],
      ['config', 'get', 'base-url'],
      ['bolepix', 'list', '--debug', '--json'],
    ]) {
      const r = await runInProcess(args, {env})
      expect(r.code, args.join(' ')).toBe(2)
      expect(r.stderr).toContain(
        'the base URL of profile "ops" carries credentials: put credentials in the tokens, not the URL (payctl config set base-url URL --profile ops)',
      )
      noPassword(r)
    }
    expect(server.requests.length).toBe(before)
    const table = await runInProcess(['config', 'profiles'], {env})
    expect(table.code).toBe(0)
    expect(table.stdout).toContain(`http://***@127.0.0.1:${server.port}`)
    noPassword(table)
    const json = await runInProcess(['config', 'profiles', '--json'], {env})
    expect(JSON.parse(json.stdout)[0].baseUrl).toBe(`http://***@127.0.0.1:${server.port}`)
    noPassword(json)
    // The way out: store a URL without credentials.
    expect((await runInProcess(['config', 'set', 'base-url', server.url], {env})).code).toBe(0)
    expect((await runInProcess(['bolepix', 'list', '--json'], {env})).code).toBe(0)
  })
})

describe('a plain http:// base URL to another machine is stored with a warning', () => {
  it('config set base-url warns that the connection is not encrypted; loopback and https do not', async () => {
    const dir = join(tempDir(), 'cfg')
    const env = {PAYCTL_CONFIG_DIR: dir}
    const remote = await runInProcess(['config', 'set', 'base-url', 'http://192.0.2.10:4010'], {env})
    expect(remote.code).toBe(0)
    expect(remote.stderr).toContain(
      'warning: http://192.0.2.10:4010 is plain http:// to another machine: the connection is not encrypted and tokens would cross the network in clear; use https://',
    )
    for (const url of ['http://127.0.0.1:4010', 'http://localhost:4010', 'http://[::1]:4010', 'https://api.example.com']) {
      const r = await runInProcess(['config', 'set', 'base-url', url], {env})
      expect(r.code).toBe(0)
      expect(r.stderr, url).toBe('')
    }
  })

  it('login --no-verify stores it with the warning (nothing is sent)', async () => {
    const dir = join(tempDir(), 'cfg')
    const r = await runInProcess(['login', '--base-url', 'http://192.0.2.10:4010', '--seller-id', 's', '--with-token', '--no-verify'], {
      env: {PAYCTL_CONFIG_DIR: dir},
      input: `${ACCESS}\n`,
    })
    expect(r.code, r.stderr).toBe(0)
    expect(r.stderr).toContain('the connection is not encrypted')
    expect(JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')).profiles.default.baseUrl).toBe('http://192.0.2.10:4010')
  })
})
