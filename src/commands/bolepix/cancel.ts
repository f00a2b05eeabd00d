import {Args, Flags} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags, bulkFlags, sellerIdFlag, yesFlag} from '../../cli/flags.js'

export default class BolepixCancel extends BaseCommand {
  static override summary = 'Cancel a Bolepix charge, POST /api/v2/payments/bolepix/{invoiceId}/cancel.'
  static override description = `Sends {"reason": TEXT}. On a terminal the charge is shown and you are asked to confirm (with no INVOICE_ID,
you pick one of the PENDING charges; with no --reason, you are asked for one). Without a terminal --yes and --reason
are required (exit 2 otherwise, nothing sent). A declined confirmation exits 1 and sends nothing. --json prints the
API's answer unchanged.

With - as INVOICE_ID the invoice ids are read from stdin: one per line, the first column of tab-separated text, a JSON
array, or JSON lines of records with "invoiceId" (what bolepix list --json or --jq '.[].invoiceId' prints). Each is
cancelled with the same --reason (--yes required), --concurrency at a time, going on after a failure: a line per id,
a summary on stderr, exit 0 when all were cancelled and 1 otherwise; --json prints [{"id", "ok", "status" | "error"}].
A cancel whose answer was lost is reported as unknown, never resent. --dry-run prints what would be sent and sends
nothing.`
  static override writes = true
  static override examples = [
    '<%= config.bin %> bolepix cancel 6f1c0b1e-6a52-4c1b-9d7e-2f0e6c3b8a41 --reason "duplicate charge"',
    '<%= config.bin %> bolepix cancel 6f1c0b1e-6a52-4c1b-9d7e-2f0e6c3b8a41 --reason "order cancelled by the customer" --yes --json',
    '<%= config.bin %> bolepix cancel --reason "wrong amount"',
    '<%= config.bin %> bolepix list --status PENDING --since 30d --jq \'.[].invoiceId\' | <%= config.bin %> bolepix cancel - --reason "campaign ended" --yes',
  ]
  static override args = {
    invoice_id: Args.string({
      required: false,
      description:
        'invoice id, or its first 8 or more characters, or - to read many (whole ids) from stdin; on a terminal, omit it to pick one',
    }),
  }
  static override flags = {
    ...apiFlags,
    ...sellerIdFlag,
    ...yesFlag,
    ...bulkFlags,
    reason: Flags.string({description: 'why the charge is cancelled (free text, sent as {"reason": …})'}),
  }

  async run(): Promise<void> {
    await this.act(BolepixCancel, () => import('../../actions/bolepix/cancel.js'))
  }
}
