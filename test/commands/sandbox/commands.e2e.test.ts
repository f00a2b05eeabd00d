/**
 * `payctl sandbox start | pay | clock` as a user runs them. What they print and refuse is the commands' logic, run
 * in-process (helpers/in-process.ts); `sandbox start` also serves in-process, stopped by a Ctrl-C of the run's own
 * (`interrupts`). The journey of a real process: sandbox start with a profile, a command against it, SIGINT, exit 0.
 */
import {chmodSync, existsSync, readFileSync, statSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {PassThrough} from 'node:stream'
import {afterAll, beforeAll, describe, expect, it, onTestFinished} from 'vitest'
import {tempDir, type RunResult} from '../../helpers/cli.js'
import {runInProcess} from '../../helpers/in-process.js'
import {withSandbox, type TestSandbox} from '../../helpers/sandbox.js'
import {idSequence} from '../../helpers/seed.js'
import {bolepixBody, call, dueIn, spawnSandbox} from '../../sandbox/util.js'

let sb: TestSandbox
beforeAll(async () => {
  // Ids from a fixed sequence: a charge's Pix code holds its invoice id, and a random one may hold a run of digits
  // that output redaction masks as a card number (seen once: \`sandbox pay --json\` then differs from the record).
  sb = await withSandbox({ids: idSequence('sandbox-commands').next})
})
afterAll(async () => {
  await sb.close()
})

/**
 * `payctl sandbox start ...args` in-process: its stdout read as it comes (`line`), stopped by a Ctrl-C of its own
 * (the run's `interrupts`), at the end of the test at the latest.
 */
function startInProcess(args: string[]): {line(match: (l: string) => boolean, what: string): Promise<string>; stop(): Promise<RunResult>} {
  const stdout = new PassThrough()
  let printed = ''
  stdout.setEncoding('utf8').on('data', (d: string) => (printed += d))
  const ctrlC = new AbortController()
  const run = runInProcess(['sandbox', 'start', ...args], {streams: {stdout}, interrupts: [ctrlC.signal]})
  const stop = () => {
    ctrlC.abort()
    return run
  }
  onTestFinished(() => void stop().catch(() => undefined))
  const line = (match: (l: string) => boolean, what: string) =>
    new Promise<string>((resolve, reject) => {
      const look = () => {
        const found = printed.split('\n').slice(0, -1).find(match)
        if (found === undefined) return
        stdout.off('data', look)
        resolve(found)
      }
      stdout.on('data', look)
      look()
      void run.then(
        (r) => reject(new Error(`sandbox start ended (${r.code}) before ${what}: ${r.stderr}`)),
        (err: Error) => reject(err),
      )
    })
  return {line, stop}
}

async function createInvoice(extra: Record<string, unknown> = {}): Promise<string> {
  return (await call(sb, 'POST', '/api/v2/payments/bolepix', bolepixBody(extra))).body.invoiceId
}

describe('payctl sandbox pay', () => {
  it('pays a PENDING charge and prints the record; --json prints the answer unchanged', async () => {
    const id = await createInvoice()
    const human = await runInProcess(['sandbox', 'pay', id], {env: sb.env})
    expect(human.stderr).toBe('')
    expect(human.code).toBe(0)
    const lines = human.stdout.trimEnd().split('\n')
    expect(lines.slice(0, 4)).toEqual([`invoice      ${id}`, 'status       PAID', 'amount       R$ 150,75', 'amount paid  R$ 150,75'])
    expect(lines[4]).toMatch(/^paid at      \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)

    const id2 = await createInvoice()
    const json = await runInProcess(['sandbox', 'pay', id2, '--json'], {env: sb.env})
    expect(json.code).toBe(0)
    const record = (await call(sb, 'GET', `/bolepix/invoices/${id2}`)).body[0]
    expect(JSON.parse(json.stdout)).toEqual({message: 'Bolepix charge paid', data: record})
  })

  it('exits 1 with the reason for a charge that is not PENDING, and for an unknown one', async () => {
    const id = await createInvoice()
    await call(sb, 'POST', `/_sandbox/bolepix/${id}/pay`)
    const again = await runInProcess(['sandbox', 'pay', id], {env: sb.env})
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('the charge is PAID; only a PENDING charge can be paid')
    const unknown = await runInProcess(['sandbox', 'pay', 'ABC123'], {env: sb.env})
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('not found: no Bolepix charge "ABC123" on this sandbox')
  })
})

describe('payctl sandbox clock', () => {
  it('moves the clock and reports what expired; without a duration it only reads the time', async () => {
    const own = await withSandbox()
    try {
      const id = (await call(own, 'POST', '/api/v2/payments/bolepix', bolepixBody({dueDate: dueIn(0), expirationAfterPayment: 1}))).body
        .invoiceId
      const res = await runInProcess(['sandbox', 'clock', '+6d', '--json'], {env: own.env})
      expect(res.code).toBe(0)
      const body = JSON.parse(res.stdout)
      expect(body).toEqual({now: expect.any(String), offset_ms: 6 * 86_400_000, expired: [id], reversed: []})
      const read = await runInProcess(['sandbox', 'clock'], {env: own.env})
      expect(read.code).toBe(0)
      expect(read.stdout).toMatch(/^sandbox time  \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \(6 days ahead of real time\)\n$/)
    } finally {
      await own.close()
    }
  })

  it('refuses a bad duration with exit 2 and sends nothing', async () => {
    const before = (await call(sb, 'POST', '/_sandbox/clock', {})).body.offset_ms
    for (const bad of ['-1d', 'soon']) {
      const res = await runInProcess(['sandbox', 'clock', bad], {env: sb.env})
      expect(res.code).toBe(2)
      expect(res.stderr).toContain(`invalid duration "${bad}"`)
    }
    expect((await call(sb, 'POST', '/_sandbox/clock', {})).body.offset_ms).toBe(before)
  })
})

describe('payctl sandbox start', () => {
  it('prints the URL line once listening, then credentials; writes a profile; logs requests; exits 0 on SIGINT', async () => {
    const configDir = tempDir('payctl-config-')
    const started = await spawnSandbox(
      ['--port', '0', '--setup-profile', 'sbx', '--seller-id', 'seller-1', '--access-token', 'access-1234567'],
      {
        PAYCTL_CONFIG_DIR: configDir,
      },
    )
    try {
      const first = await started.line(() => true, 'the first line')
      const m = /^payctl sandbox listening on (http:\/\/127\.0\.0\.1:(\d+))$/.exec(first)
      expect(m).not.toBeNull()
      const url = m![1]!
      await started.line((l) => l.startsWith('  data'), 'the credentials')
      expect(started.out.stdout.split('\n').slice(1, 7)).toEqual([
        '  seller id      seller-1',
        '  access token   access-1234567',
        expect.stringMatching(/^ {2}client token {3}sbx_client_[a-p]{32}$/),
        expect.stringMatching(/^ {2}refresh token {2}sbx_refresh_[a-p]{32}$/),
        `  PDFs (CDN)     ${url}/cdn`,
        '  data           in memory (--data FILE keeps it across restarts)',
      ])
      // The profile points at the sandbox: a command with --profile works against it.
      const profiles = JSON.parse(readFileSync(join(configDir, 'config.json'), 'utf8'))
      expect(profiles.profiles.sbx).toEqual({
        baseUrl: url,
        sellerId: 'seller-1',
        accessToken: 'access-1234567',
        clientToken: started.out.stdout.split('\n')[3]!.split(/\s+/).at(-1),
        refreshToken: started.out.stdout.split('\n')[4]!.split(/\s+/).at(-1),
      })
      const clock = await runInProcess(['sandbox', 'clock', '--profile', 'sbx', '--json'], {env: {PAYCTL_CONFIG_DIR: configDir}})
      expect(clock.code).toBe(0)
      const logged = await started.line((l) => l.includes('/_sandbox/clock'), 'the request line')
      expect(logged).toMatch(/^\S+Z POST \/_sandbox\/clock 200 [\d.]+ms$/)
      started.child.kill('SIGINT')
      expect(await started.result).toMatchObject({code: 0, signal: null})
      expect(started.out.stderr).toContain('sandbox stopped')
    } finally {
      started.child.kill('SIGKILL')
    }
  })

  // Failed on earlier code: open()'s mode applies only to a file it creates, and the tokens went into a 0644 file.
  it('--data on an existing empty 0644 file makes it 0600 before writing the tokens into it', async () => {
    const file = join(tempDir('payctl-sbx-data-'), 'sandbox.jsonl')
    writeFileSync(file, '', {mode: 0o644})
    chmodSync(file, 0o644)
    const started = startInProcess(['--port', '0', '--data', file])
    await started.line((l) => l.startsWith('  data'), 'the credentials')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readFileSync(file, 'utf8')).toContain('"t":"meta"')
    expect((await started.stop()).code).toBe(0)
    // A journal whose mode was loosened is tightened too, on the next start.
    chmodSync(file, 0o644)
    const again = startInProcess(['--port', '0', '--data', file])
    await again.line((l) => l.startsWith('  data'), 'the credentials')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect((await again.stop()).code).toBe(0)
  })

  it('says clearly when the port is taken, by what, and how to choose another (exit 1, never "unexpected")', async () => {
    const port = new URL(sb.url).port
    const res = await runInProcess(['sandbox', 'start', '--port', port])
    expect(res.code).toBe(1)
    expect(res.stdout).toBe('')
    expect(res.stderr).toBe(
      `error: cannot start the sandbox: port ${port} on 127.0.0.1 is in use by a payctl sandbox: stop it (Ctrl-C where it runs), or choose another port with --port (--port 0 picks a free one)\n`,
    )
  })

  it('on a busy port, --data creates no data file (nor its lock): the port is taken before the file', async () => {
    const port = new URL(sb.url).port
    const data = join(tempDir('payctl-sandbox-busy-'), 'state.jsonl')
    const res = await runInProcess(['sandbox', 'start', '--port', port, '--data', data])
    expect(res.code).toBe(1)
    expect(res.stderr).toContain(`port ${port} on 127.0.0.1 is in use`)
    expect(existsSync(data)).toBe(false)
    expect(existsSync(`${data}.lock`)).toBe(false)
  })
})
