/**
 * `payctl bolepix cancel [INVOICE_ID]`: one charge cancelled after a confirmation on a terminal (picked from the PENDING
 * ones when no id is given), or many read from stdin (`-`) and --dry-run (cli/bulk.ts, which prints as it goes).
 */
import type {Shown} from '../../cli/command-function.js'
import type {Context, ContextFlags} from '../../cli/context.js'
import {UsageError} from '../../errors.js'

export interface BolepixCancelFlags extends ContextFlags {
  reason?: string
  yes: boolean
  'dry-run': boolean
  concurrency: number
}

export default async function bolepixCancel(ctx: Context, flags: BolepixCancelFlags, args: {invoice_id?: string}): Promise<Shown | void> {
  if (args.invoice_id === '-' || flags['dry-run']) {
    if (args.invoice_id === undefined) throw new UsageError('--dry-run needs INVOICE_ID, or - to read invoice ids from stdin')
    const {bulkCancel, previewBulkCancel} = await import('../../services/bolepix/cancel.js')
    const {pathId} = await import('../../api/bolepix.js')
    const {runBulkCommand} = await import('../../cli/bulk.js')
    const act = bulkCancel({reason: flags.reason, yes: flags.yes, dryRun: flags['dry-run']})
    await runBulkCommand(ctx, {
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
    return
  }
  const {cancelBolepix} = await import('../../services/bolepix/cancel.js')
  const {cancelledMessage, invoiceLines, pickerLabels} = await import('../../render/bolepix.js')
  const asker = await ctx.asker()
  const {invoiceId, answer} = await cancelBolepix(await ctx.client(), {
    invoiceId: args.invoice_id,
    reason: flags.reason,
    yes: flags.yes,
    asker,
    labels: pickerLabels,
    beforeConfirm: async () => {
      const {whereText} = await import('../../cli/where.js')
      ctx.output.info(`on  ${await whereText(ctx)}`)
    },
    sellerId: () => ctx.sellerId(),
    // Shown with the prompt, on stderr: stdout stays for the result.
    show: (record) => ctx.output.info(invoiceLines(record).join('\n')),
    warn: (m) => ctx.output.warn(m),
  })
  return {data: answer, human: () => ctx.output.line(cancelledMessage(invoiceId, answer))}
}
