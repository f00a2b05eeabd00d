/** `payctl commands` for a person: each command on a line with its arguments, its summary, its flags in short. */
import type {CommandMap, FlagEntry} from '../services/commands/map.js'

/** `--limit INTEGER`, `--locale en|pt-BR`, `--yes`; `(required)`, the default and the variable when there are. */
function flagText(f: FlagEntry): string {
  const value = f.type === 'boolean' ? '' : ` ${f.options ? f.options.join('|') : f.type.toUpperCase()}`
  const notes = [
    f.required ? 'required' : '',
    f.default !== null && f.type !== 'boolean' ? `default ${String(f.default)}` : '',
    f.env ? `env ${f.env}` : '',
  ].filter(Boolean)
  return `--${f.name}${value}${notes.length ? ` (${notes.join(', ')})` : ''}`
}

/** The lines: the global flags said once at the top (each command's line names its own), the exit codes at the end. */
export function commandMapLines(map: CommandMap): string[] {
  const global = new Map(map.commands.flatMap((c) => c.flags.filter((f) => f.group === 'GLOBAL').map((f) => [f.name, f] as const)))
  const lines = [`Most commands also take ${[...global.values()].map(flagText).join('  ')}`, '']
  for (const c of map.commands) {
    const args = c.args.map((a) => (a.required ? a.name.toUpperCase() : `[${a.name.toUpperCase()}]`))
    lines.push(`${[c.command, ...args].join(' ')}${c.writes ? '  (writes)' : ''}`)
    lines.push(`  ${c.summary}`)
    const own = c.flags.filter((f) => f.group !== 'GLOBAL')
    if (own.length > 0) lines.push(`  ${own.map(flagText).join('  ')}`)
  }
  lines.push('', 'Exit codes:')
  for (const e of map.exitCodes) lines.push(`  ${String(e.code).padEnd(4)}${e.meaning}`)
  lines.push('', "All of it as data: payctl commands --json. One command's help: payctl COMMAND --help.")
  return lines
}
