/**
 * Exclusive lock files that hold their owner's pid: one import per journal, one sandbox per data file, one writer
 * of the config file at a time. Created with O_CREAT|O_EXCL, mode 0600. A lock whose pid is dead on this host (a
 * run killed with SIGKILL, a crash; a zombie not yet reaped counts as dead) is taken over. A lock from another host
 * is never taken over (its pid means nothing here).
 *
 * The takeover (docs/reliability.md#locks) never leaves the lock's path empty and never moves a lock it did not
 * check: of the processes that found the same stale lock, exactly one wins the right to replace it, by creating a
 * claim file with O_EXCL whose name is derived from the stale lock's text; it reads the lock again and, if it is
 * still that stale text, renames its own fresh lock over it (atomic: no moment without a lock, so no one can create
 * one meanwhile). A claim whose own holder died is passed over by creating the next claim in the chain. Claims are
 * removed once the stale lock is gone, when no one can act on them any more (its text, with its nonce, never comes
 * back).
 */
import {crypto, os, sleep} from './lazy-builtins.js'
import {readFileSync, renameSync, statSync, unlinkSync, writeFileSync} from 'node:fs'

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
    return this.holder !== undefined && this.holder.host !== os().hostname()
  }
}

/** Whether a pid is a zombie (ended, not yet reaped by its parent): Linux's /proc/PID/stat state `Z` (or `X`). */
function zombie(pid: number): boolean {
  let stat: string
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return false // not Linux, or gone meanwhile: kill(pid, 0) decided
  }
  // "PID (command) STATE …": the command may hold spaces and parentheses; the state follows the last ')'.
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3)
  return state === 'Z' || state === 'X'
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  // A process killed with SIGKILL stays a zombie until its parent reaps it: it holds nothing any more.
  return !zombie(pid)
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

/** Whether a lock or claim is held: by a live process of this host, one of another host, or one being written now. */
function held(path: string, found: {holder?: LockHolder}): boolean {
  const owner = found.holder
  if (owner) return owner.host !== os().hostname() || alive(owner.pid)
  // O_EXCL creates the file a moment before its content lands: a process is writing it right now.
  return recentlyWritten(path)
}

/** The longest chain of claims passed over (each left by a process that died holding it) before giving up. */
const MAX_CLAIMS = 16

/**
 * Replaces the stale lock at `path`, whose text was `staleText`, with `text` (ours), if this process wins the claim
 * on it. Returns whether it did; false when another process holds the claim or the lock is no longer that stale one.
 */
function takeOver(path: string, staleText: string, text: string): 'taken' | 'gone' | 'claimed' {
  const base = `${path}.claim-${crypto().createHash('sha256').update(staleText).digest('hex').slice(0, 16)}`
  const claims: string[] = []
  const cleanUp = () => {
    for (const c of claims) {
      try {
        unlinkSync(c)
      } catch {
        // already removed by another process that saw the stale lock gone
      }
    }
  }
  for (let k = 1; k <= MAX_CLAIMS; k++) {
    const claim = `${base}.${k}`
    claims.push(claim)
    try {
      writeFileSync(claim, text, {flag: 'wx', mode: 0o600})
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
      const other = readLock(claim)
      if (other && held(claim, other)) return 'claimed'
      continue // its claimant died (or it was removed meanwhile): the next claim in the chain
    }
    // The claim is ours: no other process may replace this stale lock now. Is it still there?
    if (readLock(path)?.text !== staleText) {
      cleanUp()
      return 'gone'
    }
    const fresh = `${path}.new-${process.pid}-${crypto().randomBytes(4).toString('hex')}`
    try {
      writeFileSync(fresh, text, {flag: 'wx', mode: 0o600})
      renameSync(fresh, path)
    } catch (err) {
      try {
        unlinkSync(fresh)
      } catch {
        // not created
      }
      throw err
    }
    cleanUp()
    return 'taken'
  }
  return 'claimed'
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
  const mine: LockHolder = {
    pid: process.pid,
    host: os().hostname(),
    nonce: crypto().randomBytes(8).toString('hex'),
    startedAt: new Date().toISOString(),
    ...(about === undefined ? {} : {about}),
  }
  const text = `${JSON.stringify(mine)}\n`
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(path, text, {flag: 'wx', mode: 0o600})
      return ownLock(path, mine.nonce)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    }
    const found = readLock(path)
    if (!found) continue // released meanwhile
    const owner = found.holder
    if (held(path, found)) throw new LockHeldError(path, owner)
    const outcome = takeOver(path, found.text, text)
    if (outcome === 'claimed') throw new LockHeldError(path, undefined) // another process is taking it over right now
    if (outcome === 'gone') continue // taken over (or released) by another: look again
    onTakeOver(
      owner
        ? `took over a stale lock ${path}: its run (pid ${owner.pid}, started ${owner.startedAt}) is gone`
        : `took over a damaged lock ${path}`,
    )
    return ownLock(path, mine.nonce)
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
    await sleep(pause + Math.random() * pause)
  }
}
