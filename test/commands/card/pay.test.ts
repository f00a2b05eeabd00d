/** `card pay` end to end against a recording server: exact bodies and headers, defaults, generated ids, declines. */
import {writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest'
import {tempDir} from '../../helpers/cli.js'
import {runInProcess} from '../../helpers/in-process.js'
import {sendJson, startRecordingServer, type RecordingServer} from '../../helpers/recording-server.js'
import {ACCESS, APPROVED, CARD_FLAGS, CLIENT, CUSTOMER_FLAGS, SELLER, UUID, apiEnv, samplePayment} from './env.js'

const TOKEN = '8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f'
const ORDER = '0d5e7c1a-2b3c-4d5e-8f90-a1b2c3d4e5f6'
const SESSION = '1e2d3c4b-5a69-4788-9a0b-c1d2e3f40516'
let server: RecordingServer

/** Answers tokenize and payments like the service; `payment` overrides what the payment answer holds. */
function serve(payment: Record<string, unknown> = {}) {
  server.handle((req, res) => {
    if (req.path === '/api/tokenize') return sendJson(res, 200, {data: {number_token: TOKEN}})
    const p = (req.json as {payment?: Record<string, unknown>} | undefined)?.payment ?? {}
    sendJson(res, 201, {data: samplePayment({order_id: p.order_id, session_id: p.session_id, ...payment})})
  })
}

beforeAll(async () => {
  server = await startRecordingServer()
})
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
  serve()
})

const CARD = ['--token', TOKEN, ...CARD_FLAGS]
/** A new order (its id generated) needs a customer: an existing one here. */
const CUSTOMER_ID = 'e1e1e1e1-f2f2-4a3a-8b4b-c5c5c5c5c5c5'
const WITH_CUSTOMER = [...CARD, '--customer-id', CUSTOMER_ID]

describe('card pay: the request', () => {
  it('sends the exact body with every flag, integers as integers, the bearer token and JSON content type', async () => {
    const r = await runInProcess(
      [
        'card',
        'pay',
        ...CARD,
        '--order-id',
        ORDER,
        '--session-id',
        SESSION,
        '--installments',
        '3',
        '--delay-capture',
        '--save-card',
        '--method',
        'credit',
        '--external-id',
        'pedido-42',
        ...CUSTOMER_FLAGS,
        '--customer-phone',
        '+55 (11) 98765-4321',
        '--customer-birth-date',
        '1990-05-17',
        '--customer-address-line1',
        'Av. Paulista, 1000',
        '--customer-address-line2',
        'apto 12',
        '--customer-address-neighborhood',
        'Bela Vista',
        '--customer-address-city',
        'São Paulo',
        '--customer-address-state',
        'sp',
        '--customer-address-country-code',
        'br',
        '--customer-address-postal-code',
        '01310-100',
      ],
      {env: apiEnv(server.url)},
    )
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    expect(server.requests).toHaveLength(1)
    const req = server.requests[0]!
    expect(req.method).toBe('POST')
    expect(req.path).toBe(`/api/sellers/${SELLER}/payments`)
    expect(req.headers.authorization).toBe(`Bearer ${ACCESS}`)
    expect(req.headers['content-type']).toBe('application/json')
    expect(req.json).toEqual({
      payment: {
        session_id: SESSION,
        order_id: ORDER,
        method: 'CREDIT',
        credit: {
          installments: 3,
          delay_capture: true,
          save_card: true,
          credit_card: {token: TOKEN, holder_name: 'MARIA SILVA', expiration_month: 12, expiration_year: 30},
        },
        customer: {
          name: 'Maria Silva',
          email: 'maria@example.com',
          cpf: '52998224725',
          phone: '+5511987654321',
          birth_date: '1990-05-17',
          address: {
            line1: 'Av. Paulista, 1000',
            line2: 'apto 12',
            neighborhood: 'Bela Vista',
            city: 'São Paulo',
            state: 'SP',
            country_code: 'BR',
            postal_code: '01310-100',
          },
        },
        external_id: 'pedido-42',
      },
    })
    expect(req.body).toContain('"expiration_month":12,"expiration_year":30')
    expect(req.body).not.toMatch(/\n/) // compact JSON
  })

  it('fills the defaults and generates order and session ids (UUIDs), printed on stderr and in the summary', async () => {
    const r = await runInProcess(['card', 'pay', ...WITH_CUSTOMER], {env: apiEnv(server.url)})
    expect(r.code).toBe(0)
    const p = (server.requests[0]!.json as {payment: Record<string, unknown>}).payment
    expect(p).toEqual({
      session_id: expect.stringMatching(UUID),
      order_id: expect.stringMatching(UUID),
      method: 'CREDIT_CARD',
      credit: {
        installments: 1,
        delay_capture: false,
        credit_card: {token: TOKEN, holder_name: 'MARIA SILVA', expiration_month: 12, expiration_year: 30},
      },
      customer_id: CUSTOMER_ID,
    })
    expect(p.order_id).not.toBe(p.session_id)
    expect(r.stderr).toBe(`order_id ${p.order_id} (generated)\nsession_id ${p.session_id} (generated)\n`)
    expect(r.stdout).toContain(`order         ${p.order_id}\n`)
    expect(r.stdout).toContain(`session       ${p.session_id}\n`)
  })

  it('prints the payment id, status, total in reais and installments', async () => {
    const r = await runInProcess(['card', 'pay', ...CARD, '--order-id', ORDER, '--session-id', SESSION], {env: apiEnv(server.url)})
    expect(r.code).toBe(0)
    expect(r.stdout).toBe(
      [
        'payment       3b0c9f8e-1d2a-4c5b-8e7f-6a5b4c3d2e1f',
        'status        PAID',
        "total         R$ 100,00, the order's total",
        'installments  1',
        `order         ${ORDER}`,
        `session       ${SESSION}`,
        'customer      9e9e9e9e-8d8d-4c7c-8b6b-5a5a5a5a5a5a',
        '',
      ].join('\n'),
    )
  })

  it('gives the next step for a pre-authorized payment', async () => {
    serve({status: 'PRE_AUTHORIZED', total_cents: 123456, credit: {installments: 2, delay_capture: true}})
    const r = await runInProcess(['card', 'pay', ...WITH_CUSTOMER, '--delay-capture'], {env: apiEnv(server.url)})
    expect(r.code).toBe(0)
    expect(r.stdout).toContain("status        PRE_AUTHORIZED\ntotal         R$ 1.234,56, the order's total\ninstallments  2\n")
    expect(r.stdout).toContain(
      '\nnext          payctl card capture 3b0c9f8e-1d2a-4c5b-8e7f-6a5b4c3d2e1f\nor            payctl card cancel 3b0c9f8e-1d2a-4c5b-8e7f-6a5b4c3d2e1f\n',
    )
  })

  it('--json prints the answer unchanged but its card token (it charges the card: a secret-named field)', async () => {
    const answer = {data: samplePayment({weird: {nested: [1, 2]}})}
    server.handle((_req, res) => sendJson(res, 201, answer))
    const r = await runInProcess(['card', 'pay', ...WITH_CUSTOMER, '--json'], {env: apiEnv(server.url)})
    expect(r.code).toBe(0)
    answer.data.credit.credit_card.token = '****'
    expect(JSON.parse(r.stdout)).toEqual(answer)
  })

  it('an accepted answer that does not fit is an unknown outcome naming the order id and the payment id: never a plain failure to pay again', async () => {
    // card pay makes a new order id each run: a person who read "api_error" and ran it again would be charged twice.
    server.handle((_req, res) => sendJson(res, 201, {data: {id: 'pay1'}}))
    const r = await runInProcess(['card', 'pay', ...WITH_CUSTOMER, '--json'], {env: apiEnv(server.url)})
    expect(r.code).toBe(1)
    expect(server.requests).toHaveLength(1)
    const orderId = (server.requests[0]!.json as {payment: {order_id: string}}).payment.order_id
    const {error} = JSON.parse(r.stdout) as {error: {code: string; message: string; details: Record<string, unknown>}}
    expect(error.code).toBe('unknown_outcome')
    expect(error.details).toMatchObject({status: 201, order_id: orderId, ids: {'data.id': 'pay1'}, check: `payctl find ${orderId}`})
    expect(error.message).toMatch(
      /^outcome unknown: the service accepted the payment \(HTTP 201\) but its answer could not be read \(data\./,
    )
    expect(error.message).toContain(
      `in the answer: data.id pay1; order id ${orderId}; check with payctl find ${orderId} before sending it again`,
    )
  })

  it('pays with a saved card id alone, and a customer id', async () => {
    const card = 'c4c4c4c4-d5d5-4e6e-8f7f-a8a8a8a8a8a8'
    const customer = 'e1e1e1e1-f2f2-4a3a-8b4b-c5c5c5c5c5c5'
    const r = await runInProcess(
      ['card', 'pay', '--credit-card-id', card, '--customer-id', customer, '--order-id', ORDER, '--session-id', SESSION],
      {env: apiEnv(server.url)},
    )
    expect(r.code).toBe(0)
    expect(server.requests[0]!.json).toEqual({
      payment: {
        session_id: SESSION,
        order_id: ORDER,
        method: 'CREDIT_CARD',
        credit: {installments: 1, delay_capture: false, credit_card_id: card},
        customer_id: customer,
      },
    })
  })

  it('sends path ids as given, URL-encoded', async () => {
    const r = await runInProcess(['card', 'pay', ...WITH_CUSTOMER, '--seller-id', 'ABC 12/3?x'], {env: apiEnv(server.url)})
    expect(r.code).toBe(0)
    expect(server.requests[0]!.path).toBe('/api/sellers/ABC%2012%2F3%3Fx/payments')
  })
})

describe('card pay: tokenizing on the fly', () => {
  it('reads the number from the first line of stdin, tokenizes with the client token, then pays with the token', async () => {
    const r = await runInProcess(
      [
        'card',
        'pay',
        '--holder-name',
        'MARIA SILVA',
        '--expiration-month',
        '1',
        '--expiration-year',
        '31',
        '--order-id',
        ORDER,
        '--session-id',
        SESSION,
      ],
      {
        env: apiEnv(server.url),
        input: `${APPROVED}\n`,
      },
    )
    expect(r.code).toBe(0)
    expect(server.requests.map((q) => q.path)).toEqual(['/api/tokenize', `/api/sellers/${SELLER}/payments`])
    const [tok, pay] = server.requests
    expect(tok!.headers.authorization).toBe(CLIENT)
    expect(tok!.body).toBe(`{"card_number":"${APPROVED}"}`)
    expect(pay!.headers.authorization).toBe(`Bearer ${ACCESS}`)
    expect(pay!.json).toEqual({
      payment: {
        session_id: SESSION,
        order_id: ORDER,
        method: 'CREDIT_CARD',
        credit: {
          installments: 1,
          delay_capture: false,
          credit_card: {token: TOKEN, holder_name: 'MARIA SILVA', expiration_month: 1, expiration_year: 31},
        },
      },
    })
    expect(r.stdout).toContain('card          515590******0001 (mastercard)\n')
    expect(r.stderr).toBe('card 515590******0001 tokenized\n')
    expect(r.stdout + r.stderr).not.toContain(APPROVED)
  })

  it('validates everything before tokenizing: nothing is sent when the customer is invalid', async () => {
    const r = await runInProcess(
      ['card', 'pay', '--holder-name', 'M', '--expiration-month', '1', '--expiration-year', '31', '--customer-email', 'nope'],
      {
        env: apiEnv(server.url),
        input: `${APPROVED}\n`,
      },
    )
    expect(r.code).toBe(2)
    expect(server.requests).toHaveLength(0)
  })

  it('refuses stdin for the card when --body-file - already uses it', async () => {
    const r = await runInProcess(['card', 'pay', '--body-file', '-'], {
      env: apiEnv(server.url),
      input: JSON.stringify({credit: {credit_card: {holder_name: 'M', expiration_month: 1, expiration_year: 30}}}),
    })
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(/stdin already holds the body/)
    expect(server.requests).toHaveLength(0)
  })
})

describe('card pay: input rules (exit 2, nothing sent)', () => {
  it('a new order without a customer: exit 2 naming the customer flags, before the card number is read or tokenized', async () => {
    const r = await runInProcess(['card', 'pay', ...CARD_FLAGS], {
      env: apiEnv(server.url),
      input: `${APPROVED}\n`,
    })
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(
      /^error: invalid payment \(nothing was sent\): payment\.customer: required for a new order .*--customer-name, --customer-email and --customer-cpf or --customer-cnpj.*--customer-id/,
    )
    expect(server.requests).toHaveLength(0)
    // An order id given may name an order that already has its customer: sent as is.
    const given = await runInProcess(['card', 'pay', ...CARD, '--order-id', ORDER], {env: apiEnv(server.url)})
    expect(given.code).toBe(0)
    expect((server.requests[0]!.json as {payment: Record<string, unknown>}).payment.customer).toBeUndefined()
  })

  it('names every missing piece at once without a terminal', async () => {
    const r = await runInProcess(['card', 'pay'], {env: apiEnv(server.url), input: ''})
    expect(r.code).toBe(2)
    expect(r.stderr).toBe(
      'error: invalid payment (nothing was sent): payment.customer: required for a new order (payctl generated its order id, and a new order has no customer): ' +
        'give --customer-name, --customer-email and --customer-cpf or --customer-cnpj (--customer-phone optional), or --customer-id, or --order-id of an order that has one; ' +
        '--holder-name: required (or run in a terminal to be asked); ' +
        '--expiration-month: required (or run in a terminal to be asked); ' +
        '--expiration-year: required (or run in a terminal to be asked); ' +
        'a card is needed: pipe its number on stdin, or give --token (from payctl card tokenize) or --credit-card-id\n',
    )
    expect(server.requests).toHaveLength(0)
  })

  it('names every invalid field by its flag (not its body path)', async () => {
    const r = await runInProcess(
      [
        'card',
        'pay',
        '--token',
        TOKEN,
        '--holder-name',
        'M',
        '--expiration-month',
        '13',
        '--expiration-year',
        '203',
        '--installments',
        '13',
        '--order-id',
        'not-a-uuid',
        '--customer-name',
        'X',
        '--customer-email',
        'x@',
        '--customer-cpf',
        '012.345.678-91',
        '--customer-phone',
        '11987654321',
        '--customer-birth-date',
        '2999-01-01',
        '--customer-address-state',
        'XX',
        '--customer-address-postal-code',
        '123',
        '--customer-cnpj',
        '12.345.678/0001-66',
      ],
      {env: apiEnv(server.url)},
    )
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(/^error: invalid payment \(nothing was sent\): /)
    for (const flag of [
      '--order-id',
      '--installments',
      '--expiration-month',
      '--expiration-year',
      '--customer-email',
      '--customer-cpf',
      '--customer-cnpj',
      '--customer-phone',
      '--customer-birth-date',
      '--customer-address-state',
      '--customer-address-postal-code',
    ]) {
      expect(r.stderr).toContain(`${flag}: `)
    }
    expect(r.stderr).not.toContain('payment.')
    expect(server.requests).toHaveLength(0)
  })

  it('needs a cpf or cnpj for a new customer', async () => {
    const r = await runInProcess(['card', 'pay', ...CARD, '--customer-name', 'Maria', '--customer-email', 'maria@example.com'], {
      env: apiEnv(server.url),
    })
    expect(r.code).toBe(2)
    expect(r.stderr).toBe('error: invalid payment (nothing was sent): --customer-cpf: a new customer needs a cpf or a cnpj\n')
    expect(server.requests).toHaveLength(0)
  })

  it('refuses a card number in a flag without echoing it (the guard itself: units.test.ts)', async () => {
    const r = await runInProcess(['card', 'pay', ...CARD, `--external-id=${APPROVED}`], {env: apiEnv(server.url)})
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(/^error: refused: the value of --external-id looks like a card number \(not repeated here\)/)
    expect(r.stdout + r.stderr).not.toMatch(/5155901222|122228000/)
    expect(server.requests).toHaveLength(0)
  })

  it('accepts a CNPJ and phone that are long digit strings', async () => {
    const r = await runInProcess(
      [
        'card',
        'pay',
        ...CARD,
        '--customer-name',
        'ACME',
        '--customer-email',
        'a@acme.com.br',
        '--customer-cnpj',
        '11222333000181',
        '--customer-phone',
        '+5511987654321',
      ],
      {
        env: apiEnv(server.url),
      },
    )
    expect(r.code).toBe(0)
    expect((server.requests[0]!.json as {payment: {customer: unknown}}).payment.customer).toEqual({
      name: 'ACME',
      email: 'a@acme.com.br',
      cnpj: '11222333000181',
      phone: '+5511987654321',
    })
  })
})

describe('card pay: --body-file', () => {
  const dir = tempDir('payctl-card-body-')
  const inner = {
    order_id: ORDER,
    session_id: SESSION,
    credit: {installments: 2, credit_card: {token: TOKEN, holder_name: 'FROM FILE', expiration_month: 6, expiration_year: 29}},
    customer_id: 'e1e1e1e1-f2f2-4a3a-8b4b-c5c5c5c5c5c5',
    external_id: 'file',
  }

  it.each([
    ['the inner object', inner],
    ['{"payment": …}', {payment: inner}],
  ])('takes %s as the base, flags override its fields', async (_what, content) => {
    const file = join(dir, `body-${Math.random()}.json`)
    writeFileSync(file, JSON.stringify(content))
    const r = await runInProcess(['card', 'pay', '--body-file', file, '--installments', '4', '--holder-name', 'FROM FLAG'], {
      env: apiEnv(server.url),
    })
    expect(r.code).toBe(0)
    expect(server.requests.at(-1)!.json).toEqual({
      payment: {
        order_id: ORDER,
        session_id: SESSION,
        method: 'CREDIT_CARD',
        credit: {
          installments: 4,
          delay_capture: false,
          credit_card: {token: TOKEN, holder_name: 'FROM FLAG', expiration_month: 6, expiration_year: 29},
        },
        customer_id: 'e1e1e1e1-f2f2-4a3a-8b4b-c5c5c5c5c5c5',
        external_id: 'file',
      },
    })
    expect(r.stderr).toBe('') // nothing generated
  })

  it('validates the file with the same schema (unknown fields named)', async () => {
    const file = join(dir, 'bad.json')
    writeFileSync(file, JSON.stringify({payment: {...inner, credit: {...inner.credit, card_number: 'x'}, surprise: 1}}))
    const r = await runInProcess(['card', 'pay', '--body-file', file], {env: apiEnv(server.url)})
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('payment.credit: unknown field card_number')
    expect(r.stderr).toContain('payment: unknown field surprise')
    expect(server.requests).toHaveLength(0)
  })

  it('__proto__ in the file is an unknown field, not a way to pass fields', async () => {
    const file = join(dir, 'proto.json')
    writeFileSync(file, JSON.stringify({payment: {['__proto__']: inner}}))
    const r = await runInProcess(['card', 'pay', '--body-file', file, '--installments', '2'], {env: apiEnv(server.url)})
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('payment: unknown field __proto__')
    expect(server.requests).toHaveLength(0)
  })

  it('--skip-validation sends what was given (defaults filled, integers from flags as integers)', async () => {
    const file = join(dir, 'skip.json')
    writeFileSync(
      file,
      JSON.stringify({
        payment: {
          order_id: 'ORDER-1',
          session_id: 's',
          method: 'pix',
          credit: {credit_card: {token: TOKEN}},
          customer: {cpf: '123'},
          brand_new: true,
        },
      }),
    )
    const r = await runInProcess(['card', 'pay', '--body-file', file, '--skip-validation', '--expiration-month', '7'], {
      env: apiEnv(server.url),
    })
    expect(r.code).toBe(0)
    expect(server.requests[0]!.json).toEqual({
      payment: {
        order_id: 'ORDER-1',
        session_id: 's',
        method: 'pix',
        credit: {installments: 1, delay_capture: false, credit_card: {token: TOKEN, expiration_month: 7}},
        customer: {cpf: '123'},
        brand_new: true,
      },
    })
  })

  it('refuses broken JSON even with --skip-validation', async () => {
    const file = join(dir, 'broken.json')
    writeFileSync(file, '{"payment": ')
    const r = await runInProcess(['card', 'pay', '--body-file', file, '--skip-validation'], {env: apiEnv(server.url)})
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(/is not valid JSON/)
    expect(server.requests).toHaveLength(0)
  })
})

describe('card pay: declines', () => {
  const decline = (status: number, description: string) =>
    server.handle((req, res) => {
      if (req.path === '/api/tokenize') return sendJson(res, 200, {data: {number_token: TOKEN}})
      sendJson(res, status, {
        message: 'not authorized',
        name: 'CreditServiceError',
        status_code: status,
        details: [{status: 'NOT APPROVED', error_code: 'PAYMENTS-051', description}],
      })
    })

  it('prints the reason in words and exits 1', async () => {
    decline(402, 'insufficient balance')
    const r = await runInProcess(['card', 'pay', ...WITH_CUSTOMER], {env: apiEnv(server.url)})
    expect(r.code).toBe(1)
    expect(r.stdout).toBe('')
    // The payment id is looked up in the events (this stand-in has none to show): the order is named.
    expect(r.stderr).toMatch(/\nerror: not authorized: insufficient balance \(order [0-9a-f-]{36}\)\n$/)
  })

  it('prints the error as JSON with --json', async () => {
    decline(402, 'expired card')
    const r = await runInProcess(['card', 'pay', ...WITH_CUSTOMER, '--json'], {env: apiEnv(server.url)})
    expect(r.code).toBe(1)
    expect(JSON.parse(r.stdout)).toEqual({
      error: {
        code: 'declined',
        message: expect.stringMatching(/^not authorized: expired card \(order [0-9a-f-]{36}\)$/),
        status: 402,
        details: {
          payment_id: null,
          order_id: expect.stringMatching(UUID),
          reasons: [{status: 'NOT APPROVED', error_code: 'PAYMENTS-051', description: 'expired card'}],
        },
      },
    })
  })

  it('treats any error with the details shape as a decline (a bare 402 too: units.test.ts)', async () => {
    decline(400, 'Cartão vencido')
    const r = await runInProcess(['card', 'pay', ...WITH_CUSTOMER], {env: apiEnv(server.url)})
    expect(r.code).toBe(1)
    expect(r.stderr).toMatch(/\nerror: not authorized: Cartão vencido \(order [0-9a-f-]{36}\)\n$/)
  })

  it('other errors keep the API message (422, exit 1)', async () => {
    server.handle((_req, res) => sendJson(res, 422, {errors: {'payment.customer': ['the order has no customer']}}))
    const r = await runInProcess(['card', 'pay', ...WITH_CUSTOMER], {env: apiEnv(server.url)})
    expect(r.code).toBe(1)
    expect(r.stderr).toMatch(/\nerror: HTTP 422 Unprocessable Entity: payment\.customer: the order has no customer\n$/)
  })
})

describe('card pay: customer documents are read as typed (docs/domain.md#reading-a-document-as-typed)', () => {
  it('refuses a CNPJ with non-ASCII letters (ﬁ, ı) and a labelled CPF: exit 2, nothing sent', async () => {
    const customer = ['--customer-name', 'ACME', '--customer-email', 'a@acme.com.br']
    // 'ﬁAB12CD000169'.toUpperCase() is the valid CNPJ FIAB12CD000169, and 'YYA6RBCı0PD270' becomes YYA6RBCI0PD270.
    for (const [flag, value] of [
      ['--customer-cnpj', 'ﬁAB12CD000169'],
      ['--customer-cnpj', 'YYA6RBCı0PD270'],
      ['--customer-cpf', 'CPF 698.574.673-00'],
      ['--customer-cpf', '698 574 673 00'],
    ]) {
      const r = await runInProcess(['card', 'pay', ...CARD, ...customer, flag!, value!], {env: apiEnv(server.url)})
      expect(r.code, value).toBe(2)
      expect(r.stderr, value).toMatch(new RegExp(`^error: invalid payment \\(nothing was sent\\): ${flag}: `))
    }
    expect(server.requests).toHaveLength(0)
    const ok = await runInProcess(
      ['card', 'pay', ...CARD, ...customer, '--customer-cnpj', 'fiab12cd000169', '--customer-cpf', '698/574/673-00'],
      {env: apiEnv(server.url)},
    )
    expect(ok.code).toBe(0)
    expect((server.requests[0]!.json as {payment: {customer: unknown}}).payment.customer).toMatchObject({
      cnpj: 'FIAB12CD000169',
      cpf: '69857467300',
    })
  })
})

describe('card pay: expiry, session id and the customer CEP as the service documents them (docs/decisions.md)', () => {
  it('refuses an expiry already past, with a token or a number to tokenize: exit 2, nothing sent (not even the number)', async () => {
    const past = ['--holder-name', 'MARIA SILVA', '--expiration-month', '1', '--expiration-year', '25']
    const withToken = await runInProcess(['card', 'pay', '--token', TOKEN, ...past, ...CUSTOMER_FLAGS], {env: apiEnv(server.url)})
    expect(withToken.code).toBe(2)
    expect(withToken.stderr).toBe(
      'error: invalid payment (nothing was sent): --expiration-year: the card expired at the end of 01/25: check the month and year on the card\n',
    )
    const onTheFly = await runInProcess(['card', 'pay', ...past, ...CUSTOMER_FLAGS], {env: apiEnv(server.url), input: `${APPROVED}\n`})
    expect(onTheFly.code).toBe(2)
    expect(onTheFly.stderr).toContain('--expiration-year: the card expired at the end of 01/25')
    const fromFile = join(tempDir(), 'pay.json')
    writeFileSync(
      fromFile,
      JSON.stringify({credit: {credit_card: {token: TOKEN, holder_name: 'M', expiration_month: 12, expiration_year: 2025}}}),
    )
    const viaFile = await runInProcess(['card', 'pay', '--body-file', fromFile, ...CUSTOMER_FLAGS], {env: apiEnv(server.url)})
    expect(viaFile.code).toBe(2)
    expect(viaFile.stderr).toContain('the card expired at the end of 12/25')
    expect(server.requests).toHaveLength(0)
  })

  it('takes a four-digit year and sends two digits', async () => {
    const r = await runInProcess(
      [
        'card',
        'pay',
        '--token',
        TOKEN,
        '--holder-name',
        'MARIA SILVA',
        '--expiration-month',
        '12',
        '--expiration-year',
        '2030',
        ...CUSTOMER_FLAGS,
      ],
      {env: apiEnv(server.url)},
    )
    expect(r.stderr).not.toMatch(/error/)
    expect(r.code).toBe(0)
    expect(server.requests[0]!.body).toContain('"expiration_month":12,"expiration_year":30}')
  })

  it('sends any session id of at most 255 characters as given ("123" in the service documentation)', async () => {
    const r = await runInProcess(['card', 'pay', ...CARD, ...CUSTOMER_FLAGS, '--session-id', '123'], {env: apiEnv(server.url)})
    expect(r.code).toBe(0)
    expect((server.requests[0]!.json as {payment: {session_id: string}}).payment.session_id).toBe('123')
    const long = await runInProcess(['card', 'pay', ...CARD, ...CUSTOMER_FLAGS, '--session-id', 'x'.repeat(256)], {env: apiEnv(server.url)})
    expect(long.code).toBe(2)
    expect(long.stderr).toBe('error: invalid payment (nothing was sent): --session-id: at most 255 characters\n')
    expect(server.requests).toHaveLength(1)
  })

  it("sends the customer's CEP with its hyphen (01153-000)", async () => {
    const r = await runInProcess(['card', 'pay', ...CARD, ...CUSTOMER_FLAGS, '--customer-address-postal-code', '01153000'], {
      env: apiEnv(server.url),
    })
    expect(r.code).toBe(0)
    expect(server.requests[0]!.body).toContain('"address":{"postal_code":"01153-000"}')
  })
})
