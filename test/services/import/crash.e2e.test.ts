/**
 * Import guarantees: a 1,000-row `bolepix import` is SIGKILLed at three kinds of points, chosen at random (seeded)
 * and hit exactly through the fault proxy in front of the sandbox, each kill followed by a resume:
 *   1. "intent, not sent": the Nth POST has left the CLI (its intent is on disk) but never reaches the sandbox;
 *   2. "sent, no answer": the sandbox has created the charge, the CLI is killed before the answer gets back;
 *   3. "answered, maybe not journaled": the CLI is killed right after the answer was handed to it.
 * After the last resume there must be exactly one charge per order_id at the sandbox, the journal must say created
 * for every row with the sandbox's invoice id, and the final run must account for every row.
 */
import {readFileSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {tempDir} from '../../helpers/cli.js'
import {startFaultProxy, type ProxiedRequest} from '../../helpers/fault-proxy.js'
import {withSandbox} from '../../helpers/sandbox.js'
import {api, bolepixBody, spawnCli, type Cleanup} from '../../helpers/journey.js'

const ROWS = 1000
const SEED = Number(process.env.PAYCTL_FUZZ_SEED ?? 20261122)

/** A small seeded generator (mulberry32), so that a failing set of kill points can be replayed. */
function rng(seed: number): (min: number, max: number) => number {
  let a = seed >>> 0
  return (min, max) => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296
    return min + Math.floor(r * (max - min + 1))
  }
}

type KillPoint = 'received' | 'forwarded' | 'answered'

interface RowResult {
  line: number
  order_id: string
  status: string
  invoice_id?: string
}

describe('bolepix import survives kill -9 at any point', () => {
  it(`1,000 rows, killed between intent and send, after send, after the answer: one charge per order_id (seed ${SEED})`, async ({
    onTestFinished,
  }) => {
    const cleanup: Cleanup = onTestFinished
    const sb = await withSandbox()
    cleanup(() => sb.close())
    // The kill of the current run: at the `after`-th create this run sends that reaches `point`.
    let hook: {point: KillPoint; after: number; seen: number; kill: () => Promise<void>} | undefined
    const held = new Set<number>()
    const isCreate = (r: ProxiedRequest) => r.method === 'POST' && r.url === '/api/v2/payments/bolepix'
    const maybeKill = async (point: KillPoint, r: ProxiedRequest) => {
      if (!hook || hook.point !== point || !isCreate(r) || ++hook.seen !== hook.after) return
      const h = hook
      hook = undefined
      if (point === 'received') held.add(r.n)
      await h.kill()
    }
    const proxy = await startFaultProxy({
      upstream: sb.url,
      lifetimeMs: 300_000,
      onReceived: (r) => maybeKill('received', r),
      onForwarded: (r) => maybeKill('forwarded', r),
      onAnswered: (r) => void maybeKill('answered', r),
      // The create that arrived as its CLI was killed is never forwarded: its intent is on disk, the charge is not.
      rule: (r) => (held.has(r.n) ? {kind: 'hang'} : {kind: 'pass'}),
    })
    cleanup(() => proxy.close())

    // 1,000 rows: half carry their own order_id, half get the one derived from the file and the row.
    const work = tempDir('payctl-import-crash-')
    const file = join(work, 'charges.jsonl')
    const lines: string[] = []
    for (let i = 0; i < ROWS; i++) {
      const body = bolepixBody({amount: Number(((i % 500) + 1 + (i % 100) / 100).toFixed(2))})
      if (i % 2 === 0) body.order_id = `${'00000000'.slice(String(i).length)}${i}`.padStart(8, '0') + '-0000-4000-8000-000000000000'
      lines.push(JSON.stringify(body))
    }
    writeFileSync(file, `${lines.join('\n')}\n`)

    const random = rng(SEED)
    const env = {...sb.env, PAYCTL_BASE_URL: proxy.url}
    const run = async (killAt?: {point: KillPoint; after: number}) => {
      const p = spawnCli(['bolepix', 'import', file, '--jsonl', '--concurrency', '4'], {
        cleanup: cleanup,
        env,
        cwd: work,
        timeoutMs: 120_000,
      })
      if (killAt) {
        hook = {
          ...killAt,
          seen: 0,
          kill: async () => {
            p.child.kill('SIGKILL')
            await p.result
          },
        }
      }
      const r = await p.result
      hook = undefined
      return r
    }

    const kills: {point: KillPoint; after: number; code: number | null; signal: string | null}[] = []
    for (const point of ['received', 'forwarded', 'answered'] as const) {
      const after = random(20, 250)
      const r = await run({point, after})
      kills.push({point, after, code: r.code, signal: r.signal})
      expect(r.signal, `the ${point} kill landed (${JSON.stringify(kills)})`).toBe('SIGKILL')
    }
    const final = await run()
    expect(final.code, final.stderr).toBe(0)

    // Every row accounted for by the final run.
    const results = final.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as RowResult)
    expect(results).toHaveLength(ROWS)
    expect(new Set(results.map((r) => r.line))).toEqual(new Set(Array.from({length: ROWS}, (_, i) => i + 1)))
    expect(results.filter((r) => r.status !== 'created' && r.status !== 'skipped')).toEqual([])
    expect(final.stderr).toMatch(/unknown[: ]+0|0 unknown/)

    // Exactly one charge per order_id at the sandbox, and it is the one the journal names.
    const invoices = (
      await api<{invoiceId: string; orderId: string}[]>(sb.url, sb.sandbox.accessToken, 'GET', `/bolepix/invoices?sellerId=${sb.sellerId}`)
    ).body
    const byOrder = new Map<string, string[]>()
    for (const inv of invoices) byOrder.set(inv.orderId.toLowerCase(), [...(byOrder.get(inv.orderId.toLowerCase()) ?? []), inv.invoiceId])
    const duplicates = [...byOrder].filter(([, ids]) => ids.length > 1)
    expect(duplicates).toEqual([])
    expect(invoices).toHaveLength(ROWS)
    const journal = readFileSync(`${file}.journal`, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as {type: string; order_id?: string; invoice_id?: string})
    const last = new Map<string, {type: string; invoice_id?: string}>()
    for (const e of journal) if (e.order_id) last.set(e.order_id.toLowerCase(), e)
    expect(last.size).toBe(ROWS)
    expect(new Set(last.keys())).toEqual(new Set(byOrder.keys()))
    for (const [orderId, e] of last)
      expect({orderId, type: e.type, invoice: e.invoice_id}).toEqual({orderId, type: 'created', invoice: byOrder.get(orderId)![0]})
    // The three kinds of kill each left something to resume: intents without outcomes were reconciled.
    const reconciled = journal.filter((e) => e.type === 'created' && (e as {reconciled?: boolean}).reconciled).length
    expect(reconciled).toBeGreaterThan(0)
    console.log(
      `import: kills ${JSON.stringify(kills)}; ${invoices.length} charges, ${reconciled} reconciled by listing, ${proxy.requests.filter(isCreate).length} creates through the proxy`,
    )
  }, 240_000)
})
