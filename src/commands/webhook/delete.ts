import {Args} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags, yesFlag} from '../../cli/flags.js'

export default class WebhookDelete extends BaseCommand {
  static override summary = 'Delete a webhook on a payctl sandbox (DELETE /api/webhooks/{id}, a sandbox-only endpoint).'
  static override description = `Removes a webhook and its deliveries from a payctl sandbox, so that one a test left behind stops retrying against a dead port and leaves webhook health and events notifications --failing. The service's interface documents no deletion (docs/service-interface.md §4.9): against a base URL that is not a payctl sandbox the command says so and exits 2, sending nothing. On a terminal the webhook is shown and you are asked to confirm; without a terminal --yes is required (exit 2 otherwise, nothing sent). A declined confirmation exits 1. An unknown id exits 1. --json prints the sandbox's answer.`
  static override examples = [
    '<%= config.bin %> webhook delete 3f1c2b9e-7d4a-4c5b-8e7f-6a5b4c3d2e1f',
    '<%= config.bin %> webhook delete 3f1c2b9e-7d4a-4c5b-8e7f-6a5b4c3d2e1f --profile sandbox',
    '<%= config.bin %> webhook delete 3f1c2b9e-7d4a-4c5b-8e7f-6a5b4c3d2e1f --yes --json',
  ]
  static override args = {id: Args.string({required: true, description: 'webhook id (from webhook list)'})}
  static override writes = true
  static override flags = {...apiFlags, ...yesFlag}

  async run(): Promise<void> {
    await this.act(WebhookDelete, () => import('../../actions/webhook/delete.js'))
  }
}
