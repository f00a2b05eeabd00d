/**
 * The words of a confirmation, the same whether a person is asked on a terminal or through an MCP client
 * (docs/output.md#pickers-and-confirmations).
 */
import type {Payment} from '../schemas/card.js'
import {formatBrl} from './money.js'

/** One line for a summary of a payment (the cancel confirmation). */
export function paymentSummary(payment: Payment): string {
  const parts = [payment.status]
  if (typeof payment.total_cents === 'number') parts.push(`${formatBrl(payment.total_cents)} (the order's total)`)
  if (payment.credit?.installments) parts.push(`${payment.credit.installments}x`)
  if (payment.external_id) parts.push(`external id ${payment.external_id}`)
  return parts.join(', ')
}

/** The confirmation question of `card cancel`, with what is known of the payment. */
export function cancelQuestion(paymentId: string, known: Payment | undefined, sellerId: string): string {
  const what = known ? ` (${paymentSummary(known)})` : ''
  return `Cancel card payment ${paymentId}${what} of seller ${sellerId}? This cannot be undone.`
}
