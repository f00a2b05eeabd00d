/**
 * The one card-number rule (src/util/card-number.ts, docs/contract.md#card-numbers): every spelling that once passed is a
 * card number, in any guard and in the redactor; two values are never joined; payment slip codes and BR Codes with
 * valid check digits are not card numbers. (On the old code 11 of the 14 spellings passed: looksLikeCardNumber took
 * only spaces, dots and hyphens, maskCardNumbers only single spaces and hyphens, and ASCII digits.)
 */
import {describe, expect, it} from 'vitest'
import {buildBoleto} from '../../src/sandbox/pdf/boleto.js'
import {buildBrCode} from '../../src/sandbox/pdf/brcode.js'
import {
  asciiDigits,
  CLASSES,
  cardNumberPathsIn,
  digitValue,
  hasPaymentCodeShape,
  holdsCardNumber,
  isCardNumber,
  maskCardNumbers,
} from '../../src/util/card-number.js'
import {isPaymentSlipCode} from '../../src/util/payment-codes.js'
import {redactJsonValue, redactText} from '../../src/util/redact.js'
import {readIds} from '../../src/services/bulk/ids.js'
import {PAN, SPELLINGS, showsNumber} from '../helpers/card-spellings.js'

describe('the card-number rule', () => {
  for (const [name, spelling] of Object.entries(SPELLINGS)) {
    it(`finds and masks the card number written with ${name}`, () => {
      expect(isCardNumber(spelling)).toBe(true)
      expect(holdsCardNumber(`pay with ${spelling} please`)).toBe(true)
      expect(maskCardNumbers(spelling)).toBe('411111******1111')
      expect(showsNumber(redactText(`name: ${spelling}!`), spelling)).toBe(false)
      expect(showsNumber(JSON.stringify(redactJsonValue({debtor: {name: spelling}})), spelling)).toBe(false)
      expect(cardNumberPathsIn({debtor: {name: spelling}, list: [1, spelling]})).toEqual(['debtor.name', 'list[1]'])
    })
  }

  it('reads the decimal digits of every script as the ASCII digits they stand for', () => {
    expect(asciiDigits('٤١١١ ۱۱۱۱ १११११११११११')).toBe(`41111111${'1'.repeat(11)}`)
    // Mathematical bold digits (U+1D7CE…), five sets of ten in a row: each starts again at 0.
    expect(digitValue(0x1d7ce)).toBe(0)
    expect(digitValue(0x1d7d8)).toBe(0)
    expect(digitValue(0x1d7e1)).toBe(9)
    expect(digitValue(0x41)).toBe(-1)
    const bold = [...PAN].map((d) => String.fromCodePoint(0x1d7ce + Number(d))).join('')
    expect(isCardNumber(bold)).toBe(true)
  })

  it('never joins two values: a tab between two columns of stdin is not a separator inside a number', () => {
    // Each cell is a value of its own: the first column of a TSV line is the id, and it is no card number.
    expect(readIds('4111\t1111\t1111\t1111\n', {keys: ['id'], what: 'id'}).ids).toEqual(['4111'])
    // Inside one value (a JSON string), the tab is a separator.
    expect(() => readIds(JSON.stringify([SPELLINGS.tab]), {keys: ['id'], what: 'id'})).toThrow(/card number/)
  })

  it('leaves a boleto barcode, typed line, 48-digit line and BR Code with valid check digits alone', () => {
    const boleto = buildBoleto({invoiceId: 'inv-1', dueDate: '2026-12-01', amountCents: 15075})
    for (const code of [boleto.barcode, boleto.digitableLine, boleto.formattedLine]) {
      expect(maskCardNumbers(code)).toBe(code)
      expect(holdsCardNumber(`linha digitável: ${code}`)).toBe(false)
    }
    // A utility slip's 48-digit line (segment 8, value id 6: mod 10), in blocks of 11 and their digits.
    const line48 = '836200000005 667800481000 180975657313 001589636081'
    expect(isPaymentSlipCode(line48.replace(/ /g, ''))).toBe(true)
    expect(maskCardNumbers(line48)).toBe(line48)
    // A BR Code's own digits (ids, lengths, CRC) are structure, never a card number: a code with a valid CRC and
    // no card number in its fields is printed whole, however its digits fall.
    const plainPix = buildBrCode({
      pixKey: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'Loja',
      merchantCity: 'Sao Paulo',
      amountCents: 15075,
      txid: 'PAYCTL0001',
    })
    expect(maskCardNumbers(plainPix)).toBe(plainPix)
    // A card number inside one of its fields ("a real card number inside it would still be masked") is
    // masked in that field alone, the TLV around it kept; with its CRC wrong too.
    const pix = buildBrCode({
      pixKey: '4111111111111111',
      merchantName: 'Loja',
      merchantCity: 'Sao Paulo',
      amountCents: 15075,
      txid: '41111111111111114111',
    })
    expect(maskCardNumbers(pix)).not.toContain(PAN)
    expect(maskCardNumbers(pix)).toContain('0014br.gov.bcb.pix0116411111******1111')
    expect(maskCardNumbers(pix).slice(-8)).toBe(pix.slice(-8))
    const broken = `${pix.slice(0, -4)}0000`
    expect(maskCardNumbers(broken)).not.toContain(PAN)
  })

  it('masks a card number glued to other digits into a run as long as a barcode, unless it is one as printed', () => {
    // 44 digits whose barcode check digit happens to hold, with a space inside: not a barcode as printed.
    const glued = '8659231640502001543437936624475 5747433102333'
    expect(isPaymentSlipCode(asciiDigits(glued))).toBe(true)
    expect(maskCardNumbers(glued)).not.toBe(glued)
  })
})

describe('the ASCII patterns (a text all of ASCII is never matched with the Unicode classes)', () => {
  it('have the Unicode classes, code point by code point, for all 128', () => {
    for (const [i, name] of ['digit', 'separator'].entries()) {
      const unicode = new RegExp(`^${CLASSES.unicode[i]}$`, 'u')
      const ascii = new RegExp(`^${CLASSES.ascii[i]}$`)
      const differ = []
      for (let cp = 0; cp < 128; cp++) if (unicode.test(String.fromCharCode(cp)) !== ascii.test(String.fromCharCode(cp))) differ.push(cp)
      expect(differ, name).toEqual([])
    }
  })

  it('mask what the Unicode patterns mask, with every ASCII character between the groups', () => {
    // A non-ASCII character at the end (after a space, so it joins nothing) sends the same text down the Unicode path.
    for (let cp = 0; cp < 128; cp++) {
      const c = String.fromCharCode(cp)
      for (const text of [
        `4111${c}1111${c}1111${c}1111`,
        `a ${c}4111 1111 1111 1111${c} b`,
        `ids 4111${c} 1111 1111 1111`,
        `12${c}34${c}5678901234567`,
      ]) {
        expect(`${maskCardNumbers(text)} é`, JSON.stringify(text)).toBe(maskCardNumbers(`${text} é`))
        expect(isCardNumber(text), JSON.stringify(text)).toBe(isCardNumber(`${text}\u00a0`))
      }
    }
  })
})

describe('groups that do not make a card number', () => {
  it('a list of small numbers is never joined into one (import errors name lines 7, 8, 9, 10…)', () => {
    const lines = `lines ${Array.from({length: 20}, (_, i) => i + 1).join(', ')}`
    expect(maskCardNumbers(lines)).toBe(lines)
    expect(holdsCardNumber(lines)).toBe(false)
    expect(maskCardNumbers('01/05/2026, 02/05/2026, 03/05/2026')).toBe('01/05/2026, 02/05/2026, 03/05/2026')
  })

  it('a list of longer numbers is not joined either: a comma or semicolon and a space part the items', () => {
    // Before: `bolepix import` said "12 invalid rows (lines 100, 101, ***, ***, ***, …)" (3-digit groups joined through
    // any separator) and `ids 1234, 5678, ****, 3456`.
    const lines = `lines ${Array.from({length: 10}, (_, i) => i + 100).join(', ')}, …`
    expect(maskCardNumbers(lines)).toBe(lines)
    for (const text of ['ids 1234, 5678, 9012, 3456', 'rows 1000; 1001; 1002; 1003', 'lines 100\uff0c 101\uff0c 102\uff0c 103\uff0c 104']) {
      expect(maskCardNumbers(text)).toBe(text)
      expect(holdsCardNumber(text)).toBe(false)
    }
    // A card number's own separators, a comma alone among them, still join its groups.
    expect(isCardNumber(SPELLINGS.commas!)).toBe(true)
    expect(maskCardNumbers(`lines 100, ${SPELLINGS.spaces}, 102`)).not.toContain('1111 1111 1111')
  })

  it('control characters and combining marks between groups are separators (invisible, or shown as \\x7f)', () => {
    // Before: DEL, ESC, NUL, VT, a variation selector or a combining accent between the groups hid the number from
    // every guard and from the redactor (the categories were Z, P, Cf and only tab, CR and newline).
    for (const sep of ['\u007f', '\u001b', '\u0000', '\u000b', '\u000c', '\ufe0f', '\u0301', '\u034f']) {
      const spelling = ['4111', '1111', '1111', '1111'].join(sep)
      expect(isCardNumber(spelling), JSON.stringify(sep)).toBe(true)
      expect(showsNumber(maskCardNumbers(`pay ${spelling}`), spelling), JSON.stringify(sep)).toBe(false)
      expect(cardNumberPathsIn({debtor: {name: spelling}})).toEqual(['debtor.name'])
    }
  })

  it('a card number typed digit by digit with single spaces or hyphens, or beside short numbers, is still one', () => {
    expect(maskCardNumbers(`pay ${PAN.split('').join(' ')}`)).not.toContain('1 1 1 1 1 1 1 1')
    expect(holdsCardNumber(PAN.split('').join('-'))).toBe(true)
    expect(maskCardNumbers(`items 7, 8, ${PAN}, 9`)).not.toContain(PAN)
    expect(maskCardNumbers('ref 12, 4111 1111 1111 1111, 13')).not.toContain('1111 1111 1111')
  })
})

describe('runs that are other codes as a whole', () => {
  it('leaves dates, date-times and printed CNPJs alone, but not a card number beside one', () => {
    for (const text of ['2026-05-01 12:00:00', '2026-05-01 12:00:00 -03:00', '25/11/2026 19:56:34', '11.222.333/0001-81']) {
      expect(maskCardNumbers(text)).toBe(text)
    }
    // A printed date-time is set apart from the digits around it (its 14 digits would pass Luhn one time in ten)…
    for (const text of ['time      2026-05-01 10:00:00 (2026-05-01T10:00:00.000Z)', '2026-05-01 10:00:00  ✗ #1 HTTP 500  12 ms']) {
      expect(maskCardNumbers(text)).toBe(text)
    }
    // … and a card number beside one is still a card number.
    expect(holdsCardNumber(`2026-05-01 12:00:00 ${SPELLINGS.spaces}`)).toBe(true)
    expect(holdsCardNumber(`${SPELLINGS.dots}.2026-05-01 12:00:00`)).toBe(true)
    // A date-time with more digits after it is not a date-time as a whole: digits like any other, joined as a card
    // number's groups are (joinedParts: groups of one or two digits only through a single space or hyphen).
    expect(maskCardNumbers('2026-05-01 1111 1111 1111 11')).not.toBe('2026-05-01 1111 1111 1111 11')
  })
})

describe('a value read as a person reads it (src/util/card-reading.ts)', () => {
  it('reads invisible characters as nothing, any Unicode space as a space, any dash as a hyphen', () => {
    // Before: each of these was drawn as the number (or as it typed digit by digit) and passed every guard.
    for (const sep of [
      '\u200d',
      '\u200b',
      '\u2060',
      '\ufeff',
      '\u00ad',
      '\ufe0f',
      '\u0301',
      '\u00a0',
      '\u202f',
      '\u3000',
      '\u2013',
      '\u2212',
    ]) {
      const spelling = PAN.split('').join(sep)
      expect(isCardNumber(spelling), JSON.stringify(sep)).toBe(true)
      expect(maskCardNumbers(`pay ${spelling} now`), JSON.stringify(sep)).toBe('pay 411111******1111 now')
    }
  })

  it('takes one symbol repeated between the usual groups of a card number as their separator', () => {
    // American Express 4-6-5, Diners 4-6-4, 19 digits 4-4-4-4-3 (Luhn-valid test numbers).
    for (const spelling of ['3782+822463+10005', '3056\u2212930902\u22125904', '4111|1111|1111|1111|003', '4111😀1111😀1111😀1111']) {
      expect(isCardNumber(spelling), spelling).toBe(true)
      expect(holdsCardNumber(`ref ${spelling}.`), spelling).toBe(true)
    }
    expect(maskCardNumbers('amex 3782+822463+10005')).toBe('amex 378282*****0005')
  })

  it('keeps a symbol that does not separate a usual grouping, and every other character of a masked value', () => {
    // A sum, a chain of groups that is no usual grouping, two symbols: not a card number's groups.
    for (const text of [
      '4111+1111+1111+1111+1',
      '1234+5678',
      '4111+1111|1111+1111',
      '41111+11111+111111',
      '| 4111 | 1111 | 1111 | 1111 |',
    ]) {
      expect(maskCardNumbers(text), text).toBe(text)
    }
    // The free field of `bolepix decode`: five groups of five joined by ' | ' stay copyable.
    expect(maskCardNumbers('41111 | 11111 | 11111 | 11111 | 11111')).toBe('41111 | 11111 | 11111 | 11111 | 11111')
    // A card number glued to other digits is masked digit by digit, every other character kept as it was (here a
    // family emoji's zero-width joiners and the joiners between the digits).
    const family = '\u{1f468}\u200d\u{1f469}\u200d\u{1f467}'
    const glued = `${family} 99${PAN.split('').join('\u200d')}`
    const masked = maskCardNumbers(glued)
    expect(showsNumber(masked, glued)).toBe(false)
    expect(masked.replace(/[*\d]/g, '')).toBe(glued.replace(/\d/g, ''))
    expect(masked.startsWith(`${family} 99`)).toBe(true)
  })

  it('never reads a utility or tax slip line as a card number, with a hyphen before each block digit', () => {
    // Before: the hyphen before the last block's digit was not where such lines are printed split, so the whole line
    // was read as digits and masked (826800*****-* ***********-* …).
    const line = '82680000001-8 09880010070-7 02410202400-7 00020510451-6'
    expect(isPaymentSlipCode(asciiDigits(line))).toBe(true)
    for (const text of [line, line.replaceAll(' ', '\u00a0'), line.replaceAll('-', ' ')]) {
      expect(maskCardNumbers(text), text).toBe(text)
      expect(holdsCardNumber(`conta de luz: ${text}`)).toBe(false)
    }
    // One wrong digit: not a slip's code any more, and its digits are read as any others; but it still has a payment
    // code's shape, so `bolepix decode` takes it as typed to name the wrong digit (the argv guard lets it through).
    expect(maskCardNumbers(line.replace('-6', '-5'))).not.toBe(line.replace('-6', '-5'))
    expect(hasPaymentCodeShape(line.replace('-6', '-5'))).toBe(true)
  })
})
