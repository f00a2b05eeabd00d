import {Flags} from '@oclif/core'
import {BaseCommand} from '../cli/base-command.js'
import {apiFlags} from '../cli/flags.js'

export default class Mcp extends BaseCommand {
  static override summary = 'Serve the payment account to an AI assistant: an MCP server over stdio, read-only unless --allow-writes.'
  static override description = `Runs a Model Context Protocol server on stdin/stdout for an MCP client (Claude Desktop, an IDE, an agent) to
start. It acts on one profile (--profile, else the current one) and says which base URL and seller in its
instructions and in every result. Read tools are always offered: list_charges, get_charge (with its timeline), find,
list_events, show_event, list_notifications, list_webhooks, webhook_health, test_cards, sandbox_clock.

--allow-writes also offers the write tools (create_charge, cancel_charge, capture_payment, cancel_payment, pay_card,
create_webhook, trigger, sandbox_pay_charge, sandbox_advance_clock), and every write is confirmed by a person through
the client (MCP elicitation, or input_required on 2026-07-28) before anything is sent; a client that cannot ask gets
a refusal. --no-confirm sends writes without asking, and only against a loopback base URL that answers as a payctl
sandbox (GET /_sandbox/clock): any other base URL exits 2 at start, before serving.

CPFs in results are masked as the tables mask them, unless --show-documents; find still takes a whole one. It speaks
MCP 2026-07-28 and the 2025 revisions (2025-11-25, 2025-06-18), whichever the client opens with.
No tool takes a card number. docs/mcp.md lists every tool.`
  static override writes = false
  static override examples = [
    '<%= config.bin %> mcp',
    '<%= config.bin %> mcp --profile production',
    '<%= config.bin %> mcp --allow-writes',
    '<%= config.bin %> mcp --profile sandbox --allow-writes --no-confirm',
  ]
  static override flags = {
    profile: apiFlags.profile,
    debug: Flags.boolean({
      description: 'Log each tool call and HTTP request to stderr, secrets redacted (also DEBUG=payctl*).',
      helpGroup: 'GLOBAL',
    }),
    'allow-writes': Flags.boolean({
      description: 'Also offer the tools that change the account; each call is confirmed by a person through the client.',
    }),
    'no-confirm': Flags.boolean({
      description:
        'With --allow-writes against the payctl sandbox on loopback only (asked with GET /_sandbox/clock): send writes without asking anyone.',
      dependsOn: ['allow-writes'],
    }),
    'show-documents': Flags.boolean({
      description:
        "Give debtors' and customers' CPFs whole in results (masked by default, ***.189.708-**, as a customer's document goes to a third party's model only where needed).",
    }),
  }

  async run(): Promise<void> {
    await this.act(Mcp, () => import('../actions/mcp.js'))
  }
}
