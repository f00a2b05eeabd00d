/**
 * Node's built-in modules that a module on the start-up path uses only now and then, taken when they are needed and
 * not when that module loads (docs/performance.md, "Rules for code on the start-up path"): node:crypto (the profile
 * store and the lock use it only to write; loading it costs every command that only reads 2–7 ms),
 * node:os (a lock's host name; the home folder, when no variable names the config folder) and node:timers/promises
 * (a retry's pause): ~0.2 ms of every start between them. getBuiltinModule, as the bundle may not call import().
 */
export function crypto(): typeof import('node:crypto') {
  return process.getBuiltinModule('node:crypto')
}

export function os(): typeof import('node:os') {
  return process.getBuiltinModule('node:os')
}

/** node:timers/promises's setTimeout: a promise of `ms` milliseconds (rejected by `options.signal`). */
export function sleep(ms: number, options?: {signal?: AbortSignal}): Promise<void> {
  return process.getBuiltinModule('node:timers/promises').setTimeout(ms, undefined, options)
}
