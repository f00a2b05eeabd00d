/**
 * The flags of `card pay` (one per body field of services/card/fields.ts) and what the argv guard needs to know of
 * them. Light module (no zod): the command file imports it at load time.
 */
import {Flags} from '@oclif/core'
import type {PayFlagName} from '../../services/card/fields.js'

/** Flags whose values are long digit strings by nature (not card numbers). */
export const PAY_DIGIT_FLAGS = ['customer-cpf', 'customer-cnpj', 'customer-phone', 'customer-address-postal-code'] as const
/** Flags where a 13–19 digit value is surely a misplaced card number. */
export const PAY_CARDISH_FLAGS = ['token', 'holder-name', 'credit-card-id'] as const

const CARD = 'CARD'
const CUSTOMER = 'CUSTOMER'
const PAYMENT = 'PAYMENT'
const text = (description: string, helpGroup: string) => Flags.string({description, helpGroup})

export const payFieldFlags = {
  token: text('Card token from `payctl card tokenize` (credit.credit_card.token).', CARD),
  'holder-name': text('Cardholder name as printed on the card.', CARD),
  'expiration-month': text('Expiration month, 1–12 (sent as an integer).', CARD),
  'expiration-year': text('Expiration year, two or four digits (28 or 2028; sent as the integer 28). A past expiry is refused.', CARD),
  'credit-card-id': text('A saved card of the customer (UUID), instead of a token.', CARD),
  'save-card': Flags.boolean({description: "Save the card for the customer's later purchases.", allowNo: true, helpGroup: CARD}),
  installments: text('Number of installments, 1–12 (default 1).', PAYMENT),
  'delay-capture': Flags.boolean({
    description: 'Only pre-authorize (status PRE_AUTHORIZED); capture later with `payctl card capture`.',
    allowNo: true,
    helpGroup: PAYMENT,
  }),
  method: text('Payment method (default CREDIT_CARD).', PAYMENT),
  'order-id': text('Order id (UUID); generated and printed when not given.', PAYMENT),
  'session-id': text("Id of the buyer's session (any text up to 255 characters); a UUID is generated and printed when not given.", PAYMENT),
  'external-id': text('Your own id for this payment, returned in its data and events.', PAYMENT),
  'customer-id': text('An already registered customer (UUID).', CUSTOMER),
  'customer-name': text('New customer: name.', CUSTOMER),
  'customer-email': text('New customer: e-mail address.', CUSTOMER),
  'customer-cpf': text('New customer: CPF (11 digits, check digits verified).', CUSTOMER),
  'customer-cnpj': text('New customer: CNPJ (14 characters, check digits verified).', CUSTOMER),
  'customer-phone': text('New customer: phone, + and digits (+5511987654321).', CUSTOMER),
  'customer-birth-date': text('New customer: birth date YYYY-MM-DD (in the past).', CUSTOMER),
  'customer-address-line1': text('Address line 1 (street and number).', CUSTOMER),
  'customer-address-line2': text('Address line 2.', CUSTOMER),
  'customer-address-line3': text('Address line 3.', CUSTOMER),
  'customer-address-neighborhood': text('Address neighborhood.', CUSTOMER),
  'customer-address-city': text('Address city.', CUSTOMER),
  'customer-address-state': text('Address state, a UF code (SP).', CUSTOMER),
  'customer-address-country-code': text('Address country, two letters (BR).', CUSTOMER),
  'customer-address-postal-code': text('Address CEP (01310-100 or 01310100).', CUSTOMER),
} satisfies Record<PayFlagName, unknown>
