/**
 * The codes a customer asks for (docs/bolepix.md#the-codes-of-a-charge): `bolepix get` shows the typed line in its five
 * groups and the Pix code, each whole on a line of its own; `bolepix create` on a terminal prints both for the new
 * charge. From the record where it has them (the sandbox), else from the charge's PDF text, else a line saying where
 * to find them; the same in --json (digitableLine, pixCode), which reads nothing more for a record that carries both.
 */
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {invoicePaymentCodes, renderInvoicePdf, type InvoicePdfInput} from '../../../src/sandbox/pdf/index.js'
import {formatTypedLine} from '../../../src/util/payment-codes.js'
import {expectGolden, stableScreen} from '../../helpers/golden.js'
import {runInProcess} from '../../helpers/in-process.js'
import {sendJson} from '../../helpers/recording-server.js'
import {withSandbox, type TestSandbox} from '../../helpers/sandbox.js'
import {apiEnv, expectedDebtor, recorder, requiredFlags} from './helpers.js'

const pdfInput: InvoicePdfInput = {
  invoiceId: 'inv-codes-1',
  sellerId: 'seller-1',
  debtor: expectedDebtor(),

  amountCents: 15075,
  dueDate: '2026-12-10',
}
const CODES = invoicePaymentCodes(pdfInput)
const LINE = CODES.boleto.digitableLine
const PIX = CODES.brCode
const RECORD = {id: 'rec-1', sellerId: 'seller-1', invoiceId: 'inv-codes-1', status: 'PENDING', insertedAt: '2026-11-20T10:00:00Z'}

/** A service whose records carry no codes; its PDF (`pdf`: the bytes, or a status to answer) is on a CDN path. */
async function service(pdf: Buffer | number, record: Record<string, unknown> = RECORD) {
  return recorder((req, res) => {
    if (req.path === `/bolepix/invoices/${RECORD.invoiceId}`) sendJson(res, 200, [record])
    else if (req.path === `/api/v2/payments/bolepix/${RECORD.invoiceId}/pdf`) sendJson(res, 200, {url: '/cdn/inv-codes-1.pdf'})
    else if (req.path === '/cdn/inv-codes-1.pdf' && typeof pdf !== 'number') {
      res.writeHead(200, {'content-type': 'application/pdf'})
      res.end(pdf)
    } else sendJson(res, typeof pdf === 'number' ? pdf : 404, {errors: {detail: 'Not Found'}})
  })
}

const term = (columns: number) => ({columns, rows: 24})

describe('bolepix get: the typed line and the Pix code', {timeout: 60_000}, () => {
  it.each([80, 120])('read from the PDF when the record lacks them, each whole on its own line (%i columns)', async (cols) => {
    const api = await service(await renderInvoicePdf(pdfInput))
    const r = await runInProcess(['bolepix', 'get', RECORD.invoiceId], {env: apiEnv(api.url), terminal: term(cols)})
    expect(r.code, r.stderr).toBe(0)
    const lines = r.stdout.split('\n')
    expect(lines).toContain(formatTypedLine(LINE))
    expect(lines).toContain(PIX)
    expect(lines[lines.indexOf(PIX) - 1]).toContain('Pix copy and paste')
    expect(api.requests.map((q) => q.path)).toEqual([
      `/bolepix/invoices/${RECORD.invoiceId}`,
      `/api/v2/payments/bolepix/${RECORD.invoiceId}/pdf`,
      '/cdn/inv-codes-1.pdf',
    ])
    expectGolden(join(import.meta.dirname, '__golden__', `get-codes-pdf-${cols}.txt`), stableScreen(r.screen!, []))
  })

  it('--json adds digitableLine and pixCode read from the PDF', async () => {
    const api = await service(await renderInvoicePdf(pdfInput))
    const r = await runInProcess(['bolepix', 'get', RECORD.invoiceId, '--json'], {env: apiEnv(api.url)})
    expect(r.code, r.stderr).toBe(0)
    expect(JSON.parse(r.stdout)).toEqual({...RECORD, digitableLine: LINE, pixCode: PIX})
  })

  it('--json of a record that carries both codes sends nothing more and prints the record as it is', async () => {
    const record = {...RECORD, digitableLine: LINE, pixCode: PIX}
    const api = await service(404, record)
    const r = await runInProcess(['bolepix', 'get', RECORD.invoiceId, '--json'], {env: apiEnv(api.url)})
    expect(r.code, r.stderr).toBe(0)
    expect(JSON.parse(r.stdout)).toEqual(record)
    expect(api.requests).toHaveLength(1)
  })

  it('a PDF without codes, or none to be had: says where to find them (bolepix pdf), exit 0; --json leaves them out', async () => {
    const noCodes = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Length 20 >>\nstream\nBT (nothing) Tj ET\nendstream\nendobj\n%%EOF\n')
    for (const pdf of [noCodes, 503]) {
      const api = await service(pdf)
      const r = await runInProcess(['bolepix', 'get', RECORD.invoiceId], {env: apiEnv(api.url), terminal: term(80)})
      expect(r.code, r.stderr).toBe(0)
      expect(r.stdout.replace(/\s+/g, ' ')).toContain(
        `the typed line and the Pix code: not known here (${pdf === 503 ? "the charge's PDF could not be read" : "the charge's PDF shows no typed line or Pix code whose checks hold"}`,
      )
      expect(r.stdout.replace(/\s+/g, ' ')).toContain(`payctl bolepix pdf ${RECORD.invoiceId} --open`)
      const json = await runInProcess(['bolepix', 'get', RECORD.invoiceId, '--json'], {env: apiEnv(api.url)})
      expect(json.code).toBe(0)
      expect(JSON.parse(json.stdout)).toEqual(RECORD)
      expect(json.stderr).toContain('digitableLine and pixCode left out')
    }
  })

  it('get --qr draws the Pix code read from the PDF when the record lacks it', async () => {
    const api = await service(await renderInvoicePdf(pdfInput))
    const r = await runInProcess(['bolepix', 'get', RECORD.invoiceId, '--qr'], {env: apiEnv(api.url)})
    expect([r.code, r.stdout]).toEqual([0, `${PIX}\n`])
  })
})

describe('against the sandbox', {timeout: 60_000}, () => {
  let sb: TestSandbox
  beforeAll(async () => {
    sb = await withSandbox()
  })
  afterAll(async () => {
    await sb?.close()
  })

  it.each([80, 120])('bolepix create on a terminal prints the new charge typed line and Pix code (%i columns)', async (cols) => {
    const r = await runInProcess(['bolepix', 'create', ...requiredFlags()], {env: sb.env, terminal: term(cols)})
    expect(r.code, r.stderr).toBe(0)
    const id = /invoice id\s+(\S+)/.exec(r.stdout)![1]!
    const record = JSON.parse((await runInProcess(['bolepix', 'get', id, '--json'], {env: sb.env})).stdout) as {
      digitableLine: string
      pixCode: string
    }
    const lines = r.stdout.split('\n')
    expect(lines).toContain(formatTypedLine(record.digitableLine))
    expect(lines).toContain(record.pixCode)
    // The codes come before the next steps.
    expect(lines.indexOf(record.pixCode)).toBeLessThan(lines.indexOf('Next:'))
    // The codes, ids and dates change from run to run: stand-ins of the same width.
    const stable = stableScreen(r.screen!, [
      [formatTypedLine(record.digitableLine), formatTypedLine('9'.repeat(47))],
      [record.pixCode, 'P'.repeat(record.pixCode.length)],
      [/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx'],
      [/[0-9a-f]{8}\.pdf/g, 'xxxxxxxx.pdf'],
      [/\d{4}-\d\d-\d\d/g, 'YYYY-MM-DD'],
    ])
    expectGolden(join(import.meta.dirname, '__golden__', `create-codes-${cols}.txt`), stable)
  })

  it("bolepix get shows the record's own codes (the sandbox's fields), reading no PDF", async () => {
    const created = await runInProcess(['bolepix', 'create', ...requiredFlags(), '-q'], {env: sb.env})
    const id = created.stdout.trim()
    const record = JSON.parse((await runInProcess(['bolepix', 'get', id, '--json'], {env: sb.env})).stdout) as {
      digitableLine: string
      pixCode: string
    }
    const r = await runInProcess(['bolepix', 'get', id], {env: sb.env, terminal: term(80)})
    expect(r.code, r.stderr).toBe(0)
    expect(r.stdout.split('\n')).toEqual(expect.arrayContaining([formatTypedLine(record.digitableLine), record.pixCode]))
  })
})
