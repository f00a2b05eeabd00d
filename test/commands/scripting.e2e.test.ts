/**
 * Nothing but data on stdout (docs/scripting.md#stdout-carries-only-data): every command of the manifest, run against
 * the sandbox with --json and with --jq '.', and the list commands with --jsonl and --csv too, prints on stdout only
 * what parses in that form (no progress, hints or notices). The long-running ones (events tail, listen, sandbox start)
 * print one parseable line per item. Every command's error with --json is `{"error": …}` on stdout and one line on
 * stderr, one compact line with --jsonl. A command added to the manifest without a row here fails the first test.
 *
 * What a command prints and its exit code are its function's (docs/testing.md, "In-process and spawned"): those runs are
 * in-process, and nothing may reach this process's own stdout meanwhile (a stray `process.stdout.write`, `console.log`
 * or oclif `this.log` would be what a script sees; the last test checks). What is a process's stays spawned: mcp over
 * stdio, events tail and sandbox start with --json stopped by SIGTERM (the other modes, and listen, in-process,
 * stopped by their Ctrl-C step; listen --json stopped by SIGTERM is listen.e2e's), one usage error of a command and
 * `$(payctl … -q)` in a shell.
 */
import {spawn} from 'node:child_process'
import {readFileSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {parse as parseCsv} from 'csv-parse/sync'
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest'
import {BIN, ROOT, cliEnv, runCli, runShell, tempDir, type RunResult} from '../helpers/cli.js'
import {runInProcess} from '../helpers/in-process.js'
import {waitFor} from '../helpers/wait.js'
import {startRecordingServer, type RecordingServer} from '../helpers/recording-server.js'
import {withSandbox, type TestSandbox} from '../helpers/sandbox.js'
import {bolepixBody, call} from '../sandbox/util.js'
import {inDays, requiredFlags} from './bolepix/helpers.js'
import {CARD_FLAGS, CUSTOMER_FLAGS} from './card/env.js'

let sb: TestSandbox
let hook: RecordingServer
/** What reached this process's own stdout while the file ran (the in-process commands write to their factory's). */
const strayStdout: string[] = []
/** The GET /api/events the sandbox has answered (events tail's polls among them). */
let eventPolls = 0
beforeAll(async () => {
  sb = await withSandbox({
    retryBaseMs: 50,
    retryMaxMs: 100,
    onRequest: (e) => void (e.method === 'GET' && e.path.startsWith('/api/events') && eventPolls++),
  })
  hook = await startRecordingServer()
  const stray = (...what: unknown[]) => void strayStdout.push(what.map(String).join(' '))
  const write = process.stdout.write.bind(process.stdout) as (...args: unknown[]) => boolean
  vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array, ...rest: unknown[]) => {
    stray(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'))
    return write(chunk, ...rest)
  }) as typeof process.stdout.write)
  for (const name of ['log', 'info', 'debug', 'dir', 'table'] as const) vi.spyOn(console, name).mockImplementation(stray)
})
afterAll(async () => {
  vi.restoreAllMocks()
  await hook?.close()
  await sb?.close()
})

type Mode = 'json' | 'jq' | 'jsonl' | 'csv'
const MODE_FLAGS: Record<Mode, string[]> = {json: ['--json'], jq: ['--jq', '.'], jsonl: ['--jsonl'], csv: ['--csv']}

interface Run {
  args: string[]
  input?: string
  env?: Record<string, string>
}

const CARD = [...CARD_FLAGS, ...CUSTOMER_FLAGS]

/** Setup (a charge, a payment, an event id), run in-process too. */
async function ok(args: string[], input?: string): Promise<string> {
  const r = await runInProcess(args, {env: sb.env, input})
  expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0)
  return r.stdout.trim()
}
const charge = () => ok(['bolepix', 'create', ...requiredFlags(), '-q'])
const payment = (...extra: string[]) => ok(['card', 'pay', ...CARD, ...extra, '-q'], '5155901222280001\n')
const eventId = () => ok(['events', 'list', '--jq', '.[-1].id'])
/** A config folder holding a profile named `p` for the sandbox. */
async function profileDir(): Promise<string> {
  const dir = tempDir('payctl-audit-config-')
  const r = await runInProcess(['login', '--profile', 'p', '--base-url', sb.url, '--seller-id', sb.sellerId, '--with-token'], {
    env: {PAYCTL_CONFIG_DIR: dir},
    input: `${sb.accessToken}\n${sb.clientToken}\n`,
  })
  expect(r.code, r.stderr).toBe(0)
  return dir
}

const LISTS = new Set([
  'report',
  'bolepix:list',
  'events:list',
  'events:notifications',
  'webhook:list',
  'config:list',
  'config:profiles',
  'find',
  'webhook:health',
])
const LONG_RUNNING = new Set(['events:tail', 'listen', 'sandbox:start'])

/** How to run each command successfully (fresh state for each run: the mutating ones act on new objects). */
const ROWS: Record<string, () => Promise<Run>> = {
  api: async () => ({args: ['api', 'GET', '/api/events']}),
  'bolepix:cancel': async () => ({args: ['bolepix', 'cancel', await charge(), '--reason', 'audit', '--yes']}),
  'bolepix:create': async () => ({args: ['bolepix', 'create', ...requiredFlags()]}),
  'bolepix:get': async () => ({args: ['bolepix', 'get', await charge(), '--timeline']}),
  'bolepix:import': async () => {
    const dir = tempDir('payctl-audit-import-')
    const file = join(dir, 'charges.jsonl')
    const debtor = {
      name: 'Maria Silva',
      document: '52998224725',
      publicArea: 'Rua A',
      number: '1',
      neighborhood: 'Centro',
      city: 'São Paulo',
      state: 'SP',
      postalCode: '01310100',
    }
    writeFileSync(file, `${JSON.stringify({amount: 10, dueDate: inDays(7), expirationAfterPayment: 1, debtor})}\n`)
    return {args: ['bolepix', 'import', file, '--journal', join(dir, 'journal')], env: {PAYCTL_STATE_DIR: dir}}
  },
  'bolepix:list': async () => ({args: ['bolepix', 'list']}),
  'bolepix:decode': async () => ({args: ['bolepix', 'decode', '10492.00650 61000.100042 00997.263900 9 89810000021403']}),
  report: async () => {
    await charge()
    return {args: ['report', '--since', '1h']}
  },
  'bolepix:pdf': async () => ({args: ['bolepix', 'pdf', await charge(), '--output', join(tempDir('payctl-audit-pdf-'), 'x.pdf')]}),
  'bolepix:wait': async () => {
    const id = await charge()
    await ok(['sandbox', 'pay', id])
    return {args: ['bolepix', 'wait', id, '--until', 'PAID', '--timeout', '10s']}
  },
  'card:cancel': async () => ({args: ['card', 'cancel', await payment(), '--yes']}),
  'card:capture': async () => ({args: ['card', 'capture', await payment('--delay-capture')]}),
  'card:pay': async () => ({args: ['card', 'pay', ...CARD], input: '5155901222280001\n'}),
  'card:test-cards': async () => ({args: ['card', 'test-cards']}),
  commands: async () => ({args: ['commands']}),
  'card:tokenize': async () => ({args: ['card', 'tokenize'], input: '5155901222280001\n'}),
  completion: async () => ({args: ['completion', 'bash']}),
  'config:get': async () => ({args: ['config', 'get', 'base-url']}),
  'config:list': async () => ({args: ['config', 'list']}),
  'config:profiles': async () => ({args: ['config', 'profiles'], env: {PAYCTL_CONFIG_DIR: await profileDir()}}),
  'config:set': async () => ({args: ['config', 'set', 'timeout', '30s']}),
  'config:unset': async () => ({args: ['config', 'unset', 'timeout']}),
  'config:use': async () => ({args: ['config', 'use', 'p'], env: {PAYCTL_CONFIG_DIR: await profileDir()}}),
  'events:list': async () => ({args: ['events', 'list']}),
  'events:notifications': async () => ({args: ['events', 'notifications']}),
  'events:replay': async () => ({args: ['events', 'replay', await eventId(), '--to', `${hook.url}/hooks`]}),
  'events:show': async () => ({args: ['events', 'show', await eventId()]}),
  'events:tail': async () => ({args: ['events', 'tail', '--interval', '200ms']}),
  find: async () => {
    await charge()
    return {args: ['find', 'maria silva']}
  },
  listen: async () => ({args: ['listen', '--port', '0', '--authorization', 'audit-token-0123456789']}),
  login: async () => ({
    args: ['login', '--base-url', sb.url, '--seller-id', sb.sellerId, '--with-token'],
    input: `${sb.accessToken}\n`,
    env: {PAYCTL_ACCESS_TOKEN: ''},
  }),
  logout: async () => ({args: ['logout', '--profile', 'p'], env: {PAYCTL_CONFIG_DIR: await profileDir()}}),
  'sandbox:clock': async () => ({args: ['sandbox', 'clock', '+1m']}),
  'sandbox:pay': async () => ({args: ['sandbox', 'pay', await charge()]}),
  'sandbox:start': async () => ({args: ['sandbox', 'start', '--port', '0']}),
  status: async () => ({args: ['status']}),
  'webhook:create': async () => ({args: ['webhook', 'create', '--target', `${hook.url}/hooks`, '--event', 'PAYMENT.*']}),
  'webhook:list': async () => ({args: ['webhook', 'list']}),
  'webhook:health': async () => ({args: ['webhook', 'health']}),
  'webhook:delete': async () => ({
    args: [
      'webhook',
      'delete',
      (await ok(['webhook', 'create', '--target', `${hook.url}/gone`, '--event', 'PAYMENT.*', '-q'])).trim(),
      '--yes',
    ],
  }),
  trigger: async () => ({args: ['trigger', 'bolepix-created', '--yes']}),
}

/** Whether stdout holds only data in that form: one JSON document, JSON lines, or CSV whose header is its first row. */
function dataProblem(stdout: string, mode: Mode): string | undefined {
  try {
    if (mode === 'json') JSON.parse(stdout)
    else if (mode === 'csv') parseCsv(stdout)
    else for (const line of stdout.split('\n').filter((l) => l !== '')) JSON.parse(line)
  } catch (err) {
    return `${(err as Error).message} in ${JSON.stringify(stdout.slice(0, 300))}`
  }
  if (stdout.trim() === '' && mode !== 'jsonl') return 'nothing on stdout'
  return undefined
}

const manifest = JSON.parse(readFileSync(join(ROOT, 'oclif.manifest.json'), 'utf8')) as {commands: Record<string, unknown>}

describe('stdout carries only data', {timeout: 120_000}, () => {
  it('every command of the manifest has a row here', () => {
    expect([...Object.keys(ROWS), 'mcp'].sort()).toEqual(Object.keys(manifest.commands).sort())
  })

  // payctl mcp has no --json: its stdout is the MCP protocol (docs/mcp.md), so every line there is a JSON-RPC message
  // and the log line goes to stderr. test/mcp drives it with the SDK's client; here, the raw lines.
  it('mcp: every stdout line is a JSON-RPC 2.0 message, its notice on stderr', async () => {
    const requests = [
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'audit', version: '1'}},
      },
      {jsonrpc: '2.0', method: 'notifications/initialized'},
      {jsonrpc: '2.0', id: 2, method: 'tools/list'},
      {jsonrpc: '2.0', id: 3, method: 'tools/call', params: {name: 'list_charges', arguments: {}}},
    ]
    const r = await runCli(['mcp'], {env: sb.env, input: requests.map((m) => JSON.stringify(m)).join('\n') + '\n'})
    expect(r.code, r.stderr).toBe(0)
    const lines = r.stdout.split('\n').filter((l) => l !== '')
    expect(lines.map((l) => (JSON.parse(l) as {jsonrpc: string; id: number}).id)).toEqual([1, 2, 3])
    for (const l of lines) expect(JSON.parse(l)).toMatchObject({jsonrpc: '2.0'})
    expect(r.stderr).toMatch(/^payctl mcp .*serving/)
  })

  const finite = Object.keys(ROWS).filter((id) => !LONG_RUNNING.has(id))
  it.concurrent.each(finite)('%s', async (id) => {
    const modes: Mode[] = LISTS.has(id) ? ['json', 'jq', 'jsonl', 'csv'] : ['json', 'jq']
    for (const mode of modes) {
      const run = await ROWS[id]!()
      const r = await runInProcess([...run.args, ...MODE_FLAGS[mode]], {env: {...sb.env, ...run.env}, input: run.input})
      expect(r.code, `${id} ${mode}: ${r.stderr}`).toBe(0)
      expect(dataProblem(r.stdout, mode), `${id} ${mode}`).toBeUndefined()
    }
  })

  /**
   * Starts a long-running command, makes something happen, stops it; its output. Spawned, it is stopped with SIGTERM;
   * in-process, with the Ctrl-C of runInProcess's `interrupts` (the command's stop step, as SIGINT runs it).
   */
  async function runLong(
    args: string[],
    act: (out: () => string, err: () => string) => Promise<void>,
    how: 'spawned' | 'in-process',
  ): Promise<RunResult> {
    if (how === 'in-process') {
      const out = {stdout: '', stderr: ''}
      const ctrlC = new AbortController()
      const run = runInProcess(args, {
        env: sb.env,
        interrupts: [ctrlC.signal],
        onOutput: (stream, text) => void (out[stream] += text),
        timeoutMs: 60_000,
      })
      try {
        await act(
          () => out.stdout,
          () => out.stderr,
        )
      } finally {
        ctrlC.abort()
      }
      return run
    }
    const child = spawn(process.execPath, [BIN, ...args], {cwd: ROOT, env: cliEnv(sb.env), stdio: ['ignore', 'pipe', 'pipe']})
    const out = {stdout: '', stderr: ''}
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out.stdout += d))
    child.stderr.setEncoding('utf8').on('data', (d: string) => (out.stderr += d))
    const killer = setTimeout(() => child.kill('SIGKILL'), 60_000)
    const closed = new Promise<RunResult>((resolve) => child.on('close', (code, signal) => resolve({code, signal, ...out})))
    try {
      await act(
        () => out.stdout,
        () => out.stderr,
      )
    } finally {
      child.kill('SIGTERM')
    }
    const r = await closed
    clearTimeout(killer)
    return r
  }
  const until = (check: () => boolean, what: string) => waitFor(what, check, 30_000, 50)

  // --json as processes stopped by SIGTERM (listen's in listen.e2e); --jsonl and --jq in-process, stopped by their
  // Ctrl-C step.
  it.each([
    ['json', 'spawned'],
    ['jsonl', 'in-process'],
    ['jq', 'in-process'],
  ] as const)('events tail, listen and sandbox start --%s (%s): one parseable line per item, nothing else', async (mode, how) => {
    const flags = MODE_FLAGS[mode]
    const polls = eventPolls
    const tail = await runLong(
      [...(await ROWS['events:tail']!()).args, ...flags],
      async (out) => {
        // The tail prints what appears after its first poll: the charge is made once that poll was answered (a fixed
        // pause lost the race on a loaded machine). Through the API: an in-process run would wait for the tail's turn.
        await until(() => eventPolls > polls, "the tail's first poll")
        expect((await call(sb, 'POST', '/api/v2/payments/bolepix', bolepixBody())).status).toBeLessThan(300)
        await until(() => out().includes('charge-create'), 'the tail to print the event')
      },
      how,
    )
    expect(tail.code, tail.stderr).toBe(0)
    expect(dataProblem(tail.stdout, 'jsonl')).toBeUndefined()

    // listen --json as a process stopped by SIGTERM, its stdout nothing but the notifications' lines, is
    // test/commands/listen/listen.e2e.test.ts's (its 3,000 notifications): here it runs in-process in every mode.
    const listen = await runLong(
      [...(await ROWS.listen!()).args, ...flags],
      async (out, err) => {
        await until(() => /listening on (http:\/\/127\.0\.0\.1:\d+)/.test(err()), 'the listener')
        const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(err())![1]!
        const res = await fetch(url, {
          method: 'POST',
          headers: {authorization: 'audit-token-0123456789', 'content-type': 'application/json'},
          body: '{"id":"evt-1","event":"charge-in","data":{"invoiceId":"inv-1"}}',
        })
        expect(res.status).toBe(200)
        await until(() => out().includes('evt-1'), 'the notification line')
      },
      'in-process',
    )
    expect(listen.code, listen.stderr).toBe(0)
    expect(dataProblem(listen.stdout, 'jsonl')).toBeUndefined()

    if (mode !== 'jsonl') {
      const start = await runLong(
        [...(await ROWS['sandbox:start']!()).args, ...flags],
        async (out) => {
          await until(() => out().includes('"listening"'), 'the sandbox')
          const url = (JSON.parse(out().split('\n')[0]!) as {url: string}).url
          await fetch(`${url}/bolepix/invoices`)
          await until(() => out().includes('"request"'), 'a request line')
        },
        how,
      )
      expect(start.code, start.stderr).toBe(0)
      expect(dataProblem(start.stdout, 'jsonl')).toBeUndefined()
    }
  })

  it("--jq runs on each line of bolepix import --jsonl and sandbox start, as on events tail and listen; on import --json's one array", async () => {
    const run = await ROWS['bolepix:import']!()
    const imported = await runInProcess([...run.args, '--jsonl', '--jq', '.status'], {env: {...sb.env, ...run.env}})
    expect([imported.code, imported.stdout]).toEqual([0, 'created\n'])
    // The same file again (its rows now done): --jq sees the one array.
    const again = await runInProcess([...run.args, '--jq', 'map(.status) | join(",")'], {env: {...sb.env, ...run.env}})
    expect([again.code, again.stdout]).toEqual([0, 'skipped\n'])
    const start = await runLong(
      ['sandbox', 'start', '--port', '0', '--jq', '.event'],
      async (out) => {
        await until(() => out().includes('listening'), 'the sandbox')
      },
      'in-process',
    )
    expect(start.code, start.stderr).toBe(0)
    expect(start.stdout).toBe('listening\n')
  })

  // In-process for each command; one of them (status) spawned too, for what bin/run.js adds around the function.
  it.concurrent.each([...Object.keys(ROWS), 'mcp', 'status (spawned)'])(
    '%s --json: an error is {"error": …} on stdout and one line on stderr',
    async (id) => {
      const args = [...id.split(' ')[0]!.split(':'), '--json', '--no-such-flag']
      const r = id.endsWith('(spawned)') ? await runCli(args, {env: sb.env}) : await runInProcess(args, {env: sb.env})
      expect(r.code).toBe(2)
      expect(Object.keys(JSON.parse(r.stdout) as object)).toEqual(['error'])
      expect(r.stderr).toMatch(/^error: [^\n]+\n$/)
    },
  )

  it('--jsonl: the error is one compact line', async () => {
    const r = await runInProcess(['bolepix', 'list', '--jsonl', '--since', 'yesterday-ish'], {env: sb.env})
    expect(r.code).toBe(2)
    expect(r.stdout.split('\n')).toHaveLength(2)
    expect(JSON.parse(r.stdout)).toEqual({error: {code: 'usage', message: expect.stringContaining('--since'), status: null, details: null}})
    expect(r.stderr).toMatch(/^error: [^\n]+\n$/)
  })
})

describe('create commands print what scripts need', () => {
  it('-q prints only the new id, one line: bolepix create, card pay, webhook create (a generated token still on stderr)', async () => {
    const invoice = await runInProcess(['bolepix', 'create', ...requiredFlags(), '-q'], {env: sb.env})
    expect(invoice.stdout).toMatch(/^[0-9a-f-]{36}\n$/)
    expect(invoice.stderr).toMatch(/^order id generated: [0-9a-f-]{36}\n$/)
    expect(JSON.parse(await ok(['bolepix', 'get', invoice.stdout.trim(), '--json']))).toMatchObject({
      invoiceId: invoice.stdout.trim(),
      status: 'PENDING',
    })

    const paid = await runInProcess(['card', 'pay', ...CARD, '--quiet'], {env: sb.env, input: '5155901222280001\n'})
    expect([paid.code, paid.stdout]).toEqual([0, expect.stringMatching(/^[0-9a-f-]{36}\n$/)])

    const webhook = await runInProcess(['webhook', 'create', '--target', `${hook.url}/q`, '--event', 'PAYMENT.*', '-q'], {env: sb.env})
    expect(webhook.code).toBe(0)
    expect(webhook.stdout).toMatch(/^[0-9a-f-]{36}\n$/)
    expect(webhook.stderr).toMatch(/authorization token \(generated, shown only now; keep it\): \S{40,}\n/)
    expect(JSON.parse(await ok(['webhook', 'list', '--json']))).toContainEqual(expect.objectContaining({id: webhook.stdout.trim()}))
  })

  it('id=$(payctl bolepix create … -q) in a shell, then the id used', async () => {
    const flags = requiredFlags()
      .map((f) => `'${f.replace(/'/g, `'\\''`)}'`)
      .join(' ')
    const r = await runShell(
      `set -euo pipefail; id=$(payctl bolepix create ${flags} -q 2>/dev/null); payctl bolepix get "$id" --jq .status`,
      {env: sb.env},
    )
    expect([r.code, r.stdout]).toEqual([0, 'PENDING\n'])
  })

  it('-q with --json or --jq is refused (exit 2, nothing sent)', async () => {
    for (const extra of [['--json'], ['--jq', '.']]) {
      const r = await runInProcess(['bolepix', 'create', ...requiredFlags(), '-q', ...extra], {env: sb.env})
      expect(r.code).toBe(2)
    }
  })
})

it("no in-process command of this file wrote to the process's own stdout (only to its factory's)", () => {
  expect(strayStdout).toEqual([])
})
