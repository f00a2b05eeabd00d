/** `events show`: one event, its payload, and the attempt history of each of its notifications, as text. */
import {escapeControl} from '../../util/redact.js'
import {formatTime, type Colors} from '../../render/format.js'
import {resourceIdOf, type Notification, type PayEvent} from '../../schemas/events.js'
import {renderAttemptHistory} from './timeline.js'

/** The lines `events show` prints (human mode); every untrusted string escaped. */
export function renderEventDetail(event: PayEvent, notifications: readonly Notification[], colors: Colors, now = Date.now()): string[] {
  const fields: [string, string | undefined][] = [
    ['event', event.id],
    ['name', event.event],
    ['time', `${formatTime(event.inserted_at)} (${event.inserted_at})`],
    ['resource', resourceIdOf(event.data)],
  ]
  const width = Math.max(...fields.map(([l]) => l.length))
  const lines = fields.filter(([, v]) => v).map(([l, v]) => `${colors.dim(l.padEnd(width))}  ${escapeControl(v!)}`)
  lines.push('', colors.bold('payload'), ...JSON.stringify({id: event.id, event: event.event, inserted_at: event.inserted_at, data: event.data}, null, 2).split('\n').map(escapeControl), '')
  if (notifications.length === 0) {
    lines.push(colors.dim('no notifications: no webhook subscribed to this event when it occurred'))
    return lines
  }
  lines.push(colors.bold(`deliveries (${notifications.length})`))
  for (const n of notifications) lines.push(...renderAttemptHistory(n, {colors, now}))
  return lines
}
