import {Args} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags} from '../../cli/flags.js'

export default class SandboxClock extends BaseCommand {
  static override summary = "Sandbox only: move the sandbox's clock forward (expiries, pre-authorization reversals)."
  static override description = `Calls POST /_sandbox/clock {"advance": "6d"} on the configured base URL, which must be a payctl
sandbox. Sandbox time moves forward by the duration (30m, 12h, 6d, 2w): unpaid charges past their due date plus
expirationAfterPayment days become EXPIRED, pre-authorizations older than --preauth-days are reversed, and webhook
retries that fall due are made at once. Time never moves back. Without a duration, prints the sandbox's time.
--json prints the sandbox's answer unchanged.`
  static override writes = true
  static override examples = [
    '<%= config.bin %> sandbox clock +6d',
    '<%= config.bin %> sandbox clock +30d --profile sandbox',
    '<%= config.bin %> sandbox clock 12h --profile sandbox --json',
    '<%= config.bin %> sandbox clock',
  ]
  static override args = {advance: Args.string({required: false, description: 'how far to move: +6d, 12h, 30m, 2w'})}
  static override flags = {...apiFlags}

  async run(): Promise<void> {
    await this.act(SandboxClock, () => import('../../actions/sandbox/clock.js'))
  }
}
