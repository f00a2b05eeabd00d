/**
 * `payctl bolepix import` against the stateful sandbox: charges really created, counted by orderId; reruns,
 * Ctrl-C, a SIGKILL mid-run and a lost answer all end with exactly one charge per row.
 */
import {existsSync} from 'node:fs'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {startFaultProxy} from '../../helpers/fault-proxy.js'
import {tempDir} from '../../helpers/cli.js'
import {runInProcess} from '../../helpers/in-process.js'
import {withSandbox, type TestSandbox} from '../../helpers/sandbox.js'
import {importCli, journalLines, onCleanup, openIntents, rowLines, spawnImport, waitFor} from '../../services/import/cli.js'
import {CSV_HEADER, csvText, jsonlText, writeTemp} from '../../services/import/fixtures.js'

let sb: TestSandbox
beforeAll(async () => {
  sb = await withSandbox()
})
afterAll(async () => {
  await sb?.close()
})

interface Invoice {
  invoiceId: string
  orderId: string
  amount: number
}

async function invoices(): Promise<Invoice[]> {
  const res = await fetch(`${sb.url}/bolepix/invoices?sellerId=${encodeURIComponent(sb.sellerId)}`, {
    headers: {authorization: `Bearer ${sb.sandbox.accessToken}`, 'content-type': 'application/json'},
  })
  expect(res.status).toBe(200)
  return (await res.json()) as Invoice[]
}

/** How many invoices carry each of these order ids. */
async function chargesPerOrder(orderIds: string[]): Promise<number[]> {
  const all = await invoices()
  return orderIds.map((id) => all.filter((i) => i.orderId === id).length)
}

describe('bolepix import against the sandbox', () => {
  // --json was one line per row (now --jsonl's); the human run never named the created ids; the summary
  // counted "2 rows" beside "2 empty". Each of these assertions fails on the old code.
  it('--json prints one array of every row at the end, the human run a table of the ids, and the counts agree', async () => {
    const file = writeTemp(
      'mixed.jsonl',
      jsonlText(4, (i) => ({order_id: `25250000-0000-4000-8000-00000000000${i}`, ...(i === 2 ? {amount: '0,001'} : {})})),
    )
    const first = await importCli([file, '--skip-invalid', '--json'], sb.env)
    expect(first.code).toBe(0)
    const results = JSON.parse(first.stdout) as {line: number; status: string; invoice_id?: string; order_id?: string}[]
    expect(results.map((r) => [r.line, r.status])).toEqual([
      [1, 'created'],
      [2, 'created'],
      [3, 'invalid'],
      [4, 'created'],
    ])
    expect(first.stderr).toContain('4 rows: 3 created, 0 skipped, 0 rejected, 0 unknown, 1 invalid (not sent)')
    const all = await invoices()
    for (const r of results.filter((x) => x.status === 'created'))
      expect(all.find((i) => i.invoiceId === r.invoice_id)?.orderId).toBe(r.order_id)

    const again = await importCli([file, '--skip-invalid'], sb.env)
    const table = again.stdout
      .split('\n')
      .filter((l) => /^\d+\t/.test(l))
      .map((l) => l.split('\t'))
    expect(again.stdout.split('\n')[0]).toBe('LINE\tINVOICE ID\tSTATUS\tORDER ID\tREASON')
    expect(table.map(([line, invoiceId, status]) => [Number(line), invoiceId, status])).toEqual(
      results.map((r) => [r.line, r.status === 'created' ? r.invoice_id : '', r.status === 'created' ? 'skipped' : 'invalid']),
    )
    expect(again.stdout).toContain('4 rows: 0 created, 3 skipped, 0 rejected, 0 unknown, 1 invalid (not sent)')

    const withEmpty = writeTemp(
      'empty-rows.csv',
      `${csvText(2, (i) => `25250000-0000-4000-8000-00000000001${i}`)}${','.repeat(CSV_HEADER.length - 1)}\r\n${','.repeat(CSV_HEADER.length - 1)}\r\n`,
    )
    const third = await importCli([withEmpty], sb.env)
    expect(third.code).toBe(0)
    expect(third.stdout).toContain('4 rows: 2 created, 0 skipped, 0 rejected, 0 unknown, 2 empty (ignored)')
    expect(third.stdout.split('\n').filter((l) => /^\d+\tcreated|\tcreated\t/.test(l))).toHaveLength(2)
  })

  // Both dates were this machine's: `+2d` was sent as the sandbox's past (rejected), and a date the sandbox calls past
  // passed the check and was sent.
  it("on a sandbox whose clock was moved, `+2d` and the today-or-later check are the sandbox's; a date it calls past is not sent", async () => {
    const own = await withSandbox()
    try {
      const moved = await runInProcess(['sandbox', 'clock', '+6d', '--json'], {env: own.env})
      expect(moved.code, moved.stderr).toBe(0)
      const inThreeDays = new Date(Date.now() + 3 * 86_400_000)
      const machinePlus3 = `${inThreeDays.getFullYear()}-${String(inThreeDays.getMonth() + 1).padStart(2, '0')}-${String(inThreeDays.getDate()).padStart(2, '0')}`
      const file = writeTemp(
        'moved-clock.jsonl',
        jsonlText(2, (i) => ({order_id: `25250000-0000-4000-8000-00000000090${i}`, dueDate: i === 0 ? '+2d' : machinePlus3})),
      )
      const r = await importCli([file, '--skip-invalid', '--json'], own.env)
      const results = JSON.parse(r.stdout) as {line: number; status: string; reason?: string}[]
      expect(
        results.map((x) => [x.line, x.status]),
        r.stderr,
      ).toEqual([
        [1, 'created'],
        [2, 'invalid'],
      ])
      expect(r.code, r.stderr).toBe(0)
    } finally {
      await own.close()
    }
  })

  it('creates 200 rows from a CSV with quoted fields; the same file again creates nothing', async () => {
    const file = writeTemp('charges.csv', csvText(200))
    const before = (await invoices()).length
    const first = await importCli([file, '--jsonl'], sb.env)
    expect(first.stderr).toContain('200 rows: 200 created, 0 skipped, 0 rejected, 0 unknown')
    expect(first.code).toBe(0)
    const rows = rowLines(first.stdout)
    expect(rows).toHaveLength(200)
    expect(rows.every((r) => r.status === 'created' && r.invoice_id && r.order_id)).toBe(true)
    // Each row spans two physical lines (an address with a line break inside quotes).
    expect(rows.map((r) => r.line).sort((a, b) => a - b)).toEqual(Array.from({length: 200}, (_, i) => 2 + 2 * i))
    const ids = rows.map((r) => r.order_id!)
    expect(new Set(ids).size).toBe(200)
    expect(await chargesPerOrder(ids)).toEqual(ids.map(() => 1))
    const all = await invoices()
    const row7 = rows.find((r) => r.line === 2 + 2 * 7)!
    expect(all.find((i) => i.orderId === row7.order_id)).toMatchObject({invoiceId: row7.invoice_id, amount: 1107.07})

    const again = await importCli([file], sb.env)
    expect(again.code).toBe(0)
    // Every row's line, invoice id and status (tab-separated on a pipe), then the summary.
    const table = again.stdout
      .split('\n')
      .filter((l) => /^\d+\t/.test(l))
      .map((l) => l.split('\t'))
    expect(table).toHaveLength(200)
    expect(
      table.every(
        ([line, invoiceId, status]) => status === 'skipped' && invoiceId === rows.find((r) => r.line === Number(line))!.invoice_id,
      ),
    ).toBe(true)
    expect(again.stdout.endsWith(`200 rows: 0 created, 200 skipped, 0 rejected, 0 unknown\njournal: ${file}.journal\n`)).toBe(true)
    expect((await invoices()).length).toBe(before + 200)
  })

  // Two imports of the same file with different journals created every charge twice (2,000 of 2,000),
  // both exiting 0.
  it('the same file with two journals at once, then a third: one charge per row; the others exit 2 naming the first', async () => {
    const file = writeTemp(
      'charges.jsonl',
      jsonlText(300, (i) => ({amount: `${7000 + i},00`})),
    )
    const journals = ['a', 'b', 'c'].map((n) => join(tempDir('payctl-journal-'), `${n}.journal`))
    const own = {...sb.env, PAYCTL_CONFIG_DIR: tempDir('payctl-config-')}
    const before = (await invoices()).length
    const runs = [
      spawnImport([file, '--journal', journals[0]!, '--jsonl'], own),
      spawnImport([file, '--journal', journals[1]!, '--jsonl'], own),
    ]
    const results = await Promise.all(runs.map((r) => r.result))
    const codes = results.map((r) => r.code).sort()
    expect(codes).toEqual([0, 2])
    const winner = results.findIndex((r) => r.code === 0)
    const loser = results[1 - winner]!
    // Refused while the winner ran (its pid and journal named), or after it finished (its journal named).
    expect(loser.stderr).toMatch(
      new RegExp(
        `(pid ${runs[winner]!.child.pid}, since [^,]+, journal ${journals[winner]};|300 of these 300 rows by the journal ${journals[winner]} )`,
      ),
    )
    const third = await importCli([file, '--journal', journals[2]!], own)
    expect(third.code).toBe(2)
    expect(third.stderr).toMatch(
      new RegExp(
        `300 of these 300 rows \\(lines 1, 2, 3, [^)]*\\) by the journal ${journals[winner]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `,
      ),
    )
    const ids = rowLines(results[winner]!.stdout).map((r) => r.order_id!)
    expect(ids).toHaveLength(300)
    expect(await chargesPerOrder(ids)).toEqual(ids.map(() => 1))
    expect((await invoices()).length).toBe(before + 300)
  })

  it('stops on Ctrl-C, lets requests in flight finish and records them, and a rerun creates each charge once', async () => {
    const file = writeTemp('charges.jsonl', jsonlText(200))
    // A proxy that slows each creation down, so that Ctrl-C lands mid-import.
    const proxy = await startFaultProxy({upstream: sb.url, rule: (r) => (r.method === 'POST' ? {kind: 'delay', ms: 30} : {kind: 'pass'})})
    onCleanup(() => proxy.close())
    const env = {...sb.env, PAYCTL_BASE_URL: proxy.url}
    const run = spawnImport([file, '--jsonl', '--concurrency', '4'], env)
    await waitFor('20 rows created', () => rowLines(run.out.stdout).length >= 20)
    run.child.kill('SIGINT')
    const first = await run.result
    if (first.code !== 130 || !first.stderr.includes('To resume')) console.log(first)
    expect(first.code).toBe(130)
    expect(first.stderr).toContain(
      `interrupted. To resume (done rows are skipped, unknown ones reconciled first): payctl bolepix import ${file}`,
    )
    const created1 = rowLines(first.stdout).filter((r) => r.status === 'created')
    expect(created1.length).toBeGreaterThanOrEqual(20)
    expect(created1.length).toBeLessThan(200)
    // In-flight requests finished and were recorded: no intent is left without an outcome.
    expect(openIntents(`${file}.journal`)).toEqual([])
    expect(existsSync(`${file}.journal.lock`)).toBe(false)

    // The rerun needs no slowing down: it goes through the same proxy, which counts every creation, at full speed.
    proxy.setRule(() => ({kind: 'pass'}))
    const second = await importCli([file, '--jsonl'], env)
    expect(second.code).toBe(0)
    const rows2 = rowLines(second.stdout)
    expect(rows2.filter((r) => r.status === 'skipped')).toHaveLength(created1.length)
    expect(rows2.filter((r) => r.status === 'created')).toHaveLength(200 - created1.length)
    const ids = rows2.map((r) => r.order_id!)
    expect(new Set(ids).size).toBe(200)
    expect(await chargesPerOrder(ids)).toEqual(ids.map(() => 1))
    // The proxy saw one creation per row, never a repeat.
    const posted = proxy.requests.filter((r) => r.method === 'POST').map((r) => JSON.parse(r.body.toString()).order_id as string)
    expect(posted.sort()).toEqual([...ids].sort())
  })

  it('after a SIGKILL between send and answer, reconciles the open intents by listing and ends with one charge per row', async () => {
    // Rows of their own: the same values for the same seller are the same rows, whatever the file (docs/import.md#order-ids).
    const file = writeTemp(
      'charges.jsonl',
      jsonlText(60, () => ({expirationAfterPayment: 7})),
    )
    let posts = 0
    let run: ReturnType<typeof spawnImport> | undefined
    const proxy = await startFaultProxy({
      upstream: sb.url,
      // The 25th creation reaches the sandbox (it is created there), but the CLI dies before any answer.
      onReceived: async (r) => {
        if (r.method === 'POST' && ++posts === 25) {
          run!.child.kill('SIGKILL')
          await run!.result
        }
      },
    })
    onCleanup(() => proxy.close())
    const env = {...sb.env, PAYCTL_BASE_URL: proxy.url}
    run = spawnImport([file, '--jsonl', '--concurrency', '4'], env)
    const first = await run.result
    expect(first.signal).toBe('SIGKILL')
    const open = openIntents(`${file}.journal`)
    expect(open.length).toBeGreaterThan(0) // the intents written before their requests, with no outcome
    expect(existsSync(`${file}.journal.lock`)).toBe(true) // left behind by the killed run

    const second = await importCli([file, '--jsonl'], env)
    expect(second.stderr).toMatch(/took over a stale lock .*: its run \(pid \d+, started .*\) is gone/)
    expect(second.code).toBe(0)
    const rows = rowLines(second.stdout)
    expect(rows).toHaveLength(60)
    const ids = rows.map((r) => r.order_id!)
    expect(await chargesPerOrder(ids)).toEqual(ids.map(() => 1))
    // Reconciliation came first: one listing before the first new creation.
    // Each run reads the sandbox's clock first (GET /_sandbox/clock, before the rows are checked): not a listing.
    const seen = proxy.requests.filter((r) => r.url !== '/_sandbox/clock')
    const afterKill = seen.slice(seen.findIndex((r) => r.method === 'GET'))
    expect(afterKill[0]).toMatchObject({method: 'GET', url: `/bolepix/invoices?sellerId=${encodeURIComponent(sb.sellerId)}`})
    expect(seen.filter((r) => r.method === 'GET')).toHaveLength(1)
    expect(journalLines(`${file}.journal`).filter((l) => l.reconciled === true).length).toBeGreaterThan(0)
  })

  it('records a lost answer as unknown, and on rerun finds the charge by listing instead of resending it', async () => {
    const file = writeTemp(
      'charges.jsonl',
      jsonlText(5, () => ({expirationAfterPayment: 8})),
    )
    let posts = 0
    const proxy = await startFaultProxy({
      upstream: sb.url,
      rule: (r) => (r.method === 'POST' && ++posts === 3 ? {kind: 'drop', forward: true} : {kind: 'pass'}),
    })
    onCleanup(() => proxy.close())
    const env = {...sb.env, PAYCTL_BASE_URL: proxy.url}
    const first = await importCli([file, '--jsonl', '--concurrency', '1'], env)
    expect(first.code).toBe(1)
    const lost = rowLines(first.stdout).find((r) => r.status === 'unknown')!
    expect(lost).toMatchObject({line: 3, reason: expect.stringContaining('outcome unknown: the charge may or may not have been created')})
    expect(first.stderr).toContain('5 rows: 4 created, 0 skipped, 0 rejected, 1 unknown')

    const second = await importCli([file, '--jsonl'], env)
    expect(second.code).toBe(0)
    const row = rowLines(second.stdout).find((r) => r.line === 3)!
    expect(row).toMatchObject({status: 'skipped', order_id: lost.order_id, reason: expect.stringContaining('found by listing')})
    expect(await chargesPerOrder([lost.order_id!])).toEqual([1])
    expect(proxy.requests.filter((r) => r.method === 'POST')).toHaveLength(5)
    expect(second.stderr).toContain('5 rows: 0 created, 5 skipped, 0 rejected, 0 unknown (1 reconciled by listing)')
  })
})
