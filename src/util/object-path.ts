/** Dotted paths into plain JSON objects (`debtor.name`): how flags, CSV columns and body fields meet. */

/** Sets a value at a dotted path, creating objects on the way. */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.')
  let node = target
  for (const part of parts.slice(0, -1)) {
    const next = node[part]
    if (!next || typeof next !== 'object' || Array.isArray(next)) node[part] = {}
    node = node[part] as Record<string, unknown>
  }
  node[parts.at(-1)!] = value
}

/** Reads a value at a dotted path (undefined when any step is missing). */
export function getPath(source: unknown, path: string): unknown {
  let node = source
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return node
}
