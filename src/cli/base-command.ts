/**
 * The one base command: builds the context lazily, installs the Ctrl-C handler, and maps every error to one clear
 * line on stderr (plus `{"error": …}` on stdout with --json) and the exit code of docs/contract.md#errors-and-exit-codes. Never a stack trace.
 */
import {Command} from '@oclif/core'
import type {Interfaces} from '@oclif/core'
import {CommandLineError} from '../errors.js'
import {suggest} from '../util/nearest.js'
import {show, type CommandFunction} from './command-function.js'
import {Context, type ContextFlags} from './context.js'
import {factory} from './factory.js'
import {checkParsed, type ParsedData} from './parsed.js'
import {reportError, usageMessage} from './report-error.js'

export {usageMessage}

// oclif's FlagOutput and ArgOutput, which its index does not export.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ParsedFlags = {[name: string]: any}
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ParsedArgs = {[name: string]: any}

export abstract class BaseCommand extends Command {
  /** A list or record command: its record's fields (schemas/record-fields.ts), which --fields may pick. */
  static recordFields?: readonly string[]
  /** Arguments that take a payment code read out by a person (a boleto line, a BR Code): see refuseCardNumbersInValues. */
  static paymentCodeArgs?: readonly string[]
  /**
   * Whether the command changes something: the account at the service (or the sandbox's state), or payctl's stored
   * profiles and tokens. Every command says (test/commands/commands.test.ts); `payctl commands` shows it (docs/agents.md).
   */
  static writes?: boolean

  protected ctx?: Context
  /** The command checked its raw argv for card numbers itself (guardArgv). */
  private argvGuarded = false
  private data: ParsedData = {}
  /** catch() reported an error (and set the exit code). */
  private failed = false

  /** The command's context, created on first use from its parsed flags. */
  protected context(flags: ContextFlags): Context {
    if (!this.ctx) {
      this.ctx = new Context(flags, factory(), this.data, {root: this.config.root, version: this.config.version})
      this.ctx.catchInterrupt()
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
    // No card number in any value, --jq compiled, --fields checked (cli/parsed.ts, shared with the thin path).
    this.data = await checkParsed(parsed.flags, parsed.args, this.constructor as typeof BaseCommand, this.argvGuarded)
    return parsed
  }

  /**
   * The whole of a command's run(): parse the command line, build the context, call the command's function (loaded
   * by `load`, an `import()` so that only the command that runs is evaluated) and show what it returns.
   */
  protected async act<C extends typeof BaseCommand, F extends ParsedFlags, A extends ParsedArgs>(
    command: C & {flags?: Interfaces.FlagInput<F>; args?: Interfaces.ArgInput<A>},
    load: () => Promise<{default: CommandFunction<F, A>}>,
  ): Promise<void> {
    const {flags, args} = await this.parse<F, ParsedFlags, A>(command)
    const ctx = this.context(flags)
    const {default: run} = await load()
    await show(ctx, await run(ctx, flags, args))
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

  protected override async catch(err: Error & {code?: string}): Promise<void> {
    // oclif's own exit (this.exit) and help/version flows pass through untouched.
    if (err.code === 'EEXIT' || err.constructor?.name === 'ExitError') throw err
    const command = this.id?.replace(/:/g, ' ') ?? ''
    this.failed = true
    factory().exit(await reportError(err, {io: this.ctx?.io ?? factory().io, ctx: this.ctx, argv: this.argv, command}))
  }

  protected override async finally(err: Error | undefined): Promise<void> {
    this.ctx?.releaseInterruptHandler()
    // The exit code the command chose (Context.exitCode), when it ended without an error (0 is every run's default).
    if (!this.failed && this.ctx?.exitCode) factory().exit(this.ctx.exitCode)
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
    const near = unknown.length === 1 ? suggest(unknown[0]!, known) : undefined
    return `unknown flag${unknown.length === 1 ? '' : 's'} ${unknown.join(', ')}${near ? `. Did you mean ${near}?` : ''}`
  }
  // Every missing flag in one sentence of payctl's (oclif lists them under "The following errors occurred:", in
  // colour on a terminal).
  // eslint-disable-next-line no-control-regex
  const plain = raw.replace(/\u001b\[[0-9;]*m/g, '')
  const missing = [...plain.matchAll(/Missing required flag ([\w-]+)/g)].map(([, name]) => {
    const what = flags[name!]?.description
    return `--${name}${what ? `: ${what.replace(/\.$/, '')}` : ''}`
  })
  const rest = usageMessage(plain.replace(/^\s*Missing required flag [\w-]+\s*$/gm, '').replace(/The following errors? occurred:/, ''))
  if (missing.length === 0) return usageMessage(raw)
  const named = `missing required flag${missing.length === 1 ? '' : 's'} ${missing.join('; ')}`
  return rest === 'invalid usage' ? named : `${named}; ${rest}`
}
