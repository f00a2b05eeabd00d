/**
 * `find` over MCP (docs/mcp.md#tools): charges, events and deliveries from what a customer says, calling what
 * `payctl find` calls (services/find/). A read tool.
 */
import {z} from 'zod'
import {limitedLine, matchSummary, searchedLine} from '../../format/find.js'
import {find} from '../../services/find/index.js'
import {count, items, limitArg, zodTool} from '../tool.js'

/** The most matches find returns to a model (20,000 charges named Maria Silva would all match "maria"). */
export const MAX_FIND_MATCHES = 100

export const findTool = zodTool({
  name: 'find',
  title: 'Find charges, events and deliveries',
  description: `Finds charges, events and notifications from what a customer says, as \`payctl find TEXT --json\` does: an id or its first 8 or more characters, an order id, a CPF or CNPJ in any usual format (423.189.708-58 or 42318970858), an e-mail, an amount (150,75 or "R$ 1.234,56") or part of a name (case and accents do not matter). Each match is {"kind" (charge, event, notification), "id", "status", "matched" (the fields that matched), "record"}; a charge's record is what get_charge shows without the timeline. At most ${MAX_FIND_MATCHES} matches are returned, the first found; \`more\` says how many others matched. Events and deliveries about a charge that matched are not listed again: get_charge shows them.
Cost: one GET of every charge of the seller, one GET /api/events and one GET /api/notifications (limit: only the most recent N of each are searched); changes nothing.`,
  write: false,
  args: z.strictObject({text: z.string(), limit: limitArg.optional()}),
  describe: {
    text: 'what to look for: an id (or its first 8+ characters), an order id, a CPF or CNPJ, an e-mail, an amount, part of a name',
    limit: 'search only the most recent N charges, events and notifications',
  },
  async run(args, ctx) {
    const result = await find(await ctx.client(), args.text, {limit: args.limit, sellerId: () => ctx.sellerId()})
    const limited = limitedLine(result.searched)
    if (limited) ctx.note(limited.replace(' (--limit)', ' (limit)'))
    // A result a model can read: at most MAX_FIND_MATCHES records, and how many more there were.
    const returned = result.matches.slice(0, MAX_FIND_MATCHES)
    const left = result.matches.length - returned.length
    const matches = returned.map((m) => ({kind: m.kind, id: m.id, status: m.status, matched: m.matched, record: m.record}))
    const lines = result.matches
      .slice(0, 10)
      .map((m) => `- ${m.kind} ${m.id} · ${m.status ?? '-'} · ${matchSummary(m)} (matched ${m.matched.join(', ')})`)
    const where =
      left > 0
        ? `the first ${returned.length} are in the structured result, ${left} more are not: give more of the text (an id, a document, an amount) to narrow it`
        : 'all are in the structured result'
    const more = result.matches.length > 10 ? `(the first 10 of ${result.matches.length} shown here; ${where})` : ''
    const head =
      result.matches.length === 0
        ? `nothing matches "${result.query.text}"`
        : `${count(result.matches.length, 'match', 'matches')} for "${result.query.text}"`
    const data = left > 0 ? {...items(matches), more: left} : items(matches)
    return {data, summary: [`${head} (${searchedLine(result.searched)})${lines.length ? ':' : ''}`, ...lines, ...(more ? [more] : [])]}
  },
})
