/**
 * `payctl listen --trigger SCENARIO`: registers itself, runs the scenario, prints the notifications that arrive and
 * stops by itself once they all have an outcome (exit 0); a scenario that needs the sandbox, against a service that
 * is not one, is refused before anything listens or is sent (exit 2).
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {runCli} from '../../helpers/cli.js'
import {sendJson, startRecordingServer} from '../../helpers/recording-server.js'
import {withSandbox, type TestSandbox} from '../../helpers/sandbox.js'
import {jsonLines} from './listener.js'

describe('listen --trigger', () => {
  let sb: TestSandbox
  beforeAll(async () => {
    sb = await withSandbox()
  })
  afterAll(() => sb?.close())

  it('runs the scenario against the sandbox, prints what arrives on stdout, the run on stderr, and stops (exit 0)', async () => {
    const r = await runCli(['listen', '--port', '0', '--json', '--trigger', 'bolepix-paid'], {env: sb.env, timeoutMs: 60_000})
    expect(r.code, r.stderr).toBe(0)
    const lines = jsonLines(r.stdout)
    expect(lines.map((l) => [l.event, l.status])).toEqual([
      ['charge-create', 200],
      ['charge-in', 200],
    ])
    expect(r.stderr).toContain('✓ bolepix-paid: the charge is PAID')
    expect(r.stderr).toMatch(
      /deliveries \(2\)\n {2}→ http:\/\/127\.0\.0\.1:\d+\n {4}charge-create +DELIVERED \(1 attempt\)\n {4}charge-in +DELIVERED \(1 attempt\)\n/,
    )
    expect(r.stderr).toContain('stopped: 2 notifications received')
  }, 60_000)

  it('refuses an unknown scenario, or one needing the sandbox elsewhere, before listening (exit 2)', async () => {
    const unknown = await runCli(['listen', '--port', '0', '--trigger', 'bolepix-payed'], {env: sb.env})
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).not.toContain('listening on')
    const stand = await startRecordingServer((_req, res) => sendJson(res, 404, {errors: {detail: 'Not Found'}}))
    try {
      const r = await runCli(['listen', '--port', '0', '--trigger', 'bolepix-paid'], {
        env: {PAYCTL_BASE_URL: stand.url, PAYCTL_ACCESS_TOKEN: 'tok', PAYCTL_SELLER_ID: 's'},
      })
      expect(r.code).toBe(2)
      expect(r.stderr).toContain('needs the payctl sandbox')
      expect(r.stderr).not.toContain('listening on')
      expect(stand.requests.map((q) => `${q.method} ${q.path}`)).toEqual(['GET /_sandbox/clock'])
    } finally {
      await stand.close()
    }
  }, 60_000)
})
