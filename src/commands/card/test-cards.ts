import {BaseCommand} from '../../cli/base-command.js'
import {outputFlags} from '../../cli/flags.js'

export default class CardTestCards extends BaseCommand {
  static override summary = "The sandbox's test card numbers and their outcomes."
  static override description = `The provider's public sandbox card set, which the embedded sandbox reproduces: any future expiry and
any CVV work; any other number passing Luhn is approved; a number failing Luhn is refused at tokenization.
A table on a terminal, tab-separated text on a pipe, a JSON array with --json. Works offline.

These numbers are public test data, so this is the one place payctl prints card numbers in full; everywhere else
anything that looks like a card number is masked (515590******0001).`
  static override writes = false
  static override examples = [
    '<%= config.bin %> card test-cards',
    "<%= config.bin %> card test-cards --json | jq -r '.[] | select(.approved) | .number'",
    '<%= config.bin %> card test-cards --json',
  ]
  static override flags = {...outputFlags}
  // Not strict: a stray argument must reach run(), where it is refused unechoed (oclif would fold it into the
  // command name and print it back as an unknown command).
  static override strict = false

  async run(): Promise<void> {
    const {refuseCardNumbersInArgv} = await import('../../cli/card/argv.js')
    this.guardArgv((argv) => refuseCardNumbersInArgv(argv, CardTestCards.flags, {command: 'card test-cards'}))
    await this.act(CardTestCards, () => import('../../actions/card/test-cards.js'))
  }
}
