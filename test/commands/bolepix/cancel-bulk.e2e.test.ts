/**
 * `bolepix cancel -` (docs/scripting.md#bulk-actions-from-stdin): invoice ids from stdin, against the sandbox: 50
 * ids of which 3 are already cancelled and 1 is unknown → 46 cancelled, 4 reported, exit 1; --dry-run sends nothing;
 * the pipeline through a real shell. Against stand-in servers: --concurrency bounds the requests in flight, a
 * cancel whose answer is lost is reported as unknown and never resent, a refused token stops dispatching (exit 4).
 */
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import {runShell} from '../../helpers/cli.js'
import {runInProcess} from '../../helpers/in-process.js'
import {sendJson} from '../../helpers/recording-server.js'
import {withSandbox, type TestSandbox} from '../../helpers/sandbox.js'
import {apiEnv, inDays, recorder} from './helpers.js'

let sb: TestSandbox
const requests: {method: string; path: string}[] = []

beforeEach(async () => {
  requests.length = 0
  sb = await withSandbox({onRequest: (e) => requests.push({method: e.method, path: e.path})})
})
afterEach(async () => {
  await sb?.close()
})

/** Creates `n` PENDING charges straight through the sandbox's API; their invoice ids, in order. */
async function createCharges(n: number): Promise<string[]> {
  const ids: string[] = []
  for (let i = 0; i < n; i++) {
    const body = {
      amount: 100 + i,
      dueDate: inDays(7),
      expirationAfterPayment: 5,
      debtor: {
        name: 'Maria Silva',
        document: '42318970858',
        publicArea: 'Avenida Paulista',
        number: '1000',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        postalCode: '01310100',
      },
    }
    const res = await fetch(`${sb.url}/api/v2/payments/bolepix`, {
      method: 'POST',
      headers: {authorization: `Bearer ${sb.accessToken}`, 'content-type': 'application/json'},
      body: JSON.stringify(body),
    })
    expect(res.status).toBeLessThan(300)
    ids.push(((await res.json()) as {invoiceId: string}).invoiceId)
  }
  return ids
}

const cancels = () => requests.filter((r) => r.method === 'POST' && r.path.endsWith('/cancel'))

describe('bolepix cancel - against the sandbox', () => {
  it('50 ids, 3 already cancelled and 1 unknown: 46 cancelled, 4 reported, exit 1; a line per id in order, a summary', async () => {
    await createCharges(49)
    const listed = await runInProcess(['bolepix', 'list', '--status', 'PENDING', '--since', '30d', '--jq', '.[].invoiceId'], {env: sb.env})
    expect(listed.code).toBe(0)
    const ids = listed.stdout.trimEnd().split('\n')
    expect(ids).toHaveLength(49)
    for (const id of [ids[3]!, ids[17]!, ids[40]!]) {
      const r = await runInProcess(['bolepix', 'cancel', id, '--reason', 'duplicate', '--yes'], {env: sb.env})
      expect(r.code, r.stderr).toBe(0)
    }
    const input = [...ids.slice(0, 25), 'no-such-invoice', ...ids.slice(25)]
    requests.length = 0
    const r = await runInProcess(['bolepix', 'cancel', '-', '--reason', 'campaign ended', '--yes'], {
      env: sb.env,
      input: `${input.join('\n')}\n`,
    })
    expect(r.code).toBe(1)
    const lines = r.stdout.trimEnd().split('\n')
    expect(lines).toHaveLength(50)
    expect(lines.map((l) => l.split(/\s+/)[1]!.replace(/:$/, ''))).toEqual(input)
    expect(lines.filter((l) => l.startsWith('cancelled '))).toHaveLength(46)
    const reported = lines.filter((l) => !l.startsWith('cancelled '))
    expect(reported).toEqual([
      `failed     ${ids[3]}: HTTP 409 Conflict: the charge is CANCELLED; only a PENDING charge can be cancelled`,
      `failed     ${ids[17]}: HTTP 409 Conflict: the charge is CANCELLED; only a PENDING charge can be cancelled`,
      'failed     no-such-invoice: not found: no Bolepix invoice "no-such-invoice"',
      `failed     ${ids[40]}: HTTP 409 Conflict: the charge is CANCELLED; only a PENDING charge can be cancelled`,
    ])
    expect(r.stderr).toBe('50 ids: 46 cancelled, 4 failed\n')
    // Each id was sent once.
    expect(cancels()).toHaveLength(50)
    const after = await runInProcess(['bolepix', 'list', '--jq', '[.[] | select(.status == "CANCELLED")] | length'], {env: sb.env})
    expect(after.stdout).toBe('49\n')
  })

  it('--json: one array of {"id", "ok", "status" | "error"}, in the order of the ids; JSON Lines of records on stdin work too', async () => {
    const [a, b] = await createCharges(2)
    await runInProcess(['bolepix', 'cancel', b!, '--reason', 'x', '--yes'], {env: sb.env})
    const input = `${JSON.stringify({id: 'rec-a', invoiceId: a})}\n${JSON.stringify({id: 'rec-b', invoiceId: b})}\n`
    const r = await runInProcess(['bolepix', 'cancel', '-', '--reason', 'campaign ended', '--yes', '--json'], {env: sb.env, input})
    expect(r.code).toBe(1)
    expect(JSON.parse(r.stdout)).toEqual([
      {id: a, ok: true, status: 'CANCELLED'},
      {
        id: b,
        ok: false,
        error: {
          code: 'api_error',
          status: 409,
          message: 'HTTP 409 Conflict: the charge is CANCELLED; only a PENDING charge can be cancelled',
        },
      },
    ])
    expect(r.stderr).toBe('2 ids: 1 cancelled, 1 failed\n')
  })

  it('--dry-run prints what would be sent and sends nothing (no --yes needed); all cancelled → exit 0', async () => {
    const ids = await createCharges(3)
    requests.length = 0
    const dry = await runInProcess(['bolepix', 'cancel', '-', '--reason', 'campaign ended', '--dry-run'], {
      env: sb.env,
      input: JSON.stringify(ids),
    })
    expect(dry.code).toBe(0)
    expect(dry.stdout).toBe(
      ids.map((id) => `would cancel ${id}: POST /api/v2/payments/bolepix/${id}/cancel {"reason":"campaign ended"}\n`).join(''),
    )
    expect(dry.stderr).toBe('dry run: 3 ids would be cancelled; nothing was sent\n')
    // Each charge read, nothing sent.
    expect(requests).toEqual(ids.map((id) => ({method: 'GET', path: `/bolepix/invoices/${id}`})))
    const one = await runInProcess(['bolepix', 'cancel', ids[0]!, '--reason', 'x', '--dry-run', '--json'], {env: sb.env})
    expect(JSON.parse(one.stdout)).toEqual([{id: ids[0], ok: true, status: 'dry-run'}])
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([])
    const real = await runInProcess(['bolepix', 'cancel', '-', '--reason', 'campaign ended', '--yes'], {env: sb.env, input: ids.join('\n')})
    expect(real.code).toBe(0)
    expect(real.stderr).toBe('3 ids: 3 cancelled\n')
  })

  it('--dry-run says which would fail and why (already CANCELLED, not found) and exits as the real run would', async () => {
    const [pending, done] = await createCharges(2)
    await runInProcess(['bolepix', 'cancel', done!, '--reason', 'x', '--yes'], {env: sb.env})
    requests.length = 0
    const dry = await runInProcess(['bolepix', 'cancel', '-', '--reason', 'x', '--dry-run'], {
      env: sb.env,
      input: `${pending}\n${done}\nno-such-charge\n`,
    })
    expect(dry.code).toBe(1)
    expect(dry.stdout).toBe(
      `would cancel ${pending}: POST /api/v2/payments/bolepix/${pending}/cancel {"reason":"x"}\n` +
        `would fail ${done}: already CANCELLED: only a PENDING charge can be cancelled\n` +
        'would fail no-such-charge: not found: no Bolepix invoice "no-such-charge"\n',
    )
    expect(dry.stderr).toBe('dry run: 3 ids: 1 would be cancelled, 2 would fail; nothing was sent\n')
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([])
    const json = await runInProcess(['bolepix', 'cancel', '-', '--reason', 'x', '--dry-run', '--json'], {
      env: sb.env,
      input: `${pending}\n${done}\n`,
    })
    expect(json.code).toBe(1)
    expect(JSON.parse(json.stdout)).toEqual([
      {id: pending, ok: true, status: 'dry-run'},
      {id: done, ok: false, error: {code: 'declined', message: 'already CANCELLED: only a PENDING charge can be cancelled'}},
    ])
  })

  it("the issue's pipeline, through a real shell: list --jq '.[].invoiceId' | cancel - --reason … --yes", async () => {
    await createCharges(5)
    const script = `set -o pipefail; payctl bolepix list --status PENDING --since 30d --jq '.[].invoiceId' | payctl bolepix cancel - --reason "campaign ended" --yes`
    const r = await runShell(script, {env: sb.env})
    expect(r.code, r.stderr).toBe(0)
    expect(r.stdout.trimEnd().split('\n')).toHaveLength(5)
    expect(r.stderr).toBe('5 ids: 5 cancelled\n')
  })

  it('refused before anything is sent (exit 2): no --reason, no --yes, a card number among the ids (not repeated), an id no URL can carry', async () => {
    const [id] = await createCharges(1)
    requests.length = 0
    const cases: [string[], string, RegExp][] = [
      [['--yes'], id!, /--reason is required/],
      [['--reason', 'x'], id!, /needs --yes .*--dry-run/],
      [
        ['--reason', 'x', '--yes'],
        `${id}\n4111 1111 1111 1111\n`,
        /^error: line 2: refused: it holds what looks like a card number \(not repeated here\)/,
      ],
      [['--reason', 'x', '--yes'], `${id}\n..\n`, /line 2: "\.\." cannot be sent/],
      [['--reason', 'x', '--yes'], '[1, 2]', /item 1 of the JSON array: expected invoice ids as strings or records/],
    ]
    for (const [flags, input, message] of cases) {
      const r = await runInProcess(['bolepix', 'cancel', '-', ...flags], {env: sb.env, input})
      expect(r.code, r.stderr).toBe(2)
      expect(r.stderr).toMatch(message)
      expect(`${r.stdout}${r.stderr}`).not.toMatch(/4111/)
    }
    expect(requests).toEqual([])
  })

  it('nothing on stdin: nothing to do, exit 0 ([] with --json)', async () => {
    const r = await runInProcess(['bolepix', 'cancel', '-', '--reason', 'x', '--yes', '--json'], {env: sb.env, input: '\n'})
    expect([r.code, JSON.parse(r.stdout), r.stderr]).toEqual([0, [], 'no invoice ids on stdin: nothing to do\n'])
  })
})

describe('bolepix cancel - against stand-in servers', () => {
  it('--concurrency bounds the requests in flight (default 4)', async () => {
    let inFlight = 0
    let most = 0
    const s = await recorder(async (_req, res) => {
      most = Math.max(most, ++inFlight)
      await new Promise((r) => setTimeout(r, 60))
      inFlight--
      sendJson(res, 200, {message: 'cancelled'})
    })
    const ids = Array.from({length: 12}, (_, i) => `inv-${i}`).join('\n')
    const byDefault = await runInProcess(['bolepix', 'cancel', '-', '--reason', 'x', '--yes'], {env: apiEnv(s.url), input: ids})
    expect(byDefault.code, byDefault.stderr).toBe(0)
    expect(most).toBe(4)
    most = 0
    const two = await runInProcess(['bolepix', 'cancel', '-', '--reason', 'x', '--yes', '--concurrency', '2'], {
      env: apiEnv(s.url),
      input: ids,
    })
    expect(two.code).toBe(0)
    expect(most).toBe(2)
  })

  it('a cancel whose answer is lost is reported as unknown and never resent; the others go on (exit 1)', async () => {
    const s = await recorder((req, res) => {
      if (req.path.includes('inv-lost')) {
        res.socket?.destroy()
        return
      }
      sendJson(res, 200, {message: 'cancelled'})
    })
    const r = await runInProcess(['bolepix', 'cancel', '-', '--reason', 'x', '--yes', '--json'], {
      env: apiEnv(s.url),
      input: 'inv-1\ninv-lost\ninv-2\n',
    })
    expect(r.code).toBe(1)
    const results = JSON.parse(r.stdout) as {id: string; ok: boolean; error?: {code: string}}[]
    expect(results.map((x) => [x.id, x.ok, x.error?.code])).toEqual([
      ['inv-1', true, undefined],
      ['inv-lost', false, 'unknown_outcome'],
      ['inv-2', true, undefined],
    ])
    expect(s.requests.filter((q) => q.path.includes('inv-lost'))).toHaveLength(1)
    expect(r.stderr).toContain('3 ids: 2 cancelled, 1 unknown\n')
    expect(r.stderr).toContain(
      'an unknown outcome is never resent (it may have taken effect): check it before acting again, e.g. payctl bolepix get inv-lost',
    )
  })

  it('a refused token stops dispatching: the rest are not sent, exit 4', async () => {
    const s = await recorder((_req, res) => sendJson(res, 401, {errors: {detail: 'Unauthorized'}}))
    const ids = Array.from({length: 20}, (_, i) => `inv-${i}`).join('\n')
    const r = await runInProcess(['bolepix', 'cancel', '-', '--reason', 'x', '--yes', '--concurrency', '1'], {
      env: apiEnv(s.url),
      input: ids,
    })
    expect(r.code).toBe(4)
    expect(s.requests).toHaveLength(1)
    expect(r.stdout.split('\n').filter((l) => l.startsWith('not sent '))).toHaveLength(19)
    expect(r.stderr).toMatch(/^20 ids: 0 cancelled, 1 failed, 19 not sent\n/)
  })
})
