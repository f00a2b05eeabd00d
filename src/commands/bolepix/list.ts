import {Flags} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags, sellerIdFlag} from '../../cli/flags.js'

export default class BolepixList extends BaseCommand {
  static override summary = "List the seller's Bolepix charges, GET /bolepix/invoices?sellerId=…"
  static override description = `A table on a terminal (invoice id, status, created in local time, and the amount and order id
when the API returns them), tab-separated text on a pipe, a bare JSON array with --json. --status (case-insensitive),
--since (a date, a date-time or a duration such as 2h or 7d) and --limit are sent as query parameters and applied
here too, since the API may ignore them. Without --limit every record is shown; with it, the most recent N.`
  static override examples = [
    '<%= config.bin %> bolepix list',
    '<%= config.bin %> bolepix list --status pending --since 7d',
    '<%= config.bin %> bolepix list --since 2026-05-01 --limit 20 --json',
  ]
  static override flags = {
    ...apiFlags,
    ...sellerIdFlag,
    status: Flags.string({description: 'only this status (PENDING, PAID, CANCELLED, EXPIRED; case-insensitive)'}),
    since: Flags.string({description: 'only records created since a date, a date-time or a duration back from now (2h, 7d)'}),
    limit: Flags.integer({description: 'at most N records (the most recent)', min: 1}),
  }

  async run(): Promise<unknown> {
    const {flags} = await this.parse(BolepixList)
    const ctx = this.context(flags)
    const {invoiceQueryFromFlags} = await import('../../services/bolepix/list.js')
    const {invoiceColumns, streamedInvoiceColumns} = await import('../../render/bolepix.js')
    // The records' read path without zod (api/bolepix-records.ts); --limit needs the whole list, from api/bolepix.ts.
    const {eachInvoice} = await import('../../api/bolepix-records.js')
    const query = invoiceQueryFromFlags(flags)
    const client = await ctx.client()
    const sellerId = await ctx.sellerId()
    if (ctx.output.json && query.limit === undefined) {
      // Printed as the records arrive, none kept: 100,000 invoices in bounded memory (docs/performance.md).
      const out = ctx.output.jsonArray()
      await eachInvoice(client, sellerId, query, (record) => out.write(record))
      await out.end()
      return undefined
    }
    const empty = 'no Bolepix charges found'
    if (query.limit === undefined) {
      // Without --limit (which needs the most recent records, so the whole list first), the records are validated one
      // by one as they arrive and each is kept only as its cells: a table needs every row for its column widths, and
      // 100,000 records weigh several times their cells (docs/performance.md).
      const columns = streamedInvoiceColumns(ctx.output.colors)
      const list = ctx.output.listRows(columns.columns)
      await eachInvoice(client, sellerId, query, (record) => {
        columns.see(record)
        list.add(record)
      })
      await list.end({columns: columns.shown(), empty})
      return undefined
    }
    const {listInvoices} = await import('../../api/bolepix.js')
    const records = await listInvoices(client, sellerId, query)
    await ctx.output.list(records, invoiceColumns(records, ctx.output.colors), {empty})
    return records
  }
}
