/** services/bulk/run.ts: results in the order of the ids, at most N at once, on after failures; auth and Ctrl-C stop dispatching. */
import {describe, expect, it} from 'vitest'
import {ApiError, AuthError, UnknownOutcomeError} from '../../../src/errors.js'
import {runBulk, type BulkResult} from '../../../src/services/bulk/run.js'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('runBulk', () => {
  it('reports each result in the order of the ids, at most `concurrency` at once, going on after failures', async () => {
    let inFlight = 0
    let most = 0
    const reported: BulkResult[] = []
    const ids = Array.from({length: 10}, (_, i) => `id-${i}`)
    const {results, stoppedBy} = await runBulk({
      ids,
      concurrency: 3,
      stop: new AbortController().signal,
      onResult: (r) => reported.push(r),
      act: async (id) => {
        most = Math.max(most, ++inFlight)
        // Later ids finish first: the report still follows the order of the ids.
        await sleep(40 - Number(id.slice(3)) * 3)
        inFlight--
        if (id === 'id-4') throw new ApiError(409, 'HTTP 409 Conflict: already cancelled')
        if (id === 'id-7') throw new UnknownOutcomeError('outcome unknown')
        return 'CANCELLED'
      },
    })
    expect(most).toBe(3)
    expect(stoppedBy).toBeUndefined()
    expect(reported).toEqual(results)
    expect(results.map((r) => r.id)).toEqual(ids)
    expect(results[4]).toEqual({
      id: 'id-4',
      ok: false,
      error: {code: 'api_error', status: 409, message: 'HTTP 409 Conflict: already cancelled'},
    })
    expect(results[7]).toEqual({id: 'id-7', ok: false, error: {code: 'unknown_outcome', message: 'outcome unknown'}})
    expect(results.filter((r) => r.ok)).toHaveLength(8)
  })

  it('a refused authentication stops dispatching: the rest are not sent', async () => {
    const sent: string[] = []
    const {results, stoppedBy} = await runBulk({
      ids: ['a', 'b', 'c', 'd'],
      concurrency: 1,
      stop: new AbortController().signal,
      act: async (id) => {
        sent.push(id)
        if (id === 'b') throw new AuthError(401, 'HTTP 401 Unauthorized')
        return 'OK'
      },
    })
    expect(stoppedBy).toBe('auth')
    expect(sent).toEqual(['a', 'b'])
    expect(results.map((r) => (r.ok ? r.status : r.error.code))).toEqual(['OK', 'auth', 'not_sent', 'not_sent'])
  })

  it('Ctrl-C (stop) lets the requests in flight finish and sends no more', async () => {
    const stop = new AbortController()
    const sent: string[] = []
    const {results, stoppedBy} = await runBulk({
      ids: ['a', 'b', 'c', 'd', 'e'],
      concurrency: 2,
      stop: stop.signal,
      act: async (id) => {
        sent.push(id)
        if (id === 'b') stop.abort()
        await sleep(20)
        return 'OK'
      },
    })
    expect(stoppedBy).toBe('interrupt')
    expect(sent).toEqual(['a', 'b'])
    expect(results.map((r) => r.ok)).toEqual([true, true, false, false, false])
  })

  it('no ids: nothing to do', async () => {
    expect(await runBulk({ids: [], concurrency: 4, stop: new AbortController().signal, act: async () => 'x'})).toEqual({
      results: [],
      stoppedBy: undefined,
      authError: undefined,
    })
  })
})
