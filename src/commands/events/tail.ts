import {Flags} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags, streamFlags} from '../../cli/flags.js'
import {UsageError} from '../../errors.js'

export default class EventsTail extends BaseCommand {
  static override summary = 'Follow new events as they happen (polls GET /api/events), one line each, until Ctrl-C.'
  static override description = `Prints every event that occurs from now on, once, as it shows up in GET /api/events (polled every --interval). Human lines: local time, event, resource, event id. --json (or --jsonl) prints one JSON line per event (the record as the API sent it); --jq runs on each line. --event filters by name or pattern (repeatable). A network failure or a 5XX is reported on stderr and retried with a growing pause. On a terminal a status line on stderr shows the polling. Ctrl-C or SIGTERM ends it with exit 0.`
  static override examples = [
    '<%= config.bin %> events tail',
    '<%= config.bin %> events tail --event PAYMENT.* --interval 5s',
    '<%= config.bin %> events tail --jq .event',
  ]
  static override flags = {
    ...apiFlags,
    ...streamFlags,
    event: Flags.string({description: 'only events matching this name or pattern (repeatable)', multiple: true}),
    interval: Flags.string({description: 'pause between polls (500ms, 2s, 1m)', default: '2s'}),
  }

  async run(): Promise<void> {
    const {flags} = await this.parse(EventsTail)
    const ctx = this.context(flags)
    const [{checkPatterns}, {parseDuration}, {tailEvents}, {eventLine, StatusLine}, {formatTime}] = await Promise.all([
      import('../../services/events/query.js'),
      import('../../schemas/dates.js'),
      import('../../services/events/tail.js'),
      import('../../render/events.js'),
      import('../../render/format.js'),
    ])
    const patterns = checkPatterns(flags.event)
    const intervalMs = parseDuration(flags.interval)
    if (intervalMs === undefined || intervalMs < 200) throw new UsageError(`--interval "${flags.interval}": must be a duration of at least 200ms (2s, 1m)`)
    const client = await ctx.client()
    // Ctrl-C / SIGTERM end the tail normally (exit 0), not as an interruption.
    ctx.stopOnSignal(() => ctx.interrupt(new Error('stopped')))
    const out = ctx.output
    const status = out.stderr.isTTY && !out.json ? new StatusLine(out.stderr) : undefined
    status?.show(`following events${patterns ? ` matching ${patterns.join(', ')}` : ''}… (Ctrl-C to stop)`)
    // "last poll" on the clock the events carry: a sandbox's, which `sandbox clock` may have moved (issue 25). Asked
    // only when the status line is shown (a terminal): a script's requests stay as they are.
    const offsetMs = status ? await ctx.sandboxProbe().then((p) => (p.sandbox ? p.clock.offset_ms : 0), () => 0) : 0
    try {
      await tailEvents(client, {patterns, intervalMs, signal: ctx.signal}, {
        event: (e) => {
          status?.clear()
          if (out.json) out.printLine(e)
          else out.line(eventLine(e, out.colors, out.isTTY ? out.width : undefined))
        },
        polled: ({at, total}) =>
          status?.show(`following events… last poll ${formatTime(new Date(at.getTime() + offsetMs).toISOString())}${offsetMs ? " (the sandbox's clock)" : ''}, ${total} known (Ctrl-C to stop)`),
        failed: (err, retryInMs) => {
          status?.clear()
          out.warn(`${err.message}; trying again in ${Math.round(retryInMs / 1000)}s`)
        },
      })
    } finally {
      status?.clear()
    }
  }
}


