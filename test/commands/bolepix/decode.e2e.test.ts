/**
 * bolepix decode and --qr against the real sandbox: the line and the Pix code read back from the sandbox's own PDF
 * are decoded, printed whole (not masked as card numbers) and matched to their charge; `get --qr` draws the record's
 * Pix code, read back by jsQR from the terminal's text; a service whose records and PDF show no Pix code is told so.
 */
import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {tempDir} from '../../helpers/cli.js'
import {runInProcess} from '../../helpers/in-process.js'
import {ptyDriver, runInPty} from '../../helpers/pty.js'
import {readQrFromText} from '../../helpers/qr-pixels.js'
import {sendJson} from '../../helpers/recording-server.js'
import {withSandbox, type TestSandbox} from '../../helpers/sandbox.js'
import {brCodeCrcOk} from '../../../src/util/payment-codes.js'
import {pdfTextRuns} from '../../sandbox/pdf/pdf-text.js'
import {apiEnv, inDays, recorder, requiredFlags} from './helpers.js'

let sb: TestSandbox
let id: string
let line: string
let pixCode: string

beforeAll(async () => {
  sb = await withSandbox()
  const created = await runInProcess(['bolepix', 'create', ...requiredFlags({amount: '1.234,56', 'due-date': '+9d'}), '-q'], {env: sb.env})
  expect(created.code, created.stderr).toBe(0)
  id = created.stdout.trim()
  // Another charge of another amount: not a match.
  expect((await runInProcess(['bolepix', 'create', ...requiredFlags(), '-q'], {env: sb.env})).code).toBe(0)
  const out = join(tempDir(), 'charge.pdf')
  expect((await runInProcess(['bolepix', 'pdf', id, '--output', out], {env: sb.env})).code).toBe(0)
  const runs = pdfTextRuns(readFileSync(out))
  // The line as printed, whatever text runs the PDF split it into (at one of its spaces, or inside a group).
  const printed = /\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}/
  line = (printed.exec(runs.join('\n')) ?? printed.exec(runs.join(' ').replace(/\s+/g, ' ')) ?? printed.exec(runs.join('')))![0]
  const joined = runs.join('')
  const start = joined.indexOf('000201')
  pixCode = [...joined.slice(start).matchAll(/6304[0-9A-F]{4}/g)].map((m) => joined.slice(start, start + m.index + 8)).find(brCodeCrcOk)!
  expect(pixCode).toBeDefined()
}, 60_000)
afterAll(async () => {
  await sb?.close()
})

describe('bolepix decode against the sandbox', () => {
  it("reads the PDF's typed line: amount, due date, bank, the line whole, and the charge it is", async () => {
    const r = await runInProcess(['bolepix', 'decode', line], {env: sb.env})
    expect(r.code, r.stderr).toBe(0)
    expect(r.stdout).toContain('999 payctl sandbox (fictional)')
    expect(r.stdout).toContain('R$ 1.234,56')
    expect(r.stdout).toContain(inDays(9))
    expect(r.stdout).toContain(line) // whole: not masked as a card number
    expect(r.stdout).toContain(`by typed line: payctl bolepix get ${id}`)

    const json = JSON.parse((await runInProcess(['bolepix', 'decode', line.replace(/[ .]/g, ''), '--json'], {env: sb.env})).stdout)
    expect(json).toMatchObject({
      kind: 'boleto',
      amount: 1234.56,
      amountCents: 123456,
      dueDate: inDays(9),
      typedLineFormatted: line,
      matchesTotal: 1,
    })
    expect(json.matches).toEqual([
      {invoiceId: id, status: 'PENDING', amount: 1234.56, dueDate: inDays(9), by: 'typed line', command: `payctl bolepix get ${id}`},
    ])
    // The barcode it stands for, decoded on its own, is the same charge.
    const barcode = JSON.parse((await runInProcess(['bolepix', 'decode', json.barcode, '--json'], {env: sb.env})).stdout)
    expect(barcode.matches.map((m: {invoiceId: string}) => m.invoiceId)).toEqual([id])
  })

  it("reads the PDF's Pix code: receiver, amount, txid, the CRC, and the charge it is", async () => {
    const r = await runInProcess(['bolepix', 'decode', pixCode, '--json'], {env: sb.env})
    expect(r.code, r.stderr).toBe(0)
    const json = JSON.parse(r.stdout)
    expect(json).toMatchObject({
      kind: 'pix',
      code: pixCode,
      merchantName: 'payctl sandbox seller',
      amount: 1234.56,
      amountCents: 123456,
      crc: {ok: true},
    })
    expect(json.txid).toBe(id.replace(/[^A-Za-z0-9]/g, '').slice(0, 25))
    expect(json.matches).toMatchObject([{invoiceId: id, by: 'pix code'}])
  })

  it('a published line with one digit mistyped is decoded to name it, not refused as a card number', async () => {
    const r = await runInProcess(['bolepix', 'decode', '10492.00650 61000.100043 00997.263900 9 89810000021403', '--offline'], {
      env: sb.env,
    })
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('field 2 (digits 11-21): check digit is')
    expect(r.stderr).not.toContain('card number')
  })

  it('names a wrong digit by its field and a wrong CRC as the CRC (exit 2), with nothing sent', async () => {
    const digits = line.replace(/[ .]/g, '')
    const wrong = digits.slice(0, 15) + String((Number(digits[15]) + 1) % 10) + digits.slice(16)
    const r = await runInProcess(['bolepix', 'decode', wrong], {env: sb.env})
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('field 2 (digits 11-21): check digit is')
    const crc = await runInProcess(['bolepix', 'decode', `${pixCode.slice(0, -1)}${pixCode.endsWith('0') ? '1' : '0'}`, '--json'], {
      env: sb.env,
    })
    expect(crc.code).toBe(2)
    expect(JSON.parse(crc.stdout).error.message).toMatch(/CRC \(field 63\): is [0-9A-F]{4}, the code before it gives/)
  })

  it('--offline decodes without credentials or a network', async () => {
    const r = await runInProcess(['bolepix', 'decode', line, '--offline'], {env: {PAYCTL_CONFIG_DIR: tempDir()}})
    expect(r.code, r.stderr).toBe(0)
    expect(r.stdout).toContain('Charges: not looked up (--offline)')
    const none = await runInProcess(['bolepix', 'decode', line], {env: {PAYCTL_CONFIG_DIR: tempDir()}})
    expect(none.stdout).toContain('Charges: not looked up: no credentials (payctl login)')
  })
})

describe('--qr', () => {
  it('on a pipe prints the code alone: get --qr gives the Pix code of the record (the one on the PDF)', async () => {
    const r = await runInProcess(['bolepix', 'get', id, '--qr'], {env: sb.env})
    expect(r.code, r.stderr).toBe(0)
    expect(r.stdout).toBe(`${pixCode}\n`)
    const decode = await runInProcess(['bolepix', 'decode', pixCode, '--qr'], {env: sb.env})
    expect(decode.stdout).toBe(`${pixCode}\n`)
    const boleto = await runInProcess(['bolepix', 'decode', line, '--qr'], {env: sb.env})
    expect(boleto.code).toBe(2)
  })

  it.skipIf(!ptyDriver())('on an 80-column terminal draws a QR that a decoder reads back as the code, the code below it', async () => {
    for (const args of [
      ['bolepix', 'get', id, '--qr'],
      ['bolepix', 'decode', pixCode, '--qr', '--offline'],
    ]) {
      const r = await runInPty(args, {env: sb.env, steps: [], cols: 80})
      expect(r.code).toBe(0)
      const lines = r.screen.split('\n').map((l) => l.replace(/\s+$/, ''))
      const drawn = lines.filter((l) => /^[█▀▄ ]+$/.test(l) && l.includes('█'))
      expect(drawn.length).toBeGreaterThan(10)
      expect(Math.max(...drawn.map((l) => l.length))).toBeLessThanOrEqual(80)
      // Trailing spaces a terminal drops are dark modules of the last column: pad back to the width of the top row.
      const width = drawn[0]!.length
      expect(readQrFromText(drawn.map((l) => l.padEnd(width)))).toBe(pixCode)
      expect(r.screen).toContain(pixCode)
    }
  })

  // The lookup streams the seller's whole invoice list: --qr draws the code without it; --qr --json prints what
  // decode --json prints, the matches included (src/actions/bolepix/decode.ts: a Later, computed for JSON only).
  it('decode --qr looks up the matching charges only for --json', async () => {
    const server = await recorder((_req, res) => sendJson(res, 200, [{invoiceId: 'inv-qr', status: 'PENDING', pixCode}]))
    const drawn = await runInProcess(['bolepix', 'decode', pixCode, '--qr'], {env: apiEnv(server.url)})
    expect([drawn.code, drawn.stdout]).toEqual([0, `${pixCode}\n`])
    expect(server.requests).toEqual([])
    const json = await runInProcess(['bolepix', 'decode', pixCode, '--qr', '--json'], {env: apiEnv(server.url)})
    expect(json.code, json.stderr).toBe(0)
    expect(JSON.parse(json.stdout)).toMatchObject({matches: [{invoiceId: 'inv-qr', by: 'pix code'}], matchesTotal: 1})
    expect(server.requests.map((q) => q.path)).toEqual(['/bolepix/invoices'])
  })

  it('against a service whose records carry no Pix code and whose PDF cannot be read, get --qr says so (exit 1)', async () => {
    const server = await recorder((_req, res) => sendJson(res, 200, [{invoiceId: 'inv-1', status: 'PENDING', amount: 10}]))
    const r = await runInProcess(['bolepix', 'get', 'inv-1', '--qr'], {env: apiEnv(server.url)})
    expect(r.code).toBe(1)
    expect(r.stderr).toContain('no Pix code known for this charge')
    expect(r.stderr).toContain('payctl bolepix pdf inv-1 --open')
  })
})

describe('a utility or tax bill (arrecadação)', () => {
  const PRINTED = '82680000001-8 09880010070-7 02410202400-7 00020510451-6'

  it('is decoded as printed, shown whole, and never looked up among the charges (no request sent)', async () => {
    const server = await recorder((_req, res) => sendJson(res, 200, []))
    const r = await runInProcess(['bolepix', 'decode', PRINTED], {env: apiEnv(server.url)})
    expect(r.code, r.stderr).toBe(0)
    expect(r.stdout).toContain('utility or tax bill, arrecadação (typed line)')
    expect(r.stdout).toContain('R$ 109,88')
    expect(r.stdout).toContain('2 water and sanitation (saneamento)')
    expect(r.stdout).toContain(PRINTED) // whole: not masked as a card number
    expect(r.stdout).toContain("Charges: not looked up: a utility or tax bill is not one of the seller's charges")
    const json = await runInProcess(['bolepix', 'decode', PRINTED.replace(/[ -]/g, ''), '--json'], {env: apiEnv(server.url)})
    expect(JSON.parse(json.stdout)).toMatchObject({kind: 'arrecadacao', amount: 109.88, amountCents: 10988, matches: null})
    expect(server.requests).toEqual([])
  })

  it('with one digit mistyped, names its block instead of refusing it as a card number', async () => {
    const r = await runInProcess(['bolepix', 'decode', PRINTED.replace('02410202400-7', '02410202400-8'), '--offline'], {
      env: {PAYCTL_CONFIG_DIR: tempDir()},
    })
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('block 3 (digits 25-36): check digit is 8, the digits before it give 7')
    expect(r.stderr).not.toContain('card number')
  })
})

describe('a Pix code as banks write it', () => {
  it('a CRC in lower case is read and said so; a Pix Saque code says it is one', async () => {
    const bcb =
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041d3d'
    const r = await runInProcess(['bolepix', 'decode', bcb, '--offline'], {env: {PAYCTL_CONFIG_DIR: tempDir()}})
    expect(r.code, r.stderr).toBe(0)
    expect(r.stdout).toContain('1d3d (right, written in lower case')
    const saque =
      '00020126480014br.gov.bcb.pix0114+55819999988880308123456785204000053039865802BR5911MERCADO BOM6006RECIFE62070503***63044573'
    const json = await runInProcess(['bolepix', 'decode', saque, '--offline', '--json'], {env: {PAYCTL_CONFIG_DIR: tempDir()}})
    expect(JSON.parse(json.stdout)).toMatchObject({
      withdrawal: 'saque',
      withdrawalFacilitator: '12345678',
      crc: {value: '4573', ok: true, lowerCase: false},
    })
    const human = await runInProcess(['bolepix', 'decode', saque, '--offline'], {env: {PAYCTL_CONFIG_DIR: tempDir()}})
    expect(human.stdout).toMatch(/withdrawal +Pix Saque: cash withdrawn \(facilitator ISPB 12345678\)/)
  })
})
