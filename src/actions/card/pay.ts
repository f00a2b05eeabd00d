/** `payctl card pay`: a card payment built from flags and --body-file, the card number never from argv. */
import type {Shown} from '../../cli/command-function.js'
import type {Context, ContextFlags} from '../../cli/context.js'
import type {PayFlagName} from '../../services/card/fields.js'

type PaySwitch = 'save-card' | 'delay-capture'
/** A flag per body field (cli/card/pay-flags.ts), --body-file and --yes. */
export type CardPayFlags = ContextFlags &
  Partial<Record<Exclude<PayFlagName, PaySwitch>, string> & Record<PaySwitch, boolean>> & {
    'body-file'?: string
    'skip-validation'?: boolean
    yes?: boolean
  }

export default async function cardPay(ctx: Context, flags: CardPayFlags): Promise<Shown> {
  // A person at a terminal confirms the charge; an AI agent, never asked, confirms it with --yes (docs/agents.md).
  if (ctx.agent && !flags.yes) {
    const {UsageError} = await import('../../errors.js')
    throw new UsageError('card pay charges the card: an AI agent confirms it with --yes (nothing was sent)')
  }
  const {payWithCard} = await import('../../services/card/pay.js')
  const {chargePreviewLines, paymentFields} = await import('../../render/card.js')
  const {cardNumberReader} = await import('./number.js')
  const {readBaseBody} = await import('../../cli/body-file.js')
  const {localDate} = await import('../../schemas/dates.js')
  // The service is checked before the first question (no answers typed for nothing: docs/contract.md).
  const asker = await ctx.asker({checkFirst: true})
  const input = {...flags, base: await readBaseBody(flags['body-file'], ctx.io.stdin), baseFromStdin: flags['body-file'] === '-'}
  const {noteSendAgain} = await import('../../cli/send-again.js')
  const {whereText} = await import('../../cli/where.js')
  const {withFlagNames} = await import('./flag-issues.js')
  const result = await payWithCard(input, {
    client: () => ctx.client(),
    sellerId: () => ctx.sellerId(),
    settings: () => ctx.settings(),
    asker,
    yes: flags.yes,
    readCardNumber: cardNumberReader(asker, ctx.io.stdin),
    today: localDate(ctx.now()),
    addSecret: (s) => ctx.addSecret(s),
    note: (line) => ctx.output.info(line),
    sendFailed: (args, err, orderId) => {
      const how = args.includes('--token') || args.includes('--credit-card-id') ? undefined : 'the card number on stdin'
      noteSendAgain(ctx, 'card pay', args, err, {thing: 'payment', orderId, how})
    },
    // On a terminal, what will be charged is shown and confirmed (--yes skips it; scripts are never asked).
    beforeConfirm: async (preview) => {
      await ctx.checkAccess() // before the summary too: its first question may be this one
      ctx.output.info(chargePreviewLines(preview, await whereText(ctx)).join('\n'))
    },
  }).catch((err: unknown) => {
    throw withFlagNames(err) // the flag to fix, not the body path
  })
  const card = result.card ? `${result.card.masked} (${result.card.brand})` : undefined
  return {
    data: result.response.body,
    id: result.payment.id,
    human: () => ctx.output.record(result.response.body, paymentFields(result.payment, [['card', card]])),
  }
}
