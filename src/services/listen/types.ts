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
  /**
   * The HTTP status to answer (with --forward-to, the app's; 502 down, 504 too slow), once the line is recorded;
   * 503 instead when it cannot be (RecordOutcome).
   */
  status: number
  /** The parsed payload. */
  body: unknown
  /** The payload exactly as received (valid JSON: it parsed). */
  raw: string
  forward?: ForwardOutcome
}

export type RejectReason = 'method' | 'auth' | 'too-large' | 'media-type' | 'invalid-json' | 'not-object' | 'too-deep'

export type ReceiverEvent =
  | {type: 'listening'; url: string; host: string; port: number}
  | {type: 'rejected'; status: number; reason: RejectReason; method: string; path: string; remote: string; detail: string}
  /** A notification answered 200 but not printed: it did not match --event. */
  | {type: 'filtered'; id: string | null; event: string | null}
  /** The app answered (first time, or from another address than before): which address, for `localhost` puzzles. */
  | {type: 'forward-address'; url: string; address: string}
  /** A client the server cut: headers or body too slow (slowloris), malformed HTTP. */
  | {type: 'client-error'; code: string; remote: string}
  /**
   * One notification's line could not be formed (its serialisation or the --jq program crashed on it): it was answered
   * UNPRINTABLE_STATUS and not printed; the listener goes on (docs/listen.md#receiving-rules).
   */
  | {type: 'unprintable'; id: string | null; status: number; detail: string}
  /** Printing failed (stdout closed, disk full): notifications are now answered 503 and the listener stops. */
  | {type: 'output-failed'; error: Error}
  /**
   * The --output file did not end with a newline when the listener started (docs/listen.md, "Nothing answered 2XX
   * is lost"): `truncated` removed the `bytes` of a payctl line cut short, `newline` started a new line after them.
   */
  | {type: 'output-repaired'; file: string; action: 'truncated' | 'newline'; bytes: number}
  /**
   * The session registered a webhook for this listener (--register); `removedOnStop` when it will delete it as it
   * stops (a payctl sandbox: the only place a deletion exists).
   */
  | {type: 'registered'; id?: string; target: string; events: string[]; removedOnStop?: boolean}
  /** The registered webhook was deleted as the listener stopped, or could not be (`error`). */
  | {type: 'unregistered'; id: string; error?: string}
  | {type: 'stopping'; inFlight: number}
  | {type: 'stopped'; stats: ReceiverStats}

export interface ReceiverStats {
  received: number
  printed: number
  filtered: number
  repeats: number
  rejected: number
}

/** What became of a notification's line (services/listen/sink.ts). */
export interface RecordOutcome {
  /**
   * The line is durably written: with --output, written and synced to the file; without, taken by stdout. The
   * notification is answered its status; otherwise 503, and that is the status its stdout line shows.
   */
  recorded: boolean
  /** Writing failed (stdout or the file): the listener answers 503 from now on and stops. */
  error?: Error
  /**
   * This notification's line could not be formed (a serialisation error, a crash of the --jq program on it): why, in
   * payctl's words. Nothing of it was written; it is answered UNPRINTABLE_STATUS, and the listener goes on.
   */
  unprintable?: string
}

/** The presenter side: `notification` must call `done` once the notification's line is written (or failed); the answer waits. */
export interface ReceiverObserver {
  notification(n: ReceivedNotification, done: (outcome: RecordOutcome) => void): void
  event(e: ReceiverEvent): void
}

/** A notification's lines, as the presenter makes them for a ListenSink. */
export interface NotificationLines {
  /** The status the notification is to be answered once recorded. */
  status: number
  /** With --output: its JSON line for the file, stating `status` (formed by the sink, which catches a failure). */
  file?: () => string
  /** Its stdout text, stating the status actually answered (formed once that is known: after the file's outcome). */
  stdout(answered: number): string
}

/**
 * Where a listener's lines go, durably (services/listen/sink.ts): the presenter hands each notification's lines to
 * it, and `done` runs only once the file line is written and synced (with --output) and then the stdout text taken.
 */
export interface ListenSink {
  /** Whether an --output file is open (then every notification also needs its JSON line). */
  readonly hasFile: boolean
  notification(lines: NotificationLines, done: (outcome: RecordOutcome) => void): void
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
