/**
 * Tokens in the OS keyring (docs/tokens.md), end to end: the commands run in the test's process (helpers/in-process.ts;
 * the keyring itself is always reached through its helper process, config/keyring.ts) against the in-process sandbox,
 * with a real Secret Service (gnome-keyring-daemon on a private session bus: test/helpers/keyring.ts), and again with
 * no session bus at all, where storing a token is refused unless --insecure-storage says to use the file. Spawned
 * (bin/run.js) where a process is the point: login waiting on the file's lock, sandbox start, --help and --version.
 */
import {existsSync, readFileSync, statSync, writeFileSync, mkdirSync} from 'node:fs'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {runCli as runSpawned, spawnCli, tempDir} from '../helpers/cli.js'
import {runInProcess} from '../helpers/in-process.js'
import {filesUnder} from '../helpers/leak-scan.js'
import {
  keyringSkipReason,
  startBusWithoutSecretService,
  startKeyringSession,
  startSilentBus,
  type KeyringSession,
} from '../helpers/keyring.js'
import {withSandbox, type TestSandbox} from '../helpers/sandbox.js'
import {acquirePidLockWaiting} from '../../src/util/pid-lock.js'

let sb: TestSandbox
let requests = 0
beforeAll(async () => {
  sb = await withSandbox({onRequest: () => requests++})
})
afterAll(async () => {
  await sb?.close()
})

/** The CLI's environment: its own config folder, tokens NOT forced into the file, and `extra`. */
const envOf = (dir: string, extra: Record<string, string | undefined> = {}) => ({
  PAYCTL_CONFIG_DIR: dir,
  PAYCTL_INSECURE_STORAGE: undefined,
  ...extra,
})
const tokensOf = (s: TestSandbox) => [s.sandbox.accessToken, s.clientToken, s.refreshToken]
const loginInput = () => `${sb.sandbox.accessToken}\n${sb.clientToken}\n${sb.refreshToken}\n`
const login = (dir: string, extra: Record<string, string | undefined> = {}, args: string[] = []) =>
  runInProcess(['login', '--base-url', sb.url, '--seller-id', sb.sellerId, '--with-token', ...args], {
    env: envOf(dir, extra),
    input: loginInput(),
  })
const configOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8'))

/** No token (the current access token, the client and refresh tokens, any old access token) in any file under `dir`. */
function expectNoTokenFiles(dir: string, extra: string[] = []) {
  const files = filesUnder(dir)
  expect(files.length).toBeGreaterThan(0)
  for (const f of files)
    for (const t of [...tokensOf(sb), ...extra]) expect(f.text.includes(t), `${t.slice(0, 8)}… in ${f.where}`).toBe(false)
}

/** Makes the sandbox issue a new access token, retiring the one payctl holds: its next call gets a 401. */
async function retireAccessToken(): Promise<string> {
  const res = await fetch(`${sb.url}/api/${sb.sellerId}/tokens`, {
    method: 'POST',
    headers: {authorization: `Bearer ${sb.refreshToken}`, 'content-type': 'application/json'},
    body: '{}',
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as {data: string}).data
}

const skip = keyringSkipReason()

describe.skipIf(skip !== undefined)(`with a real Secret Service${skip ? ` (skipped: ${skip})` : ''}`, () => {
  let keyring: KeyringSession
  beforeAll(async () => {
    keyring = await startKeyringSession()
  }, 30_000)
  afterAll(async () => {
    await keyring?.close()
  })

  it('login, a command, a refresh on 401, status, logout: the tokens live in the keyring only, and are gone after', async () => {
    const dir = join(tempDir(), 'cfg')
    const env = keyring.env
    const r = await login(dir, env)
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    expect(r.stdout).toContain(
      `Saved profile "default" to ${join(dir, 'config.json')} (mode 600), its tokens to the Secret Service keyring.`,
    )
    expect(keyring.payctlAccounts()).toEqual(['default/access-token', 'default/client-token', 'default/refresh-token'])
    expect(keyring.secretTool(['lookup', 'service', 'payctl', 'username', 'default/refresh-token'])).toBe(sb.refreshToken)
    // The profile file keeps everything but the secrets, and says where they are.
    expect(configOf(dir).profiles.default).toEqual({
      baseUrl: sb.url,
      sellerId: sb.sellerId,
      keyring: ['access-token', 'client-token', 'refresh-token'],
    })
    expectNoTokenFiles(dir)

    // A command that uses the tokens, read from the keyring.
    const list = await runInProcess(['config', 'list', '--json'], {env: envOf(dir, env)})
    expect(JSON.parse(list.stdout).settings['access-token'].source).toBe('keyring')
    const used = await runInProcess(['bolepix', 'list', '--json'], {env: envOf(dir, env)})
    expect(used.stderr).toBe('')
    expect(used.code).toBe(0)

    // The sandbox retires the access token: the next call gets a 401, refreshes, and the new token goes back to the keyring.
    const old = sb.sandbox.accessToken
    const issued = await retireAccessToken()
    const after = await runInProcess(['bolepix', 'list', '--json'], {env: envOf(dir, env)})
    expect(after.code).toBe(0)
    expect(after.stderr).toBe('access token refreshed and saved to the Secret Service keyring (profile "default")\n')
    const renewed = keyring.secretTool(['lookup', 'service', 'payctl', 'username', 'default/access-token'])
    expect(renewed).toBe(sb.sandbox.accessToken)
    expect([old, issued]).not.toContain(renewed)
    expectNoTokenFiles(dir, [old, issued, renewed])

    const status = await runInProcess(['status', '--json'], {env: envOf(dir, env)})
    expect(status.code).toBe(0)
    expect(JSON.parse(status.stdout)).toMatchObject({
      profile: 'default',
      sandbox: true,
      tokens: {access: 'keyring', client: 'keyring', refresh: 'keyring'},
      access: {accepted: true, checkedWith: 'GET /_sandbox/clock'},
    })
    const profiles = await runInProcess(['config', 'profiles', '--json'], {
      env: envOf(dir, {...env, PAYCTL_CLIENT_TOKEN: 'from_env_0123456789'}),
    })
    expect(JSON.parse(profiles.stdout)[0].tokens).toEqual({access: 'keyring', client: 'env', refresh: 'keyring'})

    const out = await runInProcess(['logout'], {env: envOf(dir, env)})
    expect(out.code).toBe(0)
    expect(keyring.payctlAccounts()).toEqual([])
    expect(configOf(dir).profiles.default).toEqual({baseUrl: sb.url, sellerId: sb.sellerId})
    const gone = await runInProcess(['status', '--json'], {env: envOf(dir, env)})
    expect(gone.code).toBe(4)
    expect(JSON.parse(gone.stdout).tokens).toEqual({access: null, client: null, refresh: null})
  }, 90_000)

  it('tokens in an old config file move into the keyring on the next config set of a token, with one line', async () => {
    const dir = join(tempDir(), 'cfg')
    mkdirSync(dir, {mode: 0o700})
    const before = {baseUrl: sb.url, sellerId: sb.sellerId, accessToken: sb.sandbox.accessToken, refreshToken: sb.refreshToken}
    writeFileSync(join(dir, 'config.json'), JSON.stringify({currentProfile: 'old', profiles: {old: before}}), {mode: 0o600})
    // Read from the file while they are there (no keyring needed, none loaded).
    expect(JSON.parse((await runInProcess(['status', '--json'], {env: envOf(dir, keyring.env)})).stdout).tokens).toEqual({
      access: 'file',
      client: null,
      refresh: 'file',
    })
    const set = await runInProcess(['config', 'set', 'client-token', '-'], {env: envOf(dir, keyring.env), input: `${sb.clientToken}\n`})
    expect(set.code).toBe(0)
    expect(set.stderr).toBe(
      'moved the access-token and refresh-token of profile "old" from the config file into the Secret Service keyring\n',
    )
    expect(keyring.payctlAccounts()).toEqual(['old/access-token', 'old/client-token', 'old/refresh-token'])
    expect(configOf(dir).profiles.old).toEqual({
      baseUrl: sb.url,
      sellerId: sb.sellerId,
      keyring: ['access-token', 'client-token', 'refresh-token'],
    })
    expectNoTokenFiles(dir)
    const list = await runInProcess(['bolepix', 'list', '--json'], {env: envOf(dir, keyring.env)})
    expect(list.code).toBe(0)
    // --all removes the profile and its keyring items.
    expect((await runInProcess(['logout', '--all'], {env: envOf(dir, keyring.env)})).code).toBe(0)
    expect(keyring.payctlAccounts()).toEqual([])
    expect(configOf(dir).profiles).toEqual({})
  }, 60_000)

  it('tokens in an old config file move into the keyring on the next login too', async () => {
    const dir = join(tempDir(), 'cfg')
    mkdirSync(dir, {mode: 0o700})
    const old = {baseUrl: sb.url, sellerId: sb.sellerId, accessToken: 'acc_from_an_older_payctl_0001', refreshToken: sb.refreshToken}
    writeFileSync(join(dir, 'config.json'), JSON.stringify({currentProfile: 'default', profiles: {default: old}}), {mode: 0o600})
    const r = await runInProcess(['login', '--with-token'], {env: envOf(dir, keyring.env), input: `${sb.sandbox.accessToken}\n`})
    expect(r.code).toBe(0)
    expect(r.stderr).toBe(
      'moved the access-token and refresh-token of profile "default" from the config file into the Secret Service keyring\n',
    )
    expect(keyring.payctlAccounts()).toEqual(['default/access-token', 'default/refresh-token'])
    expect(keyring.secretTool(['lookup', 'service', 'payctl', 'username', 'default/access-token'])).toBe(sb.sandbox.accessToken)
    expectNoTokenFiles(dir, [old.accessToken])
    expect((await runInProcess(['logout', '--all'], {env: envOf(dir, keyring.env)})).code).toBe(0)
    expect(keyring.payctlAccounts()).toEqual([])
  }, 60_000)

  it('a token in the environment beats the keyring, which is then not read; unset removes one token from it', async () => {
    const dir = join(tempDir(), 'cfg')
    expect((await login(dir, keyring.env)).code).toBe(0)
    const env = envOf(dir, {...keyring.env, PAYCTL_ACCESS_TOKEN: sb.sandbox.accessToken})
    const list = JSON.parse((await runInProcess(['config', 'list', '--json'], {env})).stdout).settings
    expect([list['access-token'].source, list['refresh-token'].source]).toEqual(['env', 'keyring'])
    expect((await runInProcess(['config', 'unset', 'client-token'], {env: envOf(dir, keyring.env)})).code).toBe(0)
    expect(keyring.payctlAccounts()).toEqual(['default/access-token', 'default/refresh-token'])
    expect(configOf(dir).profiles.default.keyring).toEqual(['access-token', 'refresh-token'])
    expect((await runInProcess(['logout'], {env: envOf(dir, keyring.env)})).code).toBe(0)
    expect(keyring.payctlAccounts()).toEqual([])
  }, 60_000)

  it('a session bus with no Secret Service: login refuses, never the kernel keyutils store the binding would fall back to', async () => {
    const bus = await startBusWithoutSecretService()
    try {
      const dir = join(tempDir(), 'cfg')
      const r = await login(dir, {DBUS_SESSION_BUS_ADDRESS: bus.address})
      expect(r.code).toBe(2)
      expect(r.stderr).toMatch(
        /^error: no keyring to store the tokens of profile "default" in: the Secret Service keyring could not read "default\/access-token": .*Nothing was stored\.\n$/,
      )
      expect(filesUnder(dir)).toEqual([])
    } finally {
      await bus.close()
    }
  }, 60_000)

  it('login --insecure-storage over a keyring profile: tokens to the file, said first, and the keyring copies removed', async () => {
    const dir = join(tempDir(), 'cfg')
    expect((await login(dir, keyring.env)).code).toBe(0)
    const r = await login(dir, keyring.env, ['--insecure-storage'])
    expect(r.code).toBe(0)
    expect(r.stderr).toBe(
      `warning: storing the access-token, client-token and refresh-token of profile "default" unencrypted in the config file ${join(dir, 'config.json')} (mode 600): asked by --insecure-storage\n`,
    )
    expect(keyring.payctlAccounts()).toEqual([])
    expect(configOf(dir).profiles.default).toEqual({
      baseUrl: sb.url,
      sellerId: sb.sellerId,
      accessToken: sb.sandbox.accessToken,
      clientToken: sb.clientToken,
      refreshToken: sb.refreshToken,
    })
  }, 60_000)
})

describe('without a session bus', () => {
  const noBus = (dir: string, extra: Record<string, string | undefined> = {}) => envOf(dir, {DBUS_SESSION_BUS_ADDRESS: undefined, ...extra})

  it('login and config set of a token refuse (exit 2), naming the three choices, and write nothing', async () => {
    const dir = join(tempDir(), 'cfg')
    const before = requests
    const r = await runInProcess(['login', '--base-url', sb.url, '--seller-id', sb.sellerId, '--with-token'], {
      env: noBus(dir),
      input: loginInput(),
    })
    expect(r.code).toBe(2)
    expect(r.stderr).toBe(
      'error: no keyring to store the tokens of profile "default" in: the Secret Service keyring cannot be reached: there is no session bus (DBUS_SESSION_BUS_ADDRESS is not set). ' +
        'Either run payctl inside a session with a keyring (your desktop session, or dbus-run-session with gnome-keyring-daemon), or give the tokens in PAYCTL_ACCESS_TOKEN, ' +
        'PAYCTL_CLIENT_TOKEN and PAYCTL_REFRESH_TOKEN instead of storing them, or store them unencrypted in the config file with --insecure-storage (or PAYCTL_INSECURE_STORAGE=1). Nothing was stored.\n',
    )
    expect(requests).toBe(before)
    expect(filesUnder(dir)).toEqual([])
    const set = await runInProcess(['config', 'set', 'access-token', '-', '--json'], {
      env: noBus(dir),
      input: `${sb.sandbox.accessToken}\n`,
    })
    expect(set.code).toBe(2)
    expect(JSON.parse(set.stdout).error.code).toBe('usage')
    expect(set.stderr).toContain('error: no keyring to store the access-token of profile "default" in')
    expect(filesUnder(dir)).toEqual([])
    // Settings that are not tokens are stored as ever.
    expect((await runInProcess(['config', 'set', 'timeout', '30s'], {env: noBus(dir)})).code).toBe(0)
  })

  it('--insecure-storage: the warning is printed before the file is written, and the file is 0600', async () => {
    const dir = join(tempDir(), 'cfg')
    mkdirSync(dir, {mode: 0o700})
    // The test holds the config file's lock: login must say where the tokens go, then wait for the lock to write.
    const lock = await acquirePidLockWaiting(join(dir, 'config.json.lock'), 1000, () => undefined)
    const child = spawnCli(['login', '--base-url', sb.url, '--seller-id', sb.sellerId, '--with-token', '--insecure-storage'], {
      env: noBus(dir),
      input: loginInput(),
    })
    const until = Date.now() + 30_000
    while (!child.out.stderr.includes('\n') && Date.now() < until && child.child.exitCode === null)
      await new Promise((r) => setTimeout(r, 50))
    expect(child.out.stderr).toBe(
      `warning: storing the access-token, client-token and refresh-token of profile "default" unencrypted in the config file ${join(dir, 'config.json')} (mode 600): asked by --insecure-storage\n`,
    )
    expect(existsSync(join(dir, 'config.json'))).toBe(false)
    lock.release()
    const r = await child.result
    expect(r.code).toBe(0)
    expect(statSync(join(dir, 'config.json')).mode & 0o777).toBe(0o600)
    expect(configOf(dir).profiles.default).toMatchObject({accessToken: sb.sandbox.accessToken, refreshToken: sb.refreshToken})
    expect(JSON.parse((await runInProcess(['status', '--json'], {env: noBus(dir)})).stdout)).toMatchObject({
      tokens: {access: 'file', client: 'file', refresh: 'file'},
      access: {accepted: true},
    })
  }, 60_000)

  it('PAYCTL_INSECURE_STORAGE=1 does the same for config set; a profile with keyring tokens is an error naming the keyring', async () => {
    const dir = join(tempDir(), 'cfg')
    const set = await runInProcess(['config', 'set', 'access-token', '-'], {
      env: noBus(dir, {PAYCTL_INSECURE_STORAGE: '1'}),
      input: `${sb.sandbox.accessToken}\n`,
    })
    expect(set.code).toBe(0)
    expect(set.stderr).toContain('warning: storing the access-token of profile "default" unencrypted in the config file')
    expect(statSync(join(dir, 'config.json')).mode & 0o777).toBe(0o600)
    // A profile whose tokens are in the keyring, read with no session bus: an error, never a silent fallback.
    writeFileSync(
      join(dir, 'config.json'),
      JSON.stringify({profiles: {default: {baseUrl: sb.url, sellerId: sb.sellerId, keyring: ['access-token']}}}),
      {mode: 0o600},
    )
    const list = await runInProcess(['bolepix', 'list', '--json'], {env: noBus(dir)})
    expect(list.code).toBe(1)
    expect(JSON.parse(list.stdout).error.code).toBe('keyring')
    expect(list.stderr).toBe(
      'error: profile "default" keeps its access-token in the Secret Service keyring, which cannot be reached: there is no session bus (DBUS_SESSION_BUS_ADDRESS is not set). Run payctl inside your desktop session (or a keyring session), or give the tokens in PAYCTL_ACCESS_TOKEN\n',
    )
    // The environment variable is the way out, and then the keyring is not needed.
    expect((await runInProcess(['bolepix', 'list', '--json'], {env: noBus(dir, {PAYCTL_ACCESS_TOKEN: sb.sandbox.accessToken})})).code).toBe(
      0,
    )
    // logout cannot remove them here: it says so and leaves the profile as it is, to run again where the keyring is.
    const before = readFileSync(join(dir, 'config.json'), 'utf8')
    const out = await runInProcess(['logout'], {env: noBus(dir)})
    expect(out.code).toBe(1)
    expect(out.stderr).toBe(
      'error: the access-token of profile "default" could not be removed from the Secret Service keyring: there is no session bus (DBUS_SESSION_BUS_ADDRESS is not set)\n',
    )
    expect(readFileSync(join(dir, 'config.json'), 'utf8')).toBe(before)
  }, 60_000)

  it('sandbox start --setup-profile writes its throwaway tokens to the file, saying so', async () => {
    const dir = join(tempDir(), 'cfg')
    const child = spawnCli(['sandbox', 'start', '--port', '0', '--setup-profile', 'sbx'], {env: noBus(dir), timeoutMs: 30_000})
    await child.line((l) => l.startsWith('payctl sandbox listening'), 'the listening line')
    child.child.kill('SIGTERM')
    const r = await child.result
    expect(r.stderr).toMatch(
      /^warning: storing the access-token, client-token and refresh-token of profile "sbx" unencrypted in the config file .* \(mode 600\): they are the sandbox's throwaway local tokens, not kept in the keyring\n/,
    )
    expect(Object.keys(configOf(dir).profiles.sbx).sort()).toEqual(['accessToken', 'baseUrl', 'clientToken', 'refreshToken', 'sellerId'])
  }, 60_000)
})

describe('a keyring that does not answer', () => {
  it('is an error naming it after 3 s (reading), and a refusal naming the choices (login); commands without keyring tokens never ask it', async () => {
    const bus = await startSilentBus()
    try {
      const dir = join(tempDir(), 'cfg')
      mkdirSync(dir, {mode: 0o700})
      writeFileSync(
        join(dir, 'config.json'),
        JSON.stringify({profiles: {default: {baseUrl: sb.url, sellerId: sb.sellerId, keyring: ['access-token']}}}),
        {mode: 0o600},
      )
      const env = envOf(dir, {DBUS_SESSION_BUS_ADDRESS: bus.address})
      const t0 = Date.now()
      // The two 3 s waits at once: the read by the installed CLI (a process of its own), the login in this process.
      const [list, login2] = await Promise.all([
        runSpawned(['bolepix', 'list'], {env}),
        login(dir, {DBUS_SESSION_BUS_ADDRESS: bus.address}, ['--profile', 'other']),
      ])
      expect(list.code).toBe(1)
      expect(list.stderr).toBe(
        'error: the Secret Service keyring did not answer within 3 s (is it locked, or waiting for a password prompt nobody sees?)\n',
      )
      expect(Date.now() - t0).toBeLessThan(20_000)
      expect(login2.code).toBe(2)
      expect(login2.stderr).toContain(
        'error: no keyring to store the tokens of profile "other" in: the Secret Service keyring did not answer within 3 s',
      )
      expect(login2.stderr).toContain('--insecure-storage')
      // A profile that keeps its tokens in the file, and commands that read no token, never call the keyring.
      writeFileSync(
        join(dir, 'config.json'),
        JSON.stringify({profiles: {default: {baseUrl: sb.url, sellerId: sb.sellerId, accessToken: sb.sandbox.accessToken}}}),
        {mode: 0o600},
      )
      // (Any keyring call on this bus fails, so success shows there was none.)
      // --help and --version are answered before any command runs: only a real start-up shows them (spawned, beside the
      // others, which take turns in this process).
      const runs = [['bolepix', 'list'], ['config', 'list'], ['config', 'profiles'], ['--help'], ['--version']].map(async (args) => {
        const r = await (args[0]!.startsWith('--') ? runSpawned : runInProcess)(args, {env})
        expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0)
      })
      await Promise.all(runs)
    } finally {
      await bus.close()
    }
  }, 90_000)
})
