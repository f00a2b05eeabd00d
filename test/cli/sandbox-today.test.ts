/**
 * localServiceNow asks the sandbox's clock only of a base URL on this machine: the real service never gets the
 * extra request, and a loopback sandbox's moved clock is the one used.
 */
import {describe, expect, it, vi} from 'vitest'
import {localNowForSince, localServiceNow} from '../../src/cli/sandbox-today.js'
import type {Context} from '../../src/cli/context.js'

const MACHINE = new Date('2026-11-28T12:00:00.000Z')
const SANDBOX = '2026-12-04T12:00:00.000Z'

function fakeContext(baseUrl: string) {
  const sandboxProbe = vi.fn(async () => ({sandbox: true as const, clock: {now: SANDBOX, today: '2026-12-04', offset_ms: 6 * 86_400_000}}))
  const ctx = {settings: async () => ({baseUrl}), sandboxProbe, now: () => MACHINE} as unknown as Context
  return {ctx, sandboxProbe}
}

describe('localServiceNow', () => {
  it("a loopback base URL that answers as a sandbox: the sandbox's now, asked once", async () => {
    const {ctx, sandboxProbe} = fakeContext('http://127.0.0.1:4010')
    expect((await localServiceNow(ctx)).toISOString()).toBe(SANDBOX)
    expect(sandboxProbe).toHaveBeenCalledTimes(1)
  })

  it("any other base URL: this machine's now, with no request", async () => {
    const {ctx, sandboxProbe} = fakeContext('https://api.payments.example.com')
    expect(await localServiceNow(ctx)).toBe(MACHINE)
    expect(sandboxProbe).not.toHaveBeenCalled()
  })

  it('a --since date asks nothing, even on loopback; a duration asks', async () => {
    const {ctx, sandboxProbe} = fakeContext('http://localhost:4010')
    expect(await localNowForSince(ctx, '2026-11-01')).toBe(MACHINE)
    expect(sandboxProbe).not.toHaveBeenCalled()
    expect((await localNowForSince(ctx, '24h')).toISOString()).toBe(SANDBOX)
  })
})
