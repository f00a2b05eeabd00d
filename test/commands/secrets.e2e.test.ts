/**
 * Secrets: a whole operator journey (every command that handles a token or a card number, the error paths
 * included) runs with --debug (DEBUG=payctl*) against a sandbox that keeps its state in a data file, with `listen`
 * receiving every notification into an --output file. Every byte printed and every file written (profile,
 * import journal, PDF, listener output, the sandbox's data file) is then searched for every token and card number
 * used: none may appear unmasked (tokens may live only in the 0600 profile; card numbers nowhere). Along the way the
 * profile's modes are checked after every command that writes it, and re-checked after they were loosened. The journey
 * is spawned (bin/run.js): what a real process prints and writes is the point, whatever part of payctl prints it. The
 * checks of one command's output after it run in-process (helpers/in-process.ts).
 */
import {chmodSync, statSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {tempDir, type RunResult} from '../helpers/cli.js'
import {runInProcess} from '../helpers/in-process.js'
import {withSandbox} from '../helpers/sandbox.js'
import {filesUnder, findLeaks, type Haystack} from '../helpers/leak-scan.js'
import {api, createFlags, spawnCli, waitFor} from '../helpers/journey.js'

const ACCESS = 'acc-9f2e7c1b5d3a4e6f8a0b2c4d'
const CLIENT = 'cli-1a3c5e7f9b2d4f6a8c0e2a4c'
const REFRESH = 'ref-7e5c3a1f9d8b6a4c2e0f1d3b'
const HOOK_SECRET = 'hook-3b1d5f7a9c2e4a6c8e0b'
const LISTEN_TOKEN = 'lsn-8c6a4e2f0d9b7f5d3b1a'
const WRONG_TOKEN = 'wrong-5d4c3b2a1f0e9d8c7b6a'
const PANS = {
  approved: '5155901222280001',
  visa: '4012001037141112',
  declined: '5155901222240005',
  preauth: '5155901222280001',
  other: '5555666677778884',
  argv: '4111111111111111',
}

const mode = (p: string) => (statSync(p).mode & 0o777).toString(8)

describe('secrets never leak', () => {
  it('a whole journey with --debug prints and writes no token or card number unmasked; the profile stays 0600 in 0700', async ({
    onTestFinished,
  }) => {
    const work = tempDir('payctl-secrets-')
    const configDir = join(work, 'config', 'nested')
    const dataFile = join(work, 'sandbox.jsonl')
    const sb = await withSandbox({
      dataFile,
      accessToken: ACCESS,
      clientToken: CLIENT,
      refreshToken: REFRESH,
      retryBaseMs: 50,
      retryMaxMs: 200,
    })
    onTestFinished(() => sb.close())

    const runs: {args: string[]; r: RunResult}[] = []
    // Every access token the sandbox ever issued (refreshes rotate it).
    const issued = new Set<string>([ACCESS])
    const env = {PAYCTL_CONFIG_DIR: configDir, DEBUG: 'payctl*'}
    const cli = async (args: string[], opts: {input?: string; env?: Record<string, string>; code?: number} = {}) => {
      // spawnCli, not runInProcess: this test does its own search (runInProcess's PAYCTL_TEST_FORCE_DEBUG check would stop at
      // the known webhook-token finding below).
      const r = await spawnCli(args, {
        cleanup: onTestFinished,
        env: {...env, ...opts.env},
        input: opts.input ?? '',
        cwd: work,
        timeoutMs: 60_000,
      }).result
      runs.push({args, r})
      issued.add(sb.sandbox.accessToken)
      expect({args, code: r.code, stderr: r.code === (opts.code ?? 0) ? '' : r.stderr}).toEqual({args, code: opts.code ?? 0, stderr: ''})
      return r
    }
    /** Runs independent commands four at a time (they share nothing that one of them writes). */
    const parallel = async (jobs: (() => Promise<unknown>)[]) => {
      let next = 0
      await Promise.all(
        Array.from({length: 4}, async () => {
          while (next < jobs.length) await jobs[next++]!()
        }),
      )
    }
    const checkModes = () => {
      expect(mode(configDir)).toBe('700')
      expect(mode(join(configDir, 'config.json'))).toBe('600')
    }

    // The listener, up for the whole journey, writing every notification to a file.
    const listenOut = join(work, 'notifications.jsonl')
    const listen = spawnCli(['listen', '--port', '0', '--authorization', LISTEN_TOKEN, '--output', listenOut, '--debug'], {
      cleanup: onTestFinished,
      env,
      cwd: work,
      timeoutMs: 170_000,
    })
    const listenUrl = (await waitFor('the listener URL', () => /listening on (http:\S+)/.exec(listen.out.stdout)))[1]!

    // Profile: login reads the three tokens from stdin; every later write keeps the modes.
    await cli(['login', '--profile', 'ops', '--base-url', sb.url, '--seller-id', sb.sellerId, '--with-token'], {
      input: `${ACCESS}\n${CLIENT}\n${REFRESH}\n`,
    })
    checkModes()
    await cli(['config', 'use', 'ops'])
    checkModes()
    await cli(['config', 'set', 'client-token', '-'], {input: `${CLIENT}\n`})
    checkModes()
    await cli(['config', 'set', 'timeout', '60s'])
    checkModes()
    await cli(['webhook', 'create', '--target', listenUrl, '--event', '*', '--authorization', LISTEN_TOKEN, '--json'])

    // Reads, webhooks, Bolepix, import and cards, side by side. Card numbers only from stdin; refused (and not
    // echoed) from argv. Each run here is a process (~0.2 CPU-s), so a step that would only repeat another is left out:
    // `config list` runs once, at the end, where it also fixes the loosened modes (same profile, same environment);
    // `card tokenize <number>` takes the same branch of the argv guard (cli/card/argv.ts) as `card pay <number>`,
    // which stays; `webhook list --json` and `bolepix list --json` print records whose JSON form `webhook create
    // --json` and `bolepix create --json` already put through the one JSON sink (and this file's second test runs
    // `webhook list --json` itself), while their table forms and requests run below; `events show --json` prints the
    // event and notifications that `events show` fetches, as `events list --json` and `events notifications --json`
    // print them.
    const csv = join(work, 'charges.csv')
    writeFileSync(
      csv,
      'amount,due-date,expiration-after-payment,debtor.name,debtor.document,debtor.publicArea,debtor.number,debtor.neighborhood,debtor.city,debtor.state,debtor.postalCode\n' +
        ['10,00', '20,50', '1.234,56'].map((a) => `"${a}",+3d,2,Ana,52998224725,Rua A,1,Centro,Recife,PE,50000-000`).join('\n') +
        '\n',
    )
    const customer = ['--customer-name', 'Ana Souza', '--customer-email', 'ana@example.com', '--customer-cpf', '529.982.247-25']
    const card = ['--holder-name', 'ANA SOUZA', '--expiration-month', '12', '--expiration-year', '30']
    await parallel([
      () => cli(['config', 'list', '--json']),
      () => cli(['config', 'get', 'access-token']),
      () => cli(['config', 'profiles']),
      () => cli(['webhook', 'create', '--target', 'http://127.0.0.1:9/never', '--event', 'charge-in', '--authorization', HOOK_SECRET]),
      async () => {
        const created = await cli(['bolepix', 'create', ...createFlags(), '--json', '--debug'])
        const invoiceId = JSON.parse(created.stdout).invoiceId as string
        await cli(['bolepix', 'get', invoiceId, '--timeline'])
        await cli(['bolepix', 'pdf', invoiceId, '--output', join(work, 'charge.pdf')])
        await cli(['bolepix', 'cancel', invoiceId, '--yes', '--reason', 'duplicate'])
      },
      () => cli(['bolepix', 'import', csv, '--json']),
      () => cli(['card', 'tokenize', '--json'], {input: `${PANS.approved}\n`}),
      () => cli(['card', 'tokenize'], {input: `${PANS.other.replace(/(\d{4})(?=\d)/g, '$1 ')}\n`}),
      () => cli(['card', 'pay', ...customer, ...card, '--json'], {input: `${PANS.visa}\n`}),
      () => cli(['card', 'pay', ...customer, ...card], {input: `${PANS.declined}\n`, code: 1}),
      async () => {
        const pre = await cli(['card', 'pay', ...customer, ...card, '--delay-capture', '--json'], {input: `${PANS.preauth}\n`})
        await cli(['card', 'capture', JSON.parse(pre.stdout).data.id as string, '--json'])
      },
      async () => {
        const pre = await cli(['card', 'pay', ...customer, ...card, '--delay-capture', '--json'], {input: `${PANS.preauth}\n`})
        await cli(['card', 'cancel', JSON.parse(pre.stdout).data.id as string, '--yes'])
      },
      () => cli(['card', 'pay', PANS.argv, ...customer, ...card], {code: 2}),
      () => cli(['card', 'pay', '--token', PANS.argv, ...customer, ...card], {code: 2}),
      () => cli(['api', 'POST', '/api/tokenize', '--client-token', '--body-file', '-'], {input: JSON.stringify({card_number: PANS.other})}),
      // Errors with --debug: a server-side 422 (validation skipped), a 404.
      () => cli(['bolepix', 'create', ...createFlags({'debtor-document': '11111111111'}), '--skip-validation', '--debug'], {code: 1}),
      () => cli(['api', 'GET', '/api/nowhere', '--debug'], {code: 1}),
    ])
    expect(mode(`${csv}.journal`)).toBe('600')
    await cli(['webhook', 'list'])

    // A rotated access token: the next call gets a 401, refreshes with the refresh token and saves the new one.
    const rotated = await api<{data: string}>(sb.url, REFRESH, 'POST', `/api/${sb.sellerId}/tokens`, {})
    expect(rotated.status).toBeLessThan(300)
    issued.add(sb.sandbox.accessToken)
    expect(sb.sandbox.accessToken).not.toBe(ACCESS)
    const refreshed = await cli(['bolepix', 'list', '--debug'])
    expect(refreshed.stderr).toContain('access token refreshed and saved to profile "ops"')
    checkModes()
    // A wrong token from the environment: refreshed for this run only.
    await cli(['api', 'GET', '/api/webhooks', '--debug'], {env: {PAYCTL_ACCESS_TOKEN: WRONG_TOKEN}})
    checkModes()

    // Events and notifications, once everything has been delivered to the listener.
    const toListener = async () =>
      (
        await api<{data: {status: string; target: string; attempts: unknown[]}[]}>(
          sb.url,
          sb.sandbox.accessToken,
          'GET',
          '/api/notifications',
        )
      ).body.data.filter((x) => x.target === listenUrl)
    await waitFor(
      'every notification delivered to the listener',
      async () => {
        const n = await toListener()
        return n.length > 0 && n.every((x) => x.status === 'DELIVERED')
      },
      20_000,
    ).catch(async (err) => {
      throw new Error(
        `${(err as Error).message}: ${JSON.stringify((await toListener()).filter((x) => x.status !== 'DELIVERED')).slice(0, 2000)}`,
      )
    })
    const events = JSON.parse((await cli(['events', 'list', '--json'])).stdout) as {id: string; event: string}[]
    expect(events.map((e) => e.event)).toEqual(
      expect.arrayContaining(['charge-create', 'charge-cancelled', 'PAYMENT.PAID', 'PAYMENT.DECLINED', 'PAYMENT.CANCELLED']),
    )
    const paymentEvent = events.find((e) => e.event === 'PAYMENT.PAID')!
    await parallel([
      () => cli(['events', 'list']),
      () => cli(['events', 'notifications']),
      () => cli(['events', 'notifications', '--json']),
      () => cli(['events', 'show', paymentEvent.id]),
      () => cli(['events', 'replay', paymentEvent.id, '--to', listenUrl, '--authorization', LISTEN_TOKEN]),
      () => cli(['api', 'GET', '/api/notifications', '--debug']),
    ])

    // Loosened modes are tightened again, with a warning.
    chmodSync(configDir, 0o755)
    chmodSync(join(configDir, 'config.json'), 0o644)
    const fixed = await spawnCli(['config', 'list'], {cleanup: onTestFinished, env, input: ''}).result
    runs.push({args: ['config', 'list'], r: fixed})
    expect(fixed.stderr).toContain('fixed to 700')
    expect(fixed.stderr).toContain('fixed to 600')
    checkModes()
    await cli(['logout', '--profile', 'ops'])
    checkModes()

    listen.child.kill('SIGINT')
    const lr = await listen.result
    expect(lr.code).toBe(0)
    runs.push({args: ['listen'], r: lr})
    expect(mode(listenOut)).toBe('600')
    await sb.sandbox.flush()

    // The search.
    const tokens = [...issued, CLIENT, REFRESH, HOOK_SECRET, LISTEN_TOKEN, WRONG_TOKEN]
    const cards = [...new Set(Object.values(PANS))]
    // Named by run number, command and --json (never by the whole argv: it may hold a webhook token).
    const name = (i: number, args: string[]) =>
      `#${i} payctl ${args.slice(0, args[0] === 'api' ? 3 : 2).join(' ')}${args.includes('--json') ? ' --json' : ''}`
    const printed: Haystack[] = runs.flatMap(({args, r}, i) => [
      {where: `stdout of ${name(i, args)}`, text: r.stdout},
      {where: `stderr of ${name(i, args)}`, text: r.stderr},
    ])
    const written = filesUnder(work).filter((f) => f.where !== csv && f.where !== dataFile && !f.where.startsWith(`${dataFile}.`))
    const sandboxFiles = filesUnder(work).filter((f) => f.where === dataFile)
    expect(written.map((f) => f.where)).toEqual(
      expect.arrayContaining([join(configDir, 'config.json'), `${csv}.journal`, join(work, 'charge.pdf'), listenOut]),
    )
    // Webhook tokens are masked everywhere too, `api GET /api/webhooks` included (one redaction policy).
    const leaks = [...findLeaks([...printed, ...written], {tokens, cards}), ...findLeaks(sandboxFiles, {tokens: [], cards})]
    expect(leaks).toEqual([])
    // The search would have found them: the masked forms are there, and the profile did hold the tokens.
    const all = printed.map((h) => h.text).join('\n')
    expect(all).toContain('515590******0001')
    expect(all).toMatch(/acc-…4c2d|acc-9…2c4d|acc-…2c4d/)
    expect(all.length).toBeGreaterThan(10_000)
    // The volume, for docs/reliability.md.
    const bytes = [...printed, ...written, ...sandboxFiles].reduce((n, h) => n + h.text.length, 0)
    console.log(
      `secrets: ${runs.length} runs, ${written.length + sandboxFiles.length} files, ${bytes} bytes searched for ${tokens.length} tokens and ${cards.length} card numbers: ${leaks.length} leaks`,
    )
  }, 180_000)
  // A CI log of `payctl webhook list --json` must not hold every webhook secret (the table masks it too: hook…8e0b).
  it("webhook list --json masks the webhooks' authorization tokens", async ({onTestFinished}) => {
    const sb = await withSandbox()
    onTestFinished(() => sb.close())
    const created = await runInProcess(
      ['webhook', 'create', '--target', 'http://127.0.0.1:9/x', '--event', 'charge-in', '--authorization', HOOK_SECRET],
      {env: sb.env},
    )
    expect(created.code).toBe(0)
    const r = await runInProcess(['webhook', 'list', '--json'], {env: sb.env})
    expect(r.code).toBe(0)
    expect(JSON.parse(r.stdout)).toHaveLength(1)
    expect(r.stdout).not.toContain(HOOK_SECRET)
  })

  // `payctl api` printed a webhook's authorization in clear while `webhook list` masked it. It shows
  // secret fields only with --show-secrets (failed on the old code: the token was printed in every form).
  it('payctl api GET /api/webhooks masks the authorization unless --show-secrets says to show it', async ({onTestFinished}) => {
    const sb = await withSandbox()
    onTestFinished(() => sb.close())
    const created = await runInProcess(
      ['webhook', 'create', '--target', 'http://127.0.0.1:9/x', '--event', 'charge-in', '--authorization', HOOK_SECRET],
      {env: sb.env},
    )
    expect(created.code).toBe(0)
    const [pipe, json, jq, shown] = await Promise.all([
      runInProcess(['api', 'GET', '/api/webhooks'], {env: sb.env}),
      runInProcess(['api', 'GET', '/api/webhooks', '--json'], {env: sb.env}),
      runInProcess(['api', 'GET', '/api/webhooks', '--jq', '.data[0].authorization'], {env: sb.env}),
      runInProcess(['api', 'GET', '/api/webhooks', '--show-secrets'], {env: sb.env}),
    ])
    for (const r of [pipe, json, jq, shown]) expect(r.code, r.stderr).toBe(0)
    for (const r of [pipe, json, jq]) {
      expect(r.stdout).not.toContain(HOOK_SECRET)
      expect(r.stdout).toContain(HOOK_SECRET.slice(-4))
    }
    expect(JSON.parse(shown.stdout).data[0].authorization).toBe(HOOK_SECRET)
    expect(shown.stdout).not.toContain(sb.accessToken)
  })
})
