/**
 * The `requestState` of a confirmation on MCP 2026-07-28 (docs/mcp.md#confirmations-on-2026-07-28): the server asks
 * the person by answering the call with `input_required`, and the client calls again with the answer and this state.
 * The state travels through the client, so it is treated as an attacker's: it is signed with HMAC-SHA256 under a key
 * made when the server starts (never stored, never sent), and binds the tool, the exact arguments (canonical JSON),
 * the text the person was shown and an expiry; each one confirms at most one write (its nonce is spent when that
 * write is about to be sent, not before: a refused attempt leaves it as it was). The payload carries digests only:
 * the client may read it (it is signed, not encrypted), and learns nothing it did not send or see.
 */
import {createHash, createHmac, randomBytes, timingSafeEqual} from 'node:crypto'
import {DeclinedError} from '../errors.js'
import {canonicalJson} from '../services/import/source.js'

interface Payload {
  /** The tool. */
  t: string
  /** SHA-256 of the arguments' canonical JSON. */
  a: string
  /** SHA-256 of the confirmation text shown. */
  x: string
  /** 16 random bytes: this confirmation's identity (spent once), and the seed of the ids the write generates. */
  n: string
  /** Expiry, milliseconds since the epoch. */
  e: number
}

/** What a verified state says: its nonce and the text digest the person was shown. */
export interface VerifiedState {
  nonce: string
  textDigest: string
}

const b64 = (b: Buffer): string => b.toString('base64url')
const digest = (text: string): string => b64(createHash('sha256').update(text, 'utf8').digest())

/** The digest of a tool's arguments, as the state binds them. */
export const argumentsDigest = (args: unknown): string => digest(canonicalJson(args ?? {}))
/** The digest of a confirmation's text, as the state binds it. */
export const textDigest = (text: string): string => digest(text)

const refused = (why: string) => new DeclinedError(`refused: ${why}; nothing was sent`)

export class RequestStates {
  private readonly key = randomBytes(32)
  /** Spent nonces, with their expiry (past it the state is refused anyway, so the entry goes). */
  private readonly spent = new Map<string, number>()

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private mac(body: string): Buffer {
    return createHmac('sha256', this.key).update(`payctl.mcp.requestState.v1:${body}`, 'utf8').digest()
  }

  /** A fresh nonce (the first round of a confirmation). */
  static nonce(): string {
    return b64(randomBytes(16))
  }

  /** The state for a confirmation shown as `text`, for `tool` called with `args`. */
  mint(tool: string, args: unknown, text: string, nonce: string): string {
    const payload: Payload = {t: tool, a: argumentsDigest(args), x: textDigest(text), n: nonce, e: this.now() + this.ttlMs}
    const body = b64(Buffer.from(JSON.stringify(payload), 'utf8'))
    return `${body}.${b64(this.mac(body))}`
  }

  /**
   * Checks a state the client sent back with a call of `tool` with `args`: made here (its signature), not expired,
   * for this tool and exactly these arguments, not spent. Throws a DeclinedError saying which check failed.
   */
  verify(state: string, tool: string, args: unknown): VerifiedState {
    const [body, mac, extra] = state.split('.')
    const given = mac === undefined || extra !== undefined ? undefined : Buffer.from(mac, 'base64url')
    const expected = body === undefined ? undefined : this.mac(body)
    if (!body || !given || !expected || given.length !== expected.length || !timingSafeEqual(given, expected))
      throw refused('the requestState was not made by this server or was altered (its signature does not match)')
    let p: Payload
    try {
      p = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload
    } catch {
      throw refused('the requestState could not be read')
    }
    if (!(typeof p.e === 'number' && this.now() <= p.e))
      throw refused(
        `the confirmation expired (a person has ${Math.round(this.ttlMs / 60_000)} minutes to answer): call the tool again, without requestState, to be asked anew`,
      )
    if (p.t !== tool) throw refused(`the requestState confirms another tool (${p.t}), not ${tool}`)
    if (p.a !== argumentsDigest(args))
      throw refused(
        'the requestState confirms other arguments than these: call the tool again, without requestState, to be asked about these',
      )
    this.prune()
    if (this.spent.has(p.n))
      throw refused('this confirmation was already used: the write it confirmed was sent once, and is not sent again')
    return {nonce: p.n, textDigest: p.x}
  }

  /**
   * Spends a verified state: called when the write it confirms is about to be sent. Throws if another call spent it
   * first (two retries with one acceptance, at once).
   */
  spend(state: VerifiedState): void {
    this.prune()
    if (this.spent.has(state.nonce))
      throw refused('this confirmation was already used: the write it confirmed was sent once, and is not sent again')
    this.spent.set(state.nonce, this.now() + this.ttlMs)
  }

  private prune(): void {
    const now = this.now()
    for (const [nonce, expiry] of this.spent) if (expiry < now) this.spent.delete(nonce)
  }
}

/**
 * Ids a write generates (an order id), the same on every round of one confirmation: derived from its nonce, so that
 * the retry sends the order id the person was shown. A UUID of version 4's layout.
 */
export function idsFrom(nonce: string): () => string {
  let n = 0
  return () => {
    const h = createHash('sha256').update(`${nonce}:${n++}`).digest()
    h[6] = (h[6]! & 0x0f) | 0x40
    h[8] = (h[8]! & 0x3f) | 0x80
    const x = h.subarray(0, 16).toString('hex')
    return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`
  }
}
