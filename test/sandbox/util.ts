/** Small helpers for the sandbox's tests: a JSON client for the sandbox, request bodies, and bounded polling. */
import {randomUUID} from 'node:crypto'
import type {TestSandbox} from '../helpers/sandbox.js'

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

export const DEBTOR = {
  name: 'Ana Souza',
  document: '529.982.247-25',
  publicArea: 'Av. Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  postalCode: '01310-100',
}

export function bolepixBody(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {expirationAfterPayment: 5, dueDate: '+3d', amount: 150.75, debtor: DEBTOR, ...extra}
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

/** Polls `check` until it returns a value (bounded in count and time). */
export async function waitFor<T>(check: () => Promise<T | undefined> | T | undefined, what: string, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs
  for (let i = 0; ; i++) {
    const v = await check()
    if (v !== undefined) return v
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, Math.min(10 * 2 ** i, 100)))
  }
}

/** A `payctl sandbox start` running as a real process (bin/run.js), killed after `lifetimeMs` at the latest. */
export interface SpawnedSandbox {
  child: import('node:child_process').ChildProcess
  stdout: string[]
  stderr(): string
  /** Resolves with the first stdout line (already seen or coming) that satisfies `match`. */
  line(match: (line: string) => boolean, what: string): Promise<string>
  /** Resolves with the exit code and signal. */
  exited: Promise<{code: number | null; signal: NodeJS.Signals | null}>
}

export async function spawnSandbox(args: string[], env: Record<string, string | undefined> = {}, lifetimeMs = 60_000): Promise<SpawnedSandbox> {
  const {spawn} = await import('node:child_process')
  const {BIN, cliEnv, ROOT} = await import('../helpers/cli.js')
  const child = spawn(process.execPath, [BIN, 'sandbox', 'start', ...args], {cwd: ROOT, env: cliEnv(env), stdio: ['ignore', 'pipe', 'pipe']})
  const lines: string[] = []
  let err = ''
  let partial = ''
  const waiters: {match: (l: string) => boolean; resolve: (l: string) => void}[] = []
  child.stdout!.setEncoding('utf8').on('data', (d: string) => {
    partial += d
    const parts = partial.split('\n')
    partial = parts.pop()!
    for (const l of parts) {
      lines.push(l)
      for (const w of [...waiters]) {
        if (w.match(l)) {
          waiters.splice(waiters.indexOf(w), 1)
          w.resolve(l)
        }
      }
    }
  })
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (err += d))
  const timer = setTimeout(() => child.kill('SIGKILL'), lifetimeMs)
  const exited = new Promise<{code: number | null; signal: NodeJS.Signals | null}>((resolve) =>
    child.on('exit', (code, signal) => {
      clearTimeout(timer)
      resolve({code, signal})
    }),
  )
  return {
    child,
    stdout: lines,
    stderr: () => err,
    exited,
    line: (match, what) =>
      new Promise<string>((resolve, reject) => {
        const seen = lines.find(match)
        if (seen !== undefined) return resolve(seen)
        waiters.push({match, resolve})
        void exited.then(({code, signal}) => reject(new Error(`sandbox exited (${code ?? signal}) before ${what}; stderr: ${err}`)))
      }),
  }
}
