import {Args, Flags} from '@oclif/core'
import {BaseCommand} from '../cli/base-command.js'
import {apiFlags, listFlags, sellerIdFlag} from '../cli/flags.js'
import {FIND_FIELDS} from '../schemas/record-fields.js'

export default class Find extends BaseCommand {
  static override summary = 'Find charges, events and notifications from what a customer says: a CPF, a name, an amount, an order id…'
  static override description = `TEXT may be an id or its first 8 or more characters, an order id, a CPF or CNPJ in any usual format
(423.189.708-58 or 42318970858), an amount (150,75 or "R$ 1.234,56") or part of a name (case and accents
do not matter: "joao" finds João). It searches what the API returns: the seller's charges, the events with their
payloads, and the notifications. Events and deliveries about a charge that matched are not listed again: the
charge's timeline shows them.

On a terminal each charge or payment is one row: its kind, id, status, who it is about, how many of its events and
deliveries matched and the command that shows more. --json
prints an array of {"kind", "id", "status", "matched", "record"}, where a charge's id is its invoiceId and its record
is what bolepix get --json prints. --limit N searches only the most recent N of each kind, and says so. Exits 0 when
something matched, 1 when nothing did.`
  static override writes = false
  static override examples = [
    '<%= config.bin %> find 423.189.708-58',
    '<%= config.bin %> find "joao da silva"',
    '<%= config.bin %> find "R$ 1.234,56" --json',
    '<%= config.bin %> find 3b4eaa1d --limit 500',
  ]
  static override args = {text: Args.string({required: true, description: 'what to look for (quote it when it has spaces)'})}
  static override recordFields = FIND_FIELDS
  static override flags = {
    ...apiFlags,
    ...listFlags(FIND_FIELDS),
    ...sellerIdFlag,
    limit: Flags.integer({description: 'search only the most recent N charges, events and notifications', min: 1}),
  }

  async run(): Promise<void> {
    await this.act(Find, () => import('../actions/find.js'))
  }
}
