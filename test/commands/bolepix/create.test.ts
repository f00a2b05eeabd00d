/**
 * `bolepix create` end to end against a recording server: exactly what goes on the wire (method, path, headers,
 * the raw body text), what is printed, and that invalid input sends nothing.
 */
import {writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {tempDir} from '../../helpers/cli.js'
import {runInProcess} from '../../helpers/in-process.js'
import {sendJson} from '../../helpers/recording-server.js'
import {TOKEN, UUID_RE, apiEnv, expectedDebtor, inDays, recorder, requiredFlags} from './helpers.js'

const INVOICE = '0b8c9c5e-2f5d-4f0b-9a57-3c1d2e4f5a6b'
const answer = {message: 'Bolepix criado com sucesso', invoiceId: INVOICE, extra: {kept: true}}

describe('bolepix create on the wire', () => {
  it('sends every field as docs/service-interface.md §2.1 says: amount a bare number, CEP digits, seven-fraction limitDate, generated order_id', async () => {
    const s = await recorder((_req, res) => sendJson(res, 201, answer))
    const r = await runInProcess(
      [
        'bolepix',
        'create',
        ...requiredFlags(),
        '--fine',
        '2',
        '--interest',
        '1,5',
        '--discount-amount',
        '5',
        '--discount-modality',
        'FIXED',
        '--discount-limit-date',
        inDays(3),
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
    const r = await runInProcess(['bolepix', 'create', ...requiredFlags({amount: '1.234,56'}), '--json'], {env: apiEnv(s.url)})
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
    const r = await runInProcess(['bolepix', 'create', '--body-file', file, '--amount', '99,90', '--debtor-city', 'Campinas'], {
      env: apiEnv(s.url),
    })
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

    const viaStdin = await runInProcess(['bolepix', 'create', '--body-file', '-', '--json'], {
      env: apiEnv(s.url),
      input: JSON.stringify(base),
    })
    expect(viaStdin.code).toBe(0)
    expect((s.requests[1]!.json as {amount: number}).amount).toBe(10)
    expect(viaStdin.stderr).toBe('')
  })

  it('without a terminal names every missing and every invalid field at once, exits 2 and sends nothing', async () => {
    const s = await recorder()
    const r = await runInProcess(
      [
        'bolepix',
        'create',
        '--amount',
        '12,345',
        '--due-date',
        '2020-01-01',
        '--debtor-document',
        '012.345.678-91',
        '--debtor-state',
        'XX',
        '--debtor-postal-code',
        '123',
      ],
      {env: apiEnv(s.url)},
    )
    expect(r.code).toBe(2)
    expect(s.requests).toHaveLength(0)
    const err = r.stderr
    for (const missing of [
      'expirationAfterPayment',
      'debtor.name',
      'debtor.publicArea',
      'debtor.number',
      'debtor.neighborhood',
      'debtor.city',
    ]) {
      expect(err).toContain(`${missing}: required`)
    }
    expect(err).toMatch(/amount: "[^"]+": three digits follow the/)
    expect(err).toMatch(/dueDate: must be today \(\d{4}-\d{2}-\d{2}\) or later/)
    expect(err).toContain('debtor.document: invalid CPF')
    expect(err).toContain('debtor.state')
    expect(err).toContain('debtor.postalCode')
    expect(err).not.toContain('debtor: required')
    expect(err.trim().split('\n')).toHaveLength(1)
  })

  it("refuses a due date the boleto's line cannot carry (exit 2, nothing sent), naming the last one that can", async () => {
    const s = await recorder()
    const r = await runInProcess(['bolepix', 'create', ...requiredFlags({'due-date': '2049-10-20'})], {
      env: apiEnv(s.url),
      now: () => new Date(2026, 10, 28, 12),
    })
    expect(r.code, r.stderr).toBe(2)
    expect(s.requests).toHaveLength(0)
    expect(r.stderr).toContain('dueDate: 2049-10-20 is too far ahead for a boleto')
    expect(r.stderr).toContain('the last due date it can carry is 2041-12-19')
  })

  it('refuses a discount whose limit date is after the due date, and an invalid order id', async () => {
    const s = await recorder()
    const r = await runInProcess(
      [
        'bolepix',
        'create',
        ...requiredFlags({'due-date': inDays(2)}),
        '--order-id',
        'ABC123',
        '--discount-amount',
        '1',
        '--discount-modality',
        'fixed',
        '--discount-limit-date',
        inDays(3),
      ],
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
    const r = await runInProcess(['bolepix', 'create', '--body-file', file, '--skip-validation', '--debtor-state', 'sp'], {
      env: apiEnv(s.url),
    })
    expect(r.code).toBe(0)
    expect(s.requests[0]!.json).toEqual({amount: 1.5, newField: {x: 1}, debtor: {name: 'Zé', state: 'sp'}})

    writeFileSync(file, '{"amount": 1.5,')
    const broken = await runInProcess(['bolepix', 'create', '--body-file', file, '--skip-validation'], {env: apiEnv(s.url)})
    expect(broken.code).toBe(2)
    expect(broken.stderr).toContain('is not valid JSON')
    expect(s.requests).toHaveLength(1)
  })

  // `{"__proto__": {…a whole valid body…}}` was sent as that body: copying the file's fields replaced the
  // copy's prototype, whose fields the checks then read as the body's own.
  it('__proto__ and constructor in a body file are unknown fields (exit 2, nothing sent), never fields read through a prototype', async () => {
    const s = await recorder((_req, res) => sendJson(res, 200, answer))
    const dir = tempDir()
    const valid = {amount: 10, dueDate: inDays(1), expirationAfterPayment: 2, debtor: expectedDebtor()}
    const {debtor, ...withoutDebtor} = valid
    const cases: [string, Record<string, unknown>, string[], string[]][] = [
      ['whole', {['__proto__']: valid}, [], ['amount: required', 'unknown field __proto__']],
      [
        'debtor',
        {...withoutDebtor, debtor: {['__proto__']: debtor}},
        ['--debtor-name', 'Ana'],
        ['debtor.document: required', 'debtor: unknown field __proto__'],
      ],
      ['extra', {...valid, ['__proto__']: {x: 1}}, [], ['unknown field __proto__']],
      ['constructor', {...valid, constructor: {prototype: {x: 1}}}, [], ['unknown field constructor']],
    ]
    for (const [name, body, flags, messages] of cases) {
      const file = join(dir, `${name}.json`)
      writeFileSync(file, JSON.stringify(body))
      const r = await runInProcess(['bolepix', 'create', '--body-file', file, ...flags], {env: apiEnv(s.url)})
      expect({name, code: r.code}).toEqual({name, code: 2})
      for (const m of messages) expect(r.stderr, name).toContain(m)
      expect(r.stderr.trim().split('\n'), name).toHaveLength(1)
    }
    expect(s.requests).toHaveLength(0)
    // --skip-validation sends what was given: __proto__ is a key like any other.
    const file = join(dir, 'raw.json')
    writeFileSync(file, '{"__proto__":{"a":1},"amount":1}')
    const raw = await runInProcess(['bolepix', 'create', '--body-file', file, '--skip-validation', '--debtor-name', 'Zé'], {
      env: apiEnv(s.url),
    })
    expect(raw.code).toBe(0)
    expect(s.requests.map((q) => q.body)).toEqual(['{"__proto__":{"a":1},"amount":1,"debtor":{"name":"Zé"}}'])
  })

  it('a lost answer is an unknown outcome, never resent', async () => {
    const s = await recorder((_req, res) => void res.socket?.destroy())
    const r = await runInProcess(['bolepix', 'create', ...requiredFlags()], {env: apiEnv(s.url)})
    expect(r.code).toBe(1)
    expect(s.requests).toHaveLength(1)
    expect(r.stderr).toContain('outcome unknown: the charge may or may not have been created')
  })

  it('an accepted answer that does not fit is an unknown outcome naming the order id, the ids in the answer and payctl find: never a plain failure', async () => {
    // One field renamed (id for invoiceId): the charge exists, and a person who read "api_error" would create it again.
    const s = await recorder((_req, res) => sendJson(res, 201, {message: 'Bolepix criado com sucesso', id: INVOICE}))
    const r = await runInProcess(['bolepix', 'create', ...requiredFlags(), '--json'], {env: apiEnv(s.url)})
    expect(r.code).toBe(1)
    expect(s.requests).toHaveLength(1)
    const orderId = (s.requests[0]!.json as {order_id: string}).order_id
    const {error} = JSON.parse(r.stdout) as {error: {code: string; message: string; details: Record<string, unknown>}}
    expect(error.code).toBe('unknown_outcome')
    expect(error.details).toMatchObject({status: 201, order_id: orderId, ids: {id: INVOICE}, check: `payctl find ${orderId}`})
    expect(r.stderr).toContain(`error: outcome unknown: the service accepted the charge (HTTP 201) but its answer could not be read`)
    expect(r.stderr).toContain(
      `in the answer: id ${INVOICE}; order id ${orderId}; check with payctl find ${orderId} before sending it again`,
    )
    // Not JSON at all: the same, with the order id alone to look for.
    const html = await recorder((_req, res) => {
      res.writeHead(200, {'content-type': 'text/html'})
      res.end('<html>created</html>')
    })
    const plain = await runInProcess(['bolepix', 'create', ...requiredFlags()], {env: apiEnv(html.url)})
    expect(plain.code).toBe(1)
    const sent = (html.requests[0]!.json as {order_id: string}).order_id
    expect(plain.stderr).toMatch(/^error: outcome unknown: the service accepted the charge \(HTTP 200\)/)
    expect(plain.stderr).toContain(`order id ${sent}; check with payctl find ${sent} before sending it again`)
  })

  it('passes the API error through (422 with field errors) with exit 1', async () => {
    const s = await recorder((_req, res) => sendJson(res, 422, {errors: {'debtor.document': ['is blocked']}}))
    const r = await runInProcess(['bolepix', 'create', ...requiredFlags(), '--json'], {env: apiEnv(s.url)})
    expect(r.code).toBe(1)
    expect(r.stderr).toContain('debtor.document')
    expect(JSON.parse(r.stdout).error.status).toBe(422)
  })
})

describe('bolepix create: a debtor document is read as typed (docs/domain.md#reading-a-document-as-typed)', () => {
  // Each of these was sent before: upper-casing turned ı into I and ſ into S (valid alphanumeric CNPJs), and removing
  // the space of a label left the 14 characters of the "CNPJ" CPF69857467300.
  const TYPED = ['YYA6RBCı0PD270', 'YYA6RBCſ0PD225', 'CPF 698.574.673-00', '698 574 673 00']

  it('refuses non-ASCII letters and labelled or spaced CPFs in a flag: exit 2, nothing sent', async () => {
    const s = await recorder((_req, res) => sendJson(res, 201, answer))
    for (const document of TYPED) {
      const r = await runInProcess(['bolepix', 'create', ...requiredFlags({'debtor-document': document})], {env: apiEnv(s.url)})
      expect(r.code, document).toBe(2)
      expect(r.stderr, document).toMatch(/^error: .*debtor\.document: /)
      expect(r.stderr.trim().split('\n'), document).toHaveLength(1)
    }
    expect(s.requests).toHaveLength(0)
    // The ASCII spellings of the first two are valid CNPJs, sent upper-cased; a bare CPF is sent as digits.
    const ok = await runInProcess(['bolepix', 'create', ...requiredFlags({'debtor-document': 'yya6rbcs0pd225'}), '--json'], {
      env: apiEnv(s.url),
    })
    expect(ok.code).toBe(0)
    expect((s.requests[0]!.json as {debtor: {document: string}}).debtor.document).toBe('YYA6RBCS0PD225')
  })

  it('refuses them in a body file too', async () => {
    const s = await recorder((_req, res) => sendJson(res, 201, answer))
    const file = join(tempDir(), 'charge.json')
    for (const document of TYPED) {
      writeFileSync(
        file,
        JSON.stringify({amount: 10, dueDate: inDays(1), expirationAfterPayment: 2, debtor: {...expectedDebtor(), document}}),
      )
      const r = await runInProcess(['bolepix', 'create', '--body-file', file], {env: apiEnv(s.url)})
      expect(r.code, document).toBe(2)
      expect(r.stderr, document).toContain('debtor.document: ')
    }
    expect(s.requests).toHaveLength(0)
  })
})

describe('bolepix create: amounts that cannot be read one way (docs/contract.md#bolepix-charges)', () => {
  it('refuses 1.000 as ambiguous and 150,75. for its trailing separator: exit 2, nothing sent, the message says how to write it', async () => {
    const s = await recorder((_req, res) => sendJson(res, 201, answer))
    const thousand = await runInProcess(['bolepix', 'create', ...requiredFlags({amount: '1.000'})], {env: apiEnv(s.url)})
    expect(thousand.code).toBe(2)
    expect(thousand.stderr).toBe(
      'error: invalid input: amount: "1.000": three digits follow the point, so it reads two ways: write 1.000,00 (thousands) or 1.00 (two decimals)\n',
    )
    const trailing = await runInProcess(['bolepix', 'create', ...requiredFlags({amount: '150,75.'})], {env: apiEnv(s.url)})
    expect(trailing.code).toBe(2)
    expect(trailing.stderr).toContain('amount: "150,75.": ends with a separator: remove the trailing "." (150,75)')
    expect(s.requests).toHaveLength(0)
  })
})
