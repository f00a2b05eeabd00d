/**
 * Dotted paths into plain JSON objects (`debtor.name`): how flags, CSV columns and body fields meet. Keys come from
 * input (body files, JSON lines, answers), so a key is only ever an own property: `__proto__` or `constructor` is a
 * plain key like any other, never the object's prototype or an inherited function (docs/contract.md#body-files).
 */

/** Names of the properties every object inherits (`__proto__`, `constructor`, `toString`…), and `prototype`. */
const BUILTIN_KEYS: ReadonlySet<string> = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype'])

/** Whether a key is the name of a built-in property of every object (never a field of a request body). */
export const isBuiltinKey = (key: string): boolean => BUILTIN_KEYS.has(key)

/**
 * Sets an own property. Plain assignment of `__proto__` would replace the object's prototype instead (its fields
 * then read as the object's own, and the key vanishes from the JSON): that key is defined as data.
 */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(target, key, {value, writable: true, enumerable: true, configurable: true})
  else target[key] = value
}

/** An own property's value; undefined for a missing one, even one every object inherits (`constructor`). */
export function getOwn(source: object, key: string): unknown {
  return Object.hasOwn(source, key) ? (source as Record<string, unknown>)[key] : undefined
}

const isObject = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v)

/** Sets a value at a dotted path, creating objects on the way. */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.')
  let node = target
  for (const part of parts.slice(0, -1)) {
    const next = getOwn(node, part)
    if (!isObject(next)) setOwn(node, part, {})
    node = getOwn(node, part) as Record<string, unknown>
  }
  setOwn(node, parts.at(-1)!, value)
}

/** Reads a value at a dotted path (undefined when any step is missing). */
export function getPath(source: unknown, path: string): unknown {
  let node = source
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined
    node = getOwn(node, part)
  }
  return node
}

/**
 * The path of the first key anywhere in a JSON value that is a built-in property name (`["debtor", "__proto__"]`),
 * or undefined. Array positions are numbers.
 */
export function findBuiltinKey(value: unknown): (string | number)[] | undefined {
  const path: (string | number)[] = []
  const walk = (v: unknown): boolean => {
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        path.push(i)
        if (walk(v[i])) return true
        path.pop()
      }
    } else if (v && typeof v === 'object') {
      for (const key of Object.keys(v)) {
        path.push(key)
        if (isBuiltinKey(key) || walk((v as Record<string, unknown>)[key])) return true
        path.pop()
      }
    }
    return false
  }
  return walk(value) ? path : undefined
}
