import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags, bodyFileFlag, quietFlag, sellerIdFlag, yesFlag} from '../../cli/flags.js'
import {PAY_CARDISH_FLAGS, PAY_DIGIT_FLAGS, payFieldFlags} from '../../cli/card/pay-flags.js'

export default class CardPay extends BaseCommand {
  static override summary = 'Create a card payment, POST /api/sellers/{sellerId}/payments.'
  static override description = `Sends {"payment": {…}} built from --body-file (either {"payment": {…}} or the inner object) and the
flags, which override its fields. Defaults: installments 1, delay_capture false, method CREDIT_CARD; order_id and
session_id are generated (UUIDs) and printed when not given (a given session_id is any text up to 255 characters).
The card is --credit-card-id (a saved card), or --token with --holder-name, --expiration-month and
--expiration-year (two or four digits; an expiry already past is refused), or else a card number tokenized on the
fly: read from a masked prompt on a terminal or from the first line of stdin (never from a flag or an argument).
The customer (--customer-id, or --customer-name, --customer-email and --customer-cpf or --customer-cnpj) may be
left out when the order already has one; a new order (no --order-id) needs one, asked for on a terminal. Everything is validated before anything is sent (exit 2 naming every
field); missing card data is asked for on a terminal. On a terminal, what will be charged (order, installments, card
brand and last four digits, customer) is shown and confirmed before anything is sent; --yes skips the question, and
without a terminal nothing is asked. The request carries no amount: the order's total is charged, and printed as
"R$ 100,00, the order's total". A declined card prints the reason ("not authorized: insufficient balance") and
exits 1. --json prints the API's answer unchanged; -q prints only the payment id.`
  static override writes = true
  static override examples = [
    '<%= config.bin %> card pay --token 1f0e8a4e-3f0c-4c1e-9a57-0b0b7d0e4c11 --holder-name "MARIA SILVA" --expiration-month 12 --expiration-year 30 --customer-name "Maria Silva" --customer-email maria@example.com --customer-cpf 529.982.247-25',
    'printf "5155901222280001\\n" | <%= config.bin %> card pay --holder-name "MARIA SILVA" --expiration-month 12 --expiration-year 30 --delay-capture --order-id 0d5e7c1a-2b3c-4d5e-8f90-a1b2c3d4e5f6',
    '<%= config.bin %> card pay --body-file payment.json --installments 3 --json',
  ]
  static override flags = {...apiFlags, ...quietFlag, ...sellerIdFlag, ...bodyFileFlag, ...yesFlag, ...payFieldFlags}
  // Not strict: a stray argument must reach run(), where it is refused unechoed (oclif would fold it into the
  // command name and print it back as an unknown command).
  static override strict = false

  async run(): Promise<void> {
    const {refuseCardNumbersInArgv} = await import('../../cli/card/argv.js')
    this.guardArgv((argv) =>
      refuseCardNumbersInArgv(argv, CardPay.flags, {command: 'card pay', digitFlags: PAY_DIGIT_FLAGS, cardishFlags: PAY_CARDISH_FLAGS}),
    )
    await this.act(CardPay, () => import('../../actions/card/pay.js'))
  }
}
