/**
 * Stored profiles and credentials: one JSON file, mode 0600, in a 0700 folder, written through conf (atomic
 * replace, file mode). The modes are re-checked on every load and tightened (with a warning) when something
 * loosened them. Reading — what almost every command does — parses the file directly: conf (and the modules it
 * loads) is loaded only by the commands that change a profile (docs/performance.md).
 */
import {chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import type Conf from 'conf'
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

/** The config file's content; `{}` when there is none yet. A file that is not a JSON object is a usage error. */
export function readConfigFile(file: string): ConfigFile {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {}
    throw new UsageError(`cannot read the config file ${file}: ${(err as Error).message}`)
  }
  let value: unknown
  try {
    // conf writes the file with a BOM-less JSON object; an empty file is what a crash before conf's first write leaves.
    value = text.trim() === '' ? {} : JSON.parse(text)
  } catch (err) {
    throw new UsageError(`the config file ${file} is not valid JSON (${(err as Error).message}): fix it, or remove it and run payctl login again`)
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new UsageError(`the config file ${file} does not hold a JSON object: fix it, or remove it and run payctl login again`)
  }
  return value as ConfigFile
}

export class ProfileStore {
  readonly dir: string
  readonly path: string
  private data: ConfigFile
  private conf?: Conf<ConfigFile>

  constructor(dir: string, warn: (msg: string) => void) {
    this.dir = dir
    this.path = join(dir, 'config.json')
    secureConfigFolder(dir, this.path, warn)
    this.data = readConfigFile(this.path)
  }

  static open(env: NodeJS.ProcessEnv, warn: (msg: string) => void): ProfileStore {
    return new ProfileStore(configDir(env), warn)
  }

  /** conf on the same file, loaded for the first change. */
  private async writer(): Promise<Conf<ConfigFile>> {
    if (!this.conf) {
      // An empty file (what a crash before the first write can leave) reads as no profiles; conf would refuse it.
      if (existsSync(this.path) && readFileSync(this.path, 'utf8').trim() === '') writeFileSync(this.path, '{}\n', {mode: 0o600})
      const {default: Conf} = await import('conf')
      this.conf = new Conf<ConfigFile>({
        cwd: this.dir,
        configName: 'config',
        projectName: 'payctl',
        projectSuffix: '',
        configFileMode: 0o600,
        accessPropertiesByDotNotation: false,
        clearInvalidConfig: false,
      })
    }
    return this.conf
  }

  /** The profile `use` selected, or `default`. */
  currentName(): string {
    return this.data.currentProfile ?? DEFAULT_PROFILE
  }

  names(): string[] {
    return Object.keys(this.data.profiles ?? {}).sort()
  }

  get(name: string): Profile | undefined {
    return (this.data.profiles ?? {})[name]
  }

  /** Replaces or merges a profile's settings; `undefined` values remove keys. */
  async update(name: string, changes: Partial<Profile>): Promise<Profile> {
    checkProfileName(name)
    const conf = await this.writer()
    const profiles = {...(conf.get('profiles') ?? {})}
    const next: Profile = {...profiles[name]}
    for (const [k, v] of Object.entries(changes) as [keyof Profile, string | undefined][]) {
      if (v === undefined) delete next[k]
      else next[k] = v
    }
    profiles[name] = next
    conf.set('profiles', profiles)
    this.data = conf.store
    return next
  }

  async remove(name: string): Promise<boolean> {
    const conf = await this.writer()
    const profiles = {...(conf.get('profiles') ?? {})}
    if (!(name in profiles)) return false
    delete profiles[name]
    conf.set('profiles', profiles)
    if ((conf.get('currentProfile') ?? DEFAULT_PROFILE) === name) conf.delete('currentProfile')
    this.data = conf.store
    return true
  }

  async use(name: string): Promise<void> {
    checkProfileName(name)
    const conf = await this.writer()
    conf.set('currentProfile', name)
    this.data = conf.store
  }
}
