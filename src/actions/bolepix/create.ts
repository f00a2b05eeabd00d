/**
 * `payctl bolepix create`: a charge from --body-file and one flag per body field, every rule checked before sending;
 * on a terminal missing fields are asked for and the charge confirmed. Prints the API's answer (-q: the invoice id).
 */
import type {Shown} from '../../cli/command-function.js'
import type {Context, ContextFlags} from '../../cli/context.js'

/** With one flag per body field (services/bolepix/fields.ts), read by their names from the whole of the flags. */
export interface BolepixCreateFlags extends ContextFlags {
  'body-file'?: string
  'skip-validation': boolean
  'due-date'?: string
}

export default async function bolepixCreate(ctx: Context, flags: BolepixCreateFlags): Promise<Shown> {
  const {buildCreateBody} = await import('../../services/bolepix/create.js')
  const {createdSummary, createPreviewLines} = await import('../../render/bolepix.js')
  const {readBaseBody} = await import('../../cli/body-file.js')
  const {localDate} = await import('../../schemas/dates.js')
  // The service is checked before the first question (no answers typed for nothing: docs/contract.md).
  const asker = await ctx.asker({checkFirst: true})
  const base = await readBaseBody(flags['body-file'], ctx.io.stdin)
  const created = await buildCreateBody({
    base,
    values: {...flags},
    skipValidation: flags['skip-validation'],
    asker,
    beforeAskingAgain: (problem) => ctx.output.warn(`${problem}; type it again`),
    options: {today: localDate(ctx.now())},
  }).catch(async (err: unknown) => {
    // An AI agent is never asked: it reads each field by the flag that gives it (docs/agents.md).
    const {ValidationError} = await import('../../errors.js')
    if (!(err instanceof ValidationError) || !ctx.agent) throw err
    const {withFieldFlags} = await import('../../services/bolepix/fields.js')
    throw new ValidationError(withFieldFlags(err.issues))
  })
  // Fields were asked for: the charge is shown (document masked) and sent only once confirmed.
  if (created.asked && asker) {
    const {whereText} = await import('../../cli/where.js')
    ctx.output.info(createPreviewLines(created.body, await whereText(ctx)).join('\n'))
    if (!(await asker.confirm('Create this charge?', true))) {
      const {DeclinedError} = await import('../../errors.js')
      throw new DeclinedError('not created: the confirmation was declined (nothing was sent)')
    }
  }
  const {createInvoice} = await import('../../api/bolepix.js')
  const typedDue = flags['due-date'] ?? (typeof base?.dueDate === 'string' ? base.dueDate : undefined)
  const send = async () => {
    try {
      return await createInvoice(await ctx.client(), created.body)
    } catch (err) {
      // A relative due date counts from the sandbox's clock, which `sandbox clock` may have moved: a
      // sandbox that refused the date as past (422: nothing was created) gets it again from its own today.
      const {onSandboxClock} = await import('../../cli/sandbox-today.js')
      const again = await onSandboxClock(ctx, err, typedDue)
      if (!again) throw err
      const rebuilt = await buildCreateBody({base, values: {...flags, 'order-id': String(created.body.order_id)}, options: {today: again}})
      ctx.output.info(`the sandbox's clock is at ${again}: ${typedDue} counts from it, so the due date is ${String(rebuilt.body.dueDate)}`)
      created.body = rebuilt.body
      return createInvoice(await ctx.client(), created.body)
    }
  }
  const answer = await send().catch(async (err: unknown) => {
    // Answers typed on a terminal are not lost: the command that sends the same charge again.
    if (created.asked) {
      const {noteSendAgain} = await import('../../cli/send-again.js')
      const {createAgainArgs} = await import('../../services/bolepix/create.js')
      noteSendAgain(ctx, 'bolepix create', createAgainArgs(created.body), err, {thing: 'charge', orderId: String(created.body.order_id)})
    }
    throw err
  })
  return {
    data: answer,
    id: answer.invoiceId,
    // The human form shows the generated order id among the charge's fields.
    aside: created.generatedOrderId ? `order id generated: ${created.generatedOrderId}` : undefined,
    human: async () => {
      const summary = createdSummary(answer, created)
      ctx.output.line(ctx.output.colors.green('Bolepix charge created.'))
      ctx.output.record(answer, summary.fields)
      // On a terminal, the codes the customer pays with, read from the new charge (its record, else its PDF); a
      // pipe gets the summary alone, as before (no request more).
      if (ctx.output.isTTY) {
        const [{newChargeCodes}, {printChargeCodes}] = await Promise.all([
          import('../../services/bolepix/codes.js'),
          import('../../render/charge-codes.js'),
        ])
        printChargeCodes(ctx.output, await newChargeCodes(await ctx.client(), answer.invoiceId), answer.invoiceId)
      }
      ctx.output.line()
      ctx.output.line('Next:')
      for (const step of summary.next) ctx.output.line(`  ${step}`)
    },
  }
}
