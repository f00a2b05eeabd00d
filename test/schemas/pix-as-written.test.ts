/**
 * Pix codes as banks and peer libraries write them, read by `bolepix decode` (schemas/payment-codes.ts): characters
 * beyond ASCII (a `º`, accents) in a field whose length counts characters and whose CRC runs over the UTF-8 bytes,
 * as pix-utils and @brazilian-utils/brazilian-utils write and accept them; a CRC written in lower case; a Pix Saque
 * code (the withdrawal facilitator, account field 03).
 */
import {generatePixPayload, getPixPayloadInfo, isValidPixPayload} from '@brazilian-utils/brazilian-utils'
import {createStaticPix, hasError, parsePix} from 'pix-utils'
import {describe, expect, it} from 'vitest'
import {decodeIssues} from '../helpers/decode-issues.js'
import {decodePaymentCode, type PixCode} from '../../src/schemas/payment-codes.js'
import {crc16ccitt} from '../../src/util/payment-codes.js'

const TODAY = '2026-11-28'
const pix = (text: string) => decodePaymentCode(text, TODAY) as PixCode

/** A TLV field as EMV writes it: its length in characters. */
const field = (id: string, value: string) => `${id}${String([...value].length).padStart(2, '0')}${value}`
/** A static code from its fields, its CRC over the UTF-8 bytes (an implementation of the test's own, below). */
function staticCode(name: string, city: string, extra = ''): string {
  const body = [
    field('00', '01'),
    field('26', field('00', 'br.gov.bcb.pix') + field('01', 'fulano@example.com') + extra),
    field('52', '0000'),
    field('53', '986'),
    field('58', 'BR'),
    field('59', name),
    field('60', city),
    field('62', field('05', '***')),
  ].join('')
  return `${body}6304${crc(`${body}6304`)}`
}

/** A static code as pix-utils writes it. */
function pixUtilsCode(params: Parameters<typeof createStaticPix>[0]): string {
  const made = createStaticPix(params)
  if (hasError(made)) throw new Error(made.message)
  return made.toBRCode()
}

/** CRC-16/CCITT-FALSE bit by bit over UTF-8 bytes, written here from its definition (poly 0x1021, init 0xFFFF). */
function crc(text: string): string {
  let value = 0xffff
  for (const byte of new TextEncoder().encode(text)) {
    for (let bit = 7; bit >= 0; bit--) {
      const top = ((value >> 15) & 1) ^ ((byte >> bit) & 1)
      value = ((value << 1) & 0xffff) ^ (top ? 0x1021 : 0)
    }
  }
  return value.toString(16).toUpperCase().padStart(4, '0')
}

describe('a Pix code with characters beyond ASCII', () => {
  it("reads a receiver and city with accents and a º, shown as written, each field's length in characters", () => {
    const code = staticCode('Padaria São João Nº 5', 'São Paulo')
    expect(crc16ccitt(code.slice(0, -4))).toBe(code.slice(-4))
    expect(isValidPixPayload(code)).toBe(true)
    expect(pix(code)).toMatchObject({merchantName: 'Padaria São João Nº 5', merchantCity: 'São Paulo', key: 'fulano@example.com'})
    expect(getPixPayloadInfo(code)).toMatchObject({merchantName: 'Padaria São João Nº 5', merchantCity: 'São Paulo'})
  })

  it('counts a character beyond the BMP as one, as EMV does (two UTF-16 units in a JavaScript string)', () => {
    const code = staticCode('Café ☕ 🥐', 'Recife')
    expect(code).toContain('5908Café ☕ 🥐')
    expect(pix(code)).toMatchObject({merchantName: 'Café ☕ 🥐', merchantCity: 'Recife'})
  })

  it("reads pix-utils' code whose message holds a º, as pix-utils and brazilian-utils read it", () => {
    const code = pixUtilsCode({
      merchantName: 'Padaria',
      merchantCity: 'RECIFE',
      pixKey: 'fulano@example.com',
      infoAdicional: 'Pedido nº 42',
      txid: 'PED42',
      transactionAmount: 12.5,
    })
    expect(code).toContain('0212Pedido nº 42')
    const theirs = parsePix(code)
    if (hasError(theirs) || theirs.type !== 'STATIC') throw new Error('pix-utils cannot read its own code')
    expect(pix(code)).toMatchObject({description: theirs.infoAdicional, amountCents: 1250, txid: 'PED42'})
    expect(getPixPayloadInfo(code)).toMatchObject({description: 'Pedido nº 42'})
  })

  it("reads brazilian-utils' generated payload with accents", () => {
    const code = generatePixPayload({key: 'fulano@example.com', merchantName: 'José Conceição', merchantCity: 'Maceió', amount: 10})
    if (code === null) throw new Error('brazilian-utils wrote no payload')
    expect(pix(code)).toMatchObject({
      merchantName: getPixPayloadInfo(code)!.merchantName,
      merchantCity: getPixPayloadInfo(code)!.merchantCity,
    })
  })

  it('still names a changed character by the CRC, and a control character by where it is (no "re-copy it")', () => {
    const code = staticCode('Padaria São João', 'São Paulo')
    expect(decodeIssues(code.replace('São João', 'Sao João'), TODAY)[0]!.path).toBe('CRC (field 63)')
    const withTab = code.replace('Padaria', 'Pada\tria')
    const issues = decodeIssues(withTab, TODAY)
    expect(issues).toEqual([{path: 'code', message: expect.stringMatching(/^a control character \(U\+0009\) at character \d+/)}])
    expect(JSON.stringify(issues)).not.toContain('re-copy')
  })
})

describe('a CRC written in lower case', () => {
  const BCB_EXAMPLE =
    '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D'

  it('is accepted, and the output says it was', () => {
    const lower = `${BCB_EXAMPLE.slice(0, -4)}1d3d`
    expect(pix(lower)).toMatchObject({merchantName: 'Fulano de Tal', crc: '1d3d', crcLowerCase: true})
    expect(pix(BCB_EXAMPLE).crcLowerCase).toBe(false)
    expect(isValidPixPayload(lower)).toBe(true)
    // A wrong one in lower case is still wrong, named as the CRC.
    expect(decodeIssues(`${BCB_EXAMPLE.slice(0, -4)}1d3e`, TODAY)).toEqual([
      {path: 'CRC (field 63)', message: 'is 1d3e, the code before it gives 1D3D: a character was changed, lost or mistyped'},
    ])
  })
})

describe('Pix Saque (the withdrawal facilitator, account field 03)', () => {
  it("says a static code with a facilitator is a Pix Saque, naming the facilitator's ISPB", () => {
    const code = pixUtilsCode({
      merchantName: 'Mercado Bom',
      merchantCity: 'RECIFE',
      pixKey: '+5581999998888',
      fss: '12345678',
      transactionAmount: 0,
    })
    expect(pix(code)).toMatchObject({withdrawal: 'saque', withdrawalFacilitator: '12345678', key: '+5581999998888'})
    expect(getPixPayloadInfo(code)).toMatchObject({withdrawalFacilitator: '12345678'})
    expect(pix(staticCode('Padaria', 'RECIFE'))).toMatchObject({withdrawal: null, withdrawalFacilitator: null})
  })

  it('a dynamic code with a facilitator is a Pix Saque or Troco: the charge at its URL says which', () => {
    const body = [
      field('00', '01'),
      field('01', '12'),
      field('26', field('00', 'br.gov.bcb.pix') + field('25', 'pix.example.com/qr/v2/9d36b84f') + field('03', '12345678')),
      field('52', '0000'),
      field('53', '986'),
      field('58', 'BR'),
      field('59', 'Mercado Bom'),
      field('60', 'RECIFE'),
      field('62', field('05', '***')),
    ].join('')
    const code = `${body}6304${crc(`${body}6304`)}`
    expect(pix(code)).toMatchObject({type: 'dynamic', withdrawal: 'saque-or-troco', withdrawalFacilitator: '12345678'})
  })
})
