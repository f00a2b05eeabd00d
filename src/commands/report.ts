import {Flags} from '@oclif/core'
import {BaseCommand} from '../cli/base-command.js'
import {apiFlags, listFlags, sellerIdFlag} from '../cli/flags.js'
import {REPORT_FIELDS} from '../schemas/report-fields.js'

export default class Report extends BaseCommand {
  static override summary = 'The day’s close: Bolepix charges and card payments counted and summed by status, per day, week or month.'
  static override description = `For the period (--since, --until; by default today so far): Bolepix charges created, paid, cancelled and
expired, and what was still open at the end; card payments paid, pre-authorized, cancelled and declined; and the
money that came in. A charge counts in the period of the event that moved it: created by its creation time, paid
by its charge-in event, cancelled by its charge-cancelled event, card payments by their PAYMENT.* events. Sums
in integer cents. On a terminal: the totals, a table per day (--by week or month) and a bar chart; on a pipe the
table as tab-separated text; --json the whole report (amounts in reais and in cents, dates YYYY-MM-DD); --csv a
row per day and a total row. Fees and settlement dates are not in the API and are not invented. The invoice list
and the events are streamed: a year of charges in bounded memory.`
  static override writes = false
  static override examples = [
    '<%= config.bin %> report',
    '<%= config.bin %> report --since 2026-11-01 --until 2026-11-30 --by week',
    '<%= config.bin %> report --since 30d --json',
  ]
  static override recordFields = REPORT_FIELDS
  static override flags = {
    ...apiFlags,
    // --fields' help names the fields by pattern (the 28 of them in full made oclif's flag table overflow 80 columns).
    ...listFlags([
      'bucket',
      'bolepix.{created,paid,cancelled,expired}.{count,amount,amountCents}',
      'card.{paid,preAuthorized,cancelled,declined}.…',
      'moneyIn.…',
    ]),
    ...sellerIdFlag,
    since: Flags.string({
      description: 'start of the period: a date (from its start), a date-time or a duration back from now (7d); default today',
    }),
    until: Flags.string({description: 'end of the period: a date (to its end), a date-time or a duration back from now; default now'}),
    by: Flags.string({
      description: 'one row per day, week (from Monday) or month: day (the default), week, month',
      options: ['day', 'week', 'month'],
    }),
  }

  async run(): Promise<void> {
    await this.act(Report, () => import('../actions/report.js'))
  }
}
