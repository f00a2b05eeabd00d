/**
 * Stored profiles and credentials: one JSON file, mode 0600, in a 0700 folder (docs/contract.md#configuration). The
 * modes are re-checked on every load and tightened (with a warning) when something loosened them. Reading — what
 * almost every command does — parses the file.
 *
 * Every change is a locked read-modify-write, so that two commands changing the file at once (two `config set`s, a
 * `config set` and a token refresh) never lose either change: take `config.json.lock` (util/pid-lock.ts: a lock left
 * by a process that is gone is taken over), read the file again under it, apply the change, write a temp file (0600,
 * synced), rename it over the file, sync the folder, release. The lock and temp files are the only other files the
 * store creates, and it removes them (a temp file left by a writer killed mid-write is removed by the next writer).
 *
 * A config folder or file that is a symbolic link, or not a folder / regular file, is refused before anything reads,
 * changes the mode of or writes through it: following it would hand the tokens to whatever file it points to.
 */
import {crypto} from '../util/lazy-builtins.js'
import {
  closeSync,
  constants,
  fchmodSync,
  fstatSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
  type Stats,
} from 'node:fs'
import {join} from 'node:path'
import {PayctlError, UsageError} from '../errors.js'
import {acquirePidLockWaiting, LockHeldError} from '../util/pid-lock.js'
import {findJsonSyntaxError} from '../util/json-syntax.js'
import {configDir} from './paths.js'
import {DEFAULT_PROFILE, type Profile} from './keys.js'

interface ConfigFile {
  currentProfile?: string
  profiles?: Record<string, Profile>
}

const PROFILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/
const FILE_NAME = 'config.json'
const TEMP_PREFIX = `${FILE_NAME}.tmp-`
/** How long a change waits for another process's change of the file (each holds the lock for milliseconds). */
const LOCK_WAIT_MS = 15_000
// Not defined on Windows, where there are no symbolic links to follow by accident this way and no modes.
const O_NOFOLLOW = constants.O_NOFOLLOW ?? 0
const O_NONBLOCK = constants.O_NONBLOCK ?? 0
const O_DIRECTORY = constants.O_DIRECTORY ?? 0
const POSIX = process.platform !== 'win32'

export function checkProfileName(name: string): string {
  if (!PROFILE_NAME.test(name)) throw new UsageError(`invalid profile name "${name}": letters, digits, _ . - (at most 64)`)
  return name
}

function lstatOrUndefined(path: string): Stats | undefined {
  try {
    return lstatSync(path)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw new UsageError(`cannot read ${path}: ${(err as Error).message}`)
  }
}

/** Refuses a config folder that is a symbolic link or not a folder; false when there is none yet. */
function checkFolder(dir: string, st = lstatOrUndefined(dir)): boolean {
  if (!st) return false
  if (st.isSymbolicLink()) {
    throw new UsageError(
      `the config folder ${dir} is a symbolic link, which payctl does not follow: make it a real folder, or point PAYCTL_CONFIG_DIR at one`,
    )
  }
  if (!st.isDirectory()) throw new UsageError(`the config folder ${dir} is not a folder: remove it, or point PAYCTL_CONFIG_DIR at a folder`)
  return true
}

/** Refuses a config file that is a symbolic link or not a regular file; false when there is none yet. */
function checkFile(file: string, st = lstatOrUndefined(file)): boolean {
  if (!st) return false
  if (st.isSymbolicLink()) {
    throw new UsageError(
      `the config file ${file} is a symbolic link, which payctl does not follow (tokens would be written into the file it points to): replace it with a regular file, or remove it and run payctl login again`,
    )
  }
  if (!st.isFile()) throw new UsageError(`the config file ${file} is not a regular file: remove it and run payctl login again`)
  return true
}

/**
 * Opens `path` for reading without following a symbolic link (O_NOFOLLOW) or blocking on a FIFO, and checks what was
 * opened is what `check` expects (a link swapped in after the lstat is refused here). Undefined when it is gone.
 */
function openNoFollow(path: string, flags: number, check: (st: Stats) => void): number | undefined {
  let fd: number
  try {
    fd = openSync(path, constants.O_RDONLY | O_NOFOLLOW | O_NONBLOCK | flags)
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    if (code === 'ENOENT') return undefined
    if (code === 'ELOOP') check(lstatSync(path))
    throw new UsageError(`cannot read ${path}: ${(err as Error).message}`)
  }
  try {
    check(fstatSync(fd))
  } catch (err) {
    closeSync(fd)
    throw err
  }
  return fd
}

/** Tightens the mode of the open file or folder `fd` to `mode` when others can reach it, with a warning. */
function tighten(fd: number, mode: number, what: string, warn: (msg: string) => void): void {
  const current = fstatSync(fd).mode & 0o777
  if (current & 0o077) {
    fchmodSync(fd, mode)
    warn(`${what} was accessible to others (mode ${current.toString(8)}); fixed to ${mode.toString(8)}`)
  }
}

/**
 * Creates the folder 0700 and tightens folder and file modes when they are looser than 0700 / 0600. A folder or file
 * that is a symbolic link, or not a folder / regular file, is refused untouched.
 */
export function secureConfigFolder(dir: string, file: string, warn: (msg: string) => void): void {
  if (!checkFolder(dir)) {
    mkdirSync(dir, {recursive: true, mode: 0o700})
    checkFolder(dir)
  }
  checkFile(file)
  if (!POSIX) return
  const dirFd = openNoFollow(dir, O_DIRECTORY, (st) => checkFolder(dir, st))
  if (dirFd !== undefined) {
    try {
      tighten(dirFd, 0o700, `the config folder ${dir}`, warn)
    } finally {
      closeSync(dirFd)
    }
  }
  const fileFd = openNoFollow(file, 0, (st) => checkFile(file, st))
  if (fileFd !== undefined) {
    try {
      tighten(fileFd, 0o600, `the config file ${file}`, warn)
    } finally {
      closeSync(fileFd)
    }
  }
}

/** The config file's content; `{}` when there is none yet. A file that is not a JSON object is a usage error. */
export function readConfigFile(file: string): ConfigFile {
  if (!checkFile(file)) return {}
  const fd = openNoFollow(file, 0, (st) => checkFile(file, st))
  if (fd === undefined) return {}
  let text: string
  try {
    text = readFileSync(fd, 'utf8')
  } catch (err) {
    throw new UsageError(`cannot read the config file ${file}: ${(err as Error).message}`)
  } finally {
    closeSync(fd)
  }
  let value: unknown
  try {
    // An empty file is what a crash of an older payctl before its first write could leave: no profiles.
    value = text.trim() === '' ? {} : JSON.parse(text)
  } catch {
    // V8's message quotes the text around the fault, and the file holds tokens: the path and the position only.
    const at = findJsonSyntaxError(text)
    const where = at ? `at line ${at.line}, column ${at.column}: ${at.problem}` : 'not readable as JSON'
    throw new UsageError(`the config file ${file} is not valid JSON (${where}): fix it, or remove it and run payctl login again`)
  }
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
  if (!isObject(value)) {
    throw new UsageError(`the config file ${file} does not hold a JSON object: fix it, or remove it and run payctl login again`)
  }
  const profiles = value.profiles
  const bad =
    profiles === undefined ? undefined : !isObject(profiles) ? 'profiles' : Object.keys(profiles).find((k) => !isObject(profiles[k]))
  if (bad !== undefined) {
    const what = bad === 'profiles' ? '"profiles" is not an object' : `profile "${bad}" is not an object`
    throw new UsageError(`the config file ${file} is damaged (${what}): fix it, or remove it and run payctl login again`)
  }
  return value
}

/** Syncs a folder so that a rename in it survives a crash (not possible on Windows, where it is skipped). */
function fsyncFolder(dir: string): void {
  let fd: number | undefined
  try {
    fd = openSync(dir, 'r')
    fsyncSync(fd)
  } catch {
    // Windows cannot open a folder; some file systems refuse to sync one.
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
}

/** Writes `data` to `file` atomically: a new temp file beside it (0600, never a link), synced, renamed over it. */
function writeConfigFile(dir: string, file: string, data: ConfigFile): void {
  const tmp = join(dir, `${TEMP_PREFIX}${process.pid}-${crypto().randomBytes(4).toString('hex')}`)
  const fd = openSync(tmp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | O_NOFOLLOW, 0o600)
  try {
    try {
      if (POSIX) fchmodSync(fd, 0o600) // whatever the umask
      const bytes = Buffer.from(`${JSON.stringify(data, null, 2)}\n`)
      for (let off = 0; off < bytes.length;) off += writeSync(fd, bytes, off)
      fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
    // rename replaces a link at `file` itself and never writes through it; checkFile refuses one all the same.
    checkFile(file)
    renameSync(tmp, file)
  } catch (err) {
    try {
      unlinkSync(tmp)
    } catch {
      // already renamed or gone
    }
    throw err
  }
  fsyncFolder(dir)
}

/** Removes temp files left by a writer that died between creating and renaming one (only lock holders write them). */
function removeDeadTempFiles(dir: string): void {
  for (const name of readdirSync(dir)) {
    if (!name.startsWith(TEMP_PREFIX)) continue
    try {
      unlinkSync(join(dir, name))
    } catch {
      // gone meanwhile
    }
  }
}

function own<T>(record: Record<string, T> | undefined, key: string): T | undefined {
  return record && Object.hasOwn(record, key) ? record[key] : undefined
}

export class ProfileStore {
  readonly dir: string
  readonly path: string
  readonly lockPath: string
  private data: ConfigFile

  constructor(
    dir: string,
    private readonly warn: (msg: string) => void,
    private readonly lockWaitMs = LOCK_WAIT_MS,
  ) {
    this.dir = dir
    this.path = join(dir, FILE_NAME)
    this.lockPath = `${this.path}.lock`
    secureConfigFolder(dir, this.path, warn)
    this.data = readConfigFile(this.path)
  }

  static open(env: NodeJS.ProcessEnv, warn: (msg: string) => void): ProfileStore {
    return new ProfileStore(configDir(env), warn)
  }

  /** The profile `use` selected, or `default`. */
  currentName(): string {
    return this.data.currentProfile ?? DEFAULT_PROFILE
  }

  names(): string[] {
    return Object.keys(this.data.profiles ?? {}).sort()
  }

  get(name: string): Profile | undefined {
    return own(this.data.profiles, name)
  }

  /** Replaces or merges a profile's settings; `undefined` values remove keys. */
  async update(name: string, changes: Partial<Profile>): Promise<Profile> {
    checkProfileName(name)
    return this.change((data) => {
      const profiles = {...data.profiles}
      const next: Record<string, unknown> = {...own(profiles, name)}
      for (const [k, v] of Object.entries(changes)) {
        if (v === undefined) delete next[k]
        else next[k] = v
      }
      profiles[name] = next
      data.profiles = profiles
      return next
    })
  }

  async remove(name: string): Promise<boolean> {
    return this.change((data) => {
      if (own(data.profiles, name) === undefined) return false
      const profiles = {...data.profiles}
      delete profiles[name]
      data.profiles = profiles
      if ((data.currentProfile ?? DEFAULT_PROFILE) === name) delete data.currentProfile
      return true
    })
  }

  async use(name: string): Promise<void> {
    checkProfileName(name)
    await this.change((data) => {
      data.currentProfile = name
    })
  }

  /**
   * The locked read-modify-write: `apply` changes the file's current content (read under the lock) in place; the
   * result is written and becomes this store's view. Everything between taking and releasing the lock is synchronous,
   * so no signal handler or other work of this process runs in between.
   */
  private async change<T>(apply: (data: ConfigFile) => T): Promise<T> {
    secureConfigFolder(this.dir, this.path, this.warn)
    let lock
    try {
      lock = await acquirePidLockWaiting(this.lockPath, this.lockWaitMs, this.warn)
    } catch (err) {
      if (!(err instanceof LockHeldError)) throw new UsageError(`cannot create the lock ${this.lockPath}: ${(err as Error).message}`)
      const by = err.holder
        ? `pid ${err.holder.pid}${err.remote ? ` on ${err.holder.host}` : ''}, since ${err.holder.startedAt}`
        : 'a process starting now'
      throw new PayctlError(
        `the config file is being changed by another payctl (${by}; lock ${this.lockPath}) and was not released within ${this.lockWaitMs / 1000}s: try again, or remove the lock if no payctl is running`,
      )
    }
    try {
      removeDeadTempFiles(this.dir)
      const data = readConfigFile(this.path)
      const result = apply(data)
      writeConfigFile(this.dir, this.path, data)
      this.data = data
      return result
    } finally {
      lock.release()
    }
  }
}
