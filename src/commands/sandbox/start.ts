import {Flags} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {outputFlags} from '../../cli/flags.js'

export default class SandboxStart extends BaseCommand {
  static override summary = 'Run the embedded sandbox: a stateful local copy of the whole service.'
  static override description = `A real HTTP server on this machine with every endpoint of the service (Bolepix charges, card
tokens and payments, webhooks, events, notifications), the same validation and error shapes, webhooks that really
arrive and really retry, a clock you can move (payctl sandbox clock +6d) and debtors who pay on demand (payctl
sandbox pay). Once listening it prints its URL (the first line: "payctl sandbox listening on http://…") and the
credentials, then one line per request. State lives in memory unless --data FILE keeps it in a journal that
survives restarts (and kill -9). Ctrl-C or SIGTERM stops it (exit 0). See docs/sandbox.md for what it reproduces.`
  static override writes = false
  static override examples = [
    '<%= config.bin %> sandbox start',
    '<%= config.bin %> sandbox start --port 0 --data sandbox.jsonl --setup-profile sandbox',
    '<%= config.bin %> sandbox start --json --retry-base-ms 200 --retry-max-ms 2000 --max-attempts 5',
  ]
  static override flags = {
    ...outputFlags,
    host: Flags.string({description: 'Address to listen on.', default: '127.0.0.1'}),
    port: Flags.integer({description: 'Port to listen on (0 picks a free one).', default: 4010, min: 0, max: 65_535}),
    data: Flags.string({description: 'Journal file that persists state across restarts (default: in memory).'}),
    'seller-id': Flags.string({description: 'Fixed seller id (default: kept from --data, else random).'}),
    'access-token': Flags.string({description: 'Fixed access token (default: kept from --data, else random).'}),
    'client-token': Flags.string({description: 'Fixed client token (default: kept from --data, else random).'}),
    'refresh-token': Flags.string({description: 'Fixed refresh token (default: kept from --data, else random).'}),
    'retry-base-ms': Flags.integer({description: 'First webhook retry delay; doubles per attempt, with jitter.', default: 1000, min: 1}),
    'retry-max-ms': Flags.integer({description: 'Cap of one retry delay.', default: 3_600_000, min: 1, max: 2_147_483_647}),
    'max-attempts': Flags.integer({description: 'Delivery attempts per notification in all.', default: 20, min: 1, max: 1000}),
    'cdn-url': Flags.string({description: 'Where PDF URLs point (default: <base URL>/cdn, served by the sandbox).'}),
    'default-order-cents': Flags.integer({description: 'Total of an order the sandbox has not seen, in cents.', default: 10_000, min: 1}),
    'preauth-days': Flags.integer({description: 'Days before an uncaptured pre-authorization is reversed.', default: 5, min: 1}),
    'setup-profile': Flags.string({description: 'Write a profile with this name pointing at the sandbox (base URL and credentials).'}),
  }

  async run(): Promise<void> {
    await this.act(SandboxStart, () => import('../../actions/sandbox/start.js'))
  }
}
