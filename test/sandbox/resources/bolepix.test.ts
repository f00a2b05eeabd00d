/** The Bolepix state machine through the sandbox's HTTP API, on an injected clock (deterministic dates). */
import {describe, expect, it} from 'vitest'
import {sandboxPerTest, UUID, withSandbox} from '../../helpers/sandbox.js'
import {bolepixBody, call, DEBTOR, dueIn} from '../util.js'

// Noon local time, 10 January 2030: "today" is 2030-01-10 whatever the machine's zone.
const START = new Date(2030, 0, 10, 12, 0, 0)
const TODAY = '2030-01-10'

const sb = sandboxPerTest(START)

async function create(extra: Record<string, unknown> = {}): Promise<string> {
  const res = await call(sb(), 'POST', '/api/v2/payments/bolepix', bolepixBody(extra, TODAY))
  expect(res.status).toBe(201)
  expect(Object.keys(res.body)).toEqual(['message', 'invoiceId'])
  expect(res.body.message).toBe('Bolepix charge created')
  expect(res.body.invoiceId).toMatch(UUID)
  return res.body.invoiceId
}

async function record(id: string): Promise<any> {
  const res = await call(sb(), 'GET', `/bolepix/invoices/${id}`)
  expect(res.status).toBe(200)
  expect(res.body).toHaveLength(1)
  return res.body[0]
}

async function eventNames(): Promise<string[]> {
  return (await call(sb(), 'GET', '/api/events')).body.data.map((e: any) => e.event)
}

describe('Bolepix charges', () => {
  it('are created PENDING with the fields of docs/service-interface.md §2.4 plus orderId, amount, dueDate and the debtor (name and document), and emit charge-create', async () => {
    const orderId = '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9'
    const id = await create({order_id: orderId, amount: 1234.56})
    const rec = await record(id)
    expect(rec).toEqual({
      id: expect.stringMatching(UUID),
      sellerId: sb().sellerId,
      invoiceId: id,
      status: 'PENDING',
      insertedAt: START.toISOString(),
      orderId,
      amount: 1234.56,
      dueDate: '2030-01-13',
      debtor: {name: DEBTOR.name, document: DEBTOR.document.replace(/\D/g, '')},
      // Sandbox-only: the codes its PDF prints (docs/sandbox.md).
      digitableLine: expect.stringMatching(/^999\d{44}$/),
      pixCode: expect.stringMatching(/^000201.*6304[0-9A-F]{4}$/),
    })
    expect(rec.id).not.toBe(id)
    const events = (await call(sb(), 'GET', '/api/events')).body.data
    expect(events).toEqual([{id: expect.stringMatching(UUID), event: 'charge-create', inserted_at: START.toISOString(), data: rec}])
  })

  it('generates an orderId when none is given', async () => {
    expect((await record(await create())).orderId).toMatch(UUID)
  })

  it('PENDING → PAID by the debtor (charge-in); paying or cancelling again is 409', async () => {
    const id = await create()
    const paid = await call(sb(), 'POST', `/_sandbox/bolepix/${id}/pay`)
    expect(paid.status).toBe(200)
    expect(paid.body.message).toBe('Bolepix charge paid')
    const rec = await record(id)
    expect(paid.body.data).toEqual(rec)
    expect(rec).toMatchObject({status: 'PAID', amount: 150.75, amountPaid: 150.75, paidAt: START.toISOString()})
    expect(await eventNames()).toEqual(['charge-create', 'charge-in'])
    const again = await call(sb(), 'POST', `/_sandbox/bolepix/${id}/pay`)
    expect(again.status).toBe(409)
    expect(again.body).toEqual({errors: {detail: 'the charge is PAID; only a PENDING charge can be paid'}})
    const cancel = await call(sb(), 'POST', `/api/v2/payments/bolepix/${id}/cancel`, {reason: 'too late'})
    expect(cancel.status).toBe(409)
    expect(cancel.body).toEqual({errors: {detail: 'the charge is PAID; only a PENDING charge can be cancelled'}})
    expect(await eventNames()).toEqual(['charge-create', 'charge-in'])
  })

  it('PENDING → CANCELLED (charge-cancelled); a CANCELLED charge can be neither paid nor cancelled', async () => {
    const id = await create()
    const res = await call(sb(), 'POST', `/api/v2/payments/bolepix/${id}/cancel`, {reason: 'customer gave up'})
    expect(res.status).toBe(200)
    expect(res.body).toEqual({message: 'Bolepix charge cancelled'})
    expect((await record(id)).status).toBe('CANCELLED')
    expect(await eventNames()).toEqual(['charge-create', 'charge-cancelled'])
    expect((await call(sb(), 'POST', `/api/v2/payments/bolepix/${id}/cancel`, {reason: 'again'})).status).toBe(409)
    expect((await call(sb(), 'POST', `/_sandbox/bolepix/${id}/pay`)).status).toBe(409)
  })

  it('a cancellation needs a reason (422 naming it)', async () => {
    const id = await create()
    const res = await call(sb(), 'POST', `/api/v2/payments/bolepix/${id}/cancel`, {})
    expect(res.status).toBe(422)
    expect(res.body).toEqual({errors: {reason: ['required']}})
    expect((await record(id)).status).toBe('PENDING')
  })

  it('unknown ids: the detail answers an empty array (as docs/service-interface.md §4.4 shows); PDF, cancel and pay answer 404', async () => {
    const id = 'ABC123'
    expect(await call(sb(), 'GET', `/bolepix/invoices/${id}`)).toMatchObject({status: 200, body: []})
    for (const [method, path, body] of [
      ['GET', `/api/v2/payments/bolepix/${id}/pdf`, undefined],
      ['POST', `/api/v2/payments/bolepix/${id}/cancel`, {reason: 'x'}],
      ['POST', `/_sandbox/bolepix/${id}/pay`, undefined],
    ] as const) {
      const res = await call(sb(), method, path, body)
      expect(res.status, path).toBe(404)
      expect(res.body).toEqual({errors: {detail: 'Not Found'}})
    }
  })

  it('expires unpaid after dueDate + expirationAfterPayment days of sandbox time, and then refuses payment', async () => {
    const id = await create({dueDate: dueIn(1, TODAY), expirationAfterPayment: 2}) // payable through 2030-01-13
    const kept = await call(sb(), 'POST', '/_sandbox/clock', {advance: '3d'})
    expect(kept.body).toEqual({now: new Date(2030, 0, 13, 12).toISOString(), offset_ms: 3 * 86_400_000, expired: [], reversed: []})
    expect((await record(id)).status).toBe('PENDING')
    const moved = await call(sb(), 'POST', '/_sandbox/clock', {advance: '+1d'})
    expect(moved.body.expired).toEqual([id])
    expect((await record(id)).status).toBe('EXPIRED')
    const pay = await call(sb(), 'POST', `/_sandbox/bolepix/${id}/pay`)
    expect(pay.status).toBe(409)
    expect(pay.body.errors.detail).toBe('the charge is EXPIRED; only a PENDING charge can be paid')
    expect(await eventNames()).toEqual(['charge-create'])
  })

  it('paying late adds the fine and pro-rata interest; paying early subtracts the discount', async () => {
    const late = await create({dueDate: TODAY, expirationAfterPayment: 30, amount: 300, instructions: {fine: 2, interest: 1}})
    const fixed = await create({
      dueDate: dueIn(5, TODAY),
      amount: 300,
      instructions: {discount: {amount: 10, modality: 'fixed', limitDate: '2030-01-12T00:00:00.0000000'}},
    })
    const percent = await create({
      dueDate: dueIn(5, TODAY),
      amount: 300,
      instructions: {discount: {amount: 5, modality: 'percent', limitDate: '2030-01-10T18:00:00.0000000'}},
    })
    const expiredDiscount = await create({
      dueDate: dueIn(20, TODAY),
      amount: 300,
      instructions: {discount: {amount: 10, modality: 'fixed', limitDate: '2030-01-10T11:59:59.0000000'}},
    })
    for (const id of [fixed, percent, expiredDiscount]) await call(sb(), 'POST', `/_sandbox/bolepix/${id}/pay`)
    expect((await record(fixed)).amountPaid).toBe(290)
    expect((await record(percent)).amountPaid).toBe(285)
    expect((await record(expiredDiscount)).amountPaid).toBe(300)
    await call(sb(), 'POST', '/_sandbox/clock', {advance: '10d'})
    await call(sb(), 'POST', `/_sandbox/bolepix/${late}/pay`)
    // 2 % fine (6.00) + 1 % a month for 10 of 30 days (1.00).
    expect(await record(late)).toMatchObject({status: 'PAID', amount: 300, amountPaid: 307})
  })

  it('validates with the CLI schemas: every bad field named, 422', async () => {
    const res = await call(sb(), 'POST', '/api/v2/payments/bolepix', {
      ...bolepixBody({}, TODAY),
      amount: 'abc',
      dueDate: '2030-01-09',
      debtor: {name: 'Ana', document: '012.345.678-91', state: 'XX'},
      surprise: 1,
    })
    expect(res.status).toBe(422)
    expect(Object.keys(res.body.errors).sort()).toEqual(
      [
        'amount',
        'body',
        'debtor.city',
        'debtor.document',
        'debtor.neighborhood',
        'debtor.number',
        'debtor.postalCode',
        'debtor.publicArea',
        'debtor.state',
        'dueDate',
      ].sort(),
    )
    expect(res.body.errors.dueDate).toEqual(["must be today (2030-01-10, the sandbox's clock) or later"])
    expect(res.body.errors.body).toEqual(['unknown field surprise'])
    expect((await call(sb(), 'GET', `/bolepix/invoices?sellerId=${sb().sellerId}`)).body).toEqual([])
  })

  it('refuses (422) a due date its line cannot carry: the factor repeats every 9,000 days; nothing is created', async () => {
    const res = await call(sb(), 'POST', '/api/v2/payments/bolepix', bolepixBody({dueDate: '2053-06-20'}, TODAY))
    expect(res.status).toBe(422)
    expect(res.body.errors.dueDate).toEqual([
      "2053-06-20 is too far ahead for a boleto's line, whose due-date factor repeats every 9,000 days (it would read as a date in the past): the last due date it can carry is 2045-01-31 (+5500d)",
    ])
    expect((await call(sb(), 'GET', `/bolepix/invoices?sellerId=${sb().sellerId}`)).body).toEqual([])
    expect((await call(sb(), 'POST', '/api/v2/payments/bolepix', bolepixBody({dueDate: '2045-01-31'}, TODAY))).status).toBe(201)
  })

  // Failed on earlier code: the sandbox read these as payctl's schema reads what people type, and created
  // charges the real service would refuse.
  it('refuses, 422 naming the field, the forms the interface document rules out (§2.1); nothing is created', async () => {
    const wrong: [path: string, body: Record<string, unknown>, message: RegExp][] = [
      ['dueDate', {dueDate: '+7d'}, /^must be a date written YYYY-MM-DD/],
      ['dueDate', {dueDate: '2030-1-13'}, /^must be a date written YYYY-MM-DD/],
      ['amount', {amount: '150.75'}, /^must be a JSON number \(the interface document, §2\.1: number\), not a string/],
      ['expirationAfterPayment', {expirationAfterPayment: '5'}, /^must be a JSON integer .*not a string/],
      ['debtor.document', {debtor: {...DEBTOR, document: '423.189.708-58'}}, /^must be the document's digits only/],
      ['debtor.postalCode', {debtor: {...DEBTOR, postalCode: '01310-100'}}, /^must be the 8 digits of the CEP/],
      ['debtor.state', {debtor: {...DEBTOR, state: 'sp'}}, /^must be a two-letter state code in capitals/],
      ['debtor.number', {debtor: {...DEBTOR, number: 1000}}, /string/],
      ['instructions.fine', {instructions: {fine: '2'}}, /^must be a JSON number/],
      [
        'instructions.discount.modality',
        {instructions: {discount: {amount: 1, modality: 'FIXED', limitDate: '2030-01-12T00:00:00.0000000'}}},
        /^must be "fixed"/,
      ],
      [
        'instructions.discount.limitDate',
        {instructions: {discount: {amount: 1, modality: 'fixed', limitDate: '2030-01-12'}}},
        /seven fractional-second digits/,
      ],
    ]
    for (const [path, extra, message] of wrong) {
      const res = await call(sb(), 'POST', '/api/v2/payments/bolepix', bolepixBody(extra, TODAY))
      expect(res.status, path).toBe(422)
      expect(Object.keys(res.body.errors), path).toEqual([path])
      expect(res.body.errors[path][0], path).toMatch(message)
    }
    // All at once: each named once, for its type.
    const all = await call(sb(), 'POST', '/api/v2/payments/bolepix', {
      expirationAfterPayment: '5',
      dueDate: '+7d',
      amount: '150.75',
      debtor: {...DEBTOR, document: '423.189.708-58', postalCode: '01310-100', state: 'sp'},
    })
    expect(all.status).toBe(422)
    expect(Object.keys(all.body.errors).sort()).toEqual([
      'amount',
      'debtor.document',
      'debtor.postalCode',
      'debtor.state',
      'dueDate',
      'expirationAfterPayment',
    ])
    expect(Object.values(all.body.errors).every((m) => (m as string[]).length === 1)).toBe(true)
    expect((await call(sb(), 'GET', `/bolepix/invoices?sellerId=${sb().sellerId}`)).body).toEqual([])
    // The document's forms are taken, the alphanumeric CNPJ (2026) included.
    await create({
      debtor: {...DEBTOR, document: '12ABC34501DE35', name: 'ACME'},
      instructions: {fine: 2, interest: 1, discount: {amount: 1, modality: 'fixed', limitDate: '2030-01-12T00:00:00.0000000'}},
    })
  })

  it('lists every record of the seller, oldest first, with status, since and limit filters', async () => {
    const ids = [await create(), await create(), await create()]
    await call(sb(), 'POST', `/_sandbox/bolepix/${ids[1]}/pay`)
    const all = await call(sb(), 'GET', `/bolepix/invoices?sellerId=${sb().sellerId}`)
    expect(all.body.map((r: any) => r.invoiceId)).toEqual(ids)
    const paid = await call(sb(), 'GET', `/bolepix/invoices?sellerId=${sb().sellerId}&status=paid`)
    expect(paid.body.map((r: any) => r.invoiceId)).toEqual([ids[1]])
    const last2 = await call(sb(), 'GET', `/bolepix/invoices?sellerId=${sb().sellerId}&limit=2`)
    expect(last2.body.map((r: any) => r.invoiceId)).toEqual(ids.slice(1))
    const future = await call(sb(), 'GET', `/bolepix/invoices?sellerId=${sb().sellerId}&since=2030-01-11`)
    expect(future.body).toEqual([])
    const bad = await call(sb(), 'GET', `/bolepix/invoices?sellerId=${sb().sellerId}&limit=0&since=yesterday-ish`)
    expect(bad.status).toBe(422)
    expect(bad.body).toEqual({
      errors: {since: ['must be a date, a date-time or a duration such as 2h'], limit: ['must be an integer >= 1']},
    })
  })

  it('serves the PDF under the CDN URL without credentials', async () => {
    const id = await create()
    const res = await call(sb(), 'GET', `/api/v2/payments/bolepix/${id}/pdf`)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({url: `${sb().url}/cdn/bolepix/${id}.pdf`})
    const pdf = await fetch(res.body.url)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const bytes = Buffer.from(await pdf.arrayBuffer())
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const missing = await fetch(`${sb().url}/cdn/bolepix/nope.pdf`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({errors: {detail: 'Not Found'}})
  })
})

describe('--cdn-url', () => {
  it('points PDF URLs elsewhere', async () => {
    const other = await withSandbox({cdnUrl: 'https://cdn.example.com/files/'})
    try {
      const created = await call(other, 'POST', '/api/v2/payments/bolepix', bolepixBody())
      const res = await call(other, 'GET', `/api/v2/payments/bolepix/${created.body.invoiceId}/pdf`)
      expect(res.body).toEqual({url: `https://cdn.example.com/files/bolepix/${created.body.invoiceId}.pdf`})
    } finally {
      await other.close()
    }
  })
})
