/**
 * Card schemas: tokenization, the payment request (wrapped in `payment`, strict: it produces the exact body) and
 * the tolerant payment response; the sandbox's test cards. Card numbers are only ever validated here, never logged.
 */
import {z} from 'zod'
import {cepSchema, cnpjSchema, cpfSchema, ufSchema} from './brazil.js'
import {intInRange, looseBoolean, nonEmpty, uuid} from './common.js'
import {parsePastDate} from './dates.js'
import {luhnValid} from '../util/redact.js'

export const PAYMENT_STATUSES = ['PRE_AUTHORIZED', 'PAID', 'CANCELLED', 'DECLINED'] as const

/** Why a card number is unusable (length or Luhn), never echoing it; undefined when it looks valid. */
export function cardNumberProblem(input: string): string | undefined {
  const digits = input.replace(/[\s-]/g, '')
  if (!/^\d+$/.test(digits)) return 'a card number has only digits'
  if (digits.length < 13 || digits.length > 19) return 'a card number has 13 to 19 digits'
  if (!luhnValid(digits)) return 'the card number fails its check digit (Luhn): mistyped?'
  return undefined
}

/** The card brand from the number's prefix (enough for display and the sandbox's records). */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa'
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard'
  if (/^3[47]/.test(digits)) return 'amex'
  if (/^(636368|438935|504175|451416|636297|5067|4576|4011|506699)/.test(digits)) return 'elo'
  if (/^(606282|3841)/.test(digits)) return 'hipercard'
  return 'unknown'
}

export const tokenizeRequestSchema = z.strictObject({
  card_number: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .superRefine((v, ctx) => {
      const p = cardNumberProblem(v)
      if (p) ctx.addIssue({code: 'custom', message: p})
    }),
})
export const tokenizeResponseSchema = z.looseObject({data: z.looseObject({number_token: z.string()})})

export const customerAddressSchema = z.strictObject({
  line1: nonEmpty.optional(),
  line2: z.string().optional(),
  line3: z.string().optional(),
  neighborhood: nonEmpty.optional(),
  city: nonEmpty.optional(),
  state: ufSchema.optional(),
  country_code: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code'))
    .optional(),
  postal_code: cepSchema.optional(),
})

export function customerSchema(today: string) {
  return z
    .strictObject({
      name: nonEmpty,
      email: z.string().trim().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address'),
      cpf: cpfSchema.optional(),
      cnpj: cnpjSchema.optional(),
      phone: z
        .string()
        .transform((v) => v.replace(/[\s()-]/g, ''))
        .pipe(z.string().regex(/^\+\d{8,15}$/, 'must be + and digits (+5511987654321)'))
        .optional(),
      birth_date: z
        .string()
        .transform((v, ctx) => {
          const r = parsePastDate(v, today)
          if (!r.ok) {
            ctx.addIssue({code: 'custom', message: r.message})
            return z.NEVER
          }
          return r.value
        })
        .optional(),
      address: customerAddressSchema.optional(),
    })
    .superRefine((c, ctx) => {
      if (c.cpf === undefined && c.cnpj === undefined) {
        ctx.addIssue({code: 'custom', path: ['cpf'], message: 'a new customer needs a cpf or a cnpj'})
      }
    })
}

export const creditCardSchema = z.strictObject({
  token: nonEmpty,
  holder_name: nonEmpty,
  expiration_month: intInRange(1, 12, 'a month'),
  expiration_year: z
    .union([z.number(), z.string().regex(/^\s*\d{2}\s*$/, 'must be a two-digit year (30 for 2030)')])
    .pipe(intInRange(0, 99, 'a two-digit year')),
})

/** The payment request for a given "today" (birth dates must be past). Produces `{"payment": {…}}`. */
export function paymentRequestSchema(today: string) {
  const payment = z
    .strictObject({
      session_id: uuid,
      order_id: uuid,
      method: z
        .string()
        .trim()
        .min(1, 'must not be empty')
        .transform((v) => v.toUpperCase()),
      credit: z.strictObject({
        installments: intInRange(1, 12, 'a number of installments').default(1),
        delay_capture: looseBoolean.default(false),
        save_card: looseBoolean.optional(),
        credit_card_id: uuid.optional(),
        credit_card: creditCardSchema.optional(),
      }),
      customer_id: uuid.optional(),
      customer: customerSchema(today).optional(),
      external_id: z.string().max(255, 'at most 255 characters').optional(),
    })
    .superRefine((p, ctx) => {
      if (!p.credit.credit_card_id && !p.credit.credit_card) {
        ctx.addIssue({
          code: 'custom',
          path: ['credit', 'credit_card'],
          message: 'a card is needed: credit_card_id, or a token with holder_name, expiration_month and expiration_year',
        })
      }
    })
  return z.strictObject({payment})
}
export type PaymentRequest = z.output<ReturnType<typeof paymentRequestSchema>>

export const paymentSchema = z.looseObject({
  id: z.string(),
  status: z.string(),
  order_id: z.string().optional(),
  session_id: z.string().optional(),
  method: z.string().optional(),
  seller_id: z.string().optional(),
  customer_id: z.string().nullish(),
  total_cents: z.number().optional(),
  credit: z
    .looseObject({
      installments: z.number().optional(),
      delay_capture: z.boolean().optional(),
      credit_card_id: z.string().nullish(),
    })
    .optional(),
  external_id: z.string().nullish(),
  inserted_at: z.string().optional(),
  updated_at: z.string().optional(),
})
export type Payment = z.output<typeof paymentSchema>
export const paymentResponseSchema = z.looseObject({data: paymentSchema})

/** Sandbox test cards (the provider's public sandbox set): any future expiry, any CVV. */
export const TEST_CARDS: readonly {number: string; approved: boolean; outcome: string; errorCode?: string}[] = [
  {number: '5155901222280001', approved: true, outcome: 'approved'},
  {number: '4012001037141112', approved: true, outcome: 'approved'},
  {number: '5155901222270002', approved: false, outcome: 'invalid card', errorCode: 'PAYMENTS-011'},
  {number: '5155901222260003', approved: false, outcome: 'expired card', errorCode: 'PAYMENTS-003'},
  {number: '5155901222250004', approved: false, outcome: 'invalid merchant', errorCode: 'PAYMENTS-012'},
  {number: '5155901222240005', approved: false, outcome: 'insufficient balance', errorCode: 'PAYMENTS-051'},
  {number: '5155901222230006', approved: false, outcome: 'authorization refused', errorCode: 'PAYMENTS-005'},
  {number: '5155901222220007', approved: false, outcome: 'transaction not processed', errorCode: 'PAYMENTS-096'},
  {number: '5155901222210008', approved: false, outcome: 'withdrawal limit exceeded', errorCode: 'PAYMENTS-061'},
]
