import {describe, expect, test} from 'vitest'
import {IdMemory, idKey, SHORT_ID_CHARS} from '../../../src/services/listen/id-memory.js'

describe('idKey', () => {
  test('a short id is its own key; a long one, or one starting with NUL, a 45-character digest; equal ids, equal keys', () => {
    expect(idKey('evt-1')).toBe('evt-1')
    expect(idKey('')).toBe('')
    const short = 'a'.repeat(SHORT_ID_CHARS)
    expect(idKey(short)).toBe(short)
    const long = `${'a'.repeat(1_000_000)}-1`
    expect(idKey(long)).toHaveLength(45)
    expect(idKey(long)).toBe(idKey(`${'a'.repeat(1_000_000)}-1`))
    expect(idKey(long)).not.toBe(idKey(`${'a'.repeat(1_000_000)}-2`))
    // A kept id never equals a digest key: an id that starts like one is digested too.
    expect(idKey(idKey(long))).not.toBe(idKey(long))
    expect(idKey(idKey(long))).toHaveLength(45)
  })
})

describe('IdMemory', () => {
  test('bounded by count: past the limit the oldest tenth is forgotten, repeats keep their place', () => {
    const m = new IdMemory<number>({maxIds: 100})
    for (let i = 0; i < 100; i++) m.set(`e${i}`, 1)
    m.set('e0', 2)
    expect(m.size).toBe(100)
    m.set('e100', 1)
    expect(m.size).toBe(90)
    expect(m.get('e0')).toBeUndefined()
    expect(m.get('e10')).toBeUndefined()
    expect(m.get('e11')).toBe(1)
    expect(m.get('e100')).toBe(1)
  })

  // 2,000 ids of ~1 MB each took the listener from 56 MB to 2.3 GB (the e2e test sends those).
  test('bounded by size: long ids are kept as digests within the byte limit, the newest remembered', () => {
    const m = new IdMemory<number>({maxBytes: 16 * 1024})
    const pad = 'x'.repeat(100_000)
    for (let i = 0; i < 500; i++) m.set(idKey(`${i}-${pad}`), 1)
    expect(m.bytes).toBeLessThanOrEqual(16 * 1024)
    expect(m.size).toBeGreaterThan(90)
    expect(m.get(idKey(`499-${pad}`))).toBe(1)
    expect(m.get(idKey(`0-${pad}`))).toBeUndefined()
  })

  test('short ids are counted by their length: the byte limit forgets the oldest first', () => {
    const m = new IdMemory<number>({maxBytes: 10_000})
    for (let i = 0; i < 1_000; i++) m.set(`${i}`.padStart(100, '0'), i)
    expect(m.bytes).toBeLessThanOrEqual(10_000)
    expect(m.bytes).toBeGreaterThan(8_000)
    expect(m.get('999'.padStart(100, '0'))).toBe(999)
    expect(m.get('0'.padStart(100, '0'))).toBeUndefined()
  })
})
