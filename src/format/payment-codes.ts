/**
 * `bolepix decode`: the fields of a boleto line or a Pix code for people (aligned `label  value` lines), and as JSON
 * (each field named, amounts in reais and in cents, dates YYYY-MM-DD: docs/bolepix.md#bolepix-decode-text).
 */
import type {MatchResult} from '../services/bolepix/decode.js'
import {formatBrl} from '../schemas/cents.js'
import type {BoletoCode, CollectionCode, PaymentCode, PixCode} from '../schemas/payment-codes.js'
import type {Labelled} from './labelled.js'

const money = (cents: number | null): string => (cents === null ? 'not in the code (the payer types it)' : formatBrl(cents))

/** An amount in cents as both JSON numbers: reais (a 2-decimal number) and exact integer cents. */
const amounts = (cents: number | null) => ({amount: cents === null ? null : cents / 100, amountCents: cents})

function boletoFields(b: BoletoCode): Labelled[] {
  return [
    ['kind', `boleto (${b.input === 'typed-line' ? 'typed line' : 'barcode'})`],
    ['bank', b.bank.name ? `${b.bank.code} ${b.bank.name}` : b.bank.code],
    ['currency', `${b.currency.code} (${b.currency.name})`],
    ['amount', money(b.amountCents)],
    ['due date', b.dueDate ?? 'none (factor 0000)'],
    ['due factor', b.dueDateFactor],
    // ' | ' between the groups: a symbol, not a separator of the card-number rule (schemas/payment-codes.ts).
    ['free field', b.freeField.join(' | ')],
    [
      'check digits',
      `all right (field 1: ${b.checkDigits[0]!.digit}, field 2: ${b.checkDigits[1]!.digit}, field 3: ${b.checkDigits[2]!.digit}, general: ${b.checkDigits[3]!.digit})`,
    ],
    ['typed line', b.typedLineFormatted],
    ['barcode', b.barcode],
  ]
}

function collectionFields(c: CollectionCode): Labelled[] {
  const v = c.valueIndicator
  const digits = c.checkDigits.map((d) => `${d.field}: ${d.digit}`).join(', ')
  return [
    ['kind', `utility or tax bill, arrecadação (${c.input === 'typed-line' ? 'typed line' : 'barcode'})`],
    ['segment', `${c.segment.code} ${c.segment.name}`],
    ['amount', v.inReais ? money(c.amountCents) : `reference value ${c.referenceValue} (not reais: the issuer converts it to an amount)`],
    ['value indicator', `${v.code} (${v.inReais ? 'amount in reais' : 'reference value'}, ${v.checkDigits} check digits)`],
    ['company', c.company.kind === 'cnpj-root' ? `${c.company.code} (CNPJ root, first 8 digits)` : `${c.company.code} (FEBRABAN code)`],
    // ' | ' between the groups, as for a boleto's free field.
    ['free field', c.freeField.join(' | ')],
    ['check digits', `all right (${digits})`],
    ['typed line', c.typedLineFormatted],
    ['barcode', c.barcode],
  ]
}

const WITHDRAWAL = {saque: 'Pix Saque: cash withdrawn', 'saque-or-troco': 'Pix Saque or Troco: the charge at the URL says which'}

function pixFields(p: PixCode): Labelled[] {
  return [
    ['kind', `Pix code (${p.type}${p.pointOfInitiation === '12' ? ', one payment only' : ''})`],
    ['withdrawal', p.withdrawal && `${WITHDRAWAL[p.withdrawal]} (facilitator ISPB ${p.withdrawalFacilitator})`],
    ['key', p.key ? `${p.key} (${p.keyType})` : undefined],
    ['url', p.url],
    ['receiver', p.merchantName],
    ['city', p.merchantCity],
    ['amount', money(p.amountCents)],
    ['txid', p.txid],
    ['message', p.description],
    ['CRC', `${p.crc} (right${p.crcLowerCase ? ', written in lower case: read all the same, as the hex digits it stands for' : ''})`],
  ]
}

/** The decoded code as `label  value` lines. */
export function decodedFields(code: PaymentCode): Labelled[] {
  return code.kind === 'boleto' ? boletoFields(code) : code.kind === 'arrecadacao' ? collectionFields(code) : pixFields(code)
}

/** A Pix code's JSON: its CRC as {value, ok, lowerCase}. */
function pixJson({crcLowerCase, ...code}: PixCode): Record<string, unknown> {
  return {...code, ...amounts(code.amountCents), crc: {value: code.crc, ok: true, lowerCase: crcLowerCase}}
}

/** The JSON of `bolepix decode --json`. */
export function decodedJson(code: PaymentCode, match: MatchResult): Record<string, unknown> {
  const base: Record<string, unknown> =
    code.kind === 'boleto' || code.kind === 'arrecadacao'
      ? {...code, ...amounts(code.amountCents), checkDigits: code.checkDigits.map((c) => ({...c, ok: true}))}
      : pixJson(code)
  return {...base, matches: match.looked ? match.matches : null, ...(match.looked ? {matchesTotal: match.total} : {matchesNote: match.why})}
}

/** The lines about matching charges, after the fields. */
export function matchLines(match: MatchResult): string[] {
  if (!match.looked) return [`Charges: ${match.why}`]
  if (match.total === 0) return ["Charges: none of the seller's charges matches"]
  const lines = [
    `Charges that match (${match.total}${match.total > match.matches.length ? `, the first ${match.matches.length} shown` : ''}):`,
  ]
  for (const m of match.matches) {
    const amount = m.amount === undefined ? '' : ` ${formatBrl(Math.round(m.amount * 100))}`
    lines.push(`  ${m.status}${amount}${m.dueDate ? ` due ${m.dueDate}` : ''}, by ${m.by}: ${m.command}`)
  }
  return lines
}
