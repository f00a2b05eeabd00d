/**
 * Shared by the reliability tests: a CLI spawn that hands back the child (to signal or SIGKILL it mid-run), bounded
 * polling, a bolepix creation body, and the cleanups of the current test.
 */
import {spawn, type ChildProcessWithoutNullStreams} from 'node:child_process'
import {addDays, localDate} from '../../src/schemas/dates.js'
import {BIN, ROOT, cliEnv, type RunOptions, type RunResult} from '../helpers/cli.js'
import {expectedDebtor} from '../bolepix/helpers.js'

/**
 * Registers work to run when the current test ends. Tests here run concurrently, so they pass their own context's
 * `onTestFinished` down (vitest tracks concurrent tests only through the test context).
 */
export type Cleanup = (fn: () => Promise<void> | void) => void

export interface Spawned {
  child: ChildProcessWithoutNullStreams
  /** Everything printed so far. */
  out: {stdout: string; stderr: string}
  result: Promise<RunResult>
  env: Record<string, string>
}

/**
 * Starts `payctl ...args` (the built bin/run.js) with the environment runCli would give it, and returns at once.
 * The child is SIGKILLed after `timeoutMs` (default 60 s), and when the test ends at the latest.
 */
export function spawnCli(cleanup: Cleanup, args: string[], options: RunOptions = {}): Spawned {
  const env = cliEnv(options.env)
  const child = spawn(process.execPath, [BIN, ...args], {cwd: options.cwd ?? ROOT, env, stdio: ['pipe', 'pipe', 'pipe']})
  const out = {stdout: '', stderr: ''}
  child.stdout.setEncoding('utf8').on('data', (d: string) => (out.stdout += d))
  child.stderr.setEncoding('utf8').on('data', (d: string) => (out.stderr += d))
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000)
  const result = new Promise<RunResult>((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      resolve({code, signal, stdout: out.stdout, stderr: out.stderr})
    })
  })
  if (options.input !== undefined) child.stdin.end(options.input)
  cleanup(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  })
  return {child, out, result, env}
}

/** Polls `check` every `everyMs` until it returns a truthy value, or throws after `timeoutMs` naming `what`. */
export async function waitFor<T>(what: string, check: () => T | Promise<T>, timeoutMs = 20_000, everyMs = 25): Promise<Exclude<T, null | undefined | false | 0 | ''>> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const v = await check()
    if (v) return v as Exclude<T, null | undefined | false | 0 | ''>
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, everyMs))
  }
}

/** stderr without the `[debug]` lines (PAYCTL_TEST_FORCE_DEBUG=1 turns --debug on for every run). */
export function withoutDebug(stderr: string): string {
  return stderr
    .split('\n')
    .filter((l) => !l.startsWith('[debug]'))
    .join('\n')
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

export const today = () => localDate(new Date())

/** A valid creation body for `bolepix create --body-file` and import rows. */
export function bolepixBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    amount: 150.75,
    dueDate: addDays(today(), 7),
    expirationAfterPayment: 5,
    debtor: expectedDebtor(),
    ...overrides,
  }
}

/** Every required field of `bolepix create` as flags. */
export function createFlags(overrides: Record<string, string> = {}): string[] {
  const flags = [
    '--amount', '150,75', '--due-date', '+7d', '--expiration-after-payment', '5',
    '--debtor-name', 'Maria Silva', '--debtor-document', '423.189.708-58', '--debtor-public-area', 'Avenida Paulista',
    '--debtor-number', '1000', '--debtor-neighborhood', 'Bela Vista', '--debtor-city', 'São Paulo',
    '--debtor-state', 'SP', '--debtor-postal-code', '01310-100',
  ]
  for (const [k, v] of Object.entries(overrides)) flags[flags.indexOf(`--${k}`) + 1] = v
  return flags
}

/** A request to the sandbox (or any server) with the access token, answering the parsed JSON. */
export async function api<T = unknown>(base: string, token: string, method: string, path: string, body?: unknown): Promise<{status: number; body: T}> {
  const res = await fetch(base + path, {
    method,
    headers: {authorization: `Bearer ${token}`, 'content-type': 'application/json'},
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return {status: res.status, body: (text ? JSON.parse(text) : undefined) as T}
}
