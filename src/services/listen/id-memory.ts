/**
 * The listener's memory of event ids (docs/listen.md#limits): what counts repeats and, with --forward-to, what the
 * app acknowledged. Bounded by count and by size, never by trust in the sender: an id longer than SHORT_ID_CHARS is
 * kept as a SHA-256 digest, and when the ids kept pass either limit the oldest tenth is forgotten in one walk.
 */
import {createHash} from 'node:crypto'

/** Ids up to this many characters are kept as they are; longer ones as a digest (docs/listen.md#limits). */
export const SHORT_ID_CHARS = 128
/**
 * What one remembered id is counted as: the Map entry and the string's header (measured on Node 20: about 52 bytes
 * plus one per character of a one-byte string), plus two bytes per character, so the count is an upper bound even
 * for ids of two-byte characters.
 */
const ENTRY_BYTES = 64
/** Digest keys start with NUL: an id that does is digested too, so a kept id and a digest never meet. */
const DIGEST_MARK = '\u0000'

/** The key an event id is remembered under: the id itself when short, else a marked SHA-256 digest (45 characters). */
export function idKey(id: string): string {
  return id.length <= SHORT_ID_CHARS && id.charCodeAt(0) !== 0 ? id : DIGEST_MARK + createHash('sha256').update(id).digest('base64')
}

const costOf = (key: string) => ENTRY_BYTES + 2 * key.length

export interface IdMemoryLimits {
  /** How many ids at most (200,000). */
  maxIds?: number
  /** How many bytes of ids at most, counted as ENTRY_BYTES plus two per character (32 MiB). */
  maxBytes?: number
}

/** A map from event-id keys (`idKey`) to V, oldest forgotten first once either limit is passed. */
export class IdMemory<V> {
  private readonly map = new Map<string, V>()
  private total = 0
  private readonly maxIds: number
  private readonly maxBytes: number

  constructor(limits: IdMemoryLimits = {}) {
    this.maxIds = limits.maxIds ?? 200_000
    this.maxBytes = limits.maxBytes ?? 32 * 1024 * 1024
  }

  get size(): number {
    return this.map.size
  }

  /** The bytes the kept ids are counted as. */
  get bytes(): number {
    return this.total
  }

  get(key: string): V | undefined {
    return this.map.get(key)
  }

  /** Sets a key's value; a new key is the newest (an existing one keeps its place). */
  set(key: string, value: V): void {
    const size = this.map.size
    this.map.set(key, value)
    if (this.map.size === size) return
    this.total += costOf(key)
    if (this.map.size > this.maxIds || this.total > this.maxBytes) this.forgetOldest()
  }

  /**
   * Forgets the oldest ids until both counts are at most nine tenths of their limits (the newest id stays), in one walk. Deleting only the
   * first entry each time is quadratic: a Map keeps deleted entries in place until it rehashes, so every
   * `keys().next()` walks past all the earlier deletions (after 200,000 notifications the listener's throughput fell
   * by half; docs/performance.md).
   */
  private forgetOldest(): void {
    const ids = Math.floor(this.maxIds * 0.9)
    const bytes = Math.floor(this.maxBytes * 0.9)
    for (const key of this.map.keys()) {
      if ((this.map.size <= ids && this.total <= bytes) || this.map.size === 1) break
      this.map.delete(key)
      this.total -= costOf(key)
    }
  }
}
