/**
 * The Pix QR drawn in half blocks is read back by a QR decoder that nobody here wrote (jsQR, test/helpers/qr-pixels.ts).
 */
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {qrLines, QUIET_ZONE} from '../../src/render/qr.js'
import {buildBrCode} from '../../src/sandbox/pdf/brcode.js'
import {readQrFromText} from '../helpers/qr-pixels.js'

const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D'

const readBack = (text: string) => readQrFromText(qrLines(text))

describe('the Pix QR in half blocks', () => {
  it("reads back as the central bank's example, fits 80 columns, with a quiet zone of 4 modules", () => {
    const lines = qrLines(BCB_EXAMPLE)
    expect(readBack(BCB_EXAMPLE)).toBe(BCB_EXAMPLE)
    expect(lines[0]!.length).toBeLessThanOrEqual(80)
    // The quiet zone is light: ink all round (two text rows at the top, 4 columns at each side).
    expect(lines.slice(0, QUIET_ZONE / 2).every((l) => /^█+$/.test(l))).toBe(true)
    expect(lines.every((l) => l.startsWith('█'.repeat(QUIET_ZONE)) && l.endsWith('█'.repeat(QUIET_ZONE)))).toBe(true)
  })

  it('reads back as any code the sandbox prints', () => {
    fc.assert(
      fc.property(
        fc.uuid(),
        fc.integer({min: 1, max: 9_999_999_99}),
        fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,23}[a-z]$/),
        (id, cents, name) => {
          const code = buildBrCode({pixKey: id, merchantName: name, merchantCity: 'SAO PAULO', amountCents: cents, txid: id})
          expect(readBack(code)).toBe(code)
          expect(qrLines(code)[0]!.length).toBeLessThanOrEqual(80)
        },
      ),
      {numRuns: 25},
    )
  })
})
