/** Where payctl keeps its files: the config folder, and the state folder beside it. */
import {os} from '../util/lazy-builtins.js'
import {join} from 'node:path'

/** Where the config file lives: PAYCTL_CONFIG_DIR, or the OS's per-user config folder. */
export function configDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PAYCTL_CONFIG_DIR) return env.PAYCTL_CONFIG_DIR
  if (process.platform === 'win32') return join(env.APPDATA ?? join(os().homedir(), 'AppData', 'Roaming'), 'payctl')
  if (process.platform === 'darwin') return join(os().homedir(), 'Library', 'Preferences', 'payctl')
  return join(env.XDG_CONFIG_HOME || join(os().homedir(), '.config'), 'payctl')
}

/**
 * Where payctl keeps what it must remember between runs but is not configuration (the import record of
 * docs/import.md#the-journal-and-running-it-again, "One row, one sender"): PAYCTL_STATE_DIR; else `state/` in
 * PAYCTL_CONFIG_DIR when that is set (one variable moves a whole setup, as the tests do); else the OS's per-user
 * state folder ($XDG_STATE_HOME/payctl, ~/.local/state/payctl).
 */
export function stateDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PAYCTL_STATE_DIR) return env.PAYCTL_STATE_DIR
  if (env.PAYCTL_CONFIG_DIR) return join(env.PAYCTL_CONFIG_DIR, 'state')
  if (process.platform === 'win32') return join(env.LOCALAPPDATA ?? join(os().homedir(), 'AppData', 'Local'), 'payctl', 'state')
  if (process.platform === 'darwin') return join(os().homedir(), 'Library', 'Application Support', 'payctl')
  return join(env.XDG_STATE_HOME || join(os().homedir(), '.local', 'state'), 'payctl')
}
