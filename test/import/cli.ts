/** Running `payctl bolepix import` for the tests: to completion, or spawned so that it can be signalled mid-run. */
import {spawn, type ChildProcessWithoutNullStreams} from 'node:child_process'
import {readFileSync} from 'node:fs'
import {afterEach} from 'vitest'
import {BIN, ROOT, cliEnv, runCli, type RunResult} from '../helpers/cli.js'

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

export function onCleanup(fn: () => Promise<void> | void): void {
  cleanups.push(fn)
}

export interface RowLine {
  line: number
  order_id?: string
  status: string
  invoice_id?: string
  reason?: string
}

/** The JSON result lines of a --json run. */
export const rowLines = (stdout: string): RowLine[] =>
  stdout
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as RowLine)

export const importCli = (args: string[], env: Record<string, string | undefined>, timeoutMs = 60_000): Promise<RunResult> =>
  runCli(['bolepix', 'import', ...args], {env, timeoutMs})

export interface Spawned {
  child: ChildProcessWithoutNullStreams
  out: {stdout: string; stderr: string}
  result: Promise<RunResult>
}

/** Starts the import and returns at once; killed after the test at the latest. */
export function spawnImport(args: string[], env: Record<string, string | undefined>, timeoutMs = 60_000): Spawned {
  const child = spawn(process.execPath, [BIN, 'bolepix', 'import', ...args], {cwd: ROOT, env: cliEnv(env), stdio: ['pipe', 'pipe', 'pipe']})
  const out = {stdout: '', stderr: ''}
  child.stdout.setEncoding('utf8').on('data', (d: string) => (out.stdout += d))
  child.stderr.setEncoding('utf8').on('data', (d: string) => (out.stderr += d))
  child.stdin.end()
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
  const result = new Promise<RunResult>((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      resolve({code, signal, stdout: out.stdout, stderr: out.stderr})
    })
  })
  onCleanup(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  })
  return {child, out, result}
}

/** Polls until `check` is truthy (bounded). */
export async function waitFor<T>(what: string, check: () => T | undefined | false, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const v = check()
    if (v) return v
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 10))
  }
}

/** The journal's lines, parsed. */
export const journalLines = (path: string): Record<string, unknown>[] =>
  readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>)

/** Every intent in the journal has an outcome after it (created, rejected, unknown or not_sent). */
export function openIntents(path: string): string[] {
  const last = new Map<string, string>()
  for (const l of journalLines(path).slice(1)) last.set(String(l.order_id), String(l.type))
  return [...last].filter(([, t]) => t === 'intent').map(([id]) => id)
}
