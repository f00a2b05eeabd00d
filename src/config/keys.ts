/** The settings a profile holds, their `config` key names, environment variables and whether they are secret. */

export interface Profile {
  baseUrl?: string
  sellerId?: string
  accessToken?: string
  clientToken?: string
  refreshToken?: string
  /** Overall deadline of one API call, as a duration (`60s`). */
  timeout?: string
  /**
   * The tokens of this profile that live in the OS keyring, not in this file (docs/tokens.md): the marker that tells
   * payctl to load the keyring at all.
   */
  keyring?: TokenKey[]
}

/** The tokens a profile holds, by their `config` key names. */
export const TOKEN_KEYS = ['access-token', 'client-token', 'refresh-token'] as const
export type TokenKey = (typeof TOKEN_KEYS)[number]

/** The keyring account of one token of one profile: `production/refresh-token` (docs/tokens.md). */
export const keyringAccount = (profile: string, key: TokenKey): string => `${profile}/${key}`

/**
 * A token's name where a report says where each token comes from (`status`, `config profiles`: `{"access": "keyring"}`):
 * not `access-token`, a field name the redaction policy masks the value of (docs/output.md#redaction).
 */
export const TOKEN_REPORT_NAMES = {'access-token': 'access', 'client-token': 'client', 'refresh-token': 'refresh'} as const
export type TokenReport<T> = {access: T; client: T; refresh: T}

/** A record by token key as a report by token name (TOKEN_REPORT_NAMES). */
export function tokenReport<T>(byKey: Record<TokenKey, T>): TokenReport<T> {
  return {access: byKey['access-token'], client: byKey['client-token'], refresh: byKey['refresh-token']}
}

export const isTokenKey = (key: string): key is TokenKey => (TOKEN_KEYS as readonly string[]).includes(key)

/** The fields a setting key stores (every field of a profile but the keyring marker). */
export type SettingField = Exclude<keyof Profile, 'keyring'>

export interface SettingKey {
  key: string
  field: SettingField
  env: string
  secret: boolean
  description: string
}

export const SETTING_KEYS: readonly SettingKey[] = [
  {key: 'base-url', field: 'baseUrl', env: 'PAYCTL_BASE_URL', secret: false, description: 'API base URL'},
  {key: 'seller-id', field: 'sellerId', env: 'PAYCTL_SELLER_ID', secret: false, description: 'seller (account) id'},
  {key: 'access-token', field: 'accessToken', env: 'PAYCTL_ACCESS_TOKEN', secret: true, description: 'access token (Bearer)'},
  {
    key: 'client-token',
    field: 'clientToken',
    env: 'PAYCTL_CLIENT_TOKEN',
    secret: true,
    description: 'client token (card tokenization only)',
  },
  {
    key: 'refresh-token',
    field: 'refreshToken',
    env: 'PAYCTL_REFRESH_TOKEN',
    secret: true,
    description: 'refresh token (renews the access token on a 401)',
  },
  {key: 'timeout', field: 'timeout', env: 'PAYCTL_TIMEOUT', secret: false, description: 'overall deadline of one API call (e.g. 60s, 2m)'},
]

export const SECRET_FIELDS: readonly SettingField[] = SETTING_KEYS.filter((k) => k.secret).map((k) => k.field)

export function findSettingKey(key: string): SettingKey | undefined {
  return SETTING_KEYS.find((k) => k.key === key || k.field === key)
}

export const DEFAULT_BASE_URL = 'http://127.0.0.1:4010'
export const DEFAULT_PROFILE = 'default'
