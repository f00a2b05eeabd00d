import {Flags} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags, sellerIdFlag, listFlags, recentListFlags, sortFlag} from '../../cli/flags.js'
import {INVOICE_FIELDS} from '../../schemas/record-fields.js'

export default class BolepixList extends BaseCommand {
  static override summary = "List the seller's Bolepix charges, GET /bolepix/invoices?sellerId=…"
  static override description = `A table on a terminal (invoice id, status, amount, due date, debtor, created in local time, order id:
the columns the API returns; on a narrow terminal the creation time and order id are left out first), tab-separated
text on a pipe (every column, whole values), a bare JSON array with --json. --status (case-insensitive),
--since (a date, a date-time or a duration such as 2h or 7d) and --limit are sent as query parameters and applied
here too, since the API may ignore them. On a terminal the newest 30 are shown first, newest at the top, and a line
on stderr says how many there were (--limit N or --all for more); on a pipe and in every data form all of them, in
the service's order, unless --limit keeps the most recent N. --sort FIELD[:desc] orders them otherwise (dueDate,
amount:desc), on a terminal too; it reads every record first. A table longer than the screen goes through a pager.`
  static override writes = false
  static override examples = [
    '<%= config.bin %> bolepix list',
    '<%= config.bin %> bolepix list --status pending --since 7d',
    '<%= config.bin %> bolepix list --since 2026-05-01 --limit 20 --json',
    '<%= config.bin %> bolepix list --status pending --sort dueDate',
    '<%= config.bin %> bolepix list --sort amount:desc --limit 10 --csv',
  ]
  static override recordFields = INVOICE_FIELDS
  static override flags = {
    ...apiFlags,
    ...listFlags(INVOICE_FIELDS),
    ...recentListFlags,
    ...sortFlag(INVOICE_FIELDS),
    ...sellerIdFlag,
    status: Flags.string({description: 'only this status (PENDING, PAID, CANCELLED, EXPIRED; case-insensitive)'}),
    since: Flags.string({description: 'only records created since a date, a date-time or a duration back from now (2h, 7d)'}),
    limit: Flags.integer({description: 'at most N records (the most recent; with --sort, the first N in its order)', min: 1}),
  }

  async run(): Promise<void> {
    await this.act(BolepixList, () => import('../../actions/bolepix/list.js'))
  }
}
