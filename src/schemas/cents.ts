/**
 * Pure money helpers (formatting, and parsing what people type) with no zod import, so that the renderer and the
 * list commands can format and read amounts without loading zod. `money.ts` re-exports them; docs/performance.md.
 */

/** Reais (a JSON number from the API) to cents, rounding away representation noise. */
export const reaisToCents = (reais: number): number => Math.round(reais * 100)

/** Cents as Brazilians read money: `R$ 1.234,56`. */
export function formatBrl(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(Math.round(cents))
  const int = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return `${sign}R$ ${int},${String(abs % 100).padStart(2, '0')}`
}

/** Largest amount accepted, in cents (R$ 10 billion), far inside the exact-integer range of a double. */
export const MAX_CENTS = 1_000_000_000_000

export type MoneyResult = {ok: true; cents: number} | {ok: false; message: string}

/**
 * A lone separator followed by exactly three digits (`150,755`, `1.000`) reads two ways: both written out, the one
 * the separator suggests to a Brazilian first (a comma is decimal, a point groups thousands). The decimal reading is
 * rounded to two decimals, with the separator as typed: `150,755` → `150,76` or `150.755,00`.
 */
function groupAmbiguity(intPart: string, sep: string, fracPart: string): string {
  const thousands = `${intPart}.${fracPart},00 (thousands)`
  const cents = Number(intPart) * 100 + Math.round(Number(fracPart) / 10)
  const rounded = fracPart.endsWith('0') ? '' : ', rounded'
  const decimal = `${Math.trunc(cents / 100)}${sep}${String(cents % 100).padStart(2, '0')} (two decimals${rounded})`
  const readings = sep === ',' ? `${decimal} or ${thousands}` : `${thousands} or ${decimal}`
  return `three digits follow the ${sep === ',' ? 'comma' : 'point'}, so it reads two ways: write ${readings}`
}

/**
 * Parses reais as people type them: `150.75`, `150,75`, `1.234,56`, `1,234.56`, `1234`, `R$ 10,00`.
 * The last separator is the decimal one; any earlier ones must group thousands by three. A lone separator followed
 * by exactly three digits (`1.000`, `123,456`) could be either, so it is refused as ambiguous, saying how to write
 * each reading (docs/contract.md#bolepix-charges); a refusal quotes what was typed and says what is wrong with it
 * (`"150,755": three digits follow the comma, …`).
 */
export function parseReais(input: string | number, options: {allowZero?: boolean} = {}): MoneyResult {
  const r = readReais(input, options)
  return r.ok ? r : {ok: false, message: `${typeof input === 'string' ? JSON.stringify(input.trim()) : String(input)}: ${r.message}`}
}

function readReais(input: string | number, {allowZero = false} = {}): MoneyResult {
  let text: string
  const typed = typeof input === 'string'
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return {ok: false, message: 'must be a number'}
    text = String(input)
    if (/e/i.test(text)) return {ok: false, message: 'must be a plain decimal number'}
  } else {
    text = input.trim().replace(/^R\$\s*/i, '')
  }
  if (text === '') return {ok: false, message: 'must be an amount such as 150.75 or 150,75'}
  if (text.startsWith('-')) return {ok: false, message: allowZero ? 'must be 0 or more' : 'must be greater than 0'}
  if (!/^[\d.,]+$/.test(text)) return {ok: false, message: 'must be an amount such as 150.75 or 150,75'}
  if (/[.,]{2}/.test(text)) return {ok: false, message: 'two separators in a row: remove one'}
  if (/\d[.,]$/.test(text)) {
    // `150,75.`: say so, and suggest the amount without it when that reads one way.
    const without = text.slice(0, -1)
    const hint = readReais(without, {allowZero}).ok ? ` (${without})` : ''
    return {ok: false, message: `ends with a separator: remove the trailing "${text.at(-1)}"${hint}`}
  }
  const lastSep = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','))
  let intPart = text
  let fracPart = ''
  if (lastSep >= 0) {
    const sep = text[lastSep]!
    intPart = text.slice(0, lastSep)
    fracPart = text.slice(lastSep + 1)
    const other = sep === '.' ? ',' : '.'
    if (intPart.includes(sep)) {
      // The same separator twice: only thousands grouping with no decimals (1.234.567), which we refuse as ambiguous.
      return {ok: false, message: 'ambiguous amount: write the decimals explicitly (1.234.567,00 or 1234567)'}
    }
    // `1.000`: one thousand to a Brazilian, one to others. A JSON number has no thousands separator.
    if (typed && fracPart.length === 3 && /^[1-9]\d{0,2}$/.test(intPart))
      return {ok: false, message: groupAmbiguity(intPart, sep, fracPart)}
    if (intPart.includes(other)) {
      if (!/^\d{1,3}(?:[.,]\d{3})+$/.test(intPart) || intPart.includes(sep)) {
        return {ok: false, message: 'thousands separators must group digits by three (1.234,56)'}
      }
      intPart = intPart.split(other).join('')
    }
  }
  if (!/^\d+$/.test(intPart || '0') || (fracPart !== '' && !/^\d+$/.test(fracPart))) {
    return {ok: false, message: 'must be an amount such as 150.75 or 150,75'}
  }
  if (lastSep >= 0 && fracPart === '') return {ok: false, message: 'must be an amount such as 150.75 or 150,75'}
  if (fracPart.length > 2) return {ok: false, message: 'at most two decimals'}
  const digits = (intPart || '0').replace(/^0+(?=\d)/, '')
  if (digits.length > 13) return {ok: false, message: 'amount too large'}
  const cents = Number(digits) * 100 + Number(fracPart.padEnd(2, '0') || '0')
  if (cents > MAX_CENTS) return {ok: false, message: 'amount too large'}
  if (cents === 0 && !allowZero) return {ok: false, message: 'must be greater than 0'}
  return {ok: true, cents}
}
