/**
 * `webhook delete`: a webhook removed from a payctl sandbox (its sandbox-only `DELETE /api/webhooks/{id}`,
 * docs/sandbox.md). The service's interface documents registration only (docs/service-interface.md §4.9): against
 * another service nothing is sent and the refusal says so (exit 2). On a terminal the webhook is shown and the deletion
 * confirmed; without one `--yes` is needed (exit 2, nothing sent); a declined confirmation exits 1.
 */
import {deleteWebhook, listWebhooks} from '../../api/webhook.js'
import type {Transport} from '../../api/transport.js'
import type {SandboxProbe} from '../../api/sandbox.js'
import {DeclinedError, UsageError} from '../../errors.js'
import type {Webhook} from '../../schemas/events.js'
import type {Asker} from '../ask.js'

/** Why deletion is refused against a service that is not a payctl sandbox (exit 2, nothing sent). */
export const NO_DELETION =
  "the service's interface documents no way to delete a webhook (docs/service-interface.md §4.9 registers one; nothing removes it)"

export interface DeleteOptions {
  id: string
  yes: boolean
  client(): Promise<Transport>
  /** Whether the base URL is a payctl sandbox (asked once: Context.sandboxProbe). */
  probe(): Promise<SandboxProbe>
  /** Who confirms, without --yes; absent without a terminal. */
  asker?: Asker
  /** The confirmation's question, with the webhook when the list has it (render/webhook.ts). */
  question: (webhook: Webhook | undefined) => string
  /** Said just before the confirmation (the CLI: where it goes). */
  beforeConfirm?: () => Promise<void>
}

export interface Deleted {
  answer: unknown
  webhook: Webhook | undefined
}

export async function deleteSandboxWebhook(o: DeleteOptions): Promise<Deleted> {
  if (!o.yes && !o.asker) {
    throw new UsageError(
      `webhook delete needs --yes when it cannot ask (no terminal); nothing was sent: payctl webhook delete ${o.id} --yes`,
    )
  }
  const probe = await o.probe()
  if (!probe.sandbox)
    throw new UsageError(
      `webhook delete works on a payctl sandbox only: ${NO_DELETION}, and this base URL is not a sandbox (${probe.why}); nothing was sent`,
    )
  const client = await o.client()
  const webhook = (await listWebhooks(client)).find((w) => w.id === o.id)
  if (!o.yes && o.asker) {
    await o.beforeConfirm?.()
    if (!(await o.asker.confirm(o.question(webhook), false)))
      throw new DeclinedError('not deleted: the confirmation was declined (nothing was sent)')
  }
  const answer = (await deleteWebhook(client, o.id)).body
  return {answer, webhook}
}
