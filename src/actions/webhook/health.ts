/** `payctl webhook health`: a verdict per webhook from its delivery history; exit 1 when any is not healthy. */
import type {Context, ContextFlags} from '../../cli/context.js'

export interface WebhookHealthFlags extends ContextFlags {
  since: string
  webhook?: string
}

export default async function webhookHealth(ctx: Context, flags: WebhookHealthFlags): Promise<void> {
  const {parseSinceFlag} = await import('../../services/events/query.js')
  const {localNowForSince} = await import('../../cli/sandbox-today.js')
  // A --since duration counts back from the service's now when it is a sandbox on this machine.
  const since = parseSinceFlag(flags.since, await localNowForSince(ctx, flags.since))!
  const health = await import('../../services/webhook/health.js')
  const {healthReasonLines, healthView} = await import('../../render/webhook-health.js')
  const rows = await health.webhookHealth(await ctx.client(), {since, webhookId: flags.webhook, warn: (m) => ctx.output.warn(m)})
  await ctx.output.list(rows, healthView(ctx.output.colors))
  if (ctx.output.isTTY) for (const line of healthReasonLines(rows, ctx.output.width, ctx.output.colors)) ctx.output.line(line)
  ctx.exitCode = health.healthExitCode(rows)
}
