/**
 * `--sort` on the lists of records (docs/decisions.md#sorting-lists): `--sort status,amount:desc` orders the records
 * by these fields of the record (schemas/record-fields.ts, as --fields names them), each ascending or `:desc`. What a
 * field holds decides how it compares (cell-kind.ts, by its name): amounts and counts as numbers, dates and
 * date-times by the instant they name, text by Unicode code point (as `LC_ALL=C sort`: the same order on every
 * machine). A record without the field comes last, in either direction; ties keep the service's order (stable).
 */
import {UsageError} from '../errors.js'
import {didYouMean} from '../util/nearest.js'
import {getPath} from '../util/object-path.js'
import {cellKind, type CellKind} from './cell-kind.js'

/** One key of a sort: a record field, and its direction. */
export interface SortKey {
  field: string
  descending: boolean
}

/**
 * The keys of a --sort value (`status,amount:desc`), each field one of `fields`. Every mistake is named at once:
 * unknown fields with the fields there are, a direction that is neither `asc` nor `desc`, a `-amount` (the
 * spelling of other tools) with the one to write. The message follows `--sort: ` (oclif's parse error).
 */
export function parseSort(text: string, fields: readonly string[]): SortKey[] {
  const items = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (items.length === 0) throw new UsageError(`no field given; the fields are ${fields.join(', ')}`)
  const keys: SortKey[] = []
  const problems: string[] = []
  const unknown: string[] = []
  const typed: string[] = []
  for (const item of items) {
    const colon = item.lastIndexOf(':')
    const field = colon < 0 ? item : item.slice(0, colon)
    const order = colon < 0 ? 'asc' : item.slice(colon + 1).toLowerCase()
    if (order !== 'asc' && order !== 'desc') problems.push(`"${shown(item)}": the order after ":" is asc or desc`)
    if (fields.includes(field)) keys.push({field, descending: order === 'desc'})
    else if (field.startsWith('-') && fields.includes(field.slice(1)))
      problems.push(`"${shown(item)}": for descending write ${field.slice(1)}:desc`)
    else {
      unknown.push(`"${shown(field)}"`)
      typed.push(field)
    }
  }
  if (unknown.length > 0)
    problems.push(
      `no field ${unknown.join(', ')}${/\d{9}/.test(typed.join()) ? '' : didYouMean(typed, fields)}; the fields are ${fields.join(', ')}`,
    )
  if (problems.length > 0) throw new UsageError(problems.join('; '))
  return keys
}

/** A value typed by a person, quoted in a message: a long run of digits (a card number pasted in the wrong place) is not repeated. */
const shown = (value: string) => (/\d{9}/.test(value) ? '…' : value)

/** What a field's value sorts as: a number (amounts, counts, instants), text, or missing (undefined, always last). */
type SortValue = number | string | undefined

const DECIMAL = /^-?\d+(\.\d+)?$/

/** The sort value of one field's value, by the field's kind (cell-kind.ts). */
export function sortValue(value: unknown, kind: CellKind): SortValue {
  if (value === undefined || value === null || value === '') return undefined
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : kind === 'text' ? String(value) : value
  if (typeof value === 'boolean') return value ? 1 : 0
  // A list (a notification's attempts, a webhook's events) sorts by how many it holds.
  if (Array.isArray(value)) return value.length
  if (typeof value !== 'string') return JSON.stringify(value)
  if ((kind === 'reais' || kind === 'cents') && DECIMAL.test(value.trim())) return Number(value)
  if (kind === 'date' || kind === 'datetime') {
    const t = Date.parse(value)
    if (!Number.isNaN(t)) return t
  }
  return value
}

/**
 * Code point order (what `LC_ALL=C sort` does with UTF-8), not UTF-16 unit order: a character beyond U+FFFF (an
 * emoji, a surrogate pair) comes after U+E000–U+FFFF, as its code point says. No locale, no ICU collator.
 */
export function compareText(a: string, b: string): number {
  const n = Math.min(a.length, b.length)
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i)
    let y = b.charCodeAt(i)
    if (x === y) continue
    if (x >= 0xd800 && y >= 0xd800) {
      // Surrogates (D800–DFFF) stand for code points above FFFF: move them above E000–FFFF.
      x += x >= 0xe000 ? -0x800 : 0x2000
      y += y >= 0xe000 ? -0x800 : 0x2000
    }
    return x - y
  }
  return a.length - b.length
}

/** Numbers before text (a field that is mostly numbers); each compared as what it is. */
function compareValues(x: number | string, y: number | string): number {
  if (typeof x === 'number') return typeof y === 'number' ? x - y : -1
  return typeof y === 'number' ? 1 : compareText(x, y)
}

interface Keyed<T> {
  row: T
  values: SortValue[]
}

/** Compares two keyed rows by the keys in turn; missing values last whatever the direction; 0 on a tie. */
function comparator(keys: readonly SortKey[]): (a: Keyed<unknown>, b: Keyed<unknown>) => number {
  return (a, b) => {
    for (let i = 0; i < keys.length; i++) {
      const x = a.values[i]
      const y = b.values[i]
      if (x === undefined || y === undefined) {
        if (x !== y) return x === undefined ? 1 : -1
        continue
      }
      const c = compareValues(x, y)
      if (c !== 0) return keys[i]!.descending ? -c : c
    }
    return 0
  }
}

/**
 * The rows a source hands over, sorted by `keys` of each row's record, and how many it handed over. Every row is
 * read (the first in order may come last). Without a limit all of them are kept; with `limit` at most 2 × limit at a
 * time: when the buffer is full it is sorted and cut back to the first `limit` (Array.prototype.sort is stable, and
 * the rows kept stay ahead of the later ones, so ties keep the service's order).
 */
export async function sortedRows<T>(
  each: (emit: (row: T) => void | Promise<void>) => Promise<unknown>,
  keys: readonly SortKey[],
  record: (row: T) => unknown,
  limit?: number,
): Promise<{rows: T[]; total: number}> {
  const kinds = keys.map((k) => cellKind(k.field))
  const compare = comparator(keys)
  let kept: Keyed<T>[] = []
  let total = 0
  await each((row) => {
    total++
    const r = record(row)
    kept.push({row, values: keys.map((k, i) => sortValue(getPath(r, k.field), kinds[i]!))})
    if (limit !== undefined && kept.length >= 2 * limit) kept = kept.sort(compare).slice(0, limit)
  })
  kept.sort(compare)
  return {rows: (limit === undefined ? kept : kept.slice(0, limit)).map((k) => k.row), total}
}
