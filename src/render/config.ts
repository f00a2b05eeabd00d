/** How profiles and settings look to people: `config list` and `config profiles`. */
import type {ProfileSummary, SettingRow} from '../services/config/settings.js'
import type {ListView} from './output.js'
import {PROFILE_FIELDS, SETTING_FIELDS} from '../schemas/record-fields.js'

export const settingView: ListView<SettingRow> = {
  empty: 'no settings',
  fields: SETTING_FIELDS,
  columns: [
    {header: 'KEY', key: 'key', kind: 'fixed', get: (r) => r.key, drop: 0},
    {header: 'VALUE', key: 'value', get: (r) => r.value, drop: 0, comfortable: 30},
    {header: 'SOURCE', key: 'source', kind: 'fixed', get: (r) => r.source, drop: 1},
  ],
}

/** A token cell: its masked value when the file holds it, else where it comes from (`keyring`, `env`). */
function token(r: ProfileSummary, masked: string, key: keyof ProfileSummary['tokens']): string {
  const place = r.tokens[key]
  if (place === 'file' || place === null) return masked
  return masked ? `${masked} (${place})` : `(${place})`
}

export const profileView: ListView<ProfileSummary> = {
  empty: 'no profiles yet: run payctl login',
  fields: PROFILE_FIELDS,
  columns: [
    {header: 'PROFILE', key: 'profile', kind: 'fixed', get: (r) => `${r.current ? '* ' : '  '}${r.name}`, drop: 0},
    {header: 'BASE URL', key: 'base-url', kind: 'url', get: (r) => r.baseUrl, drop: 0, comfortable: 24},
    {header: 'SELLER ID', key: 'seller', kind: 'text', get: (r) => r.sellerId, drop: 1},
    {header: 'ACCESS TOKEN', key: 'access-token', kind: 'fixed', get: (r) => token(r, r.accessToken, 'access'), drop: 2},
    {header: 'CLIENT TOKEN', key: 'client-token', kind: 'fixed', get: (r) => token(r, r.clientToken, 'client'), drop: 3},
    {header: 'REFRESH TOKEN', key: 'refresh-token', kind: 'fixed', get: (r) => token(r, r.refreshToken, 'refresh'), drop: 4},
  ],
}
