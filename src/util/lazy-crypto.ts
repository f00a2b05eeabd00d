/**
 * node:crypto when it is needed, not when a module that may need it loads (docs/performance.md, "Rules for code on
 * the start-up path"): the profile store and the lock use it only to write, and loading it costs every command that
 * only reads 2–7 ms (issue 26). getBuiltinModule, as the bundle may not call import().
 */
export function crypto(): typeof import('node:crypto') {
  return process.getBuiltinModule('node:crypto')
}
