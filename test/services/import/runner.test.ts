/**
 * The engine's intent write-ahead, with a real journal and a fake service: intents go out in blocks written ahead of
 * the workers, no request leaves before its own intent is fsynced, and every intent written ahead of a stop gets an
 * outcome (`not_sent`), with exact counts.
 */
import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import type {Transport} from '../../../src/api/transport.js'
import {AuthError} from '../../../src/errors.js'
import {Journal, type ExpectedHeader} from '../../../src/services/import/journal.js'
import {RateGate} from '../../../src/services/import/rate-gate.js'
import type {PreparedRow} from '../../../src/services/import/rows.js'
import {runImport, type RunResult} from '../../../src/services/import/runner.js'
import {tempDir} from '../../helpers/cli.js'

const expected: ExpectedHeader = {
  file: '/data/charges.jsonl',
  sha256: 'c'.repeat(64),
  profile: 'default',
  baseUrl: 'http://127.0.0.1:4010',
  sellerId: 'seller-1',
}

const rowsOf = (n: number): PreparedRow[] =>
  Array.from({length: n}, (_, i) => {
    const orderId = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`
    return {line: i + 1, orderId, generated: false, body: {order_id: orderId} as PreparedRow['body']}
  })

const journalLines = (path: string) =>
  readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => JSON.parse(l) as {type: string; order_id: string})

/**
 * Runs the engine over `n` rows. The journal's fsync is slowed down and watched: `durable` holds the order ids whose
 * intent was in the file when an fsync completed. `answer(orderId, index)` plays the service (after the check that
 * the row's intent is durable).
 */
async function run(
  n: number,
  concurrency: number,
  answer: (orderId: string, index: number) => Promise<unknown>,
  stop = new AbortController(),
  failSync = Infinity,
) {
  const path = join(tempDir(), 'charges.jsonl.journal')
  const {journal, state} = await Journal.open(path, expected)
  const durable = new Set<string>()
  const fh = (journal as unknown as {fh: {sync: () => Promise<void>}}).fh
  const sync = fh.sync.bind(fh)
  let syncs = 0
  fh.sync = async () => {
    if (++syncs >= failSync) throw new Error('ENOSPC: no space left on device')
    const written = journalLines(path)
    await new Promise((resolve) => setTimeout(resolve, 3))
    await sync()
    for (const l of written) if (l.type === 'intent') durable.add(l.order_id)
  }
  const early: string[] = []
  let sent = 0
  const transport = {
    async requestChecked(req: {body: {order_id: string}}) {
      const id = req.body.order_id
      if (!durable.has(id)) early.push(id)
      const body = await answer(id, sent++)
      return {response: {status: 200, headers: {}, body, text: ''}, data: body}
    },
  } as unknown as Transport
  const result: RunResult = await runImport({
    rows: rowsOf(n),
    state,
    journal,
    transport,
    sellerId: async () => 'seller-1',
    gate: new RateGate(),
    stop: stop.signal,
    concurrency,
    emit: () => undefined,
  })
  const closeError = await journal.close().then(
    () => undefined,
    (err: Error) => err,
  )
  const lines = journalLines(path)
  const last = new Map(lines.map((l) => [l.order_id, l.type]))
  return {result, early, sent, syncs: journal.syncs, closeError, lines, open: [...last].filter(([, t]) => t === 'intent')}
}

const created = async (id: string) => {
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 2))
  return {invoiceId: `inv-${id}`}
}

describe('the import engine writes intents ahead, in blocks', () => {
  it('sends nothing before its intent is durable, and fsyncs once per block rather than per row', async () => {
    const r = await run(400, 8, created)
    expect(r.early).toEqual([])
    expect(r.result.counts).toMatchObject({created: 400, notSent: 0, unknown: 0, rejected: 0})
    expect(r.open).toEqual([])
    expect(r.closeError).toBeUndefined()
    expect(r.lines.filter((l) => l.type === 'intent')).toHaveLength(400)
    // Blocks of about 2 × concurrency intents (16 here), and outcomes ride along without an fsync of their own.
    expect(r.syncs).toBeLessThanOrEqual(400 / 16 + 2)
  })

  it('closes every intent written ahead with not_sent when interrupted, and counts exactly', async () => {
    const stop = new AbortController()
    const r = await run(
      400,
      4,
      async (id, i) => {
        if (i === 50) stop.abort()
        return created(id)
      },
      stop,
    )
    expect(r.early).toEqual([])
    const {counts} = r.result
    expect(r.result.interrupted).toBe(true)
    expect(counts.created).toBe(r.sent)
    expect(counts.created + counts.notSent).toBe(400)
    expect(r.open).toEqual([])
    const notSent = r.lines.filter((l) => l.type === 'not_sent')
    // Rows written ahead but never sent got their outcome; rows never announced have no line at all.
    expect(notSent.length).toBeGreaterThan(0)
    expect(notSent.length).toBe(r.lines.filter((l) => l.type === 'intent').length - counts.created)
    expect(r.lines.filter((l) => l.type === 'intent').length).toBeLessThan(400)
  })

  it('stops on an authentication failure: the refused row and the ones written ahead are not_sent', async () => {
    const r = await run(300, 4, async (id, i) => {
      if (i >= 20) throw new AuthError(401, 'Unauthorized')
      return created(id)
    })
    const {counts} = r.result
    expect(r.result.failure).toBeInstanceOf(AuthError)
    expect(counts.created).toBe(20)
    expect(counts.created + counts.notSent).toBe(300)
    expect(r.open).toEqual([])
    expect(r.lines.filter((l) => l.type === 'not_sent')).toHaveLength(r.lines.filter((l) => l.type === 'intent').length - 20)
  })

  it('stops when the journal cannot be written: no request without its durable intent, counts exact', async () => {
    const r = await run(400, 8, created, undefined, 4)
    expect(r.early).toEqual([])
    expect(r.result.failure?.message).toMatch(/cannot write the journal .*ENOSPC/)
    expect(r.closeError).toBe(r.result.failure)
    const {counts} = r.result
    // Three blocks (sync 1 to 3) were durable; nothing beyond them was sent.
    expect(counts.created).toBe(r.sent)
    expect(counts.created).toBeLessThanOrEqual(3 * 32)
    expect(counts.created + counts.notSent).toBe(400)
  })
})
