/**
 * The fields of each list command's record, dotted, in a fixed order: the columns of `--csv` and what `--fields`
 * may pick (docs/scripting.md). The same set and order every time for a command, whatever the data: a field a record
 * lacks is an empty cell (CSV) or null (--fields). No zod here: command files import these at load time.
 */

/** `bolepix list`, `bolepix get`: the invoice record (docs/service-interface.md §2.4, docs/decisions.md#invoice-records). */
export const INVOICE_FIELDS = [
  'id',
  'invoiceId',
  'sellerId',
  'status',
  'insertedAt',
  'orderId',
  'amount',
  'dueDate',
  'debtor.name',
  'debtor.document',
  'amountPaid',
  'paidAt',
  'digitableLine',
  'pixCode',
] as const

/** `events list`: the event as delivered, and the fields of its resource people filter on. */
export const EVENT_FIELDS = [
  'id',
  'event',
  'inserted_at',
  'data.id',
  'data.invoiceId',
  'data.order_id',
  'data.orderId',
  'data.status',
  'data.amount',
  'data.total_cents',
  'data.external_id',
] as const

/** `events notifications`: a webhook delivery (docs/decisions.md#event-and-notification-records). */
export const NOTIFICATION_FIELDS = [
  'id',
  'event_id',
  'event',
  'webhook_id',
  'target',
  'status',
  'attempt_count',
  'next_attempt_at',
  'inserted_at',
  'updated_at',
  'attempts',
] as const

/** `webhook list` (the authorization token masked). */
export const WEBHOOK_FIELDS = ['id', 'target', 'events', 'authorization', 'inserted_at'] as const

/** `webhook health`: one webhook's deliveries in the window and its verdict (docs/events.md#payctl-webhook-health). */
export const WEBHOOK_HEALTH_FIELDS = [
  'webhook_id',
  'target',
  'verdict',
  'delivered',
  'retrying',
  'failed',
  'success_rate',
  'consecutive_failures',
  'last_error',
  'last_error_at',
  'last_success_at',
  'next_attempt_at',
] as const

/** `config list`. */
export const SETTING_FIELDS = ['key', 'value', 'source', 'secret'] as const

/** `config profiles` (tokens masked). */
export const PROFILE_FIELDS = [
  'name',
  'current',
  'baseUrl',
  'sellerId',
  'accessToken',
  'clientToken',
  'refreshToken',
  'tokens.access',
  'tokens.client',
  'tokens.refresh',
] as const

/** `card test-cards`. */
export const TEST_CARD_FIELDS = ['number', 'brand', 'approved', 'outcome', 'error_code'] as const

/** Whether `path` names one of `fields`, or an object that holds some of them (`debtor` for `debtor.name`). */
export function isKnownField(path: string, fields: readonly string[]): boolean {
  return fields.some((f) => f === path || f.startsWith(`${path}.`))
}

/** `find`: one match (docs/contract.md#find); `record` is the charge, event or notification as the API sent it. */
export const FIND_FIELDS = ['kind', 'id', 'status', 'matched', 'record'] as const
