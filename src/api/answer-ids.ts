/**
 * The ids an answer carries where they can be read at a glance, for a write whose answer did not fit
 * (docs/contract.md#unknown-outcome): `id`, `invoiceId`, `order_id`, `data.id`… at most two levels deep, so that a
 * person or a script has something to look up even when payctl could not read the answer as a whole.
 */
import {escapeControl} from '../util/redact.js'

const ID_KEY = /^(id|.*[a-z0-9](Id|ID|_id))$/
const MAX_IDS = 8
const MAX_LENGTH = 200

/** `{"id": "inv1", "data.order_id": "o-1"}`: the id fields of `body` by dotted path, in the answer's order. */
export function answerIds(body: unknown): Record<string, string> {
  const ids: Record<string, string> = {}
  let found = 0
  const walk = (value: unknown, path: string, depth: number): void => {
    if (!value || typeof value !== 'object' || depth > 2) return
    const entries = Array.isArray(value) ? value.slice(0, 3).map((v, i) => [`[${i}]`, v] as const) : Object.entries(value)
    for (const [key, v] of entries) {
      if (found >= MAX_IDS) return
      const at = Array.isArray(value) ? `${path}${key}` : path ? `${path}.${key}` : key
      const text = typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : undefined
      if (text && text.length <= MAX_LENGTH && !Array.isArray(value) && ID_KEY.test(key)) {
        ids[escapeControl(at)] = escapeControl(text)
        found++
      } else walk(v, at, depth + 1)
    }
  }
  walk(body, '', 1)
  return ids
}
