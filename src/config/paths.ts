/** Where the config file lives: PAYCTL_CONFIG_DIR, or the OS's per-user config folder. */
import {homedir} from 'node:os'
import {join} from 'node:path'

export function configDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PAYCTL_CONFIG_DIR) return env.PAYCTL_CONFIG_DIR
  if (process.platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), 'payctl')
  if (process.platform === 'darwin') return join(homedir(), 'Library', 'Preferences', 'payctl')
  return join(env.XDG_CONFIG_HOME || join(homedir(), '.config'), 'payctl')
}
