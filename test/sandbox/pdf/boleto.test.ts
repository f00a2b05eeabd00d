import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {
  barcodeToDigitableLine,
  buildBoleto,
  digitableLineToBarcode,
  dueDateFactor,
  formatDigitableLine,
  isValidBarcode,
  isValidDigitableLine,
  mod10,
  mod11,
} from '../../../src/sandbox/pdf/boleto.js'

const DAY = 86_400_000
const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10)

// Due dates from the start of the 1000..9999 factor window to the end of the century.
const dueDates = fc.integer({min: Date.UTC(2000, 6, 3) / DAY, max: Date.UTC(2099, 11, 31) / DAY}).map((day) => isoDate(day * DAY))
const amounts = fc.integer({min: 0, max: 9_999_999_999})
const bankCodes = fc.stringMatching(/^\d{3}$/)

describe('known FEBRABAN example', () => {
  // A real Caixa (104) slip of R$ 214,03 due 2022-05-10, from the test suite of mrmgomes/boleto-utils
  // (test/test.js), a published boleto validation library.
  const line = '10492006506100010004200997263900989810000021403'
  const barcode = '10499898100000214032006561000100040099726390'

  it('validates the line and the barcode and converts between them', () => {
    expect(isValidDigitableLine(line)).toBe(true)
    expect(isValidDigitableLine(formatDigitableLine(line))).toBe(true)
    expect(isValidBarcode(barcode)).toBe(true)
    expect(barcodeToDigitableLine(barcode)).toBe(line)
    expect(digitableLineToBarcode(line)).toBe(barcode)
  })

  it('has the factor of its due date and the general digit of its data', () => {
    expect(dueDateFactor('2022-05-10')).toBe(barcode.slice(5, 9))
    expect(mod11('1049' + '8981' + '0000021403' + '2006561000100040099726390')).toBe(9)
  })

  it('prints as slips do', () => {
    expect(formatDigitableLine(line)).toBe('10492.00650 61000.100042 00997.263900 9 89810000021403')
  })

  it('also accepts a second published line (Bradesco card bill, no due date, no amount)', () => {
    expect(isValidDigitableLine('23794.15009 90019.801670 35000.211405 7 00000000000000')).toBe(true)
    expect(isValidBarcode('23797000000000000004150090019801673500021140')).toBe(true)
  })
})

describe('due date factor', () => {
  it('follows FEBRABAN, including the rollover of 2025-02-22', () => {
    expect(dueDateFactor('2000-07-03')).toBe('1000')
    expect(dueDateFactor('2000-07-04')).toBe('1001')
    expect(dueDateFactor('2025-02-21')).toBe('9999')
    expect(dueDateFactor('2025-02-22')).toBe('1000')
    expect(dueDateFactor('2025-02-23')).toBe('1001')
    expect(dueDateFactor('2049-10-13')).toBe('9999')
    expect(dueDateFactor('2049-10-14')).toBe('1000')
  })

  it('rejects what is not a calendar date', () => {
    expect(() => dueDateFactor('2025-02-30')).toThrow(RangeError)
    expect(() => dueDateFactor('15/03/2026')).toThrow(RangeError)
    expect(() => dueDateFactor('1997-10-07')).toThrow(RangeError)
  })

  it('grows by one a day and wraps from 9999 to 1000', () => {
    fc.assert(
      fc.property(dueDates, (date) => {
        const today = Number(dueDateFactor(date))
        const tomorrow = Number(dueDateFactor(isoDate(Date.parse(date) + DAY)))
        expect(tomorrow).toBe(today === 9999 ? 1000 : today + 1)
        expect(dueDateFactor(isoDate(Date.parse(date) + 9000 * DAY))).toBe(dueDateFactor(date))
      }),
    )
  })
})

describe('check digits', () => {
  it('mod 10 matches hand-computed values', () => {
    // From the right, weights 2,1,2,…: 9·2=18→1+8=9, 0, 0, 5, 0, 9, 1·2=2, 0, 0; sum 25 → 10 − 5 = 5.
    expect(mod10('001905009')).toBe(5)
    expect(mod10('000000000')).toBe(0)
  })

  it('mod 11 turns results 0, 10 and 11 into 1', () => {
    expect(mod11('0'.repeat(43))).toBe(1) // remainder 0 → 11 → 1
    expect(mod11('0'.repeat(42) + '6')).toBe(1) // 6·2 = 12, remainder 1 → 10 → 1
    expect(mod11('0'.repeat(42) + '5')).toBe(1) // 5·2 = 10, remainder 10 → 1
    expect(mod11('0'.repeat(42) + '1')).toBe(9) // 2, remainder 2 → 9
  })
})

describe('buildBoleto', () => {
  const input = fc.record({
    bankCode: bankCodes,
    dueDate: dueDates,
    amountCents: amounts,
    invoiceId: fc.string({maxLength: 40}),
  })

  it('always passes its own check-digit recomputation, line and barcode carrying the same data', () => {
    fc.assert(
      fc.property(input, (i) => {
        const {barcode, digitableLine, formattedLine} = buildBoleto(i)
        expect(barcode).toMatch(/^\d{44}$/)
        expect(digitableLine).toMatch(/^\d{47}$/)
        expect(isValidBarcode(barcode)).toBe(true)
        expect(isValidDigitableLine(digitableLine)).toBe(true)
        expect(isValidDigitableLine(formattedLine)).toBe(true)
        expect(digitableLineToBarcode(digitableLine)).toBe(barcode)
        expect(barcode.slice(0, 3)).toBe(i.bankCode)
        expect(barcode[3]).toBe('9')
        expect(barcode.slice(5, 9)).toBe(dueDateFactor(i.dueDate))
        expect(barcode.slice(9, 19)).toBe(String(i.amountCents).padStart(10, '0'))
        expect(digitableLine.slice(33)).toBe(barcode.slice(5, 19))
        expect(digitableLine[32]).toBe(barcode[4])
      }),
    )
  })

  it('is deterministic per invoice id', () => {
    fc.assert(
      fc.property(input, (i) => {
        expect(buildBoleto(i)).toEqual(buildBoleto({...i}))
      }),
    )
    const a = buildBoleto({dueDate: '2026-03-15', amountCents: 100, invoiceId: 'A'})
    const b = buildBoleto({dueDate: '2026-03-15', amountCents: 100, invoiceId: 'B'})
    expect(a.barcode.slice(19)).not.toBe(b.barcode.slice(19))
  })

  it('uses the fictional bank 999 unless told otherwise', () => {
    expect(buildBoleto({dueDate: '2026-03-15', amountCents: 1, invoiceId: 'x'}).barcode.slice(0, 3)).toBe('999')
  })

  it('detects any single changed digit in the three mod-10 fields and the general digit', () => {
    fc.assert(
      fc.property(input, fc.integer({min: 0, max: 32}), fc.integer({min: 1, max: 9}), (i, pos, delta) => {
        const {digitableLine} = buildBoleto(i)
        const changed = String((Number(digitableLine[pos]) + delta) % 10)
        const broken = digitableLine.slice(0, pos) + changed + digitableLine.slice(pos + 1)
        expect(isValidDigitableLine(broken)).toBe(false)
      }),
    )
  })

  it('rejects amounts that are not whole cents or do not fit 10 digits', () => {
    const base = {dueDate: '2026-03-15', invoiceId: 'x'}
    expect(() => buildBoleto({...base, amountCents: 12.5})).toThrow(RangeError)
    expect(() => buildBoleto({...base, amountCents: -1})).toThrow(RangeError)
    expect(() => buildBoleto({...base, amountCents: 10_000_000_000})).toThrow(RangeError)
    expect(() => buildBoleto({...base, amountCents: 1, bankCode: '34'})).toThrow(RangeError)
  })

  it('refuses malformed input in the validators', () => {
    expect(isValidDigitableLine('123')).toBe(false)
    expect(isValidBarcode('1049989810000021403200656100010004009972639X')).toBe(false)
  })
})
