/** Shared fixtures of the card tests: credentials, a recording server's environment, card numbers. */
import {readdirSync, readFileSync, statSync} from 'node:fs'
import {join} from 'node:path'

export const SELLER = '6f0c1f3e-8d1a-4c2b-9e7f-1a2b3c4d5e6f'
export const ACCESS = 'access-tok-7d1e0c3b9a8f4e21'
export const CLIENT = 'client-tok-2b4d6f8a0c1e3f57'
export const APPROVED = '5155901222280001'
/** `card pay`'s card pieces (holder and expiry 12/30), the card itself left to the test: a number on stdin, --token. */
export const CARD_FLAGS: readonly string[] = ['--holder-name', 'MARIA SILVA', '--expiration-month', '12', '--expiration-year', '30']
/** A new customer, which a new order needs (docs/card.md#card-pay): name, e-mail and CPF. */
export const CUSTOMER_FLAGS: readonly string[] = [
  '--customer-name',
  'Maria Silva',
  '--customer-email',
  'maria@example.com',
  '--customer-cpf',
  '529.982.247-25',
]
export {UUID} from '../../helpers/sandbox.js'

export function apiEnv(url: string, extra: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {PAYCTL_BASE_URL: url, PAYCTL_SELLER_ID: SELLER, PAYCTL_ACCESS_TOKEN: ACCESS, PAYCTL_CLIENT_TOKEN: CLIENT, ...extra}
}

/** Every file under a folder, with its content (to grep what a run wrote). */
export function filesUnder(dir: string): {path: string; text: string}[] {
  const out: {path: string; text: string}[] = []
  for (const name of readdirSync(dir)) {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) out.push(...filesUnder(p))
    else out.push({path: p, text: readFileSync(p, 'latin1')})
  }
  return out
}

export function samplePayment(overrides: Record<string, unknown> = {}) {
  return {
    id: '3b0c9f8e-1d2a-4c5b-8e7f-6a5b4c3d2e1f',
    session_id: 'a1a1a1a1-b2b2-4c3c-8d4d-e5e5e5e5e5e5',
    order_id: 'f0f0f0f0-1111-4222-8333-444444444444',
    method: 'CREDIT',
    seller_id: SELLER,
    customer_id: '9e9e9e9e-8d8d-4c7c-8b6b-5a5a5a5a5a5a',
    subtotal_cents: 10000,
    discount_cents: 0,
    addition_cents: 0,
    shipping_cents: 0,
    total_cents: 10000,
    status: 'PAID',
    credit: {
      installments: 1,
      delay_capture: false,
      save_card: false,
      credit_card_id: null,
      credit_card: {token: 'tok', expiration_month: '12', expiration_year: '30'},
    },
    external_id: null,
    inserted_at: '2026-11-22T10:00:00Z',
    updated_at: '2026-11-22T10:00:00Z',
    ...overrides,
  }
}
