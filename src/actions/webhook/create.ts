/**
 * `payctl webhook create`: registers a webhook (POST /api/webhooks). A generated authorization token is shown once:
 * in the human form on stdout, in a data form (--json, -q) on stderr (render/webhook.ts presentCreatedWebhook).
 */
import {show} from '../../cli/command-function.js'
import type {Context, ContextFlags} from '../../cli/context.js'

export interface WebhookCreateFlags extends ContextFlags {
  target: string
  event: string[]
  authorization?: string
}

export default async function webhookCreate(ctx: Context, flags: WebhookCreateFlags): Promise<void> {
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
    ctx.output.warn(
      `${body.webhook.target} is a local address: the service at ${settings.baseUrl} cannot reach it; register a public URL (a tunnel) that leads to it`,
    )
  }
  // Masked in --debug lines and errors; shown on purpose below (the answer may echo it, and a generated one must be seen).
  ctx.addSecret(token)
  const {createWebhook, createdWebhookId} = await import('../../api/webhook.js')
  const res = await createWebhook(await ctx.client(), body)
  const id = createdWebhookId(res.body)
  const {presentCreatedWebhook} = await import('../../render/webhook.js')
  const out = ctx.output
  const present = (dataOnly: boolean) =>
    presentCreatedWebhook({
      body,
      coverage,
      answer: res.body,
      id,
      token,
      generated,
      json: dataOnly,
      colors: out.colors,
      width: out.isTTY ? out.width : undefined,
      errWidth: out.errWidth,
    })
  // --json: the answer as sent, its authorization token masked; -q: the id; else the block, written as it is (a
  // generated token must not be masked). show() picks the form; whether the block was drawn decides the note below.
  let drawn = false
  if (flags.quiet && !id) out.warn('the webhook was created, but the answer carries no id to print')
  else {
    await show(ctx, {
      data: res.body ?? null,
      id,
      human: () => {
        drawn = true
        out.stdout.write(present(false).stdout)
      },
    })
  }
  // The note on stderr, written as it is: in a data form it carries the generated token, shown only there.
  out.stderr.write(present(!drawn).stderr)
}
