/**
 * `webhook health`'s verdicts and counts from delivery records (services/webhook/health.ts), and how the reason reads
 * (format/webhook-health.ts): its rules one by one.
 */
import {describe, expect, it} from 'vitest'
import type {Attempt, Notification, Webhook} from '../../../src/schemas/events.js'
import {healthExitCode, healthOf, judgeWebhooks} from '../../../src/services/webhook/health.js'
import {healthReason} from '../../../src/format/webhook-health.js'
import {healthReasonLines} from '../../../src/render/webhook-health.js'
import {makeColors} from '../../../src/render/format.js'

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 14, minute)).toISOString()
const ok = (minute: number): Attempt => ({at: at(minute), status_code: 200, duration_ms: 3})
const refused = (minute: number): Attempt => ({at: at(minute), error: 'connect ECONNREFUSED 127.0.0.1:9', duration_ms: 1})
const http500 = (minute: number): Attempt => ({at: at(minute), status_code: 500, duration_ms: 2})

let seq = 0
function delivery(status: string, attempts: Attempt[], extra: Partial<Notification> = {}): Notification {
  seq++
  return {
    id: `n-${seq}`,
    event_id: `e-${seq}`,
    event: 'charge-in',
    webhook_id: 'w-1',
    target: 'http://127.0.0.1:9/hooks',
    status,
    attempt_count: attempts.length,
    attempts,
    inserted_at: attempts[0]?.at ?? at(0),
    ...extra,
  }
}

describe('verdicts', () => {
  it('healthy when no attempt failed: the counts, a 100% success rate, the last success', () => {
    const r = healthOf('w-1', 'http://x', [
      delivery('DELIVERED', [ok(1)]),
      delivery('DELIVERED', [ok(2)]),
      delivery('PENDING', [], {next_attempt_at: at(3)}),
    ])
    expect(r.health).toEqual({
      webhook_id: 'w-1',
      target: 'http://x',
      verdict: 'healthy',
      delivered: 2,
      retrying: 0,
      failed: 0,
      success_rate: 1,
      consecutive_failures: 0,
      last_error: null,
      last_error_at: null,
      last_success_at: at(2),
      next_attempt_at: at(3),
    })
    expect(healthReason(r)).toBe('2 of 3 deliveries delivered, no attempt failed (1 not attempted yet)')
  })

  it('healthy again once the target succeeds after its failures: they are history, said as "recovered at … after N failures"', () => {
    const retried = healthOf('w-1', 'http://x', [delivery('DELIVERED', [http500(1), ok(2)])])
    expect(retried.health).toMatchObject({
      verdict: 'healthy',
      delivered: 1,
      consecutive_failures: 0,
      last_error: 'HTTP 500',
      last_error_at: at(1),
      last_success_at: at(2),
    })
    expect(retried.recovered).toEqual({at: at(2), after: 1})
    expect(healthReason(retried)).toBe(
      `recovered at ${local(at(2))} after 1 failure; the last error: HTTP 500; 1 of 1 delivery failed at least once`,
    )
    // Five refused in a row, then the receiver came back: healthy, exit 0; the given-up delivery still said.
    const back = healthOf('w-1', 'http://x', [
      delivery('DELIVERED', [http500(1), ok(2)]),
      delivery('FAILED', [refused(3), refused(4), refused(5)]),
      delivery('DELIVERED', [refused(6), refused(7), ok(8)]),
      delivery('DELIVERED', [ok(9)]),
    ])
    expect(back.health).toMatchObject({verdict: 'healthy', consecutive_failures: 0, failed: 1})
    expect(healthExitCode([back])).toBe(0)
    expect(healthReason(back)).toBe(
      `recovered at ${local(at(8))} after 5 failures (6 failed attempts in the window); the last error: connect ECONNREFUSED 127.0.0.1:9; ` +
        '3 of 4 deliveries failed at least once; 1 delivery given up (payctl events replay --failing resends them)',
    )
    expect(healthReasonLines([back], 200, makeColors(false))[0]).toMatch(/^healthy: http:\/\/x — recovered at /)
  })

  it('degraded when the last attempt failed after a success, fewer than 3 in a row', () => {
    const twoNow = healthOf('w-1', 'http://x', [
      delivery('DELIVERED', [ok(1)]),
      delivery('PENDING', [http500(2), http500(3)], {next_attempt_at: at(9)}),
    ])
    expect(twoNow.health).toMatchObject({
      verdict: 'degraded',
      delivered: 1,
      retrying: 1,
      success_rate: 0.5,
      consecutive_failures: 2,
      next_attempt_at: at(9),
    })
    expect(healthReason(twoNow)).toBe(
      `2 failures in a row now since ${local(at(2))}: HTTP 500; the last success at ${local(at(1))}; 1 of 2 deliveries failed at least once; ` +
        '1 delivery still being retried (the service gives up after 20 attempts; the furthest is at 2)',
    )
  })

  it('down when the last 3 or more attempts failed with no success since, whatever came before', () => {
    const r = healthOf('w-1', 'http://x', [
      delivery('DELIVERED', [ok(1)]),
      delivery('FAILED', [refused(2), refused(3)]),
      delivery('PENDING', [refused(4)], {next_attempt_at: at(30)}),
    ])
    expect(r.health).toMatchObject({
      verdict: 'down',
      delivered: 1,
      retrying: 1,
      failed: 1,
      consecutive_failures: 3,
      success_rate: 0.3333,
      last_success_at: at(1),
    })
    expect(r.failingSince).toBe(at(2))
    expect(healthReason(r)).toBe(
      `3 consecutive failures since ${local(at(2))}: connect ECONNREFUSED 127.0.0.1:9; ` +
        '1 delivery still being retried (the service gives up after 20 attempts; the furthest is at 1); ' +
        '1 delivery given up (payctl events replay --failing resends them)',
    )
  })

  it('down when attempts in the window failed and none succeeded, even fewer than 3', () => {
    const r = healthOf('w-1', 'http://x', [delivery('PENDING', [http500(5)], {next_attempt_at: at(6)})])
    expect(r.health).toMatchObject({verdict: 'down', consecutive_failures: 1, success_rate: 0, last_success_at: null})
    expect(healthReason(r)).toBe(
      `no attempt got through in the window; the last error, at ${local(at(5))}: HTTP 500; 1 delivery still being retried (the service gives up after 20 attempts; the furthest is at 1)`,
    )
  })

  it('counts failures in a row across deliveries by the time of the attempts, not by the order of the records', () => {
    // The newest attempt (minute 9) succeeded: nothing in a row, although the last record ends with a failure.
    const r = healthOf('w-1', 'http://x', [
      delivery('DELIVERED', [refused(1), ok(9)]),
      delivery('PENDING', [refused(2), refused(3), refused(4)], {next_attempt_at: at(10)}),
    ])
    expect(r.health).toMatchObject({verdict: 'healthy', consecutive_failures: 0, last_error_at: at(4), last_success_at: at(9)})
    expect(r.recovered).toEqual({at: at(9), after: 4})
  })

  it('a PENDING delivery not yet attempted is neither retrying nor counted in the success rate', () => {
    const r = healthOf('w-1', 'http://x', [delivery('PENDING', [])])
    expect(r.health).toMatchObject({verdict: 'healthy', delivered: 0, retrying: 0, failed: 0, success_rate: null})
  })
})

describe('per webhook', () => {
  const webhooks: Webhook[] = [
    {id: 'w-up', target: 'http://127.0.0.1:4242/up', events: ['*']},
    {id: 'w-down', target: 'http://127.0.0.1:9/down', events: ['*']},
    {id: 'w-quiet', target: 'http://127.0.0.1:4243/quiet', events: ['ORDER.*']},
  ]
  const records = [
    delivery('DELIVERED', [ok(1)], {webhook_id: 'w-up', target: 'http://127.0.0.1:4242/up'}),
    delivery('FAILED', [refused(1), refused(2), refused(3)], {webhook_id: 'w-down', target: 'http://127.0.0.1:9/down'}),
    delivery('DELIVERED', [ok(2)], {webhook_id: 'w-up', target: 'http://127.0.0.1:4242/up'}),
  ]

  it('groups by webhook, lists quiet webhooks as healthy, worst first', () => {
    const rows = judgeWebhooks(webhooks, records)
    expect(rows.map((r) => [r.health.webhook_id, r.health.verdict, r.health.delivered, r.health.failed, r.deliveries])).toEqual([
      ['w-down', 'down', 0, 1, 1],
      ['w-up', 'healthy', 2, 0, 2],
      ['w-quiet', 'healthy', 0, 0, 0],
    ])
    expect(healthReason(rows[2]!)).toBe('no deliveries in the window')
    expect(healthExitCode(rows)).toBe(1)
    expect(healthExitCode(rows.slice(1))).toBe(0)
  })

  it('groups records without a webhook id by target', () => {
    const rows = judgeWebhooks(
      [],
      [
        delivery('DELIVERED', [ok(1)], {webhook_id: undefined, target: 'http://a'}),
        delivery('DELIVERED', [ok(2)], {webhook_id: undefined, target: 'http://a'}),
      ],
    )
    expect(rows.map((r) => [r.health.webhook_id, r.health.target, r.health.delivered])).toEqual([[null, 'http://a', 2]])
  })

  it('reason lines: only the webhooks that are not healthy, wrapped at spaces to the width', () => {
    const lines = healthReasonLines(judgeWebhooks(webhooks, records), 60, makeColors(false))
    expect(lines[0]).toBe('down: http://127.0.0.1:9/down — 3 consecutive failures since')
    expect(lines.every((l) => l.length <= 60)).toBe(true)
    expect(lines.slice(1).every((l) => l.startsWith('  '))).toBe(true)
    expect(lines.join(' ').replace(/\s+/g, ' ')).toContain('1 delivery given up (payctl events replay --failing resends them)')
    expect(lines.join('\n')).not.toContain('4242')
  })
})

/** Times in reasons are local, as everywhere else payctl shows them. */
function local(iso: string): string {
  const d = new Date(iso)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`
}
