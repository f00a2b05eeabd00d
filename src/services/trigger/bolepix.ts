/**
 * The Bolepix scenarios of `payctl trigger` (docs/trigger.md): a charge created with a valid made-up debtor, then
 * left PENDING, paid by the sandbox, cancelled, or left to expire by moving the sandbox's clock. Every body is checked
 * with the schema `bolepix create` uses before anything is sent.
 */
import {cancelInvoice, createInvoice, getInvoice} from '../../api/bolepix.js'
import {moveClock, payInvoice} from '../../api/sandbox.js'
import {centsToReais} from '../../schemas/money.js'
import {addDays, daysBetween} from '../../schemas/dates.js'
import {checkBolepixInput} from '../bolepix/body.js'
import {applySets, invalidBody, type RunEnv, type RunOutcome, type Scenario, type ScenarioSpec, type TriggerOverrides} from './scenario.js'

/** A made-up debtor with a valid CPF and address (docs/domain.md). */
export const SCENARIO_DEBTOR = {
  name: 'Maria Silva',
  document: '42318970858',
  publicArea: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  postalCode: '01310-100',
}

const DEFAULT_CENTS = 15_075

interface PreparedCharge {
  body: Record<string, unknown> & {order_id: string; dueDate: string; expirationAfterPayment: number}
}

const CREATE = 'POST /api/v2/payments/bolepix'

/** The creation body: defaults, then --amount and --debtor-document, then --set; checked as `bolepix create` checks it. */
function prepareCharge(
  o: TriggerOverrides,
  today: string,
  newId: () => string,
  dates: {dueDate: string; expirationAfterPayment: number},
): PreparedCharge {
  const base = {
    amount: centsToReais(o.amountCents ?? DEFAULT_CENTS),
    dueDate: dates.dueDate,
    expirationAfterPayment: dates.expirationAfterPayment,
    debtor: {...SCENARIO_DEBTOR, ...(o.document ? {document: o.document} : {})},
  }
  const r = checkBolepixInput(applySets(base, o.sets), {today, newId})
  if (!r.ok) throw invalidBody(r.issues, o.sets)
  return {body: r.prepared.body}
}

/** Creates the charge and reports it; returns its id. */
async function create(p: PreparedCharge, env: RunEnv): Promise<string> {
  const {invoiceId} = await createInvoice(env.t, p.body)
  env.step(CREATE, `invoice ${invoiceId} (order ${p.body.order_id}, due ${p.body.dueDate})`)
  return invoiceId
}

/** Reads the charge back and compares its status with the one designed. */
async function expectStatus(env: RunEnv, invoiceId: string, status: string, ids: Record<string, string>): Promise<RunOutcome> {
  const record = await getInvoice(env.t, invoiceId)
  env.step(`GET /bolepix/invoices/${invoiceId}`, record.status)
  const ok = record.status.toUpperCase() === status
  return {ok, outcome: `the charge is ${record.status}${ok ? '' : ` (not ${status})`}`, ids}
}

function bolepixScenario(
  spec: Omit<ScenarioSpec, 'family'>,
  dates: (today: string) => {dueDate: string; expirationAfterPayment: number},
  then: (env: RunEnv, invoiceId: string, p: PreparedCharge, ids: Record<string, string>) => Promise<RunOutcome>,
): Scenario<PreparedCharge> {
  return {
    ...spec,
    family: 'bolepix',
    prepare: (o, today, newId) => prepareCharge(o, today, newId, dates(today)),
    run: async (p, env) => {
      const invoiceId = await create(p, env)
      return then(env, invoiceId, p, {invoice_id: invoiceId, order_id: p.body.order_id})
    },
  }
}

const inAWeek = (today: string) => ({dueDate: addDays(today, 7), expirationAfterPayment: 5})

export const BOLEPIX_SCENARIOS: readonly Scenario<PreparedCharge>[] = [
  bolepixScenario(
    {
      name: 'bolepix-created',
      summary: 'A Bolepix charge is created and left PENDING.',
      calls: [CREATE, 'GET /bolepix/invoices/{invoiceId}'],
      emits: ['charge-create'],
      outcome: 'the charge is PENDING',
    },
    inAWeek,
    (env, id, _p, ids) => expectStatus(env, id, 'PENDING', ids),
  ),
  bolepixScenario(
    {
      name: 'bolepix-paid',
      summary: 'A Bolepix charge is created, then the debtor pays it (sandbox only).',
      sandboxControl: 'it pays the charge with POST /_sandbox/bolepix/{id}/pay',
      calls: [CREATE, 'POST /_sandbox/bolepix/{invoiceId}/pay'],
      emits: ['charge-create', 'charge-in'],
      outcome: 'the charge is PAID',
    },
    inAWeek,
    async (env, id, _p, ids) => {
      const paid = await payInvoice(env.t, id)
      env.step(`POST /_sandbox/bolepix/${id}/pay`, `${paid.data.status}, amount paid ${paid.data.amountPaid ?? '?'}`)
      const ok = paid.data.status.toUpperCase() === 'PAID'
      return {ok, outcome: `the charge is ${paid.data.status}`, ids}
    },
  ),
  bolepixScenario(
    {
      name: 'bolepix-cancelled',
      summary: 'A Bolepix charge is created, then cancelled.',
      calls: [CREATE, 'POST /api/v2/payments/bolepix/{invoiceId}/cancel', 'GET /bolepix/invoices/{invoiceId}'],
      emits: ['charge-create', 'charge-cancelled'],
      outcome: 'the charge is CANCELLED',
    },
    inAWeek,
    async (env, id, _p, ids) => {
      await cancelInvoice(env.t, id, 'payctl trigger bolepix-cancelled')
      env.step(`POST /api/v2/payments/bolepix/${id}/cancel`, 'cancelled')
      return expectStatus(env, id, 'CANCELLED', ids)
    },
  ),
  bolepixScenario(
    {
      name: 'bolepix-expired',
      summary: "A Bolepix charge due today, then the sandbox's clock moves past its payment window (sandbox only; time never moves back).",
      sandboxControl: "it moves the sandbox's clock with POST /_sandbox/clock",
      calls: [CREATE, 'POST /_sandbox/clock {"advance": "2d"}', 'GET /bolepix/invoices/{invoiceId}'],
      emits: ['charge-create'],
      outcome: 'the charge is EXPIRED (the service names no event for it)',
    },
    (today) => ({dueDate: today, expirationAfterPayment: 1}),
    async (env, id, p, ids) => {
      // Expired once the sandbox's date is past dueDate + expirationAfterPayment days (whatever --set made them).
      const days = Math.max(1, daysBetween(env.today, addDays(p.body.dueDate, p.body.expirationAfterPayment + 1)))
      const moved = await moveClock(env.t, `${days}d`)
      env.step(`POST /_sandbox/clock {"advance": "${days}d"}`, `sandbox time ${moved.now}`)
      return expectStatus(env, id, 'EXPIRED', ids)
    },
  ),
]
