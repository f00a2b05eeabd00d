/** The nearest word to a typo (a mistyped command or flag): Levenshtein distance over small strings. */

/** Levenshtein distance, small strings only. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({length: b.length + 1}, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1))
      prev = tmp
    }
  }
  return row[b.length]!
}

/** The candidate nearest to `typed`, when it is near enough to be a typo (at most 2 edits, or a third of its length). */
export function nearest(typed: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined
  let bestScore = Number.POSITIVE_INFINITY
  for (const candidate of candidates) {
    const score = editDistance(typed, candidate)
    if (score < bestScore) [best, bestScore] = [candidate, score]
  }
  return best !== undefined && bestScore <= Math.max(2, Math.floor(typed.length / 3)) ? best : undefined
}
