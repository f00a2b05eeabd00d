/**
 * The one base command: builds the context lazily, installs the Ctrl-C handler, and maps every error to one clear
 * line on stderr (plus `{"error": …}` on stdout with --json) and the exit code of docs/contract.md#errors-and-exit-codes. Never a stack trace.
 */
import {Command} from '@oclif/core'
import type {Interfaces} from '@oclif/core'
import {CommandLineError, ExitCode, PayctlError, UsageError} from '../errors.js'
import type {JqProgram} from '../render/jq.js'
import {redactText} from '../util/redact.js'
import {nearest} from '../util/nearest.js'
import {onStopSignals, type StopStep} from '../util/signals.js'
import {Context, type ContextFlags} from './context.js'

// oclif's FlagOutput and ArgOutput, which its index does not export.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ParsedFlags = {[name: string]: any}
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ParsedArgs = {[name: string]: any}

interface OclifLikeError {
  oclif?: {exit?: number}
  code?: string
  message?: string
}

export abstract class BaseCommand extends Command {
  /** A list or record command: its record's fields (schemas/record-fields.ts), which --fields may pick. */
  static recordFields?: readonly string[]
  /** Arguments that take a payment code read out by a person (a boleto line, a BR Code): see refuseCardNumbersInValues. */
  static paymentCodeArgs?: readonly string[]

  protected ctx?: Context
  private releaseSigint?: () => void
  /** The command checked its raw argv for card numbers itself (guardArgv). */
  private argvGuarded = false
  private data: {jq?: JqProgram; fields?: readonly string[]} = {}

  /** The command's context, created on first use from its parsed flags. */
  protected context(flags: ContextFlags): Context {
    if (!this.ctx) {
      this.ctx = new Context(flags, process.env, this.data, this.config.root)
      this.installInterruptHandler(this.ctx)
    }
    return this.ctx
  }

  /**
   * oclif fills a missing argument from piped stdin: `echo 5155901222280001 | payctl card capture` would send the card
   * number as the payment id, and a command that reads stdin itself (config set, --body-file -) would find it drained.
   * Arguments come from argv only. Whatever oclif's parser throws (an unknown or missing flag, a bad value, an
   * unexpected argument) is a usage error, exit 2: it is turned into one here, by where it was thrown rather than by
   * its wording.
   */
  protected override async parse<F extends ParsedFlags, B extends ParsedFlags, A extends ParsedArgs>(
    options?: Interfaces.Input<F, B, A>,
    argv?: string[],
  ): Promise<Interfaces.ParserOutput<F, B, A>> {
    if (options?.args) {
      const args = Object.fromEntries(Object.entries(options.args).map(([name, arg]) => [name, {...arg, ignoreStdin: true}]))
      options = {...options, args: args as typeof options.args}
    }
    let parsed: Interfaces.ParserOutput<F, B, A>
    try {
      parsed = await super.parse(options, argv)
    } catch (err) {
      // oclif warns "did not parse its arguments" (NODE_ENV development or test) when parse() never finished: it did.
      this.parsed = true
      throw new CommandLineError(explainParseError(err, options?.flags ?? {}), {cause: err})
    }
    // No card number in any flag or argument (the card commands and trigger checked their raw argv already).
    if (!this.argvGuarded) {
      const {refuseCardNumbersInValues} = await import('./card/argv.js')
      refuseCardNumbersInValues(parsed.flags, parsed.args, (this.constructor as typeof BaseCommand).paymentCodeArgs)
    }
    await this.prepareData(parsed.flags)
    return parsed
  }

  /** --jq compiled and --fields checked now, before anything is sent (exit 2 with jq's own message, or the fields there are). */
  private async prepareData(flags: ParsedFlags): Promise<void> {
    if (typeof flags.jq === 'string') {
      const {compileJq} = await import('../render/jq.js')
      this.data.jq = await compileJq(flags.jq)
    }
    if (typeof flags.fields === 'string') {
      const known = (this.constructor as typeof BaseCommand).recordFields ?? []
      const fields = flags.fields.split(',').map((f: string) => f.trim()).filter(Boolean)
      const {isKnownField} = await import('../schemas/record-fields.js')
      const unknown = fields.filter((f: string) => !isKnownField(f, known))
      if (fields.length === 0 || unknown.length > 0) {
        throw new UsageError(`--fields: ${fields.length === 0 ? 'no field given' : `no field ${unknown.map((f: string) => `"${f}"`).join(', ')}`}; the fields are ${known.join(', ')}`)
      }
      this.data.fields = fields
    }
  }

  /** Ctrl-C aborts what is in flight (the command then exits 130); a second Ctrl-C exits at once. */
  private installInterruptHandler(ctx: Context): void {
    this.releaseSigint = onStopSignals([() => ctx.interrupt(new Error('interrupted'))], ['SIGINT'])
  }

  /**
   * Runs `check` over the raw argv before oclif parses it (card commands: oclif's own errors, such as "Unexpected
   * argument: <value>", would echo a card number back). When the check refuses the argv, parse() never runs: the
   * command is marked parsed (oclif's own `parsed` field) so that oclif does not warn "did not parse its arguments"
   * in development; test/cli/base-command.e2e.test.ts fails if an oclif upgrade changes that.
   */
  protected guardArgv(check: (argv: readonly string[]) => void): void {
    this.argvGuarded = true
    try {
      check(this.argv)
    } catch (err) {
      this.parsed = true
      throw err
    }
  }

  /**
   * Long-running commands whose stop is a normal end (events tail, mcp, listen): each SIGINT or SIGTERM runs the next
   * of `steps` (listen: stop, then cut the connections), and one more exits at once. The handlers stay until the
   * process ends, so an echo of the signal cannot kill it while it finishes (util/signals.ts).
   */
  protected stopOnSignal(...steps: StopStep[]): void {
    this.releaseInterruptHandler()
    onStopSignals(steps)
  }

  /** Long-running commands (listen, tail, sandbox) take over Ctrl-C themselves. */
  protected releaseInterruptHandler(): void {
    this.releaseSigint?.()
    this.releaseSigint = undefined
  }

  protected override async catch(err: Error & OclifLikeError): Promise<void> {
    // oclif's own exit (this.exit) and help/version flows pass through untouched.
    if (err.code === 'EEXIT' || err.constructor?.name === 'ExitError') throw err
    // The reader of our output went away (`payctl bolepix list --json | head`): nothing to say, and nowhere to say it.
    if (err.code === 'EPIPE' && (err as NodeJS.ErrnoException).syscall === 'write') {
      process.exitCode = ExitCode.ok
      return
    }
    // Errors are JSON on stdout with --json and --jsonl (not with --csv or --jq: stdout then carries only their data),
    // one compact line with --jsonl. In every data form stderr gets the one error line and nothing else (no hint).
    const format = this.ctx ? this.ctx.output.format : (['csv', 'jsonl', 'json'] as const).find((f) => this.argv.includes(`--${f}`))
    const jq = this.argv.some((a) => a === '--jq' || a.startsWith('--jq='))
    const json = this.ctx ? this.ctx.output.jsonErrors : (format === 'json' || format === 'jsonl') && !jq
    const dataOnly = this.ctx ? this.ctx.output.json : format !== undefined || jq
    const secrets = this.ctx?.secrets() ?? []
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
      const debugging = this.ctx?.debugEnabled ?? this.argv.includes('--debug')
      const next = debugging ? 'a bug in payctl: please report it with the details above' : 'a bug in payctl: run the command again with --debug for the details, and please report it'
      payload = {code: 'internal', message: `unexpected error: ${err.message ?? String(err)} (${next})`}
      if (debugging && err.stack) {
        if (this.ctx) this.ctx.debug(err.stack)
        else process.stderr.write(`${redactText(err.stack, secrets)}\n`)
      }
    }
    const message = redactText(payload.message, secrets)
    const red = (s: string) => (process.stderr.isTTY && !process.env.NO_COLOR ? `\u001b[31m${s}\u001b[39m` : s)
    process.stderr.write(`${await onTerminal(`${red('error:')} ${message}`)}\n`)
    if (!dataOnly && (err instanceof CommandLineError || (exitCode === ExitCode.usage && !(err instanceof PayctlError)))) {
      process.stderr.write(`see: payctl ${this.id?.replace(/:/g, ' ') ?? ''} --help\n`)
    }
    if (json) {
      const error = {error: {code: payload.code, message, status: payload.status ?? null, details: payload.details ?? null}}
      const body = format === 'jsonl' ? JSON.stringify(error) : JSON.stringify(error, null, 2)
      process.stdout.write(`${redactText(body, secrets)}\n`)
    }
    process.exitCode = exitCode
  }

  protected override async finally(err: Error | undefined): Promise<void> {
    this.releaseInterruptHandler()
    await this.ctx?.close()
    await super.finally(err)
  }
}

/** The parts of oclif's flag definitions the messages use. */
type FlagInfo = {[name: string]: {description?: string; allowNo?: boolean; char?: string} | undefined}

/**
 * One line that says what to do about a command line oclif refused: an unknown flag names the nearest one
 * (`Did you mean --status?`), a missing flag is named with its dashes and what it takes. oclif's NonExistentFlagsError
 * carries the unknown flags; a missing flag is only in the text ("Missing required flag to").
 */
export function explainParseError(err: unknown, flags: FlagInfo): string {
  const e = err as {message?: string; flags?: unknown}
  const raw = e?.message ?? String(err)
  if (Array.isArray(e?.flags) && /^Nonexistent flag/.test(raw.replace(/^Error: /, ''))) {
    const known = Object.entries(flags).flatMap(([name, def]) => [`--${name}`, ...(def?.allowNo ? [`--no-${name}`] : [])])
    // The name only: a value typed after `=` may be a secret (`--authorizaton=TOKEN`).
    const unknown = (e.flags as unknown[]).map((f) => String(f).replace(/=[\s\S]*$/, ''))
    const near = unknown.length === 1 ? nearest(unknown[0]!, known) : undefined
    return `unknown flag${unknown.length === 1 ? '' : 's'} ${unknown.join(', ')}${near ? `. Did you mean ${near}?` : ''}`
  }
  const message = usageMessage(raw)
  return message.replace(/Missing required flag ([\w-]+)/g, (_, name: string) => {
    const what = flags[name]?.description
    return `missing required flag --${name}${what ? `: ${what.replace(/\.$/, '')}` : ''}`
  })
}

/** On a terminal, a human line wrapped at spaces to its width (never mid-word); elsewhere as it is. */
async function onTerminal(text: string): Promise<string> {
  if (!process.stderr.isTTY) return text
  const {wrapText} = await import('../render/width.js')
  return wrapText(text, process.stderr.columns || 80)
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
