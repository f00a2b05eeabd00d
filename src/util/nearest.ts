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

/**
 * Words people type for a field or flag that payctl names otherwise: a CPF or a CNPJ is a document
 * (`--cpf` → `--debtor-document`, `--customer-cpf` where there is one).
 */
const SYNONYMS: Readonly<Record<string, readonly string[]>> = {cpf: ['document'], cnpj: ['document']}

/** `--debtor-document` → `document`, `debtor.name` → `name`: the last word of a dashed or dotted name, lower-case. */
const lastWord = (name: string) => name.replace(/^-+/, '').split(/[-.]/).at(-1)!.toLowerCase()

/**
 * What someone who typed `typed` most likely meant among `candidates`: the same name in other case; the one name it
 * is the start of (`due` → `dueDate`, `--due` → `--due-date`); the one name whose last word it is, or a synonym of it
 * (`name` → `debtor.name`, `--cpf` → `--debtor-document`); else the nearest by edit distance (nearest).
 */
export function suggest(typed: string, candidates: readonly string[]): string | undefined {
  const lower = typed.toLowerCase()
  const same = candidates.find((c) => c.toLowerCase() === lower)
  if (same) return same
  const one = (found: readonly string[]) => (found.length === 1 ? found[0] : undefined)
  const bare = lower.replace(/^-+/, '')
  if (bare.length >= 2) {
    const started = one(candidates.filter((c) => c.toLowerCase().startsWith(lower)))
    if (started) return started
    for (const word of [bare, ...(SYNONYMS[bare] ?? [])]) {
      const ending = one(candidates.filter((c) => lastWord(c) === word))
      if (ending) return ending
    }
  }
  return nearest(typed, candidates)
}

/** ` (did you mean dueDate?)` after one unknown name (quoted or not) near one of `names`, else nothing. */
export function didYouMean(unknown: readonly string[], names: readonly string[]): string {
  const near = unknown.length === 1 ? suggest(unknown[0]!.replace(/^"|"$/g, ''), names) : undefined
  return near ? ` (did you mean ${near}?)` : ''
}
