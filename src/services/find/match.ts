/**
 * Which fields of a record match a find query (services/find/query.ts): the record is walked, and each value is
 * tried with the reading its field's name calls for — ids on id fields (`invoiceId`, `order_id`, `event_id`…),
 * documents on `document`, `cpf` and `cnpj`, e-mails on `email`, amounts on `amount`, `total` and `…_cents`, names on
 * `name` and `…_name`. The seller's own id is on every record and is never matched.
 */
import {reaisToCents} from '../../schemas/cents.js'
import {parseReais} from '../../schemas/cents.js'
import {normalizeDocument} from '../../schemas/documents.js'
import {idMatches, nameMatches, type FindQuery} from './query.js'

/** Fields holding the seller's or the marketplace's id: the same on every record, never a reason to match. */
const OWN_IDS = new Set(['sellerid', 'seller_id', 'marketplaceid', 'marketplace_id'])
const MAX_DEPTH = 8

const isIdField = (key: string) => key === 'id' || /(?:_id|Id)$/.test(key)
const isDocumentField = (key: string) => /^(?:document|cpf|cnpj)$/i.test(key)
const isEmailField = (key: string) => /^e-?mail$/i.test(key)
const isNameField = (key: string) => /(?:^|_)name$|Name$/.test(key)
const isCentsField = (key: string) => /_cents$|Cents$/.test(key)
const isReaisField = (key: string) => /^(?:amount|amountPaid|amount_paid|total|value)$/.test(key)

/** The cents of an amount field's value, when it has one. */
function centsOf(key: string, value: unknown): number | undefined {
  if (isCentsField(key)) return typeof value === 'number' && Number.isInteger(value) ? value : undefined
  if (!isReaisField(key)) return undefined
  if (typeof value === 'number') return Number.isFinite(value) ? reaisToCents(value) : undefined
  if (typeof value === 'string') {
    const r = parseReais(value)
    return r.ok ? r.cents : undefined
  }
  return undefined
}

/** Whether one field's value matches a reading of the query. */
function fieldMatches(q: FindQuery, key: string, value: unknown): boolean {
  if (OWN_IDS.has(key.toLowerCase())) return false
  if (isIdField(key) && idMatches(q, value)) return true
  if (typeof value === 'string') {
    if (q.document && isDocumentField(key) && normalizeDocument(value) === q.document) return true
    if (q.email && isEmailField(key) && value.trim().toLowerCase() === q.email) return true
    if (q.name && isNameField(key) && nameMatches(q, value)) return true
  }
  if (q.cents !== undefined && centsOf(key, value) === q.cents) return true
  return false
}

/** The dotted paths of the fields of `record` that match (`debtor.document`, `data.order_id`), in the record's order. */
export function matchingFields(q: FindQuery, record: unknown, prefix = ''): string[] {
  const out: string[] = []
  const walk = (value: unknown, path: string, depth: number) => {
    if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return
    if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, `${path}[${i}]`, depth + 1))
      return
    }
    for (const [key, v] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key
      if (v !== null && typeof v === 'object') walk(v, at, depth + 1)
      else if (fieldMatches(q, key, v)) out.push(at)
    }
  }
  walk(record, prefix, 0)
  return out
}
