import {describe, expect, test} from 'vitest'
import {makeColors} from '../../../src/render/format.js'
import {buildTimeline, eventsForResource} from '../../../src/services/events/timeline.js'
import {relativeTime, renderAttemptHistory, renderTimeline, summarizeNotification} from '../../../src/render/timeline.js'
import {filterEvents, filterNotifications} from '../../../src/services/events/query.js'
import {deliverySummary} from '../../../src/render/events.js'
import {patternCoverage, patternWarnings, generateToken} from '../../../src/services/webhook/create.js'
import {isLocalUrl} from '../../../src/util/url.js'
import {EVENTS, NOTIFICATIONS} from '../../commands/events/fixtures.js'

const plain = makeColors(false)
process.env.TZ = 'UTC'

describe('buildTimeline', () => {
  test('merges events, attempts, the next attempt and the end of a failed delivery in time order', () => {
    const entries = buildTimeline(EVENTS, NOTIFICATIONS)
    expect(entries.map((e) => [e.kind, e.at, e.eventId])).toEqual([
      ['event', '2026-05-01T10:00:00.000Z', 'ev-1'],
      ['attempt', '2026-05-01T10:00:00.100Z', 'ev-1'],
      ['attempt', '2026-05-01T10:00:01.300Z', 'ev-1'],
      ['event', '2026-05-01T11:00:00.000Z', 'ev-2'],
      ['event', '2026-05-01T11:00:01.000Z', 'ev-3'],
      ['attempt', '2026-05-01T11:00:01.100Z', 'ev-3'],
      ['attempt', '2026-05-01T11:00:03.000Z', 'ev-3'],
      ['gave-up', '2026-05-01T11:00:13.000Z', 'ev-3'],
      ['event', '2026-05-02T09:30:00.000Z', 'ev-4'],
      ['attempt', '2026-05-02T09:30:00.050Z', 'ev-4'],
      ['next-attempt', '2099-01-01T00:00:00.000Z', 'ev-4'],
    ])
    const attempts = entries.filter((e) => e.kind === 'attempt')
    expect(attempts.map((a) => a.kind === 'attempt' && [a.number, a.ok, a.statusCode ?? a.error])).toEqual([
      [1, false, 500],
      [2, true, 200],
      [1, false, 404],
      [2, false, 'timeout'],
      [1, false, 'connection refused'],
    ])
  })

  // 19 attempts of one delivery were 19 lines, each wrapped in two at 80 columns.
  test('folds a run of the same failure (first and last shown) and fits each line to a width, the target cut in the middle', () => {
    const attempts = Array.from({length: 19}, (_, i) => ({
      at: `2026-05-01T10:${String(i).padStart(2, '0')}:00.000Z`,
      error: 'connection refused',
      duration_ms: 1,
    }))
    const target = 'https://hooks.example.com/a/very/long/path/to/the/receiver/bolepix'
    const n = {...NOTIFICATIONS[0]!, target, attempts, status: 'FAILED', updated_at: '2026-05-01T10:19:00.000Z'}
    const lines = renderTimeline(buildTimeline([EVENTS[0]!], [n]), {colors: plain, width: 78})
    expect(lines).toHaveLength(5)
    expect(lines[1]).toMatch(/✗ charge-create #1 → hooks\.ex.*…bolepix: connection refused$/)
    expect(lines[2]).toBe('2026-05-01 10:01:00  ✗ attempts 2–18: connection refused')
    expect(lines[3]).toContain('#19 → ')
    expect(lines[4]).toContain('gave up after 2')
    for (const l of lines) expect(l.length, l).toBeLessThanOrEqual(78)
    // Without a width (a pipe) nothing is cut; two failures are not folded.
    expect(renderTimeline(buildTimeline([EVENTS[0]!], [n]))[1]).toContain(target)
    expect(
      renderTimeline(buildTimeline([EVENTS[0]!], [{...n, attempts: attempts.slice(0, 2)}])).filter((l) => l.includes('delivery #')),
    ).toHaveLength(2)
  })

  test('renders one line per entry, escaping what the API sent', () => {
    const evil = {
      ...NOTIFICATIONS[0]!,
      target: 'http://x/\u001b[2J',
      attempts: [{at: '2026-05-01T10:00:00.100Z', error: 'reset\u0007', duration_ms: 2}],
      status: 'PENDING',
      next_attempt_at: '2026-05-01T10:00:05.000Z',
    }
    const lines = renderTimeline(buildTimeline([EVENTS[0]!], [evil]), {colors: plain, now: Date.parse('2026-05-01T10:00:01.000Z')})
    expect(lines).toEqual([
      '2026-05-01 10:00:00  ● charge-create inv-1  event ev-1',
      '2026-05-01 10:00:00  ✗ charge-create delivery #1 → http://x/\\x1b[2J: reset\\x07 in 2 ms',
      '2026-05-01 10:00:05  … charge-create delivery #2 → http://x/\\x1b[2J scheduled (in 4s)',
    ])
  })
})

describe('attempt histories', () => {
  test('a delivered, a pending and a failed notification', () => {
    const now = Date.parse('2098-12-31T23:59:00.000Z')
    expect(renderAttemptHistory(NOTIFICATIONS[0]!, {colors: plain, now})).toEqual([
      'notification nt-1  → http://127.0.0.1:4242/  DELIVERED after 2 attempts',
      '  ├─ 2026-05-01 10:00:00  ✗ #1 HTTP 500          12 ms',
      '  └─ 2026-05-01 10:00:01  ✓ #2 HTTP 200           3 ms',
    ])
    expect(renderAttemptHistory(NOTIFICATIONS[1]!, {colors: plain, now})).toEqual([
      'notification nt-2  → http://127.0.0.1:4242/  PENDING, 1 attempt, next in 60s',
      '  ├─ 2026-05-02 09:30:00  ✗ #1 connection refused     1 ms',
      '  └─ 2099-01-01 00:00:00  … #2 next attempt in 60s',
    ])
    expect(renderAttemptHistory(NOTIFICATIONS[2]!, {colors: plain, now})).toEqual([
      'notification nt-3  → https://example.com/gone  FAILED after 2 attempts (the service gave up)',
      '  ├─ 2026-05-01 11:00:01  ✗ #1 HTTP 404          40 ms',
      '  ├─ 2026-05-01 11:00:03  ✗ #2 timeout        10000 ms',
      '  └─ 2026-05-01 11:00:13  ■ no more attempts',
    ])
    expect(summarizeNotification({id: 'n', event_id: 'e', status: 'PENDING', attempts: []}, {colors: plain})).toBe('PENDING, 0 attempts')
  })

  test('relative times', () => {
    const now = Date.parse('2026-05-01T10:00:00Z')
    expect(relativeTime('2026-05-01T10:00:04Z', now)).toBe('in 4s')
    expect(relativeTime('2026-05-01T09:58:00Z', now)).toBe('120s ago'.replace('120s', '2 min'))
    expect(relativeTime('2026-05-01T15:00:00Z', now)).toBe('in 5 h')
    expect(relativeTime('garbage', now)).toBe('')
  })

  test('eventsForResource finds the events about an invoice', () => {
    expect(eventsForResource(EVENTS, 'inv-1').map((e) => e.id)).toEqual(['ev-1', 'ev-4'])
    expect(eventsForResource(EVENTS, 'pay-1').map((e) => e.id)).toEqual(['ev-2', 'ev-3'])
  })
})

describe('local filters (the server may ignore the query)', () => {
  test('events: pattern, since, limit keeps the most recent', () => {
    expect(filterEvents(EVENTS, {patterns: ['charge-*']}).map((e) => e.id)).toEqual(['ev-1', 'ev-4'])
    expect(filterEvents(EVENTS, {since: new Date('2026-05-01T11:00:00.500Z')}).map((e) => e.id)).toEqual(['ev-3', 'ev-4'])
    expect(filterEvents(EVENTS, {limit: 2}).map((e) => e.id)).toEqual(['ev-3', 'ev-4'])
    expect(filterEvents(EVENTS, {patterns: ['*'], limit: 10})).toHaveLength(4)
  })

  test('notifications: event id, status, since', () => {
    expect(filterNotifications(NOTIFICATIONS, {status: 'FAILED'}).map((n) => n.id)).toEqual(['nt-3'])
    expect(filterNotifications(NOTIFICATIONS, {eventId: 'ev-1'}).map((n) => n.id)).toEqual(['nt-1'])
    expect(filterNotifications(NOTIFICATIONS, {since: new Date('2026-05-02T00:00:00Z')}).map((n) => n.id)).toEqual(['nt-2'])
    expect(deliverySummary([])).toBe('-')
    expect(deliverySummary(NOTIFICATIONS)).toBe('1 DELIVERED, 1 PENDING, 1 FAILED')
    expect(deliverySummary([NOTIFICATIONS[0]!, NOTIFICATIONS[0]!])).toBe('2 DELIVERED')
  })
})

describe('webhook patterns and tokens', () => {
  test('what each pattern covers, and warnings', () => {
    const cov = patternCoverage(['ORDER.*', 'charge-*', '*', 'PAYMENT.PAID', 'NOPE'])
    expect(cov.map((c) => [c.pattern, c.matches.length, c.documented])).toEqual([
      ['ORDER.*', 3, true],
      ['charge-*', 3, false],
      ['*', 11, false],
      ['PAYMENT.PAID', 1, true],
      ['NOPE', 0, true],
    ])
    const w = patternWarnings(cov)
    expect(w).toHaveLength(3)
    expect(w[2]).toContain('"NOPE" matches none of the known events')
  })

  test('tokens are 32 random bytes in base64url, never twice the same', () => {
    const a = generateToken()
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(Buffer.from(a, 'base64url')).toHaveLength(32)
    expect(generateToken()).not.toBe(a)
  })

  test('local addresses', () => {
    for (const u of [
      'http://localhost:3000',
      'http://127.0.0.1',
      'http://[::1]:4242',
      'http://10.1.2.3',
      'http://192.168.0.9',
      'http://172.20.0.1',
    ])
      expect(isLocalUrl(u)).toBe(true)
    for (const u of ['https://example.com', 'http://172.32.0.1', 'https://abc.ngrok.app']) expect(isLocalUrl(u)).toBe(false)
  })
})
