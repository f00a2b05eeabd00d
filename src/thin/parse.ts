/**
 * The thin path's command-line parser (docs/performance.md, "The thin path"): oclif's parser for the happy path only.
 * It reads the flags and arguments the generated table (table.ts, from oclif.manifest.json) says a command has, and
 * gives up — returns undefined, and oclif parses the same argv — on anything it is not sure of: --help, an unknown
 * flag, a flag given twice, a value that looks like a flag or is not one of its options, a bad or out-of-range
 * integer, a flag with a parse of its own (--sort), exclusive flags together, a flag without the one it depends on, a missing or extra argument, `--`, a
 * multiple-value flag. So every error message still comes from oclif, and the thin path can only be faster, never
 * different (test/cli/thin.test.ts runs both on the same command lines and compares).
 */
import type {ThinCommand, ThinFlag} from './types.js'

export interface ThinParsed {
  flags: Record<string, unknown>
  args: Record<string, string>
}

/** The flag an argv token names (`--json`, `--limit=5`, `-q`), with the value written after `=`. */
function flagOf(token: string, spec: ThinCommand): {name: string; flag: ThinFlag; value?: string; negated?: boolean} | undefined {
  if (token.startsWith('--')) {
    const eq = token.indexOf('=')
    const name = eq === -1 ? token.slice(2) : token.slice(2, eq)
    const value = eq === -1 ? undefined : token.slice(eq + 1)
    const flag = Object.hasOwn(spec.flags, name) ? spec.flags[name] : undefined
    if (flag) return {name, flag, value}
    // --no-X of a flag that allows it.
    const positive = name.startsWith('no-') ? name.slice(3) : undefined
    const base = positive !== undefined && Object.hasOwn(spec.flags, positive) ? spec.flags[positive] : undefined
    if (base?.type === 'boolean' && base.allowNo && value === undefined) return {name: positive!, flag: base, negated: true}
    return undefined
  }
  if (/^-[^-]$/.test(token)) {
    const entry = Object.entries(spec.flags).find(([, f]) => f.char === token[1])
    return entry ? {name: entry[0], flag: entry[1]} : undefined
  }
  return undefined
}

/** The value of an option flag, as oclif would give it, or undefined when oclif should judge it. */
function optionValue(flag: ThinFlag, raw: string): string | number | undefined {
  if (flag.options && !flag.options.includes(raw)) return undefined
  if (flag.type === 'integer') {
    if (!/^\d{1,15}$/.test(raw)) return undefined
    const n = Number(raw)
    if ((flag.min !== undefined && n < flag.min) || (flag.max !== undefined && n > flag.max)) return undefined
    return n
  }
  return raw
}

/** The parsed flags and arguments of `argv` (what follows the command id), or undefined to let oclif parse it. */
export function parseThin(spec: ThinCommand, argv: readonly string[]): ThinParsed | undefined {
  const flags: Record<string, unknown> = {}
  const positional: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i]!
    if (token === '' || token === '--') return undefined
    if (!token.startsWith('-') || token === '-') {
      positional.push(token)
      continue
    }
    const found = flagOf(token, spec)
    if (!found || found.flag.multiple || Object.hasOwn(flags, found.name)) return undefined
    const {name, flag} = found
    if (flag.type === 'custom') return undefined
    if (flag.type === 'boolean') {
      if (found.value !== undefined) return undefined
      flags[name] = !found.negated
      continue
    }
    let raw = found.value
    if (raw === undefined) {
      raw = argv[++i]
      if (raw === undefined || raw.startsWith('-')) return undefined
    }
    const value = optionValue(flag, raw)
    if (value === undefined) return undefined
    flags[name] = value
  }
  // Relationships between flags, as oclif checks them on the flags given.
  for (const [name, flag] of Object.entries(spec.flags)) {
    if (!Object.hasOwn(flags, name)) continue
    if (flag.exclusive?.some((other) => Object.hasOwn(flags, other))) return undefined
    if (flag.dependsOn?.some((other) => !Object.hasOwn(flags, other))) return undefined
  }
  if (positional.length > spec.args.length && spec.strict) return undefined
  const args: Record<string, string> = {}
  for (const [i, arg] of spec.args.entries()) {
    const value = positional[i]
    if (value === undefined) {
      if (arg.required) return undefined
      continue
    }
    args[arg.name] = value
  }
  for (const [name, flag] of Object.entries(spec.flags))
    if (!Object.hasOwn(flags, name) && flag.default !== undefined) flags[name] = flag.default
  return {flags, args}
}
