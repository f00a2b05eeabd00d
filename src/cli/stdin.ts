/** Reading secrets and bodies from stdin when it is not a terminal. */
import {UsageError} from '../errors.js'

/** Whether stdin and stderr are both terminals (prompts possible). */
export function isInteractive(): boolean {
  return Boolean(process.stdin.isTTY && process.stderr.isTTY)
}

/** Reads all of stdin (at most `maxBytes`). */
export async function readStdin(maxBytes = 10 * 1024 * 1024): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of process.stdin) {
    size += (chunk as Buffer).length
    if (size > maxBytes) throw new UsageError(`stdin is larger than ${maxBytes} bytes`)
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** The first non-empty line of stdin, trimmed (a token or a card number piped in). */
export async function readStdinLine(what: string): Promise<string> {
  if (process.stdin.isTTY) throw new UsageError(`${what}: nothing on stdin (pipe it in, or run in a terminal to be asked)`)
  const text = await readStdin(64 * 1024)
  const line = text.split(/\r?\n/).map((l) => l.trim()).find((l) => l !== '')
  if (!line) throw new UsageError(`${what}: stdin was empty`)
  return line
}
