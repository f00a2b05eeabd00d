/** `payctl config list`: the settings in force and where each comes from (services/config/settings.ts). */
import type {Shown} from '../../cli/command-function.js'
import type {Context, ContextFlags} from '../../cli/context.js'

export interface ConfigListFlags extends ContextFlags {
  fields?: string
}

export default async function configList(ctx: Context, flags: ConfigListFlags): Promise<Shown | void> {
  const {settingRows} = await import('../../services/config/settings.js')
  const settings = await ctx.settings()
  const store = await ctx.profiles()
  const rows = settingRows(settings)
  // --json shows the whole picture (profile, file, each setting); --fields and the other forms are rows.
  if (ctx.output.format === 'json' && !flags.fields) {
    return {
      data: {
        profile: settings.profileName,
        path: store.path,
        settings: Object.fromEntries(rows.map((r) => [r.key, {value: r.value || null, source: r.source}])),
      },
    }
  }
  ctx.output.info(`profile ${settings.profileName}${settings.profileExists ? '' : ' (not stored yet)'} — ${store.path}`)
  const {settingView} = await import('../../render/config.js')
  await ctx.output.list(rows, settingView)
}
