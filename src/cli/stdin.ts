/** Reading secrets and bodies from stdin when it is not a terminal (the command's stdin: Context.io, cli/factory.ts). */
import {UsageError} from '../errors.js'
import type {InStream} from './factory.js'

/** Reads all of `stdin` (at most `maxBytes`). */
export async function readStdin(stdin: InStream, maxBytes = 10 * 1024 * 1024): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of stdin) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
    size += bytes.length
    if (size > maxBytes) throw new UsageError(`stdin is larger than ${maxBytes} bytes`)
    chunks.push(bytes)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** The first non-empty line of `stdin`, trimmed (a token or a card number piped in). */
export async function readStdinLine(stdin: InStream, what: string): Promise<string> {
  if (stdin.isTTY) throw new UsageError(`${what}: nothing on stdin (pipe it in, or run in a terminal to be asked)`)
  const text = await readStdin(stdin, 64 * 1024)
  const line = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .find((l) => l !== '')
  if (!line) throw new UsageError(`${what}: stdin was empty`)
  return line
}
