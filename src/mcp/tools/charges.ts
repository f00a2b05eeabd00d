/**
 * Bolepix charges over MCP (docs/mcp.md#tools): list_charges, get_charge (with the timeline), create_charge and
 * cancel_charge, calling what `bolepix list`, `get --timeline`, `create` and `cancel` call.
 */
import {z} from 'zod'
import {createInvoice, getInvoice, listInvoices, type InvoiceRecord} from '../../api/bolepix.js'
import {formatAmount} from '../../format/money.js'
import {maskDocument} from '../../format/documents.js'
import {bolepixCreateSchema} from '../../schemas/bolepix.js'
import {localDate} from '../../schemas/dates.js'
import {BOLEPIX_FIELDS} from '../../services/bolepix/fields.js'
import {buildCreateBody} from '../../services/bolepix/create.js'
import {cancelBolepix} from '../../services/bolepix/cancel.js'
import {invoiceQueryFromFlags} from '../../services/bolepix/list.js'
import {invoiceTimeline} from '../../services/bolepix/timeline.js'
import {withInvoiceId} from '../../services/lookup.js'
import {clientAsker} from '../asker.js'
import type {Confirmation} from '../confirm.js'
import {count, describeProperties, items, jsonSchemaOf, limitArg, zodTool, type Tool} from '../tool.js'

/** How many charges list_charges returns when no limit is given: a list for a model to read, not an export. */
export const DEFAULT_LIST_LIMIT = 50

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined)

/** `Maria Silva, CPF ***.189.708-**`: a debtor as a confirmation shows it (LGPD masking, docs/domain.md). */
export function debtorLine(debtor: unknown): string | undefined {
  if (!debtor || typeof debtor !== 'object') return undefined
  const d = debtor as {name?: unknown; document?: unknown}
  const doc = str(d.document)
  const kind = doc && doc.replace(/\D/g, '').length === 11 ? 'CPF' : 'CNPJ'
  return [str(d.name), doc ? `${kind} ${maskDocument(doc)}` : undefined].filter(Boolean).join(', ') || undefined
}

/**
 * A charge in a confirmation: who and how much first, on one line (the debtor's name, the document masked, the
 * amount, the due date; a long name is cut before anything else), then the invoice id and status on a line of their
 * own, so that an id, however long, never pushes the debtor or the amount out of the line.
 */
export function chargeValues(r: InvoiceRecord): Confirmation['values'] {
  const d = ((r as Record<string, unknown>).debtor ?? {}) as {name?: unknown; document?: unknown}
  const name = str(d.name)
  const doc = str(d.document)
  const parts = [
    name,
    doc ? `${doc.replace(/\D/g, '').length === 11 ? 'CPF' : 'CNPJ'} ${maskDocument(doc)}` : undefined,
    formatAmount(r.amount),
    r.dueDate ? `due ${r.dueDate}` : undefined,
  ].filter((p): p is string => !!p)
  return [
    ['charge', {parts, shrink: name ? 0 : -1}],
    ['invoice', [r.invoiceId, r.status].filter(Boolean).join(' · ')],
  ]
}

/** One line about a charge: id, status, amount, due date, debtor. */
export function chargeLine(r: InvoiceRecord): string {
  const rec = r as Record<string, unknown>
  return [r.invoiceId, r.status, formatAmount(r.amount), r.dueDate ? `due ${r.dueDate}` : undefined, debtorLine(rec.debtor)]
    .filter(Boolean)
    .join(' · ')
}

export const listCharges = zodTool({
  name: 'list_charges',
  title: 'List Bolepix charges',
  description: `The seller's Bolepix charges (boleto + Pix), most recent last: invoiceId, status (PENDING, PAID, CANCELLED, EXPIRED), amount in reais, due date, debtor, as \`payctl bolepix list --json\` prints them.
Filters: status; since (a date 2026-05-01, a date-time, or a duration back from now: 2h, 7d); limit (the most recent N, default ${DEFAULT_LIST_LIMIT}, at most 1000).
Cost: one GET /bolepix/invoices, which reads every charge of the seller (the filters are sent and applied here too); changes nothing.`,
  write: false,
  args: z.strictObject({
    status: z.string().optional(),
    since: z.string().optional(),
    limit: limitArg.optional(),
  }),
  describe: {
    status: 'only this status: PENDING, PAID, CANCELLED or EXPIRED (case-insensitive)',
    since: 'only charges created since a date (2026-05-01), a date-time (2026-05-01T10:00) or a duration back from now (2h, 7d)',
    limit: `the most recent N charges (default ${DEFAULT_LIST_LIMIT})`,
  },
  async run(args, ctx) {
    const query = {...invoiceQueryFromFlags({status: args.status, since: args.since}), limit: args.limit ?? DEFAULT_LIST_LIMIT}
    const records = await listInvoices(await ctx.client(), await ctx.sellerId(), query)
    const lines = records.slice(-10).map((r) => `- ${chargeLine(r)}`)
    const shown = records.length > 10 ? `(the last 10 of ${records.length} shown here; all are in the structured result)` : ''
    const limited = records.length === query.limit ? ` (the most recent ${query.limit}: pass a larger limit for more)` : ''
    return {
      data: items(records),
      summary: [`${count(records.length, 'charge')}${limited}${lines.length ? ':' : ''}`, ...lines, ...(shown ? [shown] : [])],
    }
  },
})

export const getCharge = zodTool({
  name: 'get_charge',
  title: 'Show one Bolepix charge and its timeline',
  description: `One Bolepix charge by its invoice id, with its timeline: the events about it (charge-create, charge-in, charge-cancelled) and every delivery attempt of their webhook notifications, in time order, as \`payctl bolepix get ID --timeline --json\` prints it.
Cost: one GET of the charge, one GET /api/events, and one GET /api/notifications per event about the charge; changes nothing.`,
  write: false,
  args: z.strictObject({invoice_id: z.string().min(1, 'must not be empty')}),
  describe: {invoice_id: 'the invoice id (invoiceId) as list_charges or find shows it, or its first 8 or more characters'},
  async run(args, ctx) {
    const client = await ctx.client()
    const {result: record} = await withInvoiceId(
      client,
      () => ctx.sellerId(),
      args.invoice_id,
      (id) => getInvoice(client, id),
    )
    const timeline = await invoiceTimeline(client, record)
    const last = timeline.entries.at(-1)
    return {
      data: {...record, timeline: timeline.entries},
      summary: [
        chargeLine(record),
        `timeline: ${count(timeline.events.length, 'event')}, ${count(timeline.notifications.length, 'notification')}${last ? `; last: ${last.kind} at ${last.at}` : ''}`,
      ],
    }
  },
})

/** The descriptions of the creation body's fields, by body path (the CLI's flag help). */
const BODY_DESCRIPTIONS = Object.fromEntries(
  BOLEPIX_FIELDS.map((f) => [f.path, `${f.description}${f.example ? ` (e.g. ${f.example})` : ''}`]),
)

export const createCharge: Tool<Record<string, unknown>> = {
  name: 'create_charge',
  title: 'Create a Bolepix charge',
  description: `Creates a Bolepix charge (boleto + Pix) that the debtor can pay: the body of POST /api/v2/payments/bolepix, as \`payctl bolepix create --body-file\` takes it (amount in reais such as 150.75 or "150,75", dueDate YYYY-MM-DD, today or +7d, expirationAfterPayment in days, debtor with a valid CPF or CNPJ and address; order_id is generated when missing).
Every field is checked first and every problem named at once; nothing is sent then. A person confirms the charge (amount, debtor, document masked, base URL) before it is sent.
Cost: one POST that creates a real charge on the account in use (no money moves until the debtor pays). If the answer is lost, the outcome is reported as unknown and never retried: check with list_charges or find before creating it again.`,
  write: true,
  inputSchema: () => describeProperties(jsonSchemaOf(bolepixCreateSchema(localDate(new Date()))), BODY_DESCRIPTIONS),
  // Checked by the CLI's own function when the tool runs (buildCreateBody: every missing and invalid field at once).
  parse: (args) => args,
  async run(args, ctx) {
    const created = await buildCreateBody({base: args, values: {}, options: {today: ctx.today, newId: ctx.newId}})
    const body = created.body as {amount?: unknown; dueDate?: unknown; debtor?: unknown; order_id?: string}
    await ctx.sellerId()
    await ctx.confirm({
      action: 'create a Bolepix charge.',
      values: [
        ['amount', formatAmount(body.amount)],
        ['due date', body.dueDate],
        ['debtor', debtorLine(body.debtor) ?? '?'],
        [created.generatedOrderId ? 'order (generated)' : 'order', body.order_id],
      ],
      accept: 'Accept to send it; decline to send nothing.',
    })
    const answer = await createInvoice(await ctx.client(), created.body)
    const order = created.generatedOrderId ? `; order id ${created.generatedOrderId} (generated)` : `; order id ${body.order_id}`
    return {data: answer, summary: `Bolepix charge created: invoice ${answer.invoiceId}${order}`}
  },
}

export const cancelCharge = zodTool({
  name: 'cancel_charge',
  title: 'Cancel a Bolepix charge',
  description: `Cancels a PENDING Bolepix charge (POST /api/v2/payments/bolepix/{invoiceId}/cancel with the reason), as \`payctl bolepix cancel ID --reason …\` does. The charge is read first and shown to a person, who confirms the cancellation before it is sent.
Cost: one GET of the charge, then one POST that cancels it for good: the debtor can no longer pay it. A lost answer is reported as an unknown outcome, never retried.`,
  write: true,
  args: z.strictObject({invoice_id: z.string().min(1, 'must not be empty'), reason: z.string()}),
  describe: {
    invoice_id: 'the invoice id (invoiceId) of the charge, or its first 8 or more characters',
    reason: 'why the charge is cancelled (1 to 500 characters)',
  },
  async run(args, ctx) {
    let shown: InvoiceRecord | undefined
    let warning = ''
    const {invoiceId, answer} = await cancelBolepix(await ctx.client(), {
      invoiceId: args.invoice_id,
      reason: args.reason,
      yes: false,
      // The person is asked through the client (elicitation): the id and the reason are the tool's arguments.
      asker: clientAsker(
        ctx,
        () => ({
          action: 'cancel a Bolepix charge. The debtor will no longer be able to pay it.',
          values: [
            ...(shown ? chargeValues(shown) : [['charge', args.invoice_id] as const]),
            ...(warning ? [['warning', warning] as const] : []),
            ['reason', args.reason.trim()],
          ],
          accept: 'Accept to cancel; decline to send nothing.',
        }),
        {choose: 'invoice_id', text: 'reason'},
      ),
      sellerId: () => ctx.sellerId(),
      show: (record) => (shown = record),
      warn: (m) => {
        warning = m
        ctx.note(m)
      },
    })
    return {data: answer, summary: `charge ${invoiceId} cancelled${answer.message ? `: ${String(answer.message)}` : ''}`}
  },
})

export const CHARGE_TOOLS = [listCharges, getCharge, createCharge, cancelCharge]
