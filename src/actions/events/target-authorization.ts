/**
 * The token a command sends in the Authorization header of a POST to a URL of the user's choice (`events replay`: the
 * receiving webhook's token, never the API's credentials). In order: `--authorization-stdin` (the first line of
 * stdin), `--authorization -` (the same), a masked prompt on a terminal, `--authorization VALUE` (accepted, with a
 * warning: other users of this machine can read a command line, and it stays in shell history). Without any of them
 * and without a terminal, no Authorization header is sent.
 */
import {UsageError} from '../../errors.js'
import type {Asker} from '../../services/ask.js'
import type {InStream} from '../../cli/factory.js'
import {readStdinLine} from '../../cli/stdin.js'

export interface TargetAuthorizationFlags {
  authorization?: string
  'authorization-stdin'?: boolean
}

export interface TargetAuthorizationDeps {
  /** Asks with a masked prompt (services/ask.ts; present when there is a terminal). */
  asker?: Asker
  warn(message: string): void
  /** Masks the token wherever it could be printed. */
  addSecret(secret: string): void
  /** Where --authorization-stdin reads the token. */
  stdin: InStream
}

export const AUTHORIZATION_ARGV_WARNING =
  '--authorization: the token is visible to other users of this machine (in the process list) and stays in your shell history; prefer --authorization-stdin'

/** The Authorization value to send to `target`, or undefined for none. */
export async function targetAuthorization(
  flags: TargetAuthorizationFlags,
  target: string,
  deps: TargetAuthorizationDeps,
): Promise<string | undefined> {
  if (flags['authorization-stdin'] && flags.authorization !== undefined) {
    throw new UsageError('give the token once: --authorization-stdin or --authorization, not both')
  }
  let value: string | undefined
  if (flags['authorization-stdin'] || flags.authorization === '-') {
    value = await readStdinLine(deps.stdin, flags['authorization-stdin'] ? '--authorization-stdin' : '--authorization -')
  } else if (flags.authorization !== undefined) {
    deps.warn(AUTHORIZATION_ARGV_WARNING)
    value = flags.authorization
  } else if (deps.asker) {
    value = (await deps.asker.secret(`Authorization header for ${target} (the webhook's token; Enter for none):`)).trim()
  }
  if (value === '') return undefined
  if (value !== undefined) deps.addSecret(value)
  return value
}
