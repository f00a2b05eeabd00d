import {Args} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {outputFlags} from '../../cli/flags.js'

export default class ConfigUse extends BaseCommand {
  static override summary = 'Make a profile the current one.'
  static override description = 'Later commands use PROFILE unless --profile or PAYCTL_PROFILE says otherwise.'
  static override examples = ['<%= config.bin %> config use production', '<%= config.bin %> config use sandbox --json', 'PAYCTL_CONFIG_DIR=./ci-config <%= config.bin %> config use ci --json']
  static override args = {profile: Args.string({required: true, description: 'profile name'})}
  static override flags = {...outputFlags}

  async run(): Promise<unknown> {
    const {args, flags} = await this.parse(ConfigUse)
    const ctx = this.context(flags)
    const {UsageError} = await import('../../errors.js')
    const store = await ctx.profiles()
    if (!store.get(args.profile)) {
      const known = store.names()
      throw new UsageError(`no profile named "${args.profile}"${known.length ? ` (known: ${known.join(', ')})` : ''}`)
    }
    await store.use(args.profile)
    const result = {current: args.profile}
    if (ctx.output.json) ctx.output.printJson(result)
    else ctx.output.line(`now using profile ${args.profile}`)
    return result
  }
}
