import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags} from '../../cli/flags.js'

export default class CardTokenize extends BaseCommand {
  static override summary = 'Exchange a card number for a card token, POST /api/tokenize (with the client token).'
  static override description = `Reads the card number from a masked prompt on a terminal, or from the first line of stdin otherwise;
never from an argument or a flag (other users can see a command line, and it stays in shell history: such a
number is refused, exit 2, and not repeated). The number is checked locally (13 to 19 digits, Luhn) before
anything is sent, then sent with the client token (Authorization: <client token>, no scheme). Prints the token
and the masked number (515590******0001); --json prints the API's answer unchanged. The number itself is never
printed, logged (--debug included) or written anywhere.`
  static override examples = [
    '<%= config.bin %> card tokenize',
    'pass show cards/test | <%= config.bin %> card tokenize --json',
    'printf "5155901222280001\\n" | <%= config.bin %> card tokenize --profile sandbox',
  ]
  static override flags = {...apiFlags}
  // Not strict: a stray argument must reach run(), where it is refused unechoed (oclif would fold it into the
  // command name and print it back as an unknown command).
  static override strict = false

  async run(): Promise<unknown> {
    const {refuseCardNumbersInArgv} = await import('../../cli/card/argv.js')
    this.guardArgv((argv) => refuseCardNumbersInArgv(argv, CardTokenize.flags, {command: 'card tokenize'}))
    const {flags} = await this.parse(CardTokenize)
    const ctx = this.context(flags)
    const {readCardNumber, requireCredentials, tokenizeNumber} = await import('../../services/card/tokenize.js')
    const {cardNumberReader} = await import('../../cli/card/number.js')
    requireCredentials(await ctx.settings(), {client: true}) // before the number is asked for
    const client = await ctx.client()
    const digits = await readCardNumber({read: cardNumberReader(await ctx.asker(), ctx.io.stdin), addSecret: (s) => ctx.addSecret(s)})
    const card = await tokenizeNumber(client, digits)
    ctx.output.record(card.response.body, [
      ['token', card.token],
      ['card', `${card.masked} (${card.brand})`],
    ])
    // The customer flags too: a new order has no customer (docs/card.md#card-pay).
    if (!ctx.output.json) {
      ctx.output.info(
        `pay with it: payctl card pay --token ${card.token} --holder-name NAME --expiration-month MM --expiration-year YY --customer-name NAME --customer-email EMAIL --customer-cpf CPF (or --customer-cnpj CNPJ, or --customer-id ID)`,
      )
    }
    return card.response.body
  }
}
