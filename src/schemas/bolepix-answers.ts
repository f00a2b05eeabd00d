/**
 * The Bolepix answers payctl reads, as zod/mini schemas: the one definition of each, checked on the paths of the most
 * frequent commands (`bolepix list`, `get` and `wait`; a bulk import's thousands of creation answers). zod/mini, not
 * zod: its part of zod loads in a fraction of the time (docs/performance.md). Tolerant: fields not named here pass
 * through, as the Beta API may add fields; the checked answer is handed on as the API sent it (schemas/answer.ts
 * answerAsSent), so `--json` prints it unchanged.
 */
import * as z from 'zod/mini'

/** A record of GET /bolepix/invoices and GET /bolepix/invoices/{invoiceId} (docs/service-interface.md §2.4). */
export const invoiceRecordSchema = z.looseObject({
  id: z.optional(z.string()),
  sellerId: z.optional(z.string()),
  invoiceId: z.string(),
  status: z.string(),
  insertedAt: z.optional(z.string()),
  // Beyond the seed: the sandbox (and perhaps the service) also carries these (docs/decisions.md).
  orderId: z.optional(z.string()),
  amount: z.optional(z.number()),
  dueDate: z.optional(z.string()),
  amountPaid: z.optional(z.number()),
  paidAt: z.optional(z.string()),
  debtor: z.optional(z.looseObject({})),
  // Sandbox-only (docs/sandbox.md): the codes its PDF prints.
  digitableLine: z.optional(z.string()),
  pixCode: z.optional(z.string()),
})
export type InvoiceRecord = z.output<typeof invoiceRecordSchema>

/** The answer to POST /api/v2/payments/bolepix (docs/service-interface.md §2.2). */
export const createAnswerSchema = z.looseObject({
  message: z.optional(z.string()),
  invoiceId: z.string(),
})
export type CreateInvoiceResponse = z.output<typeof createAnswerSchema>

/** The answer to GET /api/v2/payments/bolepix/{invoiceId}/pdf (docs/service-interface.md §2.3). */
export const pdfAnswerSchema = z.looseObject({url: z.string()})
export type PdfResponse = z.output<typeof pdfAnswerSchema>
