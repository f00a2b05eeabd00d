/**
 * A seeded sandbox for the screens of docs/output.md: charges of several debtors (accents, a CNPJ, a long name) in
 * every status, four webhooks (one that answers, one whose receiver is down, two whose targets share a long prefix),
 * and deliveries that got through, that are still being retried and that were given up. Its ids come from a fixed
 * sequence (two invoice ids share their first 9 characters), its retries wait three hours (so nothing moves while a
 * test looks), and `volatile()` lists what still differs between runs (times, dates, ports) for goldens to replace.
 */
import {createHash} from 'node:crypto'
import {afterAll, beforeAll} from 'vitest'
import {createServer} from 'node:net'
import {call, dueIn} from '../sandbox/util.js'
import {localDate} from '../../src/schemas/dates.js'
import {startRecordingServer, type RecordingServer} from './recording-server.js'
import {withSandbox, type TestSandbox} from './sandbox.js'
import {waitFor} from './wait.js'

/** UUIDs from a fixed sequence; `twin(k, prefix)` makes the k-th next one start with `prefix`. */
export function idSequence(seed = 'payctl-seed'): {next: () => string; twin: (k: number, prefix: string) => void} {
  let n = 0
  const twins = new Map<number, string>()
  return {
    next: () => {
      const h = createHash('sha256').update(`${seed}-${n}`).digest('hex')
      const prefix = twins.get(n++) ?? ''
      const hex = (prefix.replace(/-/g, '') + h).slice(0, 32)
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
    },
    twin: (k, prefix) => void twins.set(n + k - 1, prefix),
  }
}

/** A loopback port nothing listens on (a receiver that is down). */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as {port: number}).port
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

export interface SeededCharge {
  invoiceId: string
  orderId: string
  name: string
  document: string
  amount: string
  status: 'PENDING' | 'PAID' | 'CANCELLED'
}

export interface Seeded {
  sb: TestSandbox
  charges: SeededCharge[]
  webhooks: {up: string; down: string; twins: [string, string]}
  /** Ports and the like that change between runs, with the stable text a golden shows instead (same width). */
  volatile(): [RegExp | string, string][]
  close(): Promise<void>
}

/** Debtors: accents, a company (CNPJ), the longest name the provider takes (25 characters). */
const DEBTORS = [
  {name: 'João da Silva', document: '529.982.247-25', amount: '150,75', orderId: '0d5e7c1a-2b3c-4d5e-8f90-a1b2c3d4e5f6'},
  {name: 'Maria Conceição Araújo', document: '423.189.708-58', amount: '1.234,56', orderId: '7a41c0de-5b6f-4a2e-9c1d-3e8f2a6b9c04'},
  {name: 'Frutas do Vale Ltda', document: '11.222.333/0001-81', amount: '12.500,00', orderId: '4c2e8b1f-0a3d-4e5f-b6a7-c8d9e0f1a2b3'},
  {name: 'Ana Luíza Souza Pereira', document: '111.444.777-35', amount: '89,90', orderId: 'e3b0c442-98fc-4c14-9afb-f4c8996fb924'},
  {name: 'Pedro Álvares Cabral', document: '39053344705', amount: '150,00', orderId: '9f86d081-884c-4d63-9a2f-6b4b0b8e4e11'},
] as const

const address = {
  publicArea: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  postalCode: '01310100',
}

/** Starts and fills the sandbox; resolves once every delivery has been made (or is waiting three hours). */
export async function seededSandbox(lifetimeMs = 300_000): Promise<Seeded> {
  const ids = idSequence()
  const frozen = new Date(Math.floor(Date.now() / 1000) * 1000)
  const receiver: RecordingServer = await startRecordingServer((_req, res) => {
    res.writeHead(200, {'content-type': 'application/json'}).end('{"ok":true}')
  }, lifetimeMs)
  const downPort = await closedPort()
  const sb = await withSandbox({
    lifetimeMs,
    now: () => frozen,
    ids: ids.next,
    random: () => 0.5,
    retryBaseMs: 3 * 3_600_000,
    maxAttempts: 2,
  })
  const ok = async (method: string, path: string, body?: unknown) => {
    const r = await call(sb, method, path, body)
    if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${r.text}`)
    return r.body
  }
  const hook = async (target: string, events: string[]) =>
    ((await ok('POST', '/api/webhooks', {webhook: {target, events, authorization: `token-${events[0]}-secret`}})) as {data: {id: string}})
      .data.id
  const settled = () =>
    waitFor('every delivery made', async () => {
      const {data} = (await ok('GET', '/api/notifications')) as {data: {attempt_count: number}[]}
      return data.every((n) => n.attempt_count > 0)
    })
  const up = await hook(`${receiver.url}/payctl/webhooks`, ['charge-*'])
  const down = await hook(`http://127.0.0.1:${downPort}/hooks/bolepix`, ['charge-create', 'charge-in'])
  const base = 'http://127.0.0.1:9/webhooks/loja-exemplo/producao/notificacoes'
  const twins: [string, string] = [
    await hook(`${base}/pedidos`, ['ORDER.CANCELLED']),
    await hook(`${base}/pagamentos`, ['PAYMENT.CANCELLED']),
  ]

  const charges: SeededCharge[] = []
  const create = async (i: number) => {
    const d = DEBTORS[i]!
    // In the interface document's forms, which the sandbox insists on (amount a number, document digits, a date).
    const body = {
      order_id: d.orderId,
      amount: Number(d.amount.replace(/\./g, '').replace(',', '.')),
      dueDate: dueIn(7, localDate(frozen)),
      expirationAfterPayment: 5,
      debtor: {name: d.name, document: d.document.replace(/[./-]/g, ''), ...address},
    }
    const {invoiceId} = (await ok('POST', '/api/v2/payments/bolepix', body)) as {invoiceId: string}
    charges.push({invoiceId, orderId: d.orderId, name: d.name, document: d.document, amount: d.amount, status: 'PENDING'})
    return invoiceId
  }
  // Two charges and their deliveries; then a day passes: the receiver that is down fails its retry too, and, at
  // two attempts in all, the sandbox gives those deliveries up (FAILED).
  const first = await create(0)
  await create(1)
  await settled()
  await ok('POST', '/_sandbox/clock', {advance: '1d'})
  await waitFor('the retries given up', async () => {
    const {data} = (await ok('GET', '/api/notifications')) as {data: {status: string; target: string}[]}
    return data.filter((n) => n.target.includes(`:${downPort}/`)).every((n) => n.status === 'FAILED')
  })
  // Then three more: one paid, one cancelled. The fifth charge's invoice id starts with the first one's nine first
  // characters (its record id is drawn first): the tables show ten of each.
  await create(2)
  await create(3)
  ids.twin(2, first.slice(0, 9))
  await create(4)
  await ok('POST', `/_sandbox/bolepix/${charges[1]!.invoiceId}/pay`, {})
  charges[1]!.status = 'PAID'
  await ok('POST', `/api/v2/payments/bolepix/${charges[2]!.invoiceId}/cancel`, {reason: 'pedido duplicado'})
  charges[2]!.status = 'CANCELLED'
  await settled()
  return {
    sb,
    charges,
    webhooks: {up, down, twins},
    volatile: () => [
      // Ephemeral ports have five digits: the stand-ins keep the width.
      [`127.0.0.1:${receiver.port}`, '127.0.0.1:40001'],
      [`127.0.0.1:${downPort}`, '127.0.0.1:40002'],
      // Times and dates in local time (the tests set TZ=UTC).
      [/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/g, 'YYYY-MM-DD hh:mm:ss'],
      [/\d{4}-\d\d-\d\d/g, 'YYYY-MM-DD'],
      // A sandbox typed line's due-date factor counts days to a due date relative to today, and its general digit
      // covers it: both stand-ins (bank 999 only; a published code is left as it is).
      [/\b(999\d\d\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6}) \d \d{4}(\d{10})\b/g, '$1 D FFFF$2'],
    ],
    close: async () => {
      await sb.close()
      await receiver.close()
    },
  }
}

/** One seeded sandbox for the tests of a file (`then` adds to it before they run); the getter gives it. */
export function seededPerFile(then?: (seeded: Seeded) => Promise<void>): () => Seeded {
  let seeded: Seeded | undefined
  beforeAll(async () => {
    seeded = await seededSandbox()
    await then?.(seeded)
  }, 60_000)
  afterAll(async () => {
    await seeded?.close()
  })
  return () => seeded!
}
