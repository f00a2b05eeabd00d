/**
 * Card schemas: tokenization, the payment request (wrapped in `payment`, strict: it produces the exact body) and
 * the tolerant payment response; the sandbox's test cards. Card numbers are only ever validated here, never logged.
 */
import {z} from 'zod'
import {cnpjSchema, cpfSchema, hyphenatedCepSchema, ufSchema} from './brazil.js'
import {intFrom, intInRange, looseBoolean, nonEmpty, uuid} from './common.js'
import {parsePastDate} from './dates.js'
import {luhnValid} from '../util/redact.js'
import {asciiDigits, isCardNumber} from '../util/card-number.js'

export const PAYMENT_STATUSES = ['PRE_AUTHORIZED', 'PAID', 'CANCELLED', 'DECLINED'] as const

/**
 * The digits of a card number as typed: read by the one card-number rule (util/card-number.ts) when the value is one
 * (any digits, any separators, invisible characters between them), else the value less its spaces and hyphens, for
 * cardNumberProblem to say what is wrong with it.
 */
export const cardDigits = (input: string): string => (isCardNumber(input, true) ? asciiDigits(input) : input.replace(/[\s-]/g, ''))

/** Why a card number is unusable (length or Luhn), never echoing it; undefined when it looks valid. */
export function cardNumberProblem(input: string): string | undefined {
  const digits = cardDigits(input)
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
    .transform(cardDigits)
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
  // With its hyphen (01153-000), as the provider's card documentation shows: docs/decisions.md#the-two-postal-code-forms.
  postal_code: hyphenatedCepSchema.optional(),
})

export function customerSchema(today: string) {
  return z
    .strictObject({
      name: nonEmpty,
      email: z
        .string()
        .trim()
        .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address'),
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

/**
 * The two-digit expiry year the service takes (§2.7), from two digits or four (`30`, `2030`, as a number or text),
 * or undefined. Four digits are this century's only: docs/decisions.md#card-expiry-year-and-session_id.
 */
export function twoDigitYear(v: unknown): number | undefined {
  if (typeof v === 'string' && !/^\s*(?:\d{2}|\d{4})\s*$/.test(v)) return undefined
  const n = intFrom(v, 0, 2099)
  if (n === undefined || (n > 99 && n < 2000)) return undefined
  return n % 100
}

/** Why a card expiring at the end of month/year (two digits) cannot pay on the local date `today`, or undefined. */
export function expiryProblem(month: number, year: number, today: string): string | undefined {
  const [y, m] = today.split('-').map(Number) as [number, number]
  if ((2000 + year) * 12 + month >= y * 12 + m) return undefined
  return `the card expired at the end of ${String(month).padStart(2, '0')}/${String(year).padStart(2, '0')}: check the month and year on the card`
}

/** The MM/YY (or MM/YYYY) answer of the expiry prompt: month and two-digit year, or why it cannot be used. */
export function parseExpiry(text: string, today: string): {month: number; year: number} | {problem: string} {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text)
  const month = m ? Number(m[1]) : 0
  const year = m ? twoDigitYear(m[2]) : undefined
  if (year === undefined || month < 1 || month > 12) return {problem: 'month/year, such as 12/28'}
  const problem = expiryProblem(month, year, today)
  return problem ? {problem} : {month, year}
}

export const creditCardSchema = z.strictObject({
  token: nonEmpty,
  holder_name: nonEmpty,
  expiration_month: intInRange(1, 12, 'a month'),
  expiration_year: z.union([z.number(), z.string()]).transform((v, ctx) => {
    const year = twoDigitYear(v)
    if (year === undefined) {
      ctx.addIssue({code: 'custom', message: 'must be a year: two digits (30) or four (2030)'})
      return z.NEVER
    }
    return year
  }),
})

/**
 * The payment request for a given local "today" (birth dates must be past; a card expired before this month is
 * refused). Produces `{"payment": {…}}`. The sandbox passes `refuseExpired: false`: the provider declines an
 * expired card (402, "expired card") rather than refusing the request, and the sandbox reproduces that.
 */
export function paymentRequestSchema(today: string, {refuseExpired = true}: {refuseExpired?: boolean} = {}) {
  const payment = z
    .strictObject({
      // Any short string: the service's own documentation uses "123" (docs/decisions.md#card-expiry-year-and-session_id).
      session_id: nonEmpty.max(255, 'at most 255 characters'),
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
      const card = p.credit.credit_card
      const known = card && Number.isInteger(card.expiration_month) && Number.isInteger(card.expiration_year)
      const expired = refuseExpired && known ? expiryProblem(card.expiration_month, card.expiration_year, today) : undefined
      if (expired) ctx.addIssue({code: 'custom', path: ['credit', 'credit_card', 'expiration_year'], message: expired})
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
