// What kind of value each flag takes, found by what its parse() does: the manifest oclif writes says only "boolean"
// or "option". Shared by the thin path's table (scripts/gen-thin-table.mjs) and the manifest's `valueType`, which
// `payctl commands` shows (scripts/build.mjs; docs/agents.md).
import {pathToFileURL} from 'node:url'
import {join} from 'node:path'

/**
 * The kind of a flag: boolean, a string as given, an integer (Flags.integer), or `custom` (its own parse, such as
 * --sort's or a duration's).
 */
export async function kindOf(flag) {
  if (flag.type === 'boolean') return 'boolean'
  if (typeof flag.parse !== 'function') return 'string'
  const give = async (v) => {
    try {
      return {value: await flag.parse(v, {}, flag)}
    } catch {
      return {error: true}
    }
  }
  const [word, five] = [await give('word'), await give('5')]
  if (word.value === 'word' && five.value === '5') return 'string'
  if (word.error && five.value === 5) return 'integer'
  return 'custom'
}

/** Writes `valueType` (integer, custom) into each option flag of `manifest` that is not a plain string, from the built command classes in `root`/dist/commands. */
export async function addValueTypes(manifest, root) {
  for (const [id, command] of Object.entries(manifest.commands)) {
    const {default: C} = await import(pathToFileURL(join(root, 'dist', 'commands', ...id.split(':')) + '.js').href)
    for (const [name, flag] of Object.entries(command.flags)) {
      if (flag.type !== 'option') continue
      const declared = C.flags?.[name]
      if (!declared) throw new Error(`${id}: --${name} is in oclif.manifest.json but not in the command class`)
      // A string, the common case, goes unsaid (the manifest changes only where a value is read another way).
      const kind = await kindOf(declared)
      if (kind !== 'string') flag.valueType = kind
    }
  }
}
