/**
 * The fields of a card payment that `card pay` takes as flags: each flag is the kebab case of its body path inside
 * `payment` (docs/contract.md#flags-and-arguments), so the mapping is data.
 */

/** Flag name → body path inside `payment`. */
export const PAY_FLAG_PATHS = {
  'order-id': 'order_id',
  'session-id': 'session_id',
  method: 'method',
  installments: 'credit.installments',
  'delay-capture': 'credit.delay_capture',
  'save-card': 'credit.save_card',
  'credit-card-id': 'credit.credit_card_id',
  token: 'credit.credit_card.token',
  'holder-name': 'credit.credit_card.holder_name',
  'expiration-month': 'credit.credit_card.expiration_month',
  'expiration-year': 'credit.credit_card.expiration_year',
  'customer-id': 'customer_id',
  'customer-name': 'customer.name',
  'customer-email': 'customer.email',
  'customer-cpf': 'customer.cpf',
  'customer-cnpj': 'customer.cnpj',
  'customer-phone': 'customer.phone',
  'customer-birth-date': 'customer.birth_date',
  'customer-address-line1': 'customer.address.line1',
  'customer-address-line2': 'customer.address.line2',
  'customer-address-line3': 'customer.address.line3',
  'customer-address-neighborhood': 'customer.address.neighborhood',
  'customer-address-city': 'customer.address.city',
  'customer-address-state': 'customer.address.state',
  'customer-address-country-code': 'customer.address.country_code',
  'customer-address-postal-code': 'customer.address.postal_code',
  'external-id': 'external_id',
} as const
export type PayFlagName = keyof typeof PAY_FLAG_PATHS
