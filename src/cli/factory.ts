/**
 * What a command gets from the world, in one object (docs/architecture.md, "Commands are functions"): its streams,
 * its environment, the clock, the person to ask and where its exit code goes. The process's factory is the real
 * one; a test runs a command inside its own process with a factory of its own (test/helpers/in-process.ts: its own
 * streams, environment, clock and scripted answers, as gh's Factory does), in force only for what that run calls, so
 * that several runs can be under way at once. Nothing here imports oclif.
 */
import type {Asker} from '../services/ask.js'
import {personAt} from '../util/agent.js'
import {onStopSignals, type StopStep} from '../util/signals.js'

export type {StopStep}

/** A stream of the terminal or a pipe: what payctl reads of it. */
export type OutStream = NodeJS.WritableStream & {isTTY?: boolean; columns?: number; rows?: number}
export type InStream = NodeJS.ReadableStream & {isTTY?: boolean}

export interface Io {
  stdin: InStream
  stdout: OutStream
  stderr: OutStream
  env: NodeJS.ProcessEnv
}

export interface Factory {
  io: Io
  /** The clock commands read "now" and "today" from. */
  now(): Date
  /**
   * The person to ask, when there is one: by default the terminal's prompts when stdin and stderr are terminals
   * (cli/prompts.ts). A test gives scripted answers here.
   */
  asker?: Asker
  /** Where a command's exit code goes (the process's exit code, or a test's record of it). */
  exit(code: number): void
  /**
   * Runs `steps` on the stop signals, one per signal (util/signals.ts: Ctrl-C, SIGTERM; the one mechanism); returns
   * what removes them. A test's factory hands the test a way to send them.
   */
  onStop(steps: readonly StopStep[], signals?: readonly NodeJS.Signals[]): () => void
}

/** The real one: the process's streams and environment, the system clock, the terminal's prompts. */
export function processFactory(): Factory {
  return {
    io: {
      // A getter: Node builds process.stdin (a tty or fs stream, with their modules) on first use, ~2 ms that a
      // command which never reads stdin (config list, bolepix list) need not pay (docs/performance.md, "The thin path").
      get stdin() {
        return process.stdin
      },
      stdout: process.stdout,
      stderr: process.stderr,
      env: process.env,
    },
    now: () => new Date(),
    exit: (code) => {
      process.exitCode = code
    },
    onStop: onStopSignals,
  }
}

let processWide: Factory | undefined
/** The factories of the runs under way in this process (made by the first `runWithFactory`: a CLI never makes it). */
let scoped: import('node:async_hooks').AsyncLocalStorage<Factory> | undefined

/** The factory in force: the one of the run this call belongs to (`runWithFactory`), else the process's. */
export function factory(): Factory {
  return scoped?.getStore() ?? (processWide ??= processFactory())
}

/**
 * Runs `fn` with `world` as the factory of everything it calls, awaits included, and of nothing else: two runs in one
 * process each see their own. node:async_hooks is taken here, on first use, so the CLI's start never loads it.
 */
export function runWithFactory<T>(world: Factory, fn: () => T): T {
  scoped ??= new (process.getBuiltinModule('node:async_hooks').AsyncLocalStorage)<Factory>()
  return scoped.run(world, fn)
}

/**
 * Whether a person can be asked: stdin and stderr are both terminals, and no AI agent runs payctl (util/agent.ts: an
 * agent is never prompted; what is missing is named instead).
 */
export function interactive(io: Io): boolean {
  return Boolean(io.stdin.isTTY) && personAt(io.stderr, io.env)
}
