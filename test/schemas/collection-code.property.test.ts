/**
 * Utility and tax bills (arrecadação) read by payctl as two libraries nobody here wrote read them
 * (docs/domain.md#checked-independently): @brazilian-utils/brazilian-utils writes random bills (generateBoleto) and
 * reads them (getBoletoInfo); @mrmgomes/boleto-utils validates them and turns the barcode into the line. payctl must
 * agree on every bill, and refuse a changed digit exactly when they do.
 */
import {generateBoleto, getBoletoInfo, isValidBoleto} from '@brazilian-utils/brazilian-utils'
import fc from 'fast-check'
import {createRequire} from 'node:module'
import {describe, expect, it} from 'vitest'
import {ValidationError} from '../../src/errors.js'
import {decodePaymentCode, type CollectionCode} from '../../src/schemas/payment-codes.js'

const boletoUtils = createRequire(import.meta.url)('@mrmgomes/boleto-utils') as {
  validarBoleto(code: string): {sucesso: boolean; codigoBarras?: string; linhaDigitavel?: string}
  calculaMod10(x: string): number
  calculaMod11(x: string): number
}

const TODAY = '2026-11-28'
const decoded = (text: string): CollectionCode | undefined => {
  try {
    return decodePaymentCode(text, TODAY) as CollectionCode
  } catch (err) {
    if (err instanceof ValidationError) return undefined
    throw err
  }
}

// Bills built from their parts, every check digit by boleto-utils' arithmetic (not payctl's).
const bills = fc
  .record({
    segment: fc.constantFrom('1', '2', '3', '4', '5', '6', '7', '9'),
    indicator: fc.constantFrom('6', '7', '8', '9'),
    value: fc.stringMatching(/^\d{11}$/),
    rest: fc.stringMatching(/^\d{29}$/),
  })
  .map(({segment, indicator, value, rest}) => {
    const check = (s: string) => String(indicator === '6' || indicator === '7' ? boletoUtils.calculaMod10(s) : boletoUtils.calculaMod11(s))
    const body = `8${segment}${indicator}${value}${rest}`
    const barcode = body.slice(0, 3) + check(body) + body.slice(3)
    const blocks = [0, 1, 2, 3].map((b) => barcode.slice(b * 11, b * 11 + 11))
    return {barcode, line: blocks.map((b) => b + check(b)).join(''), segment, indicator, value, rest}
  })

describe('arrecadação: payctl reads what the peer libraries write and read', () => {
  it("brazilian-utils' random bills: segment, kind of value and amount agree, from the line and from its barcode", () => {
    for (let i = 0; i < 300; i++) {
      const line = generateBoleto({type: 'arrecadacao'})
      const theirs = getBoletoInfo(line)!
      const ours = decoded(line)!
      expect(ours, line).toBeDefined()
      expect(ours.kind).toBe('arrecadacao')
      expect(Number(ours.segment.code)).toBe(theirs.segment)
      expect(ours.valueIndicator.inReais).toBe(theirs.hasEffectiveValue)
      expect(ours.amountCents ?? Number(ours.referenceValue ?? 0)).toBe(theirs.amount)
      expect(decoded(ours.barcode)!.typedLine).toBe(line)
    }
  })

  it('bills built with boleto-utils: line and barcode agree both ways, and brazilian-utils accepts them', () => {
    fc.assert(
      fc.property(bills, ({barcode, line, segment, indicator, value, rest}) => {
        expect(boletoUtils.validarBoleto(barcode)).toMatchObject({sucesso: true, linhaDigitavel: line})
        expect(isValidBoleto(line)).toBe(true)
        for (const text of [barcode, line]) {
          const ours = decoded(text)!
          expect(ours).toMatchObject({barcode, typedLine: line, segment: {code: segment}, valueIndicator: {code: indicator}})
          expect(ours.amountCents ?? Number(ours.referenceValue)).toBe(Number(value))
          const companyLength = segment === '6' ? 8 : 4
          expect(ours.company.code).toBe(rest.slice(0, companyLength))
          expect(ours.freeField.join('')).toBe(rest.slice(companyLength))
        }
      }),
      {numRuns: 300},
    )
  })

  it('any one digit changed: refused exactly when brazilian-utils refuses it', () => {
    fc.assert(
      fc.property(bills, fc.nat(47), fc.integer({min: 1, max: 9}), ({line}, at, plus) => {
        const changed = line.slice(0, at) + String((Number(line[at]) + plus) % 10) + line.slice(at + 1)
        // A first digit other than 8 is another layout; segments 0 and 8 brazilian-utils refuses, as payctl does.
        fc.pre(changed[0] === '8')
        expect(decoded(changed) !== undefined).toBe(isValidBoleto(changed))
      }),
      {numRuns: 300},
    )
  })
})
