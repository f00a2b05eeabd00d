/** `payctl webhook delete ID`: a webhook removed from a payctl sandbox, confirmed on a terminal (--yes otherwise). */
import type {Shown} from '../../cli/command-function.js'
import type {Context, ContextFlags} from '../../cli/context.js'

export interface WebhookDeleteFlags extends ContextFlags {
  yes: boolean
}

export default async function webhookDelete(ctx: Context, flags: WebhookDeleteFlags, args: {id: string}): Promise<Shown> {
  const {deleteSandboxWebhook} = await import('../../services/webhook/delete.js')
  const {deleteQuestion} = await import('../../render/webhook.js')
  const {escapeControl} = await import('../../util/redact.js')
  const {answer} = await deleteSandboxWebhook({
    id: args.id,
    yes: flags.yes,
    client: () => ctx.client(),
    probe: () => ctx.sandboxProbe(),
    asker: await ctx.asker(),
    question: (webhook) => deleteQuestion(args.id, webhook),
    beforeConfirm: async () => {
      const {whereText} = await import('../../cli/where.js')
      ctx.output.info(`on  ${await whereText(ctx)}`)
    },
  })
  const removed = (answer as {data?: {notifications_removed?: unknown}} | undefined)?.data?.notifications_removed
  const deliveries = typeof removed === 'number' ? ` (${removed} ${removed === 1 ? 'delivery' : 'deliveries'} removed with it)` : ''
  return {
    data: answer,
    id: args.id,
    human: () => ctx.output.line(`${ctx.output.colors.green('webhook deleted')}: ${escapeControl(args.id)}${deliveries}`),
  }
}
