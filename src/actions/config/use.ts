/** `payctl config use PROFILE`: later commands use PROFILE unless --profile or PAYCTL_PROFILE says otherwise. */
import type {Shown} from '../../cli/command-function.js'
import type {Context, ContextFlags} from '../../cli/context.js'
import {UsageError} from '../../errors.js'

export default async function configUse(ctx: Context, _flags: ContextFlags, args: {profile: string}): Promise<Shown> {
  const store = await ctx.profiles()
  if (!store.get(args.profile)) {
    const known = store.names()
    throw new UsageError(`no profile named "${args.profile}"${known.length ? ` (known: ${known.join(', ')})` : ''}`)
  }
  await store.use(args.profile)
  return {data: {current: args.profile}, human: () => ctx.output.line(`now using profile ${args.profile}`)}
}
