/**
 * The compile cache of the start-up bundle (bin/bundle-loader.cjs, docs/performance.md): written by a command's first
 * run, used by the next, refused when damaged or when its folder is not the user's own, never holding a secret, and
 * never needed: every run works the same with it, without it, or with it switched off.
 */
import {chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, utimesSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {createRequire} from 'node:module'
import {describe, expect, it} from 'vitest'
import {ROOT, runCli, tempDir} from '../helpers/cli.js'
import {sendJson, recordingServerPerTest} from '../helpers/recording-server.js'

const loader = createRequire(import.meta.url)(join(ROOT, 'bin', 'bundle-loader.cjs')) as {
  cacheKey: (argv: string[], ids: Set<string>) => string
  cacheFolder: (build: {hash?: string}, env: Record<string, string | undefined>) => {base: string; dir: string} | undefined
}
const build = JSON.parse(readFileSync(join(ROOT, 'dist', 'bundle', 'payctl.json'), 'utf8')) as {hash: string; commands: string[]}
const server = recordingServerPerTest()
const TOKEN = 'tok_live_CACHEPROBE0123456789'

/** The one build folder a fresh cache folder holds after some runs, and its files. */
function cacheFiles(base: string): {dir: string; files: string[]} {
  const builds = readdirSync(base)
  expect(builds).toHaveLength(1)
  const dir = join(base, builds[0]!)
  return {dir, files: readdirSync(dir).sort()}
}

const trace = (stderr: string) => /payctl: compile cache (\w+)/.exec(stderr)?.[1]

describe('the cache key and folder', () => {
  const ids = new Set(build.commands)
  it.each([
    [['bolepix', 'list', '--json'], 'bolepix-list'],
    [['bolepix:list'], 'bolepix-list'],
    [['bolepix', 'get', '6f1c0e6e-aaaa-bbbb-cccc-000000000000'], 'bolepix-get'],
    [['api', 'GET', '/api/events'], 'api'],
    [['listen', '--json'], 'listen'],
    [['--help'], 'other'],
    [['bolepx', 'list'], 'other'],
    [['help', 'bolepix'], 'other'],
    [[], 'other'],
  ])('%j → %s', (argv, key) => {
    expect(loader.cacheKey(argv, ids)).toBe(key)
  })

  it('lives in PAYCTL_CACHE_DIR, else XDG_CACHE_HOME/payctl, else ~/.cache/payctl, per build, Node and V8 flags', () => {
    const b = {hash: '0123456789abcdef'}
    const node = `${process.version}-${process.arch}`
    const plain = process.execArgv.length === 0
    expect(loader.cacheFolder(b, {PAYCTL_CACHE_DIR: '/c', HOME: '/h'})!.base).toBe('/c')
    expect(loader.cacheFolder(b, {XDG_CACHE_HOME: '/x', HOME: '/h'})!.base).toBe('/x/payctl')
    expect(loader.cacheFolder(b, {HOME: '/h'})!.base).toBe('/h/.cache/payctl')
    if (plain) expect(loader.cacheFolder(b, {HOME: '/h'})!.dir).toBe(`/h/.cache/payctl/v8-0123456789abcdef-${node}`)
    expect(loader.cacheFolder(b, {HOME: '/h', PAYCTL_WASM_TIER_UP: '1'})!.dir).toContain(`v8-0123456789abcdef-${node}-tierup`)
    // node's own options change V8's flags: another folder, so that runs with and without them do not refuse each other's
    const withOptions = loader.cacheFolder(b, {HOME: '/h', NODE_OPTIONS: '--max-old-space-size=4096'})!.dir
    expect(withOptions).toMatch(/-o[0-9a-f]{8}$/)
    expect(withOptions).not.toBe(loader.cacheFolder(b, {HOME: '/h'})!.dir)
    expect(loader.cacheFolder(b, {HOME: '/h', PAYCTL_COMPILE_CACHE: '0'})).toBeUndefined()
    expect(loader.cacheFolder({hash: undefined}, {HOME: '/h'})).toBeUndefined()
  })
})

describe('the compile cache, from the built CLI', () => {
  it('is written by the first run (0600 in 0700 folders), used by the next, and the output is the same', async () => {
    const base = join(tempDir('payctl-cache-'), 'cache')
    const env = {PAYCTL_CACHE_DIR: base, PAYCTL_STARTUP_TRACE: '1', PAYCTL_CONFIG_DIR: tempDir('payctl-config-')}
    const first = await runCli(['config', 'list', '--json'], {env})
    expect(first.code).toBe(0)
    expect(trace(first.stderr)).toBe('missing')
    const {dir, files} = cacheFiles(base)
    expect(files).toEqual(['config-list.v8'])
    expect(statSync(base).mode & 0o777).toBe(0o700)
    expect(statSync(dir).mode & 0o777).toBe(0o700)
    expect(statSync(join(dir, 'config-list.v8')).mode & 0o777).toBe(0o600)
    const second = await runCli(['config', 'list', '--json'], {env})
    expect(trace(second.stderr)).toBe('used')
    expect([second.code, second.stdout]).toEqual([first.code, first.stdout])
    const other = await runCli(['--help'], {env})
    expect(trace(other.stderr)).toBe('missing')
    expect(cacheFiles(base).files).toEqual(['config-list.v8', 'other.v8'])
  })

  it.each([
    ['damaged inside, not only its header', (bytes: Buffer) => bytes.map((b, i) => (i >= 2000 && i < 2400 ? b ^ 0x5a : b))],
    ['overwritten with anything else', (bytes: Buffer) => Buffer.alloc(bytes.length, 7)],
  ])('a cache file %s is refused, the run works, and the cache is written anew', async (_what, damage) => {
    const base = join(tempDir('payctl-cache-'), 'cache')
    const env = {PAYCTL_CACHE_DIR: base, PAYCTL_STARTUP_TRACE: '1'}
    const first = await runCli(['config', 'profiles'], {env})
    const file = join(cacheFiles(base).dir, 'config-profiles.v8')
    const damaged = Buffer.from(damage(readFileSync(file)))
    writeFileSync(file, damaged)
    const run = await runCli(['config', 'profiles'], {env})
    expect([run.signal, trace(run.stderr)]).toEqual([null, 'rejected'])
    expect([run.code, run.stdout]).toEqual([first.code, first.stdout])
    expect(readFileSync(file).equals(damaged)).toBe(false)
    expect(trace((await runCli(['config', 'profiles'], {env})).stderr)).toBe('used')
  })

  it('is written only by a run that did its work: not by a failed run, nor by a command\'s --help', async () => {
    const base = join(tempDir('payctl-cache-'), 'cache')
    const env = {PAYCTL_CACHE_DIR: base, PAYCTL_STARTUP_TRACE: '1'}
    expect((await runCli(['config', 'use', 'nope'], {env})).code).toBe(2)
    expect((await runCli(['config', 'profiles', '--help'], {env})).code).toBe(0)
    expect(existsSync(base) ? readdirSync(base) : []).toEqual([])
    expect((await runCli(['config', 'profiles'], {env})).code).toBe(0)
    expect(cacheFiles(base).files).toEqual(['config-profiles.v8'])
  })

  it('removes only its own old build folders from the cache folder, whatever else is there', async () => {
    const base = join(tempDir('payctl-cache-'), 'cache')
    const old = ['v8-0000000000000001-v20.0.0-x64', 'v8-0000000000000002-v20.0.0-x64', 'v8-0000000000000003-v20.0.0-x64']
    for (const [i, name] of [...old, 'Documents', 'other-tool', 'v8-notes'].entries()) {
      mkdirSync(join(base, name), {recursive: true, mode: 0o700})
      utimesSync(join(base, name), new Date(2020, 0, 1 + i), new Date(2020, 0, 1 + i))
    }
    chmodSync(base, 0o700)
    expect((await runCli(['config', 'profiles'], {env: {PAYCTL_CACHE_DIR: base}})).code).toBe(0)
    const left = readdirSync(base).sort()
    // Three builds kept: this one and the two most recent others; the user's folders untouched.
    expect(left.filter((n) => !old.includes(n) && /^v8-[0-9a-f]{16}-/.test(n))).toHaveLength(1)
    expect(left.filter((n) => old.includes(n))).toEqual(old.slice(1))
    expect(left).toEqual(expect.arrayContaining(['Documents', 'other-tool', 'v8-notes']))
  })

  it('is neither read nor written in a folder others can write to', async () => {
    const base = join(tempDir('payctl-cache-'), 'cache')
    const env = {PAYCTL_CACHE_DIR: base, PAYCTL_STARTUP_TRACE: '1'}
    await runCli(['config', 'profiles'], {env})
    chmodSync(base, 0o777)
    const r = await runCli(['config', 'profiles'], {env})
    expect(r.code).toBe(0)
    expect(trace(r.stderr)).toBe('untrusted')
    chmodSync(base, 0o700)
    expect(trace((await runCli(['config', 'profiles'], {env})).stderr)).toBe('used')
  })

  it('PAYCTL_COMPILE_CACHE=0 turns it off: nothing written, same output', async () => {
    const base = join(tempDir('payctl-cache-'), 'cache')
    const r = await runCli(['config', 'profiles'], {env: {PAYCTL_CACHE_DIR: base, PAYCTL_COMPILE_CACHE: '0', PAYCTL_STARTUP_TRACE: '1'}})
    expect(r.code).toBe(0)
    expect(trace(r.stderr)).toBe('off')
    expect(existsSync(base)).toBe(false)
  })

  it('a big list (which changes a V8 flag while it runs) still writes a cache the next run can use', async () => {
    const s = await server()
    const records = Array.from({length: 20_005}, (_, i) => ({invoiceId: `inv-${i}`, status: 'PENDING'}))
    s.handle((_r, res) => sendJson(res, 200, records))
    const base = join(tempDir('payctl-cache-'), 'cache')
    const env = {PAYCTL_CACHE_DIR: base, PAYCTL_STARTUP_TRACE: '1', PAYCTL_BASE_URL: s.url, PAYCTL_SELLER_ID: 'seller-1', PAYCTL_ACCESS_TOKEN: TOKEN}
    const states = []
    for (let i = 0; i < 3; i++) {
      const r = await runCli(['bolepix', 'list', '--json'], {env})
      expect(r.code).toBe(0)
      states.push(trace(r.stderr))
    }
    expect(states).toEqual(['missing', 'used', 'used'])
  })

  it('holds compiled code, never the values of a run: no token in it after an API call with --debug', async () => {
    const s = await server()
    s.handle((_r, res) => sendJson(res, 200, {data: [{id: 'ev-1', event: 'charge-in'}]}))
    const base = join(tempDir('payctl-cache-'), 'cache')
    const env = {PAYCTL_CACHE_DIR: base, PAYCTL_BASE_URL: s.url, PAYCTL_SELLER_ID: 'seller-1', PAYCTL_ACCESS_TOKEN: TOKEN}
    const r = await runCli(['api', 'GET', '/api/events', '--debug'], {env})
    expect(r.stderr).toContain('GET')
    expect(r.code).toBe(0)
    expect(s.requests[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`)
    const {dir, files} = cacheFiles(base)
    expect(files).toEqual(['api.v8'])
    const bytes = readFileSync(join(dir, files[0]!))
    expect(bytes.length).toBeGreaterThan(10_000)
    for (const needle of [TOKEN, 'CACHEPROBE', 'seller-1', s.url]) {
      expect(bytes.includes(Buffer.from(needle, 'latin1'))).toBe(false)
      expect(bytes.includes(Buffer.from(needle, 'utf16le'))).toBe(false)
    }
  })
})
