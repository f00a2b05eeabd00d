/**
 * Shortest unique prefixes for ids, as git shows short hashes: the rule itself is util/prefix.ts (shared with
 * services' find); this is its form for a table too big to hold its ids.
 */
import {uniquePrefixLengths} from '../util/prefix.js'

export {uniquePrefixLengths}

/**
 * uniquePrefixLengths for a list too big to hold its ids (a table of 100,000 rows, whose cells CellRows keeps off the
 * heap), in two passes. `add` takes each id as its row arrives and keeps only, per `min`-character prefix, a 53-bit
 * hash of the one id seen under it or a mark that several distinct ids were. If any prefix is shared, `settle` reads
 * the ids once more and runs uniquePrefixLengths on the distinct ids of the shared prefixes alone (an id needs more
 * than `min` characters only to differ from ids sharing its first `min`). Two distinct ids sharing a prefix and a
 * 53-bit hash would be taken for repeats of one id (odds about 2^-53 per pair). Keeping the ids of 100,000 rows, and a
 * Set and a Map of them, once per id column, had cost the table +57 MB of peak memory (docs/performance.md, "Big lists").
 */
export class PrefixLengths {
  // An open-addressing table in typed arrays (no string or entry object per id): the prefix's hash + 1 (0: an empty
  // slot), and the hash of the one id seen under it, or SHARED. Two prefixes with one hash only send their ids to
  // the exact pass, which never errs.
  private keys = new Float64Array(1024)
  private values = new Float64Array(1024)
  private used = 0
  private longestShort = 0
  private exact: Map<string, number> | undefined
  private static readonly SHARED = -1

  constructor(private readonly min = 8) {}

  /** The first pass: one id, as its row arrives. */
  add(id: string): void {
    this.longestShort = Math.max(this.longestShort, Math.min(id.length, this.min))
    // An id of exactly `min` characters counts: a longer id it begins must show one more character.
    if (id.length < this.min) return
    const i = this.slot(hash53(id.slice(0, this.min)) + 1, true)
    const hash = hash53(id)
    if (this.values[i] === 0) this.values[i] = hash + 1
    else if (this.values[i] !== hash + 1) this.values[i] = PrefixLengths.SHARED
  }

  /** Whether some prefix is shared: then `settle` must read the ids again. */
  get needsSecondPass(): boolean {
    for (let i = 0; i < this.values.length; i++) if (this.values[i] === PrefixLengths.SHARED) return true
    return false
  }

  /** The second pass: the ids under shared prefixes (sharesPrefix; others are ignored) get their exact lengths. */
  settle(ids: Iterable<string>): void {
    const shared = new Set<string>()
    for (const id of ids) if (this.sharesPrefix(id)) shared.add(id)
    const distinct = [...shared]
    const lengths = uniquePrefixLengths(distinct, this.min)
    this.exact = new Map(distinct.map((id, k) => [id, lengths[k]!]))
  }

  /** How many characters of `id` to show. */
  lengthOf(id: string): number {
    if (id.length < this.min) return id.length
    return this.sharesPrefix(id) ? (this.exact?.get(id) ?? id.length) : this.min
  }

  /** The longest length any id gets. */
  widest(): number {
    let widest = this.longestShort
    for (const n of this.exact?.values() ?? []) widest = Math.max(widest, n)
    return widest
  }

  /** Whether `id`'s first `min` characters begin another id too (after the first pass). */
  sharesPrefix(id: string): boolean {
    return id.length >= this.min && this.values[this.slot(hash53(id.slice(0, this.min)) + 1, false)] === PrefixLengths.SHARED
  }

  /** The slot of `key` (linear probing), claimed for it when `claim`; the table doubles past half full. */
  private slot(key: number, claim: boolean): number {
    if (claim && (this.used + 1) * 2 > this.keys.length) this.grow()
    const size = this.keys.length
    let i = key % size
    while (this.keys[i] !== 0 && this.keys[i] !== key) i = (i + 1) % size
    if (claim && this.keys[i] === 0) {
      this.keys[i] = key
      this.used++
    }
    return i
  }

  private grow(): void {
    const {keys, values} = this
    this.keys = new Float64Array(keys.length * 2)
    this.values = new Float64Array(keys.length * 2)
    this.used = 0
    for (let i = 0; i < keys.length; i++) {
      if (keys[i] === 0) continue
      this.values[this.slot(keys[i]!, true)] = values[i]!
    }
  }
}

/** A 53-bit FNV-1a hash of a string's UTF-16 code units (two 32-bit halves with different offsets). */
function hash53(text: string): number {
  let a = 0x811c9dc5
  let b = 0x050c5d1f
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    a = Math.imul(a ^ c, 0x01000193)
    b = Math.imul(b ^ c, 0x01000193)
  }
  return (a >>> 0) * 0x200000 + ((b >>> 0) & 0x1fffff)
}
