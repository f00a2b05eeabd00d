import {Flags} from '@oclif/core'
import {BaseCommand} from '../../cli/base-command.js'
import {apiFlags, quietFlag} from '../../cli/flags.js'

export default class WebhookCreate extends BaseCommand {
  static override summary = 'Register a webhook: the service POSTs every matching event to a URL (POST /api/webhooks).'
  static override description = `Sends {"webhook": {"events", "target", "authorization"}} to POST /api/webhooks. The service puts the authorization token in the Authorization header of every notification, so your handler can check the sender. Without --authorization a strong token is generated (32 random bytes, base64url) and shown once: keep it. Events are exact names (PAYMENT.PAID, charge-in) or patterns ending in * (PAYMENT.*). The service documents exact names and CATEGORY.*; * and other prefixes (charge-*) work on the sandbox, and the real service may not accept them. The command shows which known events each pattern covers and warns on a pattern that covers none. With --json, stdout holds the API's answer with the token masked (a generated token is shown once on stderr); with -q, only the webhook's id. The target must be reachable by the service: a public URL (a tunnel to payctl listen), or 127.0.0.1 for the sandbox.`
  static override writes = true
  static override examples = [
    '<%= config.bin %> webhook create --target https://example.com/hooks/pay --event PAYMENT.* --event ORDER.*',
    '<%= config.bin %> webhook create --target http://127.0.0.1:4242 --event charge-in --event charge-cancelled --authorization "$TOKEN"',
    '<%= config.bin %> webhook create --target https://abc.ngrok.app --event "*" --json',
  ]
  static override flags = {
    ...apiFlags,
    ...quietFlag,
    target: Flags.string({description: 'URL that receives a POST per notification (http or https)', required: true}),
    event: Flags.string({description: 'event name or pattern ending in * (repeat the flag for several)', required: true, multiple: true}),
    authorization: Flags.string({
      description: 'token the service sends back in Authorization (default: a generated one; - reads it from stdin)',
    }),
  }

  async run(): Promise<void> {
    await this.act(WebhookCreate, () => import('../../actions/webhook/create.js'))
  }
}
