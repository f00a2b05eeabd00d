import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags, listFlags, recentListFlags, sortFlag} from '../../cli/flags.js'
import {WEBHOOK_FIELDS} from '../../schemas/record-fields.js'

export default class WebhookList extends BaseCommand {
  static override summary = 'List the registered webhooks (GET /api/webhooks, an assumed endpoint).'
  static override description = `Calls GET /api/webhooks and expects {"data": [webhook…]}. The service documents only the registration (POST /api/webhooks); this listing endpoint is an assumption (docs/decisions.md#webhook-list) that the sandbox implements. The authorization tokens are masked, in the table and in --json (a bare array of the records as the API sent them, tokens masked): a CI log must not collect every webhook's secret. On a terminal the newest 30 come first (--all for every one); --sort FIELD[:desc] orders them otherwise (--sort target).`
  static override writes = false
  static override examples = [
    '<%= config.bin %> webhook list',
    '<%= config.bin %> webhook list --json | jq -r ".[].target"',
    '<%= config.bin %> webhook list --profile production',
  ]
  static override recordFields = WEBHOOK_FIELDS
  // Not sorted by the authorization token: the order of the rows would say something of the secrets the table masks.
  static override flags = {...apiFlags, ...listFlags(WEBHOOK_FIELDS), ...recentListFlags, ...sortFlag(WEBHOOK_FIELDS, ['authorization'])}

  async run(): Promise<void> {
    await this.act(WebhookList, () => import('../../actions/webhook/list.js'))
  }
}
