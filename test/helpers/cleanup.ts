/** Work to do when the current test ends (servers to close, processes to kill), in reverse order. */
import {afterEach} from 'vitest'

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

/** Registers a cleanup run after the current test. */
export function onCleanup(fn: () => Promise<void> | void): void {
  cleanups.push(fn)
}
