/** Request bodies from --body / --body-file (`-` for stdin): parsed JSON or a clear usage error. */
import {readFile} from 'node:fs/promises'
import {UsageError} from '../errors.js'
import {readStdin} from '../cli/stdin.js'

/** Parses JSON text, naming where it came from on failure. */
export function parseJsonText(text: string, where: string): unknown {
  try {
    return JSON.parse(text)
  } catch (err) {
    throw new UsageError(`${where} is not valid JSON: ${(err as Error).message}`)
  }
}

/** Reads and parses a JSON body file, or stdin for `-`. */
export async function readJsonFile(file: string): Promise<unknown> {
  if (file === '-') return parseJsonText(await readStdin(), 'stdin')
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (err) {
    throw new UsageError(`cannot read ${file}: ${(err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (err as Error).message}`)
  }
  return parseJsonText(text, file)
}

/** A body file that must hold a JSON object. */
export async function readJsonObjectFile(file: string): Promise<Record<string, unknown>> {
  const value = await readJsonFile(file)
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new UsageError(`${file === '-' ? 'stdin' : file} must hold a JSON object`)
  return value as Record<string, unknown>
}

/** Sets a value at a dotted body path (`debtor.name`), creating objects on the way. */
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

/** Reads a value at a dotted body path. */
export function getPath(source: unknown, path: string): unknown {
  let node = source
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return node
}
