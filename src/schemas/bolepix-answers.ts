/**
 * The Bolepix answers payctl reads, as zod-free record shapes (schemas/record-shape.ts): the one definition of each,
 * checked on the paths that must not load zod (`bolepix list`, `get` and `wait`; a bulk import's thousands of
 * creation answers). Tolerant: fields not named here pass through, as the Beta API may add fields.
 */
import type {RecordShape, ShapedRecord} from './record-shape.js'

/** A record of GET /bolepix/invoices and GET /bolepix/invoices/{invoiceId} (docs/service-interface.md §2.4). */
export const INVOICE_RECORD_SHAPE = {
  id: 'string?',
  sellerId: 'string?',
  invoiceId: 'string',
  status: 'string',
  insertedAt: 'string?',
  // Beyond the seed: the sandbox (and perhaps the service) also carries these (docs/decisions.md).
  orderId: 'string?',
  amount: 'number?',
  dueDate: 'string?',
  amountPaid: 'number?',
  paidAt: 'string?',
  debtor: 'object?',
  // Sandbox-only (docs/sandbox.md): the codes its PDF prints.
  digitableLine: 'string?',
  pixCode: 'string?',
} as const satisfies RecordShape
export type InvoiceRecord = ShapedRecord<typeof INVOICE_RECORD_SHAPE>

/** The answer to POST /api/v2/payments/bolepix (docs/service-interface.md §2.2). */
export const CREATE_ANSWER_SHAPE = {
  message: 'string?',
  invoiceId: 'string',
} as const satisfies RecordShape
export type CreateInvoiceResponse = ShapedRecord<typeof CREATE_ANSWER_SHAPE>

/** The answer to GET /api/v2/payments/bolepix/{invoiceId}/pdf (docs/service-interface.md §2.3). */
export const PDF_ANSWER_SHAPE = {url: 'string'} as const satisfies RecordShape
export type PdfResponse = ShapedRecord<typeof PDF_ANSWER_SHAPE>
