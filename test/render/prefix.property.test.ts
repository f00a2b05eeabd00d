/**
 * PrefixLengths (render/short-ids.ts: a big table's short ids, worked out as the rows arrive and without keeping the ids)
 * gives exactly what uniquePrefixLengths gives for the whole list: ids from a two-letter alphabet so that long shared
 * prefixes, repeats, ids that are prefixes of others and ids shorter than the minimum all come up; the table inside
 * grows past 1,024 prefixes.
 */
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {PrefixLengths, uniquePrefixLengths} from '../../src/render/short-ids.js'

function viaPrefixLengths(ids: readonly string[], min: number): {lengths: number[]; widest: number} {
  const p = new PrefixLengths(min)
  for (const id of ids) p.add(id)
  if (p.needsSecondPass) p.settle(ids.filter((id) => p.sharesPrefix(id)))
  return {lengths: ids.map((id) => p.lengthOf(id)), widest: p.widest()}
}

describe('PrefixLengths', () => {
  it('equals uniquePrefixLengths on any list', () => {
    const id = fc.string({unit: fc.constantFrom('a', 'b'), minLength: 0, maxLength: 14})
    fc.assert(
      fc.property(fc.array(id, {maxLength: 60}), fc.integer({min: 1, max: 10}), (ids, min) => {
        const expected = uniquePrefixLengths(ids, min)
        const got = viaPrefixLengths(ids, min)
        expect(got.lengths).toEqual(expected)
        expect(got.widest).toBe(Math.max(0, ...expected))
      }),
      {numRuns: 2000},
    )
  })

  it('equals it for 5,000 UUID-like ids, some sharing their first 8 characters, some repeated', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[0-9a-f]{9}-[0-9a-f]{4}$/), {minLength: 2000, maxLength: 5000}), (base) => {
        const ids = [...base, ...base.slice(0, 50).map((x) => `${x.slice(0, 8)}z${x.slice(9)}`), ...base.slice(0, 20)]
        expect(viaPrefixLengths(ids, 8).lengths).toEqual(uniquePrefixLengths(ids, 8))
      }),
      {numRuns: 5},
    )
  })
})
