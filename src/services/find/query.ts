/**
 * What `payctl find TEXT` looks for (docs/contract.md#find): the readings of TEXT that make sense — an id or the
 * start of one (8 characters or more), an order id, a CPF or CNPJ in any usual format, an e-mail, an amount, part of
 * a name — each tried on the fields where such a value lives. A text may have several readings (`12345678` is an id
 * prefix and an amount); a record matches when any reading matches one of its fields.
 */
import {UsageError} from '../../errors.js'
import {parseReais} from '../../schemas/cents.js'
import {documentProblem, normalizeDocument} from '../../schemas/documents.js'
import {MIN_PREFIX} from '../lookup.js'

export interface FindQuery {
  /** As typed (trimmed). */
  text: string
  /** Lower-case, for ids: equal to an id, or its start when at least 8 characters long. */
  id?: string
  /** A valid CPF or CNPJ, bare (digits; a CNPJ upper-case). */
  document?: string
  /** Lower-case. */
  email?: string
  cents?: number
  /** Folded (lower-case, no accents, single spaces); its words are looked for in any order (nameMatches). */
  name?: string
}

/** Lower-case, accents removed (`João` → `joao`), runs of spaces as one: how names are compared. */
export function foldName(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
}

/**
 * Whether a name field's value holds every word of the query's name reading, in any order and with other words
 * between: people type `joao silva` for "João da Silva", or the surname first.
 */
export function nameMatches(q: FindQuery, value: string): boolean {
  if (q.name === undefined) return false
  const folded = foldName(value)
  return q.name.split(' ').every((word) => folded.includes(word))
}

/** The readings of TEXT; a usage error (exit 2) when it has none. */
export function parseFindText(raw: string): FindQuery {
  const text = raw.trim()
  if (text === '')
    throw new UsageError('TEXT must not be empty: give an id, an order id, a CPF or CNPJ, an e-mail, an amount or part of a name')
  const q: FindQuery = {text}
  if (/^[\w.:-]+$/.test(text)) q.id = text.toLowerCase()
  // As read aloud over the phone, a document may come with spaces between its groups: a search accepts them (what is
  // sent to the service never does: docs/domain.md#reading-a-document-as-typed).
  const spaced = text.trim().replace(/(?<=[0-9A-Za-z])\s+(?=[0-9A-Za-z])/g, '')
  if (documentProblem(spaced) === undefined) q.document = normalizeDocument(spaced)
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) q.email = text.toLowerCase()
  if (/^(R\$\s*)?\d[\d.,]*$/i.test(text)) {
    const money = parseReais(text)
    if (money.ok) q.cents = money.cents
  }
  // A name has letters and no digits or @; two letters at least, so that one letter does not match half the list.
  const folded = foldName(text)
  if (/\p{L}/u.test(text) && !/[\d@]/.test(text) && folded.replace(/[^a-z]/g, '').length >= 2) q.name = folded
  if (!q.id && !q.document && !q.email && q.cents === undefined && !q.name) {
    throw new UsageError(`TEXT "${text}": not an id, an order id, a CPF or CNPJ, an e-mail, an amount or a name; nothing to look for`)
  }
  return q
}

/** Whether an id field's value matches the query's id reading: equal, or starting with it (8 characters or more). */
export function idMatches(q: FindQuery, value: unknown): boolean {
  if (q.id === undefined || typeof value !== 'string' || value === '') return false
  const v = value.toLowerCase()
  return v === q.id || (q.id.length >= MIN_PREFIX && v.startsWith(q.id))
}
