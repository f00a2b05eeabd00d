/**
 * The one place an error becomes what a person or a script sees (docs/contract.md#errors-and-exit-codes): one line on
 * stderr, `{"error": …}` on stdout with --json or --jsonl, and the exit code. Never a stack trace (but with --debug,
 * for a bug). The oclif adapter (BaseCommand.catch) and the thin start-up path (thin/) both call it. No oclif here.
 */
import {CommandLineError, ExitCode, PayctlError} from '../errors.js'
import {agentInUse} from '../util/agent.js'
import {redactText} from '../util/redact.js'
import type {Context} from './context.js'
import type {Io} from './factory.js'

interface OclifLikeError {
  oclif?: {exit?: number}
  code?: string
  message?: string
  stack?: string
  syscall?: string
}

export interface ErrorScene {
  io: Io
  /** The command's context, when it got that far (its output form and secrets). */
  ctx?: Context
  /** The command line as typed (its output form when there is no context yet). */
  argv: readonly string[]
  /** `bolepix list`, for the `see: payctl bolepix list --help` hint. */
  command: string
}

/** Prints `err` as docs/contract.md says and returns the exit code. */
export async function reportError(err: Error & OclifLikeError, scene: ErrorScene): Promise<number> {
  const {io, ctx, argv} = scene
  // The reader of our output went away (`payctl bolepix list --json | head`): nothing to say, and nowhere to say it.
  if (err.code === 'EPIPE' && err.syscall === 'write') return ExitCode.ok
  // Errors are JSON on stdout with --json and --jsonl (not with --csv or --jq: stdout then carries only their data),
  // one compact line with --jsonl. In every data form stderr gets the one error line and nothing else (no hint).
  const format = ctx ? ctx.output.format : (['csv', 'jsonl', 'json'] as const).find((f) => argv.includes(`--${f}`))
  const jq = argv.some((a) => a === '--jq' || a.startsWith('--jq='))
  const json = ctx ? ctx.output.jsonErrors : (format === 'json' || format === 'jsonl') && !jq
  const dataOnly = ctx ? ctx.output.json : format !== undefined || jq
  const secrets = ctx?.secrets() ?? []
  let exitCode: number
  let payload: {code: string; message: string; status?: number; details?: unknown}
  if (err instanceof PayctlError) {
    exitCode = err.exitCode
    payload = {code: err.code, message: err.message, status: err.status, details: err.details}
  } else if (err.oclif?.exit !== undefined) {
    // oclif's own errors with an exit code (this.error()): usage.
    exitCode = ExitCode.usage
    payload = {code: 'usage', message: usageMessage(err.message ?? '')}
  } else {
    // Only a bug in payctl gets here: every expected failure is a PayctlError with its own message.
    exitCode = ExitCode.failure
    const debugging = ctx?.debugEnabled ?? argv.includes('--debug')
    const next = debugging
      ? 'a bug in payctl: please report it with the details above'
      : 'a bug in payctl: run the command again with --debug for the details, and please report it'
    payload = {code: 'internal', message: `unexpected error: ${err.message ?? String(err)} (${next})`}
    if (debugging && err.stack) {
      if (ctx) ctx.debug(err.stack)
      else io.stderr.write(`${redactText(err.stack, secrets)}\n`)
    }
  }
  const message = redactText(payload.message, secrets)
  const red = (s: string) => (io.stderr.isTTY && !io.env.NO_COLOR ? `\u001b[31m${s}\u001b[39m` : s)
  io.stderr.write(`${await onTerminal(io, `${red('error:')} ${message}`)}\n`)
  if (!dataOnly && (err instanceof CommandLineError || (exitCode === ExitCode.usage && !(err instanceof PayctlError)))) {
    io.stderr.write(`see: payctl ${scene.command} --help\n`)
  }
  // The command that comes next, for an AI agent (docs/agents.md#the-command-that-comes-next): a person reads it in the message.
  const next =
    err instanceof PayctlError && err.next?.length && agentInUse(io.env) ? err.next.map((c) => redactText(c, secrets)) : undefined
  for (const command of next ?? []) io.stderr.write(`next: ${command}\n`)
  if (json) {
    const error = {
      error: {code: payload.code, message, status: payload.status ?? null, details: payload.details ?? null, ...(next ? {next} : {})},
    }
    const body = format === 'jsonl' ? JSON.stringify(error) : JSON.stringify(error, null, 2)
    io.stdout.write(`${redactText(body, secrets)}\n`)
  }
  return exitCode
}

/** On a terminal, a human line wrapped at spaces to its width (never mid-word); elsewhere as it is. */
async function onTerminal(io: Io, text: string): Promise<string> {
  if (!io.stderr.isTTY) return text
  const {wrapText} = await import('../render/wrap.js')
  return wrapText(text, io.stderr.columns || 80)
}

/**
 * oclif's parse errors span lines ("Parsing --limit \n\tExpected an integer …\nSee more help with --help"); this keeps
 * what they say on one line ("--limit: Expected an integer …") and drops the help hint (we print our own).
 */
export function usageMessage(raw: string): string {
  const lines = raw
    .replace(/^Error: /, '')
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => l !== '' && !/^See more help with/.test(l) && l !== 'The following error occurred:')
  if (lines.length === 0) return 'invalid usage'
  const parsing = /^Parsing (--\S+)$/.exec(lines[0]!)
  if (parsing && lines.length > 1) return `${parsing[1]}: ${lines.slice(1).join(' ')}`
  return lines.join(' ')
}
