/**
 * Runs a payctl command inside the test's own process (docs/testing.md, "In-process"): the oclif class of src/commands
 * parses the command line and calls the command's function exactly as bin/run.js does, but through a test factory
 * (src/cli/factory.ts) with its own stdin, stdout, stderr, environment, clock and, for a terminal, scripted answers.
 * Same result shape as runCli (helpers/cli.ts), so a test moves from one to the other by its import. What needs a real
 * process (start-up, signals, the bundle, a pty, the command-not-found hook) stays with runCli/spawnCli. `--help` (and
 * no arguments at all) shows the help in-process too, as oclif answers it before any command runs.
 */
import {existsSync} from 'node:fs'
import {join} from 'node:path'
import {Readable, Writable} from 'node:stream'
import {format} from 'node:util'
import {Config} from '@oclif/core'
import {helpAddition} from '@oclif/core/run'
import {runWithFactory, type Factory, type InStream, type OutStream, type StopStep} from '../../src/cli/factory.js'
import type {Asker} from '../../src/services/ask.js'
import {show, type CommandFunction} from '../../src/cli/command-function.js'
import {Context, type ContextFlags} from '../../src/cli/context.js'
import {reportError} from '../../src/cli/report-error.js'
import {checkRunForLeaks, cliEnv, ROOT, type RunOptions, type RunResult} from './cli.js'

export interface InProcessOptions extends RunOptions {
  /** stdout and stderr are terminals this wide (stdin too, unless `input` is given). */
  terminal?: {columns: number; rows?: number}
  /** The person's answers, for a command that asks (a terminal is then assumed for asking). */
  asker?: Asker
  /** The clock (default: the real one). */
  now?: () => Date
  /**
   * Stands for Ctrl-C: each abort of a signal here runs the command's next stop step (Context.stopOnSignal), as
   * each SIGINT does in a process. No real signal is ever sent to the test's process.
   */
  interrupts?: AbortSignal[]
  /**
   * 'thin': as the bundle runs a command line — the thin path first (src/thin/run.ts), oclif when it declines;
   * the result says which ran (`thin`). Default 'oclif': the oclif class only.
   */
  path?: 'oclif' | 'thin'
  /**
   * Streams of the test's own, for a command that converses while it runs (`payctl mcp` over stdio): a stdin given
   * here replaces `input`, and what goes to a stdout or stderr given here is not in the result.
   */
  streams?: {stdin?: InStream; stdout?: OutStream; stderr?: OutStream}
  /** Called with each piece of output as it is written (for a long-running command: wait on a line, then interrupt). */
  onOutput?: (stream: 'stdout' | 'stderr', text: string) => void
}

export interface InProcessResult extends RunResult {
  /** With path 'thin': whether the thin path ran the command (else oclif did). */
  thin?: boolean
  /** With `terminal`: what the terminal showed, stdout and stderr together in the order they were written. */
  screen?: string
}

/** A stream that keeps what is written, and says it is a terminal of `columns` when given one. */
class Capture extends Writable {
  text = ''
  readonly isTTY: boolean
  constructor(
    readonly columns?: number,
    readonly rows?: number,
    /** Told each piece written here (a terminal that stdout and stderr share, a test's onOutput). */
    readonly written?: (text: string) => void,
  ) {
    super({decodeStrings: false})
    this.isTTY = columns !== undefined
  }
  override _write(chunk: unknown, _enc: BufferEncoding, done: (err?: Error | null) => void): void {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8')
    this.text += text
    this.written?.(text)
    done()
  }
}

let config: Promise<Config> | undefined

/** `['bolepix', 'list', '--json']` → the command file's id and the rest of argv. */
function findCommand(args: readonly string[]): {id: string; file: string; argv: string[]} {
  for (let n = Math.min(3, args.length); n > 0; n--) {
    const words = args.slice(0, n)
    if (words.some((w) => w.startsWith('-'))) continue
    const file = join(ROOT, 'src', 'commands', ...words.slice(0, -1), `${words.at(-1)}.ts`)
    if (existsSync(file)) return {id: words.join(':'), file, argv: args.slice(n)}
  }
  throw new Error(`runInProcess: no command in ${JSON.stringify(args.slice(0, 3))} (a command-not-found case needs runCli)`)
}

/**
 * Runs that set TZ take turns: the time zone is the process's (Node reads process.env.TZ), so such a run puts its own
 * in force for its length. Every other run goes at once, beside any other: each has its own factory.
 */
let zoned: Promise<unknown> = Promise.resolve()

/** Runs `payctl ...args` in this process and collects what it printed and its exit code. */
export function runInProcess(args: string[], options: InProcessOptions = {}): Promise<InProcessResult> {
  if (options.env?.TZ === undefined) return runOne(args, options)
  const run = zoned.then(() => runOne(args, options))
  zoned = run.catch(() => undefined)
  return run
}

async function runOne(args: string[], options: InProcessOptions): Promise<InProcessResult> {
  const env = cliEnv(options.env)
  const loaded = await (config ??= Config.load({root: ROOT}))
  if (options.path !== 'thin' && helpAddition(args, loaded)) return checked(args, env, options, await showHelp(args, loaded, env, options))
  const {id, file, argv} = findCommand(args)
  const {default: Command} = (await import(file)) as {
    default: new (argv: string[], config: Config) => {id?: string; _run(): Promise<unknown>}
  }
  const t = testWorld(env, options)
  const {world, stdout, stderr, screen} = t
  // The time zone is the process's (Node reads process.env.TZ, and follows a change of it): a run's TZ is put in force
  // for the run, and the old one back after (runs with a TZ take turns: runInProcess).
  const tzBefore = process.env.TZ
  if (options.env?.TZ !== undefined) process.env.TZ = options.env.TZ
  const timeoutMs = options.timeoutMs ?? 30_000
  let timer: NodeJS.Timeout | undefined
  let thin: boolean | undefined
  try {
    const oclif = async () => {
      const command = new Command(argv, loaded)
      command.id = id
      await command._run()
    }
    const run = async () => {
      if (options.path === 'thin') {
        const {runThin} = await import('../../src/thin/run.js')
        const {THIN_ACTIONS} = await import('../../src/thin/actions.js')
        thin = await runThin(args, {root: loaded.root, version: loaded.version}, THIN_ACTIONS, world)
        if (thin) return
      }
      await oclif()
    }
    await Promise.race([
      runWithFactory(world, run).catch((err: {oclif?: {exit?: number}}) => {
        // this.exit(n) (oclif's ExitError), or an error catch() passed on.
        if (err?.oclif?.exit !== undefined) t.code = err.oclif.exit
        else throw err
      }),
      new Promise(
        (_, reject) =>
          (timer = setTimeout(
            () => reject(new Error(`payctl ${args.slice(0, 2).join(' ')} did not end within ${timeoutMs} ms`)),
            timeoutMs,
          )),
      ),
    ])
  } finally {
    clearTimeout(timer)
    if (options.env?.TZ !== undefined) {
      if (tzBefore === undefined) delete process.env.TZ
      else process.env.TZ = tzBefore
    }
  }
  const result: InProcessResult = {
    code: t.code,
    signal: null,
    stdout: stdout.text,
    stderr: stderr.text,
    ...(thin === undefined ? {} : {thin}),
    ...(screen ? {screen: screen.text} : {}),
  }
  return checked(args, env, options, result)
}

/**
 * Calls a command's function directly with a context over a test factory (gh's runF: the function without the command
 * line), and shows what it returns as the command would; an error is reported as the command reports it. For a test
 * of the function's own logic; `runInProcess` is the test of the command as typed. `flags` are the parsed flags.
 */
export async function runFunction<F extends ContextFlags, A>(
  fn: CommandFunction<F, A>,
  flags: F,
  args: A,
  options: InProcessOptions = {},
): Promise<InProcessResult> {
  const t = testWorld(cliEnv(options.env), options)
  const ctx = new Context(flags, t.world)
  await runWithFactory(t.world, async () => {
    try {
      await show(ctx, await fn(ctx, flags, args))
      if (ctx.exitCode) t.code = ctx.exitCode
    } catch (err) {
      t.code = await reportError(err as Error, {io: t.world.io, ctx, argv: [], command: ''})
    } finally {
      await ctx.close()
    }
  })
  return {code: t.code, signal: null, stdout: t.stdout.text, stderr: t.stderr.text, ...(t.screen ? {screen: t.screen.text} : {})}
}

/** The streams, clock, asker and stop signals a run gets, and what it printed and the exit code it set. */
function testWorld(env: Record<string, string>, options: InProcessOptions) {
  const screen = options.terminal ? {text: ''} : undefined
  const {onOutput} = options
  const tee = (stream: 'stdout' | 'stderr') => (text: string) => {
    if (screen) screen.text += text
    onOutput?.(stream, text)
  }
  const stdout = new Capture(options.terminal?.columns, options.terminal?.rows, tee('stdout'))
  const stderr = new Capture(options.terminal?.columns, options.terminal?.rows, tee('stderr'))
  const stdin = Object.assign(Readable.from(options.input === undefined ? [] : [options.input]), {
    isTTY: options.terminal !== undefined && options.input === undefined,
  })
  // The stop steps in force (the latest set wins, as the last handler installed runs in a process).
  let steps: readonly StopStep[] = []
  let taken = 0
  for (const interrupt of options.interrupts ?? []) interrupt.addEventListener('abort', () => steps[taken++]?.('SIGINT'), {once: true})
  const world: Factory = {
    io: {stdin: options.streams?.stdin ?? stdin, stdout: options.streams?.stdout ?? stdout, stderr: options.streams?.stderr ?? stderr, env},
    now: options.now ?? (() => new Date()),
    asker: options.asker,
    exit: (c) => (out.code = c),
    onStop: (given) => {
      steps = given
      taken = 0
      return () => {
        if (steps === given) steps = []
      }
    },
  }
  const out = {world, stdout, stderr, screen, code: 0}
  return out
}

/** With PAYCTL_TEST_FORCE_DEBUG=1, the leak check of runCli (helpers/cli.ts). */
function checked(
  args: string[],
  env: Record<string, string>,
  options: InProcessOptions,
  result: InProcessResult,
): Promise<InProcessResult> {
  return process.env.PAYCTL_TEST_FORCE_DEBUG === '1' ? checkRunForLeaks(args, env, options, result) : Promise.resolve(result)
}

/**
 * `--help` (or no arguments): as oclif's run() answers it before any command runs — payctl's help class (package.json
 * `oclif.helpClass`, src/help.ts) shows the help of `args`, as wide as the CLI's (OCLIF_COLUMNS, else the terminal's
 * columns, else 80 on a pipe). Its lines, which oclif writes with console.log, are kept as the run's stdout.
 */
async function showHelp(args: string[], loaded: Config, env: Record<string, string>, options: InProcessOptions): Promise<InProcessResult> {
  const {default: PayctlHelp} = await import('../../src/help.js')
  const columns = Number.parseInt(env.OCLIF_COLUMNS ?? '', 10) || Math.max(options.terminal?.columns ?? 80, 40)
  let stdout = ''
  const Captured = class extends PayctlHelp {
    protected override log(...lines: string[]): void {
      stdout += `${format(...lines)}\n`
    }
    protected override environment(): NodeJS.ProcessEnv {
      return env
    }
  }
  await new Captured(loaded, {...loaded.pjson.oclif.helpOptions, maxWidth: columns}).showHelp(args)
  return {code: 0, signal: null, stdout, stderr: ''}
}
