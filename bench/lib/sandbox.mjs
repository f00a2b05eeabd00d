/** The sandbox as a child process (`payctl sandbox start --port 0 --json`), and a fast way to fill it. */
import {randomUUID} from 'node:crypto'
import {Pool} from 'undici'
import {BIN, cliEnv, start, stop, waitForLine} from './proc.mjs'

/** A due date a week from now (YYYY-MM-DD). */
export const dueDate = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)

/** A valid Bolepix creation body (docs/contract.md#bolepix-charges). */
export function bolepixBody(i = 0, due = dueDate()) {
  return {
    order_id: randomUUID(),
    expirationAfterPayment: 1,
    dueDate: due,
    amount: Number(`${100 + (i % 900)}.${String(i % 100).padStart(2, '0')}`),
    debtor: {
      name: 'Maria Silva',
      document: '42318970858',
      publicArea: 'Avenida Paulista',
      number: String(1000 + (i % 9000)),
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      postalCode: '01310100',
    },
  }
}

/**
 * Starts `payctl sandbox start --port 0 --json --setup-profile bench` with its own config folder; resolves once it
 * listens. `env` points the CLI at it through that profile (as an operator's machine would be set up).
 */
export async function startSandboxProcess(extraArgs = [], node = process.execPath) {
  const env = cliEnv()
  const child = start(node, [BIN, 'sandbox', 'start', '--port', '0', '--json', '--setup-profile', 'bench', ...extraArgs], {env})
  child.stderr.setEncoding('utf8')
  let stderr = ''
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-2000)))
  const line = await waitForLine(child.stdout, (l) => l.includes('"listening"'), 20_000, 'the sandbox to listen').catch((err) => {
    throw new Error(`${err.message}\n${stderr}`)
  })
  // Keep draining its output (one line per request) so that it never blocks on a full pipe.
  child.stdout.resume()
  const info = JSON.parse(line)
  const pool = new Pool(info.url, {connections: 16})
  return {
    url: info.url,
    sellerId: info.seller_id,
    accessToken: info.access_token,
    clientToken: info.client_token,
    env: {PAYCTL_CONFIG_DIR: env.PAYCTL_CONFIG_DIR},
    child,
    pool,
    /** One API call with the access token; resolves to the parsed JSON body. */
    async call(method, path, body) {
      const res = await pool.request({
        method,
        path,
        headers: {authorization: `Bearer ${info.access_token}`, 'content-type': 'application/json'},
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await res.body.text()
      if (res.statusCode >= 300) throw new Error(`${method} ${path} → ${res.statusCode}: ${text.slice(0, 300)}`)
      return text ? JSON.parse(text) : undefined
    },
    async stop() {
      await pool.close().catch(() => {})
      await stop(child)
    },
  }
}

/** Creates `count` Bolepix charges with `concurrency` requests in flight. */
export async function createInvoices(sandbox, count, concurrency = 16) {
  let next = 0
  const due = dueDate()
  const worker = async () => {
    while (next < count) {
      const i = next++
      await sandbox.call('POST', '/api/v2/payments/bolepix', bolepixBody(i, due))
    }
  }
  await Promise.all(Array.from({length: Math.min(concurrency, count)}, worker))
}
