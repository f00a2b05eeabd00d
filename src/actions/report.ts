/** `payctl report`: the period's charges and card payments counted and summed by status, per day, week or month. */
import type {Shown} from '../cli/command-function.js'
import type {Context, ContextFlags} from '../cli/context.js'

export interface ReportFlags extends ContextFlags {
  since?: string
  until?: string
  by?: string
  fields?: string
}

export default async function report(ctx: Context, flags: ReportFlags): Promise<Shown | void> {
  const {buildReport, parsePeriod} = await import('../services/report/report.js')
  const {chartLines, oddAmountLines, reportRows, reportView} = await import('../render/report.js')
  const {reportJson, summaryLines} = await import('../format/report.js')
  const {ValidationError} = await import('../errors.js')
  // Today and `7d` on the service's clock: a sandbox's may have been moved (cli/sandbox-today.ts).
  const {serviceNow} = await import('../cli/sandbox-today.js')
  const period = parsePeriod(flags, await serviceNow(ctx))
  if ('issues' in period) throw new ValidationError(period.issues, 'invalid period')
  const client = await ctx.client()
  const report = await buildReport(client, await ctx.sellerId(), {...period, by: (flags.by ?? 'day') as 'day' | 'week' | 'month'})
  const out = ctx.output
  // Amounts that cannot be money are named on stderr in every form (and in --json's oddAmounts).
  const odd = oddAmountLines(report)
  if (odd.length > 0) out.warn(odd.join('\n'))
  // --json prints the whole report (totals and rows); --jsonl, --csv and --fields the rows as a list.
  if (out.format === 'json' && !flags.fields) return {data: reportJson(report)}
  if (out.isTTY) for (const line of [...summaryLines(report), '']) out.line(line)
  await out.list(reportRows(report), reportView(out.colors))
  if (out.isTTY) {
    for (const line of ['', ...chartLines(report, out.width)]) out.line(line)
    out.line()
    for (const note of report.notGiven) out.line(out.colors.dim(`Not in the API: ${note}.`))
  }
}
