/** `payctl config profiles`: every stored profile, and where each token comes from (services/config/settings.ts). */
import type {Context, ContextFlags} from '../../cli/context.js'

export interface ConfigProfilesFlags extends ContextFlags {
  fields?: string
}

export default async function configProfiles(ctx: Context): Promise<void> {
  const {profileSummaries} = await import('../../services/config/settings.js')
  const rows = profileSummaries(await ctx.profiles(), ctx.env)
  const {profileView} = await import('../../render/config.js')
  await ctx.output.list(rows, profileView)
}
