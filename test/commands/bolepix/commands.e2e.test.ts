/**
 * `bolepix pdf | list | get | cancel | wait` end to end against recording servers: method, path (ids URL-encoded,
 * never format-checked), query, headers, body, output and exit codes. In-process (helpers/in-process.ts), but for
 * Ctrl-C, which a real process gets.
 */
import {spawn} from 'node:child_process'
import {chmodSync, existsSync, readFileSync, readdirSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {BIN, ROOT, cliEnv, tempDir} from '../../helpers/cli.js'
import {runInProcess} from '../../helpers/in-process.js'
import {waitFor} from '../../helpers/wait.js'
import {sendJson, type RecordedRequest} from '../../helpers/recording-server.js'
import {SELLER, TOKEN, apiEnv, onCleanup, recorder} from './helpers.js'

const ODD_ID = 'a b/c?d#é'
const ODD_PATH = 'a%20b%2Fc%3Fd%23%C3%A9'

const record = (invoiceId: string, status: string, extra: Record<string, unknown> = {}) => ({
  id: `rec-${invoiceId}`,
  sellerId: SELLER,
  invoiceId,
  status,
  insertedAt: '2026-05-01T12:00:00Z',
  ...extra,
})

function expectApiHeaders(req: RecordedRequest) {
  expect(req.headers.authorization).toBe(`Bearer ${TOKEN}`)
  expect(req.headers['content-type']).toBe('application/json')
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1')

/** A CDN that serves the PDF, and an API that answers its URL. */
async function pdfServers() {
  const cdn = await recorder((_req, res) => {
    res.writeHead(200, {'content-type': 'application/pdf', 'content-length': PDF.length})
    res.end(PDF)
  })
  const api = await recorder((_req, res) => sendJson(res, 200, {url: `${cdn.url}/bolepix/INV-9.pdf`}))
  return {cdn, api}
}

describe('bolepix pdf', () => {
  it('prints the URL; --output downloads it from the CDN without credentials and writes it atomically', async () => {
    const {cdn, api} = await pdfServers()
    const dir = tempDir()
    const out = join(dir, 'charge.pdf')
    const r = await runInProcess(['bolepix', 'pdf', ODD_ID, '--output', out], {env: apiEnv(api.url)})
    expect(r.code).toBe(0)
    expect(api.requests).toHaveLength(1)
    expect(api.requests[0]!.method).toBe('GET')
    expect(api.requests[0]!.path).toBe(`/api/v2/payments/bolepix/${ODD_PATH}/pdf`)
    expect(api.requests[0]!.body).toBe('')
    expectApiHeaders(api.requests[0]!)
    expect(cdn.requests).toHaveLength(1)
    expect(cdn.requests[0]!.path).toBe('/bolepix/INV-9.pdf')
    expect(cdn.requests[0]!.headers.authorization).toBeUndefined()
    expect(r.stdout).toBe(`${cdn.url}/bolepix/INV-9.pdf\n`)
    expect(r.stderr).toBe(`PDF saved to ${out} (${PDF.length} bytes)\n`)
    expect(readFileSync(out).equals(PDF)).toBe(true)
    expect(readdirSync(dir)).toEqual(['charge.pdf']) // no temp file left behind

    // A folder as --output: the file name comes from the URL.
    const inFolder = await runInProcess(['bolepix', 'pdf', 'INV-9', '--output', dir, '--json'], {env: apiEnv(api.url)})
    expect(inFolder.code).toBe(0)
    expect(JSON.parse(inFolder.stdout)).toEqual({url: `${cdn.url}/bolepix/INV-9.pdf`})
    expect(readFileSync(join(dir, 'INV-9.pdf')).equals(PDF)).toBe(true)
  })

  it('--output does not replace an existing file without --force: exit 2 before anything is sent; --force replaces it', async () => {
    const {cdn, api} = await pdfServers()
    const dir = tempDir()
    const out = join(dir, 'charge.pdf')
    writeFileSync(out, 'kept')
    const refused = await runInProcess(['bolepix', 'pdf', 'INV-9', '--output', out], {env: apiEnv(api.url)})
    expect(refused.code).toBe(2)
    expect(refused.stderr).toBe(`error: --output ${out}: the file exists; pass --force to overwrite it (nothing was written)\n`)
    expect(api.requests).toHaveLength(0)
    // Into a folder, where the name comes from the URL: refused once the name is known, nothing downloaded.
    writeFileSync(join(dir, 'INV-9.pdf'), 'kept too')
    const inFolder = await runInProcess(['bolepix', 'pdf', 'INV-9', '--output', dir], {env: apiEnv(api.url)})
    expect(inFolder.code).toBe(2)
    expect(inFolder.stderr).toContain(`${join(dir, 'INV-9.pdf')}: the file exists; pass --force`)
    expect(cdn.requests).toHaveLength(0)
    expect(readFileSync(out, 'utf8')).toBe('kept')
    expect(readFileSync(join(dir, 'INV-9.pdf'), 'utf8')).toBe('kept too')

    const forced = await runInProcess(['bolepix', 'pdf', 'INV-9', '--output', out, '--force'], {env: apiEnv(api.url)})
    expect(forced.code).toBe(0)
    expect(readFileSync(out).equals(PDF)).toBe(true)
  })

  it('refuses a download that is not a PDF and writes nothing', async () => {
    const cdn = await recorder((_req, res) => {
      res.writeHead(200, {'content-type': 'text/html'})
      res.end('<html>login</html>')
    })
    const api = await recorder((_req, res) => sendJson(res, 200, {url: `${cdn.url}/x.pdf`}))
    const dir = tempDir()
    const r = await runInProcess(['bolepix', 'pdf', 'INV-1', '--output', join(dir, 'x.pdf')], {env: apiEnv(api.url)})
    expect(r.code).toBe(1)
    expect(r.stderr).toContain('is not a PDF')
    expect(readdirSync(dir)).toEqual([])
  })

  it('--open runs the OS opener on the downloaded file when there is one, and says so when there is none', async () => {
    if (process.platform !== 'linux') return
    const cdn = await recorder((_req, res) => {
      res.writeHead(200, {'content-type': 'application/pdf'})
      res.end('%PDF-1.4\n%open\n')
    })
    const api = await recorder((_req, res) => sendJson(res, 200, {url: `${cdn.url}/bolepix/INV-2.pdf`}))
    const bin = tempDir()
    const marker = join(bin, 'opened.txt')
    writeFileSync(join(bin, 'xdg-open'), `#!/bin/sh\nprintf '%s' "$1" > '${marker}'\n`)
    chmodSync(join(bin, 'xdg-open'), 0o755)
    const r = await runInProcess(['bolepix', 'pdf', 'INV-2', '--open'], {env: apiEnv(api.url, {PATH: bin})})
    expect(r.code).toBe(0)
    expect(r.stderr).toMatch(/^opened \/\S+\/payctl-pdf-\w+\/INV-2\.pdf with xdg-open\n$/)
    // Until the opener has written the path (the shell creates the file before printf writes to it).
    const written = () => existsSync(marker) && readFileSync(marker, 'utf8').endsWith('.pdf')
    for (let i = 0; i < 100 && !written(); i++) await new Promise((res) => setTimeout(res, 50))
    const opened = readFileSync(marker, 'utf8')
    expect(opened).toMatch(/\/payctl-pdf-\w+\/INV-2\.pdf$/)
    expect(readFileSync(opened, 'utf8')).toBe('%PDF-1.4\n%open\n')

    const none = await runInProcess(['bolepix', 'pdf', 'INV-2', '--open'], {env: apiEnv(api.url, {PATH: tempDir()})})
    expect(none.code).toBe(0)
    expect(none.stdout).toBe(`${cdn.url}/bolepix/INV-2.pdf\n`)
    expect(none.stderr).toMatch(/cannot open \/\S+\/INV-2\.pdf: no xdg-open on this machine/)
  })
})

describe('bolepix list', () => {
  const records = [
    record('INV-OLD', 'PENDING', {insertedAt: '2025-12-31T23:00:00Z'}),
    record('INV-A', 'PAID', {amount: 1234.56, orderId: 'ord-1'}),
    record('INV-B', 'pending', {amount: 10, insertedAt: '2026-05-02T09:30:00Z'}),
    record('INV-C', 'PENDING', {insertedAt: '2026-05-03T09:30:00Z'}),
  ]

  it('sends sellerId, status (upper-case), since and limit, and applies them locally too', async () => {
    const s = await recorder((_req, res) => sendJson(res, 200, records))
    const r = await runInProcess(['bolepix', 'list', '--status', 'pending', '--since', '2026-01-01T00:00:00Z', '--limit', '1', '--json'], {
      env: apiEnv(s.url),
    })
    expect(r.code).toBe(0)
    const req = s.requests[0]!
    expect(req.method).toBe('GET')
    expect(req.path).toBe('/bolepix/invoices')
    expect(req.query).toEqual({sellerId: SELLER, status: 'PENDING', since: '2026-01-01T00:00:00.000Z', limit: '1'})
    expectApiHeaders(req)
    expect(JSON.parse(r.stdout)).toEqual([records[3]])
  })

  it('prints tab-separated columns on a pipe (local time, R$ amounts), every record without --limit; accepts {"data": [...]}', async () => {
    const s = await recorder((_req, res) => sendJson(res, 200, {data: records}))
    // In-process, the run's TZ is put in force for the run (helpers/in-process.ts).
    const r = await runInProcess(['bolepix', 'list', '--seller-id', 'other-seller'], {env: apiEnv(s.url, {TZ: 'America/Sao_Paulo'})})
    expect(r.code).toBe(0)
    expect(s.requests[0]!.query).toEqual({sellerId: 'other-seller'})
    expect(r.stdout).toBe(
      [
        'INVOICE ID\tSTATUS\tAMOUNT\tDUE DATE\tDEBTOR\tDOCUMENT\tCREATED\tORDER ID',
        'INV-OLD\tPENDING\t\t\t\t\t2025-12-31 20:00:00\t',
        'INV-A\tPAID\tR$ 1.234,56\t\t\t\t2026-05-01 09:00:00\tord-1',
        'INV-B\tpending\tR$ 10,00\t\t\t\t2026-05-02 06:30:00\t',
        'INV-C\tPENDING\t\t\t\t\t2026-05-03 06:30:00\t',
        '',
      ].join('\n'),
    )
  })

  it('refuses a --since that is not a date or a duration (exit 2, nothing sent)', async () => {
    const s = await recorder()
    const r = await runInProcess(['bolepix', 'list', '--since', 'yesterday'], {env: apiEnv(s.url)})
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('--since "yesterday"')
    expect(s.requests).toHaveLength(0)
  })
})

describe('bolepix get', () => {
  it('GETs the URL-encoded id and prints the one record; --json prints it as an object', async () => {
    const s = await recorder((_req, res) =>
      sendJson(res, 200, [record(ODD_ID, 'PAID', {amount: 150.75, amountPaid: 153.77, dueDate: '2026-05-08', orderId: 'ord-9'})]),
    )
    const r = await runInProcess(['bolepix', 'get', ODD_ID], {env: apiEnv(s.url, {TZ: 'UTC'})})
    expect(r.code).toBe(0)
    const req = s.requests[0]!
    expect(req.method).toBe('GET')
    expect(req.path).toBe(`/bolepix/invoices/${ODD_PATH}`)
    expectApiHeaders(req)
    // The record, then where its codes are (this service's record carries none, and it answers no PDF).
    const [fields, codes] = r.stdout.split('\n\n')
    expect(codes).toMatch(/^the typed line and the Pix code: not known here \(the charge's PDF could not be read: /)
    expect(`${fields}\n`).toBe(
      [
        `invoice id   ${ODD_ID}`,
        'status       PAID',
        'order id     ord-9',
        'amount       R$ 150,75',
        'amount paid  R$ 153,77',
        'due date     2026-05-08',
        'created      2026-05-01 12:00:00',
        `seller id    ${SELLER}`,
        `record id    rec-${ODD_ID}`,
        '',
      ].join('\n'),
    )
    const json = await runInProcess(['bolepix', 'get', ODD_ID, '--json'], {env: apiEnv(s.url)})
    expect(JSON.parse(json.stdout)).toEqual(
      record(ODD_ID, 'PAID', {amount: 150.75, amountPaid: 153.77, dueDate: '2026-05-08', orderId: 'ord-9'}),
    )
  })

  it('exits 1 "not found" on an empty answer', async () => {
    const s = await recorder((_req, res) => sendJson(res, 200, []))
    const r = await runInProcess(['bolepix', 'get', 'ABC123', '--json'], {env: apiEnv(s.url)})
    expect(r.code).toBe(1)
    expect(r.stderr).toContain('not found')
    expect(JSON.parse(r.stdout).error.code).toBe('not_found')
  })
})

describe('bolepix cancel', () => {
  it('--yes --reason sends {"reason": …} to the URL-encoded id and prints the answer', async () => {
    const s = await recorder((_req, res) => sendJson(res, 200, {message: 'Cobrança cancelada'}))
    const r = await runInProcess(['bolepix', 'cancel', ODD_ID, '--reason', 'duplicate "charge"', '--yes'], {env: apiEnv(s.url)})
    expect(r.code).toBe(0)
    expect(s.requests).toHaveLength(1)
    const req = s.requests[0]!
    expect(req.method).toBe('POST')
    expect(req.path).toBe(`/api/v2/payments/bolepix/${ODD_PATH}/cancel`)
    expectApiHeaders(req)
    expect(req.body).toBe('{"reason":"duplicate \\"charge\\""}')
    expect(r.stdout).toBe(`Charge ${ODD_ID} cancelled. Cobrança cancelada\n`)
    const json = await runInProcess(['bolepix', 'cancel', 'X1', '--reason', 'r', '--yes', '--json'], {env: apiEnv(s.url)})
    expect(JSON.parse(json.stdout)).toEqual({message: 'Cobrança cancelada'})
  })

  it('without a terminal needs --yes, --reason and an id: exit 2 and nothing sent', async () => {
    const s = await recorder()
    const noYes = await runInProcess(['bolepix', 'cancel', 'INV-1', '--reason', 'duplicate'], {env: apiEnv(s.url)})
    expect(noYes.code).toBe(2)
    expect(noYes.stderr).toContain('--yes')
    const noReason = await runInProcess(['bolepix', 'cancel', 'INV-1', '--yes'], {env: apiEnv(s.url)})
    expect(noReason.code).toBe(2)
    expect(noReason.stderr).toContain('--reason is required')
    const noId = await runInProcess(['bolepix', 'cancel', '--reason', 'x', '--yes'], {env: apiEnv(s.url)})
    expect(noId.code).toBe(2)
    expect(noId.stderr).toContain('INVOICE_ID is required')
    // Everything missing at once: the id as well as --yes.
    const neither = await runInProcess(['bolepix', 'cancel', '--reason', 'x'], {env: apiEnv(s.url)})
    expect(neither.code).toBe(2)
    expect(neither.stderr).toBe(
      'error: INVOICE_ID is required (without a terminal there is no picker); no terminal to confirm on: pass --yes to cancel without confirmation (nothing was sent)\n',
    )
    expect(s.requests).toHaveLength(0)
  })

  it("the service's message is not printed when it only says again that the charge was cancelled", async () => {
    const s = await recorder((_req, res) => sendJson(res, 200, {message: 'Bolepix charge cancelled'}))
    const r = await runInProcess(['bolepix', 'cancel', 'INV-1', '--reason', 'x', '--yes'], {env: apiEnv(s.url)})
    expect(r.code).toBe(0)
    expect(r.stdout).toBe('Charge INV-1 cancelled.\n')
  })

  it('a 409 from the service (already paid) exits 1 with its message', async () => {
    const s = await recorder((_req, res) => sendJson(res, 409, {errors: {detail: 'invoice is PAID'}}))
    const r = await runInProcess(['bolepix', 'cancel', 'INV-1', '--reason', 'x', '--yes'], {env: apiEnv(s.url)})
    expect(r.code).toBe(1)
    expect(r.stderr).toContain('invoice is PAID')
    expect(s.requests).toHaveLength(1)
  })
})

describe('bolepix wait', () => {
  /** Answers the statuses in turn (the last one repeats). */
  function statuses(...list: string[]) {
    let i = 0
    return (_req: RecordedRequest, res: Parameters<Parameters<typeof recorder>[0] & {}>[1]) => {
      const status = list[Math.min(i++, list.length - 1)]!
      sendJson(res, 200, [record('INV-W', status)])
    }
  }

  it('polls until the status is reached (exit 0) and prints the record', async () => {
    const s = await recorder(statuses('PENDING', 'PENDING', 'PAID'))
    const r = await runInProcess(['bolepix', 'wait', 'INV-W', '--until', 'paid', '--interval', '100ms', '--json'], {env: apiEnv(s.url)})
    expect(r.code).toBe(0)
    expect(r.stderr).toBe('') // quiet without a terminal
    expect(s.requests).toHaveLength(3)
    for (const req of s.requests) {
      expect(req.path).toBe('/bolepix/invoices/INV-W')
      expectApiHeaders(req)
    }
    expect(JSON.parse(r.stdout)).toEqual(record('INV-W', 'PAID'))
  })

  it('exits 1 when the charge reaches another final state', async () => {
    const s = await recorder(statuses('PENDING', 'EXPIRED'))
    // --until PAID is the default.
    const r = await runInProcess(['bolepix', 'wait', 'INV-W', '--interval', '100ms'], {env: apiEnv(s.url)})
    expect(r.code).toBe(1)
    expect(r.stderr).toContain('charge INV-W is EXPIRED and will never be PAID')
    expect(s.requests).toHaveLength(2)
  })

  it('exits 8 when the timeout passes with the charge still pending', async () => {
    const s = await recorder(statuses('PENDING'))
    const r = await runInProcess(
      ['bolepix', 'wait', 'INV-W', '--until', 'CANCELLED', '--timeout', '600ms', '--interval', '200ms', '--json'],
      {env: apiEnv(s.url)},
    )
    expect(r.code).toBe(8)
    expect(r.stderr).toContain('charge INV-W is still PENDING after 600 ms (waited for CANCELLED)')
    expect(JSON.parse(r.stdout).error.code).toBe('pending')
    expect(s.requests.length).toBeGreaterThanOrEqual(2)
  })

  it('refuses a status that never comes and a bad duration (exit 2, nothing sent)', async () => {
    const s = await recorder()
    const bad = await runInProcess(['bolepix', 'wait', 'INV-W', '--until', 'PENDING'], {env: apiEnv(s.url)})
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain('--until must be one of PAID, CANCELLED, EXPIRED')
    const dur = await runInProcess(['bolepix', 'wait', 'INV-W', '--until', 'PAID', '--timeout', 'soon'], {env: apiEnv(s.url)})
    expect(dur.code).toBe(2)
    expect(dur.stderr).toContain('--timeout "soon"')
    expect(s.requests).toHaveLength(0)
  })

  it('Ctrl-C exits 130', async () => {
    const s = await recorder(statuses('PENDING'))
    const child = spawn(process.execPath, [BIN, 'bolepix', 'wait', 'INV-W', '--until', 'PAID', '--interval', '30s'], {
      cwd: ROOT,
      env: cliEnv(apiEnv(s.url)),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    onCleanup(async () => void child.kill('SIGKILL'))
    let stderr = ''
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d))
    const exited = new Promise<number | null>((res) => child.on('close', (code) => res(code)))
    // Its first request, however long the process takes to start (the test's own timeout bounds it).
    await waitFor('the first request of bolepix wait', () => s.requests.length > 0, 25_000)
    expect(s.requests).toHaveLength(1)
    child.kill('SIGINT')
    expect(await exited).toBe(130)
    expect(stderr).toContain('interrupted')
  })
})
