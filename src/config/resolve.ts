/** Settings in force for one command: flags > environment > profile > defaults, with where each came from. */
import {missingUnitProblem, parseDuration} from '../schemas/dates.js'
import {UsageError} from '../errors.js'
import {hasUrlCredentials, redactUrlCredentials, URL_CREDENTIALS_ADVICE, urlTextProblem} from '../util/url.js'
import {DEFAULT_BASE_URL, DEFAULT_PROFILE, SETTING_KEYS, type Profile, type SettingField, type TokenKey} from './keys.js'

/** Where a setting in force comes from; `profile` is the config file, `keyring` the OS keyring (tokens only). */
export type Source = 'flag' | 'env' | 'keyring' | 'profile' | 'default'

export interface Settings {
  profileName: string
  /** Whether the profile exists in the config file. */
  profileExists: boolean
  baseUrl: string
  sellerId?: string
  accessToken?: string
  clientToken?: string
  refreshToken?: string
  /** Overall deadline of one API call, in ms, when configured. */
  deadlineMs?: number
  sources: Partial<Record<SettingField, Source>>
}

export interface SettingsFlags {
  profile?: string
  'base-url'?: string
  'seller-id'?: string
}

/** Resolves the profile name: --profile > PAYCTL_PROFILE > the current profile > `default`. */
export function resolveProfileName(flag: string | undefined, env: NodeJS.ProcessEnv, current: () => string): string {
  return flag || env.PAYCTL_PROFILE || current() || DEFAULT_PROFILE
}

export function resolveSettings(
  flags: SettingsFlags,
  env: NodeJS.ProcessEnv,
  profileName: string,
  profile: Profile | undefined,
  /** The profile's tokens read from the keyring (config/tokens.ts readKeyringTokens): they beat the file's. */
  keyring: Partial<Record<TokenKey, string>> = {},
): Settings {
  const sources: Settings['sources'] = {}
  const values: Profile = {}
  const flagValues: Partial<Profile> = {baseUrl: flags['base-url'], sellerId: flags['seller-id']}
  for (const k of SETTING_KEYS) {
    const fromFlag = flagValues[k.field]
    const fromEnv = env[k.env]
    const fromProfile = profile?.[k.field]
    const fromKeyring = k.secret ? keyring[k.key as TokenKey] : undefined
    if (fromFlag) [values[k.field], sources[k.field]] = [fromFlag, 'flag']
    else if (fromEnv) [values[k.field], sources[k.field]] = [fromEnv, 'env']
    else if (fromKeyring) [values[k.field], sources[k.field]] = [fromKeyring, 'keyring']
    else if (fromProfile) [values[k.field], sources[k.field]] = [fromProfile, 'profile']
  }
  if (!values.baseUrl) [values.baseUrl, sources.baseUrl] = [DEFAULT_BASE_URL, 'default']
  let baseUrl: URL
  try {
    baseUrl = new URL(values.baseUrl)
    if (baseUrl.protocol !== 'http:' && baseUrl.protocol !== 'https:') throw new Error('protocol')
  } catch {
    throw new UsageError(`base URL "${redactUrlCredentials(values.baseUrl)}" (from ${sources.baseUrl}) is not an http(s) URL`)
  }
  // A password in the URL would be stored, shown and logged with it (docs/contract.md#configuration).
  if (hasUrlCredentials(baseUrl)) {
    const where = {
      flag: '--base-url',
      env: 'PAYCTL_BASE_URL',
      profile: `the base URL of profile "${profileName}"`,
      default: 'the base URL',
    }[sources.baseUrl as Exclude<Source, 'keyring'>]
    const fix = sources.baseUrl === 'profile' ? ` (payctl config set base-url URL --profile ${profileName})` : ''
    throw new UsageError(`${where} carries credentials: ${URL_CREDENTIALS_ADVICE}${fix}`)
  }
  const problem = urlTextProblem(values.baseUrl)
  if (problem) throw new UsageError(`base URL (from ${sources.baseUrl}): the URL ${problem}`)
  let deadlineMs: number | undefined
  if (values.timeout) {
    deadlineMs = parseDuration(values.timeout)
    if (deadlineMs === undefined || deadlineMs < 1000) {
      const what = missingUnitProblem(values.timeout) ?? 'must be a duration such as 60s or 2m'
      throw new UsageError(`timeout "${values.timeout}" (from ${sources.timeout}) ${what}`)
    }
  }
  return {
    profileName,
    profileExists: profile !== undefined,
    baseUrl: values.baseUrl.replace(/\/+$/, ''),
    sellerId: values.sellerId,
    accessToken: values.accessToken,
    clientToken: values.clientToken,
    refreshToken: values.refreshToken,
    deadlineMs,
    sources,
  }
}
