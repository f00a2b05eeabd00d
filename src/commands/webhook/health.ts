import {Flags} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags, listFlags} from '../../cli/flags.js'
import {WEBHOOK_HEALTH_FIELDS} from '../../schemas/record-fields.js'

export default class WebhookHealth extends BaseCommand {
  static override summary = 'Is each webhook getting its notifications? A verdict per target from its delivery history.'
  static override description = `Reads the deliveries (GET /api/notifications) created since --since and the webhooks (GET /api/webhooks), and per webhook counts what was DELIVERED, what the service is still retrying after a failure and what it gave up on (FAILED), the success rate (delivered out of the deliveries attempted), the failures in a row now, the last error and when, the last success and the next attempt.

Verdicts: down when the last 3 or more attempts to the target failed with no success since, or when attempts in the window failed and none succeeded; degraded when some attempt in the window failed but the target is not down; healthy when none failed. On a terminal each webhook that is not healthy gets its reason in words under the table. Worst first.

--json prints an array of {"webhook_id", "target", "verdict", "delivered", "retrying", "failed", "success_rate", "consecutive_failures", "last_error", "last_error_at", "last_success_at", "next_attempt_at"}. Exits 0 when every webhook is healthy and 1 when any is degraded or down, so a cron job can alert on it. payctl events replay --failing resends what failed.`
  static override writes = false
  static override examples = [
    '<%= config.bin %> webhook health',
    '<%= config.bin %> webhook health --since 24h --json',
    '<%= config.bin %> webhook health --webhook 88b8369a-c48a-4173-a1e8-b8b4e49afe4d --since 2h',
  ]
  static override recordFields = WEBHOOK_HEALTH_FIELDS
  static override flags = {
    ...apiFlags,
    ...listFlags(WEBHOOK_HEALTH_FIELDS),
    since: Flags.string({
      description: 'the window: deliveries created since WHEN, a date, a date-time or a duration back from now (2h, 7d)',
      default: '7d',
    }),
    webhook: Flags.string({description: 'only this webhook (its id)'}),
  }

  async run(): Promise<void> {
    await this.act(WebhookHealth, () => import('../../actions/webhook/health.js'))
  }
}
