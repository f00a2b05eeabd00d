/**
 * The thin start-up path (docs/performance.md, "The thin path"): the frequent commands run without oclif.
 * The bundle's entry calls runThin first; it recognises the command and its flags (parse.ts, with the generated
 * table.ts) and runs the same command function, through the same checks (cli/parsed.ts), context, `show` and
 * reportError as BaseCommand does under oclif. Anything unusual — --help, an unknown flag, a bad value — returns
 * false, and oclif runs the command line as it always did. No oclif here (test/architecture.test.ts).
 */
import {show} from '../cli/command-function.js'
import {factory as currentFactory, type Factory} from '../cli/factory.js'
import {checkParsed} from '../cli/parsed.js'
import type {ThinActions, ThinId} from './actions.js'
import {parseThin} from './parse.js'
import {THIN_COMMANDS} from './table.js'
import type {ThinCommand} from './types.js'

/** The thin command at the head of argv (`bolepix list …`, or `bolepix:list …`), with the rest of argv. */
export function thinCommandOf(argv: readonly string[]): {id: ThinId; rest: string[]} | undefined {
  const words: string[] = []
  let used = 0
  for (const arg of argv) {
    if (arg.startsWith('-') || words.length >= 3) break
    words.push(...arg.split(':'))
    used++
    const id = words.join(':')
    if (Object.hasOwn(THIN_COMMANDS, id)) return {id: id as ThinId, rest: argv.slice(used)}
  }
  return undefined
}

/**
 * Runs `argv` on the thin path when it can: true once the command ran (its exit code set through the factory),
 * false when oclif must run it (nothing was done, nothing printed). `actions` loads the commands' functions
 * (actions.ts THIN_ACTIONS; a thin bundle's own part of it): a command it has no function for is declined too.
 */
export async function runThin(
  argv: readonly string[],
  install: {root: string; version: string},
  actions: ThinActions,
  world: Factory = currentFactory(),
): Promise<boolean> {
  const found = thinCommandOf(argv)
  const action = found && actions[found.id]
  if (!found || !action) return false
  const spec: ThinCommand = THIN_COMMANDS[found.id]
  const parsed = parseThin(spec, found.rest)
  if (!parsed) return false
  const {Context} = await import('../cli/context.js')
  const {reportError} = await import('../cli/report-error.js')
  let ctx: InstanceType<typeof Context> | undefined
  let failed: number | undefined
  try {
    const data = await checkParsed(parsed.flags, parsed.args, spec)
    ctx = new Context(parsed.flags, world, data, install)
    ctx.catchInterrupt()
    const {default: run} = await action()
    await show(ctx, await run(ctx, parsed.flags, parsed.args))
  } catch (err) {
    failed = await reportError(err as Error, {io: ctx?.io ?? world.io, ctx, argv: found.rest, command: found.id.replace(/:/g, ' ')})
  } finally {
    ctx?.releaseInterruptHandler()
    await ctx?.close()
  }
  world.exit(failed ?? ctx?.exitCode ?? 0)
  return true
}
