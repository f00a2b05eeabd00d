/**
 * The card scenarios of `payctl trigger` (docs/trigger.md): a public test card tokenized, a payment for a new order
 * with a made-up customer, then left PAID, declined, left PRE_AUTHORIZED, captured, or left until the sandbox
 * reverses the pre-authorization. The payment request carries no amount (docs/decisions.md: the order's total is
 * what is charged): `--amount` sets the order's total first through the sandbox, so it needs the sandbox. The body is
 * checked with the schema `card pay` uses before anything is sent; the card number is one of the sandbox's public
 * test cards, never a real one.
 */
import {capturePayment, createPayment, PaymentDeclinedError, tokenizeCard} from '../../api/card.js'
import {moveClock, setOrderTotal} from '../../api/sandbox.js'
import {paymentRequestSchema, type Payment} from '../../schemas/card.js'
import {formatBrl} from '../../schemas/cents.js'
import {validate} from '../../schemas/validate.js'
import {maskPan} from '../../util/redact.js'
import {
  applySets,
  invalidBody,
  testCardOutcome,
  type RunEnv,
  type RunOutcome,
  type Scenario,
  type ScenarioSpec,
  type TriggerOverrides,
} from './scenario.js'

export const APPROVED_CARD = '5155901222280001'
export const DECLINED_CARD = '5155901222240005'

/** A made-up customer with a valid CPF. */
export const SCENARIO_CUSTOMER = {name: 'Maria Silva', email: 'maria.silva@example.com', cpf: '42318970858'}

const TOKEN_PLACEHOLDER = 'tokenized-before-sending'
/** How far the clock is moved at a time while waiting for a reversal, and how many times at most. */
const CLOCK_STEP = '1d'
const MAX_CLOCK_STEPS = 60

interface PreparedPayment {
  card: string
  /** The payment request, checked, with the token still a placeholder. */
  body: {payment: Record<string, unknown> & {order_id: string; credit: Record<string, unknown>}}
  orderCents?: number
}

/** What paying gave: the payment, or the decline's reason. */
interface Paid {
  payment?: Payment
  declined?: string
  ids: Record<string, string>
}

type Then = (env: RunEnv, paid: Paid) => Promise<RunOutcome>
type ThenPaid = (env: RunEnv, payment: Payment, ids: Record<string, string>) => Promise<RunOutcome>

const PAY = 'POST /api/sellers/{sellerId}/payments'
const TOKENIZE = 'POST /api/tokenize'

function preparePayment(
  o: TriggerOverrides,
  today: string,
  newId: () => string,
  defaults: {card: string; delayCapture: boolean},
): PreparedPayment {
  const customer = o.document
    ? {name: SCENARIO_CUSTOMER.name, email: SCENARIO_CUSTOMER.email, ...(o.document.length === 11 ? {cpf: o.document} : {cnpj: o.document})}
    : SCENARIO_CUSTOMER
  const base = {
    payment: {
      session_id: newId(),
      order_id: newId(),
      method: 'CREDIT_CARD',
      credit: {
        installments: 1,
        delay_capture: defaults.delayCapture,
        credit_card: {
          token: TOKEN_PLACEHOLDER,
          holder_name: 'MARIA SILVA',
          expiration_month: 12,
          expiration_year: (Number(today.slice(0, 4)) + 5) % 100,
        },
      },
      customer,
    },
  }
  // `--set credit.installments=3` and `--set payment.credit.installments=3` are the same field.
  const r = validate(paymentRequestSchema(today), applySets(base, o.sets, 'payment'))
  if (!r.ok) throw invalidBody(r.issues, o.sets, 'payment')
  return {card: o.card ?? defaults.card, body: r.value, orderCents: o.amountCents}
}

/** Tokenizes the card, sets the order's total (sandbox), pays; a decline is an outcome, not an error. */
async function pay(p: PreparedPayment, env: RunEnv): Promise<Paid> {
  const {data} = await tokenizeCard(env.t, p.card)
  const token = data.data.number_token
  env.step(TOKENIZE, `token ${token} for card ${maskPan(p.card)} (test card: ${testCardOutcome(p.card)})`)
  const orderId = p.body.payment.order_id
  const ids: Record<string, string> = {order_id: orderId}
  if (p.orderCents !== undefined) {
    await setOrderTotal(env.t, orderId, p.orderCents)
    env.step(`POST /_sandbox/orders/${orderId}`, `the order's total is ${formatBrl(p.orderCents)}`)
  }
  const body = structuredClone(p.body)
  ;(body.payment.credit.credit_card as Record<string, unknown>).token = token
  try {
    const {data: answer} = await createPayment(env.t, await env.sellerId(), body, orderId)
    const payment = answer.data
    ids.payment_id = payment.id
    if (payment.customer_id) ids.customer_id = payment.customer_id
    env.step(
      PAY,
      `payment ${payment.id} ${payment.status}${payment.total_cents !== undefined ? `, ${formatBrl(payment.total_cents)} (the order's total)` : ''}`,
    )
    return {payment, ids}
  } catch (err) {
    if (!(err instanceof PaymentDeclinedError)) throw err
    env.step(PAY, `HTTP ${err.status}: ${err.message}`)
    return {declined: err.message, ids}
  }
}

function cardScenario(
  spec: Omit<ScenarioSpec, 'family'>,
  defaults: {card: string; delayCapture: boolean},
  then: Then,
): Scenario<PreparedPayment> {
  return {
    ...spec,
    family: 'card',
    prepare: (o, today, newId) => preparePayment(o, today, newId, defaults),
    run: async (p, env) => then(env, await pay(p, env)),
  }
}

/** The next step once the payment went through; a decline is not the designed outcome. */
const whenApproved =
  (then: ThenPaid): Then =>
  async (env, paid) =>
    paid.payment ? then(env, paid.payment, paid.ids) : {ok: false, outcome: `the payment was declined: ${paid.declined}`, ids: paid.ids}

/** The next step once the payment is PRE_AUTHORIZED (anything else is not the designed outcome). */
const whenPreauthorized = (then: ThenPaid): Then =>
  whenApproved(async (env, payment, ids) =>
    payment.status.toUpperCase() === 'PRE_AUTHORIZED' ? then(env, payment, ids) : status('PRE_AUTHORIZED')(env, payment, ids),
  )

const status =
  (want: string): ThenPaid =>
  async (_env, payment, ids) => {
    const ok = payment.status.toUpperCase() === want
    return {ok, outcome: `the payment is ${payment.status}${ok ? '' : ` (not ${want})`}`, ids}
  }

const approved = {card: APPROVED_CARD, delayCapture: false}
const preauthorized = {card: APPROVED_CARD, delayCapture: true}

export const CARD_SCENARIOS: readonly Scenario<PreparedPayment>[] = [
  cardScenario(
    {
      name: 'card-paid',
      summary: 'A card payment approved and captured at once (delay_capture false).',
      calls: [TOKENIZE, PAY],
      emits: ['ORDER.CREATED', 'PAYMENT.CREATED', 'PAYMENT.PAID', 'ORDER.PAID'],
      outcome: 'the payment is PAID',
    },
    approved,
    whenApproved(status('PAID')),
  ),
  cardScenario(
    {
      name: 'card-declined',
      summary: 'A card payment the card network refuses (the test card for insufficient balance, unless --card).',
      calls: [TOKENIZE, `${PAY} → 402`],
      emits: ['ORDER.CREATED', 'PAYMENT.CREATED', 'PAYMENT.DECLINED'],
      outcome: 'the payment is declined (no PAYMENT.PAID)',
    },
    {card: DECLINED_CARD, delayCapture: false},
    async (_env, paid) =>
      paid.payment
        ? {
            ok: false,
            outcome: `the payment is ${paid.payment.status}, not declined (is --card a test card that is declined?)`,
            ids: paid.ids,
          }
        : {ok: true, outcome: `the payment was declined: ${paid.declined}`, ids: paid.ids},
  ),
  cardScenario(
    {
      name: 'card-preauthorized',
      summary: 'A card payment authorized but not captured (delay_capture true).',
      calls: [TOKENIZE, PAY],
      emits: ['ORDER.CREATED', 'PAYMENT.CREATED', 'PAYMENT.PRE_AUTHORIZED'],
      outcome: 'the payment is PRE_AUTHORIZED',
    },
    preauthorized,
    whenApproved(status('PRE_AUTHORIZED')),
  ),
  cardScenario(
    {
      name: 'card-captured',
      summary: 'A card payment authorized, then captured.',
      calls: [TOKENIZE, PAY, 'POST /api/sellers/{sellerId}/payments/{paymentId}/capture'],
      emits: ['ORDER.CREATED', 'PAYMENT.CREATED', 'PAYMENT.PRE_AUTHORIZED', 'PAYMENT.PAID', 'ORDER.PAID'],
      outcome: 'the payment is PAID after the capture',
    },
    preauthorized,
    whenPreauthorized(async (env, payment, ids) => {
      const captured = await capturePayment(env.t, await env.sellerId(), payment.id)
      const now = captured.payment?.status ?? '?'
      env.step(`POST /api/sellers/{sellerId}/payments/${payment.id}/capture`, now)
      return {ok: now.toUpperCase() === 'PAID', outcome: `the payment is ${now} after the capture`, ids}
    }),
  ),
  cardScenario(
    {
      name: 'card-preauth-expired',
      summary:
        "A card payment authorized and never captured, until the sandbox's clock passes its pre-authorization window (sandbox only; time never moves back).",
      sandboxControl: "it moves the sandbox's clock with POST /_sandbox/clock",
      calls: [TOKENIZE, PAY, 'POST /_sandbox/clock {"advance": "1d"} (until the sandbox reverses it)'],
      emits: ['ORDER.CREATED', 'PAYMENT.CREATED', 'PAYMENT.PRE_AUTHORIZED', 'PAYMENT.CANCELLED', 'ORDER.CANCELLED'],
      outcome: 'the pre-authorization is reversed (the payment CANCELLED)',
    },
    preauthorized,
    whenPreauthorized(async (env, payment, ids) => {
      // The sandbox reverses a pre-authorization after --preauth-days of its time: a day at a time until it does.
      for (let days = 1; days <= MAX_CLOCK_STEPS && !env.signal?.aborted; days++) {
        const moved = await moveClock(env.t, CLOCK_STEP)
        if (moved.reversed?.includes(payment.id)) {
          env.step(
            `POST /_sandbox/clock {"advance": "${CLOCK_STEP}"} ×${days}`,
            `reversed after ${days} day${days === 1 ? '' : 's'} (sandbox time ${moved.now})`,
          )
          return {
            ok: true,
            outcome: `the pre-authorization was reversed after ${days} day${days === 1 ? '' : 's'}: the payment is CANCELLED`,
            ids,
          }
        }
      }
      return {ok: false, outcome: `the pre-authorization was not reversed within ${MAX_CLOCK_STEPS} days of sandbox time`, ids}
    }),
  ),
]
