/**
 * No MCP tool takes a card number (docs/mcp.md#card-numbers, docs/card.md): a card number typed into an assistant
 * has already been seen by the model and whoever runs it. A `card_number` field anywhere in the arguments, or any
 * string holding what passes for a card number (13–19 digits passing Luhn), is refused before anything else is
 * done, naming where it was and never repeating it.
 */
import {ValidationError, type ValidationIssue} from '../errors.js'
import {isValidCnpjShape} from '../util/check-digits.js'
import {holdsCardNumber as holdsAny} from '../util/card-number.js'

/** Field names that mean a card number: card_number, cardNumber, card-number, pan… */
const CARD_FIELD = /^(card[\s_-]?(number|num|no)|pan|primary[\s_-]?account[\s_-]?number)$/i
const MAX_DEPTH = 32

const ADVICE =
  'no tool takes a card number: give a number token (from payctl card tokenize, run by a person in a terminal) or a saved card id (credit_card_id) instead'

/** Whether a string holds a card number (and is not a valid CNPJ, whose 14 digits may pass Luhn by chance). */
function holdsCardNumber(value: string): boolean {
  return holdsAny(value) && !isValidCnpjShape(value.replace(/[.\-/\s]/g, '').toUpperCase())
}

/** Where the arguments nest deeper than MAX_DEPTH (the first such path of each branch), or [] . */
export function tooDeepPaths(args: unknown): string[] {
  const found: string[] = []
  const walk = (value: unknown, path: string, depth: number) => {
    if (value === null || typeof value !== 'object') return
    if (depth > MAX_DEPTH) {
      found.push(path)
      return
    }
    for (const [key, v] of Array.isArray(value) ? value.entries() : Object.entries(value))
      walk(v, typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key, depth + 1)
  }
  walk(args, '', 0)
  return found
}

/** Where the arguments carry a card number (paths), without the values; what is deeper than MAX_DEPTH is not searched. */
export function cardNumberPaths(args: unknown): string[] {
  const found: string[] = []
  const walk = (value: unknown, path: string, depth: number) => {
    if (depth > MAX_DEPTH) return
    if (typeof value === 'string') {
      if (holdsCardNumber(value)) found.push(path || '(the arguments)')
      return
    }
    if (typeof value === 'number' && Number.isInteger(value) && holdsCardNumber(String(value))) {
      found.push(path || '(the arguments)')
      return
    }
    if (Array.isArray(value)) {
      value.forEach((v, i) => walk(v, `${path}[${i}]`, depth + 1))
      return
    }
    if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key
        if (CARD_FIELD.test(key.trim())) found.push(at)
        else if (holdsCardNumber(key)) found.push(`${path || '(the arguments)'} (a field name)`)
        else walk(v, at, depth + 1)
      }
    }
  }
  walk(args, '', 0)
  return found
}

/**
 * Throws a ValidationError (nothing sent) naming every place a card number was given. Arguments nested deeper than
 * any tool's go (more than MAX_DEPTH levels) are refused first, as too deep: they are not searched, so not accepted.
 */
export function refuseCardNumbers(args: unknown): void {
  const deep = tooDeepPaths(args)
  if (deep.length > 0) {
    throw new ValidationError(
      deep.map((path) => ({path, message: `nested too deep (more than ${MAX_DEPTH} levels; no tool's arguments go so deep)`})),
      'arguments nested too deep, nothing was sent',
    )
  }
  const paths = cardNumberPaths(args)
  if (paths.length === 0) return
  const issues: ValidationIssue[] = paths.map((path) => ({path, message: 'a card number (not repeated here)'}))
  throw new ValidationError([...issues, {path: '', message: ADVICE}], 'card number refused, nothing was sent')
}
