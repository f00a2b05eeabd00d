/**
 * Lists on a terminal and on a pipe (docs/decisions.md#lists-on-a-terminal, docs/output.md#pager): on a terminal
 * through the built CLI in a pseudo-terminal where a pager may take the terminal, else in-process at a terminal's
 * size; on a pipe in-process. A terminal shows the newest 30 first and says how many there were; a table longer than the screen goes
 * through PAYCTL_PAGER (a script here that records what it was given); a pipe gets every record in the service's order.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {tempDir} from '../../helpers/cli.js'
import {runInProcess} from '../../helpers/in-process.js'
import {ptyDriver, runInPty} from '../../helpers/pty.js'
import {sendJson} from '../../helpers/recording-server.js'
import {withSandbox} from '../../helpers/sandbox.js'
import {jsonlText, writeTemp} from '../../services/import/fixtures.js'
import {apiEnv, recorder} from './helpers.js'

// 80 invoices, oldest first as the service sends them.
const records = Array.from({length: 80}, (_, i) => ({
  invoiceId: `inv-${String(i).padStart(5, '0')}`,
  status: 'PENDING',
  amount: 10 + i,
  insertedAt: new Date(Date.UTC(2026, 0, 1, 12, i)).toISOString(),
}))

/** A fake pager: records its stdin in a file. PAYCTL_PAGER runs it with that file as its argument. */
function fakePager(): {env: string; seen: () => string | undefined} {
  const dir = tempDir('payctl-pager-')
  const script = join(dir, 'pager.sh')
  const out = join(dir, 'seen.txt')
  writeFileSync(script, '#!/bin/sh\ncat > "$1"\n', {mode: 0o755})
  return {env: `${script} ${out}`, seen: () => (existsSync(out) ? readFileSync(out, 'utf8') : undefined)}
}

const order = (text: string) => [...text.matchAll(/inv-(\d{5})/g)].map((m) => Number(m[1]))

describe.skipIf(!ptyDriver())('bolepix import on a terminal', () => {
  it('a result table longer than the screen is not paged: the summary comes last, in sight', async () => {
    const sb = await withSandbox()
    try {
      const pager = fakePager()
      const file = writeTemp('many.jsonl', jsonlText(60))
      const r = await runInPty(['bolepix', 'import', file], {env: {...sb.env, PAYCTL_PAGER: pager.env}, steps: []})
      expect(r.code, r.screen).toBe(0)
      expect(pager.seen()).toBeUndefined()
      const last = r.screen.trimEnd().split('\n').slice(-3).join('\n')
      expect(last).toMatch(/60 rows: 60 created, 0 skipped, 0 rejected, 0 unknown/)
    } finally {
      await sb.close()
    }
  }, 60_000)
})

describe.skipIf(!ptyDriver())('bolepix list on a terminal', () => {
  it('shows the newest 30 first, says "30 of 80", and a table that fits the screen is not paged', async () => {
    const s = await recorder((_req, res) => sendJson(res, 200, records))
    const pager = fakePager()
    const r = await runInPty(['bolepix', 'list'], {env: apiEnv(s.url, {PAYCTL_PAGER: pager.env}), steps: []})
    expect(r.code, r.screen).toBe(0)
    expect(order(r.screen)).toEqual(Array.from({length: 30}, (_, i) => 79 - i))
    expect(r.screen).toContain('30 of 80: --limit N or --all')
    expect(pager.seen()).toBeUndefined()
    // No limit sent: every record is read, to count them.
    expect(s.requests[0]!.query).not.toHaveProperty('limit')
  })

  it('--all is longer than the screen (50 rows): it goes through PAYCTL_PAGER, newest first; --no-pager prints it', async () => {
    const s = await recorder((_req, res) => sendJson(res, 200, records))
    const pager = fakePager()
    const r = await runInPty(['bolepix', 'list', '--all'], {env: apiEnv(s.url, {PAYCTL_PAGER: pager.env}), steps: []})
    expect(r.code, r.screen).toBe(0)
    expect(order(pager.seen() ?? '')).toEqual(Array.from({length: 80}, (_, i) => 79 - i))
    expect(r.screen).not.toContain('of 80')

    const direct = fakePager()
    const d = await runInPty(['bolepix', 'list', '--all', '--no-pager'], {env: apiEnv(s.url, {PAYCTL_PAGER: direct.env}), steps: []})
    expect(d.code, d.screen).toBe(0)
    expect(direct.seen()).toBeUndefined()
    expect(order(d.screen)).toHaveLength(80)
  })

  it('a pager that cannot be started: the table is printed directly', async () => {
    const s = await recorder((_req, res) => sendJson(res, 200, records))
    const r = await runInPty(['bolepix', 'list', '--all'], {env: apiEnv(s.url, {PAYCTL_PAGER: '/nonexistent/pager -x'}), steps: []})
    expect(r.code, r.screen).toBe(0)
    expect(order(r.screen)).toHaveLength(80)
  })
})

// What a list shows on a terminal (how many, in which order, the note under it) is the command's logic at a
// terminal's size: in-process, on a terminal 120 wide and 50 high as the pseudo-terminal's. The pseudo-terminal above
// is kept for the pager, a process of its own that the terminal is handed to.
describe('bolepix list on a terminal, in-process', () => {
  const onTerminal = async (args: string[], options: {env: Record<string, string | undefined>}) => {
    const r = await runInProcess(args, {...options, terminal: {columns: 120, rows: 50}})
    return {...r, screen: r.screen!}
  }

  it('--limit 5: the newest 5; the service was asked for 5 and sent 80, so the count is known', async () => {
    const s = await recorder((_req, res) => sendJson(res, 200, records))
    const r = await onTerminal(['bolepix', 'list', '--limit', '5'], {env: apiEnv(s.url)})
    expect(order(r.screen)).toEqual([79, 78, 77, 76, 75])
    expect(r.screen).toContain('5 of 80: --limit N or --all')
  })

  it('--sort amount:desc: the 30 largest in that order, "30 of 80", and every record read (no limit sent)', async () => {
    // Amounts rise with age here, so the largest are the newest: shuffle them so that the order is --sort's own.
    const shuffled = records.map((r, i) => ({...r, amount: 10 + ((i * 37) % 80)}))
    const s = await recorder((_req, res) => sendJson(res, 200, shuffled))
    const r = await onTerminal(['bolepix', 'list', '--sort', 'amount:desc'], {env: apiEnv(s.url)})
    expect(r.code, r.screen).toBe(0)
    const byAmount = shuffled.map((x, i) => ({i, amount: x.amount})).sort((a, b) => b.amount - a.amount)
    expect(order(r.screen)).toEqual(byAmount.slice(0, 30).map((x) => x.i))
    expect(r.screen).toContain('30 of 80: --limit N or --all')
    expect(s.requests[0]!.query).not.toHaveProperty('limit')
  })

  it('--sort with --limit 5: the first 5 of that order; the limit is not sent (the service would send the newest 5)', async () => {
    const s = await recorder((_req, res) => sendJson(res, 200, records))
    const r = await onTerminal(['bolepix', 'list', '--sort', 'amount', '--limit', '5'], {env: apiEnv(s.url)})
    expect(order(r.screen)).toEqual([0, 1, 2, 3, 4])
    expect(r.screen).toContain('5 of 80: --limit N or --all')
    expect(s.requests[0]!.query).not.toHaveProperty('limit')
  })

  it('--limit 5 honoured by the service: "5 shown", no invented total', async () => {
    const s = await recorder((_req, res) => sendJson(res, 200, records.slice(-5)))
    const r = await onTerminal(['bolepix', 'list', '--limit', '5'], {env: apiEnv(s.url)})
    expect(r.screen).toContain('5 shown: more with --limit N or --all')
  })
})

describe('bolepix list on a pipe', () => {
  it('every record in the service order, no note, never the pager', async () => {
    const s = await recorder((_req, res) => sendJson(res, 200, records))
    const pager = fakePager()
    for (const form of [[], ['--json'], ['--jsonl'], ['--csv']]) {
      const r = await runInProcess(['bolepix', 'list', ...form], {env: apiEnv(s.url, {PAYCTL_PAGER: pager.env})})
      expect(r.code, r.stderr).toBe(0)
      expect(order(r.stdout)).toEqual(records.map((_, i) => i))
      expect(r.stderr).toBe('')
    }
    expect(pager.seen()).toBeUndefined()
  })

  it('--sort with --limit: the first N of that order, the limit not sent, in every form', async () => {
    const s = await recorder((_req, res) => sendJson(res, 200, records))
    for (const form of [[], ['--json'], ['--jsonl'], ['--csv']]) {
      const r = await runInProcess(['bolepix', 'list', '--sort', 'amount:desc', '--limit', '3', ...form], {env: apiEnv(s.url)})
      expect(r.code, r.stderr).toBe(0)
      expect(order(r.stdout)).toEqual([79, 78, 77])
      expect(r.stderr).toBe('')
    }
    expect(s.requests.map((q) => q.query)).not.toContainEqual(expect.objectContaining({limit: expect.anything()}))
  })

  it('an unknown --status is exit 2 naming the statuses, before any request', async () => {
    const s = await recorder((_req, res) => sendJson(res, 200, records))
    const r = await runInProcess(['bolepix', 'list', '--status', 'payed'], {env: apiEnv(s.url)})
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('--status "payed": must be one of PENDING, PAID, CANCELLED, EXPIRED')
    expect(s.requests).toHaveLength(0)
  })

  // In-process too: runInProcess puts the run's TZ in force for the run (helpers/in-process.ts).
  it('times are local: the same record under TZ=America/Sao_Paulo and TZ=UTC; --json keeps the API value', async () => {
    const s = await recorder((_req, res) => sendJson(res, 200, records.slice(0, 1)))
    const sp = await runInProcess(['bolepix', 'list'], {env: apiEnv(s.url, {TZ: 'America/Sao_Paulo'})})
    expect(sp.stdout).toContain('\t2026-01-01 09:00:00')
    const utc = await runInProcess(['bolepix', 'list'], {env: apiEnv(s.url, {TZ: 'UTC'})})
    expect(utc.stdout).toContain('\t2026-01-01 12:00:00')
    const json = await runInProcess(['bolepix', 'list', '--json'], {env: apiEnv(s.url, {TZ: 'America/Sao_Paulo'})})
    expect(JSON.parse(json.stdout)[0].insertedAt).toBe('2026-01-01T12:00:00.000Z')
  })
})

describe('the names of a list: --columns takes the fields --fields and --sort take', () => {
  it('--columns debtor.name,dueDate,amount is the DEBTOR, DUE DATE and AMOUNT columns; an unknown name gets the nearest', async () => {
    const s = await recorder((_req, res) =>
      sendJson(res, 200, [{invoiceId: 'inv-1', status: 'PENDING', amount: 10, dueDate: '2026-12-01', debtor: {name: 'Ana Silva'}}]),
    )
    const r = await runInProcess(['bolepix', 'list', '--columns', 'debtor.name,dueDate,amount'], {
      env: apiEnv(s.url),
      terminal: {columns: 120},
    })
    expect(r.code, r.stderr).toBe(0)
    expect(r.stdout.split('\n')[1]).toMatch(/^│ DEBTOR +│ DUE DATE +│ +AMOUNT │$/)
    expect(r.stdout).toMatch(/│ Ana Silva │ 2026-12-01 │ R\$ 10,00 │/)
    // The column keys still work, mixed with fields.
    const keys = await runInProcess(['bolepix', 'list', '--columns', 'invoice,due'], {env: apiEnv(s.url), terminal: {columns: 120}})
    expect(keys.stdout.split('\n')[1]).toMatch(/^│ INVOICE ID │ DUE DATE +│$/)
    const wrong = await runInProcess(['bolepix', 'list', '--columns', 'duedate'], {env: apiEnv(s.url), terminal: {columns: 120}})
    expect(wrong.code).toBe(2)
    const said = wrong.stderr.replace(/\s+/g, ' ')
    expect(said).toMatch(/^error: --columns: no column "duedate" \(did you mean dueDate\?\); this list has invoice, status, amount, due, /)
    expect(said).toContain('(or by the field shown: invoiceId, dueDate, debtor.name, debtor.document, insertedAt, orderId)')
  })
})
