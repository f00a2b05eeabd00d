import {Args} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags} from '../../cli/flags.js'
import {UsageError} from '../../errors.js'

export default class SandboxClock extends BaseCommand {
  static override summary = "Sandbox only: move the sandbox's clock forward (expiries, pre-authorization reversals)."
  static override description = `Calls POST /_sandbox/clock {"advance": "6d"} on the configured base URL, which must be a payctl
sandbox. Sandbox time moves forward by the duration (30m, 12h, 6d, 2w): unpaid charges past their due date plus
expirationAfterPayment days become EXPIRED, pre-authorizations older than --preauth-days are reversed, and webhook
retries that fall due are made at once. Time never moves back. Without a duration, prints the sandbox's time.
--json prints the sandbox's answer unchanged.`
  static override examples = [
    '<%= config.bin %> sandbox clock +6d',
    '<%= config.bin %> sandbox clock +30d --profile sandbox',
    '<%= config.bin %> sandbox clock 12h --profile sandbox --json',
    '<%= config.bin %> sandbox clock',
  ]
  static override args = {advance: Args.string({required: false, description: 'how far to move: +6d, 12h, 30m, 2w'})}
  static override flags = {...apiFlags}

  async run(): Promise<unknown> {
    const {args, flags} = await this.parse(SandboxClock)
    const ctx = this.context(flags)
    const {parseDuration} = await import('../../schemas/dates.js')
    const advance = args.advance?.trim().replace(/^\+/, '')
    if (advance !== undefined && !(parseDuration(advance) && parseDuration(advance)! > 0)) {
      throw new UsageError(`invalid duration "${args.advance}": use a positive duration such as +6d, 12h or 30m`)
    }
    const {moveClock} = await import('../../api/sandbox.js')
    const {formatTime} = await import('../../render/format.js')
    const answer = await moveClock(await ctx.client(), advance)
    const days = Math.round((answer.offset_ms / 86_400_000) * 100) / 100
    ctx.output.record(answer, [
      ['sandbox time', `${formatTime(answer.now)} (${days} day${days === 1 ? '' : 's'} ahead of real time)`],
      ['expired charges', answer.expired?.length ? answer.expired.join(', ') : undefined],
      ['reversed payments', answer.reversed?.length ? answer.reversed.join(', ') : undefined],
    ])
    return answer
  }
}
