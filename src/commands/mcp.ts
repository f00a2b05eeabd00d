import {Flags} from '@oclif/core'
import {BaseCommand} from '../cli/base-command.js'
import {apiFlags} from '../cli/flags.js'
import {UsageError} from '../errors.js'

export default class Mcp extends BaseCommand {
  static override summary = 'Serve the payment account to an AI assistant: an MCP server over stdio, read-only unless --allow-writes.'
  static override description = `Runs a Model Context Protocol server on stdin/stdout for an MCP client (Claude Desktop, an IDE, an agent) to
start. It acts on one profile (--profile, else the current one) and says which base URL and seller in its
instructions and in every result. Read tools are always offered: list_charges, get_charge (with its timeline), find,
list_events, show_event, list_notifications, list_webhooks, webhook_health, test_cards, sandbox_clock.

--allow-writes also offers the write tools (create_charge, cancel_charge, capture_payment, cancel_payment, pay_card,
create_webhook, trigger, sandbox_pay_charge, sandbox_advance_clock), and every write is confirmed by a person through
the client (MCP elicitation) before anything is sent; a client that cannot ask gets a refusal. --no-confirm sends
writes without asking, and only against a loopback base URL that answers as a payctl sandbox (GET /_sandbox/clock):
any other base URL exits 2 at start, before serving.
No tool takes a card number. docs/mcp.md lists every tool.`
  static override examples = [
    '<%= config.bin %> mcp',
    '<%= config.bin %> mcp --profile production',
    '<%= config.bin %> mcp --allow-writes',
    '<%= config.bin %> mcp --profile sandbox --allow-writes --no-confirm',
  ]
  static override flags = {
    profile: apiFlags.profile,
    debug: Flags.boolean({description: 'Log each tool call and HTTP request to stderr, secrets redacted (also DEBUG=payctl*).', helpGroup: 'GLOBAL'}),
    'allow-writes': Flags.boolean({description: 'Also offer the tools that change the account; each call is confirmed by a person through the client.'}),
    'no-confirm': Flags.boolean({
      description: 'With --allow-writes against the payctl sandbox on loopback only (asked with GET /_sandbox/clock): send writes without asking anyone.',
      dependsOn: ['allow-writes'],
    }),
  }

  async run(): Promise<void> {
    const {flags} = await this.parse(Mcp)
    const ctx = this.context(flags)
    const settings = await ctx.settings()
    const {isLoopbackUrl} = await import('../util/url.js')
    if (flags['no-confirm'] && !isLoopbackUrl(settings.baseUrl)) {
      throw new UsageError(
        `--no-confirm is refused for ${settings.baseUrl}: writes go unconfirmed only against a loopback sandbox (127.0.0.1, localhost); drop --no-confirm and each write is confirmed by a person`,
      )
    }
    if (flags['no-confirm']) {
      // A loopback port may be a tunnel to the real service: only one that answers as a payctl sandbox goes unconfirmed.
      const {probeSandbox} = await import('../api/sandbox.js')
      const probe = await probeSandbox(await ctx.client())
      if (!probe.sandbox) {
        throw new UsageError(
          `--no-confirm is refused for ${settings.baseUrl}: it is not a payctl sandbox (${probe.why}), and writes go unconfirmed only against one; drop --no-confirm and each write is confirmed by a person`,
        )
      }
    }
    // The server runs until the client closes stdin; a signal stops it (and what is in flight).
    this.stopOnSignal(() => ctx.interrupt(new Error('stopped')))
    const {serveMcp} = await import('../mcp/server.js')
    const {redactText} = await import('../util/redact.js')
    await serveMcp({
      version: this.config.version,
      baseUrl: settings.baseUrl,
      sellerId: settings.sellerId,
      profileName: settings.profileName,
      allowWrites: flags['allow-writes'],
      noConfirm: flags['no-confirm'],
      client: () => ctx.client(),
      sellerIdOrThrow: () => ctx.sellerId(),
      credentials: async () => settings,
      secrets: () => ctx.secrets(),
      addSecret: (s) => ctx.addSecret(s),
      log: (line) => process.stderr.write(`${redactText(line, ctx.secrets())}\n`),
      debug: (line) => ctx.debug(line),
      signal: ctx.signal,
    })
  }
}
