/**
 * Pix BR Code: the EMV® QRCPS merchant-presented payload that a Pix QR code (and "Pix copia e cola") carries.
 * Each field is TLV: a 2-digit id, a 2-digit length and the value; the payload ends with the CRC field 63.
 * Layout as in the Banco Central's "Manual de Padrões para Iniciação do Pix".
 */
import {brCodeCrcOk, crc16ccitt, parseTlv, PIX_GUI, tlvFields} from '../../util/payment-codes.js'

const MAX_NAME = 25
const MAX_CITY = 15
const MAX_TXID = 25
// Field 26 holds at most 99 characters: "0014br.gov.bcb.pix" (18) + "01" + 2-digit length + key.
const MAX_KEY = 99 - 18 - 4

export interface BrCodeInput {
  /** Pix key of the receiver (CPF/CNPJ, e-mail, +55 phone or random EVP key), printable ASCII. */
  pixKey: string
  merchantName: string
  merchantCity: string
  /** Amount in integer cents; omitted or 0 leaves the amount to the payer (a static, open-amount code). */
  amountCents?: number | undefined
  /** Transaction id: letters and digits only, at most 25; other characters are dropped. "***" when absent. */
  txid?: string | undefined
}

export {crc16ccitt, parseTlv}

function tlv(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`BR Code field ${id} is longer than 99 characters`)
  return `${id}${String(value.length).padStart(2, '0')}${value}`
}

/**
 * Folds to printable ASCII: accents dropped ("São" → "Sao"), anything else outside 0x20-0x7E removed, spaces
 * collapsed. The EMV fields are "ans" (ASCII) and some banking apps reject anything wider.
 */
export function asciiFold(text: string, max: number): string {
  const folded = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  return folded.slice(0, max).trimEnd()
}

/** Integer cents to the BR Code amount: "1234.56", built from integers so no float artefact can appear. */
export function centsToAmount(amountCents: number): string {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`amountCents must be a non-negative integer, got ${amountCents}`)
  }
  const reais = Math.floor(amountCents / 100)
  return `${reais}.${String(amountCents % 100).padStart(2, '0')}`
}

/** Builds a BR Code payload (static; with an amount when `amountCents` > 0), CRC included. */
export function buildBrCode(input: BrCodeInput): string {
  const key = input.pixKey.trim()
  if (key.length === 0 || key.length > MAX_KEY || !/^[\x21-\x7e]+$/.test(key)) {
    throw new RangeError(`pixKey must be 1-${MAX_KEY} printable ASCII characters`)
  }
  const name = asciiFold(input.merchantName, MAX_NAME)
  const city = asciiFold(input.merchantCity, MAX_CITY)
  if (!name) throw new RangeError('merchantName is empty once folded to ASCII')
  if (!city) throw new RangeError('merchantCity is empty once folded to ASCII')
  const txid = (input.txid ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, MAX_TXID) || '***'

  const parts = [tlv('00', '01'), tlv('26', tlv('00', PIX_GUI) + tlv('01', key)), tlv('52', '0000'), tlv('53', '986')]
  if (input.amountCents !== undefined && input.amountCents !== 0) {
    const amount = centsToAmount(input.amountCents)
    if (amount.length > 13) throw new RangeError('amount does not fit the 13 characters of field 54')
    parts.push(tlv('54', amount))
  }
  parts.push(tlv('58', 'BR'), tlv('59', name), tlv('60', city), tlv('62', tlv('05', txid)))
  const body = `${parts.join('')}6304`
  return body + crc16ccitt(body)
}

/**
 * True when the payload is a well-formed Pix BR Code: TLV structure intact, format indicator "01" first, the Pix
 * GUI with a key (01) or a location URL (25, dynamic codes) in field 26, and a last field 63 whose CRC matches
 * everything before it, "6304" included.
 */
export function verifyBrCode(payload: string): boolean {
  if (!brCodeCrcOk(payload)) return false
  const r = tlvFields(payload)
  if (!('fields' in r) || r.fields.length < 2) return false
  const account = parseTlv(r.fields.find((f) => f.id === '26')?.value ?? '')
  if (account?.get('00')?.toLowerCase() !== PIX_GUI) return false
  return (account.get('01') ?? account.get('25') ?? '').length > 0
}
