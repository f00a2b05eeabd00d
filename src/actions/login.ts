/**
 * `payctl login`: stores a profile (base URL, seller id, tokens), the access token checked with one request first;
 * on a terminal only a refused value is asked again (services/config/login.ts). Tokens go to the OS keyring unless
 * --insecure-storage (docs/tokens.md).
 */
import type {Shown} from '../cli/command-function.js'
import type {Context, ContextFlags} from '../cli/context.js'
import {UsageError} from '../errors.js'

export interface LoginFlags extends ContextFlags {
  'with-token': boolean
  verify: boolean
  'insecure-storage'?: boolean
}

export default async function login(ctx: Context, flags: LoginFlags): Promise<Shown> {
  const {collectCredentials, verifyCredentials, verifyOrReask} = await import('../services/config/login.js')
  const {resolveProfileName} = await import('../config/resolve.js')
  const {maskSecret} = await import('../util/redact.js')
  const store = await ctx.profiles()
  const name = resolveProfileName(flags.profile, ctx.env, () => store.currentName())
  // Where the tokens will go, decided before anything is asked: without a keyring, a refusal now (exit 2).
  const {tokenWriter} = await import('../cli/token-writer.js')
  const target = await tokenWriter(ctx, name, flags['insecure-storage'], `tokens of profile "${name}"`)
  const defaults = {
    ...store.get(name),
    accessToken: undefined,
    keyring: undefined,
    clientToken: target.current['client-token'],
    refreshToken: target.current['refresh-token'],
  }
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
        return verifyCredentials(p, {signal: ctx.signal, env: ctx.env, debug: ctx.debugEnabled ? (l) => ctx.debug(l) : undefined})
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
  return {
    data: result,
    human: async () => {
      if (found) ctx.output.line(`Token accepted by ${profile.baseUrl}: ${found}.`)
      const tokensIn = target.store === 'keyring' ? `, its tokens to ${(await ctx.keyring()).name}` : ''
      ctx.output.line(`Saved profile "${name}" to ${store.path} (mode 600)${tokensIn}.`)
    },
  }
}
