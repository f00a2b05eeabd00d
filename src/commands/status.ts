import {BaseCommand} from '../cli/base-command.js'
import {apiFlags} from '../cli/flags.js'

export default class Status extends BaseCommand {
  static override summary = 'Show the profile in force, where its tokens come from, and whether the access token is accepted.'
  static override description = `Prints the profile in force and its config file, the base URL and seller id with where each
comes from, whether the base URL is a payctl sandbox, where each token comes from (env: PAYCTL_*_TOKEN; keyring: the
OS keyring; file: the config file), and whether the access token is accepted now, checked with one request
(GET /_sandbox/clock on a sandbox, else GET /bolepix/invoices?sellerId=). Exit 0 when it is accepted, 4 when it is
refused or there is none, 1 when the service cannot be reached.`
  static override writes = false
  static override examples = [
    '<%= config.bin %> status',
    '<%= config.bin %> status --profile production --json',
    '<%= config.bin %> status --jq .tokens',
  ]
  static override flags = {...apiFlags}

  async run(): Promise<void> {
    await this.act(Status, () => import('../actions/status.js'))
  }
}
