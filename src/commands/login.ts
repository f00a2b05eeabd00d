import {Flags} from '@oclif/core'
import {BaseCommand} from '../cli/base-command.js'
import {outputFlags} from '../cli/flags.js'
import {UsageError} from '../errors.js'

export default class Login extends BaseCommand {
  static override summary = 'Store a profile: base URL, seller id and tokens, verified with one request.'
  static override description = `On a terminal, asks for the base URL, seller id, access token, client token and refresh
token (tokens with masked prompts). Without a terminal, pass --base-url, --seller-id and --with-token, and pipe the
access token on stdin (optionally followed by the client token and the refresh token, one per line). The access token
is checked with one GET of the seller's Bolepix list before anything is saved (--no-verify skips it). When the
service refuses it, the other answers are kept: on a terminal you are offered to enter just the refused value again
(the access token, or the seller id when the token belongs to another seller); without one the error says which
value was refused. The tokens go to the OS keyring (Secret Service, Keychain, Credential Manager) and the rest of the
profile to a 0600 file in a 0700 folder (PAYCTL_CONFIG_DIR, or the OS config folder); tokens still in that file move
to the keyring. Without a keyring login refuses, unless --insecure-storage (or PAYCTL_INSECURE_STORAGE=1) stores the
tokens unencrypted in the file (docs/tokens.md).`
  static override examples = [
    '<%= config.bin %> login',
    'printf "%s\\n" "$ACCESS_TOKEN" "$CLIENT_TOKEN" | <%= config.bin %> login --base-url https://api.example.com --seller-id 6d1c… --with-token',
    '<%= config.bin %> login --profile sandbox --base-url http://127.0.0.1:4010 --seller-id abc --with-token < token.txt',
  ]
  static override flags = {
    ...outputFlags,
    profile: Flags.string({description: 'Profile to store (default: the current one, or "default").', helpGroup: 'GLOBAL'}),
    'base-url': Flags.string({description: 'API base URL.'}),
    'seller-id': Flags.string({description: 'Seller (account) id.'}),
    'with-token': Flags.boolean({description: 'Read the access token (then optionally client and refresh tokens, one per line) from stdin.'}),
    verify: Flags.boolean({description: 'Check the token with one GET before saving.', default: true, allowNo: true}),
    'insecure-storage': Flags.boolean({description: 'Store the tokens unencrypted in the 0600 config file, not the OS keyring (also PAYCTL_INSECURE_STORAGE=1).'}),
  }

  async run(): Promise<unknown> {
    const {flags} = await this.parse(Login)
    const ctx = this.context(flags)
    const {collectCredentials, verifyCredentials, verifyOrReask} = await import('../services/config/login.js')
    const {resolveProfileName} = await import('../config/resolve.js')
    const {maskSecret} = await import('../util/redact.js')
    const store = await ctx.profiles()
    const name = resolveProfileName(flags.profile, ctx.env, () => store.currentName())
    // Where the tokens will go, decided before anything is asked: without a keyring, a refusal now (exit 2).
    const {tokenWriter} = await import('../cli/token-writer.js')
    const target = await tokenWriter(ctx, name, flags['insecure-storage'], `tokens of profile "${name}"`)
    const defaults = {...store.get(name), accessToken: undefined, keyring: undefined, clientToken: target.current['client-token'], refreshToken: target.current['refresh-token']}
    const asker = await ctx.asker()
    let profile = await collectCredentials({
      baseUrl: flags['base-url'],
      sellerId: flags['seller-id'],
      withToken: flags['with-token'],
      ask: asker,
      readStdin: async () => {
        if (ctx.io.stdin.isTTY) throw new UsageError('--with-token reads the access token from stdin: pipe it in')
        return ctx.readStdin(64 * 1024)
      },
      defaults,
    })
    for (const s of [profile.accessToken, profile.clientToken, profile.refreshToken]) if (s) ctx.addSecret(s)
    // Said before the token is first sent (the check below) and stored.
    const cleartext = (await import('../util/url.js')).cleartextWarning(profile.baseUrl!)
    if (cleartext) ctx.output.warn(cleartext)
    let found: string | undefined
    if (flags.verify) {
      // A refused token does not throw the other answers away: on a terminal only the refused value is asked again.
      const verified = await verifyOrReask(profile, {
        ask: flags['with-token'] ? undefined : asker,
        note: (line) => ctx.output.warn(line),
        verify: (p) => {
          if (p.accessToken) ctx.addSecret(p.accessToken)
          return verifyCredentials(p, {signal: ctx.signal, debug: ctx.debugEnabled ? (l) => ctx.debug(l) : undefined})
        },
      })
      profile = verified.profile
      const v = verified.verification
      found = `seller ${profile.sellerId} has ${v.invoices} Bolepix charge${v.invoices === 1 ? '' : 's'}`
    }
    const hadProfiles = store.names().length > 0
    const {accessToken, clientToken, refreshToken, ...settings} = profile
    const values = {'access-token': accessToken!, 'client-token': clientToken ?? null, 'refresh-token': refreshToken ?? null}
    await target.save(values, settings)
    if (!hadProfiles || !store.get(store.currentName())) await store.use(name)
    const result = {
      profile: name,
      baseUrl: profile.baseUrl,
      sellerId: profile.sellerId,
      accessToken: maskSecret(profile.accessToken!),
      verified: flags.verify,
      path: store.path,
      tokens: target.store,
    }
    if (ctx.output.json) ctx.output.printJson(result)
    else {
      if (found) ctx.output.line(`Token accepted by ${profile.baseUrl}: ${found}.`)
      const tokensIn = target.store === 'keyring' ? `, its tokens to ${(await ctx.keyring()).name}` : ''
      ctx.output.line(`Saved profile "${name}" to ${store.path} (mode 600)${tokensIn}.`)
    }
    return result
  }
}
