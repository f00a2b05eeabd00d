/**
 * Bolepix (hybrid boleto + Pix) schemas: the creation request (strict: it produces the exact body sent), and the
 * tolerant response and record schemas. Shared by the CLI, the importer and the sandbox.
 */
import {z} from 'zod'
import {cepSchema, documentProblem, documentSchema, normalizeCep, normalizeDocument, UF_CODES, ufSchema} from './brazil.js'
import {intFrom, intInRange, nonEmpty, uuid, UUID_PATTERN} from './common.js'
import {parseDueDate, toSevenFractionDateTime} from './dates.js'
import {centsToReais, nonNegativeTwoDecimals, parseReais, reaisToCentsSchema} from './money.js'

export const BOLEPIX_STATUSES = ['PENDING', 'PAID', 'CANCELLED', 'EXPIRED'] as const
export const BOLEPIX_FINAL_STATUSES = ['PAID', 'CANCELLED', 'EXPIRED'] as const

const DEBTOR_NAME_MAX = 25
const EXPIRATION_DAYS = {min: 1, max: 3650}

export const debtorSchema = z.strictObject({
  name: z.string().trim().min(1, 'must not be empty').max(DEBTOR_NAME_MAX, `at most ${DEBTOR_NAME_MAX} characters`),
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
 * (`150,75`, `01310-100`, `+7d`) and outputs the exact body: keys in the order of docs/service-interface.md §2.1, amount as a JSON number.
 */
export function bolepixCreateSchema(today: string, clock?: string) {
  return z
    .strictObject({
      order_id: uuid.optional(),
      expirationAfterPayment: intInRange(EXPIRATION_DAYS.min, EXPIRATION_DAYS.max, 'a whole number of days'),
      dueDate: z.string().transform((v, ctx) => {
        const r = parseDueDate(v, today, clock)
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
        ctx.addIssue({
          code: 'custom',
          path: ['instructions', 'discount', 'amount'],
          message: `a fixed discount must be less than the amount (${body.amount})`,
        })
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

const CREATE_KEYS = new Set(['order_id', 'expirationAfterPayment', 'dueDate', 'amount', 'debtor', 'instructions'])
const DEBTOR_KEYS = new Set(['name', 'document', 'publicArea', 'number', 'neighborhood', 'city', 'state', 'postalCode'])
const INSTRUCTION_KEYS = new Set(['fine', 'interest'])

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const onlyKeys = (o: Record<string, unknown>, allowed: ReadonlySet<string>) => {
  for (const k in o) if (!allowed.has(k) || o[k] === undefined) return false
  return true
}
const trimmed = (v: unknown, max = Infinity): string | undefined => {
  if (typeof v !== 'string') return undefined
  const t = v.trim()
  return t.length >= 1 && t.length <= max ? t : undefined
}
const reais = (v: unknown, allowZero: boolean): number | undefined => {
  if (typeof v !== 'string' && typeof v !== 'number') return undefined
  const r = parseReais(v, {allowZero})
  return r.ok ? centsToReais(r.cents) : undefined
}

/**
 * bolepixCreateSchema(today) without zod, for the common case of a valid body without a discount (bolepix import
 * checks thousands of rows, and zod costs about four times these checks there). It returns exactly what the schema
 * outputs (same values, same key order), or undefined whenever the body is invalid or unusual (a discount, an
 * unknown or undefined field): the schema then decides, and names every issue. It must never accept what the schema
 * refuses: test/schemas/bolepix-quick.property.test.ts compares the two on fuzzed bodies. Keep them in step.
 */
export function quickBolepixCreate(input: Record<string, unknown>, today: string): BolepixCreateBody | undefined {
  if (!onlyKeys(input, CREATE_KEYS)) return undefined
  let orderId: string | undefined
  if ('order_id' in input) {
    orderId = trimmed(input.order_id)
    if (orderId === undefined || !UUID_PATTERN.test(orderId)) return undefined
  }
  const expirationAfterPayment = intFrom(input.expirationAfterPayment, EXPIRATION_DAYS.min, EXPIRATION_DAYS.max)
  if (expirationAfterPayment === undefined || typeof input.dueDate !== 'string') return undefined
  const due = parseDueDate(input.dueDate, today)
  const amount = reais(input.amount, false)
  const d = input.debtor
  if (!due.ok || amount === undefined || !isRecord(d) || !onlyKeys(d, DEBTOR_KEYS)) return undefined
  const state = typeof d.state === 'string' ? d.state.trim().toUpperCase() : ''
  if (
    typeof d.document !== 'string' ||
    documentProblem(d.document) ||
    typeof d.postalCode !== 'string' ||
    !(UF_CODES as readonly string[]).includes(state)
  )
    return undefined
  const debtor = {
    name: trimmed(d.name, DEBTOR_NAME_MAX),
    document: normalizeDocument(d.document),
    publicArea: trimmed(d.publicArea),
    number: trimmed(d.number),
    neighborhood: trimmed(d.neighborhood),
    city: trimmed(d.city),
    state,
    postalCode: normalizeCep(d.postalCode),
  }
  for (const k in debtor) if (debtor[k as keyof typeof debtor] === undefined) return undefined
  const body: Record<string, unknown> = orderId === undefined ? {} : {order_id: orderId}
  Object.assign(body, {expirationAfterPayment, dueDate: due.value, amount, debtor})
  if ('instructions' in input) {
    const i = input.instructions
    if (!isRecord(i) || !onlyKeys(i, INSTRUCTION_KEYS)) return undefined
    const instructions: Record<string, number> = {}
    for (const k of INSTRUCTION_KEYS) {
      if (!(k in i)) continue
      const v = reais(i[k], true)
      if (v === undefined) return undefined
      instructions[k] = v
    }
    body.instructions = instructions
  }
  return body as BolepixCreateBody
}

export const bolepixCancelSchema = z.strictObject({reason: nonEmpty.max(500, 'at most 500 characters')})

// Responses: tolerant (unknown fields pass through; the Beta API may add some).
export const bolepixCancelResponseSchema = z.looseObject({message: z.string().optional()})
