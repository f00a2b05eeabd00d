import {Args} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags, bulkFlags, sellerIdFlag, yesFlag} from '../../cli/flags.js'

export default class CardCancel extends BaseCommand {
  static override summary = 'Cancel a card payment, POST /api/sellers/{sellerId}/payments/{paymentId}/cancel (assumed path).'
  static override description = `Sends {} to cancel a PRE_AUTHORIZED or PAID payment (it becomes CANCELLED). The service does not document card
cancellation: this path mirrors capture and is an assumption (docs/decisions.md#card-cancellation). On a terminal the payment is shown
(from its events, when found) and you are asked to confirm; without a terminal --yes is required (exit 2
otherwise, nothing sent). A declined confirmation exits 1 and sends nothing. PAYMENT_ID is sent as given
(URL-encoded). --json prints the API's answer unchanged.

With - as PAYMENT_ID the payment ids are read from stdin (one per line, the first column of tab-separated text, a JSON
array, or JSON lines of records with "id") and each is cancelled (--yes required), --concurrency at a time, going on
after a failure: a line per id, a summary on stderr, exit 0 when all were cancelled and 1 otherwise; --json prints
[{"id", "ok", "status" | "error"}]. A cancel whose answer was lost is reported as unknown, never resent. A card
number among the ids refuses the whole input (exit 2, not repeated). --dry-run prints what would be sent and sends
nothing.`
  static override writes = true
  static override examples = [
    '<%= config.bin %> card cancel 3b0c9f8e-1d2a-4c5b-8e7f-6a5b4c3d2e1f',
    '<%= config.bin %> card cancel 3b0c9f8e-1d2a-4c5b-8e7f-6a5b4c3d2e1f --yes --json',
    '<%= config.bin %> card cancel 3b0c9f8e-1d2a-4c5b-8e7f-6a5b4c3d2e1f --profile production --seller-id 9f8e7d6c-5b4a-4321-8765-0fedcba98765',
    '<%= config.bin %> card cancel - --yes --json < payment-ids.txt',
  ]
  static override args = {paymentId: Args.string({required: true, description: 'payment id (from card pay), or - to read many from stdin'})}
  static override flags = {...apiFlags, ...sellerIdFlag, ...yesFlag, ...bulkFlags}

  async run(): Promise<void> {
    const {refuseCardNumbersInArgv} = await import('../../cli/card/argv.js')
    this.guardArgv((argv) => refuseCardNumbersInArgv(argv, CardCancel.flags, {command: 'card cancel', maxArgs: 1}))
    await this.act(CardCancel, () => import('../../actions/card/cancel.js'))
  }
}
