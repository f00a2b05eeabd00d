/**
 * oclif's help, with command descriptions re-flowed: they are written as paragraphs with hard line breaks in the
 * source, and oclif then wraps them again to the terminal, which leaves ragged lines at 80 columns. Single line breaks
 * inside a paragraph become spaces; blank lines, list items and indented lines stay as written.
 */
import {Help, type Command, type Interfaces} from '@oclif/core'

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

export default class PayctlHelp extends Help {
  /** `payctl --help`: the package's description, first, wrapped to the terminal like the rest (oclif prints it as is). */
  override formatRoot(): string {
    const root = super.formatRoot()
    const end = root.indexOf('\n\n')
    const head = end === -1 ? root : root.slice(0, end)
    return `${this.wrap(head, 0)}${end === -1 ? '' : root.slice(end)}`
  }

  override async showCommandHelp(command: Command.Loadable, topics?: Interfaces.Topic[]): Promise<void> {
    const flowed = {...command, description: reflow(command.description)} as Command.Loadable
    return topics ? (super.showCommandHelp as (c: Command.Loadable, t: Interfaces.Topic[]) => Promise<void>).call(this, flowed, topics) : super.showCommandHelp(flowed)
  }
}
