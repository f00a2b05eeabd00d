/**
 * URL flags and arguments (docs/contract.md#urls): a URL whose text the parser would alter
 * (a line break, U+202E, a space…) and a URL with user info are refused before anything is sent (exit 2; over MCP,
 * an error result), with the flag or field named and the text itself never repeated. The commands run in-process
 * (helpers/in-process.ts); `listen` is spawned (a long-running command: it takes over the process's signals) and so is
 * the MCP server.
 */
import {describe, expect, test, type TestContext} from 'vitest'
import {runCli as runSpawned} from '../helpers/cli.js'
import {runInProcess} from '../helpers/in-process.js'
import {startMcp, textOf} from '../helpers/mcp.js'
import {startRecordingServer} from '../helpers/recording-server.js'

const ACCESS = 'access-token-for-url-flag-tests'

async function api({onTestFinished}: TestContext) {
  const server = await startRecordingServer()
  onTestFinished(() => server.close())
  return server
}

const HOSTILE = [
  ['a line break', 'https://hooks.example.com/h\nX-Evil: 1', /holds a control character \(U\+000A/],
  ['U+202E', 'https://hooks.example.com/\u202Efdp.exe', /holds a bidirectional text mark \(U\+202E/],
  ['a leading space', ' https://hooks.example.com/h', /holds a space \(U\+0020 at character 1\)/],
] as const

describe.concurrent('URL text that parsing would alter', {timeout: 60_000}, () => {
  test.for(HOSTILE)('webhook create --target with %s: exit 2, webhook.target named, nothing sent', async ([, target, problem], ctx) => {
    const server = await api(ctx)
    const r = await runInProcess(['webhook', 'create', '--target', target, '--event', 'charge-in', '--authorization', 'tok-123456'], {
      env: {PAYCTL_BASE_URL: server.url, PAYCTL_ACCESS_TOKEN: ACCESS},
    })
    expect(r.code, r.stderr).toBe(2)
    expect(r.stderr).toMatch(/webhook\.target: the URL /)
    expect(r.stderr).toMatch(problem)
    expect(r.stderr).not.toContain('X-Evil')
    expect(r.stderr).not.toContain('\u202E')
    expect(server.requests).toEqual([])
  })

  test('events replay --to, listen --forward-to and the base URL: exit 2, the flag named, nothing sent', async (ctx) => {
    const server = await api(ctx)
    const env = {PAYCTL_BASE_URL: server.url, PAYCTL_ACCESS_TOKEN: ACCESS}
    const to = await runInProcess(['events', 'replay', 'ev-1', '--to', 'http://127.0.0.1:3000/\u202Eh', '--authorization', 'tok-123456'], {
      env,
    })
    expect(to.code, to.stderr).toBe(2)
    expect(to.stderr).toMatch(/--to: the URL holds a bidirectional text mark \(U\+202E/)
    const fwd = await runSpawned(['listen', '--port', '0', '--forward-to', 'http://127.0.0.1:3000/h\n'], {env})
    expect(fwd.code, fwd.stderr).toBe(2)
    expect(fwd.stderr).toMatch(/--forward-to: the URL holds a control character \(U\+000A/)
    const base = await runInProcess(['api', 'GET', '/api/webhooks'], {env: {...env, PAYCTL_BASE_URL: `${server.url}/\u202E`}})
    expect(base.code, base.stderr).toBe(2)
    expect(base.stderr).toMatch(/base URL \(from env\): the URL holds a bidirectional text mark/)
    const stored = await runInProcess(['config', 'set', 'base-url', 'http://127.0.0.1:4010/a\tb'], {env})
    expect(stored.code, stored.stderr).toBe(2)
    expect(stored.stderr).toMatch(/base-url: the URL holds a control character \(U\+0009/)
    expect(server.requests).toEqual([])
  })

  test('MCP create_webhook with a target holding a line break or U+202E: an error result, nothing sent', async (ctx) => {
    const server = await api(ctx)
    const mcp = await startMcp(['--allow-writes'], {
      env: {PAYCTL_BASE_URL: server.url, PAYCTL_ACCESS_TOKEN: ACCESS, PAYCTL_SELLER_ID: 'seller-1'},
      elicit: 'accept',
      cleanup: ctx.onTestFinished,
    })
    for (const [, target, problem] of HOSTILE) {
      const r = await mcp.call('create_webhook', {target, events: ['charge-in']})
      expect(r.isError, textOf(r)).toBe(true)
      expect(textOf(r)).toMatch(problem)
    }
    expect(mcp.asked).toEqual([])
    expect(server.requests).toEqual([])
  })
})

describe.concurrent('user info in a receiver URL', {timeout: 60_000}, () => {
  test('--to, --forward-to, --public-url and webhook --target refuse user:password@ (exit 2), the password never echoed, nothing sent', async (ctx) => {
    const server = await api(ctx)
    const env = {PAYCTL_BASE_URL: server.url, PAYCTL_ACCESS_TOKEN: ACCESS}
    const runs = {
      '--to': await runInProcess(
        ['events', 'replay', 'ev-1', '--to', 'http://hook:S3cretPw@127.0.0.1:3000/h', '--authorization', 'tok-123456'],
        {
          env,
        },
      ),
      '--forward-to': await runSpawned(['listen', '--port', '0', '--forward-to', 'http://hook:S3cretPw@127.0.0.1:3000/h'], {env}),
      '--public-url': await runSpawned(['listen', '--port', '0', '--register', '--public-url', 'https://hook:S3cretPw@tunnel.example/h'], {
        env,
      }),
    }
    for (const [flag, r] of Object.entries(runs)) {
      expect(r.code, `${flag}: ${r.stderr}`).toBe(2)
      expect(r.stderr).toContain(`${flag} "${flag === '--public-url' ? 'https' : 'http'}://***@`)
      expect(r.stderr).toContain(
        "carries credentials (user:password@): put the receiver's token in its authorization (--authorization), not in the URL",
      )
      expect(r.stderr + r.stdout).not.toContain('S3cretPw')
    }
    const target = await runInProcess(
      [
        'webhook',
        'create',
        '--target',
        'https://hook:S3cretPw@hooks.example.com/h',
        '--event',
        'charge-in',
        '--authorization',
        'tok-123456',
      ],
      {env},
    )
    expect(target.code, target.stderr).toBe(2)
    expect(target.stderr).toContain('webhook.target: must not carry credentials (user:password@)')
    expect(target.stderr + target.stdout).not.toContain('S3cretPw')
    expect(server.requests).toEqual([])
  })

  test('MCP create_webhook with user info in its target: an error result, nothing sent', async (ctx) => {
    const server = await api(ctx)
    const mcp = await startMcp(['--allow-writes'], {
      env: {PAYCTL_BASE_URL: server.url, PAYCTL_ACCESS_TOKEN: ACCESS, PAYCTL_SELLER_ID: 'seller-1'},
      elicit: 'accept',
      cleanup: ctx.onTestFinished,
    })
    const r = await mcp.call('create_webhook', {target: 'https://hook:S3cretPw@hooks.example.com/h', events: ['charge-in']})
    expect(r.isError, textOf(r)).toBe(true)
    expect(textOf(r)).toContain('must not carry credentials')
    expect(textOf(r)).not.toContain('S3cretPw')
    expect(mcp.asked).toEqual([])
    expect(server.requests).toEqual([])
  })
})
