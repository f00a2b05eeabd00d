/**
 * The built CLI as users and scripts run it: help, version, the manifest, start-up imports, and `payctl api`
 * against a recording server (headers, bodies, errors, exit codes, --json errors, --debug redaction). `payctl api` and
 * the help of each command run in-process (helpers/in-process.ts: payctl's help class, as oclif runs it, byte for byte
 * the help bin/run.js prints): their text is the point there; the rest is about the process (`payctl` alone prints
 * its help from a real process in test/commands/help.e2e.test.ts, and --help starts one below, in the start-up imports).
 */
import {spawn} from 'node:child_process'
import {readFileSync, readdirSync, statSync, writeFileSync} from 'node:fs'
import {join, relative} from 'node:path'
import {pathToFileURL} from 'node:url'
import {beforeAll, describe, expect, it} from 'vitest'
import {BIN, ROOT, cliEnv, runCli, tempDir, type RunResult} from '../helpers/cli.js'
import {runInProcess} from '../helpers/in-process.js'
import {sendJson, type RecordingServer, recordingServerPerTest, startRecordingServer} from '../helpers/recording-server.js'
import {startSilentBus} from '../helpers/keyring.js'
import {startRecordingProxy} from '../helpers/recording-proxy.js'

interface ManifestFlag {
  name: string
}
interface ManifestCommand {
  id: string
  summary?: string
  description?: string
  examples?: unknown[]
  flags: Record<string, ManifestFlag>
  args: Record<string, unknown>
}

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {version: string; oclif: {topics: Record<string, unknown>}}
const manifest = () =>
  JSON.parse(readFileSync(join(ROOT, 'oclif.manifest.json'), 'utf8')) as {version: string; commands: Record<string, ManifestCommand>}

function listFiles(dir: string, ext: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) return listFiles(p, ext)
    return name.endsWith(ext) && !name.endsWith('.d.ts') ? [p] : []
  })
}

const idOf = (base: string, file: string) =>
  relative(base, file)
    .replace(/\.(js|ts)$/, '')
    .split(/[\\/]/)
    .filter((part) => part !== 'index')
    .join(':')

const server = recordingServerPerTest()

const TOKEN = 'tok_live_ABCDEFGHIJKLMNOP1234'
const CLIENT = 'cli_live_QRSTUVWXYZ5678abcd'
const REFRESH = 'ref_live_0123456789ABCDEFghij'
const apiEnv = (s: RecordingServer, extra: Record<string, string> = {}) => ({
  PAYCTL_BASE_URL: s.url,
  PAYCTL_SELLER_ID: 'seller-1',
  PAYCTL_ACCESS_TOKEN: TOKEN,
  ...extra,
})

describe('help, version and the manifest', () => {
  it('--help lists every topic that has commands, and every top-level command', async () => {
    const r = await runInProcess(['--help'])
    expect(r.code).toBe(0)
    const ids = Object.keys(manifest().commands)
    const topics = new Set(ids.filter((id) => id.includes(':')).map((id) => id.split(':')[0]!))
    const topicsSection = /TOPICS\n([\s\S]*?)\n\n/.exec(r.stdout)?.[1] ?? ''
    const commandsSection = /COMMANDS\n([\s\S]*?)(\n\n|$)/.exec(r.stdout)?.[1] ?? ''
    for (const topic of topics) expect(topicsSection, topic).toMatch(new RegExp(`^  ${topic}\\s`, 'm'))
    for (const id of ids.filter((i) => !i.includes(':') && !topics.has(i))) {
      expect(commandsSection, id).toMatch(new RegExp(`^  ${id}\\s`, 'm'))
    }
    expect(topics.size).toBeGreaterThan(0)
    // Every line fits 80 columns, the description first (oclif printed the package's description unwrapped).
    for (const line of r.stdout.split('\n')) expect(line.length, line).toBeLessThanOrEqual(80)
  })

  it("every command's --help fits 80 columns: its summary wrapped, its examples continued with \\ (a quoted value whole)", async () => {
    const ids = Object.keys(manifest().commands)
    const wide: string[] = []
    for (const id of ids) {
      const r = await runInProcess([...id.split(':'), '--help'])
      expect(r.code, id).toBe(0)
      // Only a line holding one word too long to break (a JSON body in quotes) may be wider.
      for (const line of r.stdout.split('\n')) if ([...line].length > 80 && !/\S{50,}/.test(line)) wide.push(`${id}: ${line}`)
    }
    expect(wide).toEqual([])
    const replay = await runInProcess(['events', 'replay', '--help'])
    expect(replay.stdout).toContain(
      '  $ payctl events replay 2f0c6a5e-8d5b-4c53-9c3e-0c3f0c0f5b1a \\\n    --to http://127.0.0.1:3000/hooks/pay\n',
    )
  })

  it('declares the six topics of the product', () => {
    expect(Object.keys(pkg.oclif.topics).sort()).toEqual(['bolepix', 'card', 'config', 'events', 'sandbox', 'webhook'])
  })

  it('--version prints payctl/<version>', async () => {
    for (const flag of ['--version', '-v']) {
      const r = await runCli([flag])
      expect(r.code).toBe(0)
      expect(r.stderr).toBe('')
      expect(r.stdout).toMatch(
        new RegExp(`^payctl/${pkg.version.replace(/\./g, '\\.')} ${process.platform}-${process.arch} node-${process.version}\\n$`),
      )
    }
  })

  it('every command has a summary or description and at least two examples', () => {
    const problems: string[] = []
    for (const [id, cmd] of Object.entries(manifest().commands)) {
      if (!cmd.summary && !cmd.description) problems.push(`${id}: no summary or description`)
      if ((cmd.examples ?? []).length < 2) problems.push(`${id}: ${(cmd.examples ?? []).length} example(s)`)
    }
    expect(problems).toEqual([])
  })

  it('oclif.manifest.json is current: the same commands, flags and args as the built command files', async () => {
    const m = manifest()
    expect(m.version).toBe(pkg.version)
    const distDir = join(ROOT, 'dist', 'commands')
    const fromDist: Record<string, {flags: string[]; args: string[]}> = {}
    for (const file of listFiles(distDir, '.js')) {
      const mod = (await import(pathToFileURL(file).href)) as {default?: {flags?: object; args?: object}}
      if (!mod.default) continue
      fromDist[idOf(distDir, file)] = {flags: Object.keys(mod.default.flags ?? {}).sort(), args: Object.keys(mod.default.args ?? {})}
    }
    const fromManifest = Object.fromEntries(
      Object.entries(m.commands).map(([id, c]) => [id, {flags: Object.keys(c.flags).sort(), args: Object.keys(c.args)}]),
    )
    expect(fromManifest).toEqual(fromDist)
    // and dist is built from the current sources
    const srcDir = join(ROOT, 'src', 'commands')
    expect(Object.keys(m.commands).sort()).toEqual(
      listFiles(srcDir, '.ts')
        .map((f) => idOf(srcDir, f))
        .sort(),
    )
  })
})

describe('start-up imports', () => {
  // A preload that records every module resolved, ESM (a resolve hook) and CommonJS (Module._resolveFilename). The
  // hook goes in through module.registerHooks (Node 22.15+), else module.register (Node 20), which Node 26 deprecates:
  // its DEP0205 warning would be on the stderr that must stay empty.
  const dir = tempDir('payctl-loader-')
  writeFileSync(
    join(dir, 'hooks.mjs'),
    `import {appendFileSync} from 'node:fs'
export async function resolve(specifier, context, next) {
  const r = await next(specifier, context)
  appendFileSync(process.env.PAYCTL_TEST_MODULE_LOG, 'esm ' + r.url + '\\n')
  return r
}
`,
  )
  writeFileSync(
    join(dir, 'register.mjs'),
    `import Module from 'node:module'
import {appendFileSync} from 'node:fs'
if (typeof Module.registerHooks === 'function') {
  Module.registerHooks({
    resolve(specifier, context, next) {
      const r = next(specifier, context)
      appendFileSync(process.env.PAYCTL_TEST_MODULE_LOG, 'esm ' + r.url + '\\n')
      return r
    },
  })
} else Module.register('./hooks.mjs', import.meta.url)
// Node's own modules do not pass through a resolver: the ones that matter are read from Node's list at exit.
process.on('exit', () => {
  if (process.moduleLoadList.includes('NativeModule crypto')) appendFileSync(process.env.PAYCTL_TEST_MODULE_LOG, 'builtin node:crypto\\n')
})
const original = Module._resolveFilename
Module._resolveFilename = function (request, ...rest) {
  const r = original.call(this, request, ...rest)
  appendFileSync(process.env.PAYCTL_TEST_MODULE_LOG, 'cjs ' + r + '\\n')
  return r
}
`,
  )

  function modulesLoadedBy(args: string[], env: Record<string, string> = {}): Promise<{result: RunResult; modules: string[]}> {
    const log = join(tempDir('payctl-modlog-'), 'modules.log')
    writeFileSync(log, '')
    return new Promise((resolvePromise, reject) => {
      // Through NODE_OPTIONS, so that a child Node process (the keyring helper, config/keyring.ts) is recorded too.
      const child = spawn(process.execPath, [BIN, ...args], {
        cwd: ROOT,
        env: cliEnv({...env, PAYCTL_TEST_MODULE_LOG: log, NODE_OPTIONS: `--import=${pathToFileURL(join(dir, 'register.mjs')).href}`}),
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let stdout = ''
      let stderr = ''
      child.stdout.setEncoding('utf8').on('data', (d) => (stdout += d))
      child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d))
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
      child.on('error', reject)
      child.on('close', (code, signal) => {
        clearTimeout(timer)
        resolvePromise({result: {code, signal, stdout, stderr}, modules: readFileSync(log, 'utf8').split('\n').filter(Boolean)})
      })
    })
  }

  // @modelcontextprotocol/server: only `payctl mcp` loads it (docs/mcp.md). jq-wasm: --jq's engine (1.4 MB of
  // WebAssembly) is loaded only when --jq is given (docs/scripting.md). exceljs: only by commands reading or writing
  // a workbook (bolepix import of an .xlsx, --xlsx, --template x.xlsx; docs/import.md).
  // @napi-rs/keyring: only a command that reads or writes a token kept in the OS keyring loads it, in its helper
  // process (docs/tokens.md).
  const HEAVY =
    /node_modules[\\/](undici|zod|conf|@inquirer|cli-table3|jq-wasm|exceljs|@modelcontextprotocol[\\/]server|@napi-rs[\\/]keyring)[\\/]/
  // The bundle (dist/bundle/payctl.cjs) marks each npm package whose modules it evaluates; bin/bundle-loader.cjs
  // logs them as `bundle-package NAME` lines when PAYCTL_TEST_MODULE_LOG is set.
  const heavy = (modules: string[]) => {
    const paths = modules.map((m) => (m.startsWith('bundle-package ') ? `node_modules/${m.slice(15)}/` : m))
    const builtins = modules.filter((m) => m.startsWith('builtin ')).map((m) => m.slice(8))
    return [...new Set([...builtins, ...paths.filter((m) => HEAVY.test(m)).map((m) => HEAVY.exec(m)![1]!.replace(/\\/g, '/'))])].sort()
  }

  /**
   * `config list` on a session bus, of a profile without keyring tokens and of one whose token is in the keyring. The
   * silent bus never answers: the helper loads the binding, then is stopped after 3 s. Started before the other runs
   * of this block (beforeAll), the two wait on the bus while those go on; the test reads what they loaded.
   */
  async function configListOnABus() {
    const bus = await startSilentBus()
    try {
      const profile = {baseUrl: 'http://127.0.0.1:9', sellerId: 's', accessToken: TOKEN}
      const run = (stored: Record<string, unknown>) => {
        const config = tempDir('payctl-config-')
        writeFileSync(join(config, 'config.json'), JSON.stringify({profiles: {default: stored}}), {mode: 0o600})
        return modulesLoadedBy(['config', 'list'], {PAYCTL_CONFIG_DIR: config, DBUS_SESSION_BUS_ADDRESS: bus.address})
      }
      const [plain, keyring] = await Promise.all([run(profile), run({...profile, accessToken: undefined, keyring: ['access-token']})])
      return {plain, keyring}
    } finally {
      await bus.close()
    }
  }
  /**
   * `bolepix import` of a .csv (each create answered by a stand-in, so that it ends with 0): what it loads answers two tests, node:crypto
   * (its hashes) and no exceljs (a .csv's reader is chosen by the file's name), from one start.
   */
  async function csvImport() {
    const s = await startRecordingServer()
    try {
      let n = 0
      s.handle((req, res) => (req.method === 'POST' ? sendJson(res, 200, {invoiceId: `inv-${++n}`}) : sendJson(res, 200, [])))
      const dir = tempDir('payctl-import-')
      const csv = join(import.meta.dirname, '../fixtures/import/script-reordered.csv')
      return await modulesLoadedBy(['bolepix', 'import', csv, '--json', '--journal', join(dir, 'a.journal')], {
        ...apiEnv(s),
        PAYCTL_CONFIG_DIR: dir,
      })
    } finally {
      await s.close()
    }
  }
  let keyringRuns: ReturnType<typeof configListOnABus> | undefined
  let csvImportRun: ReturnType<typeof csvImport> | undefined
  beforeAll(() => {
    keyringRuns = configListOnABus()
    csvImportRun = csvImport()
    // (A failure is the test's, when it reads the runs.)
    keyringRuns.catch(() => undefined)
    csvImportRun.catch(() => undefined)
  })

  it.each([[['--version']], [['--help']], [['api', '--help']], [['config', 'list']]])(
    'payctl %j loads none of undici, zod, conf, @inquirer, cli-table3, jq-wasm, exceljs, @modelcontextprotocol/server, @napi-rs/keyring, node:crypto',
    async (args) => {
      const {result, modules} = await modulesLoadedBy(args)
      expect(result.code).toBe(0)
      expect(modules.length).toBeGreaterThan(0)
      expect(heavy(modules)).toEqual([])
    },
  )

  it('bolepix list --json (the most frequent read) loads none of them while the records fit their schema: not undici (node:http sends it), nor zod (schemas/answer-fits.ts checks them)', async () => {
    const s = await server()
    s.handle((_r, res) => sendJson(res, 200, [{invoiceId: 'inv-1', status: 'PENDING', amount: 10.5}]))
    const {result, modules} = await modulesLoadedBy(['bolepix', 'list', '--json'], apiEnv(s))
    expect(result.stderr).toBe('')
    expect(JSON.parse(result.stdout)).toEqual([{invoiceId: 'inv-1', status: 'PENDING', amount: 10.5}])
    expect(heavy(modules)).toEqual([])
  })

  it('bolepix list loads zod/mini, and only it, for a record that does not fit: zod names the field (docs/performance.md, "Answers checked without zod")', async () => {
    const s = await server()
    s.handle((_r, res) =>
      sendJson(res, 200, [
        {invoiceId: 'inv-1', status: 'PENDING'},
        {invoiceId: 'inv-2', status: 7},
      ]),
    )
    const {result, modules} = await modulesLoadedBy(['bolepix', 'list', '--json'], apiEnv(s))
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/unexpected answer from GET \/bolepix\/invoices: \[1\]\.status: must be a string, not a number/)
    expect(heavy(modules)).toEqual(['zod'])
    // Required from node_modules by the thin bundle (zod is not in it: scripts/bundle.mjs THIN_GROUPS), or marked by
    // folder by the full bundle: zod/mini and its core, never zod's classic API.
    const zod = modules.filter((m) => /node_modules[\\/]zod[\\/]|^bundle-package zod/.test(m))
    expect(zod.length).toBeGreaterThan(0)
    expect(zod.filter((m) => /classic/.test(m))).toEqual([])
  })

  it('bolepix list --json loads undici when a proxy applies to the API (docs/http.md#senders), and not for a loopback API whatever the proxy', async ({
    onTestFinished,
  }) => {
    const s = await server()
    s.handle((_r, res) => sendJson(res, 200, [{invoiceId: 'inv-1', status: 'PENDING'}]))
    // A name under .invalid never resolves: the list can only come through the (loopback) proxy.
    const proxy = await startRecordingProxy((host) => (host === 'api.payctl-test.invalid' ? s.port : undefined))
    onTestFinished(() => proxy.close())
    const viaProxy = await modulesLoadedBy(['bolepix', 'list', '--json'], {
      ...apiEnv(s),
      PAYCTL_BASE_URL: 'http://api.payctl-test.invalid',
      HTTP_PROXY: proxy.url,
    })
    expect(viaProxy.result.stderr).not.toMatch(/error/) // (it warns of plain http:// to another machine)
    expect(JSON.parse(viaProxy.result.stdout)).toEqual([{invoiceId: 'inv-1', status: 'PENDING'}])
    expect(proxy.records).toHaveLength(1)
    expect(heavy(viaProxy.modules)).toEqual(['undici'])
    const loopback = await modulesLoadedBy(['bolepix', 'list', '--json'], {...apiEnv(s), HTTP_PROXY: proxy.url})
    expect(JSON.parse(loopback.result.stdout)).toHaveLength(1)
    expect(proxy.records).toHaveLength(1)
    expect(heavy(loopback.modules)).toEqual([])
  })

  it("the detector sees zod's classic API when a command validates a request with it", async () => {
    // Refused before anything is sent (nothing listens on port 9).
    const {result, modules} = await modulesLoadedBy(['bolepix', 'create', '--amount', '10'], {
      PAYCTL_BASE_URL: 'http://127.0.0.1:9',
      PAYCTL_SELLER_ID: 's',
      PAYCTL_ACCESS_TOKEN: TOKEN,
    })
    expect(result.code, result.stderr).toBe(2)
    expect(modules).toContain('bundle-package zod/v4/classic')
  })

  it('the detector sees @modelcontextprotocol/server when payctl mcp runs', async () => {
    // stdin is closed at once: the server starts, sees the client gone, and ends.
    const {result, modules} = await modulesLoadedBy(['mcp'], {
      PAYCTL_BASE_URL: 'http://127.0.0.1:9',
      PAYCTL_SELLER_ID: 's',
      PAYCTL_ACCESS_TOKEN: TOKEN,
    })
    expect(result.code, result.stderr).toBe(0)
    expect(heavy(modules)).toContain('@modelcontextprotocol/server')
  })

  it('the detector sees exceljs when an .xlsx is imported, and not for a .csv', async () => {
    const dir = tempDir('payctl-xlsx-')
    const fixtures = join(import.meta.dirname, '../fixtures/import')
    const env = {PAYCTL_BASE_URL: 'http://127.0.0.1:9', PAYCTL_SELLER_ID: 's', PAYCTL_CONFIG_DIR: dir}
    const csv = await csvImportRun!
    expect(csv.result.code, csv.result.stderr).toBe(0)
    expect(heavy(csv.modules)).not.toContain('exceljs')
    const xlsx = await modulesLoadedBy(
      ['bolepix', 'import', join(fixtures, 'cobrancas-typed.xlsx'), '--dry-run', '--json', '--journal', join(dir, 'b.journal')],
      env,
    )
    expect(xlsx.result.code, xlsx.result.stderr).toBe(0)
    expect(heavy(xlsx.modules)).toContain('exceljs')
    // A start loading exceljs: 30 s may not be enough on a 2-core machine busy with other work.
  }, 60_000)

  it('the detector sees jq-wasm when --jq is given', async () => {
    const s = await server()
    s.handle((_r, res) => sendJson(res, 200, [{invoiceId: 'inv-1', status: 'PENDING'}]))
    const {result, modules} = await modulesLoadedBy(['bolepix', 'list', '--jq', '.[].invoiceId'], apiEnv(s))
    expect(result.stdout).toBe('inv-1\n')
    expect(heavy(modules)).toEqual(['jq-wasm'])
  })

  it('the detector sees node:crypto when a command uses it (bolepix import of a file: its hashes), and no undici: its creates go by node:http (docs/http.md#senders)', async () => {
    const {result, modules} = await csvImportRun!
    expect(result.stderr).not.toMatch(/unexpected error/)
    expect(heavy(modules)).toContain('node:crypto')
    expect(heavy(modules)).not.toContain('undici')
  })

  it('config list of a profile without keyring tokens loads no keyring, even with a session bus; the detector sees @napi-rs/keyring when its tokens are in the keyring', async () => {
    const {plain, keyring} = await keyringRuns!
    expect(plain.result.code, plain.result.stderr).toBe(0)
    expect(heavy(plain.modules)).toEqual([])
    expect(keyring.result.code).toBe(1)
    expect(heavy(keyring.modules)).toEqual(['@napi-rs/keyring'])
  })
})

describe('a reader that stops reading', () => {
  it('`payctl bolepix list --json | head` ends quietly with 0 when the pipe closes (no "write EPIPE" error)', async () => {
    const s = await server()
    const records = Array.from({length: 30_000}, (_, i) => ({invoiceId: `inv-${i}`, status: 'PENDING'}))
    s.handle((_r, res) => sendJson(res, 200, records))
    const child = spawn(process.execPath, [BIN, 'bolepix', 'list', '--json'], {
      cwd: ROOT,
      env: cliEnv(apiEnv(s)),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stderr = ''
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d))
    // Read the first chunk, then close our end, as `head -c` does.
    child.stdout.once('data', () => child.stdout.destroy())
    const code = await new Promise<number | null>((resolvePromise) => child.on('close', (c) => resolvePromise(c)))
    expect(stderr).toBe('')
    expect(code).toBe(0)
  })
})

describe('payctl api against a recording server', () => {
  it('GET sends Bearer and Content-Type and prints the JSON answer', async () => {
    const s = await server()
    s.handle((_r, res) => sendJson(res, 200, {data: [{id: 'ev-1', event: 'charge-in'}]}))
    const r = await runInProcess(['api', 'GET', '/api/events?limit=5&event=charge-*'], {env: apiEnv(s)})
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    expect(JSON.parse(r.stdout)).toEqual({data: [{id: 'ev-1', event: 'charge-in'}]})
    expect(s.requests).toHaveLength(1)
    const req = s.requests[0]!
    expect([req.method, req.path, req.query]).toEqual(['GET', '/api/events', {limit: '5', event: 'charge-*'}])
    expect(req.headers.authorization).toBe(`Bearer ${TOKEN}`)
    expect(req.headers['content-type']).toBe('application/json')
    expect(req.body).toBe('')
  })

  it('POST --body sends compact JSON', async () => {
    const s = await server()
    s.handle((_r, res) => sendJson(res, 201, {id: 'wh-1'}))
    const r = await runInProcess(
      [
        'api',
        'post',
        '/api/webhooks',
        '--body',
        '{ "webhook" : { "events": ["charge-in", "card.*"],\n "target": "https://h.test/x" } }',
        '--json',
      ],
      {
        env: apiEnv(s),
      },
    )
    expect(r.code).toBe(0)
    expect(JSON.parse(r.stdout)).toEqual({id: 'wh-1'})
    expect(s.requests.map((q) => [q.method, q.path, q.body])).toEqual([
      ['POST', '/api/webhooks', '{"webhook":{"events":["charge-in","card.*"],"target":"https://h.test/x"}}'],
    ])
    expect(s.requests[0]!.headers['content-type']).toBe('application/json')
  })

  it('--body-file - reads the body from stdin; --client-token sends the raw client token', async () => {
    const s = await server()
    s.handle((_r, res) => sendJson(res, 200, {data: {number_token: 'nt-1'}}))
    const r = await runInProcess(['api', 'POST', '/api/tokenize', '--client-token', '--body-file', '-'], {
      env: apiEnv(s, {PAYCTL_CLIENT_TOKEN: CLIENT}),
      input: '{"card_number": "5155901222280001", "customer_id": "c1"}',
    })
    expect(r.code).toBe(0)
    expect(s.requests[0]!.headers.authorization).toBe(CLIENT)
    expect(s.requests[0]!.body).toBe('{"card_number":"5155901222280001","customer_id":"c1"}')
  })

  it('an error answer exits 1 with one line on stderr', async () => {
    const s = await server()
    s.handle((_r, res) => sendJson(res, 422, {errors: {amount: ['must be greater than 0']}}))
    const r = await runInProcess(['api', 'POST', '/api/v2/payments/bolepix', '--body', '{"amount": 0}'], {env: apiEnv(s)})
    expect(r.code).toBe(1)
    expect(r.stdout).toBe('')
    expect(r.stderr).toBe('error: HTTP 422 Unprocessable Entity: amount: must be greater than 0\n')
  })

  it('with --json an error is also printed as {"error": {code, message, status, details}} on stdout', async () => {
    const s = await server()
    s.handle((_r, res) => sendJson(res, 422, {errors: {'debtor.document': ['invalid CPF check digits']}}))
    const r = await runInProcess(['api', 'POST', '/api/v2/payments/bolepix', '--body', '{}', '--json'], {env: apiEnv(s)})
    expect(r.code).toBe(1)
    expect(r.stderr).toBe('error: HTTP 422 Unprocessable Entity: debtor.document: invalid CPF check digits\n')
    expect(JSON.parse(r.stdout)).toEqual({
      error: {
        code: 'api_error',
        message: 'HTTP 422 Unprocessable Entity: debtor.document: invalid CPF check digits',
        status: 422,
        details: [{path: 'debtor.document', message: 'invalid CPF check digits'}],
      },
    })
  })

  it('the --json error always has the four keys of docs/contract.md#errors-and-exit-codes, also for errors without a status', async () => {
    const s = await server()
    const r = await runInProcess(['api', 'GET', `${s.url}/api/events`, '--json'], {env: apiEnv(s)})
    expect(r.code).toBe(2)
    const out = JSON.parse(r.stdout) as {error: Record<string, unknown>}
    expect(Object.keys(out.error).sort()).toEqual(['code', 'details', 'message', 'status'])
    expect(out.error).toEqual({
      code: 'usage',
      message: 'PATH must be a path on the API such as /api/events, not a URL',
      status: null,
      details: null,
    })
  })

  it('401 exits 4', async () => {
    const s = await server()
    s.handle((_r, res) => sendJson(res, 401, {errors: {detail: 'Unauthorized'}}))
    const r = await runInProcess(['api', 'GET', '/api/events', '--json'], {env: apiEnv(s)})
    expect(r.code).toBe(4)
    expect(r.stderr).toBe('error: HTTP 401 Unauthorized (check the access token: payctl login)\n')
    const out = JSON.parse(r.stdout) as {error: Record<string, unknown>}
    expect(out.error.code).toBe('auth')
    expect(out.error.status).toBe(401)
    expect(s.requests).toHaveLength(1)
  })

  it('with a refresh token, a 401 is refreshed and the call repeated once', async () => {
    const s = await server()
    s.handle((q, res) => {
      if (q.path === '/api/seller-1/tokens') return sendJson(res, 200, {data: 'fresh_access_token_0123456789'})
      if (q.headers.authorization === 'Bearer fresh_access_token_0123456789') return sendJson(res, 200, {data: []})
      return sendJson(res, 401, {errors: {detail: 'Unauthorized'}})
    })
    const r = await runInProcess(['api', 'GET', '/api/events'], {env: apiEnv(s, {PAYCTL_REFRESH_TOKEN: REFRESH})})
    expect(r.code).toBe(0)
    expect(JSON.parse(r.stdout)).toEqual({data: []})
    expect(s.requests.map((q) => [q.method, q.path, q.headers.authorization, q.body])).toEqual([
      ['GET', '/api/events', `Bearer ${TOKEN}`, ''],
      ['POST', '/api/seller-1/tokens', `Bearer ${REFRESH}`, '{}'],
      ['GET', '/api/events', 'Bearer fresh_access_token_0123456789', ''],
    ])
    expect(r.stderr).toBe('access token refreshed for this run (it did not come from a profile, so it was not saved)\n')
  })

  it('a POST whose answer is a 503 is not resent and exits 1 with "outcome unknown"', async () => {
    const s = await server()
    s.handle((_r, res) => sendJson(res, 503, {error: 'maintenance'}))
    const r = await runInProcess(['api', 'POST', '/api/webhooks', '--body', '{}'], {env: apiEnv(s)})
    expect(r.code).toBe(1)
    expect(r.stderr).toMatch(/^error: outcome unknown: /)
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1)
    expect(s.requests).toHaveLength(1)
  })

  it('refuses a full URL as PATH (exit 2, nothing sent), and broken JSON in --body', async () => {
    const s = await server()
    const r = await runInProcess(['api', 'GET', `${s.url}/api/events`], {env: apiEnv(s)})
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('PATH must be a path on the API')
    const r2 = await runInProcess(['api', 'POST', '/api/webhooks', '--body', '{"a":'], {env: apiEnv(s)})
    expect(r2.code).toBe(2)
    expect(s.requests).toHaveLength(0)
  })

  it('--debug logs each request and response with the token masked, never in clear', async () => {
    const s = await server()
    // a server that echoes the credential back, so that only redaction keeps it out of the output
    s.handle((q, res) => sendJson(res, 200, {youSent: q.headers.authorization, webhook: {authorization: 'hook-secret-abcdef123456'}}))
    const r = await runInProcess(['api', 'GET', '/api/webhooks', '--debug'], {env: apiEnv(s)})
    expect(r.code).toBe(0)
    expect(r.stderr).toContain(`--> GET ${s.url}/api/webhooks`)
    expect(r.stderr).toContain(`<-- 200 GET ${s.url}/api/webhooks`)
    expect(r.stderr).not.toContain(TOKEN)
    expect(r.stdout).not.toContain(TOKEN)
    expect(r.stderr).not.toContain('hook-secret-abcdef123456')
    expect(r.stderr).toContain('tok_…1234')
    expect(r.stdout).toContain('tok_…1234')
    // the same with DEBUG=payctl*
    const r2 = await runInProcess(['api', 'GET', '/api/webhooks'], {env: apiEnv(s, {DEBUG: 'payctl*'})})
    expect(r2.stderr).toContain(`--> GET ${s.url}/api/webhooks`)
    expect(r2.stderr).not.toContain(TOKEN)
  })
})
