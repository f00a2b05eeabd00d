/**
 * One run per journal: a pid lock file next to it (`JOURNAL.lock`, util/pid-lock.ts). A lock left by a run that is
 * gone is taken over with a warning; one held by a live run, or by a run on another host, stops this one (exit 2).
 */
import {UsageError} from '../../errors.js'
import {acquirePidLock, LockHeldError, type PidLock} from '../../util/pid-lock.js'

/** Takes the journal's lock at `path` or throws a usage error naming the run that holds it. */
export function acquireLock(path: string, warn: (message: string) => void): PidLock {
  try {
    return acquirePidLock(path, warn)
  } catch (err) {
    if (err instanceof LockHeldError) {
      const owner = err.holder
      if (!owner) throw new UsageError(`another import is starting on this journal (lock ${path}); wait for it to finish`)
      throw new UsageError(
        `another import is running on this journal (pid ${owner.pid}${err.remote ? ` on ${owner.host}` : ''}, since ${owner.startedAt}; lock ${path}). Wait for it to finish${err.remote ? ', or remove the lock if that run is gone' : ''}`,
      )
    }
    throw new UsageError(`cannot create the lock ${path}: ${(err as Error).message}`)
  }
}
