/** Context.createTransport: the settings in force plus overrides; a refreshed token is kept as a secret. */
import {afterEach, describe, expect, it, vi} from 'vitest'
import {Context} from '../../src/cli/context.js'
import {tempDir} from '../helpers/cli.js'
import {sendJson, startRecordingServer, type RecordingServer} from '../helpers/recording-server.js'
import {processFactory, type Factory} from '../../src/cli/factory.js'

/** The process's factory with its own environment. */
const withEnv = (env: NodeJS.ProcessEnv): Factory => {
  const world = processFactory()
  return {...world, io: {...world.io, env}}
}

let server: RecordingServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

describe('Context.createTransport', () => {
  it('uses the settings in force, refreshes on 401 and redacts the new token', async () => {
    let calls = 0
    server = await startRecordingServer((req, res) => {
      if (req.path === '/api/seller-1/tokens') return sendJson(res, 200, {data: 'new-access-token-987654321'})
      calls++
      return calls === 1 ? sendJson(res, 401, {errors: {detail: 'expired'}}) : sendJson(res, 200, {data: []})
    })
    const env = {
      PAYCTL_CONFIG_DIR: tempDir(),
      PAYCTL_BASE_URL: server.url,
      PAYCTL_SELLER_ID: 'seller-1',
      PAYCTL_ACCESS_TOKEN: 'old-access-token-123456789',
      PAYCTL_REFRESH_TOKEN: 'refresh-token-123456789',
    }
    const ctx = new Context({}, withEnv(env))
    const t = await ctx.createTransport({userAgent: 'review-test'})
    const res = await t.request({method: 'GET', path: '/api/events'})
    expect(res.status).toBe(200)
    expect(server.requests.map((r) => [r.path, r.headers.authorization])).toEqual([
      ['/api/events', 'Bearer old-access-token-123456789'],
      ['/api/seller-1/tokens', 'Bearer refresh-token-123456789'],
      ['/api/events', 'Bearer new-access-token-987654321'],
    ])
    expect(server.requests[0]!.headers['user-agent']).toBe('review-test')
    expect(ctx.secrets()).toContain('new-access-token-987654321')
    await t.close()
  })
})

describe('Context: a plain http:// base URL to another machine', () => {
  /** What the context warned on stderr while `run` ran (the Output writes to process.stderr). */
  async function stderrOf(run: () => Promise<void>): Promise<string> {
    let text = ''
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      text += String(chunk)
      return true
    })
    try {
      await run()
    } finally {
      spy.mockRestore()
    }
    return text
  }

  it('warns once per command, however many transports it makes; nothing is sent to build them', async () => {
    const ctx = new Context({}, withEnv({PAYCTL_CONFIG_DIR: tempDir(), PAYCTL_BASE_URL: 'http://192.0.2.10:4010', PAYCTL_SELLER_ID: 's'}))
    const err = await stderrOf(async () => {
      await (await ctx.createTransport()).close()
      await (await ctx.createTransport()).close()
      await ctx.client()
    })
    expect(
      err.match(/warning: http:\/\/192\.0\.2\.10:4010 is plain http:\/\/ to another machine: the connection is not encrypted/g),
    ).toHaveLength(1)
    await ctx.close()
  })

  it.each(['http://127.0.0.1:4010', 'http://localhost:1', 'https://api.example.com'])('says nothing for %s', async (url) => {
    const ctx = new Context({}, withEnv({PAYCTL_CONFIG_DIR: tempDir(), PAYCTL_BASE_URL: url}))
    expect(await stderrOf(async () => void (await ctx.client()))).toBe('')
    await ctx.close()
  })
})
