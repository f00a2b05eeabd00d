/**
 * One run per journal: an exclusive lock file next to it (`JOURNAL.lock`), created with O_CREAT|O_EXCL, holding
 * the owner's pid. A lock whose pid is dead (a run killed with SIGKILL, a crash) is taken over with a warning; the
 * takeover renames the stale file away first, so two runs racing for the same stale lock cannot both win.
 */
import {randomBytes} from 'node:crypto'
import {linkSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync} from 'node:fs'
import {hostname} from 'node:os'
import {UsageError} from '../../errors.js'

interface LockContent {
  pid: number
  host: string
  nonce: string
  startedAt: string
}

export interface ImportLock {
  path: string
  /** Removes the lock if it is still ours. Safe to call twice. */
  release(): void
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

function readLock(path: string): {text: string; content?: LockContent} | undefined {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw err
  }
  try {
    const content = JSON.parse(text) as LockContent
    return {text, content: typeof content?.pid === 'number' ? content : undefined}
  } catch {
    // A lock cut short by a crash while it was being written.
    return {text}
  }
}

/** Takes the lock at `path` or throws a usage error naming the run that holds it. */
export function acquireLock(path: string, warn: (message: string) => void): ImportLock {
  const mine: LockContent = {pid: process.pid, host: hostname(), nonce: randomBytes(8).toString('hex'), startedAt: new Date().toISOString()}
  const text = `${JSON.stringify(mine)}\n`
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(path, text, {flag: 'wx', mode: 0o600})
      return ownLock(path, mine.nonce)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw new UsageError(`cannot create the lock ${path}: ${(err as Error).message}`)
    }
    const held = readLock(path)
    if (!held) continue // released meanwhile
    const owner = held.content
    if (owner && (owner.host !== mine.host || alive(owner.pid))) {
      throw new UsageError(
        `another import is running on this journal (pid ${owner.pid}${owner.host !== mine.host ? ` on ${owner.host}` : ''}, since ${owner.startedAt}; lock ${path}). Wait for it to finish${owner.host !== mine.host ? ', or remove the lock if that run is gone' : ''}`,
      )
    }
    if (!owner && recentlyWritten(path)) {
      // O_EXCL creates the file a moment before its content lands: a run is starting right now.
      throw new UsageError(`another import is starting on this journal (lock ${path}); wait for it to finish`)
    }
    takeOver(path, held.text)
    warn(owner ? `took over a stale lock ${path}: its run (pid ${owner.pid}, started ${owner.startedAt}) is gone` : `took over a damaged lock ${path}`)
  }
  throw new UsageError(`cannot take the lock ${path}: other runs keep taking it`)
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
    // Another run took the stale lock over first and we moved ITS lock: restore it (link fails if a third exists).
    try {
      linkSync(aside, path)
    } catch {
      // the path is taken again: that run will find out on its own release check
    }
  }
  try {
    unlinkSync(aside)
  } catch {
    // already gone
  }
}

function ownLock(path: string, nonce: string): ImportLock {
  let released = false
  const release = () => {
    if (released) return
    released = true
    process.off('exit', release)
    try {
      if (readLock(path)?.content?.nonce === nonce) unlinkSync(path)
    } catch {
      // nothing to release
    }
  }
  // A second Ctrl-C ends the process at once: the lock goes with it.
  process.on('exit', release)
  return {path, release}
}
