import {describe, expect, it} from 'vitest'
import {isPaymentCodeValue, paymentCodeValues} from '../../src/util/code-values.js'
import {CAIXA_BARCODE, CAIXA_LINE as LINE, LUHN_TXID_PIX as PIX} from '../helpers/sample-codes.js'

describe('isPaymentCodeValue', () => {
  it('takes a BR Code whose CRC holds, a typed line in groups or as digits, a barcode', () => {
    expect(isPaymentCodeValue(PIX)).toBe(true)
    expect(isPaymentCodeValue(LINE)).toBe(true)
    expect(isPaymentCodeValue(LINE.replace(/[. ]/g, ''))).toBe(true)
    expect(isPaymentCodeValue(CAIXA_BARCODE)).toBe(true)
  })

  it('refuses a wrong CRC, a wrong check digit, and other text', () => {
    expect(isPaymentCodeValue(`${PIX.slice(0, -1)}0`)).toBe(false)
    expect(isPaymentCodeValue(LINE.replace('9 8981', '8 8981'))).toBe(false)
    expect(isPaymentCodeValue('5155901222280001')).toBe(false)
    expect(isPaymentCodeValue(`paid ${LINE}`)).toBe(false)
  })

  it('finds the codes anywhere in a JSON value, each once', () => {
    expect(paymentCodeValues({a: [PIX, {b: LINE}], c: PIX, d: 'x', e: 1})).toEqual([PIX, LINE])
  })
})
