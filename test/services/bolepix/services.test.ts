/** The Bolepix services and API functions called directly, with real objects (a real Transport on a loopback server). */
import {readFileSync, readdirSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import BolepixCreate from '../../../src/commands/bolepix/create.js'
import {createInvoice, getInvoice, listInvoices, pathId} from '../../../src/api/bolepix.js'
import {Transport} from '../../../src/api/transport.js'
import {DeclinedError, NotFoundError, PendingError, UnknownOutcomeError, UsageError, ValidationError} from '../../../src/errors.js'
import type {InvoiceRecord} from '../../../src/schemas/bolepix-answers.js'
import {BOLEPIX_FIELDS} from '../../../src/services/bolepix/body.js'
import {buildCreateBody, fieldProblem, promptFor} from '../../../src/services/bolepix/create.js'
import {formatAmount} from '../../../src/format/money.js'
import {invoiceLines, invoiceView} from '../../../src/render/bolepix.js'
import {makeColors} from '../../../src/render/format.js'
import {invoiceQueryFromFlags} from '../../../src/services/bolepix/list.js'
import {openerFor, pdfHref, targetPath, writeFileAtomic} from '../../../src/services/bolepix/pdf.js'
import {cancelBolepix, reasonProblem} from '../../../src/services/bolepix/cancel.js'
import {durationFlag, formatWait, untilStatus, waitForStatus} from '../../../src/services/bolepix/wait.js'
import {sendJson} from '../../helpers/recording-server.js'
import {tempDir} from '../../helpers/cli.js'
import {TOKEN, expectedDebtor, onCleanup, recorder} from '../../commands/bolepix/helpers.js'
import type {Asker, Check} from '../../../src/services/ask.js'

/** An Asker that answers text questions with `answer` (given the question's check) and refuses anything else. */
const textAsker = (answer: (message: string, validate: Check) => Promise<string>): Asker => ({
  text: (message, options) => answer(message, options?.validate ?? (() => true)),
  secret: () => Promise.reject(new Error('no secret asked here')),
  confirm: () => Promise.reject(new Error('no confirmation asked here')),
  choose: () => Promise.reject(new Error('no choice asked here')),
})

const TODAY = '2026-03-10'
const complete = () => ({
  amount: '150,75',
  dueDate: '2026-03-17',
  expirationAfterPayment: '5',
  debtor: {...expectedDebtor(), document: '423.189.708-58', postalCode: '01310-100'},
})

function transport(url: string): Transport {
  const t = new Transport({baseUrl: url, sellerId: 's', credentials: {accessToken: TOKEN}, retry: {baseMs: 1, capMs: 2}})
  onCleanup(() => t.close())
  return t
}

describe('the create command mirrors BOLEPIX_FIELDS', () => {
  it('has one flag per field, same name and description', () => {
    const flags = BolepixCreate.flags as Record<string, {description?: string; helpGroup?: string}>
    const bodyFlags = Object.entries(flags).filter(([, f]) => f.helpGroup === 'BODY')
    expect(bodyFlags.map(([name, f]) => [name, f.description])).toEqual(BOLEPIX_FIELDS.map((f) => [f.flag, f.description]))
  })
})

describe('buildCreateBody', () => {
  it('builds the exact body, generating order_id', async () => {
    const ok = await buildCreateBody({
      base: complete(),
      values: {'debtor-name': 'Ana'},
      options: {today: TODAY, newId: () => 'generated-id'},
    })
    expect(ok.generatedOrderId).toBe('generated-id')
    expect(JSON.stringify(ok.body)).toBe(
      JSON.stringify({
        order_id: 'generated-id',
        expirationAfterPayment: 5,
        dueDate: '2026-03-17',
        amount: 150.75,
        debtor: {...expectedDebtor(), name: 'Ana'},
      }),
    )
  })

  it('asks only for the missing required fields, in table order, each checked in context', async () => {
    const asked: string[] = []
    const input = complete() as Record<string, unknown>
    delete input.dueDate
    delete (input.debtor as Record<string, unknown>).city
    const answers: Record<string, string[]> = {dueDate: ['2026-03-01', '+2d'], 'debtor.city': ['Recife']}
    const r = await buildCreateBody({
      values: {},
      base: input,
      options: {today: TODAY},
      asker: textAsker(async (message, validate) => {
        const field = BOLEPIX_FIELDS.find((f) => message === promptFor(f))!
        asked.push(field.path)
        for (const a of answers[field.path]!) {
          const v = validate(a)
          if (v === true) return a
          asked.push(`rejected ${a}: ${v}`)
        }
        throw new Error('no valid answer')
      }),
    })
    expect(asked).toEqual(['dueDate', 'rejected 2026-03-01: must be today (2026-03-10) or later', 'debtor.city'])
    expect(r.body.dueDate).toBe('2026-03-12')
    expect((r.body.debtor as Record<string, string>).city).toBe('Recife')
  })

  it('with an asker, says what is wrong with a given value and asks for it, before the missing fields', async () => {
    const asked: string[] = []
    const told: string[] = []
    const answers: Record<string, string> = {amount: '150,75', 'debtor.state': 'SP'}
    const created = await buildCreateBody({
      base: {...complete(), dueDate: undefined},
      values: {amount: '-3', 'debtor-state': 'ZZ'},
      options: {today: TODAY},
      beforeAskingAgain: (problem) => told.push(problem),
      asker: textAsker(async (message) => {
        const path = message.split(' — ')[0]!
        asked.push(path)
        return answers[path] ?? '+7d'
      }),
    })
    expect(told.map((t) => t.split(':')[0])).toEqual(['amount', 'debtor.state'])
    expect(asked).toEqual(['amount', 'debtor.state', 'dueDate'])
    expect(created.asked).toBe(true)
    expect(created.body).toMatchObject({amount: 150.75, debtor: {state: 'SP'}})
  })

  it('a problem no answer to one field fixes is reported before asking anything, with every other field', async () => {
    let asked = 0
    const err = await buildCreateBody({
      base: {bogus: 1},
      values: {amount: '-3', 'debtor-state': 'ZZ'},
      options: {today: TODAY},
      asker: textAsker(async () => {
        asked++
        return 'x'
      }),
    }).catch((e: unknown) => e)
    expect(asked).toBe(0)
    expect(err).toBeInstanceOf(ValidationError)
    const paths = (err as ValidationError).issues.map((i) => i.path)
    expect(paths).toContain('amount')
    expect(paths).toContain('debtor.state')
    expect(paths).toContain('debtor.name')
    expect(paths).not.toContain('debtor')
  })

  it('fieldProblem judges one field in the context of the others (limitDate vs dueDate)', () => {
    const input = {...complete(), instructions: {discount: {amount: 1, modality: 'fixed'}}}
    const limit = BOLEPIX_FIELDS.find((f) => f.path === 'instructions.discount.limitDate')!
    expect(fieldProblem(input, limit, '2026-03-18', {today: TODAY})).toBe('must not be after the due date (2026-03-17)')
    expect(fieldProblem(input, limit, '2026-03-16 10:30', {today: TODAY})).toBeUndefined()
  })
})

describe('formatting', () => {
  it('shows money as R$ 1.234,56 from numbers and typed text', () => {
    expect(formatAmount(1234.56)).toBe('R$ 1.234,56')
    expect(formatAmount(0.1 + 0.2)).toBe('R$ 0,30')
    expect(formatAmount('1.234,5')).toBe('R$ 1.234,50')
    expect(formatAmount(undefined)).toBeUndefined()
  })

  it('has every column in a fixed order; the ones for fields the API may not return are optional; escapes control characters', () => {
    const view = invoiceView(makeColors(false))
    expect(view.columns.map((c) => c.header)).toEqual([
      'INVOICE ID',
      'STATUS',
      'AMOUNT',
      'DUE DATE',
      'DEBTOR',
      'DOCUMENT',
      'CREATED',
      'ORDER ID',
    ])
    expect(view.columns.filter((c) => c.optional).map((c) => c.key)).toEqual(['amount', 'due', 'debtor', 'document', 'order'])
    expect(invoiceLines({invoiceId: 'X\u001b]52;c;evil\u0007', status: 'PAID'})).toEqual([
      '  invoice id  X\\x1b]52;c;evil\\x07',
      '  status      PAID',
    ])
  })
})

describe('list query and local filters', () => {
  const now = new Date('2026-05-10T12:00:00Z')
  it('parses --status and --since', () => {
    expect(invoiceQueryFromFlags({status: ' paid ', since: '2d'}, now)).toEqual({status: 'PAID', since: new Date('2026-05-08T12:00:00Z')})
    expect(() => invoiceQueryFromFlags({since: 'last week'}, now)).toThrow(UsageError)
  })

  it('applies status (any case), since and limit (the most recent N) locally, whatever the server does with them', async () => {
    const rs: InvoiceRecord[] = [
      {invoiceId: '1', status: 'PENDING', insertedAt: '2026-05-01T00:00:00Z'},
      {invoiceId: '2', status: 'pending', insertedAt: '2026-05-09T00:00:00Z'},
      {invoiceId: '3', status: 'PAID', insertedAt: '2026-05-09T01:00:00Z'},
      {invoiceId: '4', status: 'PENDING', insertedAt: '2026-05-10T00:00:00Z'},
    ]
    const s = await recorder((_req, res) => sendJson(res, 200, rs))
    const t = transport(s.url)
    const ids = async (q: Parameters<typeof listInvoices>[2]) => (await listInvoices(t, 's', q)).map((r) => r.invoiceId)
    expect(await ids({status: 'Pending'})).toEqual(['1', '2', '4'])
    expect(await ids({since: new Date('2026-05-09T00:00:00Z')})).toEqual(['2', '3', '4'])
    expect(await ids({limit: 2})).toEqual(['3', '4'])
    expect(await ids({})).toHaveLength(4)
  })
})

describe('API functions on a real transport', () => {
  it('path ids are URL-encoded and never format-checked; dot segments are refused', () => {
    expect(pathId('ABC123')).toBe('ABC123')
    expect(pathId('a/b c')).toBe('a%2Fb%20c')
    expect(() => pathId('..')).toThrow(UsageError)
    expect(() => pathId('')).toThrow(UsageError)
  })

  it('createInvoice returns the answer as sent; a 5xx after sending is an unknown outcome', async () => {
    const s = await recorder((_req, res) => sendJson(res, 201, {invoiceId: 'I1', message: 'ok', z: 1}))
    const t = transport(s.url)
    expect(JSON.stringify(await createInvoice(t, {a: 1}))).toBe('{"invoiceId":"I1","message":"ok","z":1}')
    s.handle((_req, res) => sendJson(res, 502, {error: 'bad gateway'}))
    const err = await createInvoice(t, {a: 1}).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(UnknownOutcomeError)
    expect((err as Error).message).toMatch(/^outcome unknown: the charge may or may not have been created/)
    expect(s.requests).toHaveLength(2)
  })

  it('listInvoices accepts a bare array or {"data": [...]}; a missing needed field is a clear error', async () => {
    const s = await recorder((_req, res) => sendJson(res, 200, [{invoiceId: 'A', status: 'PAID', extra: 1}]))
    const t = transport(s.url)
    expect(await listInvoices(t, 'seller/1')).toEqual([{invoiceId: 'A', status: 'PAID', extra: 1}])
    expect(s.requests[0]!.query).toEqual({sellerId: 'seller/1'})
    s.handle((_req, res) => sendJson(res, 200, {data: [{invoiceId: 'B', status: 'PENDING'}]}))
    expect(await listInvoices(t, 's')).toEqual([{invoiceId: 'B', status: 'PENDING'}])
    s.handle((_req, res) => sendJson(res, 200, [{status: 'PENDING'}]))
    await expect(listInvoices(t, 's')).rejects.toThrow(/\[0\]\.invoiceId/)
  })

  it('getInvoice picks the matching record; empty or 404 is not found', async () => {
    const s = await recorder((_req, res) =>
      sendJson(res, 200, [
        {invoiceId: 'other', status: 'PAID'},
        {invoiceId: 'X', status: 'PENDING'},
      ]),
    )
    const t = transport(s.url)
    expect((await getInvoice(t, 'X')).status).toBe('PENDING')
    s.handle((_req, res) => sendJson(res, 404, {errors: {detail: 'Not Found'}}))
    await expect(getInvoice(t, 'X')).rejects.toBeInstanceOf(NotFoundError)
    s.handle((_req, res) => sendJson(res, 200, []))
    await expect(getInvoice(t, 'X')).rejects.toThrow('not found: no Bolepix invoice "X"')
  })
})

describe('pdf helpers', () => {
  it('resolves relative URLs against the base URL and names the file from the URL inside a folder', async () => {
    expect(pdfHref('/cdn/x.pdf', 'http://h:1/api')).toBe('http://h:1/cdn/x.pdf')
    expect(pdfHref('https://cdn.example/a.pdf', 'http://h:1')).toBe('https://cdn.example/a.pdf')
    const dir = tempDir()
    expect(await targetPath(dir, 'https://cdn/bolepix/INV.pdf', 'INV')).toBe(join(dir, 'INV.pdf'))
    expect(await targetPath(dir, 'https://cdn/download?id=1', 'a/b')).toBe(join(dir, 'a_b.pdf'))
    await expect(targetPath(join(dir, 'missing', 'x.pdf'), 'https://cdn/x.pdf', 'x')).rejects.toThrow('does not exist')
  })

  it('writes atomically and leaves no temp file behind', async () => {
    const dir = tempDir()
    const file = join(dir, 'f.pdf')
    writeFileSync(file, 'old')
    await writeFileAtomic(file, Buffer.from('%PDF-new'))
    expect(readFileSync(file, 'utf8')).toBe('%PDF-new')
    expect(readdirSync(dir)).toEqual(['f.pdf'])
  })

  it('picks the OS opener', () => {
    expect(openerFor('/f.pdf', 'linux')).toEqual({command: 'xdg-open', args: ['/f.pdf']})
    expect(openerFor('/f.pdf', 'darwin')).toEqual({command: 'open', args: ['/f.pdf']})
    expect(openerFor('C:\\f.pdf', 'win32')).toEqual({command: 'cmd', args: ['/c', 'start', '""', 'C:\\f.pdf']})
  })
})

describe('cancel flow', () => {
  const base = {sellerId: async () => 's', show: () => undefined, warn: () => undefined}
  it('refuses before sending anything: no reason, no --yes without a terminal', async () => {
    const s = await recorder()
    const t = transport(s.url)
    await expect(cancelBolepix(t, {...base, invoiceId: 'I', yes: true})).rejects.toThrow('--reason is required')
    await expect(cancelBolepix(t, {...base, invoiceId: 'I', reason: 'r', yes: false})).rejects.toThrow('pass --yes')
    await expect(cancelBolepix(t, {...base, invoiceId: 'I', reason: ' ', yes: true})).rejects.toThrow('--reason must not be empty')
    expect(s.requests).toHaveLength(0)
    expect(reasonProblem('x'.repeat(501))).toBe('at most 500 characters')
  })

  it('a declined confirmation sends no cancellation', async () => {
    const s = await recorder((_req, res) => sendJson(res, 200, [{invoiceId: 'I', status: 'PENDING'}]))
    const t = transport(s.url)
    const shown: string[] = []
    const err = await cancelBolepix(t, {
      ...base,
      show: (r) => shown.push(r.invoiceId),
      invoiceId: 'I',
      reason: 'r',
      yes: false,
      asker: {choose: async () => 'x' as never, confirm: async () => false, text: async () => 'x', secret: async () => 'x'},
    }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(DeclinedError)
    expect(shown).toEqual(['I'])
    expect(s.requests.map((r) => r.method)).toEqual(['GET'])
  })
})

describe('wait', () => {
  it('parses its flags', () => {
    expect(untilStatus('paid')).toBe('PAID')
    expect(() => untilStatus('PENDING')).toThrow(UsageError)
    expect(durationFlag('timeout', '10m', 0)).toBe(600_000)
    expect(() => durationFlag('interval', '10ms', 100)).toThrow('--interval must be at least 100 ms')
    expect(formatWait(600_000)).toBe('10m')
    expect(formatWait(90_000)).toBe('90s')
  })

  it('keeps waiting through a network failure, and stops on another final state', async () => {
    let n = 0
    const s = await recorder((_req, res) => {
      n++
      if (n <= 4) return void res.socket?.destroy() // the transport's 4 attempts of the first poll all fail
      sendJson(res, 200, [{invoiceId: 'I', status: n < 6 ? 'PENDING' : 'CANCELLED'}])
    })
    const t = transport(s.url)
    const retried: string[] = []
    const polled: string[] = []
    const err = await waitForStatus(t, 'I', {
      until: 'PAID',
      timeoutMs: 20_000,
      intervalMs: 10,
      onRetry: (e) => retried.push(e.constructor.name),
      onPoll: (r) => polled.push(r.status),
    }).catch((e: unknown) => e)
    expect(retried).toEqual(['NetworkError'])
    expect(polled).toEqual(['PENDING', 'CANCELLED'])
    expect(err).toBeInstanceOf(DeclinedError)
  })

  it('times out with PendingError after a last poll at the deadline', async () => {
    const s = await recorder((_req, res) => sendJson(res, 200, [{invoiceId: 'I', status: 'PENDING'}]))
    const t = transport(s.url)
    let clock = 0
    const err = await waitForStatus(t, 'I', {until: 'PAID', timeoutMs: 30, intervalMs: 20, now: () => (clock += 10)}).catch(
      (e: unknown) => e,
    )
    expect(err).toBeInstanceOf(PendingError)
    expect((err as Error).message).toBe('charge I is still PENDING after 30 ms (waited for PAID)')
  })
})
