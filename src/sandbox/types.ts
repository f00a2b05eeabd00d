/**
 * The sandbox's internal records, as kept in memory and in the journal. They never cross to the client as such:
 * the resource modules turn them into the shapes of docs/service-interface.md §2 (the tolerant response schemas in src/schemas describe
 * those). Money is integer cents inside; the wire carries what docs/service-interface.md shows.
 */
import type {BolepixCreateBody} from '../schemas/bolepix.js'

export interface Credentials {
  sellerId: string
  marketplaceId: string
  accessToken: string
  clientToken: string
  refreshToken: string
  /** Access tokens retired by a refresh (kept only to answer 401 for them, like any unknown token). */
  retired: number
}

export interface InvoiceRecord {
  id: string
  invoiceId: string
  sellerId: string
  status: 'PENDING' | 'PAID' | 'CANCELLED' | 'EXPIRED'
  insertedAt: string
  updatedAt: string
  orderId: string
  amountCents: number
  dueDate: string
  expirationAfterPayment: number
  debtor: BolepixCreateBody['debtor']
  instructions?: BolepixCreateBody['instructions']
  amountPaidCents?: number
  paidAt?: string
  cancelledAt?: string
  cancelReason?: string
  expiredAt?: string
  /** The codes its PDF prints (sandbox-only fields of the record, docs/sandbox.md), made once at creation. */
  codes?: {digitableLine: string; pixCode: string}
}

/** A card token: never the number, only what PCI DSS lets anyone keep, plus the test card's outcome. */
export interface CardTokenRecord {
  id: string
  token: string
  brand: string
  firstSix: string
  lastFour: string
  approved: boolean
  reason?: string
  errorCode?: string
  insertedAt: string
}

export interface CustomerRecord {
  id: string
  sellerId: string
  data: Record<string, unknown>
  insertedAt: string
}

/** A card saved with `save_card: true`, tied to a customer. */
export interface SavedCardRecord {
  id: string
  customerId: string
  token: string
  holderName: string
  expirationMonth: number
  expirationYear: number
  insertedAt: string
}

export interface OrderRecord {
  id: string
  sellerId: string
  customerId: string | null
  status: 'CREATED' | 'PAID' | 'CANCELLED'
  totalCents: number
  insertedAt: string
  updatedAt: string
}

export type PaymentStatus = 'PRE_AUTHORIZED' | 'PAID' | 'CANCELLED' | 'DECLINED'

/** A card payment in the response shape of docs/service-interface.md §2.8, kept as it is answered. */
export interface PaymentRecord {
  id: string
  session_id: string
  order_id: string
  method: string
  seller_id: string
  marketplace_id: string
  customer_id: string | null
  subscription_id: null
  subtotal_cents: number
  discount_cents: number
  addition_cents: number
  shipping_cents: number
  total_cents: number
  status: PaymentStatus
  device: Record<string, unknown>
  credit: {
    installments: number
    delay_capture: boolean
    save_card: boolean
    credit_card_id: string | null
    credit_card: {token: string; expiration_month: string; expiration_year: string}
  }
  external_id: string | null
  inserted_at: string
  updated_at: string
}

export interface WebhookRecord {
  id: string
  target: string
  events: string[]
  authorization?: string
  inserted_at: string
}

/** An event as recorded and delivered: `{id, event, inserted_at, data}`. */
export interface EventRecord {
  id: string
  event: string
  inserted_at: string
  data: unknown
}

export interface AttemptRecord {
  at: string
  status_code?: number
  error?: string
  duration_ms: number
}

export interface NotificationRecord {
  id: string
  event_id: string
  event: string
  webhook_id: string
  target: string
  status: 'PENDING' | 'DELIVERED' | 'FAILED'
  attempt_count: number
  attempts: AttemptRecord[]
  next_attempt_at?: string
  inserted_at: string
  updated_at: string
  /** Set on a notification created by a manual resend. */
  resent_from?: string
}
