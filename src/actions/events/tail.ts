/** `payctl events tail`: every new event as it shows up in GET /api/events, until Ctrl-C or SIGTERM (exit 0). */
import type {Context, ContextFlags} from '../../cli/context.js'
import {UsageError} from '../../errors.js'

export interface EventsTailFlags extends ContextFlags {
  event?: string[]
  interval: string
}

/** Polls until ctx.signal is aborted, then ends normally (exit 0). */
export default async function eventsTail(ctx: Context, flags: EventsTailFlags): Promise<void> {
  // Ctrl-C / SIGTERM end the tail normally (exit 0), not as an interruption (Context.stopOnSignal, util/signals.ts):
  // installed first, so that a signal while it starts (timeout's SIGTERM on a loaded machine) also ends it with 0.
  ctx.stopOnSignal(() => ctx.interrupt(new Error('stopped')))
  const [{checkPatterns}, {parseDuration}, {tailEvents}, {eventLine, StatusLine}, {formatTime}] = await Promise.all([
    import('../../services/events/query.js'),
    import('../../schemas/dates.js'),
    import('../../services/events/tail.js'),
    import('../../render/events.js'),
    import('../../format/dates.js'),
  ])
  const patterns = checkPatterns(flags.event)
  const intervalMs = parseDuration(flags.interval)
  if (intervalMs === undefined || intervalMs < 200)
    throw new UsageError(`--interval "${flags.interval}": must be a duration of at least 200ms (2s, 1m)`)
  const client = await ctx.client()
  const out = ctx.output
  const status = out.showsProgress ? new StatusLine(out.stderr) : undefined
  status?.show(`following events${patterns ? ` matching ${patterns.join(', ')}` : ''}… (Ctrl-C to stop)`)
  // "last poll" on the clock the events carry: a sandbox's, which `sandbox clock` may have moved. Asked
  // only when the status line is shown (a terminal): a script's requests stay as they are.
  const offsetMs = status
    ? await ctx.sandboxProbe().then(
        (p) => (p.sandbox ? p.clock.offset_ms : 0),
        () => 0,
      )
    : 0
  try {
    await tailEvents(
      client,
      {patterns, intervalMs, signal: ctx.signal},
      {
        event: (e) => {
          status?.clear()
          out.printItem(e, () => eventLine(e, out.colors, out.isTTY ? out.width : undefined))
        },
        polled: ({at, total}) =>
          status?.show(
            `following events… last poll ${formatTime(new Date(at.getTime() + offsetMs).toISOString())}${offsetMs ? " (the sandbox's clock)" : ''}, ${total} known (Ctrl-C to stop)`,
          ),
        failed: (err, retryInMs) => {
          status?.clear()
          out.warn(`${err.message}; trying again in ${Math.round(retryInMs / 1000)}s`)
        },
      },
    )
  } finally {
    status?.clear()
  }
}
