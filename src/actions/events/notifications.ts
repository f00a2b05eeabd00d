/** `payctl events notifications`: the webhook deliveries of events, --failing for those not getting through. */
import type {Context, ContextFlags} from '../../cli/context.js'
import {limitToSend, recentListOptions, type RecentListFlags} from '../../cli/list-options.js'

export interface EventsNotificationsFlags extends ContextFlags, RecentListFlags {
  'event-id'?: string
  status?: string
  failing?: boolean
  since?: string
}

export default async function eventsNotifications(ctx: Context, flags: EventsNotificationsFlags): Promise<void> {
  const q = await import('../../services/events/query.js')
  // `--since 7d` on the service's clock: a sandbox's may have been moved (cli/sandbox-today.ts).
  const {nowForSince} = await import('../../cli/sandbox-today.js')
  const filters = {
    eventId: flags['event-id'],
    status: q.parseNotificationStatus(flags.status),
    failing: flags.failing,
    since: q.parseSinceFlag(flags.since, await nowForSince(ctx, flags.since)),
    limit: limitToSend(flags),
  }
  const {fetchNotificationRows} = await import('../../services/events/fetch.js')
  const {notificationView} = await import('../../render/events.js')
  // Each delivery's event (its resource column) is in the human forms only: the data forms print the records as sent.
  const humanForm = ctx.output.format === undefined
  const {rows} = await fetchNotificationRows(await ctx.client(), filters, humanForm, (m) => ctx.output.warn(m))
  const view = notificationView(ctx.output.colors, ctx.now().getTime(), {failing: flags.failing})
  await ctx.output.list(rows, view, recentListOptions(flags))
}
