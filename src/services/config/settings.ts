/** Profile settings as `config` and `login` show and change them: validated values, redacted secrets, sources. */
import {UsageError} from '../../errors.js'
import {
  findSettingKey,
  SETTING_KEYS,
  TOKEN_KEYS,
  tokenReport,
  type Profile,
  type SettingKey,
  type TokenKey,
  type TokenReport,
} from '../../config/keys.js'
import {storedTokenPlaces} from '../../config/tokens.js'
import type {Settings} from '../../config/resolve.js'
import type {ProfileStore} from '../../config/store.js'
import {missingUnitProblem, parseDuration} from '../../schemas/dates.js'
import {DEFAULT_TIMEOUTS} from '../../api/timeouts.js'
import {maskSecret} from '../../util/redact.js'
import {hasUrlCredentials, redactUrlCredentials, URL_CREDENTIALS_ADVICE, urlTextProblem} from '../../util/url.js'

export interface SettingRow {
  key: string
  value: string
  source: string
  secret: boolean
}

/** The key, or a usage error listing the known keys. */
export function requireSettingKey(key: string): SettingKey {
  const k = findSettingKey(key)
  if (!k) throw new UsageError(`unknown key "${key}"; known keys: ${SETTING_KEYS.map((s) => s.key).join(', ')}`)
  return k
}

/** Checks a value before it is stored. */
export function checkSettingValue(key: SettingKey, value: string): string {
  const v = value.trim()
  if (v === '') throw new UsageError(`${key.key} must not be empty`)
  if (key.field === 'baseUrl') {
    let u: URL
    try {
      u = new URL(v)
    } catch {
      throw new UsageError(`base-url must be an http(s) URL, such as https://api.example.com`)
    }
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new UsageError('base-url must be an http(s) URL')
    // Never stored: it would be shown by config list and logged by --debug (docs/contract.md#configuration).
    if (hasUrlCredentials(u)) throw new UsageError(`base-url carries credentials (user:password@): ${URL_CREDENTIALS_ADVICE}`)
    const problem = urlTextProblem(v)
    if (problem) throw new UsageError(`base-url: the URL ${problem}`)
    return v.replace(/\/+$/, '')
  }
  if (key.field === 'timeout' && (parseDuration(v) ?? 0) < 1000) {
    const unit = missingUnitProblem(v)
    throw new UsageError(unit ? `timeout "${v.trim()}" ${unit}` : 'timeout must be a duration of at least 1s, such as 60s or 2m')
  }
  if (key.secret && /\s/.test(v)) throw new UsageError(`${key.key} must not contain spaces`)
  return v
}

/** What a value looks like on screen: secrets at most their first and last four characters. */
export function displayValue(key: SettingKey, value: string | undefined): string {
  if (value === undefined || value === '') return ''
  return key.secret ? maskSecret(value) : value
}

/** The settings in force, one row per key, with where each came from. */
export function settingRows(settings: Settings): SettingRow[] {
  const values: Profile = {
    baseUrl: settings.baseUrl,
    sellerId: settings.sellerId,
    accessToken: settings.accessToken,
    clientToken: settings.clientToken,
    refreshToken: settings.refreshToken,
    // The default in force when none is set, shown as such: the transport's overall deadline.
    timeout: `${(settings.deadlineMs ?? DEFAULT_TIMEOUTS.deadlineMs) / 1000}s`,
  }
  return SETTING_KEYS.map((k) => ({
    key: k.key,
    value: displayValue(k, values[k.field]),
    source: settings.sources[k.field] ?? (values[k.field] ? 'default' : 'unset'),
    secret: k.secret,
  }))
}

export interface ProfileSummary {
  name: string
  current: boolean
  baseUrl?: string
  sellerId?: string
  accessToken: string
  clientToken: string
  refreshToken: string
  /** Where each token comes from (docs/tokens.md): the environment (for the profile in force), the keyring, the file, or nowhere. */
  tokens: TokenReport<TokenPlace | null>
}

export type TokenPlace = 'env' | 'keyring' | 'file'

/** Every stored profile, secrets masked; a base URL stored with credentials (before they were refused) shows `***` for them. */
export function profileSummaries(store: ProfileStore, env: NodeJS.ProcessEnv = {}): ProfileSummary[] {
  const current = store.currentName()
  const inForce = env.PAYCTL_PROFILE || current
  return store.names().map((name) => {
    const p = store.get(name) ?? {}
    const mark = (s?: string) => (s ? maskSecret(s) : '')
    const tokens: Record<TokenKey, TokenPlace | null> = storedTokenPlaces(name, p)
    if (name === inForce) for (const k of TOKEN_KEYS) if (env[findSettingKey(k)!.env]) tokens[k] = 'env'
    return {
      name,
      current: name === current,
      baseUrl: p.baseUrl === undefined ? undefined : redactUrlCredentials(p.baseUrl),
      sellerId: p.sellerId,
      accessToken: mark(p.accessToken),
      clientToken: mark(p.clientToken),
      refreshToken: mark(p.refreshToken),
      tokens: tokenReport(tokens),
    }
  })
}
