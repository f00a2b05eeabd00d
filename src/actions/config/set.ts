/**
 * `payctl config set KEY [VALUE]`: stores one setting in the profile. A secret is asked with a masked prompt, or
 * read from stdin, never wanted on the command line; tokens go to the OS keyring (docs/tokens.md).
 */
import type {Shown} from '../../cli/command-function.js'
import type {Context, ContextFlags} from '../../cli/context.js'
import {UsageError} from '../../errors.js'

export interface ConfigSetFlags extends ContextFlags {
  'insecure-storage'?: boolean
}

export default async function configSet(ctx: Context, flags: ConfigSetFlags, args: {key: string; value?: string}): Promise<Shown> {
  const {requireSettingKey, checkSettingValue, displayValue} = await import('../../services/config/settings.js')
  const {resolveProfileName} = await import('../../config/resolve.js')
  const key = requireSettingKey(args.key)
  const store = await ctx.profiles()
  const profile = resolveProfileName(flags.profile, ctx.env, () => store.currentName())
  // A token's store is chosen before it is read: without a keyring, a refusal now (exit 2), nothing asked.
  const what = `${key.key} of profile "${profile}"`
  const writer = key.secret
    ? await (await import('../../cli/token-writer.js')).tokenWriter(ctx, profile, flags['insecure-storage'], what)
    : undefined
  let raw = args.value
  if (key.secret && raw !== undefined && raw !== '-') {
    ctx.addSecret(raw)
    ctx.output.warn(`a secret given on the command line lands in shell history; next time use: payctl config set ${key.key} -`)
  }
  if (raw === undefined || raw === '-') {
    if (!key.secret && raw === undefined) throw new UsageError(`give a value: payctl config set ${key.key} VALUE`)
    const asker = await ctx.asker()
    if (asker) raw = key.secret ? await asker.secret(`${key.description}:`) : await asker.text(`${key.description}:`)
    else raw = await ctx.readStdinLine(key.key)
    ctx.addSecret(raw)
  }
  const value = checkSettingValue(key, raw)
  const {isTokenKey} = await import('../../config/keys.js')
  if (writer && isTokenKey(key.key)) await writer.save({[key.key]: value})
  else await store.update(profile, {[key.field]: value})
  if (key.field === 'baseUrl') {
    const cleartext = (await import('../../util/url.js')).cleartextWarning(value)
    if (cleartext) ctx.output.warn(cleartext)
  }
  const result = {profile, key: key.key, value: displayValue(key, value), ...(writer ? {stored: writer.store} : {})}
  return {data: result, human: () => ctx.output.line(`${key.key} set to ${result.value} in profile ${profile}`)}
}
