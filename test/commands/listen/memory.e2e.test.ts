/**
 * The listener's memory of event ids is bounded by size, not only by count (docs/listen.md#limits):
 * 2,000 notifications whose ids are ~1 MB each took it from 56 MB to 2.3 GB, never released. Its peak resident size
 * (VmHWM, read from /proc) must stay under 300 MB: ~180 MB on Node 20 and 22. Node 24's V8 (13.x) sizes its heap
 * more generously under this churn of 1 MB strings (JS heap used ~100 MB, committed ~230 MB; 300–325 MB resident,
 * 345 MB after 6,000), which no flag set while running changes: there the bound is 400 MB (docs/listen.md#limits).
 */
import {spawn} from 'node:child_process'
import {existsSync, readFileSync} from 'node:fs'
import {Agent, request} from 'node:http'
import {afterAll, describe, expect, test} from 'vitest'
import {BIN, ROOT, cliEnv} from '../../helpers/cli.js'
import {waitFor} from '../../helpers/wait.js'

const TOKEN = 'listen-memory-token-0123456789'
// 400 ids of a million characters. Most of them hold one character past Latin-1 (written as a \u escape, so the body
// stays ASCII), which makes V8 keep the whole id two bytes a character: 2 MB each in the listener's memory, for 1 MB
// to send, decode, scan, parse and digest. 380 such ids and 20 of 1 MB: 780 MB kept without the bound, about twice the
// highest limit below, as 800 ids of 1 MB were, at half the listener's work. The printed ones (one in PRINTED_EVERY)
// stay one-byte: printing a line of two-byte characters costs the --json printer three times as much.
const TOTAL = 400
const PRINTED_EVERY = 20
const REPEATED = 10
const agent = new Agent({keepAlive: true, maxSockets: 4})
const LIMIT_MB = Number(process.versions.v8.split('.')[0]) >= 13 ? 400 : 300

afterAll(() => agent.destroy())

/** Posts a body made of parts (the 1 MB pad is one shared Buffer, never copied); resolves with the status. */
function postParts(url: URL, parts: Buffer[]): Promise<number> {
  const length = parts.reduce((n, p) => n + p.length, 0)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: '/',
        agent,
        headers: {authorization: TOKEN, 'content-type': 'application/json', 'content-length': length},
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    for (const p of parts.slice(0, -1)) req.write(p)
    req.end(parts.at(-1))
  })
}

const statusOf = (pid: number, field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024

describe('listen memory', () => {
  test.runIf(existsSync('/proc/self/status'))(
    `${TOTAL} notifications with ids of a million characters: peak resident size under ${LIMIT_MB} MB, repeats still counted`,
    async ({onTestFinished}) => {
      // --event prints one in PRINTED_EVERY (the others are only remembered), and stdout goes nowhere: the test must
      // not hold gigabytes of output, and the listener's printing of 1 MB lines is not what is measured.
      const child = spawn(process.execPath, [BIN, 'listen', '--port', '0', '--json', '--authorization', TOKEN, '--event', 'charge-in'], {
        cwd: ROOT,
        env: cliEnv(),
        stdio: ['ignore', 'ignore', 'pipe'],
      })
      onTestFinished(() => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      })
      let stderr = ''
      child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d))
      const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)))
      const url = new URL((await waitFor('the listener URL', () => /listening on (http:\/\/[\d.:]+)/.exec(stderr)))[1]!)
      const before = statusOf(child.pid!, 'VmRSS')

      const pad = Buffer.from('x'.repeat(1_000_000))
      const statuses = new Map<number, number>()
      let next = 0
      const worker = async () => {
        while (next < TOTAL) {
          const i = next++
          // The last REPEATED notifications repeat the ids of the first ones: digests must still find them.
          const id = i >= TOTAL - REPEATED ? i - (TOTAL - REPEATED) : i
          const event = i % PRINTED_EVERY === 0 ? 'charge-in' : 'PAYMENT.PAID'
          // Chosen by the id, so that a repeat is the same id as its first receipt.
          const wide = id % PRINTED_EVERY === 0 ? '' : '\\u0100'
          const status = await postParts(url, [
            Buffer.from(`{"id":"${id}-${wide}`),
            pad,
            Buffer.from(`","event":"${event}","data":{"id":"inv-${i}"}}`),
          ])
          statuses.set(status, (statuses.get(status) ?? 0) + 1)
        }
      }
      await Promise.all(Array.from({length: 4}, worker))
      const peak = statusOf(child.pid!, 'VmHWM')
      child.kill('SIGTERM')
      expect(await exited).toBe(0)
      expect(Object.fromEntries(statuses)).toEqual({200: TOTAL})
      expect(stderr).toContain(`stopped: ${TOTAL} notifications received (${REPEATED} repeats)`)
      expect(peak, `peak ${peak.toFixed(0)} MB (at start ${before.toFixed(0)} MB)`).toBeLessThan(LIMIT_MB)
    },
    120_000,
  )
})
