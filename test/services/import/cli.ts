/**
 * Running `payctl bolepix import` for the tests: to completion in the test's process (helpers/in-process.ts), or
 * spawned so that it can be signalled mid-run (Ctrl-C, SIGKILL) or run beside another import.
 */
import {readFileSync} from 'node:fs'
import {spawnCli, type RunResult, type Spawned} from '../../helpers/cli.js'
import {runInProcess} from '../../helpers/in-process.js'
import {onCleanup} from '../../helpers/cleanup.js'

export {onCleanup}
export {waitFor} from '../../helpers/wait.js'

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
  runInProcess(['bolepix', 'import', ...args], {env, timeoutMs})

/** Starts the import and returns at once; killed after the test at the latest. */
export function spawnImport(args: string[], env: Record<string, string | undefined>, timeoutMs = 60_000): Spawned {
  return spawnCli(['bolepix', 'import', ...args], {env, timeoutMs, cleanup: onCleanup})
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
