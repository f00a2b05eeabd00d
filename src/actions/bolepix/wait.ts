/** `payctl bolepix wait INVOICE_ID`: polls a charge until it is PAID or CANCELLED (--until), with progress on a terminal. */
import type {Shown} from '../../cli/command-function.js'
import type {Context, ContextFlags} from '../../cli/context.js'

export interface BolepixWaitFlags extends ContextFlags {
  until: string
  timeout: string
  interval: string
}

export default async function bolepixWait(ctx: Context, flags: BolepixWaitFlags, args: {invoice_id: string}): Promise<Shown> {
  const {durationFlag, formatWait, untilStatus, waitForStatus} = await import('../../services/bolepix/wait.js')
  const {invoiceFields} = await import('../../render/bolepix.js')
  const {escapeControl} = await import('../../util/redact.js')
  const until = untilStatus(flags.until)
  const timeoutMs = durationFlag('timeout', flags.timeout, 0)
  const intervalMs = durationFlag('interval', flags.interval, 100)
  const progress = ctx.output.drawsOnStderr
  const clear = () => progress && ctx.output.stderr.write('\r\u001b[2K')
  const {withInvoiceId} = await import('../../services/lookup.js')
  const client = await ctx.client()
  try {
    const {result: record} = await withInvoiceId(
      client,
      () => ctx.sellerId(),
      args.invoice_id,
      (id) =>
        waitForStatus(client, id, {
          until,
          timeoutMs,
          intervalMs,
          signal: ctx.signal,
          onPoll: (r, elapsed) => {
            if (progress)
              ctx.output.stderr.write(
                `\r\u001b[2Kwaiting for ${escapeControl(args.invoice_id)} to be ${until}: ${escapeControl(r.status)} (${formatWait(elapsed)} of ${formatWait(timeoutMs)})`,
              )
          },
          onRetry: (err) => progress && ctx.output.stderr.write(`\r\u001b[2K${ctx.output.redact(err.message)}; still trying`),
        }),
    )
    return {data: record, human: () => ctx.output.record(record, invoiceFields(record))}
  } finally {
    clear()
  }
}
