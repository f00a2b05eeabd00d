/**
 * `find` is linear. 40,000 charges all named "Maria Silva": `payctl find maria` worked out each
 * match's short id against every charge (match × record: 20,000 took 43 s, 40,000 137 s on the old code; here 20,000
 * took 6.8 s of CPU on the old code and 0.7 s on the new). Short ids come from one pass over the ids, as every list's
 * (util/prefix.ts), and MCP's find returns at most 100 matches and says how many more there were.
 */
import {createServer} from 'node:http'
import {describe, expect, it, onTestFinished} from 'vitest'
import {Transport} from '../../../src/api/transport.js'
import {find} from '../../../src/services/find/index.js'
import {uniquePrefixLengths} from '../../../src/util/prefix.js'
import {runInProcess} from '../../helpers/in-process.js'
import {startMcpInProcess, textOf} from '../../helpers/mcp.js'

const N = 40_000
const hex = (i: number) => ((i * 2654435761) >>> 0).toString(16).padStart(8, '0')
// Every 1000th id shares its first 12 characters with the one before: their short ids are longer than 8.
const ids = Array.from({length: N}, (_, i) =>
  i % 1000 === 1
    ? `${hex(i - 1)}-0000-4000-a000-${String(i).padStart(12, '0')}`
    : `${hex(i)}-0000-4000-a000-${String(i).padStart(12, '0')}`,
)
const body = JSON.stringify(
  ids.map((invoiceId, i) => ({
    id: `rec-${i}`,
    sellerId: 's',
    invoiceId,
    status: 'PENDING',
    amount: 10,
    insertedAt: '2026-01-01T00:00:00Z',
    debtor: {name: 'Maria Silva', document: '42318970858'},
  })),
)

async function stand(): Promise<Record<string, string>> {
  const server = createServer((req, res) => {
    res.writeHead(200, {'content-type': 'application/json'})
    res.end(req.url!.startsWith('/bolepix/invoices') ? body : '{"data":[]}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())))
  const {port} = server.address() as {port: number}
  return {PAYCTL_BASE_URL: `http://127.0.0.1:${port}`, PAYCTL_SELLER_ID: 's', PAYCTL_ACCESS_TOKEN: 'tok_test_ABCDEFGHIJKLMNOP'}
}

describe('find over 40,000 charges that all match', () => {
  it('is quick, and its short ids are those of every list', async () => {
    const env = await stand()
    const started = Date.now()
    const r = await runInProcess(['find', 'maria'], {env, timeoutMs: 120_000})
    const took = Date.now() - started
    expect(r.code, r.stderr).toBe(0)
    // Quadratic, this took minutes; linear, a few seconds even on a loaded machine.
    expect(took).toBeLessThan(30_000)
    expect(r.stdout.trim().split('\n')).toHaveLength(N + 1)
    // The short ids (what a terminal shows), from the service itself: those of uniquePrefixLengths over every charge.
    const t = new Transport({baseUrl: env.PAYCTL_BASE_URL!, sellerId: 's', credentials: {accessToken: env.PAYCTL_ACCESS_TOKEN!}})
    const result = await find(t, 'maria', {sellerId: async () => 's'})
    await t.close()
    const lengths = uniquePrefixLengths(ids, 8)
    expect(result.matches.map((m) => m.short)).toEqual(ids.map((id, k) => id.slice(0, lengths[k]!)))
    expect(result.matches.filter((m) => m.short.length > 8)).toHaveLength(2 * (N / 1000))
  }, 150_000)

  it('over MCP returns at most 100 matches, and says how many more there were', async () => {
    const env = await stand()
    const mcp = await startMcpInProcess([], {env, cleanup: onTestFinished})
    const r = await mcp.call('find', {text: 'maria'})
    expect(r.isError, textOf(r)).toBeFalsy()
    expect((r.structuredContent!.items as unknown[]).length).toBe(100)
    expect(r.structuredContent!.more).toBe(N - 100)
    expect(textOf(r)).toContain(`${N - 100} more are not`)
  }, 150_000)
})
