import {Args, Flags} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags} from '../../cli/flags.js'

export default class ConfigSet extends BaseCommand {
  static override summary = 'Store one setting in the profile.'
  static override description = `Stores KEY in the profile (the current one, or --profile). For a secret key (access-token,
client-token, refresh-token) leave VALUE out or give - : it is read from a masked prompt on a terminal, or from stdin
otherwise, so that it never lands in shell history or in the process list. Tokens go to the OS keyring, and the
profile's other tokens still in the config file move there with them; without a keyring a token is refused unless
--insecure-storage (or PAYCTL_INSECURE_STORAGE=1) stores it unencrypted in the file (docs/tokens.md).`
  static override writes = true
  static override examples = [
    '<%= config.bin %> config set base-url https://api.example.com',
    'printf %s "$CLIENT_TOKEN" | <%= config.bin %> config set client-token -',
    '<%= config.bin %> config set timeout 60s --profile production',
    '<%= config.bin %> config set seller-id 9f8e7d6c-5b4a-4321-8765-0fedcba98765 --profile production --json',
  ]
  static override args = {
    key: Args.string({required: true, description: 'setting key'}),
    value: Args.string({required: false, description: 'the value (secrets: leave out or -)'}),
  }
  static override flags = {
    ...apiFlags,
    'insecure-storage': Flags.boolean({
      description: 'Store a token unencrypted in the 0600 config file, not the OS keyring (also PAYCTL_INSECURE_STORAGE=1).',
    }),
  }

  async run(): Promise<void> {
    await this.act(ConfigSet, () => import('../../actions/config/set.js'))
  }
}
