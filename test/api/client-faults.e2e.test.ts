/**
 * Client faults, end to end through bin/run.js, with the fault proxy between the CLI and a real sandbox:
 * a lost answer to a create (sent once, reported unknown), refused connections, a server slower than the
 * deadline, 5xx and 429 bursts, a Retry-After beyond the cap, redirects to another origin (never followed with
 * credentials), and Ctrl-C during a backoff wait (exit 130 at once). The commands run in-process, those that wait out
 * backoffs or deadlines too: each run's factory is its own, so they still wait side by side (describe.concurrent).
 * Ctrl-C stays spawned: a signal to a process.
 */
import {mkdtempSync, readFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {runInProcess} from '../helpers/in-process.js'
import {startFaultProxy, faults, type FaultProxy} from '../helpers/fault-proxy.js'
import {startRecordingServer, type RecordingServer} from '../helpers/recording-server.js'
import {withSandbox, type TestSandbox} from '../helpers/sandbox.js'
import {api, createFlags, spawnCli, waitFor, withoutDebug, type Cleanup} from '../helpers/journey.js'

interface Rig {
  sb: TestSandbox
  proxy: FaultProxy
  env: Record<string, string>
  invoices(): Promise<{invoiceId: string; orderId?: string}[]>
}

/** A sandbox behind a fault proxy; the CLI talks to the proxy. */
async function rig(onCleanup: Cleanup, sandboxOptions: Parameters<typeof withSandbox>[0] = {}): Promise<Rig> {
  const proxy = await startFaultProxy()
  onCleanup(() => proxy.close())
  const sb = await withSandbox({...sandboxOptions})
  onCleanup(() => sb.close())
  proxy.setUpstream(sb.url)
  const env = {...sb.env, PAYCTL_BASE_URL: proxy.url}
  const invoices = async () =>
    (await api<{invoiceId: string; orderId?: string}[]>(sb.url, sb.sandbox.accessToken, 'GET', `/bolepix/invoices?sellerId=${sb.sellerId}`))
      .body
  return {sb, proxy, env, invoices}
}

async function recorder(onCleanup: Cleanup): Promise<RecordingServer> {
  const r = await startRecordingServer(undefined, 60_000)
  onCleanup(() => r.close())
  return r
}

const posts = (p: FaultProxy) => p.requests.filter((r) => r.method === 'POST')

describe.concurrent('a create whose answer is lost', () => {
  it('is sent once and reported as unknown; the sandbox holds exactly one charge', async ({onTestFinished}) => {
    const {proxy, env, invoices} = await rig(onTestFinished)
    proxy.setRule(faults.firstN(1, {kind: 'drop', forward: true}, (r) => r.method === 'POST'))
    const r = await runInProcess(['bolepix', 'create', ...createFlags(), '--json'], {env, timeoutMs: 30_000})
    expect(r.code).toBe(1)
    expect(withoutDebug(r.stderr)).toContain('outcome unknown: the charge may or may not have been created')
    // The order id payctl sent, and the command that looks it up before anything is sent again.
    expect(withoutDebug(r.stderr)).toMatch(/; order id (\S+); check with payctl find \1 before sending it again/)
    expect(JSON.parse(r.stdout).error.code).toBe('unknown_outcome')
    expect(posts(proxy)).toHaveLength(1)
    expect(await invoices()).toHaveLength(1)
  })

  it('a card payment whose answer is lost is sent once and reported as unknown', async ({onTestFinished}) => {
    const {proxy, env} = await rig(onTestFinished)
    const paymentPosts = (p: FaultProxy) => p.requests.filter((r) => r.method === 'POST' && /\/payments$/.test(r.url))
    proxy.setRule(faults.firstN(1, {kind: 'drop', forward: true}, (r) => r.method === 'POST' && /\/payments$/.test(r.url)))
    const r = await runInProcess(
      [
        'card',
        'pay',
        '--customer-name',
        'Ana Souza',
        '--customer-email',
        'ana@example.com',
        '--customer-cpf',
        '52998224725',
        '--holder-name',
        'ANA SOUZA',
        '--expiration-month',
        '12',
        '--expiration-year',
        '30',
      ],
      {env, input: '5155901222280001\n', timeoutMs: 30_000},
    )
    expect(r.code).toBe(1)
    expect(withoutDebug(r.stderr)).toMatch(/outcome unknown: the payment( for order [0-9a-f-]+)? may or may not have been created/)
    expect(paymentPosts(proxy)).toHaveLength(1)
  })

  it('a GET whose connection is cut after the request arrived is retried (it changes nothing) and succeeds', async ({onTestFinished}) => {
    const {proxy, env} = await rig(onTestFinished)
    proxy.setRule(faults.firstN(2, {kind: 'drop'}))
    const r = await runInProcess(['bolepix', 'list', '--json'], {env})
    expect(r.code, r.stderr).toBe(0)
    expect(JSON.parse(r.stdout)).toEqual([])
    expect(proxy.requests.map((q) => q.fate)).toEqual(['drop', 'drop', 'pass'])
  })

  it('a 5XX to a create is not retried either (the server may have acted)', async ({onTestFinished}) => {
    const {proxy, env, invoices} = await rig(onTestFinished)
    proxy.setRule(faults.always({kind: 'status', status: 503}))
    const r = await runInProcess(['bolepix', 'create', ...createFlags()], {env})
    expect(r.code).toBe(1)
    expect(withoutDebug(r.stderr)).toContain('outcome unknown: the charge may or may not have been created')
    expect(posts(proxy)).toHaveLength(1)
    expect(await invoices()).toHaveLength(0)
  })
})

describe.concurrent('refused connections', () => {
  it('a GET gives a clear error within a bounded time (retried, then exit 1)', async ({onTestFinished}) => {
    const {proxy, env} = await rig(onTestFinished)
    await proxy.refuse()
    const r = await runInProcess(['bolepix', 'list'], {env, timeoutMs: 20_000})
    expect(r.signal).toBeNull() // it ended by itself, well before the 20 s kill
    expect(r.code).toBe(1)
    expect(withoutDebug(r.stderr)).toBe(`error: cannot connect to 127.0.0.1:${proxy.port}: connection refused (is the service running?)\n`)
  })

  it('a create that never reached the server is not reported as unknown, and nothing is created', async ({onTestFinished}) => {
    const {proxy, env, invoices} = await rig(onTestFinished)
    await proxy.refuse()
    const r = await runInProcess(['bolepix', 'create', ...createFlags()], {env, timeoutMs: 20_000})
    expect(r.signal).toBeNull()
    expect(r.code).toBe(1)
    expect(withoutDebug(r.stderr)).toContain('connection refused')
    expect(withoutDebug(r.stderr)).not.toContain('outcome unknown')
    expect(await invoices()).toHaveLength(0)
  })
})

describe.concurrent('a server slower than the timeouts', () => {
  it('a GET stops with a clear timeout error (PAYCTL_TIMEOUT=1s)', async ({onTestFinished}) => {
    const {proxy, env} = await rig(onTestFinished)
    proxy.setRule(faults.always({kind: 'delay', ms: 60_000}))
    const r = await runInProcess(['bolepix', 'list'], {env: {...env, PAYCTL_TIMEOUT: '1s'}, timeoutMs: 20_000})
    expect(r.signal).toBeNull()
    expect(r.code).toBe(1)
    expect(withoutDebug(r.stderr)).toBe(`error: GET ${proxy.url}/bolepix/invoices: no answer within the 1s deadline\n`)
  })

  it('a create stops with a timeout, sent once, reported as unknown', async ({onTestFinished}) => {
    const {proxy, env} = await rig(onTestFinished)
    proxy.setRule(faults.always({kind: 'hang'}))
    const r = await runInProcess(['bolepix', 'create', ...createFlags()], {env: {...env, PAYCTL_TIMEOUT: '1s'}, timeoutMs: 20_000})
    expect(r.signal).toBeNull()
    expect(r.code).toBe(1)
    expect(withoutDebug(r.stderr)).toContain('outcome unknown: the charge may or may not have been created')
    expect(withoutDebug(r.stderr)).toContain('no answer within the 1s deadline')
    expect(posts(proxy)).toHaveLength(1)
  })
})

describe.concurrent('bursts of 5xx and 429', () => {
  it('a GET rides out three 503s and succeeds on the 4th attempt', async ({onTestFinished}) => {
    const {proxy, env} = await rig(onTestFinished)
    proxy.setRule(faults.firstN(3, {kind: 'status', status: 503}))
    const r = await runInProcess(['bolepix', 'list', '--json'], {env})
    expect(r.code).toBe(0)
    expect(JSON.parse(r.stdout)).toEqual([])
    expect(proxy.requests.map((q) => q.status)).toEqual([503, 503, 503, 200])
  })

  it('a GET gives up after 4 attempts of 500/502/504 and says why', async ({onTestFinished}) => {
    const {proxy, env} = await rig(onTestFinished)
    const statuses = [500, 502, 504, 500, 502, 504]
    let i = 0
    proxy.setRule(() => ({kind: 'status', status: statuses[i++]!}))
    const r = await runInProcess(['bolepix', 'list'], {env})
    expect(r.code).toBe(1)
    expect(proxy.requests).toHaveLength(4)
    expect(withoutDebug(r.stderr)).toMatch(/^error: .*500/)
  })

  it('a create answered 429 (nothing done) is retried after the short Retry-After and created once', async ({onTestFinished}) => {
    const {proxy, env, invoices} = await rig(onTestFinished)
    proxy.setRule(
      faults.firstN(2, {kind: 'status', status: 429, headers: {'retry-after': '1'}, body: '{"errors":{"detail":"Too Many Requests"}}'}),
    )
    const r = await runInProcess(['bolepix', 'create', ...createFlags(), '--json'], {env})
    expect(r.code).toBe(0)
    expect(posts(proxy).map((q) => q.status)).toEqual([429, 429, 201])
    // byte-identical resends
    expect(new Set(posts(proxy).map((q) => q.body.toString('utf8'))).size).toBe(1)
    expect(await invoices()).toHaveLength(1)
  })

  it('a Retry-After longer than the cap stops with "retry after …" instead of retrying early (seconds)', async ({onTestFinished}) => {
    const {proxy, env} = await rig(onTestFinished)
    proxy.setRule(faults.always({kind: 'status', status: 429, headers: {'retry-after': '120'}}))
    const r = await runInProcess(['bolepix', 'list'], {env})
    expect(r.code).toBe(1)
    expect(withoutDebug(r.stderr)).toMatch(/^error: rate limited, retry after 2 minutes \(\d{4}-\d\d-\d\dT[\d:.]+Z\)\n$/)
    expect(proxy.requests).toHaveLength(1)
  })

  it('a Retry-After longer than the cap stops the same way (HTTP date) for a create, which is not sent again', async ({onTestFinished}) => {
    const {proxy, env, invoices} = await rig(onTestFinished)
    const at = new Date(Date.now() + 3_600_000).toUTCString()
    proxy.setRule(faults.always({kind: 'status', status: 503, headers: {'retry-after': at}}))
    const get = await runInProcess(['bolepix', 'list'], {env})
    expect(get.code).toBe(1)
    expect(withoutDebug(get.stderr)).toMatch(/^error: rate limited, retry after (59|60) minutes/)
    expect(proxy.requests).toHaveLength(1)
    proxy.setRule(faults.always({kind: 'status', status: 429, headers: {'retry-after': at}}))
    const post = await runInProcess(['bolepix', 'create', ...createFlags()], {env})
    expect(post.code).toBe(1)
    expect(withoutDebug(post.stderr)).toMatch(/^error: rate limited, retry after (59|60) minutes/)
    expect(posts(proxy)).toHaveLength(1)
    expect(await invoices()).toHaveLength(0)
  })
})

describe.concurrent('redirects to another origin', () => {
  it('are never followed by API calls: the other origin sees nothing, let alone a token', async ({onTestFinished}) => {
    const {proxy, env, sb} = await rig(onTestFinished)
    const elsewhere = await recorder(onTestFinished)
    proxy.setRule((req) => ({kind: 'redirect', location: `${elsewhere.url}${req.url}`, status: 307}))
    const get = await runInProcess(['bolepix', 'list'], {env})
    expect(get.code).toBe(1)
    expect(withoutDebug(get.stderr)).toContain('HTTP 307: unexpected redirect to')
    expect(withoutDebug(get.stderr)).toContain('not followed (credentials are never sent along a redirect)')
    const post = await runInProcess(
      ['webhook', 'create', '--target', 'http://127.0.0.1:9/x', '--event', 'charge-in', '--authorization', 'hook-secret-0123456789'],
      {env},
    )
    expect(post.code).toBe(1)
    const apiRun = await runInProcess(['api', 'GET', '/api/events'], {env})
    expect(apiRun.code).toBe(1)
    const tokenize = await runInProcess(['card', 'tokenize'], {env, input: '5155901222280001\n'})
    expect(tokenize.code).toBe(1)
    expect(elsewhere.requests).toHaveLength(0)
    for (const r of [get, post, apiRun, tokenize]) {
      expect(r.stdout + r.stderr).not.toContain(sb.accessToken)
      expect(r.stdout + r.stderr).not.toContain(sb.clientToken)
    }
  })

  it('a PDF download that redirects to another origin follows it without the Authorization header', async ({onTestFinished}) => {
    const proxy = await startFaultProxy()
    onTestFinished(() => proxy.close())
    // The PDF URL is on the API's own origin (so its first hop carries the token), and that hop redirects away.
    const sb = await withSandbox({cdnUrl: `${proxy.url}/cdn`})
    onTestFinished(() => sb.close())
    proxy.setUpstream(sb.url)
    const elsewhere = await recorder(onTestFinished)
    elsewhere.handle((_req, res) => {
      res.writeHead(200, {'content-type': 'application/pdf'})
      res.end('%PDF-1.4\n% a stand-in\n%%EOF\n')
    })
    proxy.setRule((req) =>
      req.url.startsWith('/cdn/') ? {kind: 'redirect', location: `${elsewhere.url}/files${req.url}`, status: 302} : {kind: 'pass'},
    )
    const env = {...sb.env, PAYCTL_BASE_URL: proxy.url}
    const created = await runInProcess(['bolepix', 'create', ...createFlags(), '--json'], {env})
    expect(created.code).toBe(0)
    const id = JSON.parse(created.stdout).invoiceId as string
    const dir = mkdtempSync(join(tmpdir(), 'payctl-pdf-'))
    const r = await runInProcess(['bolepix', 'pdf', id, '--output', join(dir, 'x.pdf')], {env})
    expect(r.code).toBe(0)
    expect(readFileSync(join(dir, 'x.pdf'), 'latin1')).toContain('a stand-in')
    const hop1 = proxy.requests.find((q) => q.url.startsWith('/cdn/'))!
    expect(hop1.headers.authorization).toBe(`Bearer ${sb.accessToken}`) // same origin as the API: by design
    expect(elsewhere.requests).toHaveLength(1)
    expect(elsewhere.requests[0]!.headers.authorization).toBeUndefined()
    expect(elsewhere.requests[0]!.headers.cookie).toBeUndefined()
  })

  it('a PDF on another origin (the CDN) is fetched with no credentials at all', async ({onTestFinished}) => {
    const cdn = await recorder(onTestFinished)
    cdn.handle((_req, res) => {
      res.writeHead(200, {'content-type': 'application/pdf'})
      res.end('%PDF-1.4\n%%EOF\n')
    })
    const sb = await withSandbox({cdnUrl: `${cdn.url}/cdn`})
    onTestFinished(() => sb.close())
    const created = await runInProcess(['bolepix', 'create', ...createFlags(), '--json'], {env: sb.env})
    const id = JSON.parse(created.stdout).invoiceId as string
    const dir = mkdtempSync(join(tmpdir(), 'payctl-pdf-'))
    const r = await runInProcess(['bolepix', 'pdf', id, '--output', join(dir, 'x.pdf')], {env: sb.env})
    expect(r.code).toBe(0)
    expect(cdn.requests).toHaveLength(1)
    expect(cdn.requests[0]!.headers.authorization).toBeUndefined()
  })
})

describe.concurrent('Ctrl-C during a backoff wait', () => {
  it('exits 130 at once instead of sleeping out a 25 s Retry-After', async ({onTestFinished}) => {
    const {proxy, env} = await rig(onTestFinished)
    proxy.setRule(faults.always({kind: 'status', status: 503, headers: {'retry-after': '25'}}))
    // The kill timer (12 s) is well under the 25 s wait: only a prompt exit passes.
    const run = spawnCli(['bolepix', 'list', '--debug'], {cleanup: onTestFinished, env, timeoutMs: 12_000})
    await waitFor('the backoff wait', () => run.out.stderr.includes('waiting 25000 ms'))
    run.child.kill('SIGINT')
    const r = await run.result
    expect(r.signal).toBeNull()
    expect(r.code).toBe(130)
    expect(withoutDebug(r.stderr)).toContain('error: interrupted')
    expect(proxy.requests).toHaveLength(1)
  })

  it('exits 130 at once during the backoff of a create retried after a 429, and nothing is created', async ({onTestFinished}) => {
    const {proxy, env, invoices} = await rig(onTestFinished)
    proxy.setRule(faults.always({kind: 'status', status: 429, headers: {'retry-after': '25'}}))
    const run = spawnCli(['bolepix', 'create', ...createFlags(), '--debug'], {cleanup: onTestFinished, env, timeoutMs: 12_000})
    await waitFor('the backoff wait', () => run.out.stderr.includes('waiting 25000 ms'))
    run.child.kill('SIGINT')
    const r = await run.result
    expect(r.signal).toBeNull()
    expect(r.code).toBe(130)
    expect(posts(proxy)).toHaveLength(1)
    expect(await invoices()).toHaveLength(0)
  })
})
