/**
 * Storing a profile's tokens from a command (login, config set): where they go is decided first — the OS keyring, or
 * the 0600 file when --insecure-storage or PAYCTL_INSECURE_STORAGE=1 asks — so that without a keyring the command
 * refuses (exit 2) before it asks for or reads a token (docs/tokens.md).
 */
import type {Profile, TokenKey} from '../config/keys.js'
import type {TokenValues} from '../config/tokens.js'
import type {Context} from './context.js'

export interface TokenWriter {
  store: 'keyring' | 'file'
  /** The profile's tokens stored now (keyring or file), as the defaults login keeps. */
  current: TokenValues
  /** Stores `tokens` (null removes one) with the profile's other `settings`, where chosen. */
  save(tokens: Partial<Record<TokenKey, string | null>>, settings?: Partial<Profile>): Promise<void>
}

export async function tokenWriter(ctx: Context, name: string, insecureFlag: boolean | undefined, what: string): Promise<TokenWriter> {
  const tokens = await import('../config/tokens.js')
  const profiles = await ctx.profiles()
  const keyring = () => ctx.keyring()
  const insecure = tokens.insecureStorageAsked(insecureFlag, ctx.env)
  const target = await tokens.chooseTokenStore(name, profiles.get(name), {insecure, keyring, what})
  const warn = (m: string) => ctx.output.warn(m)
  return {
    ...target,
    save: async (values, settings = {}) => {
      if (target.store === 'keyring') {
        const {checkSecretFits} = await import('../config/keyring.js')
        await tokens.storeTokensInKeyring(profiles, name, values, settings, {
          keyring,
          info: (m) => ctx.output.info(m),
          checkFits: checkSecretFits,
        })
      } else {
        const why = insecureFlag ? 'asked by --insecure-storage' : 'asked by PAYCTL_INSECURE_STORAGE'
        await tokens.storeTokensInFile(profiles, name, values, settings, {keyring, warn, why})
      }
    },
  }
}
