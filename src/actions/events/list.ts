/** `payctl events list`: the events that occurred, with how their notifications went. */
import type {Context, ContextFlags} from '../../cli/context.js'
import {limitToSend, recentListOptions, type RecentListFlags} from '../../cli/list-options.js'

export interface EventsListFlags extends ContextFlags, RecentListFlags {
  event?: string[]
  since?: string
}

export default async function eventsList(ctx: Context, flags: EventsListFlags): Promise<void> {
  const q = await import('../../services/events/query.js')
  // `--since 7d` on the service's clock: a sandbox's may have been moved (cli/sandbox-today.ts).
  const {nowForSince} = await import('../../cli/sandbox-today.js')
  const patterns = q.checkPatterns(flags.event)
  const filters = {patterns, since: q.parseSinceFlag(flags.since, await nowForSince(ctx, flags.since)), limit: limitToSend(flags)}
  const {fetchEventRows} = await import('../../services/events/fetch.js')
  const {eventView} = await import('../../render/events.js')
  // The deliveries column is in the human forms only (table, tab-separated): the data forms print the events as sent,
  // so their notifications are not fetched.
  const humanForm = ctx.output.format === undefined
  const {rows} = await fetchEventRows(await ctx.client(), filters, humanForm, (m) => ctx.output.warn(m))
  await ctx.output.list(rows, eventView(ctx.output.colors), recentListOptions(flags))
}
