import {BaseCommand} from '../cli/base-command.js'
import {outputFlags} from '../cli/flags.js'

export default class Commands extends BaseCommand {
  static override summary =
    'Every command with its arguments and flags, and the exit codes: as data with --json (for AI agents and scripts).'
  static override description = `Lists every payctl command: its id, summary, whether it writes (changes the account at the service,
the sandbox's state, or payctl's stored profiles and tokens), its arguments, and every flag with its type, allowed
values, default, whether it is required and the environment variable that gives it. Then the exit codes and what
each means. Read from the same manifest that oclif draws the help from, so it is never out of date. A person gets a
short form; --json gives it all, the way an AI agent or a script reads it (docs/agents.md).`
  static override writes = false
  static override examples = [
    '<%= config.bin %> commands',
    '<%= config.bin %> commands --json',
    "<%= config.bin %> commands --jq '.commands[] | select(.writes | not) | .command'",
  ]
  static override flags = {...outputFlags}

  async run(): Promise<void> {
    await this.act(Commands, () => import('../actions/commands.js'))
  }
}
