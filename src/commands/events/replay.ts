import {Args, Flags} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags} from '../../cli/flags.js'

export default class EventsReplay extends BaseCommand {
  static override summary = 'Send a past event to a URL as the service would deliver it (to test a handler).'
  static override description = `Fetches the event and POSTs its notification payload {"id", "event", "inserted_at", "data"} to --to with Content-Type application/json and, when given, --authorization verbatim in the Authorization header, as the service does. The API's credentials are never sent to that URL. Redirects are not followed, and the answer must come within 10 s. Prints the answer (status, time, body); exits 1 when it is not a 2XX, as the service would count it as a failed delivery. --json prints {"url", "status", "duration_ms", "content_type", "body"}. The same event id is sent each time: a handler should treat a repeat as already done.`
  static override examples = [
    '<%= config.bin %> events replay 2f0c6a5e-8d5b-4c53-9c3e-0c3f0c0f5b1a --to http://127.0.0.1:3000/hooks/pay',
    '<%= config.bin %> events replay 2f0c6a5e-8d5b-4c53-9c3e-0c3f0c0f5b1a --to http://127.0.0.1:4242 --authorization "$HOOK_TOKEN" --json',
  ]
  static override args = {id: Args.string({required: true, description: 'event id, or its first 8 or more characters'})}
  static override flags = {
    ...apiFlags,
    to: Flags.string({description: 'URL that receives the POST (your handler, or payctl listen)', required: true}),
    authorization: Flags.string({description: 'value of the Authorization header (the webhook token; - reads it from stdin)'}),
  }

  async run(): Promise<unknown> {
    const {args, flags} = await this.parse(EventsReplay)
    const ctx = this.context(flags)
    const replay = await import('../../services/events/replay.js')
    const to = (await import('../../util/url.js')).httpUrl('--to', flags.to)
    let authorization = flags.authorization
    if (authorization === '-') authorization = await (await import('../../cli/stdin.js')).readStdinLine('--authorization -')
    if (authorization) ctx.addSecret(authorization)
    const {findEvent} = await import('../../services/events/fetch.js')
    const event = await findEvent(await ctx.client(), args.id)
    const result = await replay.replayEvent(event, to, {authorization, signal: ctx.signal})
    const {sent, ...shown} = result
    if (ctx.output.json) ctx.output.printJson(shown)
    else for (const line of (await import('../../render/events.js')).renderReplay(event, result, ctx.output.colors)) ctx.output.line(line)
    if (result.status < 200 || result.status >= 300) {
      ctx.output.warn(`the handler answered HTTP ${result.status}: the service would count this as a failed delivery and retry`)
      process.exitCode = 1
    }
    return shown
  }
}
