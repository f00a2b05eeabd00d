import {describe, expect, it} from 'vitest'
import {fitColumns} from '../../src/render/table.js'

describe('fitting a table to the terminal', () => {
  it('leaves out a dropFirst column before the other kept ones (the status matters more than the time)', () => {
    // ID, TIME, EVENT, STATUS at 80 columns: with borders they need 90.
    expect(fitColumns([36, 19, 13, 9], [true, true, true, true], 80, [false, true, false, false])).toEqual({shown: [0, 2, 3], widths: [36, 13, 9]})
    // Without the hint the rightmost kept column goes.
    expect(fitColumns([36, 19, 13, 9], [true, true, true, true], 80)).toEqual({shown: [0, 1, 2], widths: [36, 19, 13]})
    // Wide enough: everything stays.
    expect(fitColumns([36, 19, 13, 9], [true, true, true, true], 120, [false, true, false, false]).shown).toEqual([0, 1, 2, 3])
  })
})
