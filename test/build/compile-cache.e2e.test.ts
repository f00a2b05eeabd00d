/**
 * The compile cache of the start-up bundle (bin/bundle-loader.cjs, docs/performance.md): written by a command's first
 * run, used by the next, refused when damaged or when its folder is not the user's own, never holding a secret, and
 * never needed: every run works the same with it, without it, or with it switched off.
 */
import {chmodSync, cpSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, utimesSync, writeFileSync} from 'node:fs'
import {createHash} from 'node:crypto'
import {join} from 'node:path'
import {createRequire} from 'node:module'
import {describe, expect, it} from 'vitest'
import {findNodes} from '../../scripts/nodes.mjs'
import {BIN, ROOT, cliEnv, runCli, tempDir, type RunResult} from '../helpers/cli.js'
import {sendJson, recordingServerPerTest} from '../helpers/recording-server.js'
import {runNode} from './run-node.js'

const loader = createRequire(import.meta.url)(join(ROOT, 'bin', 'bundle-loader.cjs')) as {
  cacheKey: (argv: string[], ids: Set<string>) => string
  cacheFolder: (build: {hash?: string}, env: Record<string, string | undefined>) => {base: string; dir: string} | undefined
  buildsToRemove: (builds: {name: string; lastUsed: number}[], current: string | undefined) => string[]
}
const build = JSON.parse(readFileSync(join(ROOT, 'dist', 'bundle', 'payctl.json'), 'utf8')) as {hash: string; commands: string[]}
const server = recordingServerPerTest()
const TOKEN = 'tok_live_CACHEPROBE0123456789'

/** The one build folder a fresh cache folder holds after some runs, and its cache files (beside its `last-used` mark). */
function cacheFiles(base: string): {dir: string; files: string[]} {
  const builds = readdirSync(base)
  expect(builds).toHaveLength(1)
  const dir = join(base, builds[0]!)
  const files = readdirSync(dir).sort()
  expect(files).toContain('last-used')
  return {dir, files: files.filter((f) => f !== 'last-used')}
}

/** Every cache file under the cache folder `base` (the last-used marks aside), by path, with its bytes' hash. */
function cacheSnapshot(base: string): Record<string, string> {
  const files: Record<string, string> = {}
  for (const build of readdirSync(base)) {
    for (const name of readdirSync(join(base, build))) {
      if (name === 'last-used') continue
      files[`${build}/${name}`] = createHash('sha256')
        .update(readFileSync(join(base, build, name)))
        .digest('hex')
    }
  }
  return files
}

const trace = (stderr: string) => /payctl: compile cache (\w+)/.exec(stderr)?.[1]

/**
 * A cache folder that `config profiles` (a command of the full bundle) wrote into, made once for the file: what the
 * runs before it left (a failed run and a command's --help: nothing), the first run's result, and the folder. Tests
 * that start from a written cache work on a copy of it (`copyOfProfilesCache`), instead of each paying a first run
 * (the whole bundle compiled, then its cache made) to get the same bytes.
 */
let profilesCache:
  Promise<{base: string; env: Record<string, string>; failed: RunResult; help: RunResult; before: string[]; first: RunResult}> | undefined
function writtenProfilesCache() {
  profilesCache ??= (async () => {
    const base = join(tempDir('payctl-cache-'), 'cache')
    const env = {PAYCTL_CACHE_DIR: base, PAYCTL_STARTUP_TRACE: '1'}
    const failed = await runCli(['config', 'use', 'nope'], {env})
    const help = await runCli(['config', 'profiles', '--help'], {env})
    const before = existsSync(base) ? readdirSync(base) : []
    const first = await runCli(['config', 'profiles'], {env})
    return {base, env, failed, help, before, first}
  })()
  return profilesCache
}

/** `from` copied to `to` with every folder's and file's mode (cpSync keeps them on some Node versions, not on 22). */
function copyKeepingModes(from: string, to: string): void {
  cpSync(from, to, {recursive: true})
  const walk = (a: string, b: string): void => {
    chmodSync(b, statSync(a).mode & 0o7777)
    if (statSync(a).isDirectory()) for (const name of readdirSync(a)) walk(join(a, name), join(b, name))
  }
  walk(from, to)
}

/** A copy of the cache folder `config profiles` wrote (modes kept), the env that runs against the copy, and that first run. */
async function copyOfProfilesCache(): Promise<{base: string; env: Record<string, string>; first: RunResult}> {
  const seed = await writtenProfilesCache()
  const base = join(tempDir('payctl-cache-'), 'cache')
  copyKeepingModes(seed.base, base)
  expect(statSync(base).mode & 0o777).toBe(0o700)
  return {base, env: {...seed.env, PAYCTL_CACHE_DIR: base}, first: seed.first}
}

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
    // config list runs from its thin bundle (docs/performance.md, "The thin path"): that bundle's cache, named apart.
    expect(files).toEqual(['thin-config-list.v8'])
    expect(statSync(base).mode & 0o777).toBe(0o700)
    expect(statSync(dir).mode & 0o777).toBe(0o700)
    expect(statSync(join(dir, 'thin-config-list.v8')).mode & 0o777).toBe(0o600)
    expect(statSync(join(dir, 'last-used')).mode & 0o777).toBe(0o600)
    const second = await runCli(['config', 'list', '--json'], {env})
    expect(trace(second.stderr)).toBe('used')
    expect([second.code, second.stdout]).toEqual([first.code, first.stdout])
    const other = await runCli(['--help'], {env})
    expect(trace(other.stderr)).toBe('missing')
    expect(cacheFiles(base).files).toEqual(['other.v8', 'thin-config-list.v8'])
    // A line the thin bundle declines (left to oclif) writes the full bundle's cache of the command, not the thin one's.
    const declined = await runCli(['config', 'list', '--json', '--'], {env})
    expect([declined.code, declined.stderr]).toEqual([0, expect.stringContaining('payctl: oclif')])
    expect(cacheFiles(base).files).toEqual(['config-list.v8', 'other.v8', 'thin-config-list.v8'])
  })

  it.each([
    ['damaged inside, not only its header', (bytes: Buffer) => bytes.map((b, i) => (i >= 2000 && i < 2400 ? b ^ 0x5a : b))],
    ['overwritten with anything else', (bytes: Buffer) => Buffer.alloc(bytes.length, 7)],
  ])('a cache file %s is refused, the run works, and the cache is written anew', async (_what, damage) => {
    const {base, env, first} = await copyOfProfilesCache()
    expect(trace(first.stderr)).toBe('missing')
    const file = join(cacheFiles(base).dir, 'config-profiles.v8')
    const damaged = Buffer.from(damage(readFileSync(file)))
    writeFileSync(file, damaged)
    const run = await runCli(['config', 'profiles'], {env})
    expect([run.signal, trace(run.stderr)]).toEqual([null, 'rejected'])
    expect([run.code, run.stdout]).toEqual([first.code, first.stdout])
    expect(readFileSync(file).equals(damaged)).toBe(false)
    expect(trace((await runCli(['config', 'profiles'], {env})).stderr)).toBe('used')
  })

  it("is written only by a run that did its work: not by a failed run, nor by a command's --help", async () => {
    // The three runs, one after another in one fresh cache folder, are writtenProfilesCache's (the folder the other
    // tests copy); the folder is never changed after them.
    const {base, failed, help, before, first} = await writtenProfilesCache()
    expect(failed.code).toBe(2)
    expect(help.code).toBe(0)
    expect(before).toEqual([])
    expect(first.code).toBe(0)
    expect(cacheFiles(base).files).toEqual(['config-profiles.v8'])
  })

  it('removes the least recently used of its own build folders, never the last of a Node major, and nothing else', async () => {
    const base = join(tempDir('payctl-cache-'), 'cache')
    // Folders of older builds, made by an older payctl (no last-used mark: their mtime counts), oldest first; the
    // second one was used since (its mark is recent), so it counts as the most recently used of them.
    const old = ['v8-0000000000000001-v18.0.0-x64', ...[2, 3, 4, 5, 6].map((i) => `v8-000000000000000${i}-v20.0.0-x64`)]
    for (const [i, name] of [...old, 'Documents', 'other-tool', 'v8-notes'].entries()) {
      mkdirSync(join(base, name), {recursive: true, mode: 0o700})
      utimesSync(join(base, name), new Date(2020, 0, 1 + i), new Date(2020, 0, 1 + i))
    }
    writeFileSync(join(base, old[1]!, 'last-used'), '')
    utimesSync(join(base, old[1]!, 'last-used'), new Date(2020, 1, 1), new Date(2020, 1, 1))
    chmodSync(base, 0o700)
    // A thin command's first run (its small bundle compiled): a cache write, which is when old builds are removed.
    expect((await runCli(['config', 'list'], {env: {PAYCTL_CACHE_DIR: base}})).code).toBe(0)
    const left = readdirSync(base).sort()
    expect(left.filter((n) => !old.includes(n) && /^v8-[0-9a-f]{16}-/.test(n))).toHaveLength(1)
    // Kept: this build, the three most recently used others (…2 by its mark, then …6 and …5), and the only one of Node
    // 18 (…1), however old; …3 and …4 go. The user's folders are untouched.
    expect(left.filter((n) => old.includes(n))).toEqual([old[0], old[1], old[4], old[5]])
    expect(left).toEqual(expect.arrayContaining(['Documents', 'other-tool', 'v8-notes']))
  })

  it('is neither read nor written in a folder others can write to', async () => {
    const {base, env} = await copyOfProfilesCache()
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
    const {first} = await writtenProfilesCache()
    expect(r.stdout).toBe(first.stdout)
  })

  it('a big list (which changes a V8 flag while it runs) still writes a cache the next run can use', async () => {
    const s = await server()
    const records = Array.from({length: 20_005}, (_, i) => ({invoiceId: `inv-${i}`, status: 'PENDING'}))
    s.handle((_r, res) => sendJson(res, 200, records))
    const base = join(tempDir('payctl-cache-'), 'cache')
    const env = {
      PAYCTL_CACHE_DIR: base,
      PAYCTL_STARTUP_TRACE: '1',
      PAYCTL_BASE_URL: s.url,
      PAYCTL_SELLER_ID: 'seller-1',
      PAYCTL_ACCESS_TOKEN: TOKEN,
    }
    const states = []
    const written = []
    for (let i = 0; i < 2; i++) {
      const r = await runCli(['bolepix', 'list', '--json'], {env})
      expect(r.code).toBe(0)
      states.push(trace(r.stderr))
      written.push(cacheSnapshot(base))
    }
    expect(states).toEqual(['missing', 'used'])
    // The run that used the cache (and changed the flag again) left it as it was: a third run would read these very
    // bytes, as the second did.
    expect(written[1]).toEqual(written[0])
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

describe('Node versions taking turns over one cache folder each keep their cache (docs/performance.md)', () => {
  const name = (hash: string, node: string) => `v8-${hash}-${node}-x64`

  it('evicts by last use and keeps the last build of each Node major', () => {
    const builds = [
      {name: name('00000000000000a1', 'v20.18.0'), lastUsed: 1},
      {name: name('00000000000000a1', 'v22.12.0'), lastUsed: 2},
      {name: name('00000000000000a2', 'v24.0.0'), lastUsed: 3},
      {name: name('00000000000000a2', 'v24.1.0'), lastUsed: 4},
      {name: name('00000000000000a3', 'v26.0.0'), lastUsed: 5},
      {name: name('00000000000000a3', 'v26.1.0'), lastUsed: 6},
      {name: name('00000000000000a4', 'v26.1.0'), lastUsed: 7},
    ]
    // In use: a4 on 26.1; the three most recently used others (a3 on 26.1 and 26.0, a2 on 24.1), then the last of
    // each major not yet kept (a1 on 22, a1 on 20). a2 on 24.0 goes: 24 keeps a2 on 24.1.
    expect(loader.buildsToRemove(builds, builds[6]!.name)).toEqual([name('00000000000000a2', 'v24.0.0')])
    // A build nobody used for long goes before one used a moment ago, whatever their names or ages.
    const many = Array.from({length: 12}, (_, i) => ({name: name(`00000000000000${(16 + i).toString(16)}`, 'v24.0.0'), lastUsed: i}))
    expect(loader.buildsToRemove(many, many[0]!.name).sort()).toEqual(many.slice(1, 9).map((b) => b.name))
    // Never more than eight builds kept, whatever the number of majors.
    const majors = Array.from({length: 12}, (_, i) => ({name: name('00000000000000b1', `v${30 + i}.0.0`), lastUsed: i}))
    expect(loader.buildsToRemove(majors, majors[11]!.name)).toHaveLength(4)
  })

  /**
   * Two rounds over `runs` (one per Node), one cache folder: the compile cache state of each run, by round. The first
   * round writes every build's folder (and, under a rule that keeps too few, evicts the others'); the second finds
   * each one's cache or not. A run that uses its cache writes nothing and evicts nothing (the loader does both only
   * when it writes a cache), so a third round would find the folder as the second left it: that the second round left
   * every cache file as the first wrote it is checked instead of running it.
   */
  async function takeTurns(
    runs: ((env: Record<string, string>) => Promise<{code: number | null; stderr: string}>)[],
  ): Promise<(string | undefined)[][]> {
    const base = join(tempDir('payctl-cache-'), 'cache')
    const env = {PAYCTL_CACHE_DIR: base, PAYCTL_STARTUP_TRACE: '1', PAYCTL_CONFIG_DIR: tempDir('payctl-config-')}
    const states: (string | undefined)[][] = []
    const snapshots = []
    for (let round = 0; round < 2; round++) {
      const row = []
      for (const run of runs) {
        const r = await run(env)
        expect(r.code, r.stderr).toBe(0)
        row.push(trace(r.stderr))
      }
      states.push(row)
      snapshots.push(cacheSnapshot(base))
    }
    expect(Object.keys(snapshots[0]!)).toHaveLength(runs.length)
    expect(snapshots[1]).toEqual(snapshots[0])
    return states
  }

  it('four builds taking turns (one Node with four sets of NODE_OPTIONS, each its own build folder) each keep theirs', async () => {
    // Another V8 flag each: four build folders, as four Node versions make (the old rule, three folders kept by mtime,
    // made every run here a first run from the second round on).
    const runs = [4096, 4097, 4098, 4099].map(
      (mb) => (env: Record<string, string>) => runCli(['config', 'list'], {env: {...env, NODE_OPTIONS: `--max-old-space-size=${mb}`}}),
    )
    const states = await takeTurns(runs)
    expect(states).toEqual([Array(4).fill('missing'), Array(4).fill('used')])
  })

  const nodes = findNodes()
  it.skipIf(nodes.length < 2)(
    `the Node versions found (${nodes.map((n) => n.version).join(', ') || 'none'}; PAYCTL_NODES or .ci/run's; skipped with fewer than two) taking turns each keep theirs`,
    async () => {
      const runs = nodes.map(
        (n) => (env: Record<string, string>) =>
          runNode(n.path, [BIN, 'config', 'list'], {env: cliEnv({...env, NODE_OPTIONS: undefined}), cwd: ROOT}),
      )
      const states = await takeTurns(runs)
      expect(states).toEqual([Array(nodes.length).fill('missing'), Array(nodes.length).fill('used')])
    },
  )
})
