import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {buildBoleto} from '../../src/sandbox/pdf/boleto.js'
import {buildBrCode} from '../../src/sandbox/pdf/brcode.js'
import {brCodeCrcOk, formatTypedLine} from '../../src/util/payment-codes.js'
import {maskCardNumbers, redactJsonValue} from '../../src/util/redact.js'

// The published Caixa slip (boleto-utils' tests): its 47 and 44 digits hold 13-19 digit windows passing Luhn, so the
// card-number masker alone hides part of it.
const LINE = '10492006506100010004200997263900989810000021403'
const BARCODE = '10499898100000214032006561000100040099726390'
const CARD = '4111111111111111'

describe('a boleto line or a BR Code is not a card number (util/redact.ts, util/payment-codes.ts)', () => {
  it('keeps a checked line, dotted or bare, and a checked barcode whole, in text and in JSON', () => {
    for (const code of [LINE, formatTypedLine(LINE), BARCODE]) {
      expect(maskCardNumbers(`paid ${code}?`)).toBe(`paid ${code}?`)
      expect(redactJsonValue({line: code})).toEqual({line: code})
    }
  })

  it('still masks a run of the same length whose check digits fail, and a card number beside a code', () => {
    const wrong = LINE.slice(0, -1) + '4'
    expect(maskCardNumbers(wrong)).not.toBe(wrong)
    expect(maskCardNumbers(`${LINE} card ${CARD}`)).toBe(`${LINE} card 411111******1111`)
  })

  it('keeps every line the sandbox prints whole (any amount and due date)', () => {
    fc.assert(
      fc.property(fc.integer({min: 1, max: 9_999_999_999}), fc.integer({min: 0, max: 9000}), fc.uuid(), (cents, day, id) => {
        const dueDate = new Date(Date.UTC(2025, 1, 22) + day * 86_400_000).toISOString().slice(0, 10)
        const b = buildBoleto({dueDate, amountCents: cents, invoiceId: id})
        for (const code of [b.digitableLine, b.formattedLine, b.barcode]) expect(maskCardNumbers(code)).toBe(code)
      }),
      {numRuns: 300},
    )
  })

  it('masks a BR Code field by field: its structure is kept, a card number in a field is masked', () => {
    // Amounts whose code's own digits ("…5204000053039865406150.75…", ids and lengths) hold a run passing Luhn: the
    // plain masker hides part of them (seen with the code cut short, no longer read as one), the code's reader keeps them.
    const codes = Array.from({length: 300}, (_, i) =>
      buildBrCode({pixKey: '52998224725', merchantName: 'Loja', merchantCity: 'SAO PAULO', amountCents: 10_000 + i, txid: 'A1'}),
    )
    const brokenCrc = (code: string) => code.slice(0, -1)
    const hit = codes.filter((code) => maskCardNumbers(brokenCrc(code)) !== brokenCrc(code))
    expect(hit.length).toBeGreaterThan(10)
    for (const code of hit) expect(maskCardNumbers(`code: ${code} end`)).toBe(`code: ${code} end`)
    // A card number in a field (the receiver's name here) is masked all the same.
    const named = buildBrCode({pixKey: '52998224725', merchantName: `Loja ${CARD}`, merchantCity: 'SAO PAULO', txid: 'A1'})
    expect(maskCardNumbers(named)).toContain('Loja 411111******1111')
    const withCard = buildBrCode({pixKey: 'fulano@example.com', merchantName: 'Fulano', merchantCity: 'SAO PAULO', txid: CARD})
    const shown = maskCardNumbers(withCard)
    expect(shown).not.toContain(CARD)
    expect(shown).toContain('411111******1111')
    // A txid of letters and digits is an identifier, kept whole even when its digits hold a run passing Luhn (the
    // sandbox's txid is its charge id without dashes: masking it broke the CRC, so the code people pay with).
    const idTxid = `92b2${CARD}a36cf`
    const withId = buildBrCode({pixKey: 'fulano@example.com', merchantName: 'Fulano', merchantCity: 'SAO PAULO', txid: idTxid})
    expect(withId).toContain(`0525${idTxid}`)
    expect(maskCardNumbers(`code: ${withId} end`)).toBe(`code: ${withId} end`)
    expect(brCodeCrcOk(maskCardNumbers(withId))).toBe(true)
    // The same run in another field (the name) is masked all the same.
    const namedId = buildBrCode({pixKey: 'fulano@example.com', merchantName: `L${CARD}`, merchantCity: 'SAO PAULO', txid: idTxid})
    expect(maskCardNumbers(namedId)).toContain('L411111******1111')
    // A code whose CRC fails (mistyped: bolepix decode names it) is read as a code all the same, its fields masked.
    const broken = `${withCard.slice(0, -1)}${withCard.endsWith('0') ? '1' : '0'}`
    expect(maskCardNumbers(broken)).toBe(`${shown.slice(0, -1)}${broken.at(-1)}`)
    expect(maskCardNumbers(withCard.slice(0, -1))).not.toContain(CARD)
  })
})

describe('a utility or tax bill is not a card number', () => {
  const PRINTED = '82680000001-8 09880010070-7 02410202400-7 00020510451-6'
  it('keeps its checked line whole in every spelling, and its barcode; masks a run whose digits fail', () => {
    const bare = PRINTED.replace(/[ -]/g, '')
    for (const code of [
      PRINTED,
      bare,
      PRINTED.replace(/-/g, '.'),
      PRINTED.replace(/-/g, ' '),
      '82680000001098800100700241020240000020510451',
    ]) {
      expect(maskCardNumbers(`paid ${code}?`)).toBe(`paid ${code}?`)
      expect(redactJsonValue({line: code})).toEqual({line: code})
    }
    const wrong = bare.slice(0, -1) + '7'
    expect(maskCardNumbers(wrong)).not.toBe(wrong)
  })
})
