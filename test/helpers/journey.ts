/**
 * Shared by the reliability tests: a CLI spawn that hands back the child (to signal or SIGKILL it mid-run), bounded
 * polling, a bolepix creation body, and the cleanups of the current test.
 */
import {addDays, localDate} from '../../src/schemas/dates.js'
import {expectedDebtor} from '../commands/bolepix/helpers.js'

export {spawnCli, type Cleanup, type Spawned} from './cli.js'
export {sleep, waitFor} from './wait.js'

/** stderr without the `[debug]` lines (PAYCTL_TEST_FORCE_DEBUG=1 turns --debug on for every run). */
export function withoutDebug(stderr: string): string {
  return stderr
    .split('\n')
    .filter((l) => !l.startsWith('[debug]'))
    .join('\n')
}

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
    '--amount',
    '150,75',
    '--due-date',
    '+7d',
    '--expiration-after-payment',
    '5',
    '--debtor-name',
    'Maria Silva',
    '--debtor-document',
    '423.189.708-58',
    '--debtor-public-area',
    'Avenida Paulista',
    '--debtor-number',
    '1000',
    '--debtor-neighborhood',
    'Bela Vista',
    '--debtor-city',
    'São Paulo',
    '--debtor-state',
    'SP',
    '--debtor-postal-code',
    '01310-100',
  ]
  for (const [k, v] of Object.entries(overrides)) flags[flags.indexOf(`--${k}`) + 1] = v
  return flags
}

/** A request to the sandbox (or any server) with the access token, answering the parsed JSON. */
export async function api<T = unknown>(
  base: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{status: number; body: T}> {
  const res = await fetch(base + path, {
    method,
    headers: {authorization: `Bearer ${token}`, 'content-type': 'application/json'},
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return {status: res.status, body: (text ? JSON.parse(text) : undefined) as T}
}
