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
  static override writes = true
  static override examples = [
    '<%= config.bin %> card tokenize',
    'pass show cards/test | <%= config.bin %> card tokenize --json',
    'printf "5155901222280001\\n" | <%= config.bin %> card tokenize --profile sandbox',
  ]
  static override flags = {...apiFlags}
  // Not strict: a stray argument must reach run(), where it is refused unechoed (oclif would fold it into the
  // command name and print it back as an unknown command).
  static override strict = false

  async run(): Promise<void> {
    const {refuseCardNumbersInArgv} = await import('../../cli/card/argv.js')
    this.guardArgv((argv) => refuseCardNumbersInArgv(argv, CardTokenize.flags, {command: 'card tokenize'}))
    await this.act(CardTokenize, () => import('../../actions/card/tokenize.js'))
  }
}
