/**
 * Spawns `bin/run.js listen` as a real process and waits for its URL line (stderr with --json, --jsonl or --jq,
 * stdout otherwise).
 * The process is killed after `lifetimeMs` at the latest. `startListenerInProcess` runs the same command in the test's
 * own process (helpers/in-process.ts), stopped by a Ctrl-C of its own, for the tests whose point is not the process.
 */
import {spawn, type ChildProcessWithoutNullStreams} from 'node:child_process'
import {BIN, ROOT, cliEnv} from '../../helpers/cli.js'

export interface Listener {
  url: string
  port: number
  stdout(): string
  stderr(): string
  /** Whether it is still running. */
  running(): boolean
  /** Sends a signal (in-process: a Ctrl-C) and resolves with the exit code and the complete output. */
  stop(signal?: NodeJS.Signals): Promise<{code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string}>
  exited: Promise<{code: number | null; signal: NodeJS.Signals | null}>
}

export interface RunningListener extends Listener {
  child: ChildProcessWithoutNullStreams
}

const running = new Set<ChildProcessWithoutNullStreams>()
/** The in-process listeners still running: each ends when told to stop twice (stop, then cut the connections). */
const runningInProcess = new Set<() => Promise<unknown>>()

/** Kills every listener still running (call in afterAll/afterEach: a failed assertion must not leave one behind). */
export async function stopAllListeners(): Promise<void> {
  const inProcess = [...runningInProcess]
  runningInProcess.clear()
  await Promise.all([
    ...inProcess.map((end) => end()),
    ...[...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve()
          child.once('close', () => resolve())
          child.kill('SIGKILL')
        }),
    ),
  ])
  running.clear()
}

/** Where the listener says its URL: stderr with --json, --jsonl or --jq (stdout holds only the notifications' lines). */
const urlOnStderr = (args: readonly string[]) => args.some((a) => a === '--json' || a === '--jsonl' || a.startsWith('--jq'))
const LISTENING = /listening on (http:\/\/127\.0\.0\.1:\d+)/

/**
 * `payctl listen ...args` in the test's own process (runInProcess): the same command, its output read as it comes,
 * stopped by a Ctrl-C of the run's own (`interrupts`: a first stops it, a second cuts the connections), after
 * `lifetimeMs` at the latest. `stop`'s signal is not sent anywhere: both signals stop `listen` alike (docs/listen.md).
 */
export async function startListenerInProcess(
  args: string[],
  options: {env?: Record<string, string | undefined>; lifetimeMs?: number} = {},
): Promise<Listener> {
  const {runInProcess} = await import('../../helpers/in-process.js')
  const ctrlC = [new AbortController(), new AbortController()]
  let pressed = 0
  const press = () => ctrlC[pressed++]?.abort()
  let out = ''
  let err = ''
  const run = runInProcess(['listen', ...args], {
    env: options.env,
    interrupts: ctrlC.map((c) => c.signal),
    timeoutMs: options.lifetimeMs ?? 90_000,
    onOutput: (stream, text) => (stream === 'stdout' ? (out += text) : (err += text)),
  })
  const end = async () => {
    while (pressed < ctrlC.length) press()
    await run.catch(() => undefined)
  }
  runningInProcess.add(end)
  // A run that outlived its time is stopped all the same (runInProcess only stops waiting for it).
  const exited = run.then(
    (r) => ({code: r.code, signal: null}),
    async (error: Error) => {
      await end()
      throw error
    },
  )
  let ended = false
  void exited
    .catch(() => undefined)
    .finally(() => {
      ended = true
      runningInProcess.delete(end)
    })
  const url = await new Promise<string>((resolve, reject) => {
    const check = () => {
      const m = LISTENING.exec(urlOnStderr(args) ? err : out)
      if (m) return resolve(m[1]!)
      if (ended) return reject(new Error(`listen ended before listening: ${err}${out}`))
      setTimeout(check, 25)
    }
    check()
  })
  return {
    url,
    port: Number(new URL(url).port),
    stdout: () => out,
    stderr: () => err,
    running: () => !ended,
    exited,
    async stop() {
      if (pressed === 0) press()
      const r = await exited
      return {...r, stdout: out, stderr: err}
    },
  }
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
  const json = urlOnStderr(args)
  let signalled = false
  const url = await new Promise<string>((resolve, reject) => {
    const started = Date.now()
    const check = () => {
      const m = LISTENING.exec(json ? err : out)
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
    running: () => child.exitCode === null && child.signalCode === null,
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
