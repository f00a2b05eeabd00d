import {Args, Flags} from '@oclif/core'
import {BaseCommand} from '../cli/base-command.js'
import {outputFlags} from '../cli/flags.js'

export default class Completion extends BaseCommand {
  static override summary = 'Print or install the shell completion of bash, zsh or fish.'
  static override description = `Completes commands, flags anywhere on the line, each flag's values (statuses, sort fields, --locale, event
names, trigger scenarios, the profiles of the configuration) and file names where a file is taken. The script holds
what it offers (a TAB starts no payctl) and needs no bash-completion package. --install writes it to a file and,
for bash and zsh, adds one marked block that loads it to ~/.bashrc or ~/.zshrc (once; run it again after
upgrading payctl); fish loads ~/.config/fish/completions/payctl.fish by itself.`
  static override examples = [
    '<%= config.bin %> completion bash --install',
    '<%= config.bin %> completion zsh --install',
    '<%= config.bin %> completion fish > ~/.config/fish/completions/payctl.fish',
  ]
  static override args = {
    shell: Args.string({required: true, options: ['bash', 'zsh', 'fish'], description: 'the shell: bash, zsh or fish'}),
  }
  static override writes = false
  static override flags = {
    ...outputFlags,
    install: Flags.boolean({description: 'write the script where the shell loads it (and for bash and zsh the rc file block)'}),
  }

  async run(): Promise<void> {
    await this.act(Completion, () => import('../actions/completion.js'))
  }
}
