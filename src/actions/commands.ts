/** `payctl commands`: every command, its arguments and flags, and the exit codes (services/commands/map.ts). */
import type {Shown} from '../cli/command-function.js'
import type {Context, ContextFlags} from '../cli/context.js'
import type {Manifest} from '../services/commands/map.js'

export default async function commands(ctx: Context, _flags: ContextFlags): Promise<Shown> {
  const {readFile} = process.getBuiltinModule('node:fs/promises')
  const {join} = process.getBuiltinModule('node:path')
  const {commandMap} = await import('../services/commands/map.js')
  const {commandMapLines} = await import('../render/commands.js')
  const {UsageError} = await import('../errors.js')
  if (!ctx.install) throw new UsageError('the list of commands cannot be read here (no payctl package folder)')
  const map = commandMap(JSON.parse(await readFile(join(ctx.install.root, 'oclif.manifest.json'), 'utf8')) as Manifest)
  return {
    data: map,
    human: () => {
      for (const line of commandMapLines(map)) ctx.output.line(line)
    },
  }
}
