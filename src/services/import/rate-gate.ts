/**
 * The shared pause of an import: when any request is answered 429, every worker waits together (for Retry-After
 * when the service sends one), instead of each one hammering the service on its own schedule. The Transport puts it in
 * front of its sender (its `gate` option, api/sender.ts gatedSender), so it sees every attempt, retries included, and
 * costs one await per request.
 */
import {NetworkError} from '../../errors.js'
import type {Gate} from '../../api/sender.js'
import {parseRetryAfter} from '../../api/transport.js'

/** A request that was held back and never sent (the import is stopping). Safe: nothing reached the server. */
export class NotSentError extends NetworkError {
  override readonly code = 'not_sent'
}

export class RateGate implements Gate {
  private until = 0
  private streak = 0
  private closedReason?: string
  private readonly sleepers = new Set<() => void>()

  /** `onPause(ms, fromRetryAfter)` is told about each new or longer pause. */
  constructor(private readonly onPause: (ms: number, fromRetryAfter: boolean) => void = () => undefined) {}

  /** Resolves when requests may go; throws NotSentError once the gate is closed. */
  async pass(): Promise<void> {
    for (;;) {
      if (this.closedReason !== undefined) throw new NotSentError(`not sent: ${this.closedReason}`)
      const wait = this.until - Date.now()
      if (wait <= 0) return
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer)
          this.sleepers.delete(wake)
          resolve()
        }
        const timer = setTimeout(wake, wait)
        this.sleepers.add(wake)
      })
    }
  }

  /** Called with every answer: a 429 starts (or lengthens) the shared pause. */
  observe(status: number, retryAfter: string | string[] | undefined, now = Date.now()): void {
    if (status !== 429) {
      this.streak = 0
      return
    }
    this.streak++
    const given = parseRetryAfter(retryAfter, now)
    // Without Retry-After: 0.5 s, 1 s, 2 s, then 4 s while the 429s keep coming.
    const ms = given ?? Math.min(4_000, 500 * 2 ** (this.streak - 1))
    if (now + ms > this.until) {
      this.until = now + ms
      this.onPause(ms, given !== undefined)
    }
  }

  /** Releases every waiting request as not sent, and refuses new ones (Ctrl-C, or a failure that stops the import). */
  close(reason: string): void {
    this.closedReason ??= reason
    for (const wake of [...this.sleepers]) wake()
  }

  get closed(): boolean {
    return this.closedReason !== undefined
  }
}
