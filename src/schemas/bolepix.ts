/**
 * Bolepix (hybrid boleto + Pix) schemas: the creation request (strict: it produces the exact body sent), and the
 * tolerant response and record schemas. Shared by the CLI, the importer and the sandbox.
 */
import {z} from 'zod'
import {cepSchema, documentSchema, ufSchema} from './brazil.js'
import {intInRange, nonEmpty, uuid} from './common.js'
import {parseDueDate, toSevenFractionDateTime} from './dates.js'
import {centsToReais, nonNegativeTwoDecimals, reaisToCentsSchema} from './money.js'

export const BOLEPIX_STATUSES = ['PENDING', 'PAID', 'CANCELLED', 'EXPIRED'] as const
export const BOLEPIX_FINAL_STATUSES = ['PAID', 'CANCELLED', 'EXPIRED'] as const

export const debtorSchema = z.strictObject({
  name: z.string().trim().min(1, 'must not be empty').max(25, 'at most 25 characters'),
  document: documentSchema,
  publicArea: nonEmpty,
  number: nonEmpty,
  neighborhood: nonEmpty,
  city: nonEmpty,
  state: ufSchema,
  postalCode: cepSchema,
})

export const discountSchema = z.strictObject({
  amount: nonNegativeTwoDecimals.refine((v) => v > 0, 'must be greater than 0'),
  modality: z
    .string()
    .transform((v) => v.trim().toLowerCase())
    .pipe(z.enum(['fixed', 'percent'], {message: 'must be fixed or percent'})),
  limitDate: z.string().transform((v, ctx) => {
    const r = toSevenFractionDateTime(v)
    if (!r.ok) {
      ctx.addIssue({code: 'custom', message: r.message})
      return z.NEVER
    }
    return r.value
  }),
})

export const instructionsSchema = z.strictObject({
  fine: nonNegativeTwoDecimals.optional(),
  interest: nonNegativeTwoDecimals.optional(),
  discount: discountSchema.optional(),
})

/** Required fields of a creation, as body paths (for prompts and for "missing" messages). */
export const BOLEPIX_REQUIRED_PATHS = [
  'amount',
  'dueDate',
  'expirationAfterPayment',
  'debtor.name',
  'debtor.document',
  'debtor.publicArea',
  'debtor.number',
  'debtor.neighborhood',
  'debtor.city',
  'debtor.state',
  'debtor.postalCode',
] as const

/**
 * The creation request for a given "today" (due dates may not be in the past). Accepts what people type
 * (`150,75`, `01310-100`, `+7d`) and outputs the exact body: keys in the seed's order, amount as a JSON number.
 */
export function bolepixCreateSchema(today: string) {
  return z
    .strictObject({
      order_id: uuid.optional(),
      expirationAfterPayment: intInRange(1, 3650, 'a whole number of days'),
      dueDate: z.string().transform((v, ctx) => {
        const r = parseDueDate(v, today)
        if (!r.ok) {
          ctx.addIssue({code: 'custom', message: r.message})
          return z.NEVER
        }
        return r.value
      }),
      amount: reaisToCentsSchema.transform(centsToReais),
      debtor: debtorSchema,
      instructions: instructionsSchema.optional(),
    })
    .superRefine((body, ctx) => {
      const discount = body.instructions?.discount
      // A discount that leaves nothing to pay is a typo (150 for 1.50, or percent for fixed).
      if (discount && discount.modality === 'percent' && discount.amount >= 100) {
        ctx.addIssue({code: 'custom', path: ['instructions', 'discount', 'amount'], message: 'a percent discount must be less than 100'})
      }
      if (discount && discount.modality === 'fixed' && typeof body.amount === 'number' && discount.amount >= body.amount) {
        ctx.addIssue({code: 'custom', path: ['instructions', 'discount', 'amount'], message: `a fixed discount must be less than the amount (${body.amount})`})
      }
      const limit = discount?.limitDate
      if (limit && body.dueDate && limit.slice(0, 10) > body.dueDate) {
        ctx.addIssue({
          code: 'custom',
          path: ['instructions', 'discount', 'limitDate'],
          message: `must not be after the due date (${body.dueDate})`,
        })
      }
    })
}
export type BolepixCreateBody = z.output<ReturnType<typeof bolepixCreateSchema>>

export const bolepixCancelSchema = z.strictObject({reason: nonEmpty.max(500, 'at most 500 characters')})

// Responses: tolerant (unknown fields pass through; the Beta API may add some).
export const bolepixCreateResponseSchema = z.looseObject({message: z.string().optional(), invoiceId: z.string()})
export const bolepixPdfResponseSchema = z.looseObject({url: z.string()})
export const bolepixCancelResponseSchema = z.looseObject({message: z.string().optional()})

export const invoiceRecordSchema = z.looseObject({
  id: z.string().optional(),
  sellerId: z.string().optional(),
  invoiceId: z.string(),
  status: z.string(),
  insertedAt: z.string().optional(),
  // Beyond the seed: the sandbox (and perhaps the service) also carries these.
  orderId: z.string().optional(),
  amount: z.number().optional(),
  dueDate: z.string().optional(),
  amountPaid: z.number().optional(),
  paidAt: z.string().optional(),
})
export type InvoiceRecord = z.output<typeof invoiceRecordSchema>
export const invoiceListSchema = z.array(invoiceRecordSchema)
