/**
 * How Bolepix invoices look to people: the summary lines of one invoice and the columns of a list. Money as
 * `R$ 1.234,56`, times in local time. Only fields the API actually returned are shown.
 */
import type {CancelResponse} from '../api/bolepix.js'
import type {InvoiceRecord} from '../schemas/bolepix-answers.js'
import {formatDocument} from '../schemas/documents.js'
import {colorStatus, type Colors} from './format.js'
import {formatDay, formatTime} from '../format/dates.js'
import {formatAmount} from '../format/money.js'
import {maskDocument} from '../format/documents.js'
import type {ListView} from './output.js'
import {INVOICE_FIELDS} from '../schemas/record-fields.js'
import {escapeControl} from '../util/redact.js'
import {displayWidth, graphemePrefix} from './width.js'
import {uniquePrefixLengths} from './short-ids.js'
import {shellWord} from '../util/shell.js'

type Field = [label: string, value: string | number | undefined | null]

/** A document as people write it (`423.189.708-58`), whole. */
const showDocument = (v: unknown): string | undefined => (typeof v === 'string' ? formatDocument(v) : undefined)

const str = (v: unknown): string | undefined => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined)

/** The summary lines of one invoice record (for `get`, `cancel`'s confirmation and `wait`). */
export function invoiceFields(r: InvoiceRecord, colors?: Colors): Field[] {
  const rec = r as Record<string, unknown>
  return [
    ['invoice id', r.invoiceId],
    ['status', colors ? colorStatus(r.status, colors) : r.status],
    ['order id', str(rec.orderId ?? rec.order_id)],
    // The record's own view: the document whole (tables mask it).
    ['debtor', str((r.debtor as {name?: unknown} | undefined)?.name)],
    ['document', showDocument((r.debtor as {document?: unknown} | undefined)?.document)],
    ['amount', formatAmount(r.amount)],
    ['amount paid', formatAmount(r.amountPaid)],
    ['due date', r.dueDate],
    ['created', formatTime(r.insertedAt)],
    ['paid at', formatTime(r.paidAt)],
    ['seller id', r.sellerId],
    ['record id', r.id !== r.invoiceId ? r.id : undefined],
  ]
}

/**
 * `bolepix list`: what people scan a list of charges for is its status, money, due date and who owes it (docs/output.md).
 * Those are kept on a narrow terminal; the creation time and the order id are left out first. Columns of fields the
 * service may not return (the sandbox's records carry them all) appear only when some record has a value.
 */
export function invoiceView(colors: Colors): ListView<InvoiceRecord> {
  const debtor = (r: InvoiceRecord) =>
    r.debtor && typeof r.debtor === 'object' ? (r.debtor as {name?: unknown; document?: unknown}) : undefined
  return {
    empty: 'no Bolepix charges found',
    fields: INVOICE_FIELDS,
    columns: [
      {header: 'INVOICE ID', key: 'invoice', field: 'invoiceId', kind: 'id', get: (r) => r.invoiceId, drop: 0},
      {header: 'STATUS', key: 'status', kind: 'fixed', get: (r) => r.status, style: (s) => colorStatus(s, colors), drop: 0},
      // A shortened amount would be a wrong amount: never cut.
      {header: 'AMOUNT', key: 'amount', kind: 'fixed', align: 'right', get: (r) => formatAmount(r.amount), drop: 0, optional: true},
      {header: 'DUE DATE', key: 'due', field: 'dueDate', kind: 'fixed', get: (r) => r.dueDate, drop: 2, optional: true},
      {
        header: 'DEBTOR',
        key: 'debtor',
        field: 'debtor.name',
        get: (r) => str(debtor(r)?.name),
        drop: 3,
        optional: true,
        comfortable: 16,
        whole: true,
      },
      {
        header: 'DOCUMENT',
        key: 'document',
        field: 'debtor.document',
        kind: 'document',
        get: (r) => str(debtor(r)?.document),
        drop: 5,
        optional: true,
      },
      // The day is enough to tell charges apart on a terminal; the time is in --wide and piped text.
      {
        header: 'CREATED',
        key: 'created',
        field: 'insertedAt',
        kind: 'fixed',
        get: (r) => formatTime(r.insertedAt),
        short: (r) => formatTime(r.insertedAt).slice(0, 10),
        drop: 6,
      },
      {header: 'ORDER ID', key: 'order', field: 'orderId', kind: 'id', get: (r) => r.orderId, drop: 7, optional: true},
    ],
  }
}

/** The summary of one invoice as aligned, escaped lines (for stderr, next to a prompt). */
export function invoiceLines(r: InvoiceRecord, indent = '  '): string[] {
  const shown = invoiceFields(r).filter(([, v]) => v !== undefined && v !== null && v !== '')
  const width = Math.max(...shown.map(([l]) => l.length))
  return shown.map(([label, v]) => `${indent}${label.padEnd(width)}  ${escapeControl(String(v))}`)
}

/** The lines of the human summary after a creation. */
export function createdSummary(
  answer: {invoiceId: string; message?: unknown},
  created: {body: Record<string, unknown>; generatedOrderId?: string},
): {fields: [string, string | undefined][]; next: string[]} {
  const b = created.body
  const orderId = typeof b.order_id === 'string' ? b.order_id : undefined
  const id = answer.invoiceId
  const quoted = shellWord(id)
  return {
    fields: [
      ['invoice id', id],
      ['order id', orderId && created.generatedOrderId ? `${orderId} (generated)` : orderId],
      ['amount', formatAmount(b.amount)],
      ['due date', typeof b.dueDate === 'string' ? b.dueDate : undefined],
      ['message', typeof answer.message === 'string' ? answer.message : undefined],
    ],
    // Each step fits an 80-column terminal on its own line (a UUID id): the file is named after the id's first 8 characters.
    next: [
      `payctl bolepix pdf ${quoted} --output ${/^[\w.-]+$/.test(id) ? id.slice(0, 8) : 'charge'}.pdf`,
      `payctl bolepix get ${quoted}`,
      `payctl bolepix wait ${quoted} --until PAID`,
    ].map(escapeControl),
  }
}

/**
 * What `bolepix create` shows before it asks to send a charge whose fields were asked for: who owes it (the document
 * masked, docs/domain.md#personal-data-lgpd), how much, when, and the fine, interest and discount.
 */
export function createPreviewLines(body: Record<string, unknown>, where?: string): string[] {
  const obj = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {})
  const debtor = obj(body.debtor)
  const instructions = obj(body.instructions)
  const discount = obj(instructions.discount)
  const percent = (v: unknown) => (typeof v === 'number' ? `${String(v).replace('.', ',')}%` : undefined)
  const discountText =
    typeof discount.amount === 'number'
      ? `${discount.modality === 'percent' ? percent(discount.amount) : formatAmount(discount.amount)} until ${formatDay(str(discount.limitDate)) || '?'}`
      : undefined
  const rows: Field[] = [
    ['on', where],
    ['debtor', str(debtor.name)],
    ['document', typeof debtor.document === 'string' ? maskDocument(debtor.document) : undefined],
    ['amount', formatAmount(body.amount)],
    ['due date', str(body.dueDate)],
    [
      'payable until',
      typeof body.expirationAfterPayment === 'number' ? `${body.expirationAfterPayment} days after the due date` : undefined,
    ],
    ['fine', percent(instructions.fine)],
    ['interest', instructions.interest === undefined ? undefined : `${percent(instructions.interest)} a month`],
    ['discount', discountText],
    ['order id', str(body.order_id)],
  ]
  const shown = rows.filter(([, v]) => v !== undefined && v !== '')
  const width = Math.max(...shown.map(([l]) => l.length))
  return ['About to create this charge:', ...shown.map(([l, v]) => `  ${l.padEnd(width)}  ${escapeControl(String(v))}`)]
}

/**
 * The cancel picker's lines, one per charge, in aligned columns: who owes it, how much, when it is due, its status
 * and its short id (the shortest unique prefix, at least 8 characters), so that a charge is recognised at a glance.
 */
export function pickerLabels(records: readonly InvoiceRecord[]): string[] {
  const lengths = uniquePrefixLengths(records.map((r) => r.invoiceId))
  const rows = records.map((r, i) => [
    escapeControl(str((r.debtor as {name?: unknown} | undefined)?.name) ?? ''),
    formatAmount(r.amount) ?? '',
    r.dueDate ? `due ${escapeControl(r.dueDate)}` : '',
    escapeControl(r.status),
    escapeControl(graphemePrefix(r.invoiceId, lengths[i]!)),
  ])
  const widths = rows[0]?.map((_, k) => Math.max(...rows.map((row) => displayWidth(row[k]!)))) ?? []
  const pad = (text: string, k: number) =>
    k === 1 ? ' '.repeat(widths[k]! - displayWidth(text)) + text : text + ' '.repeat(widths[k]! - displayWidth(text))
  return rows.map((row) =>
    row
      .map((cell, k) => (widths[k] === 0 ? undefined : k === row.length - 1 ? cell : pad(cell, k)))
      .filter((c) => c !== undefined)
      .join('  '),
  )
}

/**
 * The human line after a cancellation, with the API's message (escaped) when it says more than that the charge was
 * cancelled: `Charge X cancelled. Bolepix charge cancelled` said it twice.
 */
export function cancelledMessage(invoiceId: string, answer: CancelResponse): string {
  const said = typeof answer.message === 'string' ? answer.message.trim() : ''
  const same = /^(?:bolepix )?(?:charge |invoice )?cancell?ed\.?$/i.test(said)
  return escapeControl(`Charge ${invoiceId} cancelled.${said && !same ? ` ${said}` : ''}`)
}
