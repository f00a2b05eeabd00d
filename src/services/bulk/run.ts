/**
 * The engine of a bulk action (docs/scripting.md#bulk-actions-from-stdin): one action per id, at most `concurrency`
 * at once, going on after a failure; results reported in the order of the ids. Each action is one request through
 * the transport, with its retry rules: a POST whose answer is lost is reported as an unknown outcome, never resent.
 * Dispatching stops on Ctrl-C (`stop`; requests in flight finish) and on a refused authentication (every other id
 * would be refused too); the ids not sent then are reported as not sent.
 */
import {AuthError, PayctlError} from '../../errors.js'

/** What happened to one id: `{"id", "ok", "status"}` or `{"id", "ok", "error"}` (the `--json` array's items). */
export type BulkResult =
  {id: string; ok: true; status: string} | {id: string; ok: false; error: {code: string; message: string; status?: number}}

export interface BulkRun {
  ids: readonly string[]
  /** Acts on one id; resolves with the status it is left in (CANCELLED, PAID…). */
  act: (id: string) => Promise<string>
  concurrency: number
  /** Aborted on Ctrl-C: no new action starts. */
  stop: AbortSignal
  /** Each result, in the order of the ids, as soon as it and all before it are known. */
  onResult?: (result: BulkResult) => void
}

export interface BulkOutcome {
  results: BulkResult[]
  /** Why dispatching stopped before every id was sent: a refused authentication, or Ctrl-C. */
  stoppedBy?: 'auth' | 'interrupt'
  /** The authentication error that stopped it. */
  authError?: AuthError
}

/** The error of one failed action, as data. */
export function errorOf(err: unknown): {code: string; message: string; status?: number} {
  if (err instanceof PayctlError) return {code: err.code, message: err.message, ...(err.status === undefined ? {} : {status: err.status})}
  return {code: 'internal', message: err instanceof Error ? err.message : String(err)}
}

export async function runBulk(run: BulkRun): Promise<BulkOutcome> {
  const {ids, act, stop} = run
  const results = new Array<BulkResult | undefined>(ids.length)
  let next = 0
  let reported = 0
  let authError: AuthError | undefined
  const report = () => {
    while (reported < ids.length && results[reported]) {
      const result = results[reported++]!
      run.onResult?.(result)
    }
  }
  const worker = async () => {
    for (;;) {
      if (stop.aborted || authError) return
      const index = next++
      if (index >= ids.length) return
      const id = ids[index]!
      try {
        results[index] = {id, ok: true, status: await act(id)}
      } catch (err) {
        if (err instanceof AuthError) authError ??= err
        results[index] = {id, ok: false, error: errorOf(err)}
      }
      report()
    }
  }
  await Promise.all(Array.from({length: Math.max(1, Math.min(run.concurrency, ids.length))}, worker))
  const unsent = Array.from(results).some((r) => r === undefined)
  const stoppedBy = authError ? 'auth' : stop.aborted && unsent ? 'interrupt' : undefined
  for (let i = 0; i < ids.length; i++) {
    if (results[i]) continue
    const why = stoppedBy === 'auth' ? 'authentication was refused' : 'interrupted'
    results[i] = {id: ids[i]!, ok: false, error: {code: 'not_sent', message: `not sent: ${why} before its turn`}}
  }
  report()
  return {results: results as BulkResult[], stoppedBy, authError}
}
