/**
 * The sandbox's own controls over MCP (docs/mcp.md#tools, docs/sandbox.md): sandbox_clock (reads its date, GET
 * /_sandbox/clock, as `trigger` does), sandbox_pay_charge (the debtor pays) and sandbox_advance_clock, calling what
 * `payctl sandbox pay` and `sandbox clock` call. They exist only on a payctl sandbox; elsewhere the answer is "not
 * found", reported as such.
 */
import {z} from 'zod'
import {getInvoice} from '../../api/bolepix.js'
import {moveClock, payInvoice, probeSandbox} from '../../api/sandbox.js'
import {NotFoundError, UsageError} from '../../errors.js'
import {parseDuration} from '../../schemas/dates.js'
import {withInvoiceId} from '../../services/lookup.js'
import {chargeLine, chargeValues} from './charges.js'
import {zodTool} from '../tool.js'

export const sandboxPayCharge = zodTool({
  name: 'sandbox_pay_charge',
  title: 'Sandbox: the debtor pays a charge',
  description: `On the payctl sandbox only: pays a PENDING Bolepix charge as its debtor would (POST /_sandbox/bolepix/{invoiceId}/pay), as \`payctl sandbox pay ID\` does; the charge becomes PAID and its charge-in event and webhook deliveries follow. A person confirms first.
Cost: one GET of the charge (to show it) and one POST to the sandbox; no real money moves. Against the real service the route does not exist (not found).`,
  write: true,
  args: z.strictObject({invoice_id: z.string().min(1, 'must not be empty')}),
  describe: {invoice_id: 'the invoice id of a PENDING charge on the sandbox, or its first 8 or more characters'},
  async run(args, ctx) {
    const client = await ctx.client()
    // The id as given, or as the start of one (services/lookup.ts), resolved by reading the charge to show it.
    const {id, result: record} = await withInvoiceId(
      client,
      () => ctx.sellerId(),
      args.invoice_id,
      (given) => getInvoice(client, given),
    )
    await ctx.confirm({
      action: 'pay a sandbox charge as its debtor.',
      values: chargeValues(record),
      accept: 'Accept to pay it; decline to send nothing.',
    })
    const answer = await payInvoice(client, id)
    return {data: answer, summary: `sandbox charge paid: ${chargeLine(answer.data)}`}
  },
})

export const sandboxAdvanceClock = zodTool({
  name: 'sandbox_advance_clock',
  title: 'Sandbox: move the clock forward',
  description: `On the payctl sandbox only: moves its clock forward by a duration (POST /_sandbox/clock {"advance": "6d"}), as \`payctl sandbox clock +6d\` does; charges past their last payment day expire, uncaptured pre-authorizations are reversed, webhook retries fall due. The clock never moves back. A person confirms first.
Cost: one POST to the sandbox; every charge and payment on it ages.`,
  write: true,
  args: z.strictObject({advance: z.string()}),
  describe: {advance: 'a positive duration: 6d, 12h, 30m (a leading + is allowed)'},
  async run(args, ctx) {
    const advance = args.advance.trim().replace(/^\+/, '')
    const ms = parseDuration(advance)
    if (!(ms && ms > 0)) throw new UsageError(`advance: invalid duration "${args.advance}": use a positive duration such as 6d, 12h or 30m`)
    await ctx.confirm({
      action: 'move the sandbox clock forward. Charges past their last payment day expire and uncaptured pre-authorizations are reversed.',
      values: [['by', advance]],
      accept: 'Accept to move it; decline to send nothing.',
    })
    const answer = await moveClock(await ctx.client(), advance)
    const days = Math.round((answer.offset_ms / 86_400_000) * 100) / 100
    const expired = answer.expired?.length ? `; expired: ${answer.expired.join(', ')}` : ''
    const reversed = answer.reversed?.length ? `; reversed: ${answer.reversed.join(', ')}` : ''
    return {data: answer, summary: `sandbox time is now ${answer.now} (${days} days ahead of real time)${expired}${reversed}`}
  },
})

export const sandboxClock = zodTool({
  name: 'sandbox_clock',
  title: 'Sandbox: read its date',
  description: `On the payctl sandbox only: reads its clock (GET /_sandbox/clock): {"now", "today", "offset_ms"}, the sandbox's date and time and how far ahead of real time sandbox_advance_clock has moved it. Due dates and expiries on the sandbox follow this date. Against another service it answers that the base URL is not a payctl sandbox.
Cost: one GET; changes nothing.`,
  write: false,
  args: z.strictObject({}),
  async run(_args, ctx) {
    const probe = await probeSandbox(await ctx.client())
    if (!probe.sandbox) throw new NotFoundError(`not a payctl sandbox: ${ctx.baseUrl} (${probe.why})`)
    const c = probe.clock
    const days = Math.round((c.offset_ms / 86_400_000) * 100) / 100
    return {data: c, summary: `sandbox date ${c.today} (now ${c.now}, ${days} day${days === 1 ? '' : 's'} ahead of real time)`}
  },
})

export const SANDBOX_TOOLS = [sandboxClock, sandboxPayCharge, sandboxAdvanceClock]
