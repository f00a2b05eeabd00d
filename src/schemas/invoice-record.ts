/**
 * A Bolepix record of GET /bolepix/invoices (seed §4.4), as a zod-free shape for the list's read path. It must
 * accept what `invoiceRecordSchema` (schemas/bolepix.ts) accepts: test/foundation/record-shape.test.ts holds them
 * to it.
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
