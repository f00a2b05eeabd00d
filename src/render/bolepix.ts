/**
 * How Bolepix invoices look to people: the summary lines of one invoice and the columns of a list. Money as
 * `R$ 1.234,56`, times in local time. Only fields the API actually returned are shown.
 */
import type {CancelResponse} from '../api/bolepix.js'
import type {InvoiceRecord} from '../schemas/bolepix-answers.js'
import {formatBrl, parseReais} from '../schemas/cents.js'
import {colorStatus, formatReais, formatTime, type Colors} from './format.js'
import type {ListView} from './output.js'
import {INVOICE_FIELDS} from '../schemas/record-fields.js'
import {escapeControl} from '../util/redact.js'

type Field = [label: string, value: string | number | undefined | null]

/** An amount as the API or the user gave it (a JSON number in reais, or text such as `150,75`) → `R$ 150,75`. */
export function formatAmount(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? formatReais(value) : undefined
  if (typeof value === 'string') {
    const r = parseReais(value)
    return r.ok ? formatBrl(r.cents) : value
  }
  return undefined
}

const str = (v: unknown): string | undefined => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined)

/** The summary lines of one invoice record (for `get`, `cancel`'s confirmation and `wait`). */
export function invoiceFields(r: InvoiceRecord, colors?: Colors): Field[] {
  const rec = r as Record<string, unknown>
  return [
    ['invoice id', r.invoiceId],
    ['status', colors ? colorStatus(r.status, colors) : r.status],
    ['order id', str(rec.orderId ?? rec.order_id)],
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
  const debtor = (r: InvoiceRecord) => (r.debtor && typeof r.debtor === 'object' ? (r.debtor as {name?: unknown; document?: unknown}) : undefined)
  return {
    empty: 'no Bolepix charges found',
    fields: INVOICE_FIELDS,
    columns: [
      {header: 'INVOICE ID', key: 'invoice', kind: 'id', get: (r) => r.invoiceId, drop: 0},
      {header: 'STATUS', key: 'status', kind: 'fixed', get: (r) => r.status, style: (s) => colorStatus(s, colors), drop: 0},
      // A shortened amount would be a wrong amount: never cut.
      {header: 'AMOUNT', key: 'amount', kind: 'fixed', get: (r) => formatAmount(r.amount), drop: 0, optional: true},
      {header: 'DUE DATE', key: 'due', kind: 'fixed', get: (r) => r.dueDate, drop: 2, optional: true},
      {header: 'DEBTOR', key: 'debtor', get: (r) => str(debtor(r)?.name), drop: 3, optional: true, comfortable: 16},
      {header: 'DOCUMENT', key: 'document', kind: 'document', get: (r) => str(debtor(r)?.document), drop: 5, optional: true},
      // The day is enough to tell charges apart on a terminal; the time is in --wide and piped text.
      {header: 'CREATED', key: 'created', kind: 'fixed', get: (r) => formatTime(r.insertedAt), short: (r) => formatTime(r.insertedAt).slice(0, 10), drop: 6},
      {header: 'ORDER ID', key: 'order', kind: 'id', get: (r) => r.orderId, drop: 7, optional: true},
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
export function createdSummary(answer: {invoiceId: string; message?: unknown}, created: {body: Record<string, unknown>; generatedOrderId?: string}): {fields: [string, string | undefined][]; next: string[]} {
  const b = created.body
  const orderId = typeof b.order_id === 'string' ? b.order_id : undefined
  const id = answer.invoiceId
  const quoted = /^[\w.:-]+$/.test(id) ? id : `'${id.replace(/'/g, `'\\''`)}'`
  return {
    fields: [
      ['invoice id', id],
      ['order id', orderId && created.generatedOrderId ? `${orderId} (generated)` : orderId],
      ['amount', formatAmount(b.amount)],
      ['due date', typeof b.dueDate === 'string' ? b.dueDate : undefined],
      ['message', typeof answer.message === 'string' ? answer.message : undefined],
    ],
    next: [
      `payctl bolepix pdf ${quoted} --output ${/^[\w.-]+$/.test(id) ? id : 'charge'}.pdf`,
      `payctl bolepix get ${quoted}`,
      `payctl bolepix wait ${quoted} --until PAID`,
    ].map(escapeControl),
  }
}

/** One line per PENDING charge for the picker. */
export function pickerLabel(r: InvoiceRecord): string {
  return [r.invoiceId, formatAmount(r.amount), r.dueDate ? `due ${r.dueDate}` : undefined, r.insertedAt ? `created ${formatTime(r.insertedAt)}` : undefined]
    .filter(Boolean)
    .join('  ')
}

/** The human line after a cancellation, with the API's message (escaped). */
export function cancelledMessage(invoiceId: string, answer: CancelResponse): string {
  const message = typeof answer.message === 'string' && answer.message.trim() !== '' ? ` ${answer.message.trim()}` : ''
  return escapeControl(`Charge ${invoiceId} cancelled.${message}`)
}
