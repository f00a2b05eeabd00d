import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {asciiFold, buildBrCode, centsToAmount, crc16ccitt, parseTlv, verifyBrCode} from '../../../src/sandbox/pdf/brcode.js'

// The static QR example of the Banco Central's "Manual de Padrões para Iniciação do Pix", quoted by many
// BR Code libraries (ACBr's PIX tests, pix-payload and others).
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D'

describe('crc16ccitt', () => {
  it('gives the CRC-16/CCITT-FALSE check value for "123456789"', () => {
    expect(crc16ccitt('123456789')).toBe('29B1')
  })

  it('matches the CRC of the BCB manual example, computed over everything up to and including "6304"', () => {
    expect(crc16ccitt(BCB_EXAMPLE.slice(0, -4))).toBe('1D3D')
  })

  it('pads to four upper-case hex digits', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(crc16ccitt(s)).toMatch(/^[0-9A-F]{4}$/)
      }),
    )
  })
})

describe('buildBrCode', () => {
  it('reproduces the BCB manual example byte for byte', () => {
    const payload = buildBrCode({
      pixKey: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
    })
    expect(payload).toBe(BCB_EXAMPLE)
    expect(verifyBrCode(payload)).toBe(true)
  })

  it('writes the amount from integer cents with two decimals', () => {
    expect(centsToAmount(0)).toBe('0.00')
    expect(centsToAmount(5)).toBe('0.05')
    expect(centsToAmount(1010)).toBe('10.10')
    expect(centsToAmount(123456)).toBe('1234.56')
    // 0.1 + 0.2 in floats is 0.30000000000000004; from cents there is nothing to go wrong.
    expect(centsToAmount(10 + 20)).toBe('0.30')
    const payload = buildBrCode({pixKey: 'k', merchantName: 'N', merchantCity: 'C', amountCents: 15075})
    expect(parseTlv(payload)?.get('54')).toBe('150.75')
  })

  it('leaves the amount out of a static open-amount code', () => {
    const payload = buildBrCode({pixKey: 'k', merchantName: 'N', merchantCity: 'C'})
    expect(parseTlv(payload)?.has('54')).toBe(false)
  })

  it('folds name and city to ASCII and cuts them at 25 and 15 characters', () => {
    const payload = buildBrCode({
      pixKey: 'loja@example.com',
      merchantName: 'João da Conceição Gonçalves Ltda',
      merchantCity: 'São Gonçalo do Rio Abaixo',
    })
    const fields = parseTlv(payload)
    expect(fields?.get('59')).toBe('Joao da Conceicao Goncalv')
    expect(fields?.get('60')).toBe('Sao Goncalo do')
    expect(asciiFold('  Ñandú\t😀 café ', 25)).toBe('Nandu cafe')
  })

  it('keeps only letters and digits of the txid, at most 25, and "***" when nothing is left', () => {
    const txid = (t: string): string | undefined =>
      parseTlv(parseTlv(buildBrCode({pixKey: 'k', merchantName: 'N', merchantCity: 'C', txid: t}))?.get('62') ?? '')?.get('05')
    expect(txid('inv-0001_a')).toBe('inv0001a')
    expect(txid('x'.repeat(40))).toBe('x'.repeat(25))
    expect(txid('---')).toBe('***')
  })

  it('refuses values it cannot encode', () => {
    const base = {pixKey: 'k', merchantName: 'N', merchantCity: 'C'}
    expect(() => buildBrCode({...base, amountCents: 1.5})).toThrow(RangeError)
    expect(() => buildBrCode({...base, amountCents: -100})).toThrow(RangeError)
    expect(() => buildBrCode({...base, merchantName: '中文'})).toThrow(RangeError)
    expect(() => buildBrCode({...base, pixKey: 'x'.repeat(78)})).toThrow(RangeError)
    expect(() => buildBrCode({...base, pixKey: 'chave com espaço'})).toThrow(RangeError)
  })
})

describe('verifyBrCode', () => {
  const inputs = fc.record({
    pixKey: fc.stringMatching(/^[!-~]{1,77}$/),
    merchantName: fc.string({minLength: 1, maxLength: 40}).filter((s) => asciiFold(s, 25).length > 0),
    merchantCity: fc.string({minLength: 1, maxLength: 30}).filter((s) => asciiFold(s, 15).length > 0),
    // Field 54 holds 13 characters: up to 9999999999.99.
    amountCents: fc.option(fc.integer({min: 0, max: 999_999_999_999}), {nil: undefined}),
    txid: fc.option(fc.string({maxLength: 40}), {nil: undefined}),
  })

  it('accepts every payload the builder makes, with the exact amount', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const payload = buildBrCode(input)
        expect(verifyBrCode(payload)).toBe(true)
        const amount = parseTlv(payload)?.get('54')
        if (!input.amountCents) {
          expect(amount).toBeUndefined()
        } else {
          // Independent of the code under test: BigInt division, no floats at all.
          const c = BigInt(input.amountCents)
          expect(amount).toBe(`${c / 100n}.${(c % 100n).toString().padStart(2, '0')}`)
        }
      }),
    )
  })

  it('rejects a payload with any single character changed', () => {
    fc.assert(
      fc.property(inputs, fc.nat(), fc.integer({min: 0x21, max: 0x7e}), (input, at, code) => {
        const payload = buildBrCode(input)
        const pos = at % payload.length
        fc.pre(payload.charCodeAt(pos) !== code)
        // The CRC's hex letters in lower case are the same CRC (readers take it so; the next test pins that).
        const inCrc = pos >= payload.length - 4
        fc.pre(!(inCrc && payload[pos]?.toLowerCase() === String.fromCharCode(code)))
        const broken = payload.slice(0, pos) + String.fromCharCode(code) + payload.slice(pos + 1)
        expect(verifyBrCode(broken)).toBe(false)
      }),
    )
  })

  it('rejects an amount pasted into a valid payload without a new CRC (a real-world mistake)', () => {
    const tampered = BCB_EXAMPLE.replace('5802BR', '540510.005802BR')
    expect(verifyBrCode(tampered)).toBe(false)
  })

  it('rejects truncated and non-Pix payloads; a CRC in lower case holds, as readers take it (docs/bolepix.md)', () => {
    expect(verifyBrCode(BCB_EXAMPLE.slice(0, -1))).toBe(false)
    expect(verifyBrCode(BCB_EXAMPLE.replace(/1D3D$/, '1d3d'))).toBe(true)
    expect(verifyBrCode(BCB_EXAMPLE.replace(/1D3D$/, '1d3e'))).toBe(false)
    const notPix = '00020126180014br.gov.bcb.xyz5204000053039865802BR5901N6001C62070503***6304'
    expect(verifyBrCode(notPix + crc16ccitt(notPix))).toBe(false)
    expect(verifyBrCode('')).toBe(false)
  })
})
