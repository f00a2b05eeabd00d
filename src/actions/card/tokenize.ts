/** `payctl card tokenize`: a card number read from a masked prompt or stdin (never argv) exchanged for a token. */
import type {Shown} from '../../cli/command-function.js'
import type {Context, ContextFlags} from '../../cli/context.js'

export default async function cardTokenize(ctx: Context, _flags: ContextFlags): Promise<Shown> {
  const {readCardNumber, requireCredentials, tokenizeNumber} = await import('../../services/card/tokenize.js')
  const {cardNumberReader} = await import('./number.js')
  requireCredentials(await ctx.settings(), {client: true}) // before the number is asked for
  const client = await ctx.client()
  const digits = await readCardNumber({read: cardNumberReader(await ctx.asker(), ctx.io.stdin), addSecret: (s) => ctx.addSecret(s)})
  const card = await tokenizeNumber(client, digits)
  return {
    data: card.response.body,
    // The number token is what this command exists to print (a secret-named field everywhere else): the answer is
    // that token alone (service-interface.md §2.6); the tokens in force and card numbers stay masked.
    showSecretFields: true,
    human: () => {
      ctx.output.record(card.response.body, [
        ['token', card.token],
        ['card', `${card.masked} (${card.brand})`],
      ])
      // The customer flags too: a new order has no customer (docs/card.md#card-pay).
      ctx.output.info(
        `pay with it: payctl card pay --token ${card.token} --holder-name NAME --expiration-month MM --expiration-year YY --customer-name NAME --customer-email EMAIL --customer-cpf CPF (or --customer-cnpj CNPJ, or --customer-id ID)`,
      )
    },
  }
}
