import {Args, Flags} from '@oclif/core'
import {BaseCommand} from '../cli/base-command.js'
import {apiFlags, sellerIdFlag, yesFlag} from '../cli/flags.js'

export default class Trigger extends BaseCommand {
  static override summary = 'Make the service emit real events: named scenarios of real API calls (payctl trigger --list).'
  static override description = `Runs a scenario: a short sequence of real API calls (and, on the sandbox, its controls) that makes the service emit known events, then prints the ids it created, the events that followed and whether the designed outcome happened. Exits 0 when it did (for card-declined, the decline), 1 otherwise. docs/trigger.md lists every scenario, what it calls and what it emits.

Scenarios that pay a charge or move the clock need the payctl sandbox; against another service they refuse before anything is sent (exit 2). payctl asks the base URL (GET /_sandbox/clock) rather than judging by its address. The others run anywhere; against a base URL that is not a sandbox (loopback included: it may be a tunnel to the real service) they create real charges, so they ask to confirm first (--yes skips; without a terminal --yes is required, exit 2), and a --set of a card field (credit.credit_card_id, credit.credit_card, customer_id) is refused.

Overrides: --amount (the charge's amount; for card scenarios the order's total, which only the sandbox can set), --debtor-document (the debtor's or the customer's CPF or CNPJ), --set path=value for any field of the scenario's body (repeatable; the value is read as JSON when it is valid JSON, else as text: --set 'debtor.name="Ana"'). --card takes only one of the sandbox's public test card numbers (payctl card test-cards): everywhere else payctl refuses card numbers on the command line, because other users can read it, and here too any other number is refused without being repeated (exit 2).

--wait waits until every delivery of the events has an outcome (delivered, or its last attempt failed) and prints the outcome per webhook; a failed delivery then exits 1, a timeout 8. --json prints {"scenario", "ok", "outcome", "ids", "steps", "events", "missing_events", "deliveries"}.`
  static override writes = true
  static override examples = [
    '<%= config.bin %> trigger --list',
    '<%= config.bin %> trigger bolepix-paid --profile sandbox --json',
    '<%= config.bin %> trigger card-paid --amount 150,75 --set credit.installments=3 --wait',
    '<%= config.bin %> trigger card-declined --card 5155901222270002 --profile sandbox',
    '<%= config.bin %> trigger bolepix-created --debtor-document 11.222.333/0001-81 --set \'debtor.name="ACME LTDA"\' --yes',
  ]
  static override args = {scenario: Args.string({required: false, description: 'the scenario to run (payctl trigger --list)'})}
  static override flags = {
    ...apiFlags,
    ...sellerIdFlag,
    ...yesFlag,
    list: Flags.boolean({description: 'list the scenarios, what they call and what they emit'}),
    amount: Flags.string({description: "the charge's amount, or the order's total for card scenarios (sandbox only), in reais: 150,75"}),
    'debtor-document': Flags.string({description: "the debtor's (or card customer's) CPF or CNPJ"}),
    card: Flags.string({
      description: "card scenarios: one of the sandbox's public test card numbers (payctl card test-cards); no other number is accepted",
    }),
    set: Flags.string({description: 'set a field of the body: path=value, the value read as JSON when valid (repeatable)', multiple: true}),
    wait: Flags.boolean({description: 'wait for the deliveries of the events and print their outcome per webhook'}),
    timeout: Flags.string({description: 'with --wait: how long to wait for the deliveries', default: '60s'}),
  }
  // Not strict: a stray argument must reach run(), where it is refused unechoed.
  static override strict = false

  async run(): Promise<void> {
    const {refuseRealCardNumbersInTriggerArgv} = await import('../cli/card/trigger-argv.js')
    this.guardArgv((argv) => refuseRealCardNumbersInTriggerArgv(argv, Trigger.flags))
    await this.act(Trigger, () => import('../actions/trigger.js'))
  }
}
