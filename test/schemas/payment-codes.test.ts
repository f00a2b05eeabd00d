import {describe, expect, it} from 'vitest'
import {decodeIssues} from '../helpers/decode-issues.js'
import {crc16ccitt} from '../../src/util/payment-codes.js'
import {decodePaymentCode, dueDateOfFactor, pixAmountCents, type BoletoCode, type PixCode} from '../../src/schemas/payment-codes.js'

// Published examples, from sources nobody here wrote:
// a Caixa (104) slip of R$ 214,03 due 2022-05-10, from the test suite of mrmgomes/boleto-utils (test/test.js);
const CAIXA_LINE = '10492.00650 61000.100042 00997.263900 9 89810000021403'
const CAIXA_BARCODE = '10499898100000214032006561000100040099726390'
// a Bradesco card bill with no due date and no amount, quoted by the same suite;
const BRADESCO_LINE = '23794.15009 90019.801670 35000.211405 7 00000000000000'
// the static example of the Banco Central's "Manual de Padrões para Iniciação do Pix".
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D'

const TODAY = '2026-11-25'
const boleto = (text: string) => decodePaymentCode(text, TODAY) as BoletoCode
const pix = (text: string) => decodePaymentCode(text, TODAY) as PixCode
const issuesOf = (text: string) => decodeIssues(text, TODAY)

describe('a boleto', () => {
  it('reads the published Caixa slip from its line (dotted or bare) and from its barcode alike', () => {
    for (const text of [CAIXA_LINE, CAIXA_LINE.replace(/[ .]/g, ''), CAIXA_BARCODE, ` ${CAIXA_LINE}\n`]) {
      const b = boleto(text)
      expect(b).toMatchObject({
        kind: 'boleto',
        bank: {code: '104', name: 'Caixa Econômica Federal'},
        currency: {code: '9', name: 'BRL'},
        amountCents: 21403,
        dueDateFactor: '8981',
        dueDate: '2022-05-10',
        barcode: CAIXA_BARCODE,
        typedLineFormatted: CAIXA_LINE,
        freeField: ['20065', '61000', '10004', '00997', '26390'],
      })
    }
    expect(boleto(CAIXA_BARCODE).input).toBe('barcode')
    expect(boleto(CAIXA_LINE).input).toBe('typed-line')
  })

  it('says when a code carries no due date or amount (the Bradesco card bill)', () => {
    expect(boleto(BRADESCO_LINE)).toMatchObject({bank: {code: '237'}, dueDate: null, dueDateFactor: '0000', amountCents: null})
  })

  it('names the field whose check digit is wrong, each one at once', () => {
    const d = CAIXA_LINE.replace(/[ .]/g, '')
    const change = (i: number) => d.slice(0, i) + String((Number(d[i]) + 1) % 10) + d.slice(i + 1)
    expect(issuesOf(change(9)).map((i) => i.path)).toEqual(['field 1 (digits 1-10)'])
    expect(issuesOf(change(20)).map((i) => i.path)).toEqual(['field 2 (digits 11-21)'])
    expect(issuesOf(change(31)).map((i) => i.path)).toEqual(['field 3 (digits 22-32)'])
    expect(issuesOf(change(32)).map((i) => i.path)).toEqual(['field 4 (digit 33)'])
    // A digit of data in field 2 breaks its own digit and the general one.
    expect(issuesOf(change(12)).map((i) => i.path)).toEqual(['field 2 (digits 11-21)', 'field 4 (digit 33)'])
    // The amount is covered by the general digit only.
    expect(issuesOf(change(46))).toEqual([
      {path: 'field 4 (digit 33)', message: 'the general check digit is 9, the rest of the line gives 6'},
    ])
    const bad = CAIXA_BARCODE.slice(0, 4) + '1' + CAIXA_BARCODE.slice(5)
    expect(issuesOf(bad)).toEqual([{path: 'general check digit (digit 5)', message: 'is 1, the rest of the barcode gives 9'}])
  })

  it('refuses what is no boleto, saying what was expected', () => {
    expect(issuesOf('1234')[0]!.message).toMatch(/^4 digits: expected a boleto's typed line \(47 digits\)/)
    expect(issuesOf('hello')[0]!.message).toMatch(/^"hello": expected/)
  })
})

describe('the due-date factor', () => {
  it('restarts at 1000 on 2025-02-22 (FEBRABAN), the cycle nearest today taken', () => {
    expect(dueDateOfFactor('9999', '2025-01-01')).toBe('2025-02-21')
    expect(dueDateOfFactor('1000', '2026-11-25')).toBe('2025-02-22')
    expect(dueDateOfFactor('1000', '2005-01-01')).toBe('2000-07-03')
    expect(dueDateOfFactor('1001', '2026-11-25')).toBe('2025-02-23')
    expect(dueDateOfFactor('8981', '2022-05-01')).toBe('2022-05-10')
    expect(dueDateOfFactor('0000', '2026-11-25')).toBeNull()
    // Decades ahead, the next restart: 1000 again 9000 days after 2025-02-22.
    expect(dueDateOfFactor('1000', '2049-01-01')).toBe('2049-10-14')
  })

  it("reads a factor within 3,000 days back and 5,500 ahead of today (brazilian-utils' window), not the nearest date", () => {
    // 2040-01-01 is 4,785 days ahead: the same factor 9,000 days earlier (2015-05-12) is nearer, and a reader that
    // takes the nearest date reads a boleto due in 13 years as past.
    expect(dueDateOfFactor('6426', '2026-11-25')).toBe('2040-01-01')
    expect(dueDateOfFactor('6426', '2018-01-01')).toBe('2015-05-12')
    // 5,700 days ahead or 3,300 back: neither side of the window reaches; the nearest is taken.
    expect(dueDateOfFactor('1000', '2034-03-07')).toBe('2025-02-22')
  })
})

describe('a Pix code', () => {
  it("reads the central bank's example", () => {
    expect(pix(BCB_EXAMPLE)).toEqual({
      kind: 'pix',
      code: BCB_EXAMPLE,
      type: 'static',
      pointOfInitiation: null,
      key: '123e4567-e12b-12d1-a456-426655440000',
      keyType: 'evp',
      url: null,
      description: null,
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
      postalCode: null,
      amountCents: null,
      currency: 'BRL',
      txid: '***',
      withdrawal: null,
      withdrawalFacilitator: null,
      crc: '1D3D',
      crcLowerCase: false,
    })
  })

  it('names the CRC when it does not match, and what it should be', () => {
    const changed = BCB_EXAMPLE.replace('Fulano', 'Fulana')
    expect(issuesOf(changed)).toEqual([
      {path: 'CRC (field 63)', message: expect.stringMatching(/^is 1D3D, the code before it gives [0-9A-F]{4}: a character/)},
    ])
    expect(issuesOf(BCB_EXAMPLE.slice(0, -8))[0]!.path).toBe('CRC (field 63)')
  })

  it('says where the fields break, and refuses a code that is not Pix', () => {
    expect(issuesOf(BCB_EXAMPLE.slice(0, 40))).toEqual([{path: 'character 7', message: 'field 26 says 58 characters, but only 30 follow'}])
    expect(issuesOf('000201260')).toEqual([{path: 'character 7', message: '"260" is not a 2-digit id and a 2-digit length'}])
    const notPix = '00020126180014br.gov.bcb.xyz5204000053039865802BR5913Fulano de Tal6008BRASILIA6304'
    expect(issuesOf(notPix + crc16ccitt(notPix))).toEqual([
      {path: 'merchant account (fields 26-51)', message: 'no account with the Pix GUI br.gov.bcb.pix: not a Pix code'},
    ])
  })

  it('reads amounts by their digits', () => {
    expect(pixAmountCents('150.75')).toBe(15075)
    expect(pixAmountCents('0.1')).toBe(10)
    expect(pixAmountCents('10')).toBe(1000)
    expect(pixAmountCents('1e3')).toBeNull()
    expect(pixAmountCents('-1.00')).toBeNull()
  })
})
