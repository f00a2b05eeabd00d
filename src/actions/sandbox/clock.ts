/** `payctl sandbox clock [+6d]`: the sandbox's time, moved forward (POST /_sandbox/clock; docs/sandbox.md). */
import type {Shown} from '../../cli/command-function.js'
import type {Context, ContextFlags} from '../../cli/context.js'
import {UsageError} from '../../errors.js'

export default async function sandboxClock(ctx: Context, _flags: ContextFlags, args: {advance?: string}): Promise<Shown> {
  const {parseDuration} = await import('../../schemas/dates.js')
  const advance = args.advance?.trim().replace(/^\+/, '')
  if (advance !== undefined && !(parseDuration(advance) && parseDuration(advance)! > 0)) {
    throw new UsageError(`invalid duration "${args.advance}": use a positive duration such as +6d, 12h or 30m`)
  }
  const {moveClock} = await import('../../api/sandbox.js')
  const {formatTime} = await import('../../format/dates.js')
  const answer = await moveClock(await ctx.client(), advance)
  const days = Math.round((answer.offset_ms / 86_400_000) * 100) / 100
  return {
    data: answer,
    human: () =>
      ctx.output.record(answer, [
        ['sandbox time', `${formatTime(answer.now)} (${days} day${days === 1 ? '' : 's'} ahead of real time)`],
        ['expired charges', answer.expired?.length ? answer.expired.join(', ') : undefined],
        ['reversed payments', answer.reversed?.length ? answer.reversed.join(', ') : undefined],
      ]),
  }
}
