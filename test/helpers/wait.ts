/** Bounded waiting for the tests: polling until something holds, and plain sleeps. */

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

/** Polls `check` every `everyMs` until it returns a truthy value, or throws after `timeoutMs` naming `what`. */
export async function waitFor<T>(
  what: string,
  check: () => T | Promise<T>,
  timeoutMs = 20_000,
  everyMs = 25,
): Promise<Exclude<T, null | undefined | false | 0 | ''>> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const v = await check()
    if (v) return v as Exclude<T, null | undefined | false | 0 | ''>
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await sleep(everyMs)
  }
}
