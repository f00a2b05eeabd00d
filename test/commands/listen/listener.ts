/**
 * Spawns `bin/run.js listen` as a real process and waits for its URL line (stderr with --json, --jsonl or --jq,
 * stdout otherwise).
 * The process is killed after `lifetimeMs` at the latest.
 */
import {spawn, type ChildProcessWithoutNullStreams} from 'node:child_process'
import {BIN, ROOT, cliEnv} from '../../helpers/cli.js'

export interface RunningListener {
  url: string
  port: number
  child: ChildProcessWithoutNullStreams
  stdout(): string
  stderr(): string
  /** Sends a signal and resolves with the exit code and the complete output. */
  stop(signal?: NodeJS.Signals): Promise<{code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string}>
  exited: Promise<{code: number | null; signal: NodeJS.Signals | null}>
}

const running = new Set<ChildProcessWithoutNullStreams>()

/** Kills every listener still running (call in afterAll/afterEach: a failed assertion must not leave one behind). */
export async function stopAllListeners(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve()
          child.once('close', () => resolve())
          child.kill('SIGKILL')
        }),
    ),
  )
  running.clear()
}

export async function startListener(
  args: string[],
  options: {
    env?: Record<string, string | undefined>
    lifetimeMs?: number
    input?: string
    /** A command that runs the rest, such as `prlimit --fsize=8192` (a file that fills up without a small disk). */
    prefix?: string[]
  } = {},
): Promise<RunningListener> {
  const command = [...(options.prefix ?? []), process.execPath, BIN, 'listen', ...args]
  const child = spawn(command[0]!, command.slice(1), {cwd: ROOT, env: cliEnv(options.env), stdio: ['pipe', 'pipe', 'pipe']})
  running.add(child)
  let out = ''
  let err = ''
  child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d))
  child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d))
  child.stdin.end(options.input ?? '')
  const killer = setTimeout(() => child.kill('SIGKILL'), options.lifetimeMs ?? 90_000)
  const exited = new Promise<{code: number | null; signal: NodeJS.Signals | null}>((resolve) =>
    child.on('close', (code, signal) => {
      clearTimeout(killer)
      running.delete(child)
      resolve({code, signal})
    }),
  )
  // With --json, --jsonl or --jq the start-up lines go to stderr (stdout holds only the notifications' lines).
  const json = args.some((a) => a === '--json' || a === '--jsonl' || a.startsWith('--jq'))
  let signalled = false
  const url = await new Promise<string>((resolve, reject) => {
    const started = Date.now()
    const check = () => {
      const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(json ? err : out)
      if (m) return resolve(m[1]!)
      if (child.exitCode !== null || Date.now() - started > 20_000) return reject(new Error(`listen did not start: ${err}${out}`))
      setTimeout(check, 25)
    }
    check()
  })
  return {
    url,
    port: Number(new URL(url).port),
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && !signalled) child.kill(signal)
      signalled = true
      const r = await exited
      return {...r, stdout: out, stderr: err}
    },
  }
}

/** A notification body as the service sends it. */
export function notification(
  id: string,
  event = 'PAYMENT.PAID',
  data: Record<string, unknown> = {id: `pay-${id}`, status: 'PAID'},
): string {
  return JSON.stringify({id, event, inserted_at: '2026-05-01T10:00:00.000Z', data})
}

/** POSTs with node's fetch (undici); returns status and text. */
export async function post(url: string, body: string, headers: Record<string, string> = {}): Promise<{status: number; text: string}> {
  const res = await fetch(url, {method: 'POST', body, headers: {'content-type': 'application/json', ...headers}})
  return {status: res.status, text: await res.text()}
}

/** The JSON lines of a stdout. */
export function jsonLines(text: string): Record<string, unknown>[] {
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>)
}
