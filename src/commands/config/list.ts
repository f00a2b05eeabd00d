import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags, listFlags} from '../../cli/flags.js'
import {SETTING_FIELDS} from '../../schemas/record-fields.js'

export default class ConfigList extends BaseCommand {
  static override summary = 'Show the settings in force and where each comes from.'
  static override description = `Lists base URL, seller id, tokens and timeout as the next command would use them, after
flags > environment (PAYCTL_*) > profile > defaults. Secrets are always redacted (at most their first and last four
characters).`
  static override examples = ['<%= config.bin %> config list', '<%= config.bin %> config list --profile production --json', '<%= config.bin %> config list --profile sandbox']
  static override recordFields = SETTING_FIELDS
  static override flags = {...apiFlags, ...listFlags(SETTING_FIELDS)}

  async run(): Promise<unknown> {
    const {flags} = await this.parse(ConfigList)
    const ctx = this.context(flags)
    const {settingRows} = await import('../../services/config/settings.js')
    const settings = await ctx.settings()
    const store = await ctx.profiles()
    const rows = settingRows(settings)
    if (ctx.output.format === 'json' && !flags.fields) {
      const result = {profile: settings.profileName, path: store.path, settings: Object.fromEntries(rows.map((r) => [r.key, {value: r.value || null, source: r.source}]))}
      ctx.output.printJson(result)
      return result
    }
    ctx.output.info(`profile ${settings.profileName}${settings.profileExists ? '' : ' (not stored yet)'} — ${store.path}`)
    const {settingView} = await import('../../render/config.js')
    await ctx.output.list(rows, settingView)
    return rows
  }
}
