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
  /** The session registered a webhook for this listener (--register). */
  | {type: 'registered'; id?: string; target: string; events: string[]}
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

/**
 * Where a listener's lines go, durably (services/listen/sink.ts): the presenter hands each notification's text to it,
 * and `done` runs only once the text has been taken by stdout and, with --output, written and synced to the file.
 */
export interface ListenSink {
  /** Whether an --output file is open (then every notification also needs its JSON line). */
  readonly hasFile: boolean
  /** A notification's stdout text and, with --output, its JSON line for the file. */
  notification(text: string, fileLine: string | undefined, done: (err?: Error | null) => void): void
  /** Other text for stdout (start-up lines), in order with the notifications, not waited for. */
  stdout(text: string): void
  /** Resolves once everything handed over so far is written. */
  drained(): Promise<void>
}

/** A presenter: the receiver's observer, printing through a ListenSink. */
export type ListenPresenterFactory = (sink: ListenSink) => ReceiverObserver

/** What the start-up lines say about this run. */
export interface StartupInfo {
  /** The token, when it was generated (printed once); undefined when the user gave it. */
  generatedToken?: string
  patterns?: string[]
  forwardTo?: string
  forwardTimeoutMs?: number
  respondStatus?: number
  failFirst?: number
  outputFile?: string
  /** A webhook is being registered for this listener (no need to say how to register one). */
  registering?: boolean
}
