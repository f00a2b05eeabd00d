import {Args, Flags} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags, bulkFlags, sellerIdFlag, yesFlag} from '../../cli/flags.js'
import {UsageError} from '../../errors.js'

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
  static override examples = [
    '<%= config.bin %> bolepix cancel 6f1c0b1e-6a52-4c1b-9d7e-2f0e6c3b8a41 --reason "duplicate charge"',
    '<%= config.bin %> bolepix cancel 6f1c0b1e-6a52-4c1b-9d7e-2f0e6c3b8a41 --reason "order cancelled by the customer" --yes --json',
    '<%= config.bin %> bolepix cancel --reason "wrong amount"',
    '<%= config.bin %> bolepix list --status PENDING --since 30d --jq \'.[].invoiceId\' | <%= config.bin %> bolepix cancel - --reason "campaign ended" --yes',
  ]
  static override args = {invoice_id: Args.string({required: false, description: 'invoice id, or its first 8 or more characters, or - to read many (whole ids) from stdin; on a terminal, omit it to pick one'})}
  static override flags = {
    ...apiFlags,
    ...sellerIdFlag,
    ...yesFlag,
    ...bulkFlags,
    reason: Flags.string({description: 'why the charge is cancelled (free text, sent as {"reason": …})'}),
  }

  async run(): Promise<unknown> {
    const {args, flags} = await this.parse(BolepixCancel)
    const ctx = this.context(flags)
    if (args.invoice_id === '-' || flags['dry-run']) {
      if (args.invoice_id === undefined) throw new UsageError('--dry-run needs INVOICE_ID, or - to read invoice ids from stdin')
      const {bulkCancel, previewBulkCancel} = await import('../../services/bolepix/cancel.js')
      const {pathId} = await import('../../api/bolepix.js')
      const {runBulkCommand} = await import('../../cli/bulk.js')
      const act = bulkCancel({reason: flags.reason, yes: flags.yes, dryRun: flags['dry-run']})
      return runBulkCommand(ctx, {
        command: 'bolepix cancel',
        input: {keys: ['invoiceId', 'id'], what: 'invoice id'},
        action: {
          verb: 'cancel',
          done: 'cancelled',
          request: (id) => `POST /api/v2/payments/bolepix/${pathId(id)}/cancel ${JSON.stringify({reason: flags.reason})}`,
          check: (id) => `payctl bolepix get ${id}`,
        },
        ids: args.invoice_id === '-' ? undefined : [args.invoice_id],
        dryRun: flags['dry-run'],
        concurrency: flags.concurrency,
        act,
        // --dry-run reads each charge: which would fail and why (already PAID, not found, another seller's).
        preview: flags['dry-run'] ? previewBulkCancel(await ctx.sellerId()) : undefined,
      })
    }
    const {cancelBolepix} = await import('../../services/bolepix/cancel.js')
    const {cancelledMessage, invoiceLines, pickerLabels} = await import('../../render/bolepix.js')
    const asker = await ctx.asker()
    const {invoiceId, answer} = await cancelBolepix(await ctx.client(), {
      invoiceId: args.invoice_id,
      reason: flags.reason,
      yes: flags.yes,
      prompts: asker && {
        pick: (pending) => {
          const labels = pickerLabels(pending)
          return asker.choose('Which charge do you want to cancel?', pending.map((r, i) => ({name: labels[i]!, value: r.invoiceId})))
        },
        confirm: async (m) => {
          const {whereText} = await import('../../cli/where.js')
          ctx.output.info(`on  ${await whereText(ctx)}`)
          return asker.confirm(m, false)
        },
        ask: (m, validate) => asker.text(m, {validate}),
      },
      sellerId: () => ctx.sellerId(),
      // Shown with the prompt, on stderr: stdout stays for the result.
      show: (record) => ctx.output.info(invoiceLines(record).join('\n')),
      warn: (m) => ctx.output.warn(m),
    })
    if (ctx.output.json) ctx.output.printJson(answer)
    else ctx.output.line(cancelledMessage(invoiceId, answer))
    return answer
  }
}
