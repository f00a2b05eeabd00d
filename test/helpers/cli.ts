/**
 * Runs the built CLI (`bin/run.js`) as a real process, the way a user or a script does. Every run gets its own
 * PAYCTL_CONFIG_DIR (a temp folder) unless one is given, no TTY, NO_COLOR, and a bounded time.
 */
import {spawn} from 'node:child_process'
import {mkdtempSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join, resolve} from 'node:path'

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
  Object.assign(env, {NO_COLOR: '1', PAYCTL_CONFIG_DIR: tempDir('payctl-config-')})
  // PAYCTL_TEST_FORCE_DEBUG=1: every spawned CLI logs with --debug (DEBUG=payctl*), so the leak check sees it all.
  if (process.env.PAYCTL_TEST_FORCE_DEBUG === '1') env.DEBUG = 'payctl*'
  for (const [k, v] of Object.entries(extra)) {
    if (v === undefined) delete env[k]
    else env[k] = v
  }
  return env
}

/** Runs `payctl ...args` and collects its output. Kills it after `timeoutMs` (default 30 s). */
export function runCli(args: string[], options: RunOptions = {}): Promise<RunResult> {
  const env = cliEnv(options.env)
  const run = new Promise<RunResult>((resolvePromise, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: options.cwd ?? ROOT,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (d) => (stdout += d))
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d))
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 30_000)
    child.on('error', reject)
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      resolvePromise({code, signal, stdout, stderr})
    })
    child.stdin.end(options.input ?? '')
  })
  return process.env.PAYCTL_TEST_FORCE_DEBUG === '1' ? run.then((r) => checkRunForLeaks(args, env, options, r)) : run
}

/**
 * With PAYCTL_TEST_FORCE_DEBUG=1: fails the run (and so the test) when anything it printed or wrote holds a token or
 * card number it was given, unmasked (test/reliability/leak-scan.ts). Findings are also appended to
 * PAYCTL_TEST_LEAK_REPORT when set.
 */
async function checkRunForLeaks(args: string[], env: Record<string, string>, options: RunOptions, r: RunResult): Promise<RunResult> {
  const scan = await import('../reliability/leak-scan.js')
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
    appendFileSync(process.env.PAYCTL_TEST_LEAK_REPORT, `${JSON.stringify({args: args.slice(0, 3), scanned: haystacks.length, bytes: haystacks.reduce((n, h) => n + h.text.length, 0), leaks})}\n`)
  }
  if (leaks.length > 0) throw new Error(`payctl ${args.slice(0, 2).join(' ')} leaked: ${leaks.map((l) => `${l.what} in ${l.where}`).join('; ')}`)
  return r
}
