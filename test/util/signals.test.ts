import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {ECHO_MS, onStopSignals} from '../../src/util/signals.js'

// The one stop-signal mechanism (docs/architecture.md#signals), driven by emitting the signals in-process. The
// worker's other SIGINT/SIGTERM listeners (vitest's, or a module's another file loaded: files share a worker) are set
// aside meanwhile, so that an emitted signal reaches only the handlers under test.
const SIGNALS = ['SIGINT', 'SIGTERM'] as const
let others: Map<string, NodeJS.SignalsListener[]>
beforeEach(() => {
  others = new Map(SIGNALS.map((s) => [s, process.listeners(s)]))
  for (const s of SIGNALS) process.removeAllListeners(s)
})
afterEach(() => {
  for (const s of SIGNALS) for (const listener of others.get(s) ?? []) process.on(s, listener)
})

describe('onStopSignals', () => {
  it('runs one step per signal, takes a repeat within ECHO_MS for an echo, and removes its handlers', async () => {
    const seen: string[] = []
    const before = process.listenerCount('SIGTERM')
    const remove = onStopSignals([(s) => seen.push(`stop ${s}`), (s) => seen.push(`force ${s}`)])
    // The echo window is read from Date.now(): the test moves that clock rather than waiting it out.
    const start = Date.now()
    const clock = vi.spyOn(Date, 'now').mockReturnValue(start)
    try {
      process.emit('SIGTERM', 'SIGTERM')
      clock.mockReturnValue(start + ECHO_MS)
      process.emit('SIGTERM', 'SIGTERM') // timeout's echo to the process group
      expect(seen).toEqual(['stop SIGTERM'])
      clock.mockReturnValue(start + 2 * ECHO_MS + 1)
      process.emit('SIGINT', 'SIGINT')
      expect(seen).toEqual(['stop SIGTERM', 'force SIGINT'])
    } finally {
      clock.mockRestore()
      remove()
    }
    expect(process.listenerCount('SIGTERM')).toBe(before)
  })

  it('listens only to the signals it is given', () => {
    const before = process.listenerCount('SIGTERM')
    const remove = onStopSignals([() => undefined], ['SIGINT'])
    expect(process.listenerCount('SIGTERM')).toBe(before)
    remove()
  })
})
