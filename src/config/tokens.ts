/**
 * Where a profile's tokens live, and how they are read, stored, moved and removed (docs/tokens.md):
 *
 * - in the OS keyring (config/keyring.ts), the default: the profile file keeps everything but the secrets, plus the
 *   marker `"keyring": ["access-token", …]` naming the tokens that are there;
 * - in the 0600 profile file, only when asked (`--insecure-storage`, PAYCTL_INSECURE_STORAGE=1), for the sandbox's
 *   throwaway local tokens (`sandbox start --setup-profile`), or as left by a payctl from before the keyring;
 * - in the environment (PAYCTL_ACCESS_TOKEN …), which beats both and is never stored.
 *
 * Reading: environment, then keyring, then file. Storing in the keyring moves the profile's file tokens there too,
 * saying so; storing in the file says so before it writes. Never a silent fallback from one to the other.
 */
import {KeyringError, UsageError} from '../errors.js'
import {findSettingKey, isTokenKey, keyringAccount, TOKEN_KEYS, type Profile, type TokenKey} from './keys.js'
import type {Keyring} from './keyring.js'
import type {ProfileStore} from './store.js'

export type TokenValues = Partial<Record<TokenKey, string>>
/** Where a token in force comes from. */
export type TokenSource = 'env' | 'keyring' | 'file'

const fieldOf = (key: TokenKey) => findSettingKey(key)!.field
const envOf = (key: TokenKey) => findSettingKey(key)!.env
const list = (keys: readonly string[]) => (keys.length === 1 ? keys[0]! : `${keys.slice(0, -1).join(', ')} and ${keys.at(-1)}`)

/** Whether tokens go to the file when there is no keyring: `--insecure-storage` or PAYCTL_INSECURE_STORAGE=1. */
export function insecureStorageAsked(flag: boolean | undefined, env: NodeJS.ProcessEnv): boolean {
  return Boolean(flag) || /^(1|true|yes)$/i.test(env.PAYCTL_INSECURE_STORAGE ?? '')
}

/** The tokens the profile's marker says are in the keyring; a damaged marker is named. */
export function keyringTokensOf(name: string, profile: Profile | undefined): TokenKey[] {
  const marker: unknown = profile?.keyring
  if (marker === undefined) return []
  if (!Array.isArray(marker) || !marker.every((k) => typeof k === 'string' && isTokenKey(k))) {
    throw new UsageError(
      `profile "${name}" is damaged ("keyring" must list token names, ${list([...TOKEN_KEYS])}): fix the config file, or run payctl login again`,
    )
  }
  return TOKEN_KEYS.filter((k) => marker.includes(k))
}

/** The tokens stored in the file itself (from before the keyring, or stored with --insecure-storage). */
export function fileTokensOf(profile: Profile | undefined): TokenValues {
  const out: TokenValues = {}
  for (const k of TOKEN_KEYS) if (profile?.[fieldOf(k)]) out[k] = profile[fieldOf(k)]
  return out
}

/**
 * Reads the profile's keyring tokens that the environment does not override (one keyring call, and only when the
 * marker names some: a profile with none never loads the keyring). A marked token missing from the keyring is
 * reported through `warn` and left out.
 */
export async function readKeyringTokens(
  name: string,
  profile: Profile | undefined,
  env: NodeJS.ProcessEnv,
  keyring: () => Promise<Keyring>,
  warn: (msg: string) => void,
): Promise<TokenValues> {
  const wanted = keyringTokensOf(name, profile).filter((k) => !env[envOf(k)])
  if (wanted.length === 0) return {}
  const k = await keyring()
  const absent = k.absence()
  if (absent) {
    throw new KeyringError(
      `profile "${name}" keeps its ${list(wanted)} in ${k.name}, which cannot be reached: ${absent}. Run payctl inside your desktop session (or a keyring session), or give the tokens in ${list(wanted.map(envOf))}`,
    )
  }
  const values = await k.get(wanted.map((key) => keyringAccount(name, key)))
  const out: TokenValues = {}
  const missing: TokenKey[] = []
  wanted.forEach((key, i) => {
    if (values[i] !== undefined) out[key] = values[i]
    else missing.push(key)
  })
  if (missing.length)
    warn(
      `profile "${name}" says its ${list(missing)} ${missing.length === 1 ? 'is' : 'are'} in ${k.name}, but ${missing.length === 1 ? 'it is' : 'they are'} not there: run payctl login --profile ${name}`,
    )
  return out
}

/** What to say, and what to do, when a token cannot go to the keyring: the three choices (docs/tokens.md). */
export function noKeyringError(keyringName: string, why: string, what: string): UsageError {
  return new UsageError(
    `no keyring to store the ${what} in: ${keyringName} ${why}. Either run payctl inside a session with a keyring (your desktop session, or ` +
      `dbus-run-session with gnome-keyring-daemon), or give the tokens in PAYCTL_ACCESS_TOKEN, PAYCTL_CLIENT_TOKEN and PAYCTL_REFRESH_TOKEN ` +
      `instead of storing them, or store them unencrypted in the config file with --insecure-storage (or PAYCTL_INSECURE_STORAGE=1). Nothing was stored.`,
  )
}

/**
 * Where a command that stores tokens will put them: `file` when asked (`insecure`), else the keyring, which must
 * answer now (a read of the profile's own items: their values are returned, as the defaults `login` keeps).
 * Without a keyring it refuses (exit 2) before anything is asked or written.
 */
export async function chooseTokenStore(
  name: string,
  profile: Profile | undefined,
  options: {insecure: boolean; keyring: () => Promise<Keyring>; what: string},
): Promise<{store: 'file'; current: TokenValues} | {store: 'keyring'; current: TokenValues}> {
  if (options.insecure) return {store: 'file', current: fileTokensOf(profile)}
  const k = await options.keyring()
  const absent = k.absence()
  if (absent) throw noKeyringError(k.name, `cannot be reached: ${absent}`, options.what)
  let values: (string | undefined)[]
  try {
    values = await k.get(TOKEN_KEYS.map((key) => keyringAccount(name, key)))
  } catch (err) {
    if (err instanceof KeyringError)
      throw noKeyringError(k.name, (err.details as {why?: string} | undefined)?.why ?? err.message, options.what)
    throw err
  }
  const marked = keyringTokensOf(name, profile)
  const current: TokenValues = fileTokensOf(profile)
  TOKEN_KEYS.forEach((key, i) => {
    if (values[i] !== undefined && marked.includes(key)) current[key] = values[i]
  })
  return {store: 'keyring', current}
}

export interface StoreTokensOptions {
  keyring: () => Promise<Keyring>
  /** A line about where the tokens went (moved from the file). */
  info: (msg: string) => void
  /** Refuses a token the keyring cannot hold (config/keyring.ts checkSecretFits). */
  checkFits: (key: TokenKey, value: string) => void
}

/**
 * Stores `tokens` (a value, or null to remove) and the other `settings` of profile `name` in the keyring: the tokens
 * first, then the file (its token fields removed, the marker updated) under its lock. The profile's tokens still in
 * the file move into the keyring in the same call (those given now with their new value), with one line saying so.
 */
export async function storeTokensInKeyring(
  store: ProfileStore,
  name: string,
  tokens: Partial<Record<TokenKey, string | null>>,
  settings: Partial<Profile>,
  options: StoreTokensOptions,
): Promise<Profile> {
  const before = store.get(name)
  const marked = keyringTokensOf(name, before)
  const inFile = fileTokensOf(before)
  // Every token that leaves the file for the keyring, as it was or with the new value given now.
  const moving = TOKEN_KEYS.filter((k) => inFile[k] !== undefined && (!(k in tokens) || typeof tokens[k] === 'string'))
  const toSet = TOKEN_KEYS.flatMap((k) => {
    const value = k in tokens ? tokens[k] : inFile[k]
    return typeof value === 'string' ? [{key: k, value}] : []
  })
  const toDelete = TOKEN_KEYS.filter((k) => tokens[k] === null && marked.includes(k))
  for (const {key, value} of toSet) options.checkFits(key, value)
  const k = await options.keyring()
  await k.set(toSet.map(({key, value}) => ({account: keyringAccount(name, key), value})))
  if (toDelete.length) await k.delete(toDelete.map((key) => keyringAccount(name, key)))
  const inKeyring = TOKEN_KEYS.filter((key) => toSet.some((s) => s.key === key) || (marked.includes(key) && !toDelete.includes(key)))
  const changes: Partial<Profile> = {...settings, keyring: inKeyring.length ? inKeyring : undefined}
  for (const key of TOKEN_KEYS) changes[fieldOf(key)] = undefined
  const profile = await store.update(name, changes)
  if (moving.length) options.info(`moved the ${list(moving)} of profile "${name}" from the config file into ${k.name}`)
  return profile
}

/**
 * Stores `tokens` and `settings` of profile `name` in the 0600 file, saying so through `warn` before it writes
 * (`why`: the flag or the reason). Tokens of the profile that were in the keyring and are replaced here are removed
 * from it (best effort: a keyring that cannot be reached keeps a stale copy that nothing reads any more, and a
 * warning says so).
 */
export async function storeTokensInFile(
  store: ProfileStore,
  name: string,
  tokens: Partial<Record<TokenKey, string | null>>,
  settings: Partial<Profile>,
  options: {keyring: () => Promise<Keyring>; warn: (msg: string) => void; why: string},
): Promise<Profile> {
  const written = TOKEN_KEYS.filter((k) => typeof tokens[k] === 'string')
  if (written.length)
    options.warn(
      `storing the ${list(written)} of profile "${name}" unencrypted in the config file ${store.path} (mode 600): ${options.why}`,
    )
  const before = store.get(name)
  const marked = keyringTokensOf(name, before)
  const replaced = marked.filter((k) => k in tokens)
  const changes: Partial<Profile> = {...settings}
  for (const key of TOKEN_KEYS) if (key in tokens) changes[fieldOf(key)] = tokens[key] ?? undefined
  const still = marked.filter((k) => !replaced.includes(k))
  changes.keyring = still.length ? still : undefined
  const profile = await store.update(name, changes)
  if (replaced.length)
    await removeFromKeyring(name, replaced, options).catch((err: Error) =>
      options.warn(`${err.message}; nothing reads ${replaced.length === 1 ? 'it' : 'them'} any more`),
    )
  return profile
}

/** Removes the profile's `keys` from the keyring (logout, unset): a KeyringError when it cannot be reached. */
export async function removeFromKeyring(
  name: string,
  keys: readonly TokenKey[],
  options: {keyring: () => Promise<Keyring>},
): Promise<void> {
  if (keys.length === 0) return
  const k = await options.keyring()
  const absent = k.absence()
  if (absent) throw new KeyringError(`the ${list(keys)} of profile "${name}" could not be removed from ${k.name}: ${absent}`)
  await k.delete(keys.map((key) => keyringAccount(name, key)))
}

/** Removes one token of profile `name` (config unset): from the keyring when it is there, then from the file and the marker. */
export async function unsetToken(
  store: ProfileStore,
  name: string,
  key: TokenKey,
  options: {keyring: () => Promise<Keyring>},
): Promise<void> {
  const marked = keyringTokensOf(name, store.get(name))
  if (marked.includes(key)) await removeFromKeyring(name, [key], options)
  const rest = marked.filter((k) => k !== key)
  await store.update(name, {[fieldOf(key)]: undefined, ...(marked.includes(key) ? {keyring: rest.length ? rest : undefined} : {})})
}

/** Where each token of a stored profile lives (config profiles): keyring, file, or nowhere. */
export function storedTokenPlaces(name: string, profile: Profile | undefined): Record<TokenKey, 'keyring' | 'file' | null> {
  const marked = keyringTokensOf(name, profile)
  const inFile = fileTokensOf(profile)
  return Object.fromEntries(TOKEN_KEYS.map((k) => [k, marked.includes(k) ? 'keyring' : inFile[k] !== undefined ? 'file' : null])) as Record<
    TokenKey,
    'keyring' | 'file' | null
  >
}
