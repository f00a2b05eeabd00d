/**
 * Runs the built CLI (`bin/run.js`) as a real process, the way a user or a script does. Every run gets its own
 * PAYCTL_CONFIG_DIR (a temp folder) unless one is given, no TTY, NO_COLOR, no AI agent's variables, and a bounded time.
 */
import {spawn, type ChildProcessWithoutNullStreams} from 'node:child_process'
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join, resolve} from 'node:path'
import {AGENT_VARIABLES} from '../../src/util/agent.js'

export const ROOT = resolve(import.meta.dirname, '..', '..')
export const BIN = join(ROOT, 'bin', 'run.js')

export interface RunResult {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
}

export interface RunOptions {
  env?: Record<string, string | undefined>
  input?: string
  timeoutMs?: number
  cwd?: string
}

/** A fresh temp folder. */
export function tempDir(prefix = 'payctl-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix))
}

/** Environment for a CLI run: only what we choose (no stray PAYCTL_* from the machine). */
export function cliEnv(extra: Record<string, string | undefined> = {}): Record<string, string> {
  const env: Record<string, string> = {}
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !k.startsWith('PAYCTL_') && k !== 'DEBUG') env[k] = v
  // A person's run, whoever runs the suite: an AI agent's variables (AI_AGENT, CLAUDECODE, …) would turn off every
  // prompt, picker and pager (docs/agents.md). A test of an agent's run gives them in `extra`.
  for (const k of AGENT_VARIABLES) delete env[k]
  // Never the keyring of the person running the tests: no session bus unless a test brings its own
  // (test/helpers/keyring.ts), and tokens go to the 0600 file as they did before the keyring (docs/tokens.md). The
  // keyring tests unset PAYCTL_INSECURE_STORAGE.
  delete env.DBUS_SESSION_BUS_ADDRESS
  // Not the machine's extra certificates: Node 20 reads and parses the whole file at every start (a system bundle of
  // 140 authorities: ~0.1 CPU-s a process, a quarter of the suite's CPU on Node 20), and payctl run by a test
  // talks only to servers on this machine. A test of TLS trusts its own authority in `extra`.
  delete env.NODE_EXTRA_CA_CERTS
  Object.assign(env, {NO_COLOR: '1', PAYCTL_CONFIG_DIR: tempDir('payctl-config-'), PAYCTL_INSECURE_STORAGE: '1'})
  // PAYCTL_TEST_FORCE_DEBUG=1: every spawned CLI logs with --debug (DEBUG=payctl*), so the leak check sees it all.
  if (process.env.PAYCTL_TEST_FORCE_DEBUG === '1') env.DEBUG = 'payctl*'
  for (const [k, v] of Object.entries(extra)) {
    if (v === undefined) delete env[k]
    else env[k] = v
  }
  return env
}

/** Registers work to run when the current test ends (vitest's `onTestFinished`, or helpers/cleanup.ts's onCleanup). */
export type Cleanup = (fn: () => Promise<void> | void) => void

export interface Spawned {
  child: ChildProcessWithoutNullStreams
  /** Everything printed so far. */
  out: {stdout: string; stderr: string}
  result: Promise<RunResult>
  env: Record<string, string>
  /** Resolves with the first stdout line (already printed or coming) that satisfies `match`; rejects if the process ends first. */
  line(match: (line: string) => boolean, what: string): Promise<string>
}

/**
 * Starts `payctl ...args` (the built bin/run.js) and returns at once, to signal it, kill it mid-run or read its
 * output as it comes. Killed with SIGKILL after `timeoutMs` (default 60 s), and when the test ends at the latest when
 * `cleanup` is given. stdin gets `input` and is closed (empty by default).
 */
export function spawnCli(args: string[], options: RunOptions & {cleanup?: Cleanup} = {}): Spawned {
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
  child.stdin.on('error', () => undefined)
  child.stdin.end(options.input ?? '')
  options.cleanup?.(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  })
  const line = (match: (line: string) => boolean, what: string) =>
    new Promise<string>((resolve, reject) => {
      const look = () => out.stdout.split('\n').slice(0, -1).find(match)
      const found = look()
      if (found !== undefined) return resolve(found)
      const onData = () => {
        const l = look()
        if (l !== undefined) {
          child.stdout.off('data', onData)
          resolve(l)
        }
      }
      child.stdout.on('data', onData)
      void result.then((r) => {
        const l = look()
        if (l !== undefined) resolve(l)
        else reject(new Error(`payctl ${args.slice(0, 2).join(' ')} exited (${r.code ?? r.signal}) before ${what}; stderr: ${r.stderr}`))
      })
    })
  return {child, out, result, env, line}
}

/** Runs `payctl ...args` and collects its output. Kills it after `timeoutMs` (default 30 s). */
export function runCli(args: string[], options: RunOptions = {}): Promise<RunResult> {
  const spawned = spawnCli(args, {...options, timeoutMs: options.timeoutMs ?? 30_000})
  return process.env.PAYCTL_TEST_FORCE_DEBUG === '1'
    ? spawned.result.then((r) => checkRunForLeaks(args, spawned.env, options, r))
    : spawned.result
}

/**
 * With PAYCTL_TEST_FORCE_DEBUG=1: fails the run (and so the test) when anything it printed or wrote holds a token or
 * card number it was given, unmasked (test/helpers/leak-scan.ts). Findings are also appended to
 * PAYCTL_TEST_LEAK_REPORT when set.
 */
export async function checkRunForLeaks(args: string[], env: Record<string, string>, options: RunOptions, r: RunResult): Promise<RunResult> {
  const scan = await import('./leak-scan.js')
  const secrets = scan.secretsOfRun(args, env, options.input)
  const haystacks = [
    {where: 'stdout', text: r.stdout},
    {where: 'stderr', text: r.stderr},
    ...scan.filesUnder(env.PAYCTL_CONFIG_DIR!),
    ...scan.filesNamedBy(args, options.cwd ?? ROOT),
  ]
  const leaks = scan.findLeaks(haystacks, secrets)
  if (process.env.PAYCTL_TEST_LEAK_REPORT) {
    const {appendFileSync} = await import('node:fs')
    appendFileSync(
      process.env.PAYCTL_TEST_LEAK_REPORT,
      `${JSON.stringify({args: args.slice(0, 3), scanned: haystacks.length, bytes: haystacks.reduce((n, h) => n + h.text.length, 0), leaks})}\n`,
    )
  }
  if (leaks.length > 0)
    throw new Error(`payctl ${args.slice(0, 2).join(' ')} leaked: ${leaks.map((l) => `${l.what} in ${l.where}`).join('; ')}`)
  return r
}

/** A folder holding a `payctl` that runs the built bin/run.js, to put first on PATH (as `npm install -g` would). */
export function payctlOnPath(): string {
  const bin = join(tempDir('payctl-path-'), 'bin')
  mkdirSync(bin)
  writeFileSync(join(bin, 'payctl'), `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`, {mode: 0o755})
  return bin
}

/**
 * Runs a bash script with `payctl` on PATH (pipes, `$(…)`, as a user's script would), in `cwd` (default a temp
 * folder), with cliEnv's environment plus `env`. Killed after `timeoutMs` (default 60 s).
 */
export function runShell(
  script: string,
  options: {env?: Record<string, string | undefined>; cwd?: string; timeoutMs?: number} = {},
): Promise<RunResult> {
  const env = cliEnv({...options.env, PATH: `${payctlOnPath()}:${process.env.PATH ?? ''}`})
  const child = spawn('bash', ['-c', script], {cwd: options.cwd ?? tempDir('payctl-shell-'), env, stdio: ['ignore', 'pipe', 'pipe']})
  const out = {stdout: '', stderr: ''}
  child.stdout.setEncoding('utf8').on('data', (d: string) => (out.stdout += d))
  child.stderr.setEncoding('utf8').on('data', (d: string) => (out.stderr += d))
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000)
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      resolve({code, signal, stdout: out.stdout, stderr: out.stderr})
    })
  })
}
