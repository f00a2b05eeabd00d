/**
 * The thin start-up path (src/thin/; docs/performance.md, "The thin path") against oclif's, so that the two
 * cannot drift:
 * - the parsers: every command line below, parsed by parseThin and by oclif's own Parser with the command's class;
 *   where the thin parser accepts a line, its flags and arguments are oclif's, deep-equal;
 * - the whole run: each line run in-process through the thin path (falling back to oclif as the bundle does) and
 *   through oclif alone, against the sandbox and stand-ins (401, a refused connection), compared byte for byte
 *   (stdout, stderr, exit code), on a pipe and on terminals of 80 and 120 columns;
 * - the table: generated from oclif.manifest.json and the classes, and refused when they disagree.
 * The spawned comparison (bin/run.js with and without PAYCTL_NO_THIN=1, in a pseudo-terminal) is in
 * thin.e2e.test.ts.
 */
import {randomUUID} from 'node:crypto'
import {createServer, type Server} from 'node:http'
import {Parser} from '@oclif/core'
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest'
import {parseThin} from '../../src/thin/parse.js'
import {THIN_COMMANDS} from '../../src/thin/table.js'
import type {ThinCommand} from '../../src/thin/types.js'
import {tempDir} from '../helpers/cli.js'
import {runInProcess} from '../helpers/in-process.js'
import {withSandbox, type TestSandbox} from '../helpers/sandbox.js'
import {bolepixBody, call} from '../sandbox/util.js'
// @ts-expect-error: a script without types
import {thinTableSource} from '../../scripts/gen-thin-table.mjs'

type Id = keyof typeof THIN_COMMANDS

/** Command lines (after the command id) for each thin command: plain ones, and ones the thin path must leave to oclif. */
const LINES: Record<Id, string[][]> = {
  'bolepix:list': [
    [],
    ['--json'],
    ['--jsonl'],
    ['--csv'],
    ['--csv', '--csv-bom'],
    ['--csv', '--locale', 'pt-BR'],
    ['--jq', '.[].status'],
    ['--fields', 'invoiceId,status'],
    ['--fields=invoiceId'],
    ['--status', 'pending', '--since', '7d', '--limit', '3'],
    ['--sort', 'amount:desc', '--json'],
    ['--sort', 'nope'],
    ['--status=PAID'],
    ['--limit', '1', '--json'],
    ['--all'],
    ['--wide'],
    ['--columns', 'status,amount'],
    ['--columns', 'debtor.name,dueDate'],
    ['--columns', 'duedate'],
    ['--fields', 'due'],
    ['--sort', 'due'],
    ['--no-pager'],
    ['--debug', '--json'],
    ['--status', 'payed'],
    ['--since', 'tomorrow'],
    ['--since', '2026-02-30'],
    ['--fields', 'nope'],
    ['--jq', '.['],
    // oclif's to judge:
    ['--limit', '0'],
    ['--limit', 'x'],
    ['--limit', '-1'],
    ['--limit=2.5'],
    ['--all', '--limit', '3'],
    ['--csv-bom'],
    ['--csv', '--json'],
    ['--locale', 'fr'],
    ['--bogus'],
    ['--jsn'],
    ['--help'],
    ['-h'],
    ['extra-arg'],
    ['--json', '--json'],
    ['--status'],
    ['--status', '--json'],
    ['--json=true'],
    ['--', '--json'],
    [''],
  ],
  'config:list': [
    [],
    ['--json'],
    ['--csv'],
    ['--jsonl'],
    ['--fields', 'key,source'],
    ['--jq', '.settings'],
    ['--bogus'],
    ['x'],
    ['--help'],
  ],
  'bolepix:get': [[], ['inv'], ['--json'], ['x', 'y'], ['--timeline'], ['--qr', '--json'], ['--bogus']],
  'events:list': [
    [],
    ['--json'],
    ['--event', 'charge-*'],
    ['--event', 'charge-*', '--event', 'PAYMENT.*'],
    ['--since', '1d', '--limit', '2'],
    ['--all', '--limit', '2'],
    ['--csv'],
    ['--sort', 'event'],
  ],
  'webhook:list': [[], ['--json'], ['--all'], ['--csv'], ['--fields', 'id,target'], ['--sort', 'target:desc'], ['x']],
  'config:get': [
    ['base-url'],
    ['base-url', '--json'],
    ['seller-id'],
    ['access-token', '--json'],
    ['nope'],
    [],
    ['a', 'b'],
    ['--json'],
    ['base-url', '--fields', 'x'],
  ],
}

/** The command's oclif class (src/commands), as oclif would load it. */
async function commandClass(id: string) {
  const [topic, verb] = id.split(':')
  return (await import(`../../src/commands/${topic}/${verb}.ts`)).default as {flags: never; args?: never; strict?: boolean}
}

/** The lines where the thin parser and oclif's disagree (the thin parser may decline; it may not differ). */
async function parserMismatches(spec: ThinCommand, id: string, lines: string[][]): Promise<string[]> {
  const C = await commandClass(id)
  const wrong: string[] = []
  for (const line of lines) {
    const thin = parseThin(spec, line)
    if (!thin) continue
    let oclif: {flags: unknown; args: unknown} | Error
    try {
      const parsed = await Parser.parse(line, {flags: C.flags, args: C.args ?? {}, strict: C.strict !== false})
      oclif = {flags: parsed.flags, args: parsed.args}
    } catch (err) {
      oclif = err as Error
    }
    if (oclif instanceof Error) wrong.push(`${JSON.stringify(line)}: thin accepts, oclif refuses (${oclif.message.split('\n')[0]})`)
    else if (JSON.stringify(sorted(thin)) !== JSON.stringify(sorted(oclif)))
      wrong.push(`${JSON.stringify(line)}: thin ${JSON.stringify(thin)}, oclif ${JSON.stringify(oclif)}`)
  }
  return wrong
}

const sorted = (v: unknown): unknown =>
  v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(
        Object.entries(v)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, x]) => [k, sorted(x)]),
      )
    : v

describe("the thin parser against oclif's", () => {
  for (const id of Object.keys(THIN_COMMANDS) as Id[]) {
    it(`${id}: where the thin parser accepts a line, its flags and arguments are oclif's`, async () => {
      expect(await parserMismatches(THIN_COMMANDS[id], id, LINES[id])).toEqual([])
    })
  }

  it('takes the plain lines and leaves the unusual ones to oclif', () => {
    const spec = THIN_COMMANDS['bolepix:list']
    for (const line of [
      [],
      ['--json'],
      ['--status', 'pending', '--since', '7d', '--limit', '3'],
      ['--fields=invoiceId'],
      ['--csv', '--csv-bom'],
    ])
      expect(parseThin(spec, line), JSON.stringify(line)).toBeDefined()
    for (const line of [
      ['--help'],
      ['--limit', '0'],
      ['--all', '--limit', '3'],
      ['--csv-bom'],
      ['--bogus'],
      ['extra-arg'],
      ['--json', '--json'],
      ['--status', '--json'],
      ['--', '--json'],
      ['--locale', 'fr'],
    ]) {
      expect(parseThin(spec, line), JSON.stringify(line)).toBeUndefined()
    }
  })

  it('is seen failing: a table with a flag oclif does not have, or of another kind, disagrees on the lines that use it', async () => {
    const real = THIN_COMMANDS['bolepix:list'] as ThinCommand
    const extra: ThinCommand = {...real, flags: {...real.flags, 'order-by': {type: 'string'}}}
    expect(await parserMismatches(extra, 'bolepix:list', [['--order-by', 'amount']])).toEqual([
      expect.stringContaining('thin accepts, oclif refuses'),
    ])
    const kind: ThinCommand = {...real, flags: {...real.flags, limit: {type: 'string'}}}
    expect(await parserMismatches(kind, 'bolepix:list', [['--limit', '3']])).toEqual([
      expect.stringContaining('oclif {"flags":{"limit":3}'),
    ])
  })
})

describe('the flag table', () => {
  it('is what oclif.manifest.json and the command classes declare now', async () => {
    const {readFileSync} = await import('node:fs')
    expect(readFileSync(new URL('../../src/thin/table.ts', import.meta.url), 'utf8')).toBe(await thinTableSource())
  })

  it('is refused when the manifest and a class disagree (a flag on one side only)', async () => {
    const {readFileSync} = await import('node:fs')
    const manifest = JSON.parse(readFileSync(new URL('../../oclif.manifest.json', import.meta.url), 'utf8'))
    manifest.commands['bolepix:list'].flags['order-by'] = {name: 'order-by', type: 'option', multiple: false}
    await expect(thinTableSource(manifest)).rejects.toThrow('--order-by is in oclif.manifest.json but not in the command class')
    const fewer = JSON.parse(readFileSync(new URL('../../oclif.manifest.json', import.meta.url), 'utf8'))
    delete fewer.commands['config:list'].flags.wide
    await expect(thinTableSource(fewer)).rejects.toThrow('--wide is in the class but not in oclif.manifest.json')
  })
})

describe('the thin path and oclif, run for run', () => {
  let sb: TestSandbox
  let refused: string
  let unauthorized: Server
  let unauthorizedUrl: string
  let invoiceId: string
  beforeAll(async () => {
    sb = await withSandbox()
    // (Not bench/lib/sandbox.mjs's bodies: that module installs SIGINT/SIGTERM handlers that exit the process, which
    // in a shared test worker killed test/util/signals.test.ts when it ran after this file.)
    for (let i = 0; i < 12; i++) {
      const body = bolepixBody({order_id: randomUUID(), amount: Number(`${100 + i}.${String(i).padStart(2, '0')}`)})
      const r = await call(sb, 'POST', '/api/v2/payments/bolepix', body)
      if (r.status >= 300) throw new Error(`seeding: ${r.status} ${r.text}`)
      invoiceId = (r.body as {invoiceId: string}).invoiceId
    }
    await call(sb, 'POST', '/api/webhooks', {
      webhook: {target: 'http://127.0.0.1:9/hooks', events: ['charge-*'], authorization: 'token-abcdef-0123456789'},
    })
    // A port nobody listens on: a server closed at once.
    const closed = createServer()
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r))
    refused = `http://127.0.0.1:${(closed.address() as {port: number}).port}`
    await new Promise((r) => closed.close(r))
    unauthorized = createServer((_req, res) =>
      res.writeHead(401, {'content-type': 'application/json'}).end('{"error":"invalid_token","message":"token expired"}'),
    )
    await new Promise<void>((r) => unauthorized.listen(0, '127.0.0.1', r))
    unauthorizedUrl = `http://127.0.0.1:${(unauthorized.address() as {port: number}).port}`
  })
  afterAll(async () => {
    await sb?.close()
    await new Promise((r) => unauthorized?.close(r))
  })

  /** One line run both ways, with the same environment and config folder; the results must be equal. */
  async function both(args: string[], env: Record<string, string | undefined>, terminal?: {columns: number}) {
    const fixed = {...env, PAYCTL_CONFIG_DIR: env.PAYCTL_CONFIG_DIR ?? tempDir('payctl-thin-')}
    const now = () => new Date('2026-11-25T12:00:00Z')
    const thin = await runInProcess(args, {env: fixed, terminal, now, path: 'thin'})
    const oclif = await runInProcess(args, {env: fixed, terminal, now})
    return {thin, oclif}
  }

  const cases = (): {
    name: string
    args: string[]
    env: () => Record<string, string | undefined>
    terminal?: {columns: number}
    thin: boolean
    /** The four attempts of a GET follow each other at once: their full-jitter waits are not what is compared. */
    noBackoff?: boolean
  }[] => [
    ...LINES['bolepix:list'].map((rest) => ({
      name: `bolepix list ${rest.join(' ')}`,
      args: ['bolepix', 'list', ...rest],
      env: () => sb.env,
      thin: parseThin(THIN_COMMANDS['bolepix:list'], rest) !== undefined,
    })),
    ...[80, 120].flatMap((columns) =>
      [[], ['--wide'], ['--all', '--no-pager'], ['--columns', 'status,amount']].map((rest) => ({
        name: `bolepix list ${rest.join(' ')} at ${columns}`,
        args: ['bolepix', 'list', ...rest],
        env: () => ({...sb.env, PAYCTL_PAGER: 'cat'}),
        terminal: {columns},
        thin: true,
      })),
    ),
    {
      name: 'bolepix list, 401',
      args: ['bolepix', 'list', '--json'],
      env: () => ({...sb.env, PAYCTL_BASE_URL: unauthorizedUrl}),
      thin: true,
    },
    {
      name: 'bolepix list, 401 on a terminal',
      args: ['bolepix', 'list'],
      env: () => ({...sb.env, PAYCTL_BASE_URL: unauthorizedUrl}),
      terminal: {columns: 80},
      thin: true,
    },
    {
      name: 'bolepix list, connection refused',
      args: ['bolepix', 'list'],
      env: () => ({...sb.env, PAYCTL_BASE_URL: refused, PAYCTL_TIMEOUT: '2s'}),
      thin: true,
      noBackoff: true,
    },
    {name: 'bolepix list, no seller', args: ['bolepix', 'list'], env: () => ({...sb.env, PAYCTL_SELLER_ID: undefined}), thin: true},
    {
      name: 'bolepix list, no such profile',
      args: ['bolepix', 'list', '--profile', 'nope', '--json'],
      env: () => ({...sb.env, PAYCTL_ACCESS_TOKEN: undefined}),
      thin: true,
    },
    ...LINES['config:list'].map((rest) => ({
      name: `config list ${rest.join(' ')}`,
      args: ['config', 'list', ...rest],
      env: () => sb.env,
      thin: parseThin(THIN_COMMANDS['config:list'], rest) !== undefined,
    })),
    ...[80, 120].map((columns) => ({
      name: `config list at ${columns}`,
      args: ['config', 'list'],
      env: () => sb.env,
      terminal: {columns},
      thin: true,
    })),
    ...LINES['config:get'].map((rest) => ({
      name: `config get ${rest.join(' ')}`,
      args: ['config', 'get', ...rest],
      env: () => sb.env,
      thin: parseThin(THIN_COMMANDS['config:get'], rest) !== undefined,
    })),
    ...(['events:list', 'webhook:list'] as const).flatMap((id) =>
      LINES[id].map((rest) => ({
        name: `${id} ${rest.join(' ')}`,
        args: [...id.split(':'), ...rest],
        env: () => sb.env,
        thin: parseThin(THIN_COMMANDS[id], rest) !== undefined,
      })),
    ),
    ...[
      [invoiceId],
      [invoiceId.slice(0, 8)],
      [invoiceId, '--json'],
      [invoiceId, '--timeline'],
      [invoiceId, '--timeline', '--json'],
      ['nope-0000'],
      [invoiceId, '--qr', '--json'],
      [invoiceId, '--fields', 'status'],
    ].map((rest) => ({
      name: `bolepix get ${rest.join(' ')}`,
      args: ['bolepix', 'get', ...rest],
      env: () => sb.env,
      thin: parseThin(THIN_COMMANDS['bolepix:get'], rest) !== undefined,
    })),
    ...[80, 120].map((columns) => ({
      name: `bolepix get --timeline at ${columns}`,
      args: ['bolepix', 'get', invoiceId, '--timeline'],
      env: () => sb.env,
      terminal: {columns},
      thin: true,
    })),
  ]

  it('prints the same bytes and exits the same on every line, error and output form', async () => {
    const differ: string[] = []
    let thinRan = 0
    for (const c of cases()) {
      if (c.args.includes('--help') || c.args.includes('-h')) continue // oclif's help writes to the process's stdout
      // The transport takes Math.random for its backoff (api/retry-policy.ts: random(0, 250·2^n) ms, ~0.9 s a run).
      const noWait = c.noBackoff ? vi.spyOn(Math, 'random').mockReturnValue(0) : undefined
      const {thin, oclif} = await both(c.args, c.env(), c.terminal).finally(() => noWait?.mockRestore())
      expect(thin.thin, c.name).toBe(c.thin)
      if (thin.thin) thinRan++
      // --debug's timings are the only bytes that may differ.
      const timeless = (v: unknown) => (typeof v === 'string' ? v.replace(/ in \d+ ms/g, ' in N ms') : v)
      for (const k of ['code', 'stdout', 'stderr'] as const)
        if (timeless(thin[k]) !== timeless(oclif[k]))
          differ.push(`${c.name}: ${k} ${JSON.stringify(thin[k]).slice(0, 300)} vs ${JSON.stringify(oclif[k]).slice(0, 300)}`)
    }
    expect(differ).toEqual([])
    expect(thinRan).toBeGreaterThan(30)
  }, 120_000)
})
