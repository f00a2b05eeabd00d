/**
 * The thin start-up path (docs/performance.md, "The thin path"; issue 26): the frequent commands run without oclif.
 * The bundle's entry calls runThin first; it recognises the command and its flags (parse.ts, with the generated
 * table.ts) and runs the same command function, through the same checks (cli/parsed.ts), context, `show` and
 * reportError as BaseCommand does under oclif. Anything unusual — --help, an unknown flag, a bad value — returns
 * false, and oclif runs the command line as it always did. No oclif here (test/architecture.test.ts).
 */
import {show, type CommandFunction} from '../cli/command-function.js'
import {factory as currentFactory, type Factory} from '../cli/factory.js'
import {checkParsed} from '../cli/parsed.js'
import {parseThin} from './parse.js'
import {THIN_COMMANDS} from './table.js'
import type {ThinCommand} from './types.js'

type ThinId = keyof typeof THIN_COMMANDS

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyCommandFunction = CommandFunction<any, any>

/** Each thin command's function, loaded only when it runs (the same module its oclif class loads). */
const LOADERS: Record<ThinId, () => Promise<{default: AnyCommandFunction}>> = {
  'bolepix:get': () => import('../actions/bolepix/get.js'),
  'bolepix:list': () => import('../actions/bolepix/list.js'),
  'config:get': () => import('../actions/config/get.js'),
  'config:list': () => import('../actions/config/list.js'),
  'events:list': () => import('../actions/events/list.js'),
  'webhook:list': () => import('../actions/webhook/list.js'),
}

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
 * false when oclif must run it (nothing was done, nothing printed).
 */
export async function runThin(
  argv: readonly string[],
  install: {root: string; version: string},
  world: Factory = currentFactory(),
): Promise<boolean> {
  const found = thinCommandOf(argv)
  if (!found) return false
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
    const {default: run} = await LOADERS[found.id]()
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
