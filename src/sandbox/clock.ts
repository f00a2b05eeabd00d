/**
 * The sandbox's sense of time and identity, injectable for deterministic tests. Sandbox time is a base clock
 * (the wall clock unless one is injected) plus an offset that `POST /_sandbox/clock` moves forward; the offset is
 * journaled, so a restarted sandbox keeps its time. Delivery retries wait real time (timers), not sandbox time.
 */
import {randomBytes, randomUUID} from 'node:crypto'
import {localDate} from '../schemas/dates.js'

/** A source of instants (injected in tests). */
export type NowFn = () => Date
/** A source of UUIDs (injected in tests). */
export type IdFn = () => string

export class SandboxClock {
  private offset = 0

  constructor(private readonly base: NowFn = () => new Date()) {}

  /** Sandbox time. */
  now(): Date {
    return new Date(this.base().getTime() + this.offset)
  }

  /** Sandbox time as an ISO 8601 UTC string. */
  iso(): string {
    return this.now().toISOString()
  }

  /** The sandbox's local calendar date (what "today" means for due dates and birth dates). */
  today(): string {
    return localDate(this.now())
  }

  get offsetMs(): number {
    return this.offset
  }

  /** Restores a journaled offset. */
  setOffset(ms: number): void {
    this.offset = ms
  }

  advance(ms: number): void {
    this.offset += ms
  }
}

/** Random UUIDs (v4). */
export const randomId: IdFn = () => randomUUID()

/**
 * A random secret with a recognisable prefix (`sbx_access_…`) and 128 bits of entropy, written with the 16 letters
 * `a`–`p` (4 bits each): no digits, so that no run of a token can ever look like a card number to the redactor or to
 * a test that searches files for one (hex tokens had 13-digit runs often enough to mask part of a token, and to fail
 * such a test about one run in fifty).
 */
export function randomSecret(prefix: string): string {
  const letters = 'abcdefghijklmnop'
  return prefix + [...randomBytes(16)].map((byte) => letters.charAt(byte >> 4) + letters.charAt(byte & 15)).join('')
}
