/**
 * Dotted paths with keys that come from input: `__proto__`, `constructor` and the other built-in names are plain
 * keys, never the prototype, never an inherited function, and nothing reaches Object.prototype.
 */
import {describe, expect, it} from 'vitest'
import {findBuiltinKey, getOwn, getPath, isBuiltinKey, setOwn, setPath} from '../../src/util/object-path.js'

describe('setPath and getPath', () => {
  it('a __proto__ path creates plain keys and pollutes nothing', () => {
    const target: Record<string, unknown> = {}
    setPath(target, '__proto__.polluted', 'yes')
    setPath(target, 'constructor.prototype.polluted', 'yes')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect((Object.prototype as unknown as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.getPrototypeOf(target)).toBe(Object.prototype)
    expect(JSON.stringify(target)).toBe('{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}')
    expect(getPath(target, '__proto__.polluted')).toBe('yes')
  })

  it('walks into an own __proto__ object (as JSON.parse makes it), and never reads inherited properties', () => {
    const parsed = JSON.parse('{"__proto__":{"a":1}}') as Record<string, unknown>
    setPath(parsed, '__proto__.b', 2)
    expect(JSON.stringify(parsed)).toBe('{"__proto__":{"a":1,"b":2}}')
    expect(getPath({}, 'constructor')).toBeUndefined()
    expect(getPath({debtor: {}}, 'debtor.toString')).toBeUndefined()
    expect(getPath({debtor: {name: 'x'}}, 'debtor.name')).toBe('x')
    expect(getOwn({}, 'hasOwnProperty')).toBeUndefined()
  })

  it('setOwn keeps a __proto__ key as data; other keys are assigned', () => {
    const out: Record<string, unknown> = {}
    setOwn(out, '__proto__', {a: 1})
    setOwn(out, 'b', 2)
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype)
    expect(out.a).toBeUndefined()
    expect(Object.keys(out)).toEqual(['__proto__', 'b'])
  })
})

describe('findBuiltinKey', () => {
  it('finds a built-in name anywhere, with its path', () => {
    expect(findBuiltinKey(JSON.parse('{"a":1,"__proto__":null}'))).toEqual(['__proto__'])
    expect(findBuiltinKey(JSON.parse('{"a":{"b":[1,{"constructor":1}]}}'))).toEqual(['a', 'b', 1, 'constructor'])
    expect(findBuiltinKey({advance: '6d', nested: {toStringX: 1}})).toBeUndefined()
    expect(findBuiltinKey([{prototype: 1}])).toEqual([0, 'prototype'])
    expect(['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__'].every(isBuiltinKey)).toBe(
      true,
    )
    expect(['proto', 'advance', 'Constructor'].some(isBuiltinKey)).toBe(false)
  })
})
