/**
 * The customer of a new order (docs/card.md#card-pay). An order id payctl generated is new to the service, and a new
 * order has no customer, so the payment must bring one (service-interface.md §2.7, rule 1): on a terminal it is
 * asked for (name, e-mail, CPF or CNPJ, phone: the document's customer object); without one the flags are named.
 */
import type {ValidationIssue} from '../../errors.js'
import {documentProblem, normalizeDocument} from '../../schemas/documents.js'
import type {Asker} from '../ask.js'

/** The flags that give a new customer, as the messages name them. */
export const CUSTOMER_FLAGS_HINT =
  '--customer-name, --customer-email and --customer-cpf or --customer-cnpj (--customer-phone optional), or --customer-id'

/** True when the payment is for an order payctl generated and nothing names its customer. */
export function needsNewCustomer(payment: Record<string, unknown>, generated: readonly string[]): boolean {
  const given = (v: unknown) => v !== undefined && v !== null && v !== ''
  return generated.includes('order_id') && !given(payment.customer_id) && !given(payment.customer)
}

/** The issue reported without a terminal: which flags give the customer. */
export const missingCustomerIssue: ValidationIssue = {
  path: 'payment.customer',
  message: `required for a new order (payctl generated its order id, and a new order has no customer): give ${CUSTOMER_FLAGS_HINT}, or --order-id of an order that has one`,
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE = /^\+\d{8,15}$/
const compactPhone = (v: string) => v.replace(/[\s()-]/g, '')

/** Asks for the new customer on a terminal, each answer checked as typed; the body's schema checks them again. */
export async function askCustomer(ask: Asker): Promise<Record<string, string>> {
  const name = (await ask.text('Customer name', {validate: (v) => (v.trim() ? true : 'required')})).trim()
  const email = (
    await ask.text('Customer e-mail', {validate: (v) => (EMAIL.test(v.trim()) ? true : 'an e-mail address, such as maria@example.com')})
  ).trim()
  const doc = normalizeDocument(await ask.text('Customer CPF or CNPJ', {validate: (v) => documentProblem(v) ?? true}))
  const phone = compactPhone(
    await ask.text('Customer phone (+55…, Enter to leave out)', {
      validate: (v) => (v.trim() === '' || PHONE.test(compactPhone(v)) ? true : 'a + and digits, such as +55 11 98765-4321'),
    }),
  )
  return {name, email, [doc.length === 11 ? 'cpf' : 'cnpj']: doc, ...(phone ? {phone} : {})}
}
