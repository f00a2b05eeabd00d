/**
 * The ids of a bulk action (`bolepix cancel -`, `card capture -`, `card cancel -`), read from what was piped in
 * (docs/scripting.md#bulk-actions-from-stdin): a JSON array (of ids, or of records with an id field), JSON Lines of
 * records, or text with one id per line, where a line of tab-separated text gives its first column (payctl's own TSV
 * header row is skipped). Everything is checked before anything is sent: an id that cannot go in a URL path, or that
 * holds a card number (which would land in the URL and in logs), refuses the whole input, named by its line or item
 * and never repeated.
 */
import {UsageError} from '../../errors.js'
import {holdsCardNumber} from '../../util/redact.js'

export interface IdsInput {
  /** The fields of a record that carry its id, in order of preference (`invoiceId`, then `id`). */
  keys: readonly string[]
  /** What the ids are, for messages ("invoice id"). */
  what: string
}

export interface ReadIds {
  /** The ids in the order given, each once. */
  ids: string[]
  /** How many ids were given more than once (each is acted on once). */
  repeated: number
}

/** The header row of payctl's own tab-separated lists: its first cell names an id column (`INVOICE ID`, `ID`). */
const TSV_HEADER = /^[A-Z][A-Z ]*\bID$/

const isObject = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v)

/** The id a record carries (its first key in `keys` holding a non-empty string, else the same inside `data`). */
function idOfRecord(record: Record<string, unknown>, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const v = Object.hasOwn(record, key) ? record[key] : undefined
    if (typeof v === 'string' && v !== '') return v
  }
  // An answer in its envelope, as `card pay --json` prints it: {"data": {"id": …}}.
  return isObject(record.data) ? idOfRecord(record.data, keys) : undefined
}

/** An id from one JSON value: a string, or a record carrying one. */
function idOfValue(value: unknown, where: string, input: IdsInput): string {
  if (typeof value === 'string') return value
  if (isObject(value)) {
    const id = idOfRecord(value, input.keys)
    if (id !== undefined) return id
    throw new UsageError(`${where}: a record without ${input.keys.map((k) => `"${k}"`).join(' or ')} (nothing was sent)`)
  }
  throw new UsageError(
    `${where}: expected ${input.what}s as strings or records with ${input.keys.map((k) => `"${k}"`).join(' or ')}, not ${value === null ? 'null' : typeof value} (nothing was sent)`,
  )
}

function parseJson(text: string): {ok: true; value: unknown} | {ok: false} {
  try {
    return {ok: true, value: JSON.parse(text)}
  } catch {
    return {ok: false}
  }
}

/** The ids with where each came from, as given (before the checks). */
function rawIds(text: string, input: IdsInput): {id: string; where: string}[] {
  const trimmed = text.replace(/^\ufeff/, '').trim()
  if (trimmed === '') return []
  // One JSON document: an array (`--json` of a list), an envelope {"data": [...]}, one record, or one string.
  if (/^[[{"]/.test(trimmed)) {
    const whole = parseJson(trimmed)
    if (whole.ok) {
      const value = isObject(whole.value) && Array.isArray(whole.value.data) ? whole.value.data : whole.value
      if (Array.isArray(value))
        return value.map((v, i) => ({id: idOfValue(v, `item ${i + 1} of the JSON array`, input), where: `item ${i + 1}`}))
      return [{id: idOfValue(value, 'the JSON value on stdin', input), where: 'the JSON value'}]
    }
    if (trimmed.startsWith('[')) throw new UsageError('stdin starts like a JSON array but is not valid JSON (nothing was sent)')
  }
  // Lines: JSON Lines of records or strings, or text (one id per line, or tab-separated text: its first column).
  const out: {id: string; where: string}[] = []
  const lines = trimmed.split(/\r?\n/)
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim()
    const where = `line ${index + 1}`
    if (line === '') continue
    if (line.startsWith('{') || line.startsWith('"')) {
      const parsed = parseJson(line)
      if (!parsed.ok) throw new UsageError(`${where}: not valid JSON (nothing was sent)`)
      out.push({id: idOfValue(parsed.value, where, input), where})
      continue
    }
    const first = raw.includes('\t') ? raw.split('\t')[0]!.trim() : line
    if (index === 0 && raw.includes('\t') && TSV_HEADER.test(first)) continue
    out.push({id: first, where})
  }
  return out
}

/**
 * Reads and checks the ids piped in. Throws a UsageError (exit 2, nothing sent) naming the line or item of the first
 * id that cannot be sent: empty, `.` or `..` (no URL path can carry them), control characters, or a card number.
 */
export function readIds(text: string, input: IdsInput): ReadIds {
  const ids: string[] = []
  const seen = new Set<string>()
  let repeated = 0
  for (const {id, where} of rawIds(text, input)) {
    if (holdsCardNumber(id)) {
      throw new UsageError(
        `${where}: refused: it holds what looks like a card number (not repeated here), never sent as ${input.what}; nothing was sent`,
      )
    }
    if (id === '' || id === '.' || id === '..')
      throw new UsageError(`${where}: "${id}" cannot be sent as ${input.what} in a URL path (nothing was sent)`)
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f-\u009f]/.test(id)) throw new UsageError(`${where}: ${input.what} holds control characters (nothing was sent)`)
    if (seen.has(id)) {
      repeated++
      continue
    }
    seen.add(id)
    ids.push(id)
  }
  return {ids, repeated}
}
