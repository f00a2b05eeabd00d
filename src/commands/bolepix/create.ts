import {Flags} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags, bodyFileFlag, quietFlag, sellerIdFlag} from '../../cli/flags.js'

import {BOLEPIX_FIELDS} from '../../services/bolepix/fields.js'

// One flag per body field, named after its path in kebab case (debtor.postalCode → --debtor-postal-code).
const bodyFlags = Object.fromEntries(
  BOLEPIX_FIELDS.map((f) => [f.flag, Flags.string({description: f.description, helpGroup: 'BODY'})]),
) as Record<(typeof BOLEPIX_FIELDS)[number]['flag'], ReturnType<typeof Flags.string>>

export default class BolepixCreate extends BaseCommand {
  static override summary = 'Create a Bolepix charge (boleto + Pix), POST /api/v2/payments/bolepix.'
  static override description = `Every field of the body is a flag named after its path (debtor.postalCode → --debtor-postal-code).
--body-file FILE (or - for stdin) gives a base body; flags override its fields. Every rule is checked before anything
is sent: all missing and invalid fields are named at once (exit 2). On a terminal, missing required fields are asked
for, then the charge is shown (the document masked) and sent once you confirm. order_id is generated when missing
and printed. --json prints the API's answer unchanged ({"message", "invoiceId"}); -q prints only the invoice id
(id=$(payctl bolepix create … -q)), the generated order id on stderr.`
  static override examples = [
    '<%= config.bin %> bolepix create --amount 150,75 --due-date +7d --expiration-after-payment 5 --debtor-name "Maria Silva" --debtor-document 423.189.708-58 --debtor-public-area "Avenida Paulista" --debtor-number 1000 --debtor-neighborhood "Bela Vista" --debtor-city "São Paulo" --debtor-state SP --debtor-postal-code 01310-100',
    '<%= config.bin %> bolepix create --body-file charge.json --amount 99.90 --json',
    'id=$(<%= config.bin %> bolepix create --body-file charge.json --amount 99.90 -q)',
    '<%= config.bin %> bolepix create --body-file charge.json --fine 2 --interest 1 --discount-amount 5 --discount-modality fixed --discount-limit-date 2026-12-01',
  ]
  static override flags = {...apiFlags, ...quietFlag, ...sellerIdFlag, ...bodyFileFlag, ...bodyFlags}

  async run(): Promise<unknown> {
    const {flags} = await this.parse(BolepixCreate)
    const ctx = this.context(flags)
    const {buildCreateBody} = await import('../../services/bolepix/create.js')
    const {createdSummary, createPreviewLines} = await import('../../render/bolepix.js')
    const {readBaseBody} = await import('../../cli/body-file.js')
    // The service is checked before the first question (no answers typed for nothing: docs/contract.md).
    const asker = await ctx.asker({checkFirst: true})
    const base = await readBaseBody(flags['body-file'], ctx.io.stdin)
    const created = await buildCreateBody({
      base,
      values: flags,
      skipValidation: flags['skip-validation'],
      ask: asker ? (message, validate) => asker.text(message, {validate}) : undefined,
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
    const typedDue = (flags['due-date'] as string | undefined) ?? (typeof base?.dueDate === 'string' ? base.dueDate : undefined)
    const send = async () => {
      try {
        return await createInvoice(await ctx.client(), created.body)
      } catch (err) {
        // A relative due date counts from the sandbox's clock, which `sandbox clock` may have moved (issue 25): a
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
    if (ctx.output.json || ctx.output.quiet) {
      if (created.generatedOrderId) ctx.output.info(`order id generated: ${created.generatedOrderId}`)
      if (ctx.output.quiet) ctx.output.printId(answer.invoiceId)
      else ctx.output.printJson(answer)
      return answer
    }
    const summary = createdSummary(answer, created)
    ctx.output.line(ctx.output.colors.green('Bolepix charge created.'))
    ctx.output.record(answer, summary.fields)
    ctx.output.line()
    ctx.output.line('Next:')
    for (const step of summary.next) ctx.output.line(`  ${step}`)
    return answer
  }
}
