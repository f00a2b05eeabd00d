/**
 * bolepix decode against libraries nobody here wrote (docs/domain.md#checked-independently): @mrmgomes/boleto-utils
 * for boleto lines and barcodes, pix-utils for BR Codes. Each builds codes (or judges them) its own way; payctl's
 * reading must agree field by field, and refuse what they refuse.
 */
import {getBoletoInfo} from '@brazilian-utils/brazilian-utils'
import fc from 'fast-check'
import {createRequire} from 'node:module'
import {createStaticPix, hasError, parsePix} from 'pix-utils'
import {describe, expect, it} from 'vitest'
import {ValidationError} from '../../src/errors.js'
import {decodePaymentCode, dueDateOfFactor, type BoletoCode, type PixCode} from '../../src/schemas/payment-codes.js'
import {barcodeGeneralDigit, barcodeToTypedLine} from '../../src/util/payment-codes.js'

const boletoUtils = createRequire(import.meta.url)('@mrmgomes/boleto-utils') as {
  validarBoleto(code: string): {
    sucesso: boolean
    valor?: number
    vencimentoComNovoFator2025?: Date
    linhaDigitavel?: string
    codigoBarras?: string
  }
  calculaMod11(x: string): string | number
  codBarras2LinhaDigitavel(code: string, formatted: boolean): string
}

const DAY = 86_400_000
const TODAY = '2026-11-25'

// A barcode built from its parts, with its general digit computed by boleto-utils (not by payctl).
// Their mod 11 is the utility-bill rule (remainders 0 and 1 give 0); a bank boleto's general digit is never 0
// (FEBRABAN: 0, 10 and 11 become 1, util/payment-codes.ts mod11). The two agree on every other remainder, and the
// comparisons keep to those (9 in 11 of all codes); the rule itself is checked against FEBRABAN's own example below.
const theirDigit = (without: string) => String(boletoUtils.calculaMod11(without))
const rulesAgree = (barcode: string) => theirDigit(barcode.slice(0, 4) + barcode.slice(5)) !== '0'

const barcodes = fc
  .record({
    // A first digit 8 is a utility bill (arrecadação), another layout (test/schemas/collection-code.property.test.ts).
    bank: fc.stringMatching(/^[0-79]\d{2}$/),
    // Due dates in the cycle that began on 2025-02-22 (boleto-utils' vencimentoComNovoFator2025), 1000..9999.
    factor: fc.integer({min: 1000, max: 9999}),
    cents: fc.integer({min: 1, max: 9_999_999_999}),
    free: fc.stringMatching(/^\d{25}$/),
  })
  .map(({bank, factor, cents, free}) => {
    const without = `${bank}9${factor}${String(cents).padStart(10, '0')}${free}`
    const dv = theirDigit(without)
    return {barcode: without.slice(0, 4) + dv + without.slice(4), cents, factor}
  })
  .filter(({barcode}) => rulesAgree(barcode))

const lineToBarcode = (d: string) => d.slice(0, 4) + d[32] + d.slice(33, 47) + d.slice(4, 9) + d.slice(10, 20) + d.slice(21, 31)

const decoded = (text: string) => {
  try {
    return decodePaymentCode(text, TODAY)
  } catch (err) {
    if (err instanceof ValidationError) return undefined
    throw err
  }
}

describe('boleto: payctl reads what @mrmgomes/boleto-utils reads', () => {
  it('amount, due date (factor restarted in 2025), line and barcode agree, from the barcode and from its line', () => {
    fc.assert(
      fc.property(barcodes, ({barcode, cents, factor}) => {
        const theirs = boletoUtils.validarBoleto(barcode)
        expect(theirs.sucesso).toBe(true)
        const line = boletoUtils.codBarras2LinhaDigitavel(barcode, false)
        for (const text of [barcode, line]) {
          const ours = decodePaymentCode(text, TODAY) as BoletoCode
          expect(ours.barcode).toBe(barcode)
          expect(ours.typedLine).toBe(line)
          expect(ours.amountCents).toBe(cents)
          // Their amount reader drops the digits of "10000000.00" down to "0.00" (it strips zeros after the first
          // digit): compared where it reads right, a second digit other than 0.
          if (cents < 100 || String(cents)[1] !== '0') expect(Math.round(theirs.valor! * 100)).toBe(cents)
          // Their date is the factor's day in the new cycle (at 20:54 UTC); ours is the cycle nearest today.
          const theirDay = theirs.vencimentoComNovoFator2025!.toISOString().slice(0, 10)
          const newCycle = new Date(Date.UTC(2025, 1, 22) + (factor - 1000) * DAY).toISOString().slice(0, 10)
          expect(theirDay).toBe(newCycle)
          if (factor < 1000 + 4500) expect(ours.dueDate).toBe(theirDay)
        }
      }),
      {numRuns: 300},
    )
  })

  it('any one digit changed: refused exactly when boleto-utils refuses the line or the barcode it stands for', () => {
    // boleto-utils checks a typed line's three field digits, and a barcode's general digit: payctl checks all four.
    fc.assert(
      fc.property(barcodes, fc.nat(46), fc.integer({min: 1, max: 9}), ({barcode}, at, plus) => {
        const line = boletoUtils.codBarras2LinhaDigitavel(barcode, false)
        const changed = line.slice(0, at) + String((Number(line[at]) + plus) % 10) + line.slice(at + 1)
        const asBarcode = lineToBarcode(changed)
        fc.pre(rulesAgree(asBarcode) && changed[0] !== '8')
        const theirs = boletoUtils.validarBoleto(changed).sucesso && boletoUtils.validarBoleto(asBarcode).sucesso
        expect(decoded(changed) !== undefined).toBe(theirs)
        expect(decoded(asBarcode) !== undefined).toBe(boletoUtils.validarBoleto(asBarcode).sucesso)
      }),
      {numRuns: 300},
    )
  })
})

// Printable ASCII without the characters pix-utils trims or folds, so both sides see the same text.
const text = (max: number) => fc.stringMatching(new RegExp(`^[A-Za-z0-9][A-Za-z0-9 ]{0,${max - 2}}[A-Za-z0-9]$`))

describe('Pix: payctl reads what pix-utils writes, and refuses what it refuses', () => {
  const codes = fc.record({
    merchantName: text(25),
    merchantCity: text(15),
    pixKey: fc.oneof(fc.uuid(), fc.stringMatching(/^\d{11}$/), fc.constantFrom('fulano@example.com', '+5511999998888')),
    txid: fc.stringMatching(/^[A-Za-z0-9]{1,25}$/),
    cents: fc.integer({min: 1, max: 99_999_999}),
  })

  it('key, receiver, city, amount and txid agree', () => {
    fc.assert(
      fc.property(codes, ({merchantName, merchantCity, pixKey, txid, cents}) => {
        const made = createStaticPix({merchantName, merchantCity, pixKey, txid, transactionAmount: cents / 100})
        if (hasError(made)) throw new Error(made.message)
        const code = made.toBRCode()
        const ours = decodePaymentCode(code, TODAY) as PixCode
        const theirs = parsePix(code)
        if (hasError(theirs) || theirs.type !== 'STATIC') throw new Error('pix-utils cannot read its own code')
        expect(ours).toMatchObject({
          kind: 'pix',
          type: 'static',
          key: theirs.pixKey,
          merchantName: theirs.merchantName,
          merchantCity: theirs.merchantCity,
          txid: theirs.txid,
        })
        expect(ours.amountCents).toBe(cents)
        expect(Math.round(theirs.transactionAmount! * 100)).toBe(cents)
      }),
      {numRuns: 200},
    )
  })

  it('a code with one character changed is refused by both (the CRC)', () => {
    fc.assert(
      fc.property(codes, fc.nat(), fc.constantFrom(...'ABCXYZ0123456789'), ({merchantName, merchantCity, pixKey, txid, cents}, n, c) => {
        const made = createStaticPix({merchantName, merchantCity, pixKey, txid, transactionAmount: cents / 100})
        if (hasError(made)) throw new Error(made.message)
        const code = made.toBRCode()
        const at = n % (code.length - 4)
        fc.pre(code[at] !== c)
        const changed = code.slice(0, at) + c + code.slice(at + 1)
        expect(decoded(changed)).toBeUndefined()
        expect(hasError(parsePix(changed))).toBe(true)
      }),
      {numRuns: 200},
    )
  })
})

describe("the due-date factor: payctl reads it as brazilian-utils' getBoletoInfo does", () => {
  it('the same date for any factor and any day it is read (1997-2070)', () => {
    const localDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
    fc.assert(
      fc.property(fc.integer({min: 1000, max: 9999}), fc.integer({min: 0, max: 26_500}), (factor, day) => {
        const today = new Date(Date.UTC(1998, 0, 1) + day * DAY).toISOString().slice(0, 10)
        const [y, m, d] = today.split('-').map(Number) as [number, number, number]
        // getBoletoInfo reads a valid line only: one of R$ 1,00 with this factor (its check digits are arithmetic).
        const without = `0019${factor}0000000100${'0'.repeat(25)}`
        const barcode = without.slice(0, 4) + barcodeGeneralDigit(without.slice(0, 4) + '0' + without.slice(4)) + without.slice(4)
        const theirs = getBoletoInfo(barcodeToTypedLine(barcode), {referenceDate: new Date(y, m - 1, d, 12)})
        expect(theirs).not.toBeNull()
        expect(dueDateOfFactor(String(factor), today)).toBe(localDay(theirs!.expirationDate!))
      }),
      {numRuns: 500},
    )
  })
})
