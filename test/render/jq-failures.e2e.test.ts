/**
 * Jq's own failures are jq errors. A program that exhausts jq-wasm's memory (`[range(1e8)]|length`,
 * or a string doubled 40 times, which gets there in a tenth of the time) ends in `jq: out of memory` (exit 1), not in
 * "unexpected error: Aborted() … a bug in payctl" with emscripten's `Aborted()` line on stderr (the old code, seen). A debtor name with an OSC 52 sequence reached the terminal raw through
 * `error(.debtor.name)` (the old code, seen): jq's message is escaped.
 */
import {describe, expect, it, onTestFinished} from 'vitest'
import {runCli} from '../helpers/cli.js'
import {runInProcess} from '../helpers/in-process.js'
import {sendJson, startRecordingServer} from '../helpers/recording-server.js'

const OSC52 = '\u001b]52;c;ZXZpbA==\u0007'

async function stand() {
  const server = await startRecordingServer((_req, res) => sendJson(res, 200, {debtor: {name: `Ana${OSC52}`}}))
  onTestFinished(() => server.close())
  return {PAYCTL_BASE_URL: server.url, PAYCTL_ACCESS_TOKEN: 'tok_test_ABCDEFGHIJKLMNOP'}
}

describe('--jq failures', () => {
  // Spawned: jq's memory runs out in a process of its own (in the test's process [range(1e8)] took 14 s instead of 4,
  // and the memory would stay with the worker). The doubled string reaches the limit in about 0.4 s (3.8 s for the range).
  it('a program that runs out of memory is "jq: out of memory", exit 1', async () => {
    const env = await stand()
    const r = await runCli(['api', 'GET', '/x', '--jq', 'reduce range(40) as $i ("x"; . + .) | length'], {env, timeoutMs: 120_000})
    expect(r.stderr).toBe('error: jq: out of memory\n')
    expect(r.code).toBe(1)
    expect(r.stdout).toBe('')
  }, 150_000)

  it("escapes control characters in jq's message: error(.debtor.name) cannot write the clipboard", async () => {
    const env = await stand()
    const r = await runInProcess(['api', 'GET', '/x', '--jq', 'error(.debtor.name)'], {env})
    expect(r.code).toBe(1)
    expect(r.stderr).not.toContain('\u001b')
    expect(r.stderr).not.toContain('\u0007')
    expect(r.stderr).toContain('Ana\\x1b]52;c;ZXZpbA==\\x07')
  })
})
