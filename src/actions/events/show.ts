/** `payctl events show ID`: one event, its payload and the attempt history of its notifications. */
import type {Shown} from '../../cli/command-function.js'
import type {Context, ContextFlags} from '../../cli/context.js'

export default async function eventsShow(ctx: Context, _flags: ContextFlags, args: {id: string}): Promise<Shown> {
  const [{showEvent}, {eventDetailParts}] = await Promise.all([import('../../services/events/fetch.js'), import('../../render/events.js')])
  const result = await showEvent(await ctx.client(), args.id)
  return {
    data: result,
    human: () => {
      const out = ctx.output
      const parts = eventDetailParts(result.event, result.notifications, out.colors, ctx.now().getTime())
      for (const line of parts.head) out.line(line)
      // The payload whole, line by line: never broken inside a value, its payment codes never masked.
      out.verbatim(parts.payload, {codes: parts.codes})
      for (const line of parts.deliveries) out.line(line)
    },
  }
}
