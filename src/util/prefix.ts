/** Short ids (docs/output.md#principles): the one rule, used by every list (render/short-ids.ts) and by `payctl find`. */

/**
 * The shortest prefix of each id, at least `min` characters, that no other id in the list starts with (git's short
 * hashes): `3b4eaa1d` for a UUID unless another one starts with the same eight characters. An id that appears more
 * than once (the resource of several events) is one id: its repeats share its prefix. Ids shorter than `min` are
 * kept whole.
 */
export function uniquePrefixLengths(ids: readonly string[], min = 8): number[] {
  const distinct = [...new Set(ids)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const common = (a: string, b: string) => {
    let n = 0
    while (n < a.length && n < b.length && a.charCodeAt(n) === b.charCodeAt(n)) n++
    return n
  }
  const length = new Map<string, number>()
  for (let k = 0; k < distinct.length; k++) {
    const id = distinct[k]!
    const before = k > 0 ? common(id, distinct[k - 1]!) : 0
    const after = k + 1 < distinct.length ? common(id, distinct[k + 1]!) : 0
    length.set(id, Math.min(id.length, Math.max(min, before + 1, after + 1)))
  }
  return ids.map((id) => length.get(id)!)
}
