/**
 * How Bolepix invoices look to people: the summary lines of one invoice and the columns of a list. Money as
 * `R$ 1.234,56`, times in local time. Only fields the API actually returned are shown.
 */
import type {CancelResponse} from '../api/bolepix.js'
import type {InvoiceRecord} from '../schemas/bolepix.js'
import {formatBrl, parseReais} from '../schemas/cents.js'
import {colorStatus, formatReais, formatTime, type Colors} from './format.js'
import type {Column} from './output.js'
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
 * List columns: invoice id first, status, the amount when any record has one, created (local time), and the order id
 * when any record has one. On a narrow terminal the table leaves out columns from the right (order id, then created),
 * so id, status and amount come first; none of those three is ever shortened.
 */
export function invoiceColumns(records: readonly InvoiceRecord[], colors?: Colors): Column<InvoiceRecord>[] {
  return columnsFor(
    {amount: records.some((r) => r.amount !== undefined), orderId: records.some((r) => r.orderId !== undefined)},
    colors,
  )
}

function columnsFor(has: {amount: boolean; orderId: boolean}, colors?: Colors): Column<InvoiceRecord>[] {
  const columns: Column<InvoiceRecord>[] = [
    {header: 'INVOICE ID', get: (r) => r.invoiceId, keep: true},
    {header: 'STATUS', get: (r) => r.status, style: colors ? (s) => colorStatus(s, colors) : undefined, keep: true},
  ]
  // A shortened amount would be a wrong amount: never shortened.
  if (has.amount) columns.push({header: 'AMOUNT', get: (r) => formatAmount(r.amount), keep: true})
  columns.push({header: 'CREATED', get: (r) => formatTime(r.insertedAt), keep: true})
  if (has.orderId) columns.push({header: 'ORDER ID', get: (r) => r.orderId})
  return columns
}

/**
 * invoiceColumns for records that arrive one at a time (Output.listRows): every column that may be shown; see() each
 * record as it arrives; then shown() gives the indexes of the columns invoiceColumns would give for all of them.
 */
export function streamedInvoiceColumns(colors?: Colors): {
  columns: Column<InvoiceRecord>[]
  see(record: InvoiceRecord): void
  shown(): number[]
} {
  const has = {amount: false, orderId: false}
  const columns = columnsFor({amount: true, orderId: true}, colors)
  return {
    columns,
    see: (r) => {
      if (r.amount !== undefined) has.amount = true
      if (r.orderId !== undefined) has.orderId = true
    },
    shown: () => columnsFor(has).map((c) => columns.findIndex((all) => all.header === c.header)),
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
