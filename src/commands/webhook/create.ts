import {Flags} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags, quietFlag} from '../../cli/flags.js'

export default class WebhookCreate extends BaseCommand {
  static override summary = 'Register a webhook: the service POSTs every matching event to a URL (POST /api/webhooks).'
  static override description = `Sends {"webhook": {"events", "target", "authorization"}} to POST /api/webhooks. The service puts the authorization token in the Authorization header of every notification, so your handler can check the sender. Without --authorization a strong token is generated (32 random bytes, base64url) and shown once: keep it. Events are exact names (PAYMENT.PAID, charge-in) or patterns ending in * (PAYMENT.*). The service documents exact names and CATEGORY.*; * and other prefixes (charge-*) work on the sandbox, and the real service may not accept them. The command shows which known events each pattern covers and warns on a pattern that covers none. With --json, stdout holds the API's answer with the token masked (a generated token is shown once on stderr); with -q, only the webhook's id. The target must be reachable by the service: a public URL (a tunnel to payctl listen), or 127.0.0.1 for the sandbox.`
  static override examples = [
    '<%= config.bin %> webhook create --target https://example.com/hooks/pay --event PAYMENT.* --event ORDER.*',
    '<%= config.bin %> webhook create --target http://127.0.0.1:4242 --event charge-in --event charge-cancelled --authorization "$TOKEN"',
    '<%= config.bin %> webhook create --target https://abc.ngrok.app --event "*" --json',
  ]
  static override flags = {
    ...apiFlags,
    ...quietFlag,
    target: Flags.string({description: 'URL that receives a POST per notification (http or https)', required: true}),
    event: Flags.string({description: 'event name or pattern ending in * (repeat the flag for several)', required: true, multiple: true}),
    authorization: Flags.string({description: 'token the service sends back in Authorization (default: a generated one; - reads it from stdin)'}),
  }

  async run(): Promise<unknown> {
    const {flags} = await this.parse(WebhookCreate)
    const ctx = this.context(flags)
    const svc = await import('../../services/webhook/create.js')
    let token = flags.authorization
    if (token === '-') token = await ctx.readStdinLine('--authorization -')
    const generated = token === undefined
    token ??= svc.generateToken()
    const body = svc.buildWebhookBody({target: flags.target, events: flags.event, authorization: token})
    const coverage = svc.patternCoverage(body.webhook.events)
    for (const w of svc.patternWarnings(coverage)) ctx.output.warn(w)
    const settings = await ctx.settings()
    const {isLocalUrl, isLoopbackUrl} = await import('../../util/url.js')
    if (isLocalUrl(body.webhook.target) && !isLoopbackUrl(settings.baseUrl)) {
      ctx.output.warn(`${body.webhook.target} is a local address: the service at ${settings.baseUrl} cannot reach it; register a public URL (a tunnel) that leads to it`)
    }
    // Masked in --debug lines and errors; shown on purpose below (the answer may echo it, and a generated one must be seen).
    ctx.addSecret(token)
    const {createWebhook, createdWebhookId} = await import('../../api/webhook.js')
    const res = await createWebhook(await ctx.client(), body)
    const id = createdWebhookId(res.body)
    const dataOnly = ctx.output.json || ctx.output.quiet
    const show = (await import('../../render/webhook.js')).presentCreatedWebhook({body, coverage, answer: res.body, id, token, generated, json: dataOnly, colors: ctx.output.colors, width: ctx.output.isTTY ? ctx.output.width : undefined, errWidth: ctx.output.errWidth})
    // --json: the answer as sent, its authorization token masked; -q: the id. A generated token is shown once on stderr.
    if (ctx.output.json) ctx.output.printJson(res.body ?? null)
    else if (!ctx.output.quiet) ctx.output.stdout.write(show.stdout)
    else if (id) ctx.output.printId(id)
    else ctx.output.warn('the webhook was created, but the answer carries no id to print')
    // Written as it is: the generated token must not be masked.
    ctx.output.stderr.write(show.stderr)
    return res.body
  }
}
