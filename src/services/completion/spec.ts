/**
 * What shell completion offers (docs/completion.md), built from oclif's manifest (the commands, their flags and
 * arguments, with no command loaded) and from the lists payctl itself checks values against: statuses, record
 * fields, event names, trigger scenarios, configuration keys. The script writers (bash.ts, fish.ts) turn it into a
 * shell's own code; nothing here knows a shell.
 */
import {BOLEPIX_FINAL_STATUSES, BOLEPIX_STATUSES} from '../../schemas/bolepix.js'
import {UF_CODES} from '../../schemas/brazil.js'
import {KNOWN_EVENTS, NOTIFICATION_STATUSES} from '../../schemas/events.js'
import {SETTING_KEYS} from '../../config/keys.js'
import {SCENARIOS} from '../trigger/index.js'

/** A command as oclif.manifest.json describes it (the parts completion reads). */
export interface ManifestCommand {
  id: string
  hidden?: boolean
  flags: Record<string, {name: string; char?: string; type: 'boolean' | 'option'; options?: string[]; hidden?: boolean}>
  args?: Record<string, {name: string; options?: string[]}>
  /** A list or record command's fields (--fields, --sort). */
  recordFields?: string[]
}

/**
 * What a value may be: fixed words; a list of fixed words separated by commas (--fields, --sort); a file name; a
 * profile of the configuration, read when completing (the script reads config.json itself, no payctl started).
 */
export type Values = {words: readonly string[]; commaList?: boolean} | {files: true} | {profiles: true}

export interface CompletionFlag {
  name: string
  char?: string
  /** What the flag's value may be; undefined for a flag that takes none (a boolean). */
  value?: Values
  /** A flag that takes a value whose words payctl cannot list (an amount, a date): nothing is offered. */
  takesValue: boolean
}

export interface CompletionCommand {
  /** The words that name it: ['bolepix', 'list']. */
  path: string[]
  flags: CompletionFlag[]
  /** Each positional argument's values, in order (undefined: nothing to offer). */
  args: (Values | undefined)[]
}

const files: Values = {files: true}
const profiles: Values = {profiles: true}
const words = (list: readonly string[]): Values => ({words: list})
/** Events as webhooks and filters take them: each name, and a pattern per category. */
const EVENTS = [...KNOWN_EVENTS, 'charge-*', 'ORDER.*', 'PAYMENT.*']

/** Flags whose value is a file, by name, in any command. */
const FILE_FLAGS = new Set(['body-file', 'journal', 'xlsx', 'output', 'data', 'template'])

/** The values of a flag, by command id (`bolepix:list`) and flag name; undefined: none known. */
function flagValues(command: ManifestCommand, flag: ManifestCommand['flags'][string]): Values | undefined {
  if (flag.options?.length) return words(flag.options)
  if (FILE_FLAGS.has(flag.name)) return files
  switch (flag.name) {
    case 'profile':
    case 'setup-profile':
      return profiles
    case 'status':
      return words(command.id === 'events:notifications' ? NOTIFICATION_STATUSES : BOLEPIX_STATUSES)
    case 'until':
      return command.id === 'bolepix:wait' ? words(BOLEPIX_FINAL_STATUSES) : undefined
    case 'sort':
    case 'fields':
      return command.recordFields ? {words: command.recordFields, commaList: true} : undefined
    case 'event':
      return words(EVENTS)
    case 'trigger':
      return words(SCENARIOS.map((s) => s.name))
    case 'discount-modality':
      return words(['fixed', 'percent'])
    case 'debtor-state':
      return words(UF_CODES)
    case 'locale':
      return words(['en', 'pt-BR'])
    default:
      return undefined
  }
}

/** The values of a command's positional arguments, in order. */
function argValues(command: ManifestCommand): (Values | undefined)[] {
  return Object.values(command.args ?? {}).map((arg) => {
    if (arg.options?.length) return words([...new Set(arg.options.map((o) => o.toUpperCase()))])
    if (command.id === 'bolepix:import' && arg.name === 'file') return files
    if (command.id === 'trigger' && arg.name === 'scenario') return words(SCENARIOS.map((s) => s.name))
    if (command.id === 'config:use' && arg.name === 'profile') return profiles
    if (command.id.startsWith('config:') && arg.name === 'key') return words(SETTING_KEYS.map((k) => k.key))
    return undefined
  })
}

/** The commands completion offers (hidden ones left out), sorted by their words, each with its flags and arguments. */
export function completionSpec(commands: readonly ManifestCommand[]): CompletionCommand[] {
  return commands
    .filter((c) => !c.hidden)
    .map((c) => ({
      path: c.id.split(':'),
      flags: Object.values(c.flags)
        .filter((f) => !f.hidden)
        .map((f) => ({
          name: f.name,
          ...(f.char ? {char: f.char} : {}),
          takesValue: f.type === 'option',
          ...(f.type === 'option' ? {value: flagValues(c, f)} : {}),
        })),
      args: argValues(c),
    }))
    .sort((a, b) => a.path.join(' ').localeCompare(b.path.join(' ')))
}

/** The words that may follow a command path's words: its topics' and commands' next words, sorted. */
export function nextWords(spec: readonly CompletionCommand[], path: readonly string[]): string[] {
  const next = new Set<string>()
  for (const c of spec) {
    if (c.path.length > path.length && path.every((w, i) => c.path[i] === w)) next.add(c.path[path.length]!)
  }
  return [...next].sort()
}

/** Every path that has words after it (topics, and '' for the root), as space-joined strings. */
export function parentPaths(spec: readonly CompletionCommand[]): string[][] {
  const seen = new Map<string, string[]>()
  for (const c of spec) for (let n = 0; n < c.path.length; n++) seen.set(c.path.slice(0, n).join(' '), c.path.slice(0, n))
  return [...seen.values()]
}
