/** The typed events the webhook receiver emits (STYLE.md habit 8: the engine is silent, a presenter prints). */

/** What happened to a notification relayed to the local app (--forward-to). */
export type ForwardOutcome =
  | {kind: 'answered'; status: number; ms: number; address: string}
  | {kind: 'down'; detail: string}
  | {kind: 'timeout'; ms: number}
  /** The app already acknowledged this event id (2XX): answered 2XX without forwarding it again. */
  | {kind: 'acknowledged'}
  /** Answered an error on purpose (--fail-first): not forwarded. */
  | {kind: 'held'}

/** A notification that passed every check (method, token, size, type, JSON) and matched --event. */
export interface ReceivedNotification {
  /** UTC ISO 8601. */
  receivedAt: string
  /** The event id (`id` of the payload), or null when the payload has none. */
  id: string | null
  event: string | null
  /** How many times this event id was received before (0 the first time). */
  repeat: number
  /** The HTTP status answered (with --forward-to, the app's; 502 down, 504 too slow). */
  status: number
  /** The parsed payload. */
  body: unknown
  /** The payload exactly as received (valid JSON: it parsed). */
  raw: string
  forward?: ForwardOutcome
}

export type RejectReason = 'method' | 'auth' | 'too-large' | 'media-type' | 'invalid-json' | 'not-object'

export type ReceiverEvent =
  | {type: 'listening'; url: string; host: string; port: number}
  | {type: 'rejected'; status: number; reason: RejectReason; method: string; path: string; remote: string; detail: string}
  /** A notification answered 200 but not printed: it did not match --event. */
  | {type: 'filtered'; id: string | null; event: string | null}
  /** The app answered (first time, or from another address than before): which address, for `localhost` puzzles. */
  | {type: 'forward-address'; url: string; address: string}
  /** A client the server cut: headers or body too slow (slowloris), malformed HTTP. */
  | {type: 'client-error'; code: string; remote: string}
  /** Printing failed (stdout closed, disk full): notifications are now answered 503 and the listener stops. */
  | {type: 'output-failed'; error: Error}
  | {type: 'stopping'; inFlight: number}
  | {type: 'stopped'; stats: ReceiverStats}

export interface ReceiverStats {
  received: number
  printed: number
  filtered: number
  repeats: number
  rejected: number
}

/** The presenter side: `notification` must call `done` once the notification is durably printed; the answer waits. */
export interface ReceiverObserver {
  notification(n: ReceivedNotification, done: (err?: Error | null) => void): void
  event(e: ReceiverEvent): void
}
