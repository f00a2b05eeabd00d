import {Flags} from '@oclif/core'
import {BaseCommand} from '../cli/base-command.js'
import {outputFlags} from '../cli/flags.js'

export default class Logout extends BaseCommand {
  static override summary = "Remove the profile's secrets (access, client and refresh tokens)."
  static override description =
    'Deletes the tokens of the profile (the current one, or --profile) from the OS keyring and the config file; its base URL and seller id stay. --all removes the whole profile.'
  static override examples = ['<%= config.bin %> logout', '<%= config.bin %> logout --profile production --all', '<%= config.bin %> logout --profile sandbox --json']
  static override flags = {
    ...outputFlags,
    profile: Flags.string({description: 'Profile to log out of (default: the current one).', helpGroup: 'GLOBAL'}),
    all: Flags.boolean({description: 'Remove the whole profile, not only its secrets.'}),
  }

  async run(): Promise<unknown> {
    const {flags} = await this.parse(Logout)
    const ctx = this.context(flags)
    const {resolveProfileName} = await import('../config/resolve.js')
    const store = await ctx.profiles()
    const name = resolveProfileName(flags.profile, ctx.env, () => store.currentName())
    const existed = store.get(name) !== undefined
    if (existed) {
      // The keyring first: when it cannot be reached the profile still says where its tokens are, to try again.
      const {keyringTokensOf, removeFromKeyring} = await import('../config/tokens.js')
      await removeFromKeyring(name, keyringTokensOf(name, store.get(name)), {keyring: () => ctx.keyring()})
      if (flags.all) await store.remove(name)
      else await store.update(name, {accessToken: undefined, clientToken: undefined, refreshToken: undefined, keyring: undefined})
    }
    const result = {profile: name, removed: existed ? (flags.all ? 'profile' : 'secrets') : 'nothing'}
    if (ctx.output.json) ctx.output.printJson(result)
    else ctx.output.line(existed ? `Logged out of profile "${name}"${flags.all ? ' (profile removed)' : ' (tokens removed)'}.` : `No profile "${name}": nothing to remove.`)
    return result
  }
}
