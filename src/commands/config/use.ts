import {Args} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {outputFlags} from '../../cli/flags.js'

export default class ConfigUse extends BaseCommand {
  static override summary = 'Make a profile the current one.'
  static override description = 'Later commands use PROFILE unless --profile or PAYCTL_PROFILE says otherwise.'
  static override writes = true
  static override examples = [
    '<%= config.bin %> config use production',
    '<%= config.bin %> config use sandbox --json',
    'PAYCTL_CONFIG_DIR=./ci-config <%= config.bin %> config use ci --json',
  ]
  static override args = {profile: Args.string({required: true, description: 'profile name'})}
  static override flags = {...outputFlags}

  async run(): Promise<void> {
    await this.act(ConfigUse, () => import('../../actions/config/use.js'))
  }
}
