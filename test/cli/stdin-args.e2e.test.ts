/**
 * Arguments come from argv only: oclif would otherwise fill a missing one from piped stdin. Those runs are spawned: oclif's
 * parser reads the process's own stdin, so only a real process with a pipe shows it; and so is the parse error, read with
 * NODE_ENV unset as for users. The commands that read stdin themselves (config set, api --body-file -) run in-process
 * (helpers/in-process.ts).
 */
import {afterEach, describe, expect, it} from 'vitest'
import {runCli as runSpawned} from '../helpers/cli.js'
import {runInProcess} from '../helpers/in-process.js'
import {startRecordingServer, type RecordingServer} from '../helpers/recording-server.js'

let server: RecordingServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

const env = (url: string) => ({PAYCTL_BASE_URL: url, PAYCTL_SELLER_ID: 'seller-1', PAYCTL_ACCESS_TOKEN: 'access-token-123456'})

describe('piped stdin never becomes an argument', () => {
  it('a card number piped into card capture is not sent as the payment id (exit 2, nothing sent)', async () => {
    server = await startRecordingServer()
    const r = await runSpawned(['card', 'capture'], {env: env(server.url), input: '5155901222280001\n'})
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('Missing 1 required arg')
    expect(r.stderr + r.stdout).not.toContain('5155901222280001')
    expect(server.requests).toHaveLength(0)
  })

  it('bolepix get without an id exits 2 even with stdin piped', async () => {
    server = await startRecordingServer()
    const r = await runSpawned(['bolepix', 'get'], {env: env(server.url), input: 'INV-1\n'})
    expect(r.code).toBe(2)
    expect(server.requests).toHaveLength(0)
  })

  it('config set SECRET reads stdin itself, without the "given on the command line" warning', async () => {
    const r = await runInProcess(['config', 'set', 'client-token'], {input: 'sbx_client_abcdef123456\n'})
    expect(r.code).toBe(0)
    expect(r.stdout).toBe('client-token set to sbx_…3456 in profile default\n')
    // Only the line that says where it went (the tests store tokens in the file: PAYCTL_INSECURE_STORAGE=1).
    expect(r.stderr).toMatch(
      /^warning: storing the client-token of profile "default" unencrypted in the config file \S+ \(mode 600\): asked by PAYCTL_INSECURE_STORAGE\n$/,
    )
  })

  it('a parse error is one line naming the flag and the reason', async () => {
    // NODE_ENV unset as for users (under NODE_ENV=test oclif adds an "UnparsedCommand" warning to failed parses).
    const r = await runSpawned(['bolepix', 'list', '--limit', '0'], {env: {NODE_ENV: undefined}})
    expect(r.code).toBe(2)
    expect(r.stderr).toBe(
      'error: --limit: Expected an integer greater than or equal to 1 but received: 0\nsee: payctl bolepix list --help\n',
    )
  })
})

describe('api --body never carries a card number', () => {
  it('refuses a card_number in --body without repeating it (exit 2, nothing sent); --body-file - works', async () => {
    server = await startRecordingServer()
    const e = {...env(server.url), PAYCTL_CLIENT_TOKEN: 'client-token-123456'}
    const r = await runInProcess(['api', 'POST', '/api/tokenize', '--client-token', '--body', '{"card_number":"5155901222280001"}'], {
      env: e,
    })
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('--body carries a card_number (not repeated here)')
    expect(r.stderr + r.stdout).not.toContain('5155901222280001')
    expect(server.requests).toHaveLength(0)
    const ok = await runInProcess(['api', 'POST', '/api/tokenize', '--client-token', '--body-file', '-'], {
      env: e,
      input: '{"card_number":"5155901222280001"}',
    })
    expect(ok.code).toBe(0)
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]!.body).toBe('{"card_number":"5155901222280001"}')
    expect(server.requests[0]!.headers.authorization).toBe('client-token-123456')
  })
})
