/** How card payments read for people: the lines of `card pay`, `card capture` and `card cancel`, and the test cards. */
import {formatBrl} from './format.js'
import type {Payment} from '../schemas/card.js'
import type {TestCardRow} from '../services/card/test-cards.js'
import type {Output} from './output.js'
import {toTable, toTsv, type Column} from './table.js'

export type Field = [label: string, value: string | number | undefined | null]

/** The next command to run for a payment in this state, if any. */
export function nextStep(payment: Pick<Payment, 'id' | 'status'>): string | undefined {
  if (payment.status === 'PRE_AUTHORIZED') {
    return `payctl card capture ${payment.id}  (or payctl card cancel ${payment.id}; an uncaptured pre-authorization is reversed after a few days)`
  }
  return undefined
}

/** payment id, status, total in reais, installments, order and the rest, then the next step. */
export function paymentFields(payment: Payment, extra: Field[] = []): Field[] {
  const credit = payment.credit
  return [
    ['payment', payment.id],
    ['status', payment.status],
    ['total', typeof payment.total_cents === 'number' ? formatBrl(payment.total_cents) : undefined],
    ['installments', credit?.installments],
    ['order', payment.order_id],
    ['session', payment.session_id],
    ['customer', payment.customer_id],
    ['external id', payment.external_id],
    ['saved card', credit?.credit_card_id],
    ...extra,
    ['next', nextStep(payment)],
  ]
}

/** One line for a summary of a payment (the cancel confirmation). */
export function paymentSummary(payment: Payment): string {
  const parts = [payment.status]
  if (typeof payment.total_cents === 'number') parts.push(formatBrl(payment.total_cents))
  if (payment.credit?.installments) parts.push(`${payment.credit.installments}x`)
  if (payment.external_id) parts.push(`external id ${payment.external_id}`)
  return parts.join(', ')
}

/** The confirmation question of `card cancel`, with what is known of the payment. */
export function cancelQuestion(paymentId: string, known: Payment | undefined, sellerId: string): string {
  const what = known ? ` (${paymentSummary(known)})` : ''
  return `Cancel card payment ${paymentId}${what} of seller ${sellerId}? This cannot be undone.`
}

// Output redacts anything that looks like a card number, which would make the test-card list useless; these numbers
// are public constants (no input, no secrets), so they are written to the output's streams directly, in the same
// three forms as Output.list (JSON array, table on a TTY, TSV).
const COLUMNS: Column<TestCardRow>[] = [
  {header: 'NUMBER', get: (r) => r.number, keep: true},
  {header: 'BRAND', get: (r) => r.brand},
  {header: 'OUTCOME', get: (r) => r.outcome},
  {header: 'ERROR CODE', get: (r) => r.error_code ?? ''},
]

export async function printTestCards(output: Output, rows: readonly TestCardRow[]): Promise<void> {
  // Only the constants above are written unredacted; they hold no secret and no user input.
  if (output.json) {
    output.stdout.write(`${JSON.stringify(rows, null, 2)}\n`)
    return
  }
  if (output.isTTY) {
    output.stdout.write(await toTable(rows, COLUMNS, output.width, output.colors.enabled))
    output.info('Any future expiry and any CVV work; any other Luhn-valid number is approved.')
    return
  }
  output.stdout.write(toTsv(rows, COLUMNS))
}
