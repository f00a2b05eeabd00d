import {Args, Flags} from '@oclif/core'
import {BaseCommand} from '../cli/base-command.js'
import {apiFlags} from '../cli/flags.js'

export default class Api extends BaseCommand {
  static override summary = "Send any request to the API with the profile's credentials (escape hatch)."
  static override description = `Sends METHOD PATH to the configured base URL with the access token (or the client token
with --client-token) and prints the JSON answer. PATH is a path on the API (never another host). The body is
compact JSON from --body or --body-file (- for stdin). GETs are retried as usual; POSTs are never resent blindly.
An answer that is not JSON is printed as it came on a pipe, and with its control characters escaped on a terminal.
Secret fields of a JSON answer (a webhook's authorization, tokens, securityCode, cvv, API keys) are masked, as in every
output; --show-secrets prints them as sent. Card numbers and the tokens in force are always masked.`
  static override writes = true
  static override examples = [
    '<%= config.bin %> api GET /api/events',
    '<%= config.bin %> api POST /api/webhooks --body \'{"webhook":{"events":["*"],"target":"https://example.com/hook","authorization":"s3cret"}}\'',
    '<%= config.bin %> api POST /api/tokenize --client-token --body-file card.json --json',
    '<%= config.bin %> api GET /api/webhooks --show-secrets',
  ]
  static override args = {
    method: Args.string({
      required: true,
      description: 'HTTP method',
      options: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'get', 'post', 'put', 'patch', 'delete'],
    }),
    path: Args.string({required: true, description: 'path on the API, such as /api/events?limit=5'}),
  }
  static override flags = {
    ...apiFlags,
    body: Flags.string({description: 'JSON request body', exclusive: ['body-file']}),
    'body-file': Flags.string({description: 'file with the JSON request body (- for stdin)'}),
    'client-token': Flags.boolean({description: 'authenticate with the client token (tokenization) instead of the access token'}),
    'show-secrets': Flags.boolean({
      description:
        "print secret fields of the answer (a webhook's authorization, tokens, API keys) as the service sent them; masked without it. Card numbers and the tokens in force stay masked",
    }),
  }

  async run(): Promise<void> {
    await this.act(Api, () => import('../actions/api.js'))
  }
}
