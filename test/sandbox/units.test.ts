/** The sandbox's pure parts and its journal, tested directly. */
import {readFileSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {retryDelay} from '../../src/sandbox/delivery.js'
import {startSandbox} from '../../src/sandbox/index.js'
import {Journal} from '../../src/sandbox/journal.js'
import {amountDue, withinLimit} from '../../src/sandbox/pricing.js'
import {Router} from '../../src/sandbox/router.js'
import {tempDir} from '../helpers/cli.js'
import {bolepixBody, call} from './util.js'
import {localDate} from '../../src/schemas/dates.js'

describe('amountDue', () => {
  const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h)
  const base = {amountCents: 30000, dueDate: '2030-01-10'}

  it('is the amount on or before the due date, with no instructions', () => {
    expect(amountDue(base, at(2030, 1, 10)).totalCents).toBe(30000)
    expect(amountDue(base, at(2030, 1, 1)).totalCents).toBe(30000)
  })

  it('adds the fine once and the interest per day late (monthly rate, 30-day month)', () => {
    const inv = {...base, instructions: {fine: 2, interest: 1}}
    expect(amountDue(inv, at(2030, 1, 11))).toEqual({totalCents: 30610, fineCents: 600, interestCents: 10, discountCents: 0, daysLate: 1})
    expect(amountDue(inv, at(2030, 2, 9)).totalCents).toBe(30000 + 600 + 300)
    // Rounding half up on cents: 1.5 % of R$ 0,99 is 1.485 cents.
    expect(amountDue({amountCents: 99, dueDate: '2030-01-10', instructions: {fine: 1.5}}, at(2030, 1, 11)).fineCents).toBe(1)
  })

  it('subtracts a fixed or percent discount up to its limit (a midnight limit covers the whole day)', () => {
    const fixed = {...base, instructions: {discount: {amount: 12.34, modality: 'fixed', limitDate: '2030-01-05T00:00:00.0000000'}}}
    expect(amountDue(fixed, at(2030, 1, 5, 23)).totalCents).toBe(30000 - 1234)
    expect(amountDue(fixed, at(2030, 1, 6, 0)).totalCents).toBe(30000)
    const percent = {...base, instructions: {discount: {amount: 10, modality: 'percent', limitDate: '2030-01-05T09:30:00.0000000'}}}
    expect(amountDue(percent, at(2030, 1, 5, 9)).totalCents).toBe(27000)
    expect(amountDue(percent, at(2030, 1, 5, 10)).totalCents).toBe(30000)
    const huge = {...base, instructions: {discount: {amount: 500, modality: 'fixed', limitDate: '2030-01-05'}}}
    expect(amountDue(huge, at(2030, 1, 1)).totalCents).toBe(0)
  })

  it('is exact for large amounts (integer arithmetic)', () => {
    fc.assert(
      fc.property(
        fc.integer({min: 1, max: 1_000_000_000_000}),
        fc.integer({min: 0, max: 1000}),
        fc.integer({min: 1, max: 3650}),
        (cents, pct, days) => {
          const due = amountDue(
            {amountCents: cents, dueDate: '2030-01-10', instructions: {interest: pct / 100}},
            new Date(Date.UTC(2030, 0, 10 + days, 12)),
          )
          expect(Number.isSafeInteger(due.totalCents)).toBe(true)
          expect(due.totalCents).toBeGreaterThanOrEqual(cents)
        },
      ),
      {numRuns: 200},
    )
  })

  it('withinLimit reads zone-less seven-fraction date-times as local time', () => {
    expect(withinLimit(new Date(2030, 0, 5, 9, 30, 0, 0), '2030-01-05T09:30:00.0000000')).toBe(true)
    expect(withinLimit(new Date(2030, 0, 5, 9, 30, 0, 1), '2030-01-05T09:30:00.0000000')).toBe(false)
    expect(withinLimit(new Date(2030, 0, 5), 'garbage')).toBe(false)
  })
})

describe('retryDelay', () => {
  it('doubles from the base with ±25 % jitter and never exceeds the cap', () => {
    const opts = (r: number) => ({retryBaseMs: 1000, retryMaxMs: 3_600_000, random: () => r})
    expect([1, 2, 3, 4].map((n) => retryDelay(n, opts(0.5)))).toEqual([1000, 2000, 4000, 8000])
    expect(retryDelay(1, opts(0))).toBe(750)
    expect(retryDelay(1, opts(1))).toBe(1250)
    expect(retryDelay(13, opts(1))).toBe(3_600_000)
    expect(retryDelay(19, opts(0))).toBe(2_700_000)
    expect(retryDelay(500, opts(0.5))).toBe(3_600_000)
    // With the defaults, 20 attempts span about 9 hours (19 waits).
    const total = Array.from({length: 19}, (_, i) => retryDelay(i + 1, opts(0.5))).reduce((a, b) => a + b, 0)
    expect(Math.round(total / 3_600_000)).toBe(8)
  })
})

describe('Router', () => {
  const router = new Router([
    {method: 'GET', path: '/api/webhooks'},
    {method: 'POST', path: '/api/webhooks'},
    {method: 'POST', path: '/api/sellers/:sellerId/payments/:paymentId/capture'},
  ])

  it('matches literal and parameter segments, decoding parameters', () => {
    expect(router.lookup('POST', '/api/sellers/a%2Fb/payments/x%20y/capture')).toEqual({
      kind: 'found',
      match: {
        route: {method: 'POST', path: '/api/sellers/:sellerId/payments/:paymentId/capture'},
        params: {sellerId: 'a/b', paymentId: 'x y'},
      },
    })
    expect(router.lookup('GET', '/api/webhooks/')).toMatchObject({kind: 'found'})
  })

  it('says 405 with the allowed methods, and 404 otherwise (bad escapes included)', () => {
    expect(router.lookup('DELETE', '/api/webhooks')).toEqual({kind: 'method-not-allowed', allow: ['GET', 'POST']})
    expect(router.lookup('GET', '/api/webhooks/x')).toEqual({kind: 'not-found'})
    expect(router.lookup('POST', '/api/sellers/%E0%A4%A/payments/x/capture')).toEqual({kind: 'not-found'})
  })
})

describe('Journal', () => {
  it('groups concurrent commits into few fsyncs, every entry durable when its flush resolves', async () => {
    const file = join(tempDir('payctl-journal-'), 'j.jsonl')
    const {journal} = await Journal.open(file, () => {})
    const syncsAtOpen = journal.syncs
    await Promise.all(
      Array.from({length: 300}, (_, i) => {
        journal.append({t: 'invoice', v: {invoiceId: `i${i}`}})
        return journal.flush().then(() => {
          expect(readFileSync(file, 'utf8')).toContain(`"invoiceId":"i${i}"}`)
        })
      }),
    )
    const syncs = journal.syncs - syncsAtOpen
    expect(syncs).toBeGreaterThanOrEqual(1)
    expect(syncs).toBeLessThan(300)
    await journal.close()
    expect(readFileSync(file, 'utf8').trimEnd().split('\n')).toHaveLength(301)
  })

  it('compacts a journal mostly made of superseded lines at start', async () => {
    const file = join(tempDir('payctl-journal-'), 'j.jsonl')
    const a = await startSandbox({port: 0, dataFile: file, warn: () => {}})
    const created = await call(
      {url: a.url, clientToken: a.clientToken, sandbox: a} as any,
      'POST',
      '/api/v2/payments/bolepix',
      bolepixBody(),
    )
    await a.close()
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n')
    const invoiceLine = lines.find((l) => l.startsWith('{"t":"invoice"'))!
    writeFileSync(file, `${lines.join('\n')}\n${`${invoiceLine}\n`.repeat(1500)}`)
    const b = await startSandbox({port: 0, dataFile: file, warn: () => {}})
    try {
      const after = readFileSync(file, 'utf8').trimEnd().split('\n')
      expect(after.length).toBeLessThan(10)
      const got = await call(
        {url: b.url, clientToken: b.clientToken, sandbox: b} as any,
        'GET',
        `/bolepix/invoices/${created.body.invoiceId}`,
      )
      expect(got.body).toHaveLength(1)
    } finally {
      await b.close()
    }
  })
})

describe('determinism', () => {
  it('an injected clock and id generator give identical answers run after run', async () => {
    const now = new Date(Date.UTC(2030, 0, 10, 12))
    const run = async () => {
      let n = 0
      const sb = await startSandbox({
        port: 0,
        now: () => now,
        ids: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
        sellerId: 'seller',
        accessToken: 'access-token',
        clientToken: 'client-token',
        refreshToken: 'refresh-token',
        warn: () => {},
      })
      const c = {url: sb.url, clientToken: sb.clientToken, sandbox: sb} as any
      try {
        await call(c, 'POST', '/api/v2/payments/bolepix', bolepixBody({}, localDate(now)))
        return (await call(c, 'GET', '/api/events')).text
      } finally {
        await sb.close()
      }
    }
    const first = await run()
    expect(first).toContain('"invoiceId":"00000000-0000-4000-8000-')
    expect(await run()).toBe(first)
  })
})
