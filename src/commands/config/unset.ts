import {Args} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags} from '../../cli/flags.js'

export default class ConfigUnset extends BaseCommand {
  static override summary = 'Remove one setting from the profile.'
  static override description =
    'Removes KEY from the profile (the current one, or --profile; a token from the OS keyring too); the default or the environment then applies.'
  static override examples = ['<%= config.bin %> config unset refresh-token', '<%= config.bin %> config unset timeout --profile production', '<%= config.bin %> config unset base-url --profile sandbox --json']
  static override args = {key: Args.string({required: true, description: 'setting key'})}
  static override flags = {...apiFlags}

  async run(): Promise<unknown> {
    const {args, flags} = await this.parse(ConfigUnset)
    const ctx = this.context(flags)
    const {requireSettingKey} = await import('../../services/config/settings.js')
    const {resolveProfileName} = await import('../../config/resolve.js')
    const key = requireSettingKey(args.key)
    const store = await ctx.profiles()
    const profile = resolveProfileName(flags.profile, ctx.env, () => store.currentName())
    const {isTokenKey} = await import('../../config/keys.js')
    if (isTokenKey(key.key)) await (await import('../../config/tokens.js')).unsetToken(store, profile, key.key, {keyring: () => ctx.keyring()})
    else await store.update(profile, {[key.field]: undefined})
    const result = {profile, key: key.key, removed: true}
    if (ctx.output.json) ctx.output.printJson(result)
    else ctx.output.line(`${key.key} removed from profile ${profile}`)
    return result
  }
}
