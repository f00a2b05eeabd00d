/**
 * Exclusive lock files that hold their owner's pid: one import per journal, one sandbox per data file, one writer
 * of the config file at a time. Created with O_CREAT|O_EXCL, mode 0600. A lock whose pid is dead on this host (a
 * run killed with SIGKILL, a crash) is taken over; the takeover renames the stale file away first, so two processes
 * racing for the same stale lock cannot both win. A lock from another host is never taken over (its pid means
 * nothing here).
 */
import {randomBytes} from 'node:crypto'
import {linkSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync} from 'node:fs'
import {hostname} from 'node:os'

export interface LockHolder {
  pid: number
  host: string
  nonce: string
  startedAt: string
  /** What the holder is doing, for the message that refuses a second one (an import's journal path). */
  about?: string
}

export interface PidLock {
  path: string
  /** Removes the lock if it is still ours. Safe to call twice. */
  release(): void
}

/** The lock is held by a live process (`holder`), or one is being created right now (`holder` undefined). */
export class LockHeldError extends Error {
  constructor(
    readonly path: string,
    readonly holder: LockHolder | undefined,
  ) {
    super(holder ? `${path} is held by pid ${holder.pid} on ${holder.host} since ${holder.startedAt}` : `${path} is being taken right now`)
  }

  /** Whether the holder runs on another host (then its lock is removed by hand once it is gone). */
  get remote(): boolean {
    return this.holder !== undefined && this.holder.host !== hostname()
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readLock(path: string): {text: string; holder?: LockHolder} | undefined {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw err
  }
  try {
    const holder = JSON.parse(text) as LockHolder
    return {text, holder: typeof holder?.pid === 'number' ? holder : undefined}
  } catch {
    // A lock cut short by a crash while it was being written.
    return {text}
  }
}

function recentlyWritten(path: string): boolean {
  try {
    return Date.now() - statSync(path).mtimeMs < 2_000
  } catch {
    return false
  }
}

/** Moves the stale lock aside; if someone else's fresh lock was moved instead, puts it back. */
function takeOver(path: string, staleText: string): void {
  const aside = `${path}.stale-${process.pid}-${randomBytes(4).toString('hex')}`
  try {
    renameSync(path, aside)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return
    throw err
  }
  let moved = ''
  try {
    moved = readFileSync(aside, 'utf8')
  } catch {
    // fall through: treat as not the stale one
  }
  if (moved !== staleText) {
    // Another process took the stale lock over first and we moved ITS lock: restore it (link fails if a third exists).
    try {
      linkSync(aside, path)
    } catch {
      // the path is taken again: that process will find out on its own release check
    }
  }
  try {
    unlinkSync(aside)
  } catch {
    // already gone
  }
}

function ownLock(path: string, nonce: string): PidLock {
  let released = false
  const release = () => {
    if (released) return
    released = true
    process.off('exit', release)
    try {
      if (readLock(path)?.holder?.nonce === nonce) unlinkSync(path)
    } catch {
      // nothing to release
    }
  }
  // A process that ends at once (a second Ctrl-C) takes its lock with it.
  process.on('exit', release)
  return {path, release}
}

/**
 * Takes the lock at `path`, taking over a stale one (`onTakeOver` hears about it), or throws LockHeldError. Other
 * failures to create it (a missing folder, permissions) are thrown as they are. `about` is written into the lock for
 * whoever finds it held.
 */
export function acquirePidLock(path: string, onTakeOver: (message: string) => void = () => undefined, about?: string): PidLock {
  const mine: LockHolder = {pid: process.pid, host: hostname(), nonce: randomBytes(8).toString('hex'), startedAt: new Date().toISOString(), ...(about === undefined ? {} : {about})}
  const text = `${JSON.stringify(mine)}\n`
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(path, text, {flag: 'wx', mode: 0o600})
      return ownLock(path, mine.nonce)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    }
    const held = readLock(path)
    if (!held) continue // released meanwhile
    const owner = held.holder
    if (owner && (owner.host !== mine.host || alive(owner.pid))) throw new LockHeldError(path, owner)
    // O_EXCL creates the file a moment before its content lands: a process is taking it right now.
    if (!owner && recentlyWritten(path)) throw new LockHeldError(path, undefined)
    takeOver(path, held.text)
    onTakeOver(owner ? `took over a stale lock ${path}: its run (pid ${owner.pid}, started ${owner.startedAt}) is gone` : `took over a damaged lock ${path}`)
  }
  throw new LockHeldError(path, readLock(path)?.holder)
}

/**
 * acquirePidLock for short critical sections (a config file's read-modify-write): while another process holds the
 * lock, tries again every few milliseconds until `timeoutMs` has passed, then throws its LockHeldError.
 */
export async function acquirePidLockWaiting(path: string, timeoutMs: number, onTakeOver?: (message: string) => void): Promise<PidLock> {
  const deadline = Date.now() + timeoutMs
  for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
    try {
      return acquirePidLock(path, onTakeOver)
    } catch (err) {
      if (!(err instanceof LockHeldError) || Date.now() >= deadline) throw err
    }
    await new Promise((resolve) => setTimeout(resolve, pause + Math.random() * pause))
  }
}
