/** `payctl webhook list`: the registered webhooks, their tokens masked. */
import type {Context, ContextFlags} from '../../cli/context.js'
import {recentListOptions, type RecentListFlags} from '../../cli/list-options.js'

export interface WebhookListFlags extends ContextFlags, RecentListFlags {}

export default async function webhookList(ctx: Context, flags: WebhookListFlags): Promise<void> {
  const {listWebhooks} = await import('../../api/webhook.js')
  const webhooks = await listWebhooks(await ctx.client())
  const {webhookView} = await import('../../render/webhook.js')
  await ctx.output.list(webhooks, webhookView, recentListOptions(flags))
}
