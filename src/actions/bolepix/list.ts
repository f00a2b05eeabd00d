/** `payctl bolepix list`: the seller's charges, printed as they arrive (a table keeps only their cells). */
import type {Context, ContextFlags} from '../../cli/context.js'

export interface BolepixListFlags extends ContextFlags {
  status?: string
  since?: string
  limit?: number
  all?: boolean
}

export default async function bolepixList(ctx: Context, flags: BolepixListFlags): Promise<void> {
  const {invoiceQueryFromFlags} = await import('../../services/bolepix/list.js')
  const {invoiceView} = await import('../../render/bolepix.js')
  const {eachInvoice} = await import('../../api/bolepix.js')
  const query = {...invoiceQueryFromFlags(flags), limit: flags.limit}
  const client = await ctx.client()
  const sellerId = await ctx.sellerId()
  // Any number of invoices in bounded memory; on a terminal the most recent first (render/output.ts list).
  await ctx.output.list((emit) => eachInvoice(client, sellerId, query, emit), invoiceView(ctx.output.colors), {recent: true, all: flags.all, limit: flags.limit, limitSent: flags.limit !== undefined})
}
