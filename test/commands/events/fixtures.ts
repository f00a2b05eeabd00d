/** Canned events and notifications, shaped as the sandbox answers them. */
import type {RecordedRequest} from '../../helpers/recording-server.js'

export const EVENTS = [
  {id: 'ev-1', event: 'charge-create', inserted_at: '2026-05-01T10:00:00.000Z', data: {invoiceId: 'inv-1', status: 'PENDING'}},
  {id: 'ev-2', event: 'PAYMENT.CREATED', inserted_at: '2026-05-01T11:00:00.000Z', data: {id: 'pay-1', status: 'CREATED'}},
  {id: 'ev-3', event: 'PAYMENT.PAID', inserted_at: '2026-05-01T11:00:01.000Z', data: {id: 'pay-1', status: 'PAID'}},
  {id: 'ev-4', event: 'charge-in', inserted_at: '2026-05-02T09:30:00.000Z', data: {invoiceId: 'inv-1', status: 'PAID'}},
]

export const NOTIFICATIONS = [
  {
    id: 'nt-1',
    event_id: 'ev-1',
    event: 'charge-create',
    webhook_id: 'wh-1',
    target: 'http://127.0.0.1:4242/',
    status: 'DELIVERED',
    attempt_count: 2,
    attempts: [
      {at: '2026-05-01T10:00:00.100Z', status_code: 500, duration_ms: 12},
      {at: '2026-05-01T10:00:01.300Z', status_code: 200, duration_ms: 3},
    ],
    next_attempt_at: null,
    inserted_at: '2026-05-01T10:00:00.000Z',
    updated_at: '2026-05-01T10:00:01.300Z',
  },
  {
    id: 'nt-2',
    event_id: 'ev-4',
    event: 'charge-in',
    webhook_id: 'wh-1',
    target: 'http://127.0.0.1:4242/',
    status: 'PENDING',
    attempt_count: 1,
    attempts: [{at: '2026-05-02T09:30:00.050Z', error: 'connection refused', duration_ms: 1}],
    next_attempt_at: '2099-01-01T00:00:00.000Z',
    inserted_at: '2026-05-02T09:30:00.000Z',
    updated_at: '2026-05-02T09:30:00.050Z',
  },
  {
    id: 'nt-3',
    event_id: 'ev-3',
    event: 'PAYMENT.PAID',
    webhook_id: 'wh-2',
    target: 'https://example.com/gone',
    status: 'FAILED',
    attempt_count: 2,
    attempts: [
      {at: '2026-05-01T11:00:01.100Z', status_code: 404, duration_ms: 40},
      {at: '2026-05-01T11:00:03.000Z', error: 'timeout', duration_ms: 10000},
    ],
    inserted_at: '2026-05-01T11:00:01.000Z',
    updated_at: '2026-05-01T11:00:13.000Z',
  },
]

/** A handler that answers GET /api/events and /api/notifications with the fixtures, ignoring every filter. */
export function ignoringFilters(req: RecordedRequest): unknown {
  if (req.path === '/api/events') return {data: EVENTS}
  if (req.path === '/api/notifications') return {data: NOTIFICATIONS}
  return undefined
}
