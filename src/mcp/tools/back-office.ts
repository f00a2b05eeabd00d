/**
 * The back office over MCP (docs/mcp.md#tools, docs/report.md): `report` (the period's close, as `payctl report
 * --json`) and `decode` (a boleto line or barcode, or a Pix code, as `payctl bolepix decode --json`). Both read only.
 * The text gives amounts in pt-BR (R$ 1.234,56); structuredContent the exact cents.
 */
import {z} from 'zod'
import {decodedFields, decodedJson, matchLines} from '../../format/payment-codes.js'
import {reportJson, summaryLines} from '../../format/report.js'
import {decodePaymentCode} from '../../schemas/payment-codes.js'
import {ValidationError} from '../../errors.js'
import {lookUpMatches} from '../../services/bolepix/decode.js'
import {buildReport, parsePeriod} from '../../services/report/report.js'
import {zodTool} from '../tool.js'

export const reportTool = zodTool({
  name: 'report',
  title: "The period's close: charges and payments by status",
  description: `For a period (since, until: by default today so far), Bolepix charges created, paid, cancelled and expired and what was still open at the end; card payments paid, pre-authorized, cancelled and declined; the money that came in; per day, week or month. A charge counts in the period of the event that moved it (created by its creation time, paid by its charge-in event, cancelled by its charge-cancelled event). Amounts in reais and in exact integer cents, as \`payctl report --json\` prints them. Fees and settlement dates are not in the API.
Cost: one GET /api/events and one GET /bolepix/invoices, each read whole (streamed); changes nothing.`,
  write: false,
  args: z.strictObject({since: z.string().optional(), until: z.string().optional(), by: z.enum(['day', 'week', 'month']).optional()}),
  describe: {
    since: 'start: a date (2026-11-01, from its start), a date-time, or a duration back from now (7d); default today',
    until: 'end: a date (to its end), a date-time, or a duration back from now; default now',
    by: 'one bucket per day (default), week (from Monday) or month',
  },
  async run(args, ctx) {
    const period = parsePeriod(args, new Date())
    if ('issues' in period) throw new ValidationError(period.issues, 'invalid period')
    const report = await buildReport(await ctx.client(), await ctx.sellerId(), {...period, by: args.by ?? 'day'})
    return {data: reportJson(report), summary: [...summaryLines(report), ...report.notGiven.map((n) => `Not in the API: ${n}.`)].join('\n')}
  },
})

export const decodeTool = zodTool({
  name: 'decode',
  title: 'Decode a boleto line or a Pix code',
  description: `Reads what a payer reads out: a boleto's typed line (47 digits, dots and spaces allowed), its barcode (44 digits), a utility or tax bill (arrecadação: 48 digits or a 44-digit barcode starting with 8, spaces, dashes and dots allowed), or a Pix copy-and-paste code (BR Code, starting 000201). Gives the bank, amount, due date and free field of a boleto, the segment, amount, company and free field of a utility bill (never matched to charges: it is not the seller's), or the key or URL, receiver, city, amount and txid of a Pix code, with every check digit (or the CRC) verified: a wrong one is an error naming it. Then the seller's charges that match (the same code, or the same amount and due date), as \`payctl bolepix decode --json\` prints them.
Cost: no request to decode; one GET /bolepix/invoices to match (skipped with offline: true); changes nothing.`,
  write: false,
  args: z.strictObject({text: z.string().min(1, 'must not be empty'), offline: z.boolean().optional()}),
  describe: {text: 'the typed line, the barcode or the Pix code, as the payer gave it', offline: 'true: do not look for matching charges'},
  async run(args, ctx) {
    const code = decodePaymentCode(args.text, ctx.today)
    const match = await lookUpMatches(code, {
      offline: args.offline,
      settings: async () => ({...(await ctx.credentials()), sellerId: await ctx.sellerId().catch(() => undefined)}),
      client: () => ctx.client(),
    })
    const fields = decodedFields(code)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([label, v]) => `${label}: ${v}`)
    return {
      data: decodedJson(code, match),
      summary: [...fields, ...(code.kind === 'pix' ? [`code: ${code.code}`] : []), ...matchLines(match)].join('\n'),
    }
  },
})

export const BACK_OFFICE_TOOLS = [reportTool, decodeTool]
