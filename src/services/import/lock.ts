/**
 * The import's two pid locks (util/pid-lock.ts): one run per journal (`JOURNAL.lock`, next to it), and one run per
 * seller (registry.ts: base URL and seller, whatever the journal: any two files may hold the same rows). A lock left by a run that is
 * gone is taken over with a warning; one held by a live run, or by a run on another host, stops this one (exit 2).
 */
import {UsageError} from '../../errors.js'
import {acquirePidLock, LockHeldError, type LockHolder, type PidLock} from '../../util/pid-lock.js'
import {localTime} from '../../util/local-time.js'

/** Takes the journal's lock at `path` or throws a usage error naming the run that holds it. */
export function acquireLock(path: string, warn: (message: string) => void): PidLock {
  return lockOrExplain(path, warn, undefined, (owner, remote) =>
    owner
      ? `another import is running on this journal (pid ${owner.pid}${remote ? ` on ${owner.host}` : ''}, since ${localTime(owner.startedAt)}; lock ${path}). Wait for it to finish${remote ? ', or remove the lock if that run is gone' : ''}`
      : `another import is starting on this journal (lock ${path}); wait for it to finish`,
  )
}

/**
 * Takes the lock of a set of rows at `path` for the run writing `journal`, or throws a usage error naming the run
 * that is sending the same rows to the same seller now, and its journal.
 */
export function acquireRowsLock(path: string, journal: string, warn: (message: string) => void): PidLock {
  return lockOrExplain(path, warn, journal, (owner, remote) =>
    owner
      ? `another import is sending rows to the same seller and base URL now (pid ${owner.pid}${remote ? ` on ${owner.host}` : ''}, since ${localTime(owner.startedAt)}, journal ${owner.about ?? '(not recorded)'}; lock ${path}). Wait for it to finish and run it again with --journal ${owner.about ?? 'JOURNAL'} if rows are left${remote ? ', or remove the lock if that run is gone' : ''}; running both would create each charge twice`
      : `another import to this seller is starting (lock ${path}); wait for it to finish`,
  )
}

function lockOrExplain(
  path: string,
  warn: (message: string) => void,
  about: string | undefined,
  explain: (owner: LockHolder | undefined, remote: boolean) => string,
): PidLock {
  try {
    return acquirePidLock(path, warn, about)
  } catch (err) {
    if (err instanceof LockHeldError) throw new UsageError(explain(err.holder, err.remote))
    throw new UsageError(`cannot create the lock ${path}: ${(err as Error).message}`)
  }
}
