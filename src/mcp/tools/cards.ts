/**
 * Card payments over MCP (docs/mcp.md#tools): test_cards, pay_card (a saved card id or a number token, never a card
 * number: guard.ts), capture_payment and cancel_payment, calling what the `card` commands call.
 */
import {z} from 'zod'
import {capturePayment, findPaymentInEvents, type PaymentAnswer} from '../../api/card.js'
import {cancelQuestion, paymentSummary} from '../../format/confirmations.js'
import type {Confirmation} from '../confirm.js'
import {formatBrl} from '../../format/money.js'
import {maskDocument} from '../../format/documents.js'
import {UsageError, ValidationError} from '../../errors.js'
import {paymentRequestSchema, type Payment} from '../../schemas/card.js'
import {localDate} from '../../schemas/dates.js'
import {cancelCardPayment} from '../../services/card/cancel.js'
import {payWithCard, type ChargePreview} from '../../services/card/pay.js'
import {missingCustomerIssue} from '../../services/card/customer.js'
import {testCardRows} from '../../services/card/test-cards.js'
import {maskSecret} from '../../util/redact.js'
import {clientAsker} from '../asker.js'
import {count, items, jsonSchemaOf, zodTool, type Tool} from '../tool.js'

export const testCards = zodTool({
  name: 'test_cards',
  title: 'The sandbox test cards',
  description: `The sandbox's test card numbers and the outcome each one gives (approved, or the decline reason and error code), as \`payctl card test-cards --json\` prints them. These are public constants. No tool takes a card number: a person tokenizes one with \`payctl card tokenize\` in a terminal, and pay_card takes the token.
Cost: nothing is sent.`,
  write: false,
  args: z.strictObject({}),
  async run() {
    const rows = testCardRows()
    return {
      data: items(rows),
      summary: `${count(rows.length, 'test card')}: ${rows.filter((r) => r.approved).length} approved, the others declined with a reason`,
      // Public constants, printed whole as `card test-cards` does (render/card.ts printTestCards).
      unredacted: true,
    }
  },
})

/** What a payment answer carries, as the CLI's --json prints it. */
const answerData = (answer: PaymentAnswer): Record<string, unknown> =>
  answer.response.body && typeof answer.response.body === 'object' ? (answer.response.body as Record<string, unknown>) : {}

/** A payment in a confirmation: its id, and what the events say of it. */
const paymentValues = (id: string, payment: Payment | undefined): Confirmation['values'] => [
  ['payment', id],
  ...(payment ? [['as the events show it', paymentSummary(payment)] as const] : []),
]

const paymentLine = (id: string, payment: Payment | undefined) => `payment ${id}${payment ? ` (${paymentSummary(payment)})` : ''}`

export const capturePaymentTool = zodTool({
  name: 'capture_payment',
  title: 'Capture a pre-authorized card payment',
  description: `Captures a PRE_AUTHORIZED card payment (POST /api/sellers/{sellerId}/payments/{paymentId}/capture), as \`payctl card capture ID\` does: the customer is charged. A person confirms first.
Cost: one GET /api/events (to show the payment), then one POST that moves the customer's money. A lost answer is reported as an unknown outcome, never retried.`,
  write: true,
  args: z.strictObject({payment_id: z.string().min(1, 'must not be empty')}),
  describe: {payment_id: 'the payment id, as pay_card or the PAYMENT.* events show it'},
  async run(args, ctx) {
    const client = await ctx.client()
    const sellerId = await ctx.sellerId()
    const known = await findPaymentInEvents(client, args.payment_id)
    await ctx.confirm({
      action: 'capture a card payment. The customer is charged.',
      values: paymentValues(args.payment_id, known),
      accept: 'Accept to capture; decline to send nothing.',
    })
    const answer = await capturePayment(client, sellerId, args.payment_id)
    return {data: answerData(answer), summary: `captured ${paymentLine(args.payment_id, answer.payment)}`}
  },
})

export const cancelPaymentTool = zodTool({
  name: 'cancel_payment',
  title: 'Cancel a card payment',
  description: `Cancels a card payment (POST /api/sellers/{sellerId}/payments/{paymentId}/cancel), as \`payctl card cancel ID\` does: a pre-authorization is released, a captured payment is reversed. A person confirms first.
Cost: one GET /api/events (to show the payment), then one POST that cannot be undone. A lost answer is reported as an unknown outcome, never retried.`,
  write: true,
  args: z.strictObject({payment_id: z.string().min(1, 'must not be empty')}),
  describe: {payment_id: 'the payment id'},
  async run(args, ctx) {
    let known: Payment | undefined
    const answer = await cancelCardPayment({
      paymentId: args.payment_id,
      yes: false,
      client: () => ctx.client(),
      sellerId: () => ctx.sellerId(),
      // The person confirms through the client, shown the payment as its events carry it (the question's words are the CLI's).
      asker: clientAsker(ctx, () => ({
        action: 'cancel a card payment. This cannot be undone.',
        values: paymentValues(args.payment_id, known),
        accept: 'Accept to cancel; decline to send nothing.',
      })),
      question: (payment, sellerId) => cancelQuestion(args.payment_id, payment, sellerId),
      beforeConfirm: async (payment) => {
        known = payment
      },
    })
    return {data: answerData(answer), summary: `cancelled ${paymentLine(args.payment_id, answer.payment)}`}
  },
})

/**
 * pay_card's arguments: the card payment body, `{"payment": {…}}`, as `card pay --body-file` takes it. The ids and
 * defaults payctl fills (order_id, session_id, method, installments, delay_capture) are optional here, as they are there.
 */
function payCardSchema(): Record<string, unknown> {
  const schema = jsonSchemaOf(paymentRequestSchema(localDate(new Date())))
  const payment = (schema.properties as Record<string, Record<string, unknown>>).payment!
  payment.required = (payment.required as string[]).filter((k) => !['order_id', 'session_id', 'method'].includes(k))
  payment.description =
    'the payment: credit.credit_card_id (a saved card) or credit.credit_card {token (from payctl card tokenize), holder_name, expiration_month, expiration_year}; order_id (the order whose total is charged; generated when missing), installments (default 1), delay_capture (true: pre-authorize only, capture later), customer'
  return schema
}

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {})
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined)

/** What the person confirms: the order, the card (saved id or masked token), capture, installments, customer. */
export function chargeQuestion(p: ChargePreview, generatedOrder: boolean): Confirmation {
  const card =
    'savedCard' in p.card
      ? `saved card ${p.card.savedCard}`
      : 'token' in p.card
        ? `the card of token ${maskSecret(p.card.token)}`
        : `a ${p.card.brand} card ending in ${p.card.lastFour}`
  const c = p.customer
  const who = !c
    ? "the order's customer"
    : 'id' in c
      ? `customer ${c.id}`
      : `customer ${[c.name, c.email, c.document ? maskDocument(c.document) : undefined].filter(Boolean).join(', ')}`
  const capture = p.delayCapture ? 'pre-authorize only (capture later)' : 'charge now'
  const order = `${generatedOrder ? 'a new order' : 'order'} ${p.orderId ?? '?'}`
  return {
    action: "pay an order with a card; the amount is the order's total.",
    values: [
      ['order', order],
      ['card', card],
      ['capture', capture],
      ['installments', count(p.installments ?? 1, 'installment')],
      ['customer', who],
    ],
    accept: 'Accept to send it; decline to send nothing.',
  }
}

export const payCard: Tool<Record<string, unknown>> = {
  name: 'pay_card',
  title: 'Pay with a card (saved card or number token)',
  description: `Creates a card payment (POST /api/sellers/{sellerId}/payments) for an order, as \`payctl card pay --body-file\` does, with a saved card (credit_card_id) or a number token from \`payctl card tokenize\`. It never takes a card number: a card_number anywhere is refused. Every field is checked first (nothing is sent when one is wrong); then a person confirms the card, order, installments and customer.
Cost: one POST that charges the customer the order's total (or pre-authorizes it with delay_capture). A lost answer is reported as an unknown outcome, never retried: check the PAYMENT.* events before paying again.`,
  write: true,
  inputSchema: payCardSchema,
  parse: (args) => args,
  async run(args, ctx) {
    const payment = obj(args.payment)
    const credit = obj(payment.credit)
    if (!str(credit.credit_card_id) && !str(obj(credit.credit_card).token)) {
      throw new UsageError(
        'a card is needed: payment.credit.credit_card_id (a saved card) or payment.credit.credit_card.token (from payctl card tokenize); nothing was sent',
      )
    }
    const notes: string[] = []
    let preview: ChargePreview | undefined
    const result = await payWithCard(
      {base: args},
      {
        client: () => ctx.client(),
        sellerId: () => ctx.sellerId(),
        settings: () => ctx.credentials(),
        readCardNumber: () => Promise.reject(new UsageError('no card number is read here')),
        today: ctx.today,
        // The order id generated is the one the person was shown, on every round of the confirmation.
        newId: ctx.newId,
        addSecret: (s) => ctx.addSecret(s),
        note: (line) => notes.push(line),
        // Asked once every field is checked and before anything is sent (ctx.confirm throws when declined); the
        // missing fields are the tool's arguments, named as issues, never asked.
        asker: clientAsker(ctx, () => chargeQuestion(preview!, !str(payment.order_id))),
        confirmOnly: true,
        beforeConfirm: async (p) => {
          preview = p
        },
      },
    ).catch((err: unknown) => {
      // The CLI's hints (a flag, or a terminal to be asked on) mean nothing here: the field is simply required.
      if (!(err instanceof ValidationError)) throw err
      const issues = err.issues.map((i) =>
        i.message === missingCustomerIssue.message
          ? {
              ...i,
              message:
                'required for a new order (no order_id was given, so one is generated, and a new order has no customer): give payment.customer (name, email, cpf or cnpj) or payment.customer_id',
            }
          : {...i, message: i.message.replace(/ \(--[a-z-]+, or run in a terminal to be asked\)$/, '')},
      )
      throw new ValidationError(issues, 'invalid payment (nothing was sent)')
    })
    for (const n of notes) ctx.note(n)
    const p = result.payment
    const total = typeof p.total_cents === 'number' ? `, total ${formatBrl(p.total_cents)}` : ''
    return {
      data: obj(result.response.body),
      summary: `payment ${p.id}: ${p.status}${total}${p.status === 'PRE_AUTHORIZED' ? ' (capture it with capture_payment, or cancel it with cancel_payment)' : ''}`,
    }
  },
}

export const CARD_TOOLS = [testCards, payCard, capturePaymentTool, cancelPaymentTool]
