import {Args, Flags} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags} from '../../cli/flags.js'

const TO = 'URL that receives the POST (your handler, or payctl listen)'

export default class EventsReplay extends BaseCommand {
  static override summary = 'Send a past event to a URL as the service would deliver it (to test a handler).'
  static override description = `Fetches the event and POSTs its notification payload {"id", "event", "inserted_at", "data"} to --to with Content-Type application/json and, when given, --authorization verbatim in the Authorization header, as the service does. The API's credentials are never sent to that URL. Redirects are not followed, and the answer must come within 10 s. Prints the answer (status, time, body); exits 1 when it is not a 2XX, as the service would count it as a failed delivery. --json prints {"url", "status", "duration_ms", "content_type", "body"}. The same event id is sent each time: a handler should treat a repeat as already done.

--failing sends, instead of one event, every event with a failing delivery (not DELIVERED, and its last attempt failed, whether the service still retries it or gave up) created since --since (default 24h), for --webhook ID only when given: each once, oldest first, --concurrency at a time (default 1, so that the order holds), the same bytes and event id as the service's delivery. A line per event (status, time), then a summary; exits 0 when every one got a 2XX, 1 otherwise. --dry-run lists what would be sent. --json prints {"to", "dry_run", "sent", "succeeded", "failed", "results": [{"event_id", "event", "inserted_at", "status", "duration_ms", "error"}]}. This is how a receiver's missed notifications are repaired after its outage; the service's own records are not changed.

The token for the target's Authorization header: --authorization-stdin (the first line of stdin), else a masked prompt on a terminal, else --authorization (visible to other users of this machine: a warning says so).`
  static override examples = [
    '<%= config.bin %> events replay 2f0c6a5e-8d5b-4c53-9c3e-0c3f0c0f5b1a --to http://127.0.0.1:3000/hooks/pay',
    '<%= config.bin %> events replay 2f0c6a5e-8d5b-4c53-9c3e-0c3f0c0f5b1a --to http://127.0.0.1:4242 --authorization "$HOOK_TOKEN" --json',
    'printf %s "$HOOK_TOKEN" | <%= config.bin %> events replay --failing --since 6h --to https://shop.example.com/hooks --authorization-stdin',
    '<%= config.bin %> events replay --failing --webhook 88b8369a-c48a-4173-a1e8-b8b4e49afe4d --to http://127.0.0.1:3000/hooks --dry-run',
  ]
  static override args = {id: Args.string({required: false, description: 'event id, or its first 8 or more characters (leave out with --failing)'})}
  static override flags = {
    ...apiFlags,
    // Required but with --failing --dry-run, which sends nothing (issue 25).
    to: Flags.string({description: `${TO}; not needed by --failing --dry-run`}),
    authorization: Flags.string({description: 'value of the Authorization header (the webhook token; - reads it from stdin); visible to other users: prefer --authorization-stdin'}),
    'authorization-stdin': Flags.boolean({description: 'read the Authorization header value from the first line of stdin'}),
    failing: Flags.boolean({description: 'send every event with a failing delivery in the window, oldest first'}),
    since: Flags.string({description: 'with --failing: deliveries created since WHEN, a date, a date-time or a duration back from now (default 24h)'}),
    webhook: Flags.string({description: "with --failing: only this webhook's failing deliveries (its id)"}),
    concurrency: Flags.integer({description: 'with --failing: how many events are sent at a time (1 keeps the order)', min: 1, max: 16}),
    'dry-run': Flags.boolean({description: 'with --failing: list what would be sent, send nothing'}),
  }

  async run(): Promise<unknown> {
    const {args, flags} = await this.parse(EventsReplay)
    const ctx = this.context(flags)
    const {UsageError} = await import('../../errors.js')
    if (flags.failing && args.id !== undefined) throw new UsageError('give an EVENT_ID or --failing, not both')
    if (!flags.failing && args.id === undefined) throw new UsageError('give the EVENT_ID to send, or --failing to send every event whose delivery is failing')
    const bulkOnly = (['since', 'webhook', 'concurrency', 'dry-run'] as const).find((f) => flags[f] !== undefined && flags[f] !== false)
    if (!flags.failing && bulkOnly) throw new UsageError(`--${bulkOnly} goes with --failing`)
    const dryRun = Boolean(flags.failing && flags['dry-run'])
    if (flags.to === undefined && !dryRun) throw new UsageError(`missing required flag --to: ${TO}`)
    if (flags.to === undefined) return this.replayFailing(undefined, undefined, flags)
    const to = (await import('../../util/url.js')).httpUrl('--to', flags.to)
    // A malformed HTTP(S)_PROXY stops here (exit 2), before anything is fetched or sent.
    new (await import('../../util/proxy.js')).ProxySettings(ctx.env)
    const {targetAuthorization} = await import('../../cli/target-authorization.js')
    const asker = flags['dry-run'] ? undefined : await ctx.asker()
    const authorization = flags['dry-run']
      ? undefined
      : await targetAuthorization(flags, to.href, {askSecret: asker && ((m) => asker.secret(m)), warn: (m) => ctx.output.warn(m), addSecret: (s) => ctx.addSecret(s), stdin: ctx.io.stdin})
    if (flags.failing) return this.replayFailing(to, authorization, flags)
    const replay = await import('../../services/events/replay.js')
    const {findEvent} = await import('../../services/events/fetch.js')
    const event = await findEvent(await ctx.client(), args.id!)
    const result = await replay.replayEvent(event, to, {authorization, signal: ctx.signal, debug: (l) => ctx.debug(l), env: ctx.env})
    const {sent, ...shown} = result
    if (ctx.output.json) ctx.output.printJson(shown)
    else for (const line of (await import('../../render/events.js')).renderReplay(event, result, ctx.output.colors)) ctx.output.line(line)
    if (result.status < 200 || result.status >= 300) {
      ctx.output.warn(`the handler answered HTTP ${result.status}: the service would count this as a failed delivery and retry`)
      process.exitCode = 1
    }
    return shown
  }

  private async replayFailing(to: URL | undefined, authorization: string | undefined, flags: {since?: string; webhook?: string; concurrency?: number; 'dry-run'?: boolean}): Promise<unknown> {
    const ctx = this.ctx!
    const {parseSinceFlag} = await import('../../services/events/query.js')
    const since = parseSinceFlag(flags.since ?? '24h')!
    const bulk = await import('../../services/events/replay-failing.js')
    const view = await import('../../render/replay-failing.js')
    const {formatTime} = await import('../../render/format.js')
    const c = ctx.output.colors
    const {events, missing} = await bulk.findFailingEvents(await ctx.client(), {since, webhookId: flags.webhook})
    for (const id of missing) ctx.output.warn(`event ${id} has a failing delivery but GET /api/events does not list it: it cannot be sent`)
    const report = (results: unknown[], extra: Record<string, number>) =>
      ctx.output.printJson({to: to?.href ?? null, dry_run: Boolean(flags['dry-run']), ...extra, results})
    if (events.length === 0) {
      ctx.output.info(`no failing deliveries${flags.webhook ? ` to webhook ${flags.webhook}` : ''} since ${formatTime(since.toISOString())}: nothing to send`)
      if (ctx.output.json) report([], {sent: 0, succeeded: 0, failed: 0})
      process.exitCode = missing.length > 0 ? 1 : 0
      return
    }
    if (flags['dry-run']) {
      if (ctx.output.json) report(events.map((e) => ({event_id: e.id, event: e.event, inserted_at: e.inserted_at, status: null, duration_ms: null, error: null})), {sent: 0, succeeded: 0, failed: 0})
      else for (const e of events) ctx.output.line(view.dryRunLine(e, c))
      ctx.output.info(`${events.length} event${events.length === 1 ? '' : 's'} would be sent${to ? ` to ${to.href}` : ''}, oldest first (--dry-run: nothing sent)`)
      return
    }
    if (!to) return // only a dry run comes here without --to
    const outcomes = await bulk.replayAll(events, to, {authorization, concurrency: flags.concurrency ?? 1, signal: ctx.signal, debug: (l) => ctx.debug(l), onOutcome: (o) => ctx.output.line(view.outcomeLine(o, c))})
    const succeeded = outcomes.filter(bulk.outcomeOk).length
    if (ctx.output.json) report(outcomes, {sent: outcomes.length, succeeded, failed: outcomes.length - succeeded})
    else ctx.output.line(view.replaySummary(outcomes, to.href, c))
    process.exitCode = succeeded === outcomes.length && missing.length === 0 ? 0 : 1
    return outcomes
  }
}
