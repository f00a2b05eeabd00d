import {Args, Flags} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags} from '../../cli/flags.js'

export default class BolepixWait extends BaseCommand {
  static override summary = 'Wait until a Bolepix charge is PAID or CANCELLED (polls GET /bolepix/invoices/{invoiceId}).'
  static override description = `Exits 0 when the charge reaches the --until status, 1 when it reaches another final status (PAID,
CANCELLED, EXPIRED) instead, 8 when --timeout passes with the charge still pending, 130 on Ctrl-C. Progress is shown
on stderr when it is a terminal, nothing otherwise. On success the record is printed (--json: the one record).`
  static override writes = false
  static override examples = [
    '<%= config.bin %> bolepix wait 6f1c0b1e-6a52-4c1b-9d7e-2f0e6c3b8a41',
    '<%= config.bin %> bolepix wait 6f1c0b1e-6a52-4c1b-9d7e-2f0e6c3b8a41 --until PAID --timeout 1h --interval 30s --json',
    '<%= config.bin %> bolepix wait ABC123 --until cancelled --timeout 2m && echo cancelled',
  ]
  static override args = {invoice_id: Args.string({required: true, description: 'invoice id, or its first 8 or more characters'})}
  static override flags = {
    ...apiFlags,
    // PAID by default: what one waits for after creating a charge.
    until: Flags.string({default: 'PAID', description: 'the status to wait for: PAID or CANCELLED (also EXPIRED; case-insensitive)'}),
    timeout: Flags.string({default: '10m', description: 'give up after this long (exit 8): 30s, 10m, 2h'}),
    interval: Flags.string({default: '5s', description: 'time between polls: 500ms, 5s, 1m'}),
  }

  async run(): Promise<void> {
    await this.act(BolepixWait, () => import('../../actions/bolepix/wait.js'))
  }
}
