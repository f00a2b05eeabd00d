import {Args} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags, bulkFlags, sellerIdFlag} from '../../cli/flags.js'

export default class CardCapture extends BaseCommand {
  static override summary = 'Capture a pre-authorized card payment, POST /api/sellers/{sellerId}/payments/{paymentId}/capture.'
  static override description = `Sends {} to capture a payment made with --delay-capture (status PRE_AUTHORIZED), which then becomes
PAID. PAYMENT_ID is sent as given (URL-encoded). Capturing a payment that is not PRE_AUTHORIZED fails with the
API's reason (exit 1). --json prints the API's answer unchanged.

With - as PAYMENT_ID the payment ids are read from stdin: one per line, the first column of tab-separated text, a
JSON array, or JSON lines of records with "id" (such as card pay --json's answers). Each is captured, --concurrency at
a time, going on after a failure: a line per id, a summary on stderr, exit 0 when all were captured and 1
otherwise; --json prints [{"id", "ok", "status" | "error"}]. A capture whose answer was lost is reported as unknown,
never resent. A card number among the ids refuses the whole input (exit 2, not repeated). --dry-run prints what would
be sent and sends nothing.`
  static override writes = true
  static override examples = [
    '<%= config.bin %> card capture 3b0c9f8e-1d2a-4c5b-8e7f-6a5b4c3d2e1f',
    '<%= config.bin %> card capture 3b0c9f8e-1d2a-4c5b-8e7f-6a5b4c3d2e1f --seller-id 9f8e7d6c-5b4a-4321-8765-0fedcba98765 --json',
    '<%= config.bin %> card capture 3b0c9f8e-1d2a-4c5b-8e7f-6a5b4c3d2e1f --profile sandbox --debug',
    '<%= config.bin %> card capture - --dry-run < payment-ids.txt',
  ]
  static override args = {paymentId: Args.string({required: true, description: 'payment id (from card pay), or - to read many from stdin'})}
  static override flags = {...apiFlags, ...sellerIdFlag, ...bulkFlags}

  async run(): Promise<void> {
    const {refuseCardNumbersInArgv} = await import('../../cli/card/argv.js')
    this.guardArgv((argv) => refuseCardNumbersInArgv(argv, CardCapture.flags, {command: 'card capture', maxArgs: 1}))
    await this.act(CardCapture, () => import('../../actions/card/capture.js'))
  }
}
