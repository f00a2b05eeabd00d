/** `payctl bolepix list`: the seller's charges, printed as they arrive (a table keeps only their cells). */
import type {Context, ContextFlags} from '../../cli/context.js'
import {limitToSend, recentListOptions, type RecentListFlags} from '../../cli/list-options.js'

export interface BolepixListFlags extends ContextFlags, RecentListFlags {
  status?: string
  since?: string
}

export default async function bolepixList(ctx: Context, flags: BolepixListFlags): Promise<void> {
  const {invoiceQueryFromFlags} = await import('../../services/bolepix/list.js')
  const {invoiceView} = await import('../../render/bolepix.js')
  const {eachInvoice} = await import('../../api/bolepix.js')
  invoiceQueryFromFlags(flags, ctx.now()) // every flag checked before anything is sent
  // `--since 7d` on the service's clock: a sandbox's may have been moved (cli/sandbox-today.ts).
  const {nowForSince} = await import('../../cli/sandbox-today.js')
  const query = {...invoiceQueryFromFlags(flags, await nowForSince(ctx, flags.since)), limit: limitToSend(flags)}
  const client = await ctx.client()
  const sellerId = await ctx.sellerId()
  // Any number of invoices in bounded memory (unless --sort, which needs them all); on a terminal the most recent
  // first (render/output.ts list).
  await ctx.output.list((emit) => eachInvoice(client, sellerId, query, emit), invoiceView(ctx.output.colors), recentListOptions(flags))
}
