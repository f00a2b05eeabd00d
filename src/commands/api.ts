import {Args, Flags} from '@oclif/core'
import {BaseCommand} from '../cli/base-command.js'
import {apiFlags} from '../cli/flags.js'
import {UsageError} from '../errors.js'

export default class Api extends BaseCommand {
  static override summary = 'Send any request to the API with the profile\'s credentials (escape hatch).'
  static override description = `Sends METHOD PATH to the configured base URL with the access token (or the client token
with --client-token) and prints the JSON answer. PATH is a path on the API (never another host). The body is
compact JSON from --body or --body-file (- for stdin). GETs are retried as usual; POSTs are never resent blindly.
An answer that is not JSON is printed as it came on a pipe, and with its control characters escaped on a terminal.
Secret fields of a JSON answer (a webhook's authorization, tokens, securityCode, cvv, API keys) are masked, as in every
output; --show-secrets prints them as sent. Card numbers and the tokens in force are always masked.`
  static override examples = [
    '<%= config.bin %> api GET /api/events',
    '<%= config.bin %> api POST /api/webhooks --body \'{"webhook":{"events":["*"],"target":"https://example.com/hook","authorization":"s3cret"}}\'',
    '<%= config.bin %> api POST /api/tokenize --client-token --body-file card.json --json',
    '<%= config.bin %> api GET /api/webhooks --show-secrets',
  ]
  static override args = {
    method: Args.string({required: true, description: 'HTTP method', options: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'get', 'post', 'put', 'patch', 'delete']}),
    path: Args.string({required: true, description: 'path on the API, such as /api/events?limit=5'}),
  }
  static override flags = {
    ...apiFlags,
    body: Flags.string({description: 'JSON request body', exclusive: ['body-file']}),
    'body-file': Flags.string({description: 'file with the JSON request body (- for stdin)'}),
    'client-token': Flags.boolean({description: 'authenticate with the client token (tokenization) instead of the access token'}),
    'show-secrets': Flags.boolean({
      description: "print secret fields of the answer (a webhook's authorization, tokens, API keys) as the service sent them; masked without it. Card numbers and the tokens in force stay masked",
    }),
  }

  async run(): Promise<unknown> {
    const {args, flags} = await this.parse(Api)
    const ctx = this.context(flags)
    const {parseJsonText, readJsonFile, refuseCardNumbersInBody} = await import('../cli/body-file.js')
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(args.path)) throw new UsageError('PATH must be a path on the API such as /api/events, not a URL')
    const body = flags.body !== undefined ? parseJsonText(flags.body, '--body') : flags['body-file'] ? await readJsonFile(flags['body-file'], ctx.io.stdin) : undefined
    if (flags.body !== undefined && carriesCardNumber(body)) {
      ctx.addSecret(flags.body)
      throw new UsageError(
        '--body carries a card_number (not repeated here): a card number never goes on the command line (other users can see it, and it stays in shell history); pipe the body instead: --body-file -',
      )
    }
    // Any card number elsewhere in an inline body, in any spelling (the tokenization body goes through --body-file -).
    if (flags.body !== undefined) refuseCardNumbersInBody(body, '--body')
    const [path, search] = args.path.split('?', 2) as [string, string | undefined]
    const query = search ? Object.fromEntries(new URLSearchParams(search)) : undefined
    const client = await ctx.client()
    const res = await client.request({
      method: args.method.toUpperCase() as 'GET',
      path,
      query,
      body,
      auth: flags['client-token'] ? 'client' : 'access',
    })
    if (ctx.output.json || typeof res.body !== 'string') ctx.output.printJson(res.body ?? null, {showSecretFields: flags['show-secrets']})
    else ctx.output.printBody(res.bytes ?? Buffer.from(res.text))
    return res.body
  }
}

/** Whether a JSON body holds a `card_number` field anywhere (the tokenization body). */
function carriesCardNumber(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(carriesCardNumber)
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([k, v]) => (k === 'card_number' && v !== null && v !== '') || carriesCardNumber(v))
  }
  return false
}
