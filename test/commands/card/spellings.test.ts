/**
 * One card number, 4111111111111111, in each of 14 spellings (test/helpers/card-spellings.ts), given
 * to every guard (argv, `trigger --set` JSON, bulk stdin, body files, MCP arguments incl. list_charges' status), is
 * refused and never echoed, and nothing of it reaches a request (a recording stand-in server); a record holding it
 * is shown masked by `bolepix get` and `bolepix list`, in every form. On the old code 11 of the 14 spellings passed
 * the MCP guard (the query string carried `status=4111.1111.1111.1111`), `--set 'debtor={"name": …}'` reached the
 * service, and `bolepix get` printed the double-spaced one whole; `bolepix create --debtor-name` and an import
 * cell sent every spelling to the service, `bolepix list --status` put it in a query string, `bolepix cancel --reason`
 * in a body, `config set seller-id` in the config file. The commands run in-process, the MCP server too (its guard is
 * the command's logic; server.e2e.test.ts keeps the journey over a process's stdio).
 */
import {writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it, onTestFinished} from 'vitest'
import {tempDir, type RunResult} from '../../helpers/cli.js'
import {runInProcess} from '../../helpers/in-process.js'
import {startMcpInProcess, textOf} from '../../helpers/mcp.js'
import {sendJson, startRecordingServer, type RecordingServer} from '../../helpers/recording-server.js'
import {SPELLINGS, showsNumber} from '../../helpers/card-spellings.js'
import {requiredFlags} from '../bolepix/helpers.js'

const TOKEN = 'acc-tok-5f0c2b9e71d84a6b'
const env = (url: string) => ({
  PAYCTL_BASE_URL: url,
  PAYCTL_SELLER_ID: 'seller-1',
  PAYCTL_ACCESS_TOKEN: TOKEN,
  PAYCTL_CLIENT_TOKEN: 'cli-tok-9a8b7c6d5e4f',
})

async function recorder(): Promise<RecordingServer> {
  const s = await startRecordingServer(undefined, 120_000)
  onTestFinished(() => s.close())
  return s
}

/** Whether anything a run printed, or any request the server saw, shows the number. */
function expectNotShown(spelling: string, runs: readonly RunResult[], server: RecordingServer) {
  for (const r of runs) expect(showsNumber(`${r.stdout}\n${r.stderr}`, spelling), `${r.stdout}\n${r.stderr}`).toBe(false)
  for (const req of server.requests) expect(showsNumber(`${req.path}?${JSON.stringify(req.query)} ${req.body}`, spelling)).toBe(false)
}

/** Every required field of `bolepix create` but the debtor's name, which each run gives its own way. */
const REQUIRED = requiredFlags({'debtor-name': undefined})

describe('a card number in any of 14 spellings, given to every guard', () => {
  for (const [name, spelling] of Object.entries(SPELLINGS)) {
    it(`is refused, never echoed and never sent: ${name}`, async () => {
      const s = await recorder()
      const e = env(s.url)
      const dir = tempDir()
      const bodyFile = join(dir, 'body.json')
      writeFileSync(bodyFile, JSON.stringify({debtor: {name: spelling}}))
      const importFile = join(dir, 'charges.jsonl')
      const debtor = {
        name: spelling,
        document: '42318970858',
        publicArea: 'Av',
        number: '1',
        neighborhood: 'B',
        city: 'C',
        state: 'SP',
        postalCode: '01310100',
      }
      writeFileSync(importFile, `${JSON.stringify({amount: 10, dueDate: '2099-12-25', expirationAfterPayment: 5, debtor})}\n`)
      const text = /[\t\n]/.test(spelling)
        ? []
        : [runInProcess(['bolepix', 'cancel', '-', '--reason', 'test', '--yes'], {env: e, input: `${spelling}\n`})]
      const runs = await Promise.all([
        runInProcess(['card', 'capture', spelling, '--yes'], {env: e}),
        runInProcess(['card', 'pay', '--holder-name', spelling, '--yes'], {env: e}),
        runInProcess(['trigger', 'bolepix-created', '--set', `debtor=${JSON.stringify({name: spelling})}`, '--yes'], {env: e}),
        runInProcess(['trigger', 'bolepix-created', '--set', `debtor.name=${spelling}`, '--yes'], {env: e}),
        runInProcess(['bolepix', 'cancel', '-', '--reason', 'test', '--yes'], {env: e, input: JSON.stringify([spelling])}),
        runInProcess(['bolepix', 'create', '--body-file', bodyFile, ...REQUIRED], {env: e}),
        // A charge's flags and an import's cells (before: sent, kept by the service, then only masked on output).
        runInProcess(['bolepix', 'create', ...REQUIRED, '--debtor-name', spelling], {env: e}),
        runInProcess(['bolepix', 'create', ...REQUIRED, '--debtor-name', spelling, '--skip-validation'], {env: e}),
        runInProcess(['bolepix', 'import', importFile], {env: e}),
        // Any other command's flags and arguments (before: a query string, a cancel body, the config file).
        runInProcess(['bolepix', 'list', '--status', spelling], {env: e}),
        runInProcess(['bolepix', 'cancel', 'f0e1d2c3-0000-4000-8000-000000000001', '--reason', spelling, '--yes'], {env: e}),
        runInProcess(['bolepix', 'cancel', 'f0e1d2c3-0000-4000-8000-000000000001', '--reason', `refund ${spelling}`, '--yes'], {env: e}),
        runInProcess(['bolepix', 'get', spelling], {env: e}),
        runInProcess(['config', 'set', 'seller-id', spelling], {env: e}),
        runInProcess(['webhook', 'create', '--target', `http://127.0.0.1:9/${spelling}`, '--event', 'PAYMENT.*'], {env: e}),
        ...(name === 'plain' ? [runInProcess(['bolepix', 'list', '--limit', spelling], {env: e})] : []),
        ...text,
      ])
      for (const r of runs) expect(r.code, r.stderr).toBe(2)
      for (const r of runs) expect(r.stderr, r.stderr).toMatch(/card number/)
      expectNotShown(spelling, runs, s)
      // trigger may ask the service whether it is a sandbox; nothing else was sent.
      expect(s.requests.filter((r) => r.method !== 'GET')).toEqual([])
    })
  }

  it('over MCP: refused in any argument (list_charges status, get_charge id, create_charge debtor), named, never echoed', async () => {
    const s = await recorder()
    const mcp = await startMcpInProcess(['--allow-writes'], {env: env(s.url), elicit: 'accept', cleanup: onTestFinished})
    for (const [name, spelling] of Object.entries(SPELLINGS)) {
      for (const [tool, args] of [
        ['list_charges', {status: spelling}],
        ['get_charge', {invoice_id: spelling}],
        ['create_charge', {amount: 10, debtor: {name: spelling}}],
      ] as const) {
        const r = await mcp.call(tool, args)
        expect(r.isError, `${name} ${tool}`).toBe(true)
        expect(textOf(r)).toMatch(/card number refused/)
        expect(showsNumber(JSON.stringify(r), spelling), `${name} ${tool}`).toBe(false)
      }
    }
    await mcp.close()
    for (const spelling of Object.values(SPELLINGS)) expect(showsNumber(mcp.received.join('\n') + mcp.stderr(), spelling)).toBe(false)
    expect(s.requests).toEqual([])
    expect(mcp.asked).toEqual([])
  })
})

describe('a record holding a card number in any spelling', () => {
  it('is shown masked by bolepix get and bolepix list, in every form', async () => {
    const records = Object.values(SPELLINGS).map((spelling, i) => ({
      id: `rec-${i}`,
      invoiceId: `INV-${i}`,
      status: 'PENDING',
      amount: 10,
      insertedAt: '2026-05-01T12:00:00Z',
      debtor: {name: spelling, document: '42318970858'},
    }))
    const s = await startRecordingServer((req, res) => {
      const m = /^\/bolepix\/invoices\/INV-(\d+)$/.exec(req.path)
      sendJson(res, 200, m ? [records[Number(m[1])]] : records)
    })
    onTestFinished(() => s.close())
    const e = env(s.url)
    const runs = await Promise.all([
      ...records.map((r) => runInProcess(['bolepix', 'get', r.invoiceId], {env: e})),
      ...records.map((r) => runInProcess(['bolepix', 'get', r.invoiceId, '--json'], {env: e})),
      ...['--json', '--jsonl', '--csv'].map((f) => runInProcess(['bolepix', 'list', f], {env: e})),
      runInProcess(['bolepix', 'list'], {env: e}),
      runInProcess(['bolepix', 'list', '--jq', '.[].debtor.name'], {env: e}),
    ])
    for (const r of runs) expect(r.code, r.stderr).toBe(0)
    for (const spelling of Object.values(SPELLINGS)) {
      for (const r of runs) expect(showsNumber(r.stdout + r.stderr, spelling), r.stdout).toBe(false)
    }
    expect(runs.at(-1)!.stdout).toContain('411111******1111')
  })
})
