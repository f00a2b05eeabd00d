/** Small helpers for the sandbox's tests: a JSON client for the sandbox, request bodies, and bounded polling. */
import {spawnCli, type Spawned} from '../helpers/cli.js'
import {randomUUID} from 'node:crypto'
import type {TestSandbox} from '../helpers/sandbox.js'
import {addDays, localDate} from '../../src/schemas/dates.js'

export interface Answer {
  status: number
  headers: Headers
  body: any
  text: string
}

/** One request to the sandbox. `auth`: 'access' (default), 'client', 'none', or a literal Authorization value. */
export async function call(
  sb: Pick<TestSandbox, 'url' | 'sandbox' | 'clientToken'>,
  method: string,
  path: string,
  body?: unknown,
  auth: 'access' | 'client' | 'none' | {raw: string} = 'access',
): Promise<Answer> {
  const headers: Record<string, string> = {'content-type': 'application/json'}
  if (auth === 'access') headers.authorization = `Bearer ${sb.sandbox.accessToken}`
  else if (auth === 'client') headers.authorization = sb.clientToken
  else if (auth !== 'none') headers.authorization = auth.raw
  const res = await fetch(`${sb.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body),
  })
  const text = await res.text()
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = undefined
  }
  return {status: res.status, headers: res.headers, body: parsed, text}
}

/** A debtor in the interface document's forms (§2.1: document and postal code as digits): the sandbox takes no other. */
export const DEBTOR = {
  name: 'Ana Souza',
  document: '52998224725',
  publicArea: 'Av. Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  postalCode: '01310100',
}

/** The date `days` after `today` (this machine's date by default; a sandbox on an injected clock has its own). */
export const dueIn = (days: number, today = localDate(new Date())): string => addDays(today, days)

/** A creation body in the document's forms, due 3 days after `today`. */
export function bolepixBody(extra: Record<string, unknown> = {}, today?: string): Record<string, unknown> {
  return {expirationAfterPayment: 5, dueDate: dueIn(3, today), amount: 150.75, debtor: DEBTOR, ...extra}
}

export const CUSTOMER = {name: 'Ana Souza', email: 'ana@example.com', cpf: '52998224725'}

export function paymentBody(token: string, credit: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  return {
    payment: {
      session_id: randomUUID(),
      order_id: randomUUID(),
      method: 'CREDIT_CARD',
      credit: {credit_card: {token, holder_name: 'ANA SOUZA', expiration_month: 12, expiration_year: 40}, ...credit},
      customer: CUSTOMER,
      ...extra,
    },
  }
}

export {waitFor} from '../helpers/wait.js'

/** A `payctl sandbox start` running as a real process (bin/run.js), killed after `lifetimeMs` at the latest. */
export async function spawnSandbox(args: string[], env: Record<string, string | undefined> = {}, lifetimeMs = 60_000): Promise<Spawned> {
  return spawnCli(['sandbox', 'start', ...args], {env, timeoutMs: lifetimeMs})
}
