/** Login: gather the credentials (prompts on a terminal, stdin otherwise), verify them with one GET, store them. */
import {AuthError, UsageError} from '../../errors.js'
import type {Profile} from '../../config/keys.js'
import {Transport} from '../../api/transport.js'
import {checkSettingValue} from './settings.js'
import {findSettingKey} from '../../config/keys.js'
import type {Asker} from '../ask.js'

export interface LoginInput {
  baseUrl?: string
  sellerId?: string
  withToken: boolean
  /** Present on a terminal: what is not given is asked for (tokens with masked prompts). */
  ask?: Asker
  /** All of stdin (--with-token): the access token, then optionally the client and refresh tokens, a line each. */
  readStdin: () => Promise<string>
  defaults: Profile
}

const check = (key: string, v: string) => checkSettingValue(findSettingKey(key)!, v)

/** A prompt's check: true, or why the answer is not a valid value of the setting. */
const validAnswer = (key: string) => (v: string) => {
  try {
    check(key, v)
    return true
  } catch (err) {
    return (err as Error).message
  }
}

/** Collects base URL, seller id and tokens; on a terminal with masked prompts, else from flags and stdin lines. */
export async function collectCredentials(input: LoginInput): Promise<Profile> {
  if (input.withToken || !input.ask) {
    if (!input.withToken) {
      throw new UsageError('no terminal to ask on: pass --base-url URL --seller-id ID --with-token and pipe the access token on stdin')
    }
    const missing = [
      !input.baseUrl && !input.defaults.baseUrl && '--base-url',
      !input.sellerId && !input.defaults.sellerId && '--seller-id',
    ].filter(Boolean)
    if (missing.length) throw new UsageError(`missing ${missing.join(' and ')}`)
    // The flags are checked before stdin is read: a refused base URL (one with a password) stops here.
    const baseUrl = check('base-url', input.baseUrl ?? input.defaults.baseUrl!)
    const sellerId = check('seller-id', input.sellerId ?? input.defaults.sellerId!)
    const lines = (await input.readStdin())
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean)
    if (lines.length === 0) throw new UsageError('--with-token: stdin was empty (expected the access token)')
    // Lines: access token, then optionally the client token and the refresh token.
    return {
      baseUrl,
      sellerId,
      accessToken: check('access-token', lines[0]!),
      clientToken: lines[1] ? check('client-token', lines[1]) : input.defaults.clientToken,
      refreshToken: lines[2] ? check('refresh-token', lines[2]) : input.defaults.refreshToken,
    }
  }
  const askText = input.ask.text
  const askSecret = input.ask.secret
  const valid = validAnswer
  const optional = (key: string) => (v: string) => (v === '' ? true : valid(key)(v))
  // A stored base URL that carries a password is not offered as the default: the prompt would show it.
  const storedUrl = input.defaults.baseUrl && valid('base-url')(input.defaults.baseUrl) === true ? input.defaults.baseUrl : undefined
  const baseUrl =
    input.baseUrl ?? (await askText('API base URL:', {default: storedUrl ?? 'http://127.0.0.1:4010', validate: valid('base-url')}))
  const sellerId = input.sellerId ?? (await askText('Seller id:', {default: input.defaults.sellerId, validate: valid('seller-id')}))
  const accessToken = await askSecret('Access token:', valid('access-token'))
  const clientToken = await askSecret('Client token (card tokenization; Enter to skip):', optional('client-token'))
  const refreshToken = await askSecret('Refresh token (Enter to skip):', optional('refresh-token'))
  return {
    baseUrl: check('base-url', baseUrl),
    sellerId: check('seller-id', sellerId),
    accessToken: check('access-token', accessToken),
    clientToken: clientToken ? check('client-token', clientToken) : input.defaults.clientToken,
    refreshToken: refreshToken ? check('refresh-token', refreshToken) : input.defaults.refreshToken,
  }
}

export interface Verification {
  invoices: number
}

/** Verifies the access token and seller id with one GET (the seller's Bolepix list): what it found, or a typed error. */
export async function verifyCredentials(
  profile: Profile,
  options: {signal: AbortSignal; env?: NodeJS.ProcessEnv; debug?: (l: string) => void},
): Promise<Verification> {
  const t = new Transport({
    baseUrl: profile.baseUrl!,
    sellerId: profile.sellerId,
    credentials: {accessToken: profile.accessToken},
    signal: options.signal,
    debug: options.debug,
    // The command's environment (its proxy settings), not necessarily the process's.
    env: options.env,
    retry: {maxAttempts: 2},
    timeouts: {deadlineMs: 20_000},
  })
  try {
    const res = await t.request({method: 'GET', path: '/bolepix/invoices', query: {sellerId: profile.sellerId}})
    const body = res.body
    const list = Array.isArray(body) ? body : Array.isArray((body as {data?: unknown})?.data) ? (body as {data: unknown[]}).data : []
    return {invoices: list.length}
  } finally {
    await t.close()
  }
}

/** The value a refusal points at: a 403 is the seller id (the token is valid, not for that seller), a 401 the token. */
export function refusedValue(err: AuthError): 'access token' | 'seller id' {
  return err.status === 403 ? 'seller id' : 'access token'
}

/** The service's own words, without the "payctl login" hint meant for other commands. */
const serviceSaid = (err: AuthError) => err.message.replace(/ \(check the access token: payctl login\)$/, '')

/** How many times the refused value is asked for again before giving up. */
const RETRIES = 3

/**
 * Verifies the profile; when the service refuses it, the answers are kept. On a terminal (`ask`) the refused value
 * alone — the access token (401) or the seller id (403) — is asked for again, up to three times, each time after a
 * yes; without one the error names the refused value and what to check. Nothing is saved until it is accepted.
 */
export async function verifyOrReask(
  profile: Profile,
  options: {ask?: Asker; verify: (p: Profile) => Promise<Verification>; note: (line: string) => void},
): Promise<{profile: Profile; verification: Verification}> {
  let current = profile
  for (let attempt = 0; ; attempt++) {
    try {
      return {profile: current, verification: await options.verify(current)}
    } catch (err) {
      if (!(err instanceof AuthError) || err.status === 0) throw err
      const which = refusedValue(err)
      const at = `${current.baseUrl}${which === 'seller id' ? ` for seller ${current.sellerId}` : ''}`
      if (!options.ask || attempt >= RETRIES) {
        const check =
          which === 'seller id'
            ? 'check --seller-id (the token belongs to another seller)'
            : options.ask
              ? 'check the token'
              : 'check the token piped on stdin'
        throw new AuthError(
          err.status,
          `${at} refused the ${which} (${serviceSaid(err)}); ${check}. Nothing was saved.`,
          err.body,
          err.details,
        )
      }
      options.note(`${at} refused the ${which} (${serviceSaid(err)}). Your other answers are kept.`)
      if (!(await options.ask.confirm(`Enter the ${which} again?`, true))) {
        throw new AuthError(err.status, `${at} refused the ${which}; nothing was saved`, err.body, err.details)
      }
      current =
        which === 'seller id'
          ? {...current, sellerId: check('seller-id', await options.ask.text('Seller id:', {validate: validAnswer('seller-id')}))}
          : {...current, accessToken: check('access-token', await options.ask.secret('Access token:', validAnswer('access-token')))}
    }
  }
}
