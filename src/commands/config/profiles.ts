import {BaseCommand} from '../../cli/base-command.js'
import {outputFlags, listFlags} from '../../cli/flags.js'
import {PROFILE_FIELDS} from '../../schemas/record-fields.js'

export default class ConfigProfiles extends BaseCommand {
  static override summary = 'List the stored profiles.'
  static override description =
    'Lists every stored profile with its base URL and seller id, and where each token comes from (tokens: env, keyring or file; the environment only for the profile in force); tokens in the file are shown redacted, those in the OS keyring are not read. The current profile is marked with *.'
  static override writes = false
  static override examples = [
    '<%= config.bin %> config profiles',
    '<%= config.bin %> config profiles --json',
    '<%= config.bin %> config profiles --json | jq -r ".[].name"',
  ]
  static override recordFields = PROFILE_FIELDS
  static override flags = {...outputFlags, ...listFlags(PROFILE_FIELDS)}

  async run(): Promise<void> {
    await this.act(ConfigProfiles, () => import('../../actions/config/profiles.js'))
  }
}
