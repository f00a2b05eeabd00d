/** `payctl find TEXT`: charges, events and notifications matching what a customer says; exit 1 when nothing matches. */
import type {Context, ContextFlags} from '../cli/context.js'

export interface FindFlags extends ContextFlags {
  limit?: number
}

export default async function find(ctx: Context, flags: FindFlags, args: {text: string}): Promise<void> {
  const [{find}, {findGroupView, findView, groupMatches}, {limitedLine, searchedLine}] = await Promise.all([
    import('../services/find/index.js'),
    import('../render/find.js'),
    import('../format/find.js'),
  ])
  const {escapeControl} = await import('../util/redact.js')
  const result = await find(await ctx.client(), args.text, {limit: flags.limit, sellerId: () => ctx.sellerId()})
  const searched = searchedLine(result.searched)
  const empty = `nothing matches "${escapeControl(result.query.text)}" (${searched})`
  // On a terminal (never a data form), one row per charge or payment with a count of its matches; pipes and --json
  // one row per match.
  if (ctx.output.isTTY) await ctx.output.list(groupMatches(result.matches), findGroupView(ctx.output.colors, empty))
  else await ctx.output.list(result.matches, findView(ctx.output.colors, empty))
  const limited = limitedLine(result.searched)
  if (limited) ctx.output.info(limited)
  if (result.matches.length === 0) {
    // On a terminal the table's empty line said it; elsewhere stdout holds only the (empty) data.
    if (!ctx.output.isTTY) ctx.output.info(empty)
    ctx.exitCode = 1
  } else if (ctx.output.isTTY) ctx.output.info(searched)
}
