/**
 * The sandbox's state: one map per kind of record, in insertion order (lists answer oldest first), and the journal
 * that makes it durable. Every change goes through `put`, which updates the map and queues the journal line;
 * `commit()` resolves once those lines are on disk. In memory (no `--data`), `commit()` resolves at once.
 */
import type {Journal, JournalEntry} from './journal.js'
import type {
  CardTokenRecord,
  Credentials,
  CustomerRecord,
  EventRecord,
  InvoiceRecord,
  NotificationRecord,
  OrderRecord,
  PaymentRecord,
  SavedCardRecord,
  WebhookRecord,
} from './types.js'

export interface Collections {
  invoice: Map<string, InvoiceRecord>
  token: Map<string, CardTokenRecord>
  customer: Map<string, CustomerRecord>
  card: Map<string, SavedCardRecord>
  order: Map<string, OrderRecord>
  payment: Map<string, PaymentRecord>
  webhook: Map<string, WebhookRecord>
  event: Map<string, EventRecord>
  notification: Map<string, NotificationRecord>
}
export type Kind = keyof Collections
type RecordOf<K extends Kind> = Collections[K] extends Map<string, infer R> ? R : never

const KINDS: readonly Kind[] = ['invoice', 'token', 'customer', 'card', 'order', 'payment', 'webhook', 'event', 'notification']

/** The key of each kind of record (a card token is keyed by its token). */
function keyOf(kind: Kind, record: {id?: string; token?: string; invoiceId?: string}): string {
  if (kind === 'token') return record.token!
  if (kind === 'invoice') return record.invoiceId!
  return record.id!
}

export class Store {
  readonly data: Collections = {
    invoice: new Map(),
    token: new Map(),
    customer: new Map(),
    card: new Map(),
    order: new Map(),
    payment: new Map(),
    webhook: new Map(),
    event: new Map(),
    notification: new Map(),
  }
  credentials?: Credentials
  clockOffsetMs = 0
  /** Journal lines replayed at start (to decide on compaction). */
  replayedLines = 0

  constructor(private readonly journal?: Journal) {}

  /** Applies journaled entries (at start). Unknown kinds are ignored, so an older sandbox reads a newer file. */
  replay(entries: readonly JournalEntry[]): void {
    for (const entry of entries) {
      this.replayedLines++
      if (entry.t === 'credentials') this.credentials = entry.v as Credentials
      else if (entry.t === 'clock') this.clockOffsetMs = Number((entry.v as {offset_ms?: unknown}).offset_ms) || 0
      else if (entry.t === 'removed') {
        const {kind, key} = entry.v as {kind?: unknown; key?: unknown}
        if ((KINDS as readonly unknown[]).includes(kind) && typeof key === 'string') this.data[kind as Kind].delete(key)
      } else if ((KINDS as readonly string[]).includes(entry.t)) {
        const kind = entry.t as Kind
        const record = entry.v as RecordOf<typeof kind>
        ;(this.data[kind] as Map<string, unknown>).set(keyOf(kind, record), record)
      }
    }
  }

  get<K extends Kind>(kind: K, key: string): RecordOf<K> | undefined {
    return (this.data[kind] as Map<string, RecordOf<K>>).get(key)
  }

  all<K extends Kind>(kind: K): RecordOf<K>[] {
    return [...(this.data[kind] as Map<string, RecordOf<K>>).values()]
  }

  /** Stores a record (whole; last write wins) and queues its journal line. */
  put<K extends Kind>(kind: K, record: RecordOf<K>): RecordOf<K> {
    ;(this.data[kind] as Map<string, RecordOf<K>>).set(keyOf(kind, record as {id?: string}), record)
    this.journal?.append({t: kind, v: record})
    return record
  }

  /** Removes a record (a webhook deleted through the sandbox-only route) and queues the journal line that says so. */
  remove(kind: Kind, key: string): boolean {
    if (!this.data[kind].delete(key)) return false
    this.journal?.append({t: 'removed', v: {kind, key}})
    return true
  }

  setCredentials(credentials: Credentials): void {
    this.credentials = credentials
    this.journal?.append({t: 'credentials', v: credentials})
  }

  setClockOffset(offsetMs: number): void {
    this.clockOffsetMs = offsetMs
    this.journal?.append({t: 'clock', v: {offset_ms: offsetMs}})
  }

  /** Resolves once every change so far is durable. */
  commit(): Promise<void> {
    return this.journal ? this.journal.flush() : Promise.resolve()
  }

  /** Every live record as journal entries (for compaction). */
  snapshot(): JournalEntry[] {
    const out: JournalEntry[] = []
    if (this.credentials) out.push({t: 'credentials', v: this.credentials})
    if (this.clockOffsetMs) out.push({t: 'clock', v: {offset_ms: this.clockOffsetMs}})
    for (const kind of KINDS) for (const v of this.data[kind].values()) out.push({t: kind, v})
    return out
  }

  /** Rewrites the journal without superseded lines when more than half of it is dead weight. */
  async compactIfWorthIt(): Promise<boolean> {
    if (!this.journal) return false
    const live = this.snapshot()
    if (this.replayedLines < 1000 || this.replayedLines < live.length * 2) return false
    await this.journal.rewrite(live)
    return true
  }

  async close(): Promise<void> {
    await this.journal?.close()
  }
}
