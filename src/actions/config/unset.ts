/** `payctl config unset KEY`: removes one setting from the profile (a token from the OS keyring too). */
import type {Shown} from '../../cli/command-function.js'
import type {Context, ContextFlags} from '../../cli/context.js'

export default async function configUnset(ctx: Context, flags: ContextFlags, args: {key: string}): Promise<Shown> {
  const {requireSettingKey} = await import('../../services/config/settings.js')
  const {resolveProfileName} = await import('../../config/resolve.js')
  const key = requireSettingKey(args.key)
  const store = await ctx.profiles()
  const profile = resolveProfileName(flags.profile, ctx.env, () => store.currentName())
  const {isTokenKey} = await import('../../config/keys.js')
  if (isTokenKey(key.key))
    await (await import('../../config/tokens.js')).unsetToken(store, profile, key.key, {keyring: () => ctx.keyring()})
  else await store.update(profile, {[key.field]: undefined})
  return {data: {profile, key: key.key, removed: true}, human: () => ctx.output.line(`${key.key} removed from profile ${profile}`)}
}
