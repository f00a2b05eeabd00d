/**
 * Stored profiles and credentials, on conf: one JSON file, mode 0600, in a 0700 folder. The modes are re-checked
 * on every load and tightened (with a warning) when something loosened them.
 */
import {chmodSync, existsSync, mkdirSync, statSync} from 'node:fs'
import {join} from 'node:path'
import Conf from 'conf'
import {UsageError} from '../errors.js'
import {configDir} from './paths.js'
import {DEFAULT_PROFILE, type Profile} from './keys.js'

interface ConfigFile {
  currentProfile?: string
  profiles?: Record<string, Profile>
}

const PROFILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/

export function checkProfileName(name: string): string {
  if (!PROFILE_NAME.test(name)) throw new UsageError(`invalid profile name "${name}": letters, digits, _ . - (at most 64)`)
  return name
}

/** Creates the folder 0700 and tightens folder and file modes when they are looser than 0700 / 0600. */
export function secureConfigFolder(dir: string, file: string, warn: (msg: string) => void): void {
  if (!existsSync(dir)) mkdirSync(dir, {recursive: true, mode: 0o700})
  if (process.platform === 'win32') return
  const dirMode = statSync(dir).mode & 0o777
  if (dirMode & 0o077) {
    chmodSync(dir, 0o700)
    warn(`the config folder ${dir} was accessible to others (mode ${dirMode.toString(8)}); fixed to 700`)
  }
  if (existsSync(file)) {
    const fileMode = statSync(file).mode & 0o777
    if (fileMode & 0o077) {
      chmodSync(file, 0o600)
      warn(`the config file ${file} was readable by others (mode ${fileMode.toString(8)}); fixed to 600`)
    }
  }
}

export class ProfileStore {
  private readonly conf: Conf<ConfigFile>
  readonly dir: string

  constructor(dir: string, warn: (msg: string) => void) {
    this.dir = dir
    secureConfigFolder(dir, join(dir, 'config.json'), warn)
    this.conf = new Conf<ConfigFile>({
      cwd: dir,
      configName: 'config',
      projectName: 'payctl',
      projectSuffix: '',
      configFileMode: 0o600,
      accessPropertiesByDotNotation: false,
      clearInvalidConfig: false,
    })
  }

  static open(env: NodeJS.ProcessEnv, warn: (msg: string) => void): ProfileStore {
    return new ProfileStore(configDir(env), warn)
  }

  get path(): string {
    return this.conf.path
  }

  /** The profile `use` selected, or `default`. */
  currentName(): string {
    return this.conf.get('currentProfile') ?? DEFAULT_PROFILE
  }

  names(): string[] {
    return Object.keys(this.conf.get('profiles') ?? {}).sort()
  }

  get(name: string): Profile | undefined {
    return (this.conf.get('profiles') ?? {})[name]
  }

  /** Replaces or merges a profile's settings; `undefined` values remove keys. */
  update(name: string, changes: Partial<Profile>): Profile {
    checkProfileName(name)
    const profiles = {...(this.conf.get('profiles') ?? {})}
    const next: Profile = {...profiles[name]}
    for (const [k, v] of Object.entries(changes) as [keyof Profile, string | undefined][]) {
      if (v === undefined) delete next[k]
      else next[k] = v
    }
    profiles[name] = next
    this.conf.set('profiles', profiles)
    return next
  }

  remove(name: string): boolean {
    const profiles = {...(this.conf.get('profiles') ?? {})}
    if (!(name in profiles)) return false
    delete profiles[name]
    this.conf.set('profiles', profiles)
    if (this.currentName() === name) this.conf.delete('currentProfile')
    return true
  }

  use(name: string): void {
    checkProfileName(name)
    this.conf.set('currentProfile', name)
  }
}
