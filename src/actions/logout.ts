/** `payctl logout`: removes the profile's tokens (keyring and file), or with --all the whole profile. */
import type {Shown} from '../cli/command-function.js'
import type {Context, ContextFlags} from '../cli/context.js'

export interface LogoutFlags extends ContextFlags {
  all?: boolean
}

export default async function logout(ctx: Context, flags: LogoutFlags): Promise<Shown> {
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
  return {
    data: {profile: name, removed: existed ? (flags.all ? 'profile' : 'secrets') : 'nothing'},
    human: () =>
      ctx.output.line(
        existed
          ? `Logged out of profile "${name}"${flags.all ? ' (profile removed)' : ' (tokens removed)'}.`
          : `No profile "${name}": nothing to remove.`,
      ),
  }
}
