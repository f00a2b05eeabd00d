/**
 * `payctl api METHOD PATH`: any request to the configured API with the profile's credentials (the escape hatch).
 * Never a card number on the command line; secret fields of the answer masked unless --show-secrets.
 */
import type {Shown} from '../cli/command-function.js'
import type {Context, ContextFlags} from '../cli/context.js'
import {UsageError} from '../errors.js'

export interface ApiFlags extends ContextFlags {
  body?: string
  'body-file'?: string
  'client-token'?: boolean
  'show-secrets'?: boolean
}

export default async function api(ctx: Context, flags: ApiFlags, args: {method: string; path: string}): Promise<Shown> {
  const {parseJsonText, readJsonFile, refuseCardNumbersInBody} = await import('../cli/body-file.js')
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(args.path)) throw new UsageError('PATH must be a path on the API such as /api/events, not a URL')
  const body =
    flags.body !== undefined
      ? parseJsonText(flags.body, '--body')
      : flags['body-file']
        ? await readJsonFile(flags['body-file'], ctx.io.stdin)
        : undefined
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
  const showSecretFields = flags['show-secrets']
  return {
    data: res.body ?? null,
    showSecretFields,
    // A JSON answer is printed as JSON in every form; one that is not, as it came (escaped on a terminal).
    human: () =>
      typeof res.body === 'string'
        ? ctx.output.printBody(res.bytes ?? Buffer.from(res.text))
        : ctx.output.printJson(res.body ?? null, {showSecretFields}),
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
