/** How a card payment reads for people: the lines of `card pay`, `card capture` and `card cancel`. */
import {formatBrl} from './format.js'
import type {Payment} from '../schemas/card.js'

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
