/**
 * Bolepix answers as zod-free shapes, for the paths that must not load zod: a record of GET /bolepix/invoices (seed
 * §4.4, `bolepix list`) and the answer to a creation (`bolepix import`'s 2,000 of them). Each must accept what its
 * zod schema in schemas/bolepix.ts accepts: test/foundation/record-shape.test.ts holds them to it.
 */
import type {RecordShape} from './record-shape.js'

export const INVOICE_RECORD_SHAPE: RecordShape = {
  id: 'string?',
  sellerId: 'string?',
  invoiceId: 'string',
  status: 'string',
  insertedAt: 'string?',
  // Beyond the seed: the sandbox (and perhaps the service) also carries these.
  orderId: 'string?',
  amount: 'number?',
  dueDate: 'string?',
  amountPaid: 'number?',
  paidAt: 'string?',
}

/** The answer to POST /api/v2/payments/bolepix (seed §4.1), as `bolepixCreateResponseSchema`. */
export const CREATE_ANSWER_SHAPE: RecordShape = {
  message: 'string?',
  invoiceId: 'string',
}
