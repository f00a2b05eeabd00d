/**
 * Utility and tax bills (arrecadação, codes starting with 8) read by `bolepix decode` (schemas/collection-code.ts).
 * Three kinds of cases, none computed by the code under test:
 * - the printed bill a payer read out (R$ 109,88, water and sanitation), in every spelling people type it;
 * - published examples from @mrmgomes/boleto-utils' own test suite (test/test.js);
 * - hand-made cases, computed outside payctl from FEBRABAN's "Layout Padrão de Arrecadação/Recebimento com Utilização
 *   do Código de Barras" (the position table of section 4, the value indicator and segment codes of section 5, and
 *   the mod-10 and mod-11 formulas of sections 7-10: mod 10 weights 2,1 from the right with products' digits summed,
 *   10 − remainder, 0 for 0; mod 11 weights 2..9 from the right, remainders 0 and 1 give 0, 10 gives 1, else
 *   11 − remainder), with a small Python script; each case picks a rule branch named beside it.
 */
import {describe, expect, it} from 'vitest'
import {decodeIssues} from '../helpers/decode-issues.js'
import {decodePaymentCode, type CollectionCode} from '../../src/schemas/payment-codes.js'

const TODAY = '2026-11-28'
const bill = (text: string) => decodePaymentCode(text, TODAY) as CollectionCode
const issuesOf = (text: string) => decodeIssues(text, TODAY)

const PRINTED = '82680000001-8 09880010070-7 02410202400-7 00020510451-6'
const DIGITS = PRINTED.replace(/[ -]/g, '')
const BARCODE = '82680000001098800100700241020240000020510451'

describe('a utility or tax bill', () => {
  it('reads the printed water bill in every spelling: dashes, spaces, dots, bare, and its barcode', () => {
    const spellings = [
      PRINTED,
      DIGITS,
      PRINTED.replace(/-/g, ' '),
      PRINTED.replace(/-/g, '.'),
      PRINTED.replace(/ /g, ''),
      PRINTED.replace(/-/g, ''),
      `  ${PRINTED}\n`,
      BARCODE,
    ]
    for (const text of spellings) {
      expect(bill(text)).toEqual({
        kind: 'arrecadacao',
        input: text === BARCODE ? 'barcode' : 'typed-line',
        typedLine: DIGITS,
        typedLineFormatted: PRINTED,
        barcode: BARCODE,
        segment: {code: '2', name: 'water and sanitation (saneamento)'},
        valueIndicator: {code: '6', inReais: true, checkDigits: 'mod 10'},
        amountCents: 10988,
        referenceValue: null,
        company: {kind: 'febraban', code: '0010'},
        freeField: ['07002', '41020', '24000', '00205', '10451'],
        checkDigits: [
          {field: 'block 1', digit: 8},
          {field: 'block 2', digit: 7},
          {field: 'block 3', digit: 7},
          {field: 'block 4', digit: 6},
          {field: 'general', digit: 8},
        ],
      })
    }
  })

  it("reads boleto-utils' published examples (power R$ 509,60; a government fee; a phone bill)", () => {
    expect(bill('83860000005096000190000008017823000034306271')).toMatchObject({
      typedLine: '838600000050096000190009000801782309000343062712',
      segment: {code: '3'},
      valueIndicator: {code: '8', checkDigits: 'mod 11'},
      amountCents: 50960,
    })
    expect(bill('858200000007572503282030560708202107539591904460')).toMatchObject({
      barcode: '85820000000572503282035607082021053959190446',
      segment: {code: '5'},
      amountCents: 5725,
    })
    expect(bill('846300000003299902962024004101360008002006441147')).toMatchObject({
      barcode: '84630000000299902962020041013600000200644114',
      segment: {code: '4'},
      amountCents: 2999,
      company: {code: '0296'},
    })
  })

  it('hand-made FEBRABAN cases: CNPJ root, reference values, mod-11 remainders 0 and 10', () => {
    // Segment 6 (company named by its CNPJ root 11222333, positions 16-23), indicator 8 (reais, mod 11).
    expect(bill('86850000012-3 34561122233-6 30000000000-0 00000000001-9')).toMatchObject({
      barcode: '86850000012345611222333000000000000000000001',
      segment: {code: '6'},
      valueIndicator: {code: '8', inReais: true, checkDigits: 'mod 11'},
      amountCents: 123456,
      company: {kind: 'cnpj-root', code: '11222333'},
      freeField: ['00000', '00000', '00000', '00000', '1'],
    })
    // Indicator 7: a reference value (not reais), mod 10.
    expect(bill('817000000015234501230002000000000000000000000422')).toMatchObject({
      segment: {code: '1'},
      valueIndicator: {code: '7', inReais: false, checkDigits: 'mod 10'},
      amountCents: null,
      referenceValue: '00000012345',
      company: {kind: 'febraban', code: '0123'},
    })
    // Indicator 9 (reference, mod 11) whose general digit comes from remainder 0: 0.
    expect(bill('85900000000050007770000000000000000000000002')).toMatchObject({
      typedLine: '859000000001050007770002000000000000000000000027',
      valueIndicator: {code: '9', inReais: false, checkDigits: 'mod 11'},
      checkDigits: expect.arrayContaining([{field: 'general', digit: 0}]),
    })
    // Indicator 8 whose general digit comes from remainder 10: 1 (a bank boleto's rule would agree here, not at 0).
    expect(bill('838100000000999000420006000000000000000000000019')).toMatchObject({
      barcode: '83810000000999000420000000000000000000000001',
      amountCents: 9990,
      checkDigits: expect.arrayContaining([{field: 'general', digit: 1}]),
    })
  })

  it('names every wrong check digit by its block, and the general one', () => {
    const change = (i: number) => DIGITS.slice(0, i) + String((Number(DIGITS[i]) + 1) % 10) + DIGITS.slice(i + 1)
    expect(issuesOf(change(11))).toEqual([{path: 'block 1 (digits 1-12)', message: 'check digit is 9, the digits before it give 8'}])
    expect(issuesOf(change(47)).map((i) => i.path)).toEqual(['block 4 (digits 37-48)'])
    // A digit of the free field breaks its block's digit and the general one.
    expect(issuesOf(change(30)).map((i) => i.path)).toEqual(['block 3 (digits 25-36)', 'general check digit (digit 4)'])
    const bad = BARCODE.slice(0, 3) + '9' + BARCODE.slice(4)
    expect(issuesOf(bad)).toEqual([{path: 'general check digit (digit 4)', message: 'is 9, the rest of the barcode gives 8'}])
  })

  it('refuses a value indicator or a segment FEBRABAN does not define, naming it', () => {
    expect(issuesOf('8'.padEnd(48, '0'))).toEqual([
      {path: 'value indicator (digit 3)', message: 'is 0: FEBRABAN defines 6 and 7 (mod-10 check digits) and 8 and 9 (mod 11)'},
      {path: 'segment (digit 2)', message: 'is 0, which FEBRABAN does not assign (1-7 and 9)'},
    ])
  })
})
