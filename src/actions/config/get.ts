/** `payctl config get KEY`: one setting in force, secrets redacted. */
import type {Shown} from '../../cli/command-function.js'
import type {Context, ContextFlags} from '../../cli/context.js'

export default async function configGet(ctx: Context, _flags: ContextFlags, args: {key: string}): Promise<Shown> {
  const {requireSettingKey, settingRows} = await import('../../services/config/settings.js')
  const key = requireSettingKey(args.key)
  const row = settingRows(await ctx.settings()).find((r) => r.key === key.key)!
  return {
    data: {key: row.key, value: row.value || null, source: row.source},
    human: () => (row.value ? ctx.output.line(row.value) : ctx.output.info(`${key.key} is not set`)),
  }
}
