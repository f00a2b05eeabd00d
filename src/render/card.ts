/** How card payments read for people: the lines of `card pay`, `card capture` and `card cancel`, and the test cards. */
import {formatBrl} from '../format/money.js'
import {maskDocument} from '../format/documents.js'
import type {Payment} from '../schemas/card.js'
import type {ChargePreview} from '../services/card/pay.js'
import {escapeControl} from '../util/redact.js'
import type {TestCardRow} from '../services/card/test-cards.js'
import type {Output} from './output.js'
import {CellRows, tableChunks, tsvHeader, tsvRow, type Column} from './table.js'

export type Field = [label: string, value: string | number | undefined | null]

/**
 * The next commands for a payment in this state, each a whole field (a command is never wrapped in the middle): a
 * pre-authorization is captured or cancelled.
 */
export function nextSteps(payment: Pick<Payment, 'id' | 'status'>): Field[] {
  if (payment.status !== 'PRE_AUTHORIZED') return []
  return [
    ['next', `payctl card capture ${payment.id}`],
    ['or', `payctl card cancel ${payment.id}`],
    ['note', 'an uncaptured pre-authorization is reversed after a few days'],
  ]
}

/**
 * A card payment's amount as payctl can know it: the request carries none (docs/decisions.md#amount-of-a-card-payment), so
 * the total is the order's, and is said to be: `R$ 100,00, the order's total`.
 */
export function orderTotal(totalCents: unknown): string | undefined {
  return typeof totalCents === 'number' ? `${formatBrl(totalCents)}, the order's total` : undefined
}

/** payment id, status, total in reais, installments, order and the rest, then the next step. */
export function paymentFields(payment: Payment, extra: Field[] = []): Field[] {
  const credit = payment.credit
  return [
    ['payment', payment.id],
    ['status', payment.status],
    ['total', orderTotal(payment.total_cents)],
    ['installments', credit?.installments],
    ['order', payment.order_id],
    ['session', payment.session_id],
    ['customer', payment.customer_id],
    ['external id', payment.external_id],
    ['saved card', credit?.credit_card_id],
    ...extra,
    ...nextSteps(payment),
  ]
}

/** What `card pay` shows before it asks to charge (stderr, on a terminal): nothing it cannot know, the amount included. */
export function chargePreviewLines(p: ChargePreview, where?: string): string[] {
  const card =
    'brand' in p.card
      ? `${p.card.brand} ending in ${p.card.lastFour}`
      : 'token' in p.card
        ? `token ${p.card.token}`
        : `saved card ${p.card.savedCard}`
  const c = p.customer
  const customer = !c
    ? "the order's customer"
    : 'id' in c
      ? `customer ${c.id}`
      : [c.name, c.email, c.document ? maskDocument(c.document) : undefined].filter(Boolean).join(', ')
  const rows: Field[] = [
    ['on', where],
    ['order', p.orderId],
    ['amount', "the order's total (the request carries no amount; the answer shows what was charged)"],
    ['installments', p.installments],
    ['card', card],
    ['customer', customer],
    ['capture', p.delayCapture ? 'later: pre-authorized only (--delay-capture)' : undefined],
  ]
  const shown = rows.filter(([, v]) => v !== undefined && v !== '')
  const width = Math.max(...shown.map(([l]) => l.length))
  return ['About to charge:', ...shown.map(([l, v]) => `  ${l.padEnd(width)}  ${escapeControl(String(v))}`)]
}

const TEST_CARD_COLUMNS: Column<TestCardRow>[] = [
  {header: 'NUMBER', key: 'number', kind: 'fixed', get: (r) => r.number, drop: 0},
  {header: 'BRAND', key: 'brand', kind: 'fixed', get: (r) => r.brand, drop: 2},
  // The outcome is what people came for: whole, the brand (the number's first digit tells it) gives way at 80 columns.
  {
    header: 'OUTCOME',
    key: 'outcome',
    get: (r) => r.outcome,
    short: (r) => (r.approved ? '✓ approved' : `✗ ${r.outcome.replace(/^not authorized: /, '')}`),
    drop: 0,
    whole: true,
  },
  {header: 'ERROR CODE', key: 'error-code', kind: 'fixed', get: (r) => r.error_code ?? '', drop: 1},
]

/**
 * The sandbox's test cards, in the three forms of Output.list (JSON array, table on a terminal, TSV). Output redacts
 * anything that looks like a card number, which would make this list useless; these numbers are public constants (no
 * input, no secrets), so they are written to the output's streams directly.
 */
export function printTestCards(output: Output, rows: readonly TestCardRow[]): void {
  if (output.json) {
    output.printJson(rows, {redact: false})
    return
  }
  if (output.isTTY) {
    const cells = new CellRows(TEST_CARD_COLUMNS.map((c) => (c.short ? {...c, get: c.short} : c)))
    for (const row of rows) cells.add(row)
    output.stdout.write([...tableChunks(cells, {width: output.width, color: output.colors.enabled})].join(''))
    output.info('Any future expiry and any CVV work; any other Luhn-valid number is approved.')
    return
  }
  output.stdout.write(tsvHeader(TEST_CARD_COLUMNS) + rows.map((r) => tsvRow(TEST_CARD_COLUMNS, r)).join(''))
}
