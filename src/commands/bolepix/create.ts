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
  static override writes = true
  static override examples = [
    '<%= config.bin %> bolepix create --amount 150,75 --due-date +7d --expiration-after-payment 5 --debtor-name "Maria Silva" --debtor-document 423.189.708-58 --debtor-public-area "Avenida Paulista" --debtor-number 1000 --debtor-neighborhood "Bela Vista" --debtor-city "São Paulo" --debtor-state SP --debtor-postal-code 01310-100',
    '<%= config.bin %> bolepix create --body-file charge.json --amount 99.90 --json',
    'id=$(<%= config.bin %> bolepix create --body-file charge.json --amount 99.90 -q)',
    '<%= config.bin %> bolepix create --body-file charge.json --fine 2 --interest 1 --discount-amount 5 --discount-modality fixed --discount-limit-date 2026-12-01',
  ]
  static override flags = {...apiFlags, ...quietFlag, ...sellerIdFlag, ...bodyFileFlag, ...bodyFlags}

  async run(): Promise<void> {
    await this.act(BolepixCreate, () => import('../../actions/bolepix/create.js'))
  }
}
