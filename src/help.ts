/**
 * oclif's help, with command descriptions re-flowed: they are written as paragraphs with hard line breaks in the
 * source, and oclif then wraps them again to the terminal, which leaves ragged lines at 80 columns. Single line breaks
 * inside a paragraph become spaces; blank lines, list items and indented lines stay as written. For an AI agent, every
 * page ends with three lines of its own (AGENT_HELP_LINES).
 */
import {CommandHelp, Help, type Command, type Interfaces} from '@oclif/core'
import {wrapCommand} from './render/wrap.js'
import {agentInUse} from './util/agent.js'

/**
 * What every help page ends with when an AI agent reads it (docs/agents.md): how to read payctl as data, that nothing
 * is ever asked, and where the exit codes are. Three short lines (80 columns): an agent reads a help page whole, every
 * time.
 */
export const AGENT_HELP_LINES = [
  'AI agent: use --json (errors too); payctl commands --json maps every command.',
  'Nothing is asked: a missing value fails naming its flag; confirm with --yes.',
  'Exit codes: docs/contract.md#errors-and-exit-codes, and payctl commands --json.',
] as const

/** Joins the hard-wrapped lines of each paragraph. */
export function reflow(text: string | undefined): string | undefined {
  if (!text) return text
  const lines = text.split('\n')
  const out: string[] = []
  for (const line of lines) {
    const prev = out.at(-1)
    const isBlock = (l: string) => l.trim() === '' || /^\s/.test(l) || /^([-*•|$>]|\d+\.)\s/.test(l)
    if (prev !== undefined && !isBlock(prev) && !isBlock(line)) out[out.length - 1] = `${prev} ${line.trim()}`
    else out.push(line)
  }
  return out.join('\n')
}

/**
 * A command's help, its examples wrapped as commands that still paste whole: continued with ` \` at a space, a flag
 * kept with its value, a quoted value never broken (docs/output.md#principles). oclif leaves them as one line.
 */
class PayctlCommandHelp extends CommandHelp {
  protected override examples(examples: Command.Example[] | string | undefined): string | undefined {
    // The section indents the body by 2.
    return super
      .examples(examples)
      ?.split('\n')
      .map((line) => wrapCommand(line, this.opts.maxWidth - 2))
      .join('\n')
  }
}

export default class PayctlHelp extends Help {
  protected override CommandHelpClass = PayctlCommandHelp
  /** The command whose help is being shown. */
  private shown: Command.Loadable | undefined

  /** Its summary, first, wrapped to the terminal like the rest (oclif prints it as one line); a list's lines stay one line. */
  override summary(c: Command.Loadable): string | undefined {
    const summary = super.summary(c)
    return summary && c === this.shown ? this.wrap(summary, 0) : summary
  }
  /** `payctl --help`: the package's description, first, wrapped to the terminal like the rest (oclif prints it as is). */
  override formatRoot(): string {
    const root = super.formatRoot()
    const end = root.indexOf('\n\n')
    const head = end === -1 ? root : root.slice(0, end)
    return `${this.wrap(head, 0)}${end === -1 ? '' : root.slice(end)}`
  }

  /** The environment read for an agent (util/agent.ts): the process's; a test's own in-process. */
  protected environment(): NodeJS.ProcessEnv {
    return process.env
  }

  override async showHelp(argv: string[]): Promise<void> {
    await super.showHelp(argv)
    if (agentInUse(this.environment())) this.log(['', ...AGENT_HELP_LINES.map((line) => this.wrap(line, 0))].join('\n'))
  }

  override async showCommandHelp(command: Command.Loadable, topics?: Interfaces.Topic[]): Promise<void> {
    const flowed = {...command, description: reflow(command.description)} as Command.Loadable
    this.shown = flowed
    return topics
      ? (super.showCommandHelp as (c: Command.Loadable, t: Interfaces.Topic[]) => Promise<void>).call(this, flowed, topics)
      : super.showCommandHelp(flowed)
  }
}
