import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags, listFlags} from '../../cli/flags.js'
import {SETTING_FIELDS} from '../../schemas/record-fields.js'

export default class ConfigList extends BaseCommand {
  static override summary = 'Show the settings in force and where each comes from.'
  static override description = `Lists base URL, seller id, tokens and timeout as the next command would use them, after
flags > environment (PAYCTL_*) > profile > defaults. Secrets are always redacted (at most their first and last four
characters).`
  static override writes = false
  static override examples = [
    '<%= config.bin %> config list',
    '<%= config.bin %> config list --profile production --json',
    '<%= config.bin %> config list --profile sandbox',
  ]
  static override recordFields = SETTING_FIELDS
  static override flags = {...apiFlags, ...listFlags(SETTING_FIELDS)}

  async run(): Promise<void> {
    await this.act(ConfigList, () => import('../../actions/config/list.js'))
  }
}
