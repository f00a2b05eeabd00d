import {Flags} from '@oclif/core'
import {BaseCommand} from '../cli/base-command.js'
import {outputFlags} from '../cli/flags.js'

export default class Login extends BaseCommand {
  static override summary = 'Store a profile: base URL, seller id and tokens, verified with one request.'
  static override description = `On a terminal, asks for the base URL, seller id, access token, client token and refresh
token (tokens with masked prompts). Without a terminal, pass --base-url, --seller-id and --with-token, and pipe the
access token on stdin (optionally followed by the client token and the refresh token, one per line). The access token
is checked with one GET of the seller's Bolepix list before anything is saved (--no-verify skips it). When the
service refuses it, the other answers are kept: on a terminal you are offered to enter just the refused value again
(the access token, or the seller id when the token belongs to another seller); without one the error says which
value was refused. The tokens go to the OS keyring (Secret Service, Keychain, Credential Manager) and the rest of the
profile to a 0600 file in a 0700 folder (PAYCTL_CONFIG_DIR, or the OS config folder); tokens still in that file move
to the keyring. Without a keyring login refuses, unless --insecure-storage (or PAYCTL_INSECURE_STORAGE=1) stores the
tokens unencrypted in the file (docs/tokens.md).`
  static override writes = true
  static override examples = [
    '<%= config.bin %> login',
    'printf "%s\\n" "$ACCESS_TOKEN" "$CLIENT_TOKEN" | <%= config.bin %> login --base-url https://api.example.com --seller-id 6d1c… --with-token',
    '<%= config.bin %> login --profile sandbox --base-url http://127.0.0.1:4010 --seller-id abc --with-token < token.txt',
  ]
  static override flags = {
    ...outputFlags,
    profile: Flags.string({description: 'Profile to store (default: the current one, or "default").', helpGroup: 'GLOBAL'}),
    'base-url': Flags.string({description: 'API base URL.'}),
    'seller-id': Flags.string({description: 'Seller (account) id.'}),
    'with-token': Flags.boolean({
      description: 'Read the access token (then optionally client and refresh tokens, one per line) from stdin.',
    }),
    verify: Flags.boolean({description: 'Check the token with one GET before saving.', default: true, allowNo: true}),
    'insecure-storage': Flags.boolean({
      description: 'Store the tokens unencrypted in the 0600 config file, not the OS keyring (also PAYCTL_INSECURE_STORAGE=1).',
    }),
  }

  async run(): Promise<void> {
    await this.act(Login, () => import('../actions/login.js'))
  }
}
