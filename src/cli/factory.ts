/**
 * What a command gets from the world, in one object (docs/architecture.md, "Commands are functions"): its streams,
 * its environment, the clock, the person to ask and where its exit code goes. The process's factory is the real
 * one; a test replaces it (test/helpers/in-process.ts) to run a command inside the test's own process, with its
 * own streams, environment, clock and scripted answers, as gh's Factory does. Nothing here imports oclif.
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

let current: Factory | undefined

/** The factory in force: the process's, unless a test replaced it. */
export function factory(): Factory {
  return (current ??= processFactory())
}

/** Puts `replacement` in force until the returned function is called (one command at a time per process). */
export function replaceFactory(replacement: Factory): () => void {
  const before = current
  current = replacement
  return () => {
    current = before
  }
}

/**
 * Whether a person can be asked: stdin and stderr are both terminals, and no AI agent runs payctl (util/agent.ts: an
 * agent is never prompted; what is missing is named instead).
 */
export function interactive(io: Io): boolean {
  return Boolean(io.stdin.isTTY) && personAt(io.stderr, io.env)
}
