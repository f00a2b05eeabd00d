import {Args, Flags} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags} from '../../cli/flags.js'

export default class ConfigSet extends BaseCommand {
  static override summary = 'Store one setting in the profile.'
  static override description = `Stores KEY in the profile (the current one, or --profile). For a secret key (access-token,
client-token, refresh-token) leave VALUE out or give - : it is read from a masked prompt on a terminal, or from stdin
otherwise, so that it never lands in shell history or in the process list. Tokens go to the OS keyring, and the
profile's other tokens still in the config file move there with them; without a keyring a token is refused unless
--insecure-storage (or PAYCTL_INSECURE_STORAGE=1) stores it unencrypted in the file (docs/tokens.md).`
  static override examples = [
    '<%= config.bin %> config set base-url https://api.example.com',
    'printf %s "$CLIENT_TOKEN" | <%= config.bin %> config set client-token -',
    '<%= config.bin %> config set timeout 60s --profile production',
    '<%= config.bin %> config set seller-id 9f8e7d6c-5b4a-4321-8765-0fedcba98765 --profile production --json',
  ]
  static override args = {
    key: Args.string({required: true, description: 'setting key'}),
    value: Args.string({required: false, description: 'the value (secrets: leave out or -)'}),
  }
  static override flags = {
    ...apiFlags,
    'insecure-storage': Flags.boolean({description: 'Store a token unencrypted in the 0600 config file, not the OS keyring (also PAYCTL_INSECURE_STORAGE=1).'}),
  }

  async run(): Promise<unknown> {
    const {args, flags} = await this.parse(ConfigSet)
    const ctx = this.context(flags)
    const {requireSettingKey, checkSettingValue, displayValue} = await import('../../services/config/settings.js')
    const {resolveProfileName} = await import('../../config/resolve.js')
    const {UsageError} = await import('../../errors.js')
    const key = requireSettingKey(args.key)
    const store = await ctx.profiles()
    const profile = resolveProfileName(flags.profile, ctx.env, () => store.currentName())
    // A token's store is chosen before it is read: without a keyring, a refusal now (exit 2), nothing asked.
    const what = `${key.key} of profile "${profile}"`
    const writer = key.secret ? await (await import('../../cli/token-writer.js')).tokenWriter(ctx, profile, flags['insecure-storage'], what) : undefined
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
    if (ctx.output.json) ctx.output.printJson(result)
    else ctx.output.line(`${key.key} set to ${result.value} in profile ${profile}`)
    return result
  }
}
