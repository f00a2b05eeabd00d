/**
 * Persistence with --data: the journal survives a restart and a kill -9 (state and queued deliveries), a torn last
 * line is skipped with a warning, foreign files and a second sandbox are refused, and no card number ever reaches the
 * journal or the logs.
 */
import {appendFileSync, existsSync, readFileSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {afterEach, describe, expect, it} from 'vitest'
import {startSandbox} from '../../src/sandbox/index.js'
import {TEST_CARDS} from '../../src/schemas/card.js'
import {tempDir} from '../helpers/cli.js'
import {startRecordingServer} from '../helpers/recording-server.js'
import {withSandbox} from '../helpers/sandbox.js'
import {bolepixBody, call, paymentBody, spawnSandbox, waitFor} from './util.js'

const cleanup: (() => Promise<unknown> | unknown)[] = []
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c()
})

describe('kill -9 and restart', () => {
  it('keeps the invoice, the credentials and a pending delivery, which resumes and is delivered', async () => {
    const dir = tempDir('payctl-sandbox-data-')
    const data = join(dir, 'sandbox.jsonl')
    let failing = true
    const r = await startRecordingServer((_req, res) => {
      res.writeHead(failing ? 500 : 200)
      res.end()
    })
    cleanup.push(() => r.close())
    const args = ['--data', data, '--port', '0', '--json', '--retry-base-ms', '50', '--retry-max-ms', '100']

    const first = await spawnSandbox(args)
    cleanup.push(() => first.child.kill('SIGKILL'))
    const up = JSON.parse(await first.line((l) => l.includes('"listening"'), 'the listening line'))
    expect(up).toEqual({
      event: 'listening',
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      seller_id: expect.any(String),
      access_token: expect.stringMatching(/^sbx_access_/),
      client_token: expect.stringMatching(/^sbx_client_/),
      refresh_token: expect.stringMatching(/^sbx_refresh_/),
      cdn_url: `${up.url}/cdn`,
      data_file: data,
    })
    const sb = {url: up.url, clientToken: up.client_token, sandbox: {accessToken: up.access_token}} as any
    await call(sb, 'POST', '/api/webhooks', {webhook: {target: `${r.url}/hook`, events: ['charge-create'], authorization: 'tok'}})
    const created = await call(sb, 'POST', '/api/v2/payments/bolepix', bolepixBody())
    expect(created.status).toBe(201)
    const id = created.body.invoiceId
    const before = (await call(sb, 'GET', `/bolepix/invoices/${id}`)).body
    await waitFor('two failed attempts', async () =>
      (await call(sb, 'GET', '/api/notifications')).body.data[0]?.attempt_count >= 2 ? true : undefined,
    )
    first.child.kill('SIGKILL')
    expect(await first.result).toMatchObject({code: null, signal: 'SIGKILL'})
    expect(existsSync(`${data}.lock`)).toBe(true) // left behind by the kill, taken over below
    failing = false
    const attemptsBeforeRestart = r.requests.length

    const second = await spawnSandbox(args)
    cleanup.push(() => second.child.kill('SIGKILL'))
    const again = JSON.parse(await second.line((l) => l.includes('"listening"'), 'the listening line after restart'))
    expect({...again, url: up.url, cdn_url: up.cdn_url}).toEqual(up) // same credentials, from the journal
    const sb2 = {url: again.url, clientToken: again.client_token, sandbox: {accessToken: again.access_token}} as any
    expect((await call(sb2, 'GET', `/bolepix/invoices/${id}`)).body).toEqual(before)
    const n = await waitFor('the resumed delivery', async () => {
      const [x] = (await call(sb2, 'GET', '/api/notifications')).body.data
      return x?.status === 'DELIVERED' ? x : undefined
    })
    expect(n.attempt_count).toBeGreaterThanOrEqual(3)
    expect(n.attempts.slice(0, -1).every((a: any) => a.status_code === 500)).toBe(true)
    expect(n.attempts.at(-1).status_code).toBe(200)
    expect(r.requests.length).toBeGreaterThan(attemptsBeforeRestart)
    expect(new Set(r.requests.map((q) => q.body)).size).toBe(1)
    expect(r.requests.every((q) => q.headers.authorization === 'tok')).toBe(true)

    // SIGTERM: stops accepting, flushes, exits 0, releases the lock.
    second.child.kill('SIGTERM')
    expect(await second.result).toMatchObject({code: 0, signal: null})
    expect(existsSync(`${data}.lock`)).toBe(false)
    for (const line of readFileSync(data, 'utf8').trimEnd().split('\n')) expect(() => JSON.parse(line)).not.toThrow()
  })
})

describe('the journal', () => {
  it('restores state after a clean restart, 200 concurrent creates included', async () => {
    const data = join(tempDir('payctl-sandbox-data-'), 'j.jsonl')
    const a = await withSandbox({dataFile: data})
    const answers = await Promise.all(Array.from({length: 200}, () => call(a, 'POST', '/api/v2/payments/bolepix', bolepixBody())))
    expect(new Set(answers.map((x) => x.body.invoiceId)).size).toBe(200)
    await call(a, 'POST', '/_sandbox/clock', {advance: '1d'})
    await a.close()
    const b = await withSandbox({dataFile: data})
    cleanup.push(() => b.close())
    expect(b.accessToken).toBe(a.accessToken)
    expect(b.sellerId).toBe(a.sellerId)
    const listed = (await call(b, 'GET', `/bolepix/invoices?sellerId=${b.sellerId}`)).body
    expect(listed.map((x: any) => x.invoiceId).sort()).toEqual(answers.map((x) => x.body.invoiceId).sort())
    expect((await call(b, 'POST', '/_sandbox/clock', {})).body.offset_ms).toBe(86_400_000)
  })

  it('skips a torn last line with a warning, and appends cleanly after it', async () => {
    const data = join(tempDir('payctl-sandbox-data-'), 'j.jsonl')
    const a = await withSandbox({dataFile: data})
    const id = (await call(a, 'POST', '/api/v2/payments/bolepix', bolepixBody())).body.invoiceId
    await a.close()
    appendFileSync(data, '{"t":"invoice","v":{"id":"half-writ')
    const warnings: string[] = []
    const b = await withSandbox({dataFile: data, warn: (m) => warnings.push(m)})
    cleanup.push(() => b.close())
    expect(warnings).toEqual([expect.stringMatching(/skipped a torn last line \(line \d+\)/)])
    expect((await call(b, 'GET', `/bolepix/invoices/${id}`)).body).toHaveLength(1)
    const id2 = (await call(b, 'POST', '/api/v2/payments/bolepix', bolepixBody())).body.invoiceId
    await b.close()
    const lines = readFileSync(data, 'utf8').split('\n')
    expect(lines.at(-1)).toBe('')
    for (const line of lines.slice(0, -1)) expect(() => JSON.parse(line)).not.toThrow()
    const c = await withSandbox({dataFile: data, warn: (m) => warnings.push(m)})
    cleanup.push(() => c.close())
    expect(warnings).toHaveLength(1)
    expect((await call(c, 'GET', `/bolepix/invoices?sellerId=${c.sellerId}`)).body.map((x: any) => x.invoiceId)).toEqual([id, id2])
  })

  it('refuses a file that is not a sandbox journal, untouched, and a second sandbox on the same file', async () => {
    const dir = tempDir('payctl-sandbox-data-')
    const foreign = join(dir, 'notes.txt')
    writeFileSync(foreign, 'my precious notes\n')
    await expect(startSandbox({port: 0, dataFile: foreign, warn: () => {}})).rejects.toThrow(
      `${foreign} is not a payctl sandbox data file; choose another --data file`,
    )
    expect(readFileSync(foreign, 'utf8')).toBe('my precious notes\n')
    expect(existsSync(`${foreign}.lock`)).toBe(false)
    const data = join(dir, 'j.jsonl')
    const a = await withSandbox({dataFile: data})
    cleanup.push(() => a.close())
    await expect(startSandbox({port: 0, dataFile: data, warn: () => {}})).rejects.toThrow(/in use by another sandbox \(pid \d+\)/)
  })
})

describe('card numbers', () => {
  it('never reach the journal or the request log', async () => {
    const data = join(tempDir('payctl-sandbox-data-'), 'j.jsonl')
    const log: string[] = []
    const sb = await withSandbox({dataFile: data, log: (l) => log.push(l)})
    const numbers = [...TEST_CARDS.map((c) => c.number), '4111111111111111', '5555555555554444']
    for (const number of numbers) {
      const token = (await call(sb, 'POST', '/api/tokenize', {card_number: number}, 'client')).body.data.number_token
      await call(sb, 'POST', `/api/sellers/${sb.sellerId}/payments`, paymentBody(token, {save_card: true}))
    }
    // Also where no one should put them: a spaced number in a rejected body, a number in a query string.
    await call(sb, 'POST', '/api/tokenize', {card_number: '5155 9012 2228 0001', extra: 1}, 'client')
    await call(sb, 'GET', `/api/events?card=${numbers[0]}`)
    await sb.close()
    const journal = readFileSync(data, 'utf8')
    const logText = log.join('\n')
    expect(log.length).toBe(numbers.length * 2 + 2)
    expect(logText).toContain('/api/events?card=515590******0001')
    for (const number of numbers) {
      expect(journal).not.toContain(number)
      expect(logText).not.toContain(number)
      // What may be kept: brand, first six, last four.
      expect(journal).toContain(`"firstSix":"${number.slice(0, 6)}","lastFour":"${number.slice(-4)}"`)
    }
    expect(journal).not.toMatch(/\d{13,19}/)
  })
})
