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
  for (const [k, v] of Object.entries(extra)) {
    if (v === undefined) delete env[k]
    else env[k] = v
  }
  return env
}

/** Runs `payctl ...args` and collects its output. Kills it after `timeoutMs` (default 30 s). */
export function runCli(args: string[], options: RunOptions = {}): Promise<RunResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: options.cwd ?? ROOT,
      env: cliEnv(options.env),
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
}
