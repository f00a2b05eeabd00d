/** Request bodies from --body / --body-file (`-` for stdin): parsed JSON or a clear usage error. */
import {readFile} from 'node:fs/promises'
import {UsageError} from '../errors.js'
import {cardNumberPathsIn, DIGIT_FIELDS} from '../util/card-number.js'
import type {InStream} from './factory.js'
import {readStdin} from './stdin.js'

/** Parses JSON text, naming where it came from on failure. */
export function parseJsonText(text: string, where: string): unknown {
  try {
    return JSON.parse(text)
  } catch (err) {
    throw new UsageError(`${where} is not valid JSON: ${(err as Error).message}`)
  }
}

/** Reads and parses a JSON body file, or `stdin` for `-`. */
export async function readJsonFile(file: string, stdin: InStream): Promise<unknown> {
  if (file === '-') return parseJsonText(await readStdin(stdin), 'stdin')
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (err) {
    throw new UsageError(
      `cannot read ${file}: ${(err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (err as Error).message}`,
    )
  }
  return parseJsonText(text, file)
}

/** A body file that must hold a JSON object. */
export async function readJsonObjectFile(file: string, stdin: InStream): Promise<Record<string, unknown>> {
  const value = await readJsonFile(file, stdin)
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new UsageError(`${file === '-' ? 'stdin' : file} must hold a JSON object`)
  return value as Record<string, unknown>
}

/**
 * Refuses a body that holds a card number in any field (docs/contract.md#card-numbers): a card number is read only
 * from a masked prompt or stdin's first line. Where is named, the value never repeated; the digit fields (a CNPJ, a
 * phone number) aside.
 */
export function refuseCardNumbersInBody(body: unknown, where: string): void {
  const paths = cardNumberPathsIn(body, (path) => DIGIT_FIELDS.test(path))
  if (paths.length === 0) return
  throw new UsageError(
    `${where}: refused: ${paths.join(', ')} ${paths.length === 1 ? 'holds' : 'hold'} what looks like a card number (not repeated here); a card number is read only from a masked prompt or stdin, never from a body file; nothing was sent`,
  )
}

/** The base body of a command's --body-file (no card number in it), or an empty object without one. */
export async function readBaseBody(file: string | undefined, stdin: InStream): Promise<Record<string, unknown>> {
  if (!file) return {}
  const body = await readJsonObjectFile(file, stdin)
  refuseCardNumbersInBody(body, file === '-' ? 'stdin' : file)
  return body
}
