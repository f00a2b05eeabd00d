import {Flags} from '@oclif/core'
import {BaseCommand} from '../cli/base-command.js'
import {outputFlags} from '../cli/flags.js'

export default class Logout extends BaseCommand {
  static override summary = "Remove the profile's secrets (access, client and refresh tokens)."
  static override description =
    'Deletes the tokens of the profile (the current one, or --profile) from the OS keyring and the config file; its base URL and seller id stay. --all removes the whole profile.'
  static override writes = true
  static override examples = [
    '<%= config.bin %> logout',
    '<%= config.bin %> logout --profile production --all',
    '<%= config.bin %> logout --profile sandbox --json',
  ]
  static override flags = {
    ...outputFlags,
    profile: Flags.string({description: 'Profile to log out of (default: the current one).', helpGroup: 'GLOBAL'}),
    all: Flags.boolean({description: 'Remove the whole profile, not only its secrets.'}),
  }

  async run(): Promise<void> {
    await this.act(Logout, () => import('../actions/logout.js'))
  }
}
