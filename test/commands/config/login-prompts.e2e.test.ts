/**
 * `login` on a terminal (a real pseudo-terminal): when the service refuses the access token, the other answers are
 * kept and only the token is asked for again.
 */
import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {tempDir} from '../../helpers/cli.js'
import {ptyDriver, runInPty} from '../../helpers/pty.js'
import {sendJson, startRecordingServer, type RecordingServer} from '../../helpers/recording-server.js'

const ACCESS = 'acc_pty_5b4a39281706'
let server: RecordingServer

beforeAll(async () => {
  server = await startRecordingServer((req, res) => {
    if (req.headers.authorization !== `Bearer ${ACCESS}`) return sendJson(res, 401, {errors: {detail: 'Unauthorized'}})
    sendJson(res, 200, [{invoiceId: 'inv-1', status: 'PENDING'}])
  })
})
afterAll(() => server.close())

describe.skipIf(!ptyDriver())('login on a terminal', () => {
  it('a refused token keeps the base URL and seller id, and asks for the token alone again', async () => {
    const dir = join(tempDir(), 'cfg')
    const r = await runInPty(['login'], {
      env: {PAYCTL_CONFIG_DIR: dir},
      steps: [
        {waitFor: 'API base URL', keys: `${server.url}\r`},
        {waitFor: 'Seller id', keys: 'seller-1\r'},
        {waitFor: 'Access token', keys: 'acc_typo_5b4a39281706\r'},
        {waitFor: 'Client token', keys: '\r'},
        {waitFor: 'Refresh token', keys: '\r'},
        {waitFor: 'Enter the access token again?', keys: 'y\r'},
        {waitFor: 'Access token', keys: `${ACCESS}\r`},
      ],
    })
    expect(r.code).toBe(0)
    expect(r.screen).toContain(`${server.url} refused the access token (HTTP 401 Unauthorized). Your other answers are kept.`)
    expect(r.screen).toContain('Token accepted')
    // After the refusal, nothing but the token is asked.
    const after = r.screen.slice(r.screen.indexOf('Enter the access token again?'))
    expect(after).not.toMatch(/API base URL|Seller id|Client token|Refresh token/)
    expect(r.screen).not.toContain(ACCESS)
    const stored = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8'))
    expect(stored.profiles.default).toMatchObject({baseUrl: server.url, sellerId: 'seller-1', accessToken: ACCESS})
    expect(server.requests.map((q) => q.headers.authorization)).toEqual(['Bearer acc_typo_5b4a39281706', `Bearer ${ACCESS}`])
  })
})
