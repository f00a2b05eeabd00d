/** `payctl events show ID`: one event, its payload and the attempt history of its notifications. */
import type {Shown} from '../../cli/command-function.js'
import type {Context, ContextFlags} from '../../cli/context.js'

export default async function eventsShow(ctx: Context, _flags: ContextFlags, args: {id: string}): Promise<Shown> {
  const [{showEvent}, {renderEventDetail}] = await Promise.all([import('../../services/events/fetch.js'), import('../../render/events.js')])
  const result = await showEvent(await ctx.client(), args.id)
  return {
    data: result,
    human: () => {
      for (const line of renderEventDetail(result.event, result.notifications, ctx.output.colors, ctx.now().getTime()))
        ctx.output.line(line)
    },
  }
}
