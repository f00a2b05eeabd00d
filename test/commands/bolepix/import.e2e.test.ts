/**
 * `payctl bolepix import` against a recording server: exactly what is sent (and that nothing is sent when a row is
 * invalid), exit codes, the journal's refusals and lock, the shared 429 pause, lost answers, rejections.
 */
import {existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs'
import {hostname} from 'node:os'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {sendJson, startRecordingServer, type Handler, type RecordingServer} from '../../helpers/recording-server.js'
import {tempDir} from '../../helpers/cli.js'
import {localTime} from '../../../src/util/local-time.js'
import {importCli, journalLines, onCleanup, rowLines, spawnImport, waitFor} from '../../services/import/cli.js'
import {csvText, jsonBody, jsonlText, writeTemp} from '../../services/import/fixtures.js'
import {showsNumber} from '../../helpers/card-spellings.js'

const TOKEN = 'acc-tok-import-7f3e1d'
const SELLER = 'seller-import-1'
const env = (url: string, extra: Record<string, string> = {}) => ({
  PAYCTL_BASE_URL: url,
  PAYCTL_SELLER_ID: SELLER,
  PAYCTL_ACCESS_TOKEN: TOKEN,
  ...extra,
})

/** A server that creates invoices (`inv-N`) and lists them with their orderId, unless told otherwise. */
async function fakeService(
  overrides: {post?: Handler; records?: () => unknown[]} = {},
): Promise<RecordingServer & {created: {orderId: string; invoiceId: string}[]}> {
  const created: {orderId: string; invoiceId: string}[] = []
  const server = await startRecordingServer(async (req, res, raw) => {
    if (req.method === 'POST' && req.path === '/api/v2/payments/bolepix') {
      if (overrides.post) return overrides.post(req, res, raw)
      const invoiceId = `inv-${created.length + 1}`
      created.push({orderId: (req.json as {order_id: string}).order_id, invoiceId})
      return sendJson(res, 200, {message: 'created', invoiceId})
    }
    if (req.method === 'GET' && req.path === '/bolepix/invoices') {
      return sendJson(
        res,
        200,
        overrides.records ? overrides.records() : created.map((c) => ({invoiceId: c.invoiceId, status: 'PENDING', orderId: c.orderId})),
      )
    }
    sendJson(res, 404, {errors: {detail: 'Not Found'}})
  }, 60_000)
  onCleanup(() => server.close())
  return Object.assign(server, {created})
}

const posts = (s: RecordingServer) => s.requests.filter((r) => r.method === 'POST')
/** The requests but the sandbox probe: on a loopback base URL a run with rows to send first reads GET /_sandbox/clock. */
const calls = (s: RecordingServer) => s.requests.filter((r) => r.path !== '/_sandbox/clock')

describe('bolepix import: validation before anything is sent', () => {
  it('sends nothing when one row is invalid, names its line and field, and exits 2', async () => {
    const server = await fakeService()
    const file = writeTemp(
      'charges.jsonl',
      jsonlText(6, (i) => (i === 4 ? {debtor: {...(jsonBody(i).debtor as object), document: '012.345.678-91'}} : {})),
    )
    const r = await importCli([file], env(server.url))
    expect(r.code).toBe(2)
    expect(r.stderr).toBe(
      'line 5: debtor.document: invalid CPF check digits\nerror: 1 invalid row (line 5): nothing was sent. Fix it, or pass --skip-invalid to import the valid rows\n',
    )
    expect(r.stdout).toBe('')
    expect(server.requests).toEqual([])
    expect(existsSync(`${file}.journal`)).toBe(false)
  })

  it('refuses a file with no rows, and a CSV with an unknown column, before contacting anyone', async () => {
    const server = await fakeService()
    const empty = await importCli([writeTemp('empty.csv', 'amount,due-date\r\n\r\n')], env(server.url))
    expect(empty.code).toBe(2)
    expect(empty.stderr).toMatch(/^error: .*empty\.csv has no rows to import\n$/)
    const unknown = await importCli([writeTemp('bad.csv', 'amount,colour\n1,red\n'), '--jsonl'], env(server.url))
    expect(unknown.code).toBe(2)
    expect(JSON.parse(unknown.stdout)).toMatchObject({
      error: {code: 'usage', message: expect.stringContaining('line 1: unknown column "colour"')},
    })
    expect(server.requests).toEqual([])
  })

  it('refuses a file of UTF-8 rows with one Windows-1252 row, naming its line, before contacting anyone', async () => {
    const server = await fakeService()
    const utf8 = csvText(3)
    const at = utf8.indexOf('Maria 1')
    const file = join(tempDir('payctl-import-'), 'mixed.csv')
    // One row pasted from an Excel "CSV (separado por vírgulas)" file: its name in Windows-1252, the rest UTF-8.
    writeFileSync(file, Buffer.concat([Buffer.from(utf8.slice(0, at)), Buffer.from('João', 'latin1'), Buffer.from(utf8.slice(at + 7))]))
    const r = await importCli([file], env(server.url))
    expect(r.code).toBe(2)
    const line = utf8.slice(0, at).split('\n').length
    const column = at - utf8.lastIndexOf('\n', at) + 2
    expect(r.stderr).toMatch(
      new RegExp(`^error: .*mixed\\.csv mixes encodings: .*: line ${line}, column ${column} \\(byte 0xE3\\)\\. Nothing was sent`),
    )
    expect(server.requests).toEqual([])
  })

  // A JSON line whose fields hid in `__proto__` was a valid row, and was sent.
  it('a row that hides its fields in __proto__ is invalid (unknown field), and a __proto__ or constructor column is unknown: nothing sent', async () => {
    const server = await fakeService()
    const lines = [
      JSON.stringify({['__proto__']: jsonBody(0)}),
      JSON.stringify({...jsonBody(1), debtor: {['__proto__']: jsonBody(1).debtor}}),
      JSON.stringify({...jsonBody(2), constructor: 1}),
    ]
    const r = await importCli([writeTemp('proto.jsonl', `${lines.join('\n')}\n`), '--jsonl'], env(server.url))
    expect(r.code).toBe(2)
    const rows = rowLines(r.stdout).filter((l) => 'line' in l)
    expect(rows.map((l) => [l.line, l.status])).toEqual([
      [1, 'invalid'],
      [2, 'invalid'],
      [3, 'invalid'],
    ])
    expect(rows[0]!.reason).toContain('unknown field __proto__')
    expect(rows[1]!.reason).toContain('debtor: unknown field __proto__')
    expect(rows[2]!.reason).toContain('unknown field constructor')
    for (const column of ['__proto__', 'constructor', 'debtor.__proto__', 'toString']) {
      const csv = await importCli([writeTemp('proto.csv', `amount,${column}\n1,2\n`)], env(server.url))
      expect(csv.code, column).toBe(2)
      expect(csv.stderr, column).toContain(`line 1: unknown column "${column}"`)
    }
    expect(server.requests).toEqual([])
  })

  it('rejects duplicate order_ids as invalid rows (JSON result lines with --json), sending nothing', async () => {
    const server = await fakeService()
    const id = '6a1f0b3c-2d4e-4f50-8a6b-7c8d9e0f1a2b'
    const file = writeTemp(
      'charges.csv',
      csvText(3, (i) => (i === 1 ? '' : id)),
    )
    const r = await importCli([file, '--jsonl'], env(server.url))
    expect(r.code).toBe(2)
    expect(rowLines(r.stdout)).toEqual([
      {line: 2, order_id: id, status: 'invalid', reason: `order_id: duplicate order id ${id} (also on line 6)`},
      {line: 6, order_id: id, status: 'invalid', reason: `order_id: duplicate order id ${id} (also on line 2)`},
    ])
    expect(r.stderr).toContain('error: 2 invalid rows (lines 2, 6): nothing was sent')
    expect(server.requests).toEqual([])
  })

  it('--skip-invalid imports the valid rows and reports the others; --dry-run sends nothing', async () => {
    const server = await fakeService()
    const file = writeTemp(
      'charges.jsonl',
      jsonlText(3, (i) => (i === 1 ? {amount: '0,001'} : {})),
    )
    const dry = await importCli([file, '--dry-run'], env(server.url))
    expect(dry.code).toBe(2)
    // What would be sent, row by row (tab-separated on a pipe), then the summary.
    const lines = dry.stdout.trimEnd().split('\n')
    expect(lines[0]).toBe('LINE\tORDER ID\tAMOUNT\tDUE\tDAYS\tNAME\tDOCUMENT\tADDRESS\tCITY\tCEP\tFINE\tINTEREST\tNOTES')
    expect(
      lines.slice(1, 3).map((l) =>
        l
          .split('\t')
          .slice(0, 6)
          .filter((_, i) => i !== 1 && i !== 3),
      ),
    ).toEqual([
      ['1', 'R$ 100,00', '5', 'Maria 0'],
      ['3', 'R$ 102,02', '5', 'Maria 2'],
    ])
    expect(lines[3]).toBe('dry run: 3 rows, 2 valid, 1 invalid; nothing sent; a real run would skip 0, reconcile 0 and send 2')
    expect(server.requests).toEqual([])
    const r = await importCli([file, '--skip-invalid', '--jsonl'], env(server.url))
    expect(r.code).toBe(0)
    expect(rowLines(r.stdout).map((x) => [x.line, x.status])).toEqual([
      [2, 'invalid'],
      [1, 'created'],
      [3, 'created'],
    ])
    expect(r.stderr).toContain('3 rows: 2 created, 0 skipped, 0 rejected, 0 unknown, 1 invalid (not sent)')
    expect(posts(server)).toHaveLength(2)
  })
})

describe('bolepix import: what is sent and recorded', () => {
  it('POSTs each row once with the exact body and headers, prints one JSON line per row, and writes a 0600 journal', async () => {
    const server = await fakeService()
    const orderId = '0b8e2f4a-6c1d-4e3f-9a5b-7d8c9e0f1a2b'
    const file = writeTemp('one.jsonl', `${JSON.stringify(jsonBody(0, {order_id: orderId, amount: '1.234,56', dueDate: '2040-01-31'}))}\n`)
    const r = await importCli([file, '--jsonl'], env(server.url))
    expect(r.code).toBe(0)
    expect(r.stdout).toBe(`{"line":1,"order_id":"${orderId}","status":"created","invoice_id":"inv-1"}\n`)
    expect(r.stderr).toBe(`1 row: 1 created, 0 skipped, 0 rejected, 0 unknown\njournal: ${file}.journal\n`)
    const [post] = posts(server)
    expect(post!.path).toBe('/api/v2/payments/bolepix')
    expect(post!.headers.authorization).toBe(`Bearer ${TOKEN}`)
    expect(post!.headers['content-type']).toBe('application/json')
    expect(post!.body).toBe(
      `{"order_id":"${orderId}","expirationAfterPayment":5,"dueDate":"2040-01-31","amount":1234.56,"debtor":{"name":"Maria 0","document":"42318970858","publicArea":"Avenida Paulista","number":"1000","neighborhood":"Bela Vista","city":"São Paulo","state":"SP","postalCode":"01310100"}}`,
    )
    expect(statSync(`${file}.journal`).mode & 0o777).toBe(0o600)
    const lines = journalLines(`${file}.journal`)
    expect(lines.map((l) => l.type)).toEqual(['header', 'intent', 'created'])
    expect(lines[0]).toMatchObject({
      file,
      profile: 'default',
      baseUrl: server.url,
      sellerId: SELLER,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    expect(lines[2]).toMatchObject({order_id: orderId, line: 1, invoice_id: 'inv-1'})
  })

  it('records a rejection with its reason, exits 1, and skips the row on rerun', async () => {
    const server = await fakeService({
      post: (req, res) => sendJson(res, 422, {errors: {'debtor.document': ['is blocked']}}),
    })
    const file = writeTemp('charges.jsonl', jsonlText(1))
    const r = await importCli([file, '--jsonl'], env(server.url))
    expect(r.code).toBe(1)
    const [row] = rowLines(r.stdout)
    expect(row).toMatchObject({line: 1, status: 'rejected', reason: expect.stringContaining('debtor.document: is blocked')})
    const again = await importCli([file, '--jsonl'], env(server.url))
    expect(again.code).toBe(0)
    expect(rowLines(again.stdout)[0]).toMatchObject({
      status: 'skipped',
      reason: expect.stringMatching(/^rejected by an earlier run: .*is blocked/),
    })
    expect(posts(server)).toHaveLength(1)
  })

  it('keeps a rejection reason in the journal through the one redaction policy: no card number, no token', async () => {
    // Before: the screen showed the reason masked while the journal kept it whole.
    const quoted = ['4111\u200d1111\u200d1111\u200d1111', '4111 1111 1111 1111']
    const server = await fakeService({
      post: (req, res) =>
        sendJson(res, 422, {errors: {'debtor.name': [`"${quoted[0]}" or "${quoted[1]}" is not a name (seen with ${TOKEN})`]}}),
    })
    const file = writeTemp('charges.jsonl', jsonlText(1))
    const r = await importCli([file, '--jsonl'], env(server.url))
    expect(r.code).toBe(1)
    const kept = readFileSync(`${file}.journal`, 'utf8')
    const rejected = journalLines(`${file}.journal`).find((l) => l.type === 'rejected')
    expect(rejected?.reason).toMatch(/411111\*+1111/)
    for (const text of [kept, r.stdout, r.stderr]) {
      expect(text).not.toContain(TOKEN)
      for (const spelling of quoted) expect(showsNumber(text, spelling)).toBe(false)
    }
  })

  it('pauses everyone on a 429 and resends only the refused request', async () => {
    let n = 0
    const created: string[] = []
    const server = await fakeService({
      post: (req, res) => {
        if (++n === 2) return sendJson(res, 429, {errors: {detail: 'rate limited'}}, {'retry-after': '1'})
        created.push((req.json as {order_id: string}).order_id)
        sendJson(res, 200, {invoiceId: `inv-${n}`})
      },
    })
    const file = writeTemp('charges.jsonl', jsonlText(8))
    const r = await importCli([file, '--jsonl', '--concurrency', '2'], env(server.url))
    expect(r.code).toBe(0)
    const rows = rowLines(r.stdout)
    expect(rows.every((x) => x.status === 'created')).toBe(true)
    expect(posts(server)).toHaveLength(9)
    expect(new Set(created).size).toBe(8)
    expect(created.sort()).toEqual(rows.map((x) => x.order_id).sort())
  })

  it('a lost answer (socket destroyed after the POST) is unknown; the rerun reconciles it by listing, never resending', async () => {
    let orderLost = ''
    let records: unknown[] = []
    const server = await fakeService({
      post: (req, res, raw) => {
        orderLost = (req.json as {order_id: string}).order_id
        raw.socket.destroy()
      },
      records: () => records,
    })
    const file = writeTemp('one.jsonl', jsonlText(1))
    const first = await importCli([file, '--jsonl'], env(server.url))
    expect(first.code).toBe(1)
    expect(rowLines(first.stdout)).toEqual([
      {
        line: 1,
        order_id: orderLost,
        status: 'unknown',
        reason: expect.stringContaining('outcome unknown: the charge may or may not have been created'),
      },
    ])
    expect(first.stderr).toContain(
      'rows with an unknown outcome are never resent blindly: run the same command again to reconcile them by listing',
    )
    expect(posts(server)).toHaveLength(1)

    // The listing carries no orderId: it cannot be settled, so it is reported, not resent.
    records = [{invoiceId: 'inv-x', status: 'PENDING'}]
    const second = await importCli([file, '--jsonl'], env(server.url))
    expect(second.code).toBe(1)
    expect(rowLines(second.stdout)).toEqual([
      {
        line: 1,
        order_id: orderLost,
        status: 'unknown',
        reason: expect.stringContaining("cannot be reconciled: 1 of the seller's invoices carry no orderId. Not resent"),
      },
    ])
    expect(posts(server)).toHaveLength(1)

    // Now the listing shows it: created after all.
    records = [
      {invoiceId: 'inv-x', status: 'PENDING', orderId: 'someone-else'},
      {invoiceId: 'inv-lost', status: 'PENDING', orderId: orderLost},
    ]
    const third = await importCli([file, '--jsonl'], env(server.url))
    expect(third.code).toBe(0)
    expect(rowLines(third.stdout)).toEqual([
      {
        line: 1,
        order_id: orderLost,
        status: 'skipped',
        invoice_id: 'inv-lost',
        reason: 'created by an earlier run whose answer was lost: found by listing',
      },
    ])
    const gets = calls(server).filter((r) => r.method === 'GET')
    expect(gets).toHaveLength(2)
    expect(gets[0]).toMatchObject({path: '/bolepix/invoices', query: {sellerId: SELLER}})
    expect(gets[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`)
    expect(posts(server)).toHaveLength(1)
  })

  it('resends an unknown row when every listed record carries an orderId and none is its own', async () => {
    let n = 0
    const server = await fakeService({
      post: (req, res, raw) => {
        if (++n === 1) return void raw.socket.destroy()
        sendJson(res, 200, {invoiceId: 'inv-2'})
      },
      records: () => [{invoiceId: 'inv-other', status: 'PAID', orderId: '11111111-2222-4333-8444-555555555555'}],
    })
    const file = writeTemp('one.jsonl', jsonlText(1))
    expect((await importCli([file], env(server.url))).code).toBe(1)
    const second = await importCli([file, '--jsonl'], env(server.url))
    expect(second.code).toBe(0)
    expect(rowLines(second.stdout)).toEqual([expect.objectContaining({status: 'created', invoice_id: 'inv-2'})])
    expect(calls(server).map((r) => r.method)).toEqual(['POST', 'GET', 'POST'])
    expect(posts(server)[0]!.body).toBe(posts(server)[1]!.body)
  })
})

describe('bolepix import: the journal guards reruns', () => {
  it('refuses a rerun with another base URL or profile, sending nothing; a changed file sends only its new rows', async () => {
    const a = await fakeService()
    const b = await fakeService()
    const file = writeTemp('charges.jsonl', jsonlText(2))
    expect((await importCli([file], env(a.url))).code).toBe(0)
    const other = await importCli([file], env(b.url))
    expect(other.code).toBe(2)
    expect(other.stderr).toContain(`belongs to another import: base URL ${a.url} (now ${b.url})`)
    const profile = await importCli([file], env(a.url, {PAYCTL_PROFILE: 'prod'}))
    expect(profile.code).toBe(2)
    expect(profile.stderr).toContain('profile "default" (now "prod")')
    // Rows are matched by their values (docs/import.md#order-ids): the two rows already sent are skipped, the new one sent.
    writeFileSync(file, jsonlText(3))
    const changed = await importCli([file], env(a.url))
    expect(changed.code).toBe(0)
    expect(changed.stderr).toContain('the file changed since the journal was written for it')
    expect(changed.stdout).toContain('3 rows: 1 created, 2 skipped')
    expect(calls(b)).toEqual([])
    expect(posts(a)).toHaveLength(3)
  })

  it('refuses to run while another live run holds the lock; --journal moves journal and lock', async () => {
    const server = await fakeService()
    const file = writeTemp('charges.jsonl', jsonlText(1))
    const journal = `${file}.elsewhere`
    writeFileSync(
      `${journal}.lock`,
      JSON.stringify({pid: process.pid, host: hostname(), nonce: 'n', startedAt: '2026-03-10T12:00:00.000Z'}),
    )
    const r = await importCli([file, '--journal', journal], env(server.url))
    expect(r.code).toBe(2)
    expect(r.stderr).toContain(
      `another import is running on this journal (pid ${process.pid}, since ${localTime('2026-03-10T12:00:00.000Z')}; lock ${journal}.lock)`,
    )
    expect(calls(server)).toEqual([])
    expect(readFileSync(`${journal}.lock`, 'utf8')).toContain('"nonce":"n"')
  })

  it('stops on an authentication failure without marking rows done, and the rerun sends them', async () => {
    let allow = false
    const server = await fakeService({
      post: (req, res) => (allow ? sendJson(res, 200, {invoiceId: 'inv-ok'}) : sendJson(res, 401, {errors: {detail: 'Unauthorized'}})),
    })
    const file = writeTemp('charges.jsonl', jsonlText(5))
    const r = await importCli([file, '--concurrency', '1'], env(server.url))
    expect(r.code).toBe(4)
    expect(r.stderr).toMatch(/stopping: .*Unauthorized/)
    expect(r.stdout).toContain('5 rows: 0 created, 0 skipped, 0 rejected, 0 unknown, 5 not sent yet')
    expect(posts(server)).toHaveLength(1)
    allow = true
    const again = await importCli([file, '--jsonl'], env(server.url))
    expect(again.code).toBe(0)
    expect(rowLines(again.stdout).filter((x) => x.status === 'created')).toHaveLength(5)
  })

  it('stops at a 404 (a wrong base URL) instead of recording every row as rejected', async () => {
    const server = await fakeService({post: (req, res) => sendJson(res, 404, {errors: {detail: 'Not Found'}})})
    const file = writeTemp('charges.jsonl', jsonlText(3))
    const r = await importCli([file, '--concurrency', '1', '--jsonl'], env(server.url))
    expect(r.code).toBe(1)
    expect(r.stdout).toContain('"error"')
    expect(r.stderr).toContain('3 rows: 0 created, 0 skipped, 0 rejected, 0 unknown, 3 not sent yet')
    // The intents of rows 2 and 3 were written ahead (one block with row 1's); they are closed as not sent, so a
    // rerun just sends them.
    expect(journalLines(`${file}.journal`).map((l) => [l.type, l.line])).toEqual([
      ['header', undefined],
      ['intent', 1],
      ['intent', 2],
      ['intent', 3],
      ['not_sent', 1],
      ['not_sent', 2],
      ['not_sent', 3],
    ])
    expect(posts(server)).toHaveLength(1)
  })
})

// The same file imported twice with two journals (at once, or one after the other) created every charge
// twice, both runs exiting 0: the lock and the journal are per journal.
describe('bolepix import: the same rows, another journal', () => {
  it('a second run of the same rows while one runs is refused naming it (pid, journal); later, another journal needs --force', async () => {
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    const answered: string[] = []
    const server = await fakeService({
      post: async (req, res) => {
        await held
        const orderId = (req.json as {order_id: string}).order_id
        answered.push(orderId)
        sendJson(res, 200, {message: 'created', invoiceId: `inv-${answered.length}`})
      },
    })
    // One user: one config (and so one state) folder for every run.
    const config = tempDir('payctl-config-')
    const own = env(server.url, {PAYCTL_CONFIG_DIR: config})
    const file = writeTemp('charges.jsonl', jsonlText(20))
    const [journalA, journalB, journalC] = ['a', 'b', 'c'].map((n) => join(tempDir('payctl-journal-'), `${n}.journal`)) as [
      string,
      string,
      string,
    ]

    const a = spawnImport([file, '--journal', journalA, '--concurrency', '1'], own)
    await waitFor('the first POST of run A', () => posts(server).length === 1)
    const b = await importCli([file, '--journal', journalB], own)
    expect(b.code).toBe(2)
    expect(b.stderr).toContain(`another import is sending rows to the same seller and base URL now (pid ${a.child.pid}, since `)
    expect(b.stderr).toContain(`journal ${journalA}; lock `)
    expect(b.stderr.trim().split('\n')).toHaveLength(1)
    expect(existsSync(journalB)).toBe(false)
    release()
    expect((await a.result).code).toBe(0)
    expect(posts(server)).toHaveLength(20)

    // Later, with a third journal: refused, naming the journal that sent them and how many; nothing sent.
    const c = await importCli([file, '--journal', journalC], own)
    expect(c.code).toBe(2)
    // Times are local (docs/output.md#times): `2026-11-25 21:45:44`.
    const since = /\(used since (\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})\)/.exec(c.stderr)?.[1]
    expect(c.stderr).toBe(
      `error: rows of this file were already sent to this seller (same base URL and seller, the same values) with another journal: 20 of these 20 rows (lines ${Array.from({length: 20}, (_, i) => i + 1).join(', ')}) by the journal ${journalA} (used since ${since}). Nothing was sent: a new journal would create each of those charges a second time. To finish that import, run it with --journal ${journalA}; to send them again anyway, pass --force\n`,
    )
    expect(c.stderr).toContain(`To finish that import, run it with --journal ${journalA}; to send them again anyway, pass --force`)
    expect(posts(server)).toHaveLength(20)
    // The dry run says so too.
    const dry = await importCli([file, '--journal', journalC, '--dry-run'], own)
    expect(dry.code).toBe(0)
    expect(dry.stderr).toContain('20 of these 20 rows (lines 1, 2, 3,')
    expect(dry.stderr).toContain('a real run would stop unless --force')
    // Resuming the journal that sent them is not "another journal": everything is skipped.
    const resumed = await importCli([file, '--journal', journalA], own)
    expect(resumed.code).toBe(0)
    expect(resumed.stdout).toContain('20 rows: 0 created, 20 skipped')
    // --force sends them again, with a warning.
    const forced = await importCli([file, '--journal', journalC, '--force'], own)
    expect(forced.code).toBe(0)
    expect(forced.stderr).toContain('sending them again (--force): each charge already created is created a second time')
    expect(posts(server)).toHaveLength(40)

    // The record: 0600 files in a 0700 folder under the state folder, naming the journals; no lock left.
    const dir = join(config, 'state', 'imports')
    expect(statSync(dir).mode & 0o777).toBe(0o700)
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'))
    expect(readdirSync(dir)).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.ids$/), expect.stringMatching(/^[0-9a-f]{64}\.json$/)])
    expect(statSync(join(dir, files[0]!)).mode & 0o777).toBe(0o600)
    const record = JSON.parse(readFileSync(join(dir, files[0]!), 'utf8')) as {journals: {journal: string}[]}
    expect(record.journals.map((j) => j.journal)).toEqual([journalA, journalC])
  })

  it('rows another journal left unsent, or that it only had rejected, may be sent with a new journal without --force', async () => {
    const server = await fakeService({post: (req, res) => sendJson(res, 422, {errors: {amount: ['too small']}})})
    const config = tempDir('payctl-config-')
    const own = env(server.url, {PAYCTL_CONFIG_DIR: config})
    const file = writeTemp('charges.jsonl', jsonlText(3))
    expect((await importCli([file, '--journal', join(tempDir(), 'a.journal')], own)).code).toBe(1)
    expect(posts(server)).toHaveLength(3)
    server.handle((_req, res) => sendJson(res, 200, {message: 'created', invoiceId: 'inv-x'}))
    const again = await importCli([file, '--journal', join(tempDir(), 'b.journal')], own)
    expect(again.stderr).not.toContain('already sent')
    expect(again.code).toBe(0)
  })

  it('a journal that is gone counts as having sent every row it listed; other base URLs and sellers are other rows', async () => {
    const server = await fakeService()
    const other = await fakeService()
    const config = tempDir('payctl-config-')
    const file = writeTemp('charges.jsonl', jsonlText(2))
    const journalA = join(tempDir(), 'a.journal')
    expect((await importCli([file, '--journal', journalA], env(server.url, {PAYCTL_CONFIG_DIR: config}))).code).toBe(0)
    // Another service, or another seller: not the same rows.
    expect((await importCli([file, '--journal', join(tempDir(), 'x.journal')], env(other.url, {PAYCTL_CONFIG_DIR: config}))).code).toBe(0)
    expect(
      (
        await importCli(
          [file, '--journal', join(tempDir(), 'y.journal'), '--seller-id', 'seller-2'],
          env(server.url, {PAYCTL_CONFIG_DIR: config}),
        )
      ).code,
    ).toBe(0)
    rmSync(journalA)
    const r = await importCli([file, '--journal', join(tempDir(), 'b.journal')], env(`${server.url}/`, {PAYCTL_CONFIG_DIR: config}))
    expect(r.code).toBe(2)
    expect(r.stderr).toContain(`by the journal ${journalA} (used since `)
    expect(r.stderr).toContain('2 of these 2 rows (lines 1, 2) by the journal')
    expect(r.stderr).toContain('which cannot be read any more (gone or changed), so those may have been')
    expect(posts(server)).toHaveLength(4)
  })
})

// Order ids are now of the rows' values; journals and records written before keep their own ids.
describe('bolepix import: files imported before order ids were of the rows', () => {
  /** A journal as older payctl wrote it (no `ids` in its header), having created `created` (old ids). */
  async function oldJournal(file: string, journal: string, server: RecordingServer, created: string[]): Promise<void> {
    const {createHash} = await import('node:crypto')
    const sha256 = createHash('sha256').update(readFileSync(file)).digest('hex')
    const header = {
      type: 'header',
      version: 1,
      file,
      sha256,
      profile: 'default',
      baseUrl: server.url,
      sellerId: SELLER,
      createdAt: '2026-01-01T00:00:00.000Z',
    }
    const lines = [
      header,
      ...created.flatMap((id, i) => [
        {type: 'intent', order_id: id, line: i + 1, at: '2026-01-01T00:00:01.000Z'},
        {type: 'created', order_id: id, line: i + 1, invoice_id: `old-${i}`, at: '2026-01-01T00:00:02.000Z'},
      ]),
    ]
    writeFileSync(journal, lines.map((l) => JSON.stringify(l)).join('\n') + '\n', {mode: 0o600})
  }

  async function oldIds(file: string): Promise<string[]> {
    const {checkRows} = await import('../../../src/services/import/rows.js')
    const {readImportSource} = await import('../../../src/services/import/source.js')
    return checkRows(await readImportSource(file), {scheme: 'file-and-line'}).valid.map((r) => r.orderId)
  }

  it('resumes a journal of the first scheme with its ids: rows it created are skipped, the rest sent with the old ids', async () => {
    const server = await fakeService()
    const file = writeTemp('charges.jsonl', jsonlText(4))
    const ids = await oldIds(file)
    await oldJournal(file, `${file}.journal`, server, ids.slice(0, 2))
    const r = await importCli([file, '--jsonl'], env(server.url))
    expect(r.code, r.stderr).toBe(0)
    expect(r.stderr).toContain('4 rows: 2 created, 2 skipped')
    expect(posts(server).map((p) => (p.json as {order_id: string}).order_id)).toEqual(ids.slice(2))
  })

  it('a new import of an old file under another journal finds the rows the old record names, by their old ids', async () => {
    const server = await fakeService()
    const config = tempDir('payctl-config-')
    const file = writeTemp('charges.jsonl', jsonlText(3))
    const ids = await oldIds(file)
    const oldJournalPath = join(tempDir(), 'old.journal')
    await oldJournal(file, oldJournalPath, server, ids)
    // The version 1 record of that file's content, as payctl kept it then.
    const {RowsRegistry} = await import('../../../src/services/import/registry.js')
    const {createHash} = await import('node:crypto')
    const sha256 = createHash('sha256').update(readFileSync(file)).digest('hex')
    new RowsRegistry(join(config, 'state'), {baseUrl: server.url, sellerId: SELLER, sha256}).record(oldJournalPath, file)
    const r = await importCli([file], env(server.url, {PAYCTL_CONFIG_DIR: config}))
    expect(r.code).toBe(2)
    expect(r.stderr).toContain(`3 of these 3 rows (lines 1, 2, 3) by the journal ${oldJournalPath}`)
    expect(posts(server)).toEqual([])
  })
})
