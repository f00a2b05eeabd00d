import {Args} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags} from '../../cli/flags.js'

export default class SandboxPay extends BaseCommand {
  static override summary = 'Sandbox only: the debtor pays a Bolepix charge (PENDING → PAID, event charge-in).'
  static override description = `Calls POST /_sandbox/bolepix/{invoiceId}/pay on the configured base URL, which must be a payctl
sandbox. The amount paid follows the charge's instructions on the sandbox's date: after the due date the fine and
the pro-rata interest are added, up to the discount's limit date the discount is subtracted. A charge that is not
PENDING (already PAID, CANCELLED or EXPIRED) is refused (exit 1). --json prints the sandbox's answer unchanged.`
  static override writes = true
  static override examples = [
    '<%= config.bin %> sandbox pay 5f0c6a8e-2b1d-4c3e-9f8a-7b6c5d4e3f2a',
    '<%= config.bin %> sandbox pay 5f0c6a8e-2b1d-4c3e-9f8a-7b6c5d4e3f2a --profile sandbox --json',
    '<%= config.bin %> sandbox pay 5f0c6a8e-2b1d-4c3e-9f8a-7b6c5d4e3f2a --profile sandbox --debug',
  ]
  static override args = {
    invoiceId: Args.string({required: true, description: 'invoice id (from bolepix create), or its first 8 or more characters'}),
  }
  static override flags = {...apiFlags}

  async run(): Promise<void> {
    await this.act(SandboxPay, () => import('../../actions/sandbox/pay.js'))
  }
}
