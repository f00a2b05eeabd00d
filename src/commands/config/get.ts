import {Args} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags} from '../../cli/flags.js'

export default class ConfigGet extends BaseCommand {
  static override summary = 'Print one setting (secrets redacted).'
  static override description = `Prints the value in force for KEY (base-url, seller-id, access-token, client-token,
refresh-token, timeout) after flags > environment > profile > defaults. Secrets are never printed in full.`
  static override writes = false
  static override examples = [
    '<%= config.bin %> config get base-url',
    '<%= config.bin %> config get access-token --profile production',
    '<%= config.bin %> config get seller-id --profile sandbox --json',
  ]
  static override args = {key: Args.string({required: true, description: 'setting key'})}
  static override flags = {...apiFlags}

  async run(): Promise<void> {
    await this.act(ConfigGet, () => import('../../actions/config/get.js'))
  }
}
