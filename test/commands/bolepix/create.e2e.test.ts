/**
 * `bolepix create` end to end against a recording server: exactly what goes on the wire (method, path, headers,
 * the raw body text), what is printed, and that invalid input sends nothing.
 */
import {writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {runCli, tempDir} from '../../helpers/cli.js'
import {sendJson} from '../../helpers/recording-server.js'
import {TOKEN, UUID_RE, apiEnv, expectedDebtor, inDays, recorder, requiredFlags} from './helpers.js'

const INVOICE = '0b8c9c5e-2f5d-4f0b-9a57-3c1d2e4f5a6b'
const answer = {message: 'Bolepix criado com sucesso', invoiceId: INVOICE, extra: {kept: true}}

describe('bolepix create on the wire', () => {
  it('sends every field as docs/service-interface.md §2.1 says: amount a bare number, CEP digits, seven-fraction limitDate, generated order_id', async () => {
    const s = await recorder((_req, res) => sendJson(res, 201, answer))
    const r = await runCli(
      [
        'bolepix', 'create', ...requiredFlags(),
        '--fine', '2', '--interest', '1,5',
        '--discount-amount', '5', '--discount-modality', 'FIXED', '--discount-limit-date', inDays(3),
      ],
      {env: apiEnv(s.url)},
    )
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    expect(s.requests).toHaveLength(1)
    const req = s.requests[0]!
    expect(req.method).toBe('POST')
    expect(req.path).toBe('/api/v2/payments/bolepix')
    expect(req.query).toEqual({})
    expect(req.headers.authorization).toBe(`Bearer ${TOKEN}`)
    expect(req.headers['content-type']).toBe('application/json')
    const body = req.json as Record<string, unknown>
    expect(body.order_id).toMatch(UUID_RE)
    expect(body).toEqual({
      order_id: body.order_id,
      expirationAfterPayment: 5,
      dueDate: inDays(7),
      amount: 150.75,
      debtor: expectedDebtor(),
      instructions: {fine: 2, interest: 1.5, discount: {amount: 5, modality: 'fixed', limitDate: `${inDays(3)}T00:00:00.0000000`}},
    })
    // The raw text: a bare JSON number literal, compact JSON, the exact limitDate and CEP.
    expect(req.body).toContain('"amount":150.75,')
    expect(req.body).toContain(`"limitDate":"${inDays(3)}T00:00:00.0000000"`)
    expect(req.body).toContain('"postalCode":"01310100"')
    expect(req.body).not.toMatch(/\n|": /)
    // Human output: ids, amount, due date, next steps.
    expect(r.stdout).toContain(`invoice id  ${INVOICE}`)
    expect(r.stdout).toContain(`order id    ${body.order_id as string} (generated)`)
    expect(r.stdout).toContain('amount      R$ 150,75')
    expect(r.stdout).toContain(`due date    ${inDays(7)}`)
    expect(r.stdout).toContain(`payctl bolepix pdf ${INVOICE} --output ${INVOICE.slice(0, 8)}.pdf`)
    expect(r.stdout).toContain(`payctl bolepix wait ${INVOICE} --until PAID`)
  })

  it('--json prints the API answer unchanged; a generated order id goes to stderr', async () => {
    const s = await recorder((_req, res) => sendJson(res, 200, answer))
    const r = await runCli(['bolepix', 'create', ...requiredFlags({amount: '1.234,56'}), '--json'], {env: apiEnv(s.url)})
    expect(r.code).toBe(0)
    expect(JSON.parse(r.stdout)).toEqual(answer)
    const orderId = (s.requests[0]!.json as {order_id: string}).order_id
    expect(r.stderr).toBe(`order id generated: ${orderId}\n`)
    expect(s.requests[0]!.body).toContain('"amount":1234.56,')
  })

  it('takes a body file (or stdin) and lets flags override its fields; a given order_id is kept', async () => {
    const s = await recorder((_req, res) => sendJson(res, 200, answer))
    const dir = tempDir()
    const file = join(dir, 'charge.json')
    const orderId = 'a3e1f2c4-5b6d-4e7f-8a9b-0c1d2e3f4a5b'
    const base = {
      order_id: orderId,
      amount: 10,
      dueDate: inDays(1),
      expirationAfterPayment: 2,
      debtor: {...expectedDebtor(), postalCode: '01310-100', document: '529.982.247-25'},
    }
    writeFileSync(file, JSON.stringify(base))
    const r = await runCli(['bolepix', 'create', '--body-file', file, '--amount', '99,90', '--debtor-city', 'Campinas'], {env: apiEnv(s.url)})
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    expect(s.requests[0]!.json).toEqual({
      order_id: orderId,
      expirationAfterPayment: 2,
      dueDate: inDays(1),
      amount: 99.9,
      debtor: {...expectedDebtor(), document: '52998224725', city: 'Campinas'},
    })
    expect(r.stdout).toContain(`order id    ${orderId}\n`)

    const viaStdin = await runCli(['bolepix', 'create', '--body-file', '-', '--json'], {env: apiEnv(s.url), input: JSON.stringify(base)})
    expect(viaStdin.code).toBe(0)
    expect((s.requests[1]!.json as {amount: number}).amount).toBe(10)
    expect(viaStdin.stderr).toBe('')
  })

  it('without a terminal names every missing and every invalid field at once, exits 2 and sends nothing', async () => {
    const s = await recorder()
    const r = await runCli(
      ['bolepix', 'create', '--amount', '12,345', '--due-date', '2020-01-01', '--debtor-document', '012.345.678-91', '--debtor-state', 'XX', '--debtor-postal-code', '123'],
      {env: apiEnv(s.url)},
    )
    expect(r.code).toBe(2)
    expect(s.requests).toHaveLength(0)
    const err = r.stderr
    for (const missing of ['expirationAfterPayment', 'debtor.name', 'debtor.publicArea', 'debtor.number', 'debtor.neighborhood', 'debtor.city']) {
      expect(err).toContain(`${missing}: required`)
    }
    expect(err).toContain('amount: at most two decimals')
    expect(err).toMatch(/dueDate: must be today \(\d{4}-\d{2}-\d{2}\) or later/)
    expect(err).toContain('debtor.document: invalid CPF')
    expect(err).toContain('debtor.state')
    expect(err).toContain('debtor.postalCode')
    expect(err).not.toContain('debtor: required')
    expect(err.trim().split('\n')).toHaveLength(1)
  })

  it('refuses a discount whose limit date is after the due date, and an invalid order id', async () => {
    const s = await recorder()
    const r = await runCli(
      ['bolepix', 'create', ...requiredFlags({'due-date': inDays(2)}), '--order-id', 'ABC123', '--discount-amount', '1', '--discount-modality', 'fixed', '--discount-limit-date', inDays(3)],
      {env: apiEnv(s.url)},
    )
    expect(r.code).toBe(2)
    expect(s.requests).toHaveLength(0)
    expect(r.stderr).toContain('order_id: must be a UUID')
    expect(r.stderr).toContain(`instructions.discount.limitDate: must not be after the due date (${inDays(2)})`)
  })

  it('--skip-validation sends what was given; broken JSON is still refused', async () => {
    const s = await recorder((_req, res) => sendJson(res, 200, answer))
    const dir = tempDir()
    const file = join(dir, 'raw.json')
    writeFileSync(file, '{"amount": 1.5, "newField": {"x": 1}, "debtor": {"name": "Zé"}}')
    const r = await runCli(['bolepix', 'create', '--body-file', file, '--skip-validation', '--debtor-state', 'sp'], {env: apiEnv(s.url)})
    expect(r.code).toBe(0)
    expect(s.requests[0]!.json).toEqual({amount: 1.5, newField: {x: 1}, debtor: {name: 'Zé', state: 'sp'}})

    writeFileSync(file, '{"amount": 1.5,')
    const broken = await runCli(['bolepix', 'create', '--body-file', file, '--skip-validation'], {env: apiEnv(s.url)})
    expect(broken.code).toBe(2)
    expect(broken.stderr).toContain('is not valid JSON')
    expect(s.requests).toHaveLength(1)
  })

  it('a lost answer is an unknown outcome, never resent', async () => {
    const s = await recorder((_req, res) => void res.socket?.destroy())
    const r = await runCli(['bolepix', 'create', ...requiredFlags()], {env: apiEnv(s.url)})
    expect(r.code).toBe(1)
    expect(s.requests).toHaveLength(1)
    expect(r.stderr).toContain('outcome unknown: the charge may or may not have been created')
  })

  it('passes the API error through (422 with field errors) with exit 1', async () => {
    const s = await recorder((_req, res) => sendJson(res, 422, {errors: {'debtor.document': ['is blocked']}}))
    const r = await runCli(['bolepix', 'create', ...requiredFlags(), '--json'], {env: apiEnv(s.url)})
    expect(r.code).toBe(1)
    expect(r.stderr).toContain('debtor.document')
    expect(JSON.parse(r.stdout).error.status).toBe(422)
  })
})
