/**
 * The thin path in the built CLI (bin/run.js → the bundle → src/thin/run.ts), against oclif's path in the same
 * bundle (PAYCTL_NO_THIN=1): the same bytes on a pipe and the same screen in a pseudo-terminal at 80 and 120 columns,
 * and the same errors (401, 500, not JSON, a misfit record, a refused connection; with and without --debug) from the
 * thin bundles as built (their zod outside them, their error classes named by scripts/bundle.mjs errorNamesOnly).
 * PAYCTL_STARTUP_TRACE=1 says which path ran. The in-process comparison of every line is test/cli/thin.test.ts.
 */
import type {ServerResponse} from 'node:http'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {runCli, tempDir} from '../helpers/cli.js'
import {ptyDriver, runInPty} from '../helpers/pty.js'
import {closedPort, sendJson, startRecordingServer} from '../helpers/recording-server.js'
import {withSandbox, type TestSandbox} from '../helpers/sandbox.js'
import {bolepixBody, call, DEBTOR} from '../sandbox/util.js'

let sb: TestSandbox
beforeAll(async () => {
  sb = await withSandbox()
  for (let i = 0; i < 5; i++) {
    const r = await call(sb, 'POST', '/api/v2/payments/bolepix', bolepixBody({debtor: {...DEBTOR, name: `Cliente ${i}`}}))
    if (r.status >= 300) throw new Error(`seeding: ${r.status} ${r.text}`)
  }
})
afterAll(() => sb?.close())

describe('the thin path in the built CLI', () => {
  it('runs bolepix list and config list without oclif, and prints what oclif prints', async () => {
    const config = tempDir('payctl-thin-')
    for (const args of [
      ['bolepix', 'list', '--json'],
      ['bolepix', 'list'],
      ['config', 'list'],
      ['config', 'get', 'base-url', '--json'],
    ]) {
      const env = {...sb.env, PAYCTL_STARTUP_TRACE: '1', PAYCTL_CONFIG_DIR: config}
      const thin = await runCli(args, {env})
      const oclif = await runCli(args, {env: {...env, PAYCTL_NO_THIN: '1'}})
      expect(thin.stderr, args.join(' ')).toContain('payctl: thin path')
      expect(oclif.stderr, args.join(' ')).not.toContain('payctl: thin path')
      const untraced = (s: string) => s.replace(/^payctl: .*\n/gm, '')
      expect({code: thin.code, stdout: thin.stdout, stderr: untraced(thin.stderr)}).toEqual({
        code: oclif.code,
        stdout: oclif.stdout,
        stderr: untraced(oclif.stderr),
      })
      expect(thin.code).toBe(0)
      // The seeded charges, all of them.
      if (args.join(' ') === 'bolepix list --json') expect(JSON.parse(thin.stdout)).toHaveLength(5)
    }
    // Eight CLI starts: 30 s may not be enough on a 2-core machine busy with other work.
  }, 90_000)

  it('prints the errors oclif prints, from thin-list.cjs and thin-other.cjs (zod loaded for a misfit, errors named)', async () => {
    // A 401, a 500, an answer that is not JSON, records that do not fit (zod, outside thin-list.cjs, loaded then) and
    // a refused connection, each with and without --debug. Each answer runs three lines, which between them run both
    // bundles with --debug, thin-list.cjs also without it, and each error both as the --json envelope and as the
    // plain line: `get --json` is left out, its bytes being those of `get --debug --json` without the [debug] lines.
    const fitting = {invoiceId: 'inv-1', status: 'PENDING', amount: 10}
    const answers: Record<string, (res: ServerResponse) => void> = {
      '401': (res) => sendJson(res, 401, {error: 'invalid_token', message: 'token expired'}),
      '500': (res) => sendJson(res, 500, {message: 'boom'}),
      'not JSON': (res) => res.writeHead(200, {'content-type': 'application/json'}).end('[{"invoiceId": "a", '),
      misfit: (res) => sendJson(res, 200, [fitting, fitting, {invoiceId: 7, amount: 'x', debtor: []}]),
    }
    const server = await startRecordingServer()
    const refused = `http://127.0.0.1:${await closedPort()}`
    const differ: string[] = []
    try {
      for (const [answer, send] of [...Object.entries(answers), ['refused', undefined] as const]) {
        if (send) server.handle((_req, res) => send(res))
        // The lines of one answer run at once (the stand-in answers them all alike).
        const lines = [
          ['bolepix', 'list', '--json'],
          ['bolepix', 'list', '--debug'],
          ['bolepix', 'get', 'inv-1', '--debug', '--json'],
        ]
        const runs = await Promise.all(
          lines.map(async (args) => {
            const env = {
              ...sb.env,
              PAYCTL_BASE_URL: send ? server.url : refused,
              PAYCTL_STARTUP_TRACE: '1',
              PAYCTL_CONFIG_DIR: tempDir('payctl-thin-'),
            }
            const [thin, oclif] = await Promise.all([runCli(args, {env}), runCli(args, {env: {...env, PAYCTL_NO_THIN: '1'}})])
            return {name: `${answer}: ${args.join(' ')}`, thin, oclif}
          }),
        )
        for (const {name, thin, oclif} of runs) {
          expect(thin.stderr, name).toContain('payctl: thin path')
          // (--debug's timings and the retries' random waits are the only bytes that may differ.)
          const plain = (s: string) => s.replace(/^payctl: .*\n/gm, '').replace(/\d+ ms/g, 'N ms')
          for (const k of ['code', 'stdout', 'stderr'] as const)
            if (plain(String(thin[k])) !== plain(String(oclif[k])))
              differ.push(`${name}: ${k} ${JSON.stringify(thin[k])} vs ${JSON.stringify(oclif[k])}`)
          expect(thin.code, name).not.toBe(0)
        }
      }
    } finally {
      await server.close()
    }
    expect(differ).toEqual([])
  }, 120_000)

  it('leaves --help, an unknown flag and a bad value to oclif', async () => {
    for (const args of [
      ['bolepix', 'list', '--help'],
      ['bolepix', 'list', '--bogus'],
      ['bolepix', 'list', '--limit', '0'],
    ]) {
      const r = await runCli(args, {env: {...sb.env, PAYCTL_STARTUP_TRACE: '1'}})
      expect(r.stderr, args.join(' ')).toContain('payctl: oclif')
    }
  })

  describe.skipIf(!ptyDriver())('on a terminal', () => {
    for (const columns of [80, 120]) {
      it(`draws the same screen at ${columns} columns`, async () => {
        const screen = async (extra: Record<string, string>) =>
          (await runInPty(['bolepix', 'list'], {env: {...sb.env, PAYCTL_PAGER: 'cat', ...extra}, steps: [], cols: columns})).screen
        const thin = await screen({})
        expect(thin).toContain('Cliente 4')
        expect(thin).toBe(await screen({PAYCTL_NO_THIN: '1'}))
      })
    }
  })
})
