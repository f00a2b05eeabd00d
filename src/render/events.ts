/**
 * How events and notifications look to people: the columns of `events list` and `events notifications`, the detail
 * of `events show`, and one-line renderings for streams (`events tail`, `listen`): human and JSON lines,
 * terminal-safe.
 */
import {fitEventLine} from './listen.js'
import {colorStatus, type Colors} from './format.js'
import {formatTime} from '../format/dates.js'
import {failuresInARow, resourceIdOf, type Notification, type PayEvent} from '../schemas/events.js'
import type {EventRow, NotificationRow} from '../services/events/query.js'
import type {ReplayResult} from '../services/events/replay.js'
import {paymentCodeValues} from '../util/code-values.js'
import {escapeControl} from '../util/redact.js'
import type {ListView} from './output.js'
import {EVENT_FIELDS, NOTIFICATION_FIELDS} from '../schemas/record-fields.js'
import {describeAttempt, relativeTime, renderAttemptHistory} from './timeline.js'
import {truncateEnd} from './width.js'

/** `2026-05-01 10:00:00  PAYMENT.PAID           pay-123  (event 2f0c…)`: escaped, for `events tail`. */
export function eventLine(e: PayEvent, colors: Colors, width?: number): string {
  return fitEventLine(e.inserted_at, e.event, resourceIdOf(e.data), colors, width, (short) => [
    colors.dim(`event ${escapeControl(short(e.id))}`),
  ])
}

/** A spinner line on a terminal's stderr, redrawn in place. */
export class StatusLine {
  private frame = 0
  private shown = false
  constructor(private readonly stream: NodeJS.WriteStream) {}
  show(text: string): void {
    const frames = '⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏'
    this.stream.write(`\r\u001b[2K${frames[this.frame++ % frames.length]} ${truncateEnd(text, (this.stream.columns || 80) - 3)}`)
    this.shown = true
  }
  clear(): void {
    if (this.shown) this.stream.write('\r\u001b[2K')
    this.shown = false
  }
}

/** `DELIVERED`, `2 DELIVERED`, `1 DELIVERED, 1 PENDING`; `-` when no webhook matched the event. */
export function deliverySummary(notifications: readonly Notification[] | undefined): string {
  if (!notifications || notifications.length === 0) return '-'
  const counts = new Map<string, number>()
  for (const n of notifications) counts.set(n.status.toUpperCase(), (counts.get(n.status.toUpperCase()) ?? 0) + 1)
  if (counts.size === 1 && notifications.length === 1) return notifications[0]!.status.toUpperCase()
  return [...counts].map(([s, k]) => `${k} ${s}`).join(', ')
}

const attemptCount = (n: Notification) => n.attempt_count ?? n.attempts?.length ?? 0

/**
 * `events list`: time, event and the resource it is about are what people scan for; the delivery status and the
 * attempts are left out first on a narrow terminal. --json prints the events as the API sent them.
 */
export function eventView(colors: Colors): ListView<EventRow> {
  return {
    empty: 'no events',
    record: (r) => r.event,
    fields: EVENT_FIELDS,
    columns: [
      {header: 'ID', key: 'id', kind: 'id', get: (r) => r.event.id, drop: 0},
      {header: 'TIME', key: 'time', field: 'inserted_at', kind: 'fixed', get: (r) => formatTime(r.event.inserted_at), drop: 2},
      {header: 'EVENT', key: 'event', kind: 'fixed', get: (r) => r.event.event, drop: 0},
      {header: 'RESOURCE', key: 'resource', kind: 'id', get: (r) => resourceIdOf(r.event.data) ?? '', drop: 1},
      {
        header: 'STATUS',
        key: 'status',
        get: (r) => deliverySummary(r.notifications),
        style: (s) => (/^[A-Z]+$/.test(s) ? colorStatus(s, colors) : s),
        drop: 3,
        optional: true,
      },
      {
        header: 'ATTEMPTS',
        key: 'attempts',
        kind: 'fixed',
        get: (r) => (r.notifications ? r.notifications.reduce((a, n) => a + attemptCount(n), 0) : ''),
        drop: 4,
        optional: true,
      },
    ],
  }
}

/**
 * `events notifications` (docs/output.md): for deliveries people look for where it goes, whether it got through, how
 * many attempts failed in a row, what the last one got and when the next one is; the time, the event, the resource
 * and the event id are left out first. With `failing` (--failing every row is failing) what support came for is
 * the last answer (connection refused, the HTTP status), never left out, then the count of failures and the event,
 * then when the service tries again (which also says whether it gave up): at 80 columns the charge or payment it is
 * about, the target and the status (the next attempt says it) go first. --json prints the records as the API sent them.
 */
export function notificationView(colors: Colors, now = Date.now(), options: {failing?: boolean} = {}): ListView<NotificationRow> {
  return {
    empty: options.failing ? 'no failing deliveries' : 'no notifications',
    record: (r) => r.notification,
    fields: NOTIFICATION_FIELDS,
    columns: [
      {header: 'ID', key: 'id', kind: 'id', get: (r) => r.notification.id, drop: 0},
      {
        header: 'TIME',
        key: 'time',
        field: 'inserted_at',
        kind: 'fixed',
        get: (r) => formatTime(r.notification.inserted_at ?? r.notification.attempts?.[0]?.at),
        drop: 7,
      },
      {
        header: 'EVENT',
        key: 'event',
        kind: 'fixed',
        get: (r) => r.notification.event ?? r.event?.event ?? '',
        drop: options.failing ? 0 : 6,
      },
      {
        header: 'RESOURCE',
        key: 'resource',
        kind: 'id',
        get: (r) => (r.event ? (resourceIdOf(r.event.data) ?? '') : ''),
        drop: options.failing ? 4 : 8,
      },
      {
        header: 'TARGET',
        key: 'target',
        kind: 'url',
        get: (r) => r.notification.target ?? '',
        drop: options.failing ? 5 : 1,
        comfortable: options.failing ? 12 : 20,
      },
      {
        header: 'STATUS',
        key: 'status',
        kind: 'fixed',
        get: (r) => r.notification.status.toUpperCase(),
        style: (s) => colorStatus(s, colors),
        drop: options.failing ? 6 : 0,
      },
      {header: 'ATTEMPTS', key: 'attempts', field: 'attempt_count', kind: 'fixed', get: (r) => attemptCount(r.notification), drop: 10},
      {header: 'FAILURES', key: 'failures', kind: 'fixed', get: (r) => failuresInARow(r.notification), drop: options.failing ? 0 : 5},
      {
        header: 'LAST ANSWER',
        key: 'last',
        get: (r) => {
          const last = r.notification.attempts?.at(-1)
          return last ? describeAttempt(last) : ''
        },
        drop: options.failing ? 0 : 2,
        comfortable: options.failing ? 24 : 14,
      },
      {
        header: 'NEXT ATTEMPT',
        key: 'next',
        field: 'next_attempt_at',
        kind: 'fixed',
        get: (r) => nextAttempt(r.notification, now, true),
        short: (r) => nextAttempt(r.notification, now, false),
        drop: 3,
      },
      {header: 'EVENT ID', key: 'event-id', field: 'event_id', kind: 'id', get: (r) => r.notification.event_id, drop: 9},
    ],
  }
}

/**
 * `2026-11-22 10:08:01 (in 3 h)` (or only `in 3 h`) while the service will try again, `gave up` once it stopped
 * (FAILED), empty once delivered.
 */
function nextAttempt(n: Notification, now: number, whole: boolean): string {
  const status = n.status.toUpperCase()
  if (status === 'FAILED') return 'gave up'
  if (status !== 'PENDING' || !n.next_attempt_at) return ''
  const relative = relativeTime(n.next_attempt_at, now)
  return whole ? `${formatTime(n.next_attempt_at)} (${relative})` : relative
}

/**
 * What `events show` prints (human mode), in three parts; every untrusted string escaped. The payload's lines are
 * printed whole (Output.verbatim), never wrapped: a long JSON string (a Pix code, a URL) is not cut inside its value,
 * and the terminal's own wrapping keeps it one line to copy. `codes` are the payload's payment codes
 * (util/code-values.ts), shown unmasked.
 */
export function eventDetailParts(
  event: PayEvent,
  notifications: readonly Notification[],
  colors: Colors,
  now = Date.now(),
): {head: string[]; payload: string[]; codes: string[]; deliveries: string[]} {
  const fields: [string, string | undefined][] = [
    ['event', event.id],
    ['name', event.event],
    ['time', formatTime(event.inserted_at)],
    ['resource', resourceIdOf(event.data)],
  ]
  const width = Math.max(...fields.map(([l]) => l.length))
  const head = fields.filter(([, v]) => v).map(([l, v]) => `${colors.dim(l.padEnd(width))}  ${escapeControl(v!)}`)
  head.push('', colors.bold('payload'))
  const payload = JSON.stringify({id: event.id, event: event.event, inserted_at: event.inserted_at, data: event.data}, null, 2)
    .split('\n')
    .map(escapeControl)
  const deliveries = ['']
  if (notifications.length === 0) deliveries.push(colors.dim('no notifications: no webhook subscribed to this event when it occurred'))
  else {
    deliveries.push(colors.bold(`deliveries (${notifications.length})`))
    for (const n of notifications) deliveries.push(...renderAttemptHistory(n, {colors, now}))
  }
  return {head, payload, codes: paymentCodeValues(event.data), deliveries}
}

/** The lines `events show` prints (human mode), as one list. */
export function renderEventDetail(event: PayEvent, notifications: readonly Notification[], colors: Colors, now = Date.now()): string[] {
  const parts = eventDetailParts(event, notifications, colors, now)
  return [...parts.head, ...parts.payload, ...parts.deliveries]
}

/** The human lines of a replay: what was sent, the answer's status and time, its body (escaped, shortened). */
export function renderReplay(e: PayEvent, r: ReplayResult, colors: Colors): string[] {
  const ok = r.status >= 200 && r.status < 300
  const body = r.body.length > 2000 ? `${r.body.slice(0, 2000)}… (${r.body.length} characters)` : r.body
  return [
    `${colors.dim('sent')}    POST ${escapeControl(r.url)}  ${escapeControl(e.event)} ${colors.dim(`event ${escapeControl(e.id)}`)} (${Buffer.byteLength(r.sent)} bytes)`,
    `${colors.dim('answer')}  ${ok ? colors.green(`HTTP ${r.status}`) : colors.red(`HTTP ${r.status}`)} in ${r.duration_ms} ms${r.content_type ? `  ${escapeControl(r.content_type)}` : ''}`,
    ...(body ? body.split(/\r?\n/).map(escapeControl) : []),
  ]
}
