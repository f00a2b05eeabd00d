/**
 * `payctl events replay`: one past event, or with --failing every event whose delivery is failing, POSTed to a URL
 * as the service delivers it. Exit 1 when a handler did not answer 2XX. What it prints goes through show() (the one
 * place that picks --json or the human form), called here because a warning or a summary follows it.
 */
import {show} from '../../cli/command-function.js'
import type {Context, ContextFlags} from '../../cli/context.js'
import type {TargetAuthorizationFlags} from './target-authorization.js'

/** What --to takes (the missing-flag message). */
export const REPLAY_TO = 'URL that receives the POST (your handler, or payctl listen)'

export interface EventsReplayFlags extends ContextFlags, TargetAuthorizationFlags {
  to?: string
  failing?: boolean
  since?: string
  webhook?: string
  concurrency?: number
  'dry-run'?: boolean
}

export default async function eventsReplay(ctx: Context, flags: EventsReplayFlags, args: {id?: string}): Promise<void> {
  const {UsageError} = await import('../../errors.js')
  if (flags.failing && args.id !== undefined) throw new UsageError('give an EVENT_ID or --failing, not both')
  if (!flags.failing && args.id === undefined)
    throw new UsageError('give the EVENT_ID to send, or --failing to send every event whose delivery is failing')
  const bulkOnly = (['since', 'webhook', 'concurrency', 'dry-run'] as const).find((f) => flags[f] !== undefined && flags[f] !== false)
  if (!flags.failing && bulkOnly) throw new UsageError(`--${bulkOnly} goes with --failing`)
  const dryRun = Boolean(flags.failing && flags['dry-run'])
  if (flags.to === undefined && !dryRun) throw new UsageError(`missing required flag --to: ${REPLAY_TO}`)
  if (flags.to === undefined) return replayFailing(ctx, undefined, undefined, flags)
  const to = (await import('../../util/url.js')).httpUrl('--to', flags.to)
  // A malformed HTTP(S)_PROXY stops here (exit 2), before anything is fetched or sent.
  new (await import('../../util/proxy.js')).ProxySettings(ctx.env)
  const {targetAuthorization} = await import('./target-authorization.js')
  const asker = flags['dry-run'] ? undefined : await ctx.asker()
  const authorization = flags['dry-run']
    ? undefined
    : await targetAuthorization(flags, to.href, {
        asker,
        warn: (m) => ctx.output.warn(m),
        addSecret: (s) => ctx.addSecret(s),
        stdin: ctx.io.stdin,
      })
  if (flags.failing) return replayFailing(ctx, to, authorization, flags)
  const replay = await import('../../services/events/replay.js')
  const {findEvent} = await import('../../services/events/fetch.js')
  const event = await findEvent(await ctx.client(), args.id!)
  const result = await replay.replayEvent(event, to, {authorization, signal: ctx.signal, debug: (l) => ctx.debug(l), env: ctx.env})
  const {sent, ...data} = result
  const {renderReplay} = await import('../../render/events.js')
  await show(ctx, {data, human: () => renderReplay(event, result, ctx.output.colors).forEach((line) => ctx.output.line(line))})
  if (result.status < 200 || result.status >= 300) {
    ctx.output.warn(`the handler answered HTTP ${result.status}: the service would count this as a failed delivery and retry`)
    ctx.exitCode = 1
  }
}

/** --failing: every event with a failing delivery since --since, oldest first (--dry-run lists them). */
async function replayFailing(
  ctx: Context,
  to: URL | undefined,
  authorization: string | undefined,
  flags: EventsReplayFlags,
): Promise<void> {
  const {parseSinceFlag} = await import('../../services/events/query.js')
  const {localNowForSince} = await import('../../cli/sandbox-today.js')
  // A --since duration (24h by default) counts back from the service's now when it is a sandbox on this machine.
  const sinceFlag = flags.since ?? '24h'
  const since = parseSinceFlag(sinceFlag, await localNowForSince(ctx, sinceFlag))!
  const bulk = await import('../../services/events/replay-failing.js')
  const view = await import('../../render/replay-failing.js')
  const {formatTime} = await import('../../format/dates.js')
  const c = ctx.output.colors
  const {events, missing} = await bulk.findFailingEvents(await ctx.client(), {since, webhookId: flags.webhook})
  for (const id of missing) ctx.output.warn(`event ${id} has a failing delivery but GET /api/events does not list it: it cannot be sent`)
  const report = (results: unknown[], extra: Record<string, number>) => ({
    to: to?.href ?? null,
    dry_run: Boolean(flags['dry-run']),
    ...extra,
    results,
  })
  if (events.length === 0) {
    ctx.output.info(
      `no failing deliveries${flags.webhook ? ` to webhook ${flags.webhook}` : ''} since ${formatTime(since.toISOString())}: nothing to send`,
    )
    await show(ctx, {data: report([], {sent: 0, succeeded: 0, failed: 0})})
    ctx.exitCode = missing.length > 0 ? 1 : 0
    return
  }
  if (flags['dry-run']) {
    const planned = events.map((e) => ({
      event_id: e.id,
      event: e.event,
      inserted_at: e.inserted_at,
      status: null,
      duration_ms: null,
      error: null,
    }))
    await show(ctx, {
      data: report(planned, {sent: 0, succeeded: 0, failed: 0}),
      human: () => events.forEach((e) => ctx.output.line(view.dryRunLine(e, c))),
    })
    ctx.output.info(
      `${events.length} event${events.length === 1 ? '' : 's'} would be sent${to ? ` to ${to.href}` : ''}, oldest first (--dry-run: nothing sent)`,
    )
    return
  }
  if (!to) return // only a dry run comes here without --to
  // A line per event as it is sent (nothing in the data forms: Output.line), then the summary.
  const outcomes = await bulk.replayAll(events, to, {
    authorization,
    concurrency: flags.concurrency ?? 1,
    signal: ctx.signal,
    debug: (l) => ctx.debug(l),
    env: ctx.env,
    onOutcome: (o) => ctx.output.line(view.outcomeLine(o, c)),
  })
  const succeeded = outcomes.filter(bulk.outcomeOk).length
  await show(ctx, {
    data: report(outcomes, {sent: outcomes.length, succeeded, failed: outcomes.length - succeeded}),
    human: () => ctx.output.line(view.replaySummary(outcomes, to.href, c)),
  })
  ctx.exitCode = succeeded === outcomes.length && missing.length === 0 ? 0 : 1
}
