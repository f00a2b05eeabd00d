import {Args} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags} from '../../cli/flags.js'

export default class ConfigUnset extends BaseCommand {
  static override summary = 'Remove one setting from the profile.'
  static override description =
    'Removes KEY from the profile (the current one, or --profile; a token from the OS keyring too); the default or the environment then applies.'
  static override writes = true
  static override examples = [
    '<%= config.bin %> config unset refresh-token',
    '<%= config.bin %> config unset timeout --profile production',
    '<%= config.bin %> config unset base-url --profile sandbox --json',
  ]
  static override args = {key: Args.string({required: true, description: 'setting key'})}
  static override flags = {...apiFlags}

  async run(): Promise<void> {
    await this.act(ConfigUnset, () => import('../../actions/config/unset.js'))
  }
}
